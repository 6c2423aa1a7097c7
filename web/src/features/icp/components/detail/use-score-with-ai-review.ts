import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeRoom } from '@/lib/realtime/use-realtime-room';
import { icpScoreQueryOptions } from '../../api/get-icp-score';
import { icpKeys } from '@/lib/icps/icp-keys';
import { useIcp } from '@/lib/icps/get-icp';

/** How long the screen waits for the review's event before it says the review takes longer than usual. */
export const AI_REVIEW_MAX_WAIT_MS = 60_000;
/**
 * A re-score after a save takes milliseconds; when its event has not come after this long (a socket
 * that dropped it), the screen reads the score once more.
 */
export const SCORE_UPDATE_FALLBACK_MS = 15_000;

/**
 * The profile's score. While a re-score after a save is queued (`updating`) or its AI review is
 * `pending` nothing is polled: the page is in the profile's
 * realtime room (`icp:<id>`), and the server's `score_updated` event, sent there when the review ends,
 * makes it read the score once. When the join is confirmed or the socket reconnects (an event may
 * have been sent before) a pending score is read once too. When the review ends, the profile and the lists are refreshed: they carry its
 * suggestions (AI Enhanced, AI Insights) and the persona narrative. After a minute without an answer
 * the screen says so and offers 'Check again' (one read).
 */
export function useScoreWithAiReview(icpId: string) {
  const queryClient = useQueryClient();
  /** The analysis (its `analyzedAt`) whose wait ran out. */
  const [gaveUpOn, setGaveUpOn] = useState<string | null>(null);

  const score = useQuery({ ...icpScoreQueryOptions(icpId), enabled: Boolean(icpId) });
  const profileState = useIcp(icpId).data?.scoreState;

  const data = score.data;
  /** A re-score is queued (docs/product.md §10): the score's own word, else the profile's (no score yet). */
  const updating = data ? data.state === 'updating' : profileState === 'updating';
  const updatingRef = useRef(updating);
  useEffect(() => {
    updatingRef.current = updating;
  }, [updating]);
  const pendingFor = data?.aiStatus === 'pending' ? data.analyzedAt : null;
  const pendingRef = useRef(pendingFor);
  useEffect(() => {
    pendingRef.current = pendingFor;
  }, [pendingFor]);

  const readScore = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: icpKeys.score(icpId), exact: true });
    // the profile says whether its score is current too (and lists show the new figure)
    void queryClient.invalidateQueries({ queryKey: icpKeys.detail(icpId), exact: true });
  }, [queryClient, icpId]);

  useRealtimeRoom(icpId ? `icp:${icpId}` : null, {
    onScore: (event) => {
      if (event.icpId.toLowerCase() === icpId.toLowerCase()) readScore();
    },
    // Joined (again): an event sent before the join did not reach this page; read a pending score once.
    onJoined: () => {
      if (pendingRef.current || updatingRef.current) readScore();
    },
    onResync: () => {
      if (pendingRef.current || updatingRef.current) readScore();
    },
  });

  // The re-score's event should come within milliseconds; if it has not, read once (not a poll).
  useEffect(() => {
    if (!updating) return;
    const timer = setTimeout(readScore, SCORE_UPDATE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [updating, readScore]);

  // One minute per analysis, counted from when this screen first saw it pending.
  useEffect(() => {
    if (!pendingFor || pendingFor === gaveUpOn) return;
    const timer = setTimeout(() => setGaveUpOn(pendingFor), AI_REVIEW_MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pendingFor, gaveUpOn]);

  // pending -> done/failed: the profile and the lists now hold the AI's part.
  const wasPending = useRef<string | null>(null);
  useEffect(() => {
    if (pendingFor) {
      wasPending.current = pendingFor;
      return;
    }
    if (!wasPending.current || !data) return;
    wasPending.current = null;
    void queryClient.invalidateQueries({ queryKey: icpKeys.detail(icpId), exact: true });
    void queryClient.invalidateQueries({ queryKey: icpKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: icpKeys.counts() });
  }, [pendingFor, data, icpId, queryClient]);

  /** 'Check again' after the wait ran out: one more read, and another minute of waiting. */
  const checkAgain = useCallback(() => {
    setGaveUpOn(null);
    void score.refetch();
  }, [score]);

  return { score, waitedTooLong: pendingFor !== null && pendingFor === gaveUpOn, checkAgain };
}
