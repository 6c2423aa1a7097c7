import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Leaving the page (another path) while `hasUnsaved()` asks first: an in-app navigation is held by the returned blocker (show a
 * dialog, then `proceed()` or `reset()`); a reload or a closed tab lets the browser ask.
 */
export function useUnsavedChangesGuard(hasUnsaved: () => boolean): Blocker {
  const latest = useRef(hasUnsaved);
  useEffect(() => {
    latest.current = hasUnsaved;
  }, [hasUnsaved]);

  // A move within the page (a wizard's `?step=`, Back to its previous step) is no leaving.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && latest.current(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return blocker;
}
