import type { EvidenceSuggestion } from '@icp-studio/contracts';
import { describe, expect, it } from 'vitest';
import { makeIcp } from '@/test/fixtures/icp-fixtures';
import { profileWithSuggestion } from './add-suggestion';

const add = (attribute: EvidenceSuggestion['attribute'], value: string): EvidenceSuggestion => ({
  attribute,
  kind: 'add_value',
  value,
  message: '',
  weight: 0.5,
});

describe('profileWithSuggestion', () => {
  it('appends to a list field, once (case-insensitively)', () => {
    const icp = makeIcp({ geographics: ['Germany'], preferredChannels: ['Referral'] });
    expect(profileWithSuggestion(icp, add('location', 'Austria'))?.geographics).toEqual([
      'Germany',
      'Austria',
    ]);
    expect(profileWithSuggestion(icp, add('location', 'germany'))).toBeNull();
    expect(profileWithSuggestion(icp, add('channel', 'LinkedIn'))?.preferredChannels).toEqual([
      'Referral',
      'LinkedIn',
    ]);
  });

  it("appends to a text field after ', ', or sets it when empty; a value already named is not added", () => {
    expect(
      profileWithSuggestion(makeIcp({ industry: 'Dental' }), add('industry', 'Healthcare'))?.industry,
    ).toBe('Dental, Healthcare');
    expect(profileWithSuggestion(makeIcp({ industry: null }), add('industry', 'Healthcare'))?.industry).toBe(
      'Healthcare',
    );
    expect(
      profileWithSuggestion(makeIcp({ industry: 'Dental; Healthcare' }), add('industry', 'HEALTHCARE')),
    ).toBeNull();
    const b2c = makeIcp({ type: 'b2c', occupation: 'Teacher', industry: null });
    expect(profileWithSuggestion(b2c, add('occupation', 'Nurse'))?.occupation).toBe('Teacher, Nurse');
  });

  it('replaces a range with the suggested one and keeps the rest of the profile', () => {
    const icp = makeIcp({ companySize: '200-500' });
    const fields = profileWithSuggestion(icp, { ...add('companySize', '12-300'), kind: 'set_range' });
    expect(fields).toMatchObject({
      companySize: '12-300',
      name: icp.name,
      industry: icp.industry,
      revenue: icp.revenue,
    });
  });

  it('throws the field message when the result is too long', () => {
    const icp = makeIcp({ industry: 'x'.repeat(195) });
    expect(() => profileWithSuggestion(icp, add('industry', 'Healthcare'))).toThrow(/Industry/);
  });
});
