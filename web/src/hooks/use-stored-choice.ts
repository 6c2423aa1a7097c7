import { useCallback, useState } from 'react';

function read<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  try {
    const stored = window.localStorage.getItem(key);
    return stored !== null && (choices as readonly string[]).includes(stored) ? (stored as T) : fallback;
  } catch {
    return fallback; // storage blocked (private mode, policy): the default for this visit
  }
}

/**
 * One of `choices`, remembered in localStorage under `key` (e.g. a list's grid or table view): the stored
 * value when it is still one of the choices, else `fallback`.
 */
export function useStoredChoice<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, choices, fallback));
  const set = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // not remembered, still switched
      }
    },
    [key],
  );
  return [value, set];
}
