import { PROFESSIONS } from '@icp-studio/contracts';
import { icpFieldsSchema } from '@icp-studio/contracts';
import { describe, expect, it } from 'vitest';
import { clampStep, emptyIcpForm, stepFields, toIcpForm, toIcpPayload } from './icp-form';

describe('ICP form model', () => {
  it('validates with the contract: the name is required', () => {
    const result = icpFieldsSchema.safeParse(emptyIcpForm());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Profile name is required'],
    ]);
  });

  it('knows which fields each step shows', () => {
    expect(stepFields(1, 'b2b')).toEqual(['name', 'type', 'profession']);
    expect(stepFields(2, 'b2b')).toContain('industry');
    expect(stepFields(2, 'b2b')).not.toContain('ageRange');
    expect(stepFields(2, 'b2c')).toEqual([
      'ageRange',
      'gender',
      'education',
      'occupation',
      'income',
      'geographics',
      'disqualifiers',
    ]);
    expect(stepFields(5, 'b2c')).toContain('buyerJourney.decision');
  });

  it('reads a draft defensively', () => {
    const form = toIcpForm({
      name: 'X',
      type: 'b2c',
      gender: 'robot',
      painPoints: ['a', 3, 'b'],
      buyerJourney: 'no',
    });
    expect(form.type).toBe('b2c');
    expect(form.gender).toBe('all');
    expect(form.painPoints).toEqual(['a', 'b']);
    expect(form.buyerJourney).toEqual({ awareness: '', consideration: '', decision: '' });
    expect(clampStep(9)).toBe(5);
    expect(clampStep('3')).toBe(3);
    expect(clampStep(undefined)).toBe(1);
  });

  it("sends the whole form, keeping only the type's own details", () => {
    const parsed = icpFieldsSchema.parse({
      ...emptyIcpForm(),
      name: ' Parents ',
      type: 'b2c',
      industry: 'Leftover from b2b',
      ageRange: ' 28-40 ',
      gender: 'female',
      painPoints: [' Time ', ''],
      buyerJourney: { awareness: 'Instagram', consideration: '', decision: '' },
      disqualifiers: [' younger than 25 ', ''],
    });
    expect(toIcpPayload(parsed)).toEqual({
      name: 'Parents',
      type: 'b2c',
      industry: null,
      companySize: null,
      revenue: null,
      technographics: [],
      decisionMakerRole: null,
      decisionMakerTitle: null,
      ageRange: '28-40',
      gender: 'female',
      education: null,
      occupation: null,
      income: null,
      geographics: [],
      psychographics: null,
      behavioralTraits: [],
      painPoints: ['Time'],
      needs: [],
      goals: [],
      preferredChannels: [],
      buyerJourney: { awareness: 'Instagram', consideration: null, decision: null },
      profession: null,
      disqualifiers: ['younger than 25'],
    });
  });

  it('reads the disqualifiers (Not a fit) from a profile or a draft, and sends them with every save', () => {
    expect(emptyIcpForm().disqualifiers).toEqual([]);
    expect(toIcpForm({ disqualifiers: ['fewer than 5 employees', 7] }).disqualifiers).toEqual([
      'fewer than 5 employees',
    ]);
    expect(toIcpForm({}).disqualifiers).toEqual([]);
    const parsed = icpFieldsSchema.parse({ ...emptyIcpForm(), name: 'X' });
    expect(toIcpPayload(parsed).disqualifiers).toEqual([]);
  });

  it('sends the profile’s trade as chosen, and reads only known professions back', () => {
    const parsed = icpFieldsSchema.parse({ ...emptyIcpForm('dentists'), name: 'Nervous adults' });
    expect(toIcpPayload(parsed).profession).toBe('dentists');
    expect(emptyIcpForm('astronauts').profession).toBeNull();
    expect(toIcpForm({ profession: 'veterinarians' }).profession).toBe('veterinarians');
    expect(toIcpForm({ profession: 'astronauts' }).profession).toBeNull();
  });

  it("starts a new profile's client type from the user's trade: a dentist's B2C, a bookkeeper's first kind", () => {
    expect(emptyIcpForm('dentists')).toMatchObject({ type: 'b2c', profession: 'dentists', industry: '' });
    for (const p of PROFESSIONS) expect(emptyIcpForm(p.id).type).toBe(p.serves[0]);
    expect(emptyIcpForm(null).type).toBe('b2b');
    expect(emptyIcpForm('no-such-trade').type).toBe('b2b');
  });
});
