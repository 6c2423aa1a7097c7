import { createToaster } from '@chakra-ui/react';

/** docs/product.md §9: one toast at a time, 5 s by default, F8 focuses the notification area. */
export const TOAST_DURATION_MS = 5000;
/**
 * A dismissed toast is removed from the DOM after this long (the product's toast settings): meanwhile it
 * stays hidden and inert (components/ui/toaster.tsx), and the next toast removes it at once (`notify`).
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** A toast swiped right this far (px) is dismissed; a shorter swipe springs back. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const toaster = createToaster({
  placement: 'top-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  // Below the 64 px header, so a toast never covers the navigation.
  offsets: { top: '80px', right: '16px', bottom: '16px', left: '16px' },
});

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  title: string;
  description?: string;
  type?: ToastKind;
  duration?: number;
}

/**
 * Shows a toast. A new toast replaces the one on screen at once (at most one is visible, the product's
 * toast limit of 1): the old one is removed rather than dismissed, since a dismissed toast holds its
 * place until its exit animation ends and the new one would wait in the queue behind it (for its
 * whole duration where animations never report their end).
 */
export function notify({
  title,
  description,
  type = 'success',
  duration = TOAST_DURATION_MS,
}: NotifyOptions) {
  toaster.remove();
  return toaster.create({ title, description, type, duration, closable: true });
}

export const notifySuccess = (title: string, description?: string) =>
  notify({ title, description, type: 'success' });
export const notifyError = (title: string, description?: string) =>
  notify({ title, description, type: 'error' });
