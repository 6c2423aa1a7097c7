import type { Icp } from '@icp-studio/contracts';
import type { AiTask } from '../provider.js';
import { BuiltinProvider } from './engine.js';
import { PROFESSIONS } from './knowledge-base.js';

const engine = new BuiltinProvider();

/** The web's keyword rule (spec section 5): which field a demographic suggestion fills. */
const RULES = {
  b2b: [
    ['industry', /industry/i],
    ['companySize', /company size|employees/i],
    ['revenue', /revenue|\$/i],
    ['location', /location/i],
    ['decisionMakerRole', /decision|role/i],
    ['decisionMakerTitle', /title|position/i],
  ],
  b2c: [
    ['ageRange', /age/i],
    ['gender', /gender/i],
    ['income', /income/i],
    ['education', /education/i],
    ['occupation', /occupation|job/i],
    ['location', /location/i],
  ],
} as const;

const LABEL_FIELD: Record<string, string> = {
  Industry: 'industry',
  'Company size': 'companySize',
  Revenue: 'revenue',
  Location: 'location',
  'Decision maker role': 'decisionMakerRole',
  Title: 'decisionMakerTitle',
  Age: 'ageRange',
  Income: 'income',
  Education: 'education',
  Occupation: 'occupation',
};

function icp(over: Partial<Icp>): Icp {
  return {
    id: '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10',
    name: 'Profile',
    userId: '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f11',
    createdBy: '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f11',
    status: 'in_progress',
    type: 'b2b',
    industry: null,
    companySize: null,
    revenue: null,
    technographics: [],
    decisionMakerRole: null,
    decisionMakerTitle: null,
    ageRange: null,
    gender: null,
    education: null,
    occupation: null,
    income: null,
    geographics: [],
    psychographics: null,
    behavioralTraits: [],
    painPoints: [],
    needs: [],
    goals: [],
    preferredChannels: [],
    buyerJourney: null,
    personaNarrative: null,
    aiSuggestions: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

function allTasks(industry: string): AiTask[] {
  const icpData = {
    name: `${industry} clients`,
    type: 'b2b',
    industry,
    companySize: '10-50 employees',
    decisionMakerTitle: 'Owner',
    painPoints: ['Cash is tight every quarter'],
    goals: ['Grow revenue 20% this year'],
    geographics: ['Greater Boston'],
  };
  return [
    { kind: 'demographics', input: { type: 'b2b', industry } },
    { kind: 'demographics', input: { type: 'b2c', industry } },
    { kind: 'painPoints', input: { icpData } },
    { kind: 'channels', input: { icpData } },
    { kind: 'messaging', input: { icpData } },
    { kind: 'campaigns', input: { icpData, channels: ['LinkedIn', 'Email newsletter', 'Webinars'] } },
    { kind: 'analysis', input: { icp: icp({ industry, painPoints: ['Cash is tight'] }), score: null } },
  ];
}

describe('built-in engine', () => {
  it('answers the same input with the same output', () => {
    for (const task of allTasks('Accounting')) {
      expect(engine.answer(task)).toEqual(engine.answer(structuredClone(task)));
    }
  });

  it('answers every task instantly (a sanity bound, not a benchmark)', () => {
    for (const p of PROFESSIONS) {
      for (const task of allTasks(p.keywords[0]!)) {
        // The best of 3 runs: a busy machine's GC pause is not the engine's time.
        const times = [0, 1, 2].map(() => {
          const started = performance.now();
          engine.answer(task);
          return performance.now() - started;
        });
        expect(Math.min(...times)).toBeLessThan(20);
      }
    }
  });

  it.each(PROFESSIONS.map((p) => [p.label, p] as const))(
    'draws useful suggestions for %s from its knowledge',
    (_label, p) => {
      const industry = p.keywords.find((k) => !k.startsWith('~'))!;
      const icpData = { name: 'Profile', type: 'b2b', industry, painPoints: [p.painPoints[0]!] };
      const pains = engine.answer({ kind: 'painPoints', input: { icpData } });
      expect(pains.length).toBeGreaterThanOrEqual(5);
      expect(pains).not.toContain(p.painPoints[0]); // already in the profile
      expect(pains.filter((x) => p.painPoints.includes(x)).length).toBeGreaterThanOrEqual(4);

      const channels = engine.answer({ kind: 'channels', input: { icpData } });
      expect(channels.filter((x) => p.channels.includes(x)).length).toBeGreaterThanOrEqual(4);

      const messaging = engine.answer({ kind: 'messaging', input: { icpData } });
      expect(messaging.valueProposition).toContain(
        `companies in ${industry[0]!.toLowerCase()}${industry.slice(1)}`,
      );
      expect(messaging.keyMessages.length).toBeGreaterThanOrEqual(3);
      expect(messaging.messagingPillars).toEqual(p.pillars);

      const campaigns = engine.answer({
        kind: 'campaigns',
        input: { icpData, channels: ['Webinars', 'Referrals'] },
      });
      expect(campaigns).toEqual([
        expect.objectContaining({ name: p.event, channel: 'Webinars' }),
        expect.objectContaining({ name: 'Referral partner program', channel: 'Referrals' }),
      ]);
      for (const c of campaigns) expect(c.objective.length).toBeGreaterThan(20);

      const demo = engine.answer({ kind: 'demographics', input: { type: 'b2b', industry } });
      expect(demo.some((s) => p.b2b.titles.some((t) => s === `Title: ${t}`))).toBe(true);
    },
  );

  it.each(['b2b', 'b2c'] as const)(
    'phrases %s demographics so the web fills exactly the right field',
    (type) => {
      for (const p of PROFESSIONS) {
        for (const industry of [p.keywords[0]!, '']) {
          const suggestions = engine.answer({ kind: 'demographics', input: { type, industry } });
          expect(suggestions.length).toBeGreaterThanOrEqual(6);
          for (const s of suggestions) {
            const [label, value] = s.split(/:\s(.+)/);
            expect(value).toBeTruthy();
            const matched = RULES[type].filter(([, re]) => re.test(s)).map(([field]) => field);
            expect([s, [...new Set(matched)]]).toEqual([s, [LABEL_FIELD[label!]]]);
          }
        }
      }
    },
  );

  it('skips what the request already knows', () => {
    const b2b = engine.answer({
      kind: 'demographics',
      input: { type: 'b2b', industry: 'Law firm', companySize: '10-50 employees' },
    });
    expect(b2b.some((s) => s.startsWith('Industry:') || s.startsWith('Company size:'))).toBe(false);
    const b2c = engine.answer({
      kind: 'demographics',
      input: { type: 'b2c', industry: 'Real estate', ageRange: '30-40' },
    });
    expect(b2c.some((s) => s.startsWith('Age:'))).toBe(false);
    expect(b2c).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Income: \$/), expect.stringMatching(/^Occupation: /)]),
    );
  });

  it('builds on the profile’s own fields', () => {
    const icpData = {
      type: 'b2c',
      industry: 'Real estate',
      ageRange: '28-34',
      occupation: 'Software engineer',
      geographics: ['Austin, TX'],
      goals: ['Buy a first home before the lease ends in June'],
      preferredChannels: ['Zillow and Realtor.com profiles with reviews'],
    };
    const channels = engine.answer({ kind: 'channels', input: { icpData } });
    expect(channels).toContain('Instagram Reels and TikTok short videos'); // a young audience
    expect(channels).toContain('Local events and sponsorships in Austin, TX');
    expect(channels).not.toContain('Zillow and Realtor.com profiles with reviews'); // already chosen
    const messaging = engine.answer({ kind: 'messaging', input: { icpData } });
    expect(messaging.valueProposition).toContain('software engineer clients aged 28-34');
    expect(messaging.valueProposition).toContain('buy a first home before the lease ends in June.');
    const pains = engine.answer({ kind: 'painPoints', input: { icpData } });
    expect(pains).toContain('No clear plan yet to buy a first home before the lease ends in June');
  });

  it('writes an analysis: suggestions for what is missing and a persona narrative from the profile', () => {
    const out = engine.answer({
      kind: 'analysis',
      input: {
        icp: icp({
          name: 'Dental groups',
          industry: 'Bookkeeping',
          companySize: '10-50 employees',
          decisionMakerTitle: 'Practice Owner',
          geographics: ['Greater Boston'],
          painPoints: ['Books are three months behind'],
          goals: ['Close the books monthly'],
        }),
        score: null,
      },
    });
    expect(out.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(out.suggestions.length).toBeLessThanOrEqual(6);
    expect(out.suggestions[0]).toMatch(/^Add more pain points/);
    expect(out.suggestions.join('\n')).toMatch(/Name where to reach them/);
    expect(out.personaNarrative).toMatch(
      /^Meet \w+, Practice Owner of a company in bookkeeping with 10-50 employees, based in Greater Boston\./,
    );
    expect(out.personaNarrative).toContain('books are three months behind');
    expect(out.personaNarrative).toContain('close the books monthly');
    expect(out.personaNarrative).toContain('bookkeeping, tax and advisory services');
    const words = out.personaNarrative.split(/\s+/).length;
    expect(words).toBeGreaterThan(60);
    expect(words).toBeLessThan(260);
  });

  it('has a generic answer for industries it does not know', () => {
    const icpData = { type: 'b2b', industry: 'Dental practices' };
    expect(engine.answer({ kind: 'painPoints', input: { icpData } }).length).toBeGreaterThanOrEqual(5);
    expect(engine.answer({ kind: 'messaging', input: { icpData } }).valueProposition).toContain(
      'companies in dental practices',
    );
    expect(engine.answer({ kind: 'campaigns', input: { icpData, channels: ['Carrier pigeons'] } })).toEqual([
      expect.objectContaining({
        name: 'Carrier pigeons pilot',
        channel: 'Carrier pigeons',
        timeline: 'Weeks 1-6',
      }),
    ]);
  });
});
