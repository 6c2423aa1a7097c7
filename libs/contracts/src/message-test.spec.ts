import {
  MESSAGE_TEST_WEIGHTS,
  readingGrade,
  stem,
  syllables,
  testMessage,
  type MessageTestProfile,
} from './message-test.js';
import type { JourneyStage } from './playbook-generation.js';

const ACCOUNTANT: MessageTestProfile = {
  profession: 'accountants',
  industry: 'Independent restaurants',
  decisionMakerTitle: 'Restaurant owner',
  painPoints: [
    'Spends 10 hours a month chasing receipts and invoices before the quarterly VAT return',
    'Surprised by the tax bill every January because nobody tracks it during the year',
    'Cash flow swings with the seasons and payroll is tight in February',
  ],
  goals: ['Open a second location within two years', 'Know the margin of every dish'],
  needs: ['Monthly management accounts', 'A payroll service'],
};

const FINANCIAL_ADVISER: MessageTestProfile = {
  profession: 'financial-advisors',
  occupation: 'Hospital doctors',
  painPoints: [
    'No time to look after a pension between night shifts',
    'Worried about the pension annual allowance tax charge',
  ],
  goals: ['Retire at 58 without cutting their lifestyle', 'Pay for the children’s university'],
  needs: ['A retirement plan reviewed every year'],
};

const FAMILY_LAWYER: MessageTestProfile = {
  profession: 'family-lawyers',
  occupation: 'Separating parents',
  painPoints: [
    'Afraid of losing time with their children after the separation',
    'Cannot predict what the divorce will cost',
  ],
  goals: ['Agree a fair parenting plan without going to court'],
  needs: ['Mediation', 'A fixed fee'],
};

const DENTIST: MessageTestProfile = {
  profession: 'dentists',
  occupation: 'Parents of young children',
  painPoints: ['Children are scared of the dentist', 'Cannot get appointments outside school hours'],
  goals: ['Children who brush without a fight'],
  needs: ['Saturday appointments'],
};

const COACH: MessageTestProfile = {
  profession: 'business-coaches',
  industry: 'Marketing agencies',
  decisionMakerTitle: 'Agency founder',
  painPoints: [
    'The founder still signs off every proposal and works 60-hour weeks',
    'Senior staff leave after a year because there is no career path',
  ],
  goals: ['Step back from delivery within 12 months', 'Sell the agency in five years'],
  needs: ['A leadership team'],
};

/** A specific message and a generic one for the same profile and stage: the first must win. */
const PAIRS: Array<{
  profile: MessageTestProfile;
  stage: JourneyStage | null;
  specific: string;
  generic: string;
}> = [
  {
    profile: ACCOUNTANT,
    stage: 'decision',
    specific:
      'Restaurant owners: stop chasing receipts every quarter. We collect your invoices as they arrive, file the VAT return on time and tell you your tax bill each month, so January holds no surprises. Fixed fee from £250 a month. Book a 20-minute call.',
    generic:
      'We provide comprehensive solutions for all your accounting needs. Our team has decades of experience and is committed to excellence. Contact us today.',
  },
  {
    profile: ACCOUNTANT,
    stage: 'awareness',
    specific:
      'Did you know most restaurant owners lose 10 hours a month chasing receipts? Our free checklist shows the 5 invoices that cause a surprise tax bill in January.',
    generic:
      'Accounting can be complicated. We leverage innovative, best-in-class processes to optimise outcomes for businesses of every kind.',
  },
  {
    profile: FINANCIAL_ADVISER,
    stage: 'consideration',
    specific:
      'How we work with hospital doctors: one meeting a year, booked around your shifts, to check your pension against the annual allowance and plan for retiring at 58. Here is an example of a consultant’s plan.',
    generic:
      'We offer tailored solutions to help you achieve your goals and reach your full potential. Peace of mind is our priority.',
  },
  {
    profile: FINANCIAL_ADVISER,
    stage: 'decision',
    specific:
      'Doctors: worried about the pension tax charge? Book a free 30-minute review this month and see what retiring at 58 would take.',
    generic: 'Your trusted partner for holistic, end-to-end wealth solutions. Contact us today.',
  },
  {
    profile: FAMILY_LAWYER,
    stage: 'consideration',
    specific:
      'Separating parents often fear losing time with their children. Our mediation process helps you agree a parenting plan without court, for a fixed fee you know from day one. See how it works.',
    generic:
      'Our firm provides quality legal services with decades of experience. We are passionate about our clients and deliver customized solutions.',
  },
  {
    profile: DENTIST,
    stage: 'decision',
    specific:
      'Is your child scared of the dentist? Our Saturday appointments for children run 9 to 1, with time to look around first. Book online in 2 minutes.',
    generic: 'We offer high-quality dental services for the whole family. Don’t hesitate to contact us.',
  },
  {
    profile: COACH,
    stage: 'awareness',
    specific:
      'Agency founders: still signing off every proposal at 60 hours a week? The 3 signs your agency cannot run without you, and what to fix first.',
    generic:
      'Take your business to the next level with our innovative coaching. We empower leaders to unlock synergies and move the needle.',
  },
  {
    profile: COACH,
    stage: 'decision',
    specific:
      'Step back from delivery within 12 months: we build your leadership team and career paths so senior staff stay. 4 places left for January. Reply to book a call.',
    generic: 'Our world-class coaching delivers results. We care about your success. Get in touch.',
  },
];

describe('message tester', () => {
  it.each(PAIRS.map((p, i) => [i, p] as const))(
    'pair %i: the specific message beats the generic one by at least 30 points',
    (_i, { profile, stage, specific, generic }) => {
      const good = testMessage(specific, profile, stage);
      const bad = testMessage(generic, profile, stage);
      expect(good.score).toBeGreaterThanOrEqual(bad.score + 30);
      expect(good.score).toBeGreaterThanOrEqual(65);
      expect(bad.score).toBeLessThan(50);
      expect(good.speaksTo.length).toBeGreaterThan(0);
      expect(bad.suggestions.length).toBeGreaterThan(good.suggestions.length - 1);
    },
  );

  it('names the pain points and goals a message speaks to, and those it misses', () => {
    const r = testMessage(PAIRS[0]!.specific, ACCOUNTANT, 'decision');
    expect(r.speaksTo.map((m) => m.item)).toEqual(
      expect.arrayContaining([ACCOUNTANT.painPoints?.[0], ACCOUNTANT.painPoints?.[1]]),
    );
    expect(r.speaksTo[0]?.words).toEqual(expect.arrayContaining(['chasing', 'receipts']));
    expect(r.misses.map((m) => m.item)).toContain('Open a second location within two years');
    expect(r.audienceNamed).toEqual(expect.arrayContaining(['restaurants', 'owner']));
    expect(r.hasFigure).toBe(true);
    expect(r.stage).toMatchObject({ target: 'decision', detected: 'decision', fits: true });
  });

  it('does not count a match on common words alone', () => {
    const r = testMessage('We help business clients every month of the year.', ACCOUNTANT);
    expect(r.speaksTo).toEqual([]);
    expect(r.parts.relevance).toBe(0);
  });

  it('marks a stage that does not fit and says what the stage needs', () => {
    const r = testMessage(
      'Book a free consultation today: fixed fee, start this week.',
      FAMILY_LAWYER,
      'awareness',
    );
    expect(r.stage.detected).toBe('decision');
    expect(r.stage.fits).toBe(false);
    expect(r.parts.stage).toBe(0);
    expect(r.suggestions.join(' ')).toMatch(/awareness stage/);
  });

  it('carries the compliance findings of the profession and loses the compliance points', () => {
    const r = testMessage('Guaranteed 12% returns for doctors. Book a call.', FINANCIAL_ADVISER, 'decision');
    expect(r.compliance.length).toBeGreaterThan(0);
    expect(r.compliance[0]?.phrase.toLowerCase()).toContain('guaranteed');
    expect(r.parts.compliance).toBe(0);
    expect(r.suggestions[0]).toMatch(/^Reword “/);
    // An unregulated trade has no findings for the same words.
    expect(testMessage('Guaranteed 12% returns.', COACH).compliance).toEqual([]);
  });

  it('finds jargon and generic phrases', () => {
    const r = testMessage(PAIRS[6]!.generic, COACH, 'awareness');
    expect(r.jargon.map((j) => j.toLowerCase())).toEqual(
      expect.arrayContaining(['innovative', 'empower', 'move the needle']),
    );
    expect(r.generic.map((g) => g.toLowerCase())).toContain('take your business to the next level');
  });

  it('scores an empty message 0 with no suggestions', () => {
    const r = testMessage('   ', ACCOUNTANT, 'decision');
    expect(r.score).toBe(0);
    expect(r.suggestions).toEqual([]);
  });

  it('is deterministic and its parts add up to the score, within their maxima', () => {
    for (const { profile, stage, specific, generic } of PAIRS)
      for (const text of [specific, generic]) {
        const a = testMessage(text, profile, stage);
        expect(testMessage(text, profile, stage)).toEqual(a);
        expect(Object.values(a.parts).reduce((x, y) => x + y, 0)).toBe(a.score);
        for (const [k, v] of Object.entries(a.parts))
          expect(v).toBeLessThanOrEqual(MESSAGE_TEST_WEIGHTS[k as keyof typeof MESSAGE_TEST_WEIGHTS]);
      }
    expect(Object.values(MESSAGE_TEST_WEIGHTS).reduce((x, y) => x + y, 0)).toBe(100);
  });
});

describe('message tester text measures', () => {
  it('stems plurals and verb forms together', () => {
    expect(stem('receipts')).toBe(stem('receipt'));
    expect(stem('chasing')).toBe(stem('chase'));
    expect(stem('invoices')).toBe(stem('invoice'));
    expect(stem('companies')).toBe(stem('company'));
    expect(stem('business')).toBe('business');
  });

  it('counts syllables close enough for a reading grade', () => {
    expect(syllables('tax')).toBe(1);
    expect(syllables('receipt')).toBe(2);
    expect(syllables('quarterly')).toBe(3);
    expect(syllables('comprehensive')).toBe(4);
  });

  it('grades plain text low and dense text high', () => {
    expect(readingGrade('We file your tax. You get the bill. It is on time.')).toBeLessThan(4);
    expect(
      readingGrade(
        'Our comprehensive organisational methodology facilitates institutional transformation, operationalising interdisciplinary capabilities across heterogeneous stakeholder communities.',
      ),
    ).toBeGreaterThan(16);
    expect(readingGrade('')).toBe(0);
  });
});
