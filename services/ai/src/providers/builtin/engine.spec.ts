import type { AiTask } from '../provider.js';
import { BuiltinProvider } from './engine.js';
import { KNOWLEDGE } from './knowledge/index.js';
import { plural } from './english.js';
import { buildModel, clientNoun } from './model.js';
import { termChannels, termPillar } from './terms.js';
import { CHIP_RULES } from './knowledge/schema.js';
import { icpOf } from './test-support.js';

const engine = new BuiltinProvider();

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

function allTasks(industry: string, type: 'b2b' | 'b2c'): AiTask[] {
  const icpData = {
    name: `${industry} clients`,
    type,
    industry,
    companySize: type === 'b2b' ? '10-50 employees' : null,
    decisionMakerTitle: type === 'b2b' ? 'Owner' : null,
    ageRange: type === 'b2c' ? '35-50' : null,
    painPoints: ['Prices are never clear up front'],
    goals: ['Grow revenue 20% this year'],
    geographics: ['Greater Boston'],
  };
  return [
    { kind: 'demographics', input: { type, industry } },
    { kind: 'painPoints', input: { icpData } },
    { kind: 'channels', input: { icpData } },
    { kind: 'messaging', input: { icpData } },
    { kind: 'campaigns', input: { icpData, channels: [] } },
    {
      kind: 'analysis',
      input: { icp: icpOf({ type, industry, painPoints: ['Cash is tight'] }), score: null },
    },
  ];
}

describe('built-in engine', () => {
  it('answers the same input with the same output', () => {
    for (const k of KNOWLEDGE)
      for (const task of allTasks(k.label, k.serves[0]!))
        expect(engine.answer(task)).toEqual(engine.answer(structuredClone(task)));
  });

  it('answers every task instantly (a sanity bound, not a benchmark: see bench/engine.mjs)', () => {
    for (const k of KNOWLEDGE) {
      for (const task of allTasks(k.label, k.serves[0]!)) {
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

  it.each(KNOWLEDGE.flatMap((k) => k.serves.map((type) => [k.label, type, k] as const)))(
    'draws useful %s (%s) suggestions from its own knowledge',
    (_label, type, k) => {
      const own = k.pains.filter((p) => !p.type || p.type === type);
      const first = own[0]!.text;
      // The trade is the user's (profession), stated as the routes carry it; never read from the industry.
      const icpData = { name: 'Profile', type, profession: k.id, industry: k.label, painPoints: [first] };
      // The trade's knowledge, with the niche's entries in front when the profile's words pick one.
      const known = buildModel(icpData).knowledge;
      const pains = engine.answer({ kind: 'painPoints', input: { icpData } });
      expect(pains.length).toBeGreaterThanOrEqual(3);
      expect(pains).not.toContain(first); // already in the profile
      const fitting = known.pains.filter((p) => !p.type || p.type === type);
      expect(pains.filter((x) => fitting.some((p) => p.text === x)).length).toBeGreaterThanOrEqual(3);

      const channels = engine.answer({ kind: 'channels', input: { icpData } });
      const fit = known.channels.filter((c) => !c.type || c.type === type);
      // Besides the trade's, at most the two channels on the client's own terms (terms.ts).
      const model = buildModel(icpData);
      const onTerms = termChannels(
        model.talk,
        plural(clientNoun(model)),
        model.niche?.referralPartners[0] ?? null,
      );
      expect(
        // No place given: "in {place}" is left out (a vague "in your area" was a seam).
        channels.filter(
          (x) =>
            onTerms.includes(x) ||
            fit.some((c) => x === c.text.replace(/\s+(?:in|for|around|near)\s+\{place\}/g, '')),
        ).length,
      ).toBe(channels.length);
      expect(channels.filter((x) => onTerms.includes(x)).length).toBeLessThanOrEqual(2);
      for (const e of k.excluded) for (const c of channels) expect(c).not.toContain(e.channel);

      const messaging = engine.answer({ kind: 'messaging', input: { icpData } });
      expect(messaging.valueProposition.length).toBeGreaterThan(40);
      expect(messaging.keyMessages.length).toBeGreaterThanOrEqual(3);
      // The trade's pillars, the last one possibly the pillar on the client's own terms.
      const termP = termPillar(model.talk);
      const tradePillars = messaging.messagingPillars.filter((p) => p !== termP);
      expect(messaging.messagingPillars.length - tradePillars.length).toBeLessThanOrEqual(1);
      expect(known.pillars).toEqual(expect.arrayContaining(tradePillars));

      const campaigns = engine.answer({ kind: 'campaigns', input: { icpData, channels: [] } });
      expect(campaigns.length).toBeGreaterThanOrEqual(2);
      for (const c of campaigns) {
        expect(c.channel).toBeTruthy();
        expect(c.objective).toMatch(/^(Awareness|Consideration|Decision|Retention) stage: .+ KPI: .+\.$/);
        const kpiNames = known.kpis.map((x) => x.name);
        expect(kpiNames.some((name) => c.objective.includes(`KPI: ${name}.`))).toBe(true);
      }
    },
  );

  it.each(['b2b', 'b2c'] as const)(
    'phrases %s demographics so the web fills exactly the right field',
    (type) => {
      for (const k of KNOWLEDGE) {
        for (const industry of [k.label, '']) {
          const suggestions = engine.answer({
            kind: 'demographics',
            input: { type, profession: k.id, industry },
          });
          expect(suggestions.length).toBeGreaterThanOrEqual(6);
          for (const s of suggestions) {
            const [label, value] = s.split(/:\s(.+)/);
            expect(value).toBeTruthy();
            const matched = CHIP_RULES[type].filter(([, re]) => re.test(s)).map(([field]) => field);
            expect([s, [...new Set(matched)]]).toEqual([s, [LABEL_FIELD[label!]]]);
          }
        }
      }
    },
  );

  it('skips what the request already knows, and reads the age it is given', () => {
    const b2b = engine.answer({
      kind: 'demographics',
      input: {
        type: 'b2b',
        profession: 'accountants',
        industry: 'Restaurants',
        companySize: '10-50 employees',
      },
    });
    expect(b2b.some((s) => s.startsWith('Industry:') || s.startsWith('Company size:'))).toBe(false);
    const young = engine.answer({
      kind: 'demographics',
      input: { type: 'b2c', profession: 'financial-advisors', ageRange: '26-32' },
    });
    expect(young.some((s) => s.startsWith('Age:'))).toBe(false);
    expect(young).toContain('Occupation: Resident or early-career physician');
    expect(young).not.toContain('Occupation: Pre-retiree with a 401(k) rollover');
    const older = engine.answer({
      kind: 'demographics',
      input: { type: 'b2c', profession: 'financial-advisors', ageRange: '58-66' },
    });
    expect(older).toContain('Occupation: Pre-retiree with a 401(k) rollover');
    expect(older).not.toContain('Occupation: Resident or early-career physician');
  });

  it('builds on the profile’s own fields', () => {
    const icpData = {
      type: 'b2c',
      profession: 'real-estate-agents',
      ageRange: '28-34',
      occupation: 'Software engineer',
      geographics: ['Austin, TX'],
      goals: ['Buy a first home before the lease ends in June'],
      preferredChannels: ['Zillow and Realtor.com profiles with reviews'],
    };
    const channels = engine.answer({ kind: 'channels', input: { icpData } });
    expect(channels).toContain('Instagram home tours and neighbourhood videos'); // a young audience
    expect(channels).toContain('A monthly market report email for Austin, TX');
    expect(channels).not.toContain('Zillow and Realtor.com profiles with reviews'); // already chosen
    const messaging = engine.answer({ kind: 'messaging', input: { icpData } });
    expect(messaging.valueProposition).toContain('software engineers aged 28-34');
    expect(messaging.valueProposition).toContain('buy a first home before the lease ends in June.');
    const pains = engine.answer({ kind: 'painPoints', input: { icpData } });
    expect(pains).toContain(
      'I want to buy a first home before the lease ends in June, but I have no plan to get there',
    );
    expect(pains[0]).toBe('Every house I like gets ten offers and I lose'); // a first-home buyer
  });

  it('writes an analysis: field-named tips for what is missing and a persona from the profile', () => {
    const out = engine.answer({
      kind: 'analysis',
      input: {
        icp: icpOf({
          name: 'Owner-led dental groups',
          profession: 'bookkeepers',
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
    expect(out.suggestions[0]).toMatch(/^Pain points: add more in the words businesses use, for example “/);
    expect(out.suggestions.join('\n')).toMatch(/Preferred channels: add where businesses really look/);
    for (const s of out.suggestions) expect(s).toMatch(/^[A-Z][a-z ]+(?: \([a-z]+\))?: /);
    expect(out.personaNarrative).toMatch(
      /^Meet \w+, Practice Owner at a business with 10-50 employees, based in Greater Boston\./,
    );
    expect(out.personaNarrative).toContain('“Books are three months behind”');
    expect(out.personaNarrative).toContain('close the books monthly');
    expect(out.personaNarrative).toContain('bookkeeping and payroll');
    const words = out.personaNarrative.split(/\s+/).length;
    expect(words).toBeGreaterThan(60);
    expect(words).toBeLessThan(260);
  });

  it('analyses a stored profile the same way again, whatever an earlier analysis wrote into it', () => {
    const icp = icpOf({
      type: 'b2c',
      profession: 'dentists',
      industry: 'Dentist',
      ageRange: '30-45',
      painPoints: ['Fear of needles'],
    });
    const first = engine.answer({ kind: 'analysis', input: { icp, score: null } });
    const again = engine.answer({
      kind: 'analysis',
      input: {
        icp: { ...icp, personaNarrative: first.personaNarrative, aiSuggestions: first.suggestions },
        score: null,
      },
    });
    expect(again).toEqual(first);
  });

  it('reads the trade from the stated profession only: an accountant’s profile of clinics is an accountant’s', () => {
    const icpData = {
      type: 'b2b',
      name: 'Growing clinics',
      industry: 'Medical clinics',
      companySize: '10-50',
    };
    // The industry is the client's: without a profession the trade is unknown, not "physicians".
    expect(buildModel(icpData).knowledge.id).toBe('generic');
    const stated = buildModel({ ...icpData, profession: 'accountants' });
    expect(stated.knowledge.id).toBe('accountants');
    const pains = engine.answer({
      kind: 'painPoints',
      input: { icpData: { ...icpData, profession: 'accountants' } },
    });
    const clinicPains = engine.answer({ kind: 'painPoints', input: { icpData } });
    expect(pains).not.toEqual(clinicPains);
    // An unknown id is no trade: the generic knowledge, and the routes ask for the trade.
    expect(buildModel({ ...icpData, profession: 'astronauts' }).knowledge.id).toBe('generic');
  });

  it('names each campaign’s journey stage and the KPI it drives, as fields and in its objective', () => {
    for (const k of KNOWLEDGE) {
      for (const type of k.serves) {
        const icpData = { type, name: `${k.label} clients`, profession: k.id };
        const out = engine.answer({ kind: 'campaigns', input: { icpData, channels: [] } });
        expect(out.length).toBeGreaterThan(0);
        for (const c of out) {
          expect(['awareness', 'consideration', 'decision', 'retention']).toContain(c.stage);
          expect(c.kpi).toMatch(/\w/);
          expect(c.objective.toLowerCase()).toContain(`${c.stage} stage`);
          expect(c.objective).toContain(c.kpi!.slice(1));
        }
      }
    }
  });

  it('has a generic answer for trades it does not know', () => {
    const icpData = { type: 'b2b', industry: 'Beekeeping supplies' };
    expect(engine.answer({ kind: 'painPoints', input: { icpData } }).length).toBeGreaterThanOrEqual(5);
    expect(engine.answer({ kind: 'messaging', input: { icpData } }).valueProposition).toContain(
      'client businesses in beekeeping supplies',
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
