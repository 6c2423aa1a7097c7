import { generatePlaybookSections } from './playbook/index.js';
import { BuiltinProvider } from './engine.js';
import { factCheck, statedFacts } from './facts.js';
import { buildModel } from './model.js';
import { REVIEW_SET } from './review/set.js';
import { fullOutput, outputText, storedOf } from './review/render.js';

const engine = new BuiltinProvider();
const vetOwners = {
  name: 'Vet clinic owners',
  type: 'b2b' as const,
  profession: 'accountants',
  industry: 'Veterinary clinics',
  companySize: '5-25 employees',
  geographics: ['Denver, CO'],
  painPoints: ['Cash flow swings with the seasons'],
};

describe('who is who', () => {
  it('the trade is the user’s profession, never read from the client’s industry or occupation', () => {
    expect(buildModel({ type: 'b2b', industry: 'Dental practices' }).knowledge.id).toBe('generic');
    expect(buildModel({ type: 'b2b', industry: 'Dental practices' }).tradeKnown).toBe(false);
    expect(buildModel({ type: 'b2c', occupation: 'Dentist' }).knowledge.id).toBe('generic');
    const m = buildModel(vetOwners);
    expect(m.knowledge.id).toBe('accountants');
    expect(m.tradeKnown).toBe(true);
  });

  it("an accountant's vet-clinic owners get an accountant's chips, not a vet's clients", () => {
    const chips = engine.answer({
      kind: 'demographics',
      input: { type: 'b2b', profession: 'accountants', industry: 'Veterinary clinics' },
    });
    expect(chips.length).toBeGreaterThan(3);
    expect(chips.join('\n')).not.toMatch(/dairy|beef|herd|farm|pet owner|livestock/i);
    const out = outputText(fullOutput(vetOwners));
    expect(out).not.toMatch(/dairy|herd|livestock|puppy|kitten/i);
  });
});

describe('stated facts rule things out', () => {
  const uk = statedFacts({ type: 'b2c', geographics: ['Leeds, West Yorkshire, UK'] });
  const ca = statedFacts({ type: 'b2c', geographics: ['Ottawa, Ontario, Canada'] });
  const au = statedFacts({
    type: 'b2b',
    geographics: ['Brisbane, Queensland, Australia'],
    companySize: 'Sole trader, no employees',
  });
  const us = statedFacts({ type: 'b2c', geographics: ['Long Beach, CA'] });

  it('reads the country from the places (California is not Canada)', () => {
    expect([uk.country, ca.country, au.country, us.country]).toEqual(['UK', 'CA', 'AU', 'US']);
    expect(statedFacts({ type: 'b2b', geographics: ['Newcastle and Hunter, NSW, Australia'] }).country).toBe(
      'AU',
    );
  });

  it("puts money and institutions in the client's country", () => {
    expect(factCheck('Income: $60k-$120k', uk)).toBe('Income: £60k-£120k');
    expect(factCheck('We answer the IRS for you', uk)).toBe('We answer HMRC for you');
    expect(factCheck('Max out the 401(k) and the Roth IRA', ca)).toBe('Max out the RRSP and the TFSA');
    expect(factCheck('Google Business Profile for "CPA near me"', uk)).toBe(
      'Google Business Profile for "accountant near me"',
    );
    expect(factCheck('Sales tax filings on time', au)).toBe('GST filings on time');
    expect(factCheck('Revenue: £1M-£5M', us)).toBe('Revenue: $1M-$5M');
    expect(factCheck('Your solicitor reviews the lease', us)).toBe('Your attorney reviews the lease');
  });

  it('leaves out what has no equivalent, and what a sole trader or an age range rules out', () => {
    expect(factCheck('Medicaid planning for parents', uk)).toBeNull();
    expect(factCheck('Payroll done right', au)).toBeNull();
    expect(factCheck('Company size: 10-50 employees', au)).toBeNull();
    expect(factCheck('Skip payroll: you have no staff.', au)).toBe('Skip payroll: you have no staff.');
    expect(factCheck('Clear books. Payroll every fortnight.', au)).toBe('Clear books.');
    const senior = statedFacts({ type: 'b2c', ageRange: '65-82' });
    expect(factCheck('Student loans slow my saving', senior)).toBeNull();
    const young = statedFacts({ type: 'b2c', ageRange: '24-30' });
    expect(factCheck('Estate tax worries', young)).toBeNull();
    const unstated = statedFacts({ type: 'b2c' });
    expect(factCheck('She wants a plan', unstated)).toBeNull();
  });

  it('keeps what the user wrote themselves, and refuses what the profile refuses', () => {
    const own = statedFacts({
      type: 'b2b',
      companySize: 'Sole trader, no employees',
      painPoints: ['Payroll for my apprentice'],
    });
    expect(factCheck('Payroll for my apprentice, done', own)).not.toBeNull();
    const noReviews = statedFacts({
      type: 'b2c',
      needs: ['No testimonials or published stories: clients fear disclosure'],
    });
    expect(factCheck('Ask every happy client for a review', noReviews)).toBeNull();
    expect(factCheck('Client testimonials on the home page', noReviews)).toBeNull();
  });

  it('a product line the profile names rules out the others of its kind, not unrelated ones', () => {
    const medigap = statedFacts({
      type: 'b2c',
      name: 'Turning 65, choosing a Medigap plan',
      needs: ['Compare Medicare Supplement Plan G quotes'],
    });
    expect(factCheck('Medicare Advantage plans with $0 premiums', medigap)).toBeNull();
    expect(factCheck('Plan G or Plan N: we compare them. Part C open enrolment too.', medigap)).toBe(
      'Plan G or Plan N: we compare them.',
    );
    expect(factCheck('Why Medigap is not Medicare Advantage', medigap)).not.toBeNull(); // a negation
    expect(factCheck('Ask about Part D drug plans', medigap)).toBe('Ask about Part D drug plans');
    const term = statedFacts({ type: 'b2c', needs: ['Affordable term life cover for the mortgage years'] });
    expect(factCheck('Build cash value with whole life', term)).toBeNull();
    const injured = statedFacts({ type: 'b2c', name: 'Injured cyclists (plaintiffs)' });
    expect(factCheck('Insurance defense firms respond fast', injured)).toBeNull();
    // Both named, or neither: nothing is ruled out.
    const both = statedFacts({ type: 'b2c', needs: ['Term life or whole life: which one?'] });
    expect(factCheck('Whole life builds cash value', both)).not.toBeNull();
    expect(factCheck('Whole life builds cash value', statedFacts({ type: 'b2c' }))).not.toBeNull();
  });

  it('no UK, Canadian or Australian profile of the review set gets US money or institutions', () => {
    const abroad = REVIEW_SET.filter((r) => statedFacts({ ...r.profile } as never).country !== 'US');
    for (const r of abroad) {
      const country = statedFacts({ ...r.profile } as never).country;
      if (country === null) continue;
      const out = outputText(fullOutput(r.profile, r.channels));
      const pb = JSON.stringify(
        generatePlaybookSections({ ...r.profile } as never, { startDate: '2027-01-04' }),
      );
      for (const text of [out, pb]) {
        expect(text).not.toMatch(/\bIRS\b|401\(k\)|\bsales tax\b|CPA near me|Social Security|Medicaid/);
        if (country === 'UK') expect(text).not.toMatch(/\$\s?\d/);
      }
    }
    expect(abroad.length).toBeGreaterThan(3);
  });

  it('the analysis reads the stored profile’s facts too', () => {
    const r = REVIEW_SET.find((x) => statedFacts({ ...x.profile } as never).country === 'UK')!;
    const a = engine.answer({ kind: 'analysis', input: { icp: storedOf(r.profile), score: null } });
    expect([...a.suggestions, a.personaNarrative].join('\n')).not.toMatch(/\$\s?\d|\bIRS\b/);
  });
});
