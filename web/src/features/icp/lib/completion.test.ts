import { describe, expect, it } from 'vitest';
import { formCompletion } from './completion';
import { emptyIcpForm } from './icp-form';

describe('formCompletion', () => {
  it('is 0% with no step done for an empty form', () => {
    const c = formCompletion(emptyIcpForm());
    expect(c.percent).toBe(0);
    expect(c.steps.map((s) => s.done)).toEqual([false, false, false, false, false]);
  });

  it('counts filled fields, not the step a user is on', () => {
    const values = { ...emptyIcpForm(), name: 'Founders', painPoints: ['No time'] };
    const c = formCompletion(values);
    // 16 counted fields for b2b (1 + 6 + 2 + 3 + 4); 2 are filled.
    expect(c.steps.reduce((n, s) => n + s.total, 0)).toBe(16);
    expect(c.percent).toBe(Math.round((2 / 16) * 100));
    expect(c.steps.map((s) => s.done)).toEqual([true, false, false, true, false]);
  });

  it('ignores blank text, blank list entries and gender "all"', () => {
    const values = {
      ...emptyIcpForm(),
      type: 'b2c' as const,
      name: '   ',
      geographics: ['  '],
      gender: 'all' as const,
      buyerJourney: { awareness: ' ', consideration: '', decision: '' },
    };
    const c = formCompletion(values);
    expect(c.percent).toBe(0);
    expect(c.steps.every((s) => !s.done)).toBe(true);
    expect(formCompletion({ ...values, gender: 'female' }).steps[1]!.done).toBe(true);
  });

  it('is 100% when every counted field is filled', () => {
    const c = formCompletion({
      ...emptyIcpForm(),
      name: 'A',
      industry: 'SaaS',
      companySize: '10-50',
      revenue: '$1M',
      technographics: ['HubSpot'],
      decisionMakerTitle: 'CEO',
      geographics: ['UK'],
      psychographics: 'Ambitious',
      behavioralTraits: ['Reads blogs'],
      painPoints: ['Churn'],
      needs: ['Leads'],
      goals: ['Grow'],
      preferredChannels: ['LinkedIn'],
      buyerJourney: { awareness: 'a', consideration: 'b', decision: 'c' },
    });
    expect(c.percent).toBe(100);
    expect(c.steps.every((s) => s.done && s.filled === s.total)).toBe(true);
  });
});
