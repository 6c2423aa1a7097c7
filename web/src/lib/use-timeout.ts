import { useCallback, useEffect, useRef } from 'react';

/** Schedules a callback that is cancelled if the component unmounts first. */
export function useTimeout() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  }, []);
}
