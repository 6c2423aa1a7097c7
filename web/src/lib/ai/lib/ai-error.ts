import { getServerMessage } from '@/lib/api-client';
import { toaster, TOAST_DURATION_MS } from '@/lib/toast';

/** Whether the fix for an AI failure lives on the Settings page (a missing or rejected key, a bad URL). */
export function pointsToSettings(error: unknown): boolean {
  const message = getServerMessage(error) ?? '';
  return /settings|api key|api url|endpoint/i.test(message);
}

/**
 * The error toast of an AI call: the title 'Error' with the server's message, or the call's default
 * ('Failed to generate suggestions', 'Failed to generate messaging', ...) when it sent none; when the
 * fix is in Settings, an action that opens them.
 */
export function notifyAiError(fallback: string, error: unknown, openSettings?: () => void) {
  // One toast at a time (docs/product.md §9), as `notify` does (a dismissed toast would hold its place
  // for the remove delay); built here to carry the action.
  toaster.remove();
  const action =
    openSettings && pointsToSettings(error) ? { label: 'Open Settings', onClick: openSettings } : undefined;
  return toaster.create({
    title: 'Error',
    description: getServerMessage(error, fallback),
    type: 'error',
    duration: action ? TOAST_DURATION_MS * 2 : TOAST_DURATION_MS,
    closable: true,
    action,
  });
}
