import { COMPLIANCE_CORPUS } from './compliance-corpus.js';
import {
  COMPLIANCE_REGIMES,
  checkCompliance,
  checkComplianceOf,
  complianceRegimeOf,
  professionOf,
} from './compliance.js';
import { PROFESSIONS } from './professions.js';

/** The ids of the rules `text` breaks for `profession`. */
const rules = (text: string, profession: string) => checkCompliance(text, profession).map((f) => f.ruleId);

/** Precision and recall of the check over the corpus, per profession (docs/compliance.md). */
function measure() {
  const by = new Map<string, { tp: number; fp: number; fn: number; tn: number }>();
  const misses: string[] = [];
  for (const s of COMPLIANCE_CORPUS) {
    const m = by.get(s.profession) ?? { tp: 0, fp: 0, fn: 0, tn: 0 };
    by.set(s.profession, m);
    const flagged = checkCompliance(s.text, s.profession).length > 0;
    if (flagged && s.flagged) m.tp++;
    else if (flagged) {
      m.fp++;
      misses.push(`false finding (${s.profession}): ${s.text}`);
    } else if (s.flagged) {
      m.fn++;
      misses.push(`missed (${s.profession}): ${s.text}`);
    } else m.tn++;
  }
  return { by, misses };
}

describe('compliance check', () => {
  it('has a corpus of at least 100 compliant and 100 non-compliant sentences', () => {
    expect(COMPLIANCE_CORPUS.filter((s) => s.flagged).length).toBeGreaterThanOrEqual(100);
    expect(COMPLIANCE_CORPUS.filter((s) => !s.flagged).length).toBeGreaterThanOrEqual(100);
  });

  it('covers every profession that has rules, with both kinds of sentence', () => {
    for (const regime of COMPLIANCE_REGIMES)
      for (const profession of regime.professions) {
        const own = COMPLIANCE_CORPUS.filter((s) => s.profession === profession);
        expect({
          profession,
          flagged: own.some((s) => s.flagged),
          clean: own.some((s) => !s.flagged),
        }).toEqual({
          profession,
          flagged: true,
          clean: true,
        });
      }
  });

  it('reaches precision and recall of at least 0.9 per profession', () => {
    const { by, misses } = measure();
    const rows = [...by].map(([profession, m]) => ({
      profession,
      precision: m.tp / Math.max(1, m.tp + m.fp),
      recall: m.tp / Math.max(1, m.tp + m.fn),
    }));
    // Printed so that docs/compliance.md can quote the figures of the run.
    console.log(
      [
        'profession | precision | recall',
        ...rows.map((r) => `${r.profession} | ${r.precision.toFixed(2)} | ${r.recall.toFixed(2)}`),
        ...misses,
      ].join('\n'),
    );
    for (const r of rows) {
      expect({ profession: r.profession, ok: r.precision >= 0.9 }).toEqual({
        profession: r.profession,
        ok: true,
      });
      expect({ profession: r.profession, ok: r.recall >= 0.9 }).toEqual({
        profession: r.profession,
        ok: true,
      });
    }
  });

  it('marks the phrase, names the rule and its source and offers a rewording', () => {
    const text = 'Plan with us. Guaranteed 12% returns on your savings!';
    const finding = checkCompliance(text, 'financial-advisors')[0]!;
    expect(finding).toMatchObject({
      ruleId: 'sec-returns',
      regime: 'investment',
      phrase: 'Guaranteed 12% returns',
    });
    expect(text.slice(finding.start, finding.end)).toBe('Guaranteed 12% returns');
    expect(finding.source).toMatch(/206\(4\)-1/);
    expect(finding.rewording).toMatch(/not guaranteed/);
  });

  it('lets a negation clear a promise, but only in the same sentence', () => {
    expect(checkCompliance('No one can guarantee returns.', 'financial-advisors')).toEqual([]);
    expect(checkCompliance('No hidden fees. Guaranteed returns.', 'financial-advisors')).toHaveLength(1);
    // where the negation is the claim itself, it does not clear it
    expect(checkCompliance('You cannot lose with us.', 'wealth-managers')[0]?.ruleId).toBe('sec-no-risk');
  });

  it('accepts a testimonial or a past result once the text carries its disclosure', () => {
    const testimonial = '"Clear advice," says one of our clients.';
    expect(checkCompliance(testimonial, 'financial-advisors')).toHaveLength(1);
    expect(
      checkCompliance(`${testimonial} Not compensated for this statement.`, 'financial-advisors'),
    ).toEqual([]);
    const verdict = 'We won a $12 million verdict.';
    expect(checkCompliance(verdict, 'business-lawyers')).toHaveLength(1);
    expect(
      checkCompliance(`${verdict} Prior results do not guarantee a similar outcome.`, 'business-lawyers'),
    ).toEqual([]);
  });

  it('reads the name of a statutory scheme as a name, not a promise', () => {
    const kinds = (text: string, trade: string) => checkCompliance(text, trade).map((f) => f.ruleId);
    expect(kinds('Super guarantee contributions lodged on time, every quarter.', 'bookkeepers')).toEqual([]);
    expect(kinds('Is the Guaranteed Income Supplement part of your plan?', 'financial-advisors')).toEqual([]);
    // ... while the same word outside the name still promises.
    expect(kinds('Guaranteed savings on your super, or your money back.', 'accountants')).not.toEqual([]);
  });

  it('finds nothing for an unregulated profession, an unknown one or empty text', () => {
    expect(checkCompliance('The best web designer in town, guaranteed results.', 'web-designers')).toEqual(
      [],
    );
    expect(checkCompliance('Guaranteed 12% returns', null)).toEqual([]);
    expect(checkCompliance('   ', 'financial-advisors')).toEqual([]);
    expect(complianceRegimeOf('nope')).toBeUndefined();
  });

  it('names only real professions, each in one regime, and gives every rule a source and a rewording', () => {
    const ids = new Set(PROFESSIONS.map((p) => p.id));
    const seen = new Set<string>();
    for (const regime of COMPLIANCE_REGIMES) {
      for (const p of regime.professions) {
        expect(ids.has(p)).toBe(true);
        expect(seen.has(p)).toBe(false);
        seen.add(p);
      }
      for (const rule of regime.rules) {
        expect(rule.source.length).toBeGreaterThan(5);
        expect(rule.rewording.length).toBeGreaterThan(5);
        for (const only of rule.only ?? []) expect(regime.professions).toContain(only);
      }
    }
  });

  it('marks the right place in a long text', () => {
    const long = 'We help families plan for retirement and explain every fee. '.repeat(2000);
    const finding = checkCompliance(`${long}Guaranteed returns.`, 'financial-advisors')[0]!;
    expect(finding.start).toBe(long.length);
    expect(finding.phrase).toBe('Guaranteed returns');
  });

  it('offers replacements that clear the finding they replace, for every profession of the rule', () => {
    for (const s of COMPLIANCE_CORPUS.filter((c) => c.flagged)) {
      for (const f of checkCompliance(s.text, s.profession)) {
        if (!f.replacement) continue;
        const fixed = s.text.slice(0, f.start) + f.replacement + s.text.slice(f.end);
        expect({
          text: fixed,
          rules: checkCompliance(fixed, s.profession).map((x) => x.ruleId),
        }).toEqual({ text: fixed, rules: expect.not.arrayContaining([f.ruleId]) as unknown });
      }
    }
    const [f] = checkCompliance('Earn guaranteed 12% returns on your savings.', 'financial-advisors');
    expect(f?.replacement).toBe('a plan built to pursue your goals; returns are not guaranteed');
  });

  it('gives every regime at least one disclosure with its source', () => {
    for (const regime of COMPLIANCE_REGIMES) {
      expect(regime.disclosures.length).toBeGreaterThan(0);
      for (const d of regime.disclosures) {
        expect(d.text.length).toBeGreaterThan(20);
        expect(d.source.length).toBeGreaterThan(5);
        // A disclosure never breaks its own regime's rules.
        expect(checkCompliance(d.text, regime.professions[0])).toEqual([]);
      }
    }
  });

  it('checks every string of a structured answer, naming where each finding is', () => {
    const answer = {
      valueProposition: 'A plan for your retirement.',
      keyMessages: ['Plan early', 'Guaranteed 12% returns'],
      nested: [{ objective: 'Risk-free income for life' }],
    };
    expect(checkComplianceOf(answer, 'financial-advisors').map((f) => [f.path, f.ruleId, f.phrase])).toEqual([
      ['keyMessages.1', 'sec-returns', 'Guaranteed 12% returns'],
      ['nested.0.objective', 'sec-no-risk', 'Risk-free'],
    ]);
    expect(checkComplianceOf(answer, 'marketing-agencies')).toEqual([]);
    expect(professionOf({ profession: ' dentists ' })).toBe('dentists');
    expect(professionOf({ profession: 3 })).toBeUndefined();
    expect(professionOf(undefined)).toBeUndefined();
  });
});

/** The rule families that generalise past the rules' own phrases (docs/compliance.md, "How a phrase is read"). */
describe('compliance check, rule families', () => {
  /** Each case: a violation the family must flag, and its negated or hedged near miss it must leave alone. */
  const cases: Array<[family: string, profession: string, violation: string, nearMiss: string]> = [
    [
      'promise without trigger words',
      'business-lawyers',
      'We will win your dispute or you owe us nothing.',
      'No lawyer can promise how a dispute ends; we promise a clear plan.',
    ],
    [
      'every time, at least $X',
      'injury-lawyers',
      'Our approach works every time: you will recover at least $50,000.',
      'No approach works every time; we explain what your claim may be worth.',
    ],
    [
      'nobody can match',
      'veterinarians',
      'Nobody in town can match our surgical team.',
      'Our surgical team has operated in town since 2001.',
    ],
    [
      'money back',
      'therapists',
      'Feel calmer in six weeks or your money back.',
      'Our fees are refundable within 14 days if you change your mind, minus sessions held.',
    ],
    [
      'a future outcome stated as fact',
      'immigration-lawyers',
      'Your work visa will be approved on the first try.',
      "We can't promise your visa will be approved, but we check every document.",
    ],
    [
      'comparison with every competitor',
      'accountants',
      'No firm in the county understands farm accounts better than we do.',
      'We have kept the books of farms in the county since 1992.',
    ],
    [
      'hyphenated and implied superlative',
      'physicians',
      "Chicago's most trusted top-rated dermatology clinic.",
      'We do not claim to be the most trusted clinic; ask your neighbours.',
    ],
    [
      'number one',
      'tax-professionals',
      "Britain's #1 tax rebate service.",
      'We help drivers check whether they are owed a tax rebate.',
    ],
    [
      'quoted testimonial',
      'estate-lawyers',
      '"They took a weight off our shoulders," says a recent client.',
      '"They took a weight off our shoulders" - a client since 2020. Every case is different; prior results do not guarantee a similar outcome.',
    ],
    [
      'verified, uncompensated testimonial',
      'bookkeepers',
      '"Found $9,000 my old bookkeeper missed" - owner of a bakery.',
      '"Found $9,000 my old bookkeeper missed" - owner of a bakery, a client since 2021, not paid for this quote.',
    ],
    [
      'no loss',
      'wealth-managers',
      'Your capital stays completely protected, whatever the markets do.',
      'We never call a portfolio completely protected; every investment can fall.',
    ],
    [
      'projection',
      'financial-advisors',
      'Expect your savings to double within eight years.',
      "We can't predict what markets will do, so we plan for several outcomes.",
    ],
    [
      'return figure with words between',
      'wealth-managers',
      'Our balanced portfolio was up a remarkable 17% last year.',
      'Our balanced portfolio was up 17% last year after fees; past performance is not a reliable indicator of future results.',
    ],
    [
      'false endorsement',
      'tax-professionals',
      'IRS-approved preparers for your peace of mind.',
      'Enrolled agents, authorised to represent taxpayers before the IRS.',
    ],
    [
      'influence over an agency or court',
      'family-lawyers',
      'We know which judges to ask for at your hearing.',
      'We know the local family court procedures and prepare you for each hearing.',
    ],
    [
      'debt settlement',
      'tax-professionals',
      'Settle your back taxes for pennies on the dollar.',
      'Most people do not qualify for an offer in compromise; we tell you if you do.',
    ],
    [
      'error-free',
      'accountants',
      'Flawless accounts, every year, for every client.',
      'Every set of accounts is reviewed by a second accountant before it is filed.',
    ],
    [
      'audit-proof in other words',
      'bookkeepers',
      "Keep your books with us and you'll never face an HMRC enquiry.",
      "We can't promise HMRC will never open an enquiry, but your records will be ready.",
    ],
    [
      'before and after',
      'dentists',
      'Our before-and-after gallery shows the smile you will get.',
      "Before-and-after photos of one patient's veneers; your results will depend on your own teeth.",
    ],
    [
      'cure synonym',
      'therapists',
      'Leave your anxiety behind for good in eight sessions.',
      'Therapy can help many people manage anxiety; it is not a quick fix.',
    ],
    [
      'cure of a condition',
      'physical-therapists',
      'Spinal adjustments that clear up asthma in children.',
      "We don't claim to treat conditions outside muscles and joints.",
    ],
    [
      'painless in other words',
      'dentists',
      "You won't feel anything during your root canal.",
      'No treatment is painless for everyone, so we numb carefully and check in with you.',
    ],
    [
      'advice to drop treatment',
      'physicians',
      'No need for statins once you join our nutrition programme.',
      'Our nutrition programme works alongside the medication your doctor prescribes.',
    ],
    [
      'guarantee placed after the claim',
      'dentists',
      'Implants that last a lifetime, guaranteed.',
      'Implants can last many years with good care; it is not a guarantee.',
    ],
    [
      'specialist without its board',
      'veterinarians',
      'Our vets are specialists in feline medicine.',
      'Dr. Reed is a Diplomate of the American Veterinary Dental College, a board-certified veterinary dentist.',
    ],
    [
      'certified specialist without its body',
      'immigration-lawyers',
      'Certified specialist in asylum law.',
      'Certified Specialist in Immigration and Nationality Law, State Bar of California Board of Legal Specialization.',
    ],
    [
      'past results as a rate',
      'injury-lawyers',
      'Nine out of ten of our claims settle in our clients’ favour.',
      'Most injury claims settle without a trial, though some go to a jury.',
    ],
    // Claims read by their subject, certainty and outcome rather than by a listed phrase.
    [
      'the reader promised an outcome',
      'business-lawyers',
      'Bring us your contract dispute and you will walk away the winner.',
      'No lawyer can promise you will walk away the winner; we tell you the risks early.',
    ],
    [
      'a denied promise clears even an absolute',
      'bookkeepers',
      'With us you will never be audited.',
      "No bookkeeper can promise you'll never be audited, but tidy records make one less painful.",
    ],
    [
      'a quotation read as a testimonial',
      'veterinarians',
      '"Kind to our nervous cat" - a client.',
      '"Kind to our nervous cat" - a client; every pet\'s outcome is different.',
    ],
    [
      'a star rating',
      'dentists',
      'Rated 4.9 by 300 patients on Google.',
      'We do not publish patient ratings; ask us for the names of our own dentists instead.',
    ],
    [
      'influence through the people who decide',
      'accountants',
      'Our partners still know the people who decide audits.',
      'Our partners know the procedures of an audit and prepare you for each step.',
    ],
    [
      'a superlative adjective and a ranking with its source',
      'estate-lawyers',
      'The toughest probate litigators in Ohio.',
      'Listed in The Best Lawyers in America 2025 for trusts and estates; see bestlawyers.com for the methodology.',
    ],
    [
      'a board certification without its board',
      'physical-therapists',
      'Board-certified in dry needling and cupping.',
      'Board-Certified Clinical Specialist in Orthopaedic Physical Therapy (American Board of Physical Therapy Specialties).',
    ],
    [
      'a projected amount',
      'financial-advisors',
      'Invest £20,000 with us and watch it become £35,000.',
      'Investing £20,000 could grow or fall in value; the value of investments can go down as well as up.',
    ],
    [
      'no loss in other words',
      'wealth-managers',
      'With our overlay your wealth simply cannot shrink.',
      'Our overlay aims to soften falls, but your wealth can shrink in a bad year.',
    ],
    [
      'a performance figure with words between',
      'financial-advisors',
      'Our flagship fund has grown 40% in just three years.',
      'Our flagship fund has grown 40% in three years, net of fees; past performance does not guarantee future results.',
    ],
    [
      'error-free work',
      'accountants',
      'Your return will be perfect, every time, with no mistakes.',
      'Every return is reviewed by a second preparer before it is filed.',
    ],
  ];

  it.each(cases)('%s: flags the violation (%s)', (_family, profession, violation) => {
    expect({ violation, rules: rules(violation, profession) }).toEqual({
      violation,
      rules: expect.arrayContaining([expect.any(String)]) as unknown,
    });
  });

  it.each(cases)(
    '%s: leaves the negated or hedged near miss alone (%s)',
    (_family, profession, _v, nearMiss) => {
      expect({ nearMiss, rules: rules(nearMiss, profession) }).toEqual({ nearMiss, rules: [] });
    },
  );

  it('does not let a negation in one clause clear a promise in the next', () => {
    expect(
      rules("We can't guarantee results, but your visa will be approved.", 'immigration-lawyers'),
    ).toEqual(['aba-outcome']);
  });

  it('leaves planning copy that only names the words alone', () => {
    expect(rules('Runners after a pain that stopped a run halfway.', 'physical-therapists')).toEqual([]);
    expect(rules('Referrals from specialists in your area.', 'physicians')).toEqual([]);
    expect(rules('Ranked first because it is the closest fit for them.', 'accountants')).toEqual([]);
    expect(rules('Software does the return for a fraction of the price.', 'accountants')).toEqual([]);
  });

  it('leaves plain copy that uses the rules’ words in another sense alone', () => {
    const plain: Array<[string, string]> = [
      ['accountants', 'We guarantee a reply within one business day.'],
      ['accountants', 'No one knows your business better than you do; we bring the numbers.'],
      ['estate-lawyers', "Your home is probably your family's most valuable asset."],
      ['financial-advisors', 'We recommend the most suitable option for your circumstances.'],
      ['dentists', 'Your comfort is our number one priority.'],
      ['tax-professionals', 'Your refund will be paid by the IRS directly into your bank account.'],
      ['business-lawyers', "You'll never have to chase us for an update."],
      ['injury-lawyers', '90% of our clients come to us through referrals.'],
      ['wealth-managers', 'Your money is protected by the FSCS up to £85,000 per person.'],
      ['financial-advisors', 'Our fee is up to 1% a year, and falls as your portfolio grows.'],
      ['dentists', 'Join our "Smile Club" - a monthly membership plan.'],
      ['family-lawyers', "You'll hear from us within a day."],
      ['physicians', 'We treat asthma, diabetes and high blood pressure.'],
      ['physicians', 'Our practice offers NHS-recommended vaccinations.'],
      ['veterinarians', 'For good reason, we check every pet before anaesthesia.'],
    ];
    for (const [profession, text] of plain)
      expect({ text, rules: rules(text, profession) }).toEqual({ text, rules: [] });
  });

  it('reports a phrase once when an older rule already marks it', () => {
    expect(rules('Guaranteed 12% returns.', 'financial-advisors')).toEqual(['sec-returns']);
  });

  it('checks a long text quickly (it runs as the user types)', () => {
    const text = COMPLIANCE_CORPUS.map((s) => s.text).join(' ');
    const started = performance.now();
    for (let i = 0; i < 20; i++) checkCompliance(text, 'financial-advisors');
    // about 20 KB of copy, checked 20 times; generous for a shared CI machine
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads a description of what clients do, or a fit, as no claim', () => {
    expect(rules('Patients read reviews before they choose a dentist.', 'dentists')).toEqual([]);
    expect(
      rules('Ranked first because it is the best fit for resident physicians.', 'financial-advisors'),
    ).toEqual([]);
    expect(
      rules('Dental advertising rules forbid before-and-after photos without consent.', 'dentists'),
    ).toEqual([]);
  });
});
