import type { PlaybookReviewInput } from '@icp-studio/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getServerMessage } from '@/lib/api-client';
import {
  discardPlaybookReview,
  getPlaybookReview,
  playbookReviewKey,
  savePlaybookReview,
} from '../../api/playbook-review';

/** How long the review rests before it is saved: one save per burst of edits (or per arriving section). */
export const KEEP_AFTER_MS = 600;

export type KeepState =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'failed'; message: string };

export interface KeptReview {
  /** Whether the kept review is still being asked for (the panel waits before offering a new run). */
  loading: boolean;
  /** When the review the panel reopened was last saved (null when it started here). */
  reopenedFrom: string | null;
  keep: KeepState;
  /** Forgets the kept review on the server (created or discarded), and any save still waiting. */
  forget: () => Promise<void>;
}

/**
 * A generated playbook under review kept on the server (docs/product.md, "Generating a playbook"): the
 * kept one is handed to `onReopen` once, when the panel has none of its own; after that every change of
 * `review` (null: no review in progress) is saved `KEEP_AFTER_MS` after the last, and a save still
 * waiting when the panel or the page goes is sent at once. A reload, another tab or
 * another device reopens the review where the user left it.
 */
export function useKeptReview(
  icpId: string,
  review: PlaybookReviewInput | null,
  onReopen: (kept: PlaybookReviewInput) => void,
): KeptReview {
  const queryClient = useQueryClient();
  const kept = useQuery({
    queryKey: playbookReviewKey(icpId),
    queryFn: () => getPlaybookReview(icpId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const [reopenedFrom, setReopenedFrom] = useState<string | null>(null);
  const [keep, setKeep] = useState<KeepState>({ state: 'idle' });
  const decided = useRef(false); // reopened, or started without one: the query's answer is used once
  const savedJson = useRef<string | null>(null);
  const pending = useRef<((leaving?: boolean) => void) | null>(null); // the save not sent yet

  const answer = kept.data;
  useEffect(() => {
    if (decided.current || !answer) return;
    decided.current = true;
    if (!answer.kept || review) return;
    savedJson.current = JSON.stringify(answer.kept.review);
    setReopenedFrom(answer.kept.updatedAt);
    onReopen(answer.kept.review);
  }, [answer, review, onReopen]);

  const json = review ? JSON.stringify(review) : null;
  useEffect(() => {
    if (!review || json === savedJson.current) return;
    decided.current = true; // a review begun before the kept one arrived is the one that counts
    const send = (leaving = false) => {
      if (pending.current !== send) return; // sent already, superseded or forgotten
      pending.current = null;
      setKeep({ state: 'saving' });
      savePlaybookReview(icpId, review, { keepalive: leaving }).then(
        (saved) => {
          savedJson.current = json;
          queryClient.setQueryData(playbookReviewKey(icpId), { kept: saved });
          setKeep({ state: 'saved', at: saved.updatedAt });
        },
        (err: unknown) =>
          setKeep({ state: 'failed', message: getServerMessage(err, 'Your review could not be kept') }),
      );
    };
    pending.current = send;
    const timer = setTimeout(() => send(), KEEP_AFTER_MS);
    return () => clearTimeout(timer);
    // `review` is read through `json`: a new object with the same content is no change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [icpId, json, queryClient]);

  // Leaving: a save still waiting goes now (unmounted by the app, or the page itself going: a reload,
  // a closed tab, where only a keepalive request outlives it).
  useEffect(() => {
    const leave = () => pending.current?.(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      pending.current?.();
    };
  }, []);

  const forget = useCallback(async () => {
    pending.current = null;
    savedJson.current = null;
    setReopenedFrom(null);
    setKeep({ state: 'idle' });
    queryClient.setQueryData(playbookReviewKey(icpId), { kept: null });
    await discardPlaybookReview(icpId);
  }, [icpId, queryClient]);

  return { loading: kept.isPending, reopenedFrom, keep, forget };
}
