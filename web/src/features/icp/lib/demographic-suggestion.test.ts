import { describe, expect, it } from 'vitest';
import {
  applyDemographicSuggestion,
  matchDemographicSuggestion,
  suggestionValue,
  toGender,
} from './demographic-suggestion';
import { emptyIcpForm, type IcpFormValues } from './icp-form';

const form = (overrides: Partial<IcpFormValues> = {}): IcpFormValues => ({ ...emptyIcpForm(), ...overrides });

describe('suggestionValue', () => {
  it('takes the part after the first colon, trimmed; the whole text without a colon', () => {
    expect(suggestionValue('Industry:  B2B SaaS ')).toBe('B2B SaaS');
    expect(suggestionValue('Revenue: $5M: ARR')).toBe('$5M: ARR');
    expect(suggestionValue('  North America ')).toBe('North America');
  });
});

describe('applyDemographicSuggestion, b2b', () => {
  it.each<[string, keyof IcpFormValues, string]>([
    ['Industry: Healthcare technology', 'industry', 'Healthcare technology'],
    ['Company size: 50-200', 'companySize', '50-200'],
    ['Typical size: 200-500 employees', 'companySize', '200-500 employees'],
    ['Annual revenue: 10M-50M', 'revenue', '10M-50M'],
    ['Budget: $50k per year', 'revenue', '$50k per year'],
    ['Decision maker: CFO', 'decisionMakerRole', 'CFO'],
    ['Buying role: Economic buyer', 'decisionMakerRole', 'Economic buyer'],
    ['Job title: VP Finance', 'decisionMakerTitle', 'VP Finance'],
    ['Position: Head of Operations', 'decisionMakerTitle', 'Head of Operations'],
  ])('%s fills %s', (suggestion, field, value) => {
    const next = applyDemographicSuggestion(form(), suggestion, 'b2b');
    expect(next[field]).toBe(value);
  });

  it('adds a location to geographics, once', () => {
    const once = applyDemographicSuggestion(form(), 'Location: North America', 'b2b');
    expect(once.geographics).toEqual(['North America']);
    const twice = applyDemographicSuggestion(once, 'Location: north america', 'b2b');
    expect(twice).toBe(once);
  });

  it('never overwrites a filled field, and falls through to the next matching rule', () => {
    const filled = form({ industry: 'Retail' });
    expect(applyDemographicSuggestion(filled, 'Industry: Healthcare', 'b2b')).toBe(filled);

    // "Decision maker title" mentions both decision (role) and title: the role comes first while empty.
    const blank = applyDemographicSuggestion(form(), 'Decision maker title: CFO', 'b2b');
    expect(blank.decisionMakerRole).toBe('CFO');
    expect(blank.decisionMakerTitle).toBe('');
    const withRole = applyDemographicSuggestion(
      form({ decisionMakerRole: 'Finance' }),
      'Decision maker title: CFO',
      'b2b',
    );
    expect(withRole.decisionMakerRole).toBe('Finance');
    expect(withRole.decisionMakerTitle).toBe('CFO');
  });

  it('ignores b2c keywords and unmatched text', () => {
    const f = form();
    expect(applyDemographicSuggestion(f, 'Age: 25-34', 'b2b')).toBe(f);
    expect(applyDemographicSuggestion(f, 'Loves golf', 'b2b')).toBe(f);
    expect(matchDemographicSuggestion(f, 'Industry:   ', 'b2b')).toBeNull();
  });
});

describe('applyDemographicSuggestion, b2c', () => {
  it.each<[string, keyof IcpFormValues, string]>([
    ['Age range: 25-34', 'ageRange', '25-34'],
    ['Ages: 30-45', 'ageRange', '30-45'],
    ['Household income: $75k-$120k', 'income', '$75k-$120k'],
    ['Education: College degree', 'education', 'College degree'],
    ['Occupation: Nurses', 'occupation', 'Nurses'],
    ['Job: Teacher', 'occupation', 'Teacher'],
  ])('%s fills %s', (suggestion, field, value) => {
    expect(applyDemographicSuggestion(form({ type: 'b2c' }), suggestion, 'b2c')[field]).toBe(value);
  });

  it('matches keywords where words start ("average" is not an age)', () => {
    const next = applyDemographicSuggestion(form(), 'Income: average $60k', 'b2c');
    expect(next.ageRange).toBe('');
    expect(next.income).toBe('average $60k');
  });

  it('maps a gender suggestion onto the select, replacing only the "all" default', () => {
    expect(applyDemographicSuggestion(form(), 'Gender: Predominantly female', 'b2c').gender).toBe('female');
    expect(applyDemographicSuggestion(form(), 'Gender: Non-binary', 'b2c').gender).toBe('non-binary');
    const chosen = form({ gender: 'male' });
    expect(applyDemographicSuggestion(chosen, 'Gender: Female', 'b2c')).toBe(chosen);
    // Not a gender the select knows: nothing happens.
    const f = form();
    expect(applyDemographicSuggestion(f, 'Gender: varies', 'b2c')).toBe(f);
  });

  it('adds a location to geographics if not present', () => {
    const next = applyDemographicSuggestion(form({ geographics: ['Texas'] }), 'Location: Urban areas', 'b2c');
    expect(next.geographics).toEqual(['Texas', 'Urban areas']);
  });
});

describe('toGender', () => {
  it('reads free text', () => {
    expect(toGender('Men and women')).toBe('all');
    expect(toGender('mostly men')).toBe('male');
    expect(toGender('Any')).toBe('all');
    expect(toGender('unknown')).toBeNull();
  });
});
