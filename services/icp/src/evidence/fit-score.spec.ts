import { FIT_RULES_VERSION, fitScoreSchema } from '@icp-studio/contracts';
import { guessMapping } from './column-mapping.js';
import { fitScorer, fitTier, scoreTable } from './fit-score.js';
import type { EvidenceProfile } from './attributes.js';

const headers = ['Client ID', 'Industry', 'Employees', 'Country', 'Source'];
const mapping = guessMapping(headers);
// Weights: industry 25, company size 20, location 15, channel 5.
const profile: EvidenceProfile = {
  industry: 'Healthcare, Dental',
  companySize: '10-50',
  geographics: ['DACH'],
  preferredChannels: ['Referral'],
};
const score = fitScorer(profile, mapping, headers);

describe('the fit score', () => {
  it('gives 100 and tier A to a row that matches every attribute, with a reason for each', () => {
    const s = score(['A-1', 'Dental practice', '25', 'Österreich', 'word of mouth'], 2);
    expect(fitScoreSchema.parse(s)).toEqual(s);
    expect(s).toMatchObject({
      row: 2,
      clientId: 'A-1',
      score: 100,
      tier: 'A',
      status: 'scored',
      known: 4,
      compared: 4,
    });
    expect(s.rulesVersion).toBe(FIT_RULES_VERSION);
    expect(s.reasons).toEqual([
      {
        attribute: 'industry',
        outcome: 'matched',
        points: 25,
        maxPoints: 25,
        reason: "Industry 'Dental practice' matches 'Dental'",
      },
      {
        attribute: 'companySize',
        outcome: 'matched',
        points: 20,
        maxPoints: 20,
        reason: 'Company size 25 is within 10-50',
      },
      {
        attribute: 'location',
        outcome: 'matched',
        points: 15,
        maxPoints: 15,
        reason: "Location 'Österreich' matches 'DACH'",
      },
      {
        attribute: 'channel',
        outcome: 'matched',
        points: 5,
        maxPoints: 5,
        reason: "Channel 'word of mouth' matches 'Referral'",
      },
    ]);
  });

  it('weighs misses and gives half the points just outside a range', () => {
    // Industry missed (0/25), size 60 within 1.5x of 50 (10/20), location matched (15/15), channel missed (0/5).
    const s = score(['B-2', 'Retail', '60', 'Germany', 'LinkedIn'], 3);
    expect(s.score).toBe(Math.round((100 * 25) / 65));
    expect(s.tier).toBe('D');
    expect(s.reasons.map((r) => r.outcome)).toEqual(['missed', 'partial', 'matched', 'missed']);
    expect(s.reasons[0]?.reason).toBe("Industry 'Retail' is not among the profile's: Healthcare, Dental");
    expect(s.reasons[1]?.reason).toBe('Company size 60 is just outside 10-50');
    expect(score(['', 'Retail', '500', 'France', 'Ads'], 4)).toMatchObject({
      score: 0,
      tier: 'D',
      clientId: null,
    });
    expect(score(['', 'Retail', '500', 'France', 'Ads'], 4).reasons[1]?.reason).toBe(
      'Company size 500 is outside 10-50',
    );
  });

  it('leaves unknown attributes out of the score, neither for nor against', () => {
    const s = score(['C-3', 'Healthcare', '', 'Berlin, Germany', 'n/a'], 5);
    // Industry 25/25 and location 15/15 known; size blank; channel 'n/a' is a value that does not match.
    expect(s.reasons.map((r) => r.outcome)).toEqual(['matched', 'unknown', 'matched', 'missed']);
    expect(s.reasons[1]).toEqual({
      attribute: 'companySize',
      outcome: 'unknown',
      points: 0,
      maxPoints: 0,
      reason: 'Company size: no value in this row',
    });
    expect(s.score).toBe(Math.round((100 * 40) / 45));
    expect(score(['', 'Healthcare', 'about a dozen', 'Austria', ''], 6).reasons[1]?.reason).toBe(
      "Company size 'about a dozen' could not be read",
    );
  });

  it('says "insufficient data" for a row with one known attribute', () => {
    const s = score(['D-4', 'Healthcare', '', '', ''], 7);
    expect(s).toMatchObject({ score: null, tier: null, status: 'insufficient_data', known: 1, compared: 4 });
  });

  it('scores on one attribute when the profile can be compared on one only', () => {
    const one = fitScorer({ industry: 'Legal' }, mapping, headers);
    expect(one(['', 'Legal services', '', '', ''], 2)).toMatchObject({
      score: 100,
      status: 'scored',
      compared: 1,
    });
  });

  it('says "insufficient data" when nothing the profile states has a column', () => {
    const none = fitScorer({ ageRange: '30-40', occupation: 'Nurse' }, mapping, headers);
    expect(none(['x', 'Legal', '3', 'DE', 'Ads'], 2)).toMatchObject({
      status: 'insufficient_data',
      compared: 0,
      reasons: [],
    });
  });

  it('ignores attributes whose profile range cannot be read', () => {
    const s = fitScorer(
      { industry: 'Legal', companySize: 'all sizes', geographics: ['Germany'] },
      mapping,
      headers,
    );
    expect(s(['', 'Legal', '12', 'Germany', ''], 2)).toMatchObject({ score: 100, compared: 2 });
  });

  describe('a disqualified row is capped', () => {
    const withNotes = [...headers, 'Notes'];
    const notFit = fitScorer(
      { ...profile, disqualifiers: ['fewer than 5 employees', 'wants one-off filings only'] },
      guessMapping(withNotes),
      withNotes,
    );

    it('caps a row that hits a figure disqualifier at 30 (tier D) and says why', () => {
      // Size 3 misses 10-50 (0/20), the rest match (45/65): 69 without the cap.
      const s = notFit(['E-5', 'Dental', '3', 'Germany', 'Referral', ''], 8);
      expect(fitScoreSchema.parse(s)).toEqual(s);
      expect(s).toMatchObject({ score: 30, tier: 'D', status: 'scored', uncappedScore: 69 });
      expect(s.rulesVersion).toBe(FIT_RULES_VERSION);
      expect(s.disqualifiedBy).toEqual([
        {
          disqualifier: 'fewer than 5 employees',
          attribute: 'companySize',
          column: 'Employees',
          reason: "Not a fit: 'fewer than 5 employees' (company size 3)",
        },
      ]);
    });

    it('caps a row whose unmapped notes hit a phrase disqualifier', () => {
      const s = notFit(['F-6', 'Dental', '25', 'Austria', 'Referral', 'One-off filings only'], 9);
      expect(s).toMatchObject({ score: 30, tier: 'D', uncappedScore: 100 });
      expect(s.disqualifiedBy?.map((d) => d.reason)).toEqual([
        "Not a fit: 'wants one-off filings only' (Notes: 'One-off filings only')",
      ]);
    });

    it('leaves a lower score as it is, and a row that hits nothing untouched', () => {
      const low = notFit(['G-7', 'Retail', '2', 'France', 'Ads', ''], 10);
      expect(low).toMatchObject({ score: 0, tier: 'D' });
      expect(low.disqualifiedBy).toHaveLength(1);
      expect(low.uncappedScore).toBeUndefined();
      const fine = notFit(['H-8', 'Dental', '25', 'Austria', 'Referral', 'Annual accounts'], 11);
      expect(fine).toMatchObject({ score: 100, tier: 'A', disqualifiedBy: [] });
    });

    it('keeps "insufficient data" for a row with too little data but lists what it hits', () => {
      const s = notFit(['I-9', '', '', '', '', 'one-off filings only'], 12);
      expect(s).toMatchObject({ score: null, tier: null, status: 'insufficient_data' });
      expect(s.disqualifiedBy?.map((d) => d.disqualifier)).toEqual(['wants one-off filings only']);
    });
  });

  it('maps scores to tiers at 80, 60 and 40', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(fitTier)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D']);
  });

  it('scores a whole table with its row numbers, the same every time', () => {
    const table = {
      headers,
      rows: [
        ['A-1', 'Dental', '25', 'Austria', 'Referral'],
        ['B-2', 'Retail', '600', 'France', 'Ads'],
      ],
      rowNumbers: [2, 4],
    };
    const scores = scoreTable(table, mapping, profile);
    expect(scores.map((s) => [s.row, s.clientId, s.score])).toEqual([
      [2, 'A-1', 100],
      [4, 'B-2', 0],
    ]);
    expect(scoreTable(table, mapping, profile)).toEqual(scores);
  });
});

describe('open ranges in a row', () => {
  const h = ['Company', 'Industry', 'Employees', 'Revenue'];
  const m = guessMapping(h);
  const p: EvidenceProfile = { industry: 'Dental', companySize: '10-50', revenue: '1M-5M' };
  const s = fitScorer(p, m, h);
  const reason = (row: string[], attribute: string) =>
    s(row, 2).reasons.find((r) => r.attribute === attribute)!;

  it('reads "50+" as only partly within 10-50, not as 50', () => {
    expect(reason(['A', 'Dental', '50+', '2M'], 'companySize')).toEqual({
      attribute: 'companySize',
      outcome: 'partial',
      points: 10,
      maxPoints: 20,
      reason: "Company size '50+' is only partly within 10-50",
    });
    expect(reason(['A', 'Dental', '50', '2M'], 'companySize').outcome).toBe('matched');
    expect(reason(['A', 'Dental', '20+', '2M'], 'companySize').outcome).toBe('partial');
    expect(reason(['A', 'Dental', '200+', '2M'], 'companySize').outcome).toBe('missed');
  });

  it('reads "< $1M" as below 1M-5M, not as 1M', () => {
    const r = reason(['A', 'Dental', '20', '< $1M'], 'revenue');
    expect(r.outcome).not.toBe('matched');
    expect(r.reason).toBe("Revenue '< $1M' is just outside 1M-5M");
    expect(reason(['A', 'Dental', '20', '$1M'], 'revenue').outcome).toBe('matched');
    expect(reason(['A', 'Dental', '20', 'under 100k'], 'revenue').outcome).toBe('missed');
  });
});

describe('how little a score knows', () => {
  const h = ['Company', 'Industry', 'Employees', 'Revenue', 'Country', 'Source'];
  const m = guessMapping(h);
  const p: EvidenceProfile = {
    industry: 'Dental',
    companySize: '10-50',
    revenue: '1M-5M',
    geographics: ['Germany'],
    preferredChannels: ['Referral'],
  };
  const s = fitScorer(p, m, h);

  it('says "B" on 2 of 5 attributes is a rough score, naming what is unknown', () => {
    const b = s(['A', 'Dental', '60', '', '', ''], 2);
    expect(b).toMatchObject({ status: 'scored', known: 2, compared: 5 });
    expect(b.coverage).toBe(
      'Only 2 of 5 attributes known (unknown: revenue, location, channel): a rough score',
    );
    expect(fitScoreSchema.parse(b)).toEqual(b);
  });

  it('says what is missing when most is known, and nothing when all is', () => {
    expect(s(['A', 'Dental', '20', '2M', 'Germany', ''], 2).coverage).toBe(
      'Based on 4 of 5 attributes (unknown: channel)',
    );
    expect(s(['A', 'Dental', '20', '2M', 'Germany', 'Referral'], 2).coverage).toBeNull();
    expect(s(['A', 'Dental', '', '', '', ''], 2)).toMatchObject({
      status: 'insufficient_data',
      coverage: null,
    });
  });
});
