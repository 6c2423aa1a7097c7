import { keepMerged, mergeFields } from './merge.js';

const FIELDS = ['name', 'goals', 'industry'] as const;

describe('mergeFields', () => {
  const base = { name: 'A', goals: ['x'], industry: 'Dental' };

  it('takes what only one side changed and lists what both changed differently', () => {
    const m = mergeFields(
      base,
      { name: 'Mine', goals: ['x'], industry: 'Mine' },
      { name: 'A', goals: ['y'], industry: 'Theirs' },
      FIELDS,
    );
    expect(m.merged).toEqual({ name: 'Mine', goals: ['y'], industry: 'Theirs' });
    expect(m.taken).toEqual(['name']);
    expect(m.conflicts).toEqual([{ field: 'industry', base: 'Dental', theirs: 'Theirs', mine: 'Mine' }]);
  });

  it('sees equal values as equal whatever their key order; the same change on both sides is no conflict', () => {
    const m = mergeFields(
      { ...base, name: { a: 1, b: 2 } },
      { ...base, name: { b: 2, a: 1 }, industry: 'Same' },
      { ...base, industry: 'Same' },
      FIELDS,
    );
    expect(m.conflicts).toEqual([]);
    expect(m.taken).toEqual([]);
  });

  it('without the base version every difference is a conflict', () => {
    const m = mergeFields(null, { ...base, name: 'Mine' }, base, FIELDS);
    expect(m.conflicts).toEqual([{ field: 'name', base: null, theirs: 'A', mine: 'Mine' }]);
  });

  it('keepMerged drops the versioned fields mine did not take and keeps every other column', () => {
    const m = mergeFields(base, { ...base, name: 'Mine' }, { ...base, goals: ['y'] }, FIELDS);
    expect(
      keepMerged({ name: 'Mine', goals: ['x'], industry: 'Dental', status: 'draft' }, m, FIELDS),
    ).toEqual({
      name: 'Mine',
      status: 'draft',
    });
  });
});
