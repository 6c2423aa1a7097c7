import { scoreBand } from '@icp-studio/contracts';
import {
  AREA_WEIGHTS,
  RUBRIC_VERSION,
  explain,
  overallScore,
  scoreProfile,
  type ScoreInput,
} from './rubric.js';
import { excellentB2b, excellentB2c } from '../../test/fixtures.js';

const empty: ScoreInput = { type: 'b2c' };

describe('the quality-score rubric', () => {
  it('gives a complete, specific b2b profile 100 in every area and nothing to suggest', () => {
    const r = scoreProfile(excellentB2b);
    expect(Object.values(r.areas).map((a) => a.score)).toEqual([100, 100, 100, 100, 100]);
    expect(r.overall).toBe(100);
    expect(r.suggestions).toEqual([]);
    expect(r.rubricVersion).toBe(RUBRIC_VERSION);
    expect(r.areas.demographics.title).toBe('Firmographics');
  });

  it('gives a complete, specific b2c profile 100 and titles its first area Demographics', () => {
    const r = scoreProfile(excellentB2c);
    expect(r.overall).toBe(100);
    expect(r.areas.demographics.title).toBe('Demographics');
  });

  it('gives an empty profile 0 everywhere, with a suggestion for every area', () => {
    const r = scoreProfile(empty);
    expect(r.overall).toBe(0);
    expect(Object.values(r.areas).every((a) => a.score === 0)).toBe(true);
    expect(r.suggestions).toEqual(
      expect.arrayContaining([
        "Add an age range, e.g. '25-40'",
        'Describe their values, attitudes and motivations in a few sentences',
        "Add at least 3 pain points, e.g. 'Cannot find someone who explains the options clearly'",
        "Add at least 3 needs, e.g. 'A reply within a day'",
        "Add at least 3 preferred channels, e.g. 'Google search', 'Friend referrals' and 'Local Facebook groups'",
        'Describe the decision stage of the buyer journey: what finally makes them buy and who signs off',
      ]),
    );
    expect(scoreBand(r.overall).label).toBe('Needs Work');
  });

  describe('demographics (b2c)', () => {
    it('scores each field for presence and specificity', () => {
      const r = scoreProfile({
        type: 'b2c',
        ageRange: 'Millennials', // present, no figures: 15 of 25
        income: '$50k-$80k', // 20 of 20
        occupation: 'Various', // vague: 15 of 20
        education: 'High school', // 10 of 10
        gender: 'all', // 5 of 5
        geographics: ['Worldwide'], // vague place: 10 of 20
      });
      expect(r.areas.demographics.score).toBe(15 + 20 + 15 + 10 + 5 + 10);
      expect(r.suggestions).toEqual(
        expect.arrayContaining([
          "Make the age range specific, e.g. '25-40' instead of 'Millennials'",
          "Name the occupation precisely, e.g. 'Teacher' instead of 'Various'",
          "Name concrete regions or cities, e.g. 'Austin, TX' or 'Northern Europe', instead of 'Worldwide'",
        ]),
      );
    });

    it('ignores firmographics on a b2c profile', () => {
      const {
        ageRange: _a,
        gender: _g,
        education: _e,
        occupation: _o,
        income: _i,
        geographics: _geo,
        ...b2bOnly
      } = excellentB2c;
      expect(scoreProfile({ ...b2bOnly, type: 'b2c' }).areas.demographics.score).toBe(0);
    });
  });

  describe('firmographics (b2b)', () => {
    it('asks for a specific company size and revenue', () => {
      const r = scoreProfile({ ...excellentB2b, companySize: 'Small', revenue: 'Medium' });
      expect(r.areas.demographics.score).toBe(100 - 10 - 10);
      expect(r.suggestions).toEqual([
        "Make the company size specific, e.g. '10-50 employees' instead of 'Small'",
        "Make the revenue range specific, e.g. '$1M-$10M a year' instead of 'Medium'",
      ]);
    });

    it('scores the stack, the decision maker and a vague industry', () => {
      const r = scoreProfile({
        ...excellentB2b,
        industry: 'Technology', // 15 of 20
        technographics: ['Salesforce'], // 5 of 10
        decisionMakerRole: null, // 0 of 10
        decisionMakerTitle: 'Manager', // 5 of 10
      });
      expect(r.areas.demographics.score).toBe(15 + 20 + 15 + 5 + 0 + 5 + 15);
      expect(r.suggestions).toEqual(
        expect.arrayContaining([
          "Name the industry precisely, e.g. 'Dental practices' instead of 'Technology'",
          'Add at least 2 tools to the technology stack; you have 1',
          "Add the decision maker's role, e.g. 'Economic buyer' or 'Head of operations'",
          "Make the decision maker's title specific, e.g. 'VP of Marketing' instead of 'Manager'",
        ]),
      );
    });
  });

  describe('psychographics', () => {
    it('rewards length up to 30 words and three described traits', () => {
      const fifteenWords =
        'They value trust and long relationships and want clear advice they can act on today';
      const r = scoreProfile({
        type: 'b2c',
        psychographics: fifteenWords,
        behavioralTraits: ['Frugal', 'Checks reviews first'],
      });
      // text: 20 + 30 * 15/30 = 35; traits: 30 * 2/3 = 20; detail: 20 * 1/2 = 10
      expect(r.areas.psychographics.score).toBe(65);
      expect(r.suggestions).toEqual(
        expect.arrayContaining([
          'Expand the psychographics to at least 30 words (values, attitudes, motivations); you have 15',
          'Add at least 3 behavioral traits; you have 2',
          "Describe each behavioral trait in a few words, e.g. 'Reads Google reviews before calling'; too vague: 'Frugal'",
        ]),
      );
    });
  });

  describe('pain points', () => {
    it('says how many are missing and which are too vague', () => {
      const r = scoreProfile({ type: 'b2b', painPoints: ['Cost'] });
      // count: 50 * 1/3; detail: 0; quantified: 0
      expect(r.areas.painPoints.score).toBe(17);
      expect(r.suggestions).toEqual(
        expect.arrayContaining([
          'Add at least 3 pain points; you have 1',
          "Describe each pain point in at least 3 words (what goes wrong and why it matters); too vague: 'Cost'",
          "Quantify at least one pain point, e.g. 'Loses 10 hours a week to manual reporting'",
        ]),
      );
    });

    it('counts repeated entries once', () => {
      const r = scoreProfile({
        type: 'b2b',
        painPoints: ['Slow invoicing every month', 'slow invoicing every month.', 'Loses 3 clients a year'],
      });
      expect(r.suggestions).toContain('Add at least 3 pain points; you have 2');
      // count: 50 * 2/3 = 33.33; detail 35; quantified 15
      expect(r.areas.painPoints.score).toBe(83);
    });

    it('names at most two vague entries', () => {
      const r = scoreProfile({ type: 'b2b', painPoints: ['Cost', 'Time', 'Money', 'Growth'] });
      expect(r.suggestions).toContain(
        "Describe each pain point in at least 3 words (what goes wrong and why it matters); too vague: 'Cost', 'Time' and 2 more",
      );
    });
  });

  describe('needs and goals', () => {
    it('wants three of each, described, and one measurable goal', () => {
      const r = scoreProfile({
        type: 'b2b',
        needs: ['Faster month-end reports', 'Help'],
        goals: ['Grow the business steadily'],
      });
      // needs 30*2/3 = 20; goals 30*1/3 = 10; detail 25 * 2/3 = 16.67; measurable 0
      expect(r.areas.needs.score).toBe(47);
      expect(r.suggestions).toEqual(
        expect.arrayContaining([
          'Add at least 3 needs; you have 2',
          'Add at least 3 goals; you have 1',
          "Describe each need and goal in at least 3 words; too vague: 'Help'",
          "Make at least one goal measurable, e.g. 'Cut onboarding time by 30% this year'",
        ]),
      );
    });
  });

  describe('channels and buyer journey', () => {
    it('scores channels and each journey stage', () => {
      const r = scoreProfile({
        type: 'b2c',
        preferredChannels: ['Social media', 'Instagram'],
        buyerJourney: { awareness: 'Sees friends post about it', consideration: null, decision: '' },
      });
      // channels: 32 * 2/3 = 21.33; specific: 14 * 1/2 = 7; awareness (5 words): 12; others 0
      expect(r.areas.channels.score).toBe(40);
      expect(r.suggestions).toEqual(
        expect.arrayContaining([
          'Add at least 3 preferred channels; you have 2',
          "Name specific channels, e.g. 'Google Business Profile' or 'Instagram Reels'; too vague: 'Social media'",
          'Expand the awareness stage of the buyer journey to at least 10 words; you have 5',
          'Describe the consideration stage of the buyer journey: how they compare options and whom they ask',
        ]),
      );
    });
  });

  describe('overall', () => {
    it('is the documented weighted mean of the areas', () => {
      expect(Object.values(AREA_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
      expect(
        overallScore({ demographics: 100, psychographics: 0, painPoints: 0, needs: 0, channels: 0 }),
      ).toBe(25);
      expect(
        overallScore({ demographics: 0, psychographics: 100, painPoints: 0, needs: 0, channels: 0 }),
      ).toBe(15);
      expect(
        overallScore({ demographics: 0, psychographics: 0, painPoints: 100, needs: 0, channels: 0 }),
      ).toBe(25);
      expect(
        overallScore({ demographics: 0, psychographics: 0, painPoints: 0, needs: 100, channels: 0 }),
      ).toBe(20);
      expect(
        overallScore({ demographics: 0, psychographics: 0, painPoints: 0, needs: 0, channels: 100 }),
      ).toBe(15);
      expect(
        overallScore({ demographics: 80, psychographics: 60, painPoints: 50, needs: 70, channels: 33 }),
      ).toBe(Math.round((25 * 80 + 15 * 60 + 25 * 50 + 20 * 70 + 15 * 33) / 100));
    });

    it('falls in the spec bands: Excellent, Good, Needs Work', () => {
      expect(scoreBand(scoreProfile(excellentB2b).overall)).toEqual({ label: 'Excellent', color: 'green' });
      const middling = scoreProfile({
        ...excellentB2b,
        psychographics: null,
        behavioralTraits: [],
        preferredChannels: ['Online'],
        buyerJourney: null,
        goals: [],
      });
      expect(middling.overall).toBeGreaterThanOrEqual(51);
      expect(middling.overall).toBeLessThanOrEqual(75);
      expect(scoreBand(middling.overall).label).toBe('Good');
      expect(
        scoreBand(scoreProfile({ type: 'b2b', industry: 'Dental practices', painPoints: ['Cost'] }).overall)
          .label,
      ).toBe('Needs Work');
    });
  });

  describe('suggestions', () => {
    it('come most valuable first', () => {
      const r = scoreProfile({ ...excellentB2b, painPoints: [], companySize: 'Small' });
      // pain points are worth 50 * 25 overall points; a vague company size 10 * 25
      expect(r.suggestions[0]).toBe(
        "Add at least 3 pain points, e.g. 'Spends hours every week on work a provider could take over'",
      );
      expect(r.suggestions[1]).toBe(
        "Make the company size specific, e.g. '10-50 employees' instead of 'Small'",
      );
    });

    it('name each field once (a missing field is not also called vague)', () => {
      const r = scoreProfile({ type: 'b2b' });
      expect(r.suggestions.filter((s) => s.includes('company size'))).toEqual([
        "Add the company size, e.g. '10-50 employees'",
      ]);
    });
  });

  describe('determinism', () => {
    it('gives the same profile the same result, without clocks or randomness', () => {
      const { random } = Math;
      const { now } = Date;
      const RealDate = globalThis.Date;
      const forbid = (what: string) => () => {
        throw new Error(`the rubric used ${what}`);
      };
      Math.random = forbid('Math.random');
      Date.now = forbid('Date.now');
      globalThis.Date = new Proxy(RealDate, { construct: forbid('new Date()') });
      try {
        const profile = {
          ...excellentB2b,
          painPoints: ['Cost', 'Late payments from clients'],
          companySize: 'Small',
        };
        const first = scoreProfile(profile);
        for (let i = 0; i < 5; i++) expect(scoreProfile(structuredClone(profile))).toEqual(first);
        expect(JSON.stringify(scoreProfile(profile))).toBe(JSON.stringify(first));
      } finally {
        Math.random = random;
        RealDate.now = now;
        globalThis.Date = RealDate;
      }
    });

    it('does not depend on the order of unrelated keys', () => {
      const reversed = Object.fromEntries(Object.entries(excellentB2b).reverse()) as ScoreInput;
      expect(scoreProfile(reversed)).toEqual(scoreProfile(excellentB2b));
    });
  });

  it('keeps every area and the overall score within 0-100, with each area worth 100 in its checks', () => {
    for (const p of [empty, excellentB2b, excellentB2c, { type: 'b2b' as const }]) {
      const r = scoreProfile(p);
      for (const a of Object.values(r.areas)) {
        expect(a.checks.reduce((sum, c) => sum + c.max, 0)).toBe(100);
        expect(a.score).toBeGreaterThanOrEqual(0);
        expect(a.score).toBeLessThanOrEqual(100);
      }
    }
  });

  it('explains a score check by check, with the points each earned', () => {
    const r = scoreProfile({ type: 'b2b', companySize: 'Small', painPoints: ['Cost'] });
    const e = explain(r);
    expect(Object.keys(e)).toEqual(['demographics', 'psychographics', 'painPoints', 'needs', 'channels']);
    expect(e.demographics.title).toBe('Firmographics');
    expect(e.demographics.checks).toContainEqual({ id: 'companySize', max: 20, earned: 10 });
    expect(e.painPoints).toEqual({
      title: 'Pain points',
      score: 17,
      checks: [
        { id: 'painPoints', max: 50, earned: 16.67 },
        { id: 'painPointsDetail', max: 35, earned: 0 },
        { id: 'painPointsQuantified', max: 15, earned: 0 },
      ],
    });
    expect(JSON.parse(JSON.stringify(e))).toEqual(e);
  });
});

describe('the tips speak the trade of the profile', () => {
  const OFF_TRADE_FOR_DENTAL =
    /month-end|CFO|Chief Financial|bookkeep|invoice|manual reporting|SaaS|Salesforce|HubSpot|VP of Marketing|LinkedIn|Registered nurse|vendor/i;
  const tipsOf = (p: ScoreInput) => scoreProfile(p).suggestions.join('\n');

  // A dental practice's profile, half filled, with vague entries so that every kind of tip shows.
  const dental: ScoreInput = {
    type: 'b2c',
    name: 'Anxious dental patients',
    occupation: 'Various',
    behavioralTraits: ['Nervous'],
    painPoints: ['Fear'],
    goals: ['Calm'],
    preferredChannels: ['Social media'],
  };

  it('gives a dental practice’s consumer profile tips about patients, never month-end close or CFOs', () => {
    const tips = tipsOf(dental);
    expect(tips).not.toMatch(OFF_TRADE_FOR_DENTAL);
    expect(tips).toMatch(/appointment|check-up|patient/i);
    expect(tips).toContain('Add at least 3 pain points; you have 1');
    expect(tips).toContain(
      "Quantify at least one pain point, e.g. 'Waited 3 weeks for the last appointment'",
    );
    expect(tips).toContain('Add at least 3 preferred channels; you have 1');
    expect(tipsOf({ type: 'b2c', name: 'Anxious dental patients' })).not.toMatch(OFF_TRADE_FOR_DENTAL);
  });

  it('finds the trade in the pains when the name does not say it, and takes a set profession first', () => {
    const byPain = tipsOf({ type: 'b2c', name: 'Nervous adults', painPoints: ['Afraid of the dentist'] });
    expect(byPain).not.toMatch(OFF_TRADE_FOR_DENTAL);
    expect(byPain).toMatch(/appointment|check-up/);
    const byProfession = tipsOf({ type: 'b2c', name: 'Nervous adults', profession: 'dentists' });
    expect(byProfession).not.toMatch(OFF_TRADE_FOR_DENTAL);
    expect(byProfession).toContain("Add at least 3 pain points, e.g. 'Puts off a check-up");
  });

  it('still gives an accountant’s business profile finance tips that read as sentences', () => {
    const r = scoreProfile({ type: 'b2b', name: 'Growing subcontractors', profession: 'accountants' });
    const tips = r.suggestions.join('\n');
    expect(tips).toContain("Add at least 3 goals, e.g. 'Close the books faster every month'");
    expect(tips).toContain("Add the decision maker's job title, e.g. 'Chief Financial Officer'");
    expect(tips).not.toMatch(/patient|check-up/i);
    for (const s of r.suggestions) {
      expect(s).toMatch(/^[A-Z]/);
      expect(s).not.toMatch(/undefined|null|\[object/);
    }
  });

  it('does not read the client’s industry or occupation as the trade', () => {
    // A firm that sells to dental practices, and a consumer profile of accountants as patients.
    expect(tipsOf({ type: 'b2b', industry: 'Dental practices' })).not.toMatch(/check-up|patient/i);
    expect(tipsOf({ type: 'b2c', occupation: 'Accountant' })).not.toMatch(/month-end|CFO/);
  });

  it('changes the wording of the tips only: the figures stay the same whatever the trade', () => {
    for (const base of [dental, excellentB2b, excellentB2c, { type: 'b2b' as const }, empty]) {
      const plain = scoreProfile({ ...base, name: null, profession: null });
      for (const profession of ['dentists', 'accountants', 'recruiters', 'photographers', 'no-such-trade']) {
        const other = scoreProfile({ ...base, name: 'Anything', profession });
        expect(explain(other)).toEqual(explain(plain));
        expect(other.overall).toBe(plain.overall);
        expect(other.suggestions).toHaveLength(plain.suggestions.length);
      }
    }
  });
});
