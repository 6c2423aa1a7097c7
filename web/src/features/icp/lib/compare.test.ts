import { describe, expect, it } from 'vitest';
import { makeIcp } from '@/test/fixtures/icp-fixtures';
import { compareProfiles } from './compare';

describe('compareProfiles', () => {
  it('lists each field either profile fills, marking those that differ (case and spacing aside)', () => {
    const a = makeIcp({ industry: 'B2B SaaS', geographics: ['Germany', 'Austria'], companySize: '10-50' });
    const b = makeIcp({ industry: 'b2b  saas', geographics: ['Germany'], companySize: null });
    const rows = compareProfiles(a, b);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.industry).toMatchObject({ a: 'B2B SaaS', b: 'b2b  saas', differs: false });
    expect(byKey.geographics).toMatchObject({ a: 'Germany, Austria', b: 'Germany', differs: true });
    expect(byKey.companySize).toMatchObject({ a: '10-50', b: '', differs: true });
    // Both empty: not listed.
    expect(byKey.ageRange).toBeUndefined();
    expect(rows[0]).toMatchObject({ key: 'type', label: 'Type', differs: false });
  });
});
