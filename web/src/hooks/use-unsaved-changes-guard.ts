import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Leaving while `hasUnsaved()` asks first: an in-app navigation is held by the returned blocker (show a
 * dialog, then `proceed()` or `reset()`); a reload or a closed tab lets the browser ask.
 */
export function useUnsavedChangesGuard(hasUnsaved: () => boolean): Blocker {
  const latest = useRef(hasUnsaved);
  useEffect(() => {
    latest.current = hasUnsaved;
  }, [hasUnsaved]);

  const blocker = useBlocker(() => latest.current());
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
