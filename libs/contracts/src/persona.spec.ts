import type { Icp } from './icp.js';
import { personaCard, personaInitials, personaObjections, personaQuote, personaSummary } from './persona.js';

const base: Icp = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Dental Practice Owners',
  userId: '00000000-0000-4000-8000-000000000002',
  createdBy: '00000000-0000-4000-8000-000000000002',
  status: 'in_progress',
  type: 'b2b',
  industry: 'Dental clinics',
  companySize: '5-20 employees',
  revenue: null,
  technographics: [],
  decisionMakerRole: null,
  decisionMakerTitle: 'Practice owner',
  ageRange: null,
  gender: null,
  education: null,
  occupation: null,
  income: null,
  geographics: ['Austin, TX'],
  psychographics: null,
  behavioralTraits: [],
  painPoints: ['High patient no-show rates', 'Insurance paperwork'],
  needs: [],
  goals: ['Fill the chair schedule two weeks ahead'],
  preferredChannels: ['LinkedIn', 'Dental conferences'],
  buyerJourney: {
    awareness: 'Hears about us from peers.',
    consideration: 'Compares three vendors. Worried the switch will disrupt the front desk.',
    decision: null,
  },
  personaNarrative: null,
  aiSuggestions: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('persona card', () => {
  it('takes whole graphemes for the initials (emoji, accents), first and last word', () => {
    expect(personaInitials('🦷 Dental Owners')).toBe('🦷O');
    expect(personaInitials('Ada Byron Lovelace')).toBe('AL');
    expect(personaInitials('élise')).toBe('É');
    expect(personaInitials('   ')).toBe('?');
  });

  it('voices the first pain and goal, keeping first-person text as written', () => {
    expect(personaQuote(['High patient no-show rates.'], ['Fill the schedule'])).toBe(
      'My biggest headache: high patient no-show rates. What I want: fill the schedule.',
    );
    expect(personaQuote(['CRM data is a mess'], [])).toBe('My biggest headache: CRM data is a mess.');
    expect(personaQuote(['I lose two hours a day to billing'], ['We want calm mornings!'])).toBe(
      'I lose two hours a day to billing. We want calm mornings!',
    );
    expect(personaQuote([' '], [])).toBeNull();
    const long = personaQuote([`Pain point 1: ${'practice owners lose hours '.repeat(10)}`], []);
    expect(long).toMatch(/^My biggest headache: pain point 1: practice owners lose hours .*practice…$/);
    expect([...long!].length).toBeLessThan(140);
  });

  it('finds objections only in the doubts the journey voices', () => {
    expect(personaObjections(base.buyerJourney)).toEqual(['Worried the switch will disrupt the front desk.']);
    expect(personaObjections({ consideration: 'Reads reviews.', decision: null })).toEqual([]);
    expect(personaObjections(null)).toEqual([]);
  });

  it('summarises who they are in one line', () => {
    expect(personaSummary(base)).toBe('Practice owner · Dental clinics · 5-20 employees · Austin, TX');
    expect(
      personaSummary({ ...base, type: 'b2c', occupation: 'Nurse', ageRange: '30-45', geographics: [] }),
    ).toBe('Nurse · aged 30-45');
    expect(personaSummary({ ...base, type: 'b2c', geographics: [] })).toBe('B2C Ideal Client Profile');
  });

  it('marks the furthest described stage and the score band', () => {
    const card = personaCard(base, {
      icpId: base.id,
      overallScore: 82,
      demographicsScore: 0,
      psychographicsScore: 0,
      painPointsScore: 0,
      needsScore: 0,
      channelsScore: 0,
      suggestions: [],
      rubricVersion: 1,
      aiStatus: 'none',
      aiSuggestions: null,
      analyzedAt: '2026-11-01T00:00:00.000Z',
    });
    expect(card.stage?.label).toBe('Consideration');
    expect(card.journey.map((s) => s.described)).toEqual([true, true, false]);
    expect(card.score).toEqual({ value: 82, label: 'Excellent', color: 'green' });
    expect(card.pains).toEqual(['High patient no-show rates', 'Insurance paperwork']);
    expect(personaCard(base, null).score).toBeNull();
  });
});
