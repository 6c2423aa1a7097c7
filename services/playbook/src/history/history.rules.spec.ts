import { readFileSync } from 'node:fs';
import { PLAYBOOK_VERSION_FIELDS, changedFields, isStale, versionContent } from './history.rules.js';

describe('playbook version rules (docs/product.md §13)', () => {
  it('keeps the versioned fields only: not the linked profile nor the status', () => {
    const content = versionContent({ name: 'Launch', icpId: 'x', status: 'draft', tonality: 'Warm' });
    expect(content).toMatchObject({ name: 'Launch', tonality: 'Warm', positioning: null });
    expect(content).not.toHaveProperty('icpId');
    expect(content).not.toHaveProperty('status');
  });

  it('names the fields that changed, structured ones compared by value', () => {
    const before = versionContent({ name: 'Launch', kpis: [{ name: 'Leads', target: 10 }] });
    const after = versionContent({ name: 'Launch 2', kpis: [{ target: 10, name: 'Leads' }] });
    expect(changedFields(before, after)).toEqual(['name']);
    expect(isStale(1, 2)).toBe(true);
    expect(isStale(undefined, 2)).toBe(false);
  });

  it('the migration gives existing items version 1 with exactly these fields', () => {
    const sql = readFileSync(
      new URL('../infra/migrations/1767300000000-PlaybookVersions.ts', import.meta.url),
      'utf8',
    );
    const keys = [...sql.matchAll(/'(\w+)', [ip]\./g)].map((m) => m[1]);
    expect(keys).toEqual([...PLAYBOOK_VERSION_FIELDS]);
  });
});
