import { completionError, missingSteps } from './completion.js';

const complete = {
  name: 'Dental practices in Texas',
  type: 'b2b' as const,
  companySize: '10-50 employees',
  psychographics: 'Value steady patient flow',
  painPoints: ['No-shows'],
  preferredChannels: ['LinkedIn'],
};

describe('the completed-status rule', () => {
  it('allows completed when all five steps hold content', () => {
    expect(missingSteps(complete)).toEqual([]);
    expect(completionError(complete)).toBeNull();
  });

  it('names every step without content', () => {
    expect(missingSteps({ name: 'Only basics', type: 'b2b' })).toEqual([
      'Client Details (firmographics)',
      'Psychology',
      'Pain Points',
      'Buyer Journey',
    ]);
    expect(completionError({ name: 'Only basics', type: 'b2c' })).toBe(
      'A profile can be marked completed only when all five steps have content; missing: Client Details (demographics), Psychology, Pain Points, Buyer Journey',
    );
  });

  it('needs a name for Basic Info', () => {
    expect(missingSteps({ ...complete, name: '  ' })).toEqual(['Basic Info']);
  });

  it('reads client details by type: firmographics for b2b, demographics for b2c', () => {
    expect(missingSteps({ ...complete, type: 'b2c' })).toEqual(['Client Details (demographics)']);
    expect(missingSteps({ ...complete, companySize: null, type: 'b2c', ageRange: '25-40' })).toEqual([]);
    expect(missingSteps({ ...complete, companySize: null, technographics: ['HubSpot'] })).toEqual([]);
    expect(missingSteps({ ...complete, companySize: null, geographics: ['Texas'] })).toEqual([]);
  });

  it("does not count gender 'all' alone as demographics", () => {
    const b2c = { ...complete, type: 'b2c' as const, companySize: null };
    expect(missingSteps({ ...b2c, gender: 'all' })).toEqual(['Client Details (demographics)']);
    expect(missingSteps({ ...b2c, gender: 'female' })).toEqual([]);
  });

  it('accepts any field of a step: traits for psychology, needs or goals for pain points, a journey stage', () => {
    expect(missingSteps({ ...complete, psychographics: null, behavioralTraits: ['Asks peers'] })).toEqual([]);
    expect(missingSteps({ ...complete, painPoints: [], goals: ['Fewer no-shows'] })).toEqual([]);
    expect(missingSteps({ ...complete, painPoints: [], needs: ['Reminders'] })).toEqual([]);
    expect(
      missingSteps({ ...complete, preferredChannels: [], buyerJourney: { decision: 'Owner signs' } }),
    ).toEqual([]);
  });

  it('treats blank text and blank list entries as no content', () => {
    expect(
      missingSteps({
        ...complete,
        psychographics: '   ',
        painPoints: [' '],
        preferredChannels: [],
        buyerJourney: { awareness: ' ', consideration: null },
      }),
    ).toEqual(['Psychology', 'Pain Points', 'Buyer Journey']);
  });
});
