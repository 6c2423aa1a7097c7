import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { icpScoreQueryOptions } from '../../api/get-icp-score';
import { icpKeys } from '../../api/icp-keys';

/** How often the score is read again while its AI review runs. */
export const AI_REVIEW_POLL_MS = 2000;
/** How long the screen keeps asking before it says the review is taking longer than usual. */
export const AI_REVIEW_MAX_WAIT_MS = 60_000;

/**
 * The profile's score, read again every 2 s while its AI review is `pending` (the worker's
 * EVENTS.scoreUpdated does not reach browsers), for at most a minute per analysis. When the review
 * ends, the profile and the lists are refreshed: they carry its suggestions (AI Enhanced, AI Insights)
 * and the persona narrative.
 */
export function useScoreWithAiReview(icpId: string) {
  const queryClient = useQueryClient();
  /** The analysis (its `analyzedAt`) whose wait ran out: no more polling for it. */
  const [gaveUpOn, setGaveUpOn] = useState<string | null>(null);

  const score = useQuery({
    ...icpScoreQueryOptions(icpId),
    enabled: Boolean(icpId),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data?.aiStatus !== 'pending' || query.state.status === 'error') return false;
      return data.analyzedAt === gaveUpOn ? false : AI_REVIEW_POLL_MS;
    },
  });

  const data = score.data;
  const pendingFor = data?.aiStatus === 'pending' ? data.analyzedAt : null;

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

  /** 'Check again' after the wait ran out: one more read, and another minute of polling. */
  const checkAgain = useCallback(() => {
    setGaveUpOn(null);
    void score.refetch();
  }, [score]);

  return { score, waitedTooLong: pendingFor !== null && pendingFor === gaveUpOn, checkAgain };
}
