import { describe, expect, it } from 'vitest';
import {
  CLIENT_SORT_OPTIONS,
  DEFAULT_CLIENT_SORT,
  ariaSort,
  sortFromValue,
  sortValue,
  toggleSort,
} from './client-sort';

describe('client sort', () => {
  it('turns the same column around and starts another ascending (dates newest first)', () => {
    expect(toggleSort({ by: 'name', order: 'asc' }, 'name')).toEqual({ by: 'name', order: 'desc' });
    expect(toggleSort({ by: 'name', order: 'desc' }, 'name')).toEqual({ by: 'name', order: 'asc' });
    expect(toggleSort(DEFAULT_CLIENT_SORT, 'email')).toEqual({ by: 'email', order: 'asc' });
    expect(toggleSort({ by: 'email', order: 'asc' }, 'createdAt')).toEqual({
      by: 'createdAt',
      order: 'desc',
    });
  });

  it('names the sorted column for assistive technology, and only that one', () => {
    expect(ariaSort({ by: 'advisor', order: 'asc' }, 'advisor')).toBe('ascending');
    expect(ariaSort({ by: 'advisor', order: 'desc' }, 'advisor')).toBe('descending');
    expect(ariaSort({ by: 'advisor', order: 'desc' }, 'name')).toBe('none');
  });

  it('reads the phone select back, falling back to the default', () => {
    for (const o of CLIENT_SORT_OPTIONS) expect(sortFromValue(sortValue(o.sort))).toEqual(o.sort);
    expect(sortFromValue('nonsense')).toEqual(DEFAULT_CLIENT_SORT);
  });
});
