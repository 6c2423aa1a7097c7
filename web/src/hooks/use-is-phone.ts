import { useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48em, 768 px): a phone. */
export const PHONE_QUERY = '(max-width: 47.99em)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

const snapshot = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia) && window.matchMedia(PHONE_QUERY).matches;

/**
 * Whether the screen is a phone's (narrower than 768 px), following rotation and resizing. Where the
 * question cannot be asked (no matchMedia), false: the wide layout shows everything.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
