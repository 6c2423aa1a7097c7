import type { Draft, DraftRequest } from '@icp-studio/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveDraft } from '../../api/save-draft';

/** docs/product.md §9: a draft is auto-saved 30 s after the last change. */
export const DRAFT_AUTOSAVE_DELAY_MS = 30_000;

/**
 * The wizard's draft: the first save creates it and later saves update it. Saves run one after
 * another, so a save started while the first is still creating the draft updates that draft instead
 * of creating a second one. A failure is only logged (docs/product.md §8).
 */
export function useDraftSaver({
  initialDraftId,
  initialLastSaved,
  onCreated,
}: {
  initialDraftId?: string | null;
  initialLastSaved?: string | null;
  /** Told the new draft's id after the first save (to put it in the address). */
  onCreated?: (draft: Draft) => void;
}) {
  const { mutateAsync } = useSaveDraft();
  const draftId = useRef<string | null>(initialDraftId ?? null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const [lastSaved, setLastSaved] = useState<string | null>(initialLastSaved ?? null);
  const [pending, setPending] = useState(0);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  });

  const save = useCallback(
    (build: () => DraftRequest): Promise<Draft | null> => {
      setPending((n) => n + 1);
      const run = async (): Promise<Draft | null> => {
        try {
          const existing = draftId.current;
          const saved = await mutateAsync({ id: existing, draft: build() });
          draftId.current = saved.id;
          setLastSaved(saved.lastSaved);
          if (!existing) onCreatedRef.current?.(saved);
          return saved;
        } catch (error) {
          console.error('Failed to save draft', error);
          return null;
        } finally {
          setPending((n) => n - 1);
        }
      };
      const next = chain.current.then(run);
      chain.current = next;
      return next;
    },
    [mutateAsync],
  );

  /** Waits for every save in flight; answers the draft id (if any) afterwards. */
  const settle = useCallback(async () => {
    await chain.current;
    return draftId.current;
  }, []);

  return { save, settle, lastSaved, saving: pending > 0, draftId };
}
