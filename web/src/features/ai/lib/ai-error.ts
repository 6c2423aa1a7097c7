import { getServerMessage, isApiError } from '@/lib/api-client';
import { toaster, TOAST_DURATION_MS } from '@/lib/toast';

/**
 * What to tell the user when an AI call fails: the server's message when it sent one (429 'Too many AI
 * requests...', a provider's 502/504, 400 'The AI provider rejected the API key', 'Add your OpenAI API
 * key in Settings...'), otherwise a plain next step.
 */
export function aiErrorDescription(error: unknown): string {
  const message = getServerMessage(error);
  if (message) return message;
  if (!isApiError(error)) return 'Could not reach ICP Studio. Check your connection and try again.';
  if (error.status === 429) return 'Too many AI requests. Please try again in a minute.';
  if (error.status === 504) return 'The AI provider did not answer in time. Please try again.';
  return 'Please try again in a moment.';
}

/** Whether the fix for an AI failure lives on the Settings page (a missing or rejected key, a bad URL). */
export function pointsToSettings(error: unknown): boolean {
  const message = getServerMessage(error) ?? '';
  return /settings|api key|api url|endpoint/i.test(message);
}

/**
 * The error toast of an AI call: the spec's title ('Failed to generate suggestions', 'Failed to
 * generate messaging', ...) with the reason; when the fix is in Settings, an action that opens them.
 */
export function notifyAiError(title: string, error: unknown, openSettings?: () => void) {
  // One toast at a time (spec section 9), as `notify` does; built here to carry the action.
  toaster.dismiss();
  const action =
    openSettings && pointsToSettings(error) ? { label: 'Open Settings', onClick: openSettings } : undefined;
  return toaster.create({
    title,
    description: aiErrorDescription(error),
    type: 'error',
    duration: action ? TOAST_DURATION_MS * 2 : TOAST_DURATION_MS,
    closable: true,
    action,
  });
}
