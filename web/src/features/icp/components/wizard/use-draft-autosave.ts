import type { Draft, DraftRequest } from '@icp-studio/contracts';
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import { DRAFT_AUTOSAVE_DELAY_MS } from './use-draft-saver';

/**
 * The wizard's unsaved work: counts the form's changes and how many of them a stored draft holds (more
 * made than saved is unsaved work). With `autosave` (creating), a draft is saved 30 s after the last
 * change when `canAutosave()` (docs/product.md §4); without it (editing, no draft), every change stays
 * unsaved until the form is submitted.
 */
export function useDraftAutosave<T extends FieldValues>({
  watch,
  autosave,
  canAutosave,
  save,
  buildDraft,
}: {
  watch: UseFormWatch<T>;
  autosave: boolean;
  canAutosave: () => boolean;
  save: (build: () => DraftRequest) => Promise<Draft | null>;
  buildDraft: () => DraftRequest;
}): { hasUnsaved: () => boolean; saveDraftNow: () => Promise<Draft | null> } {
  const changes = useRef(0);
  const savedChanges = useRef(0);
  const hasUnsaved = useCallback(() => changes.current > savedChanges.current, []);
  const canAutosaveRef = useRef(canAutosave);
  useEffect(() => {
    canAutosaveRef.current = canAutosave;
  }, [canAutosave]);

  /** Saves the draft; once it is stored, the changes it holds count as saved. */
  const saveDraftNow = useCallback(() => {
    let holds = 0;
    return save(() => {
      holds = changes.current;
      return buildDraft();
    }).then((saved) => {
      if (saved) savedChanges.current = Math.max(savedChanges.current, holds);
      return saved;
    });
  }, [save, buildDraft]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      changes.current += 1;
      if (!autosave) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (canAutosaveRef.current()) void saveDraftNow();
      }, DRAFT_AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [autosave, watch, saveDraftNow]);

  return { hasUnsaved, saveDraftNow };
}
