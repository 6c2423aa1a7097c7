import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters, search, sort and page kept in the URL's search parameters, so Back, a reload and a
 * shared link show the same list. `page` is 1-based and left out on the first page; a change of any
 * other parameter goes back to page 1. Empty values are left out of the URL.
 */
export function useListParams<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<K, string>;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;

  const update = useCallback(
    (patch: Partial<Record<K | 'page', string | number>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          const text = value === undefined || value === null ? '' : String(value);
          if (!text || (name === 'page' && text === '1')) next.delete(name);
          else next.set(name, text);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      }),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const name of [...names, 'page']) next.delete(name);
        return next;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, names.join()],
  );
  return { values, page, update, clear };
}
