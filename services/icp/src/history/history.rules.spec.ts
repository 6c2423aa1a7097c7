import { readFileSync } from 'node:fs';
import { ICP_VERSION_FIELDS, canonical, changedFields, isStale, versionContent } from './history.rules.js';

describe('version rules (docs/product.md §13)', () => {
  it('keeps the versioned fields of a row, absent ones as null, and nothing else', () => {
    const content = versionContent({ name: 'Dentists', type: 'b2b', status: 'completed', userId: 'x' });
    expect(content.name).toBe('Dentists');
    expect(content.industry).toBeNull();
    expect(content).not.toHaveProperty('status');
    expect(content).not.toHaveProperty('userId');
  });

  it('names the fields that changed, whatever order the keys of a stored object came in', () => {
    const before = versionContent({
      name: 'Dentists',
      painPoints: ['No-shows'],
      buyerJourney: { awareness: 'Search', decision: null },
    });
    const after = versionContent({
      name: 'Dentists',
      painPoints: ['No-shows', 'Reviews'],
      buyerJourney: { decision: null, awareness: 'Search' },
      industry: 'Dental',
    });
    expect(changedFields(before, after)).toEqual(['industry', 'painPoints']);
    expect(changedFields(after, after)).toEqual([]);
    expect(canonical({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
  });

  it('calls a save stale only when it names a version other than the current one', () => {
    expect(isStale(undefined, 4)).toBe(false);
    expect(isStale(4, 4)).toBe(false);
    expect(isStale(3, 4)).toBe(true);
    expect(isStale(5, 4)).toBe(true);
  });

  it('the migration gives existing items version 1 with exactly these fields', () => {
    const sql = readFileSync(
      new URL('../infra/migrations/1767300000000-icp-versions.ts', import.meta.url),
      'utf8',
    );
    const keys = [...sql.matchAll(/'(\w+)', [ip]\./g)].map((m) => m[1]);
    expect(keys).toEqual([...ICP_VERSION_FIELDS]);
  });
});
