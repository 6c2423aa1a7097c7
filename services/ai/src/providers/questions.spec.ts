import { promptFor } from './prompts.js';
import { playbookSectionPrompt } from './playbook-prompts.js';
import { profileQuestions, sparseQuestions, tradeGiven } from './questions.js';

describe('who is who: the trade is asked for, never guessed', () => {
  it('asks for the trade when none is given, whatever the industry names', () => {
    const q = profileQuestions({ type: 'b2b', industry: 'Veterinary clinics', painPoints: ['Cash flow'] });
    expect(q.map((x) => x.field)).toEqual(['profession']);
    expect(tradeGiven('accountants')).toBe(true);
    expect(tradeGiven('vets and farms')).toBe(false);
    expect(
      profileQuestions({ type: 'b2b', profession: 'accountants', industry: 'Vets', goals: ['Grow'] }),
    ).toEqual([]);
  });

  it('a profile with a name and a type only gets questions with the fields to fill', () => {
    const b2c = sparseQuestions({ name: 'Savers', type: 'b2c', profession: 'financial-advisors' });
    expect(b2c.map((x) => x.field)).toEqual(['occupation', 'ageRange', 'painPoints', 'goals', 'geographics']);
    const b2b = sparseQuestions({ name: 'Clinics', type: 'b2b', industry: 'Clinics' });
    expect(b2b.map((x) => x.field)).toEqual(['companySize', 'painPoints', 'goals', 'geographics']);
    expect(sparseQuestions({ type: 'b2b', industry: 'Clinics', painPoints: ['Late payers'] })).toEqual([]);
  });

  it("every provider's prompt names the user's trade apart from the client's industry", () => {
    const pains = promptFor({
      kind: 'painPoints',
      input: { icpData: { type: 'b2b', profession: 'accountants', industry: 'Veterinary clinics' } },
    });
    expect(pains.user).toContain(
      "The user's own trade (the professional these suggestions are for): Accountants",
    );
    expect(pains.user).toContain('Industry: Veterinary clinics');
    const demo = promptFor({
      kind: 'demographics',
      input: { type: 'b2b', profession: 'accountants', industry: 'Veterinary clinics' },
    });
    expect(demo.user).toContain('Accountants');
    expect(demo.user).toContain("never the user's own trade");
    const unknown = promptFor({ kind: 'channels', input: { icpData: { type: 'b2b', industry: 'Vets' } } });
    expect(unknown.user).toContain('Do not infer it from the client');
    const section = playbookSectionPrompt({
      section: 'positioning',
      icpData: { type: 'b2b', profession: 'it-services', industry: 'Dental practices' },
      options: {},
      current: {},
    });
    expect(section.user).toContain('IT');
  });
});
