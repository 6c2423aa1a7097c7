import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  PLAYBOOK_SECTIONS,
  PLAYBOOK_SECTION_SCHEMAS,
  playbookFieldsSchema,
  playbookSectionsSchema,
  type PlaybookGenerationOptions,
  type PlaybookSections,
} from '@icp-studio/contracts';
import { normalize } from '../../clean.js';
import { GENERIC, KNOWLEDGE } from '../knowledge/index.js';
import { matchProfession } from '../match.js';
import { buildModel } from '../model.js';
import { formOf } from '../review/render.js';
import { B2C_FORBIDDEN, GENDERED, REVIEW_SET, type ReviewProfile } from '../review/set.js';
import { BASELINES } from './baselines.js';
import { kindOf } from './channel-kinds.js';
import { roundTarget, shapeOf } from './kpis.js';
import { renderPlaybookMarkdown } from './render.js';
import { generatePlaybookSections, generateSection, toPlaybookFields } from './index.js';

const START = '2026-03-02';
const OPTIONS: PlaybookGenerationOptions = { startDate: START, budget: { amount: 12000, currency: 'USD' } };
const ICP_ID = '00000000-0000-4000-8000-000000000001';

const cases = REVIEW_SET.map((r) => [r.id, r] as const);
const generated = new Map<string, PlaybookSections>(
  REVIEW_SET.map((r) => [r.id, generatePlaybookSections(formOf(r.profile), OPTIONS)]),
);
const out = (r: ReviewProfile) => generated.get(r.id)!;
const tradeOf = (r: ReviewProfile) =>
  matchProfession(r.profile.industry, r.profile.name, r.profile.occupation);

/** Every text a generated playbook holds, one a line. */
function allText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}

/** The sentences a person reads (not the channel names and KPI names, which are the trade's data). */
function sentencesOf(s: PlaybookSections): [string, string][] {
  return [
    ['positioning', s.positioning.positioning],
    ['value proposition', s.positioning.valueProposition],
    ...(['awareness', 'consideration', 'decision', 'retention'] as const).flatMap((st) =>
      s.messages[st].map((m, i) => [`${st} message ${i + 1}`, m] as [string, string]),
    ),
    ...s.objections.map((o, i) => [`answer ${i + 1}`, o.answer] as [string, string]),
    ...s.channels.map((c) => [`channel ${c.rank} reason`, c.reason] as [string, string]),
    ['KPI basis', s.kpis[0]!.basis],
    ...(s.budget?.lines.map((l, i) => [`budget line ${i + 1}`, l.reason] as [string, string]) ?? []),
  ];
}

/** The English mistakes the engine's review checks look for (review.spec.ts), in one text. */
function englishProblems(full: string, where: string): string[] {
  const problems: string[] = [];
  // Quoted words are the client's or the profile's own; the checks read the rest.
  const text = full.replace(/“[^”]*”/g, '“…”').replace(/"[^"]*"/g, '"…"');
  const bad = (re: RegExp, what: string) => {
    const m = re.exec(text);
    if (m) problems.push(`${where}: ${what}: "…${text.slice(Math.max(0, m.index - 20), m.index + 30)}…"`);
  };
  bad(/(?<![&\w])a (?!one\b|one-|once\b)(?:[aeio]\w|u(?!ni|s[eu]|r[aeo]|tili))/i, '"a" before a vowel sound');
  bad(/\ban (?![aeiou]|h(?:our|onest|eir)|[A-Z]{2}|[FHLMNRSX]\b)[a-z]/, '"an" before a consonant sound');
  bad(
    /\ban? (?:[a-z-]+ )?(?:professionals|clients|patients|owners|physicians|families|companies|businesses|teachers|engineers|drivers|couples|parents)\b/i,
    '"a" before a plural',
  );
  bad(/\btends to be \w+s\b/i, 'tends to be + verb');
  bad(/\b(?:they|we|you) (?:is|was|has|does|wants)\b/i, 'plural subject with a singular verb');
  bad(/\b(\w+) \1\b/i, 'a doubled word');
  bad(/[.!?] +[a-z]/, 'a sentence starting in lowercase');
  bad(/\s[,.;:]|\.\.|,,|;;|: :|\s{2}/, 'stray punctuation or spacing');
  bad(/\b(?:I|me|my|myself)\b/, 'first person outside a quote');
  if (!/^[A-Z“"0-9]/.test(text.trim())) problems.push(`${where}: does not start with a capital`);
  if (!/[.?”)]$/.test(text.trim())) problems.push(`${where}: does not end a sentence`);
  if ((text.match(/“/g) ?? []).length !== (text.match(/”/g) ?? []).length)
    problems.push(`${where}: unbalanced quotes`);
  return problems;
}

describe('generated playbook over the review set', () => {
  it.each(cases)('%s: every section is valid by its schema, with and without options', (_id, r) => {
    expect(playbookSectionsSchema.safeParse(out(r)).error?.issues).toBeUndefined();
    const bare = generatePlaybookSections(formOf(r.profile));
    expect(playbookSectionsSchema.safeParse(bare).error?.issues).toBeUndefined();
    expect(bare.budget).toBeNull();
    expect(bare.roadmap.startDate).toBeNull();
    expect(bare.roadmap.campaigns.every((c) => c.startDate === null && c.endDate === null)).toBe(true);
    expect(out(r).channels.length).toBeGreaterThanOrEqual(3);
    expect(out(r).objections.length).toBeGreaterThanOrEqual(2);
  });

  it.each(cases)('%s: no forbidden term, no gendered pronoun', (_id, r) => {
    const text = allText(out(r)).toLowerCase();
    const forbidden = [
      ...r.forbidden,
      ...tradeOf(r).forbidden,
      ...(r.profile.type === 'b2c' ? B2C_FORBIDDEN : []),
    ];
    expect(forbidden.filter((t) => text.includes(t.toLowerCase()))).toEqual([]);
    if (!r.profile.gender) expect(allText(out(r)).match(GENDERED)).toBeNull();
  });

  it.each(cases)('%s: campaigns run on ranked channels that fit the trade, and drive its KPIs', (_id, r) => {
    const s = out(r);
    const trade = tradeOf(r);
    const ranked = s.channels.map((c) => c.channel);
    for (const c of s.roadmap.campaigns) {
      expect(ranked).toContain(c.channel);
      expect(s.kpis.map((k) => k.name)).toContain(c.kpi);
    }
    const excluded = [...trade.excluded, ...GENERIC.excluded].map((e) => normalize(e.channel));
    expect(ranked.filter((c) => excluded.some((e) => normalize(c).includes(e)))).toEqual([]);
    // Every stage of the journey has a campaign (unless the client's busy season takes the days that would
    // ask for their time: the phases say so), and the names are distinct.
    if (!s.roadmap.phases?.some((p) => p.busy))
      expect(new Set(s.roadmap.campaigns.map((c) => c.stage))).toEqual(
        new Set(['awareness', 'consideration', 'decision', 'retention']),
      );
    expect(new Set(s.roadmap.campaigns.map((c) => c.name.toLowerCase())).size).toBe(
      s.roadmap.campaigns.length,
    );
  });

  it.each(cases)('%s: KPIs are the trade’s own, one per stage, in its units', (_id, r) => {
    const s = out(r);
    const m = buildModel(formOf(r.profile));
    const names = [...m.knowledge.kpis, ...GENERIC.kpis]
      .filter((k) => !k.type || k.type === m.type)
      .map((k) => k.name);
    expect(s.kpis.slice(0, 4).map((k) => k.stage)).toEqual([
      'awareness',
      'consideration',
      'decision',
      'retention',
    ]);
    // After the trade's four, the niche's own figures, each in the period its name speaks of.
    for (const k of s.kpis.slice(4)) {
      expect(m.niche?.kpis.map((x) => x.name)).toContain(k.name);
      const said = /\b(?:a|per|each|every) (week|month|quarter|year)\b/.exec(k.name)?.[1];
      if (said && k.unit !== '%') expect([k.name, k.period]).toEqual([k.name, said]);
    }
    for (const k of s.kpis.slice(0, 4)) {
      expect(names).toContain(k.name);
      if (k.unit !== '%' && k.unit !== 'USD')
        expect([k.name, k.name.includes(k.unit)]).toEqual([k.name, true]);
      if (k.unit === '%') expect(k.target).toBeLessThanOrEqual(100);
    }
    if (m.served)
      expect(
        s.kpis.filter((k) => m.knowledge.kpis.some((x) => x.name === k.name)).length,
      ).toBeGreaterThanOrEqual(3);
  });

  it.each(cases)('%s: every campaign lies within the 90 days from the start date', (_id, r) => {
    const day = (iso: string) => Math.round((Date.parse(iso) - Date.parse(START)) / 86_400_000) + 1;
    for (const c of out(r).roadmap.campaigns) {
      expect(c.startDay).toBeGreaterThanOrEqual(1);
      expect(c.endDay).toBeLessThanOrEqual(90);
      expect(c.startDay).toBeLessThanOrEqual(c.endDay);
      expect([day(c.startDate!), day(c.endDate!)]).toEqual([c.startDay, c.endDay]);
    }
  });

  it.each(cases)('%s: the budget split adds up to the budget, whatever the amount', (_id, r) => {
    for (const amount of [1, 7, 999, 12000, 123_457]) {
      for (const variant of [0, 1]) {
        const b = generateSection('budget', formOf(r.profile), { budget: { amount }, variant })!;
        expect(b.lines.reduce((sum, l) => sum + l.amount, 0) + b.reserve).toBe(amount);
        expect(b.lines.every((l) => Number.isInteger(l.amount) && l.amount >= 0)).toBe(true);
        expect(PLAYBOOK_SECTION_SCHEMAS.budget.safeParse(b).success).toBe(true);
      }
    }
    const b = out(r).budget!;
    expect(b.currency).toBe('USD');
    expect(b.lines.map((l) => l.channel)).toEqual([
      ...new Set(out(r).roadmap.campaigns.map((c) => c.channel)),
    ]);
  });

  it.each(cases)('%s: nothing repeats a value the profile already holds', (_id, r) => {
    const s = out(r);
    const have = new Set(
      Object.values(r.profile)
        .flatMap((v) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : []))
        .map(normalize),
    );
    const items = [
      ...s.positioning.pillars,
      ...Object.values(s.messages).flat(),
      ...s.objections.flatMap((o) => [o.objection, o.answer]),
      ...s.channels.map((c) => c.channel),
      ...s.roadmap.campaigns.flatMap((c) => [c.name, c.offer]),
    ];
    expect(items.filter((x) => have.has(normalize(x)))).toEqual([]);
  });

  it.each(cases)('%s: reads as correct English', (_id, r) => {
    for (const variant of [0, 1]) {
      const s = variant ? generatePlaybookSections(formOf(r.profile), { ...OPTIONS, variant }) : out(r);
      expect(sentencesOf(s).flatMap(([where, text]) => englishProblems(text, where))).toEqual([]);
    }
  });

  it('the English checks catch the mistakes they are for', () => {
    expect(englishProblems('For a professionals in Leeds.', 'x')).not.toEqual([]);
    expect(englishProblems('We are a IT company.', 'x')).not.toEqual([]);
    expect(englishProblems('They wants a plan.', 'x')).not.toEqual([]);
    expect(englishProblems('the the plan.', 'x')).not.toEqual([]);
    expect(englishProblems('A plan without an end', 'x')).not.toEqual([]);
    expect(englishProblems('We answer the phone. See you soon.', 'x')).toEqual([]);
  });

  it.each(cases)(
    '%s: the same input gives the same playbook; each section alone matches the whole',
    (_id, r) => {
      const again = generatePlaybookSections(structuredClone(formOf(r.profile)), structuredClone(OPTIONS));
      expect(again).toEqual(out(r));
      for (const name of PLAYBOOK_SECTIONS)
        expect([name, generateSection(name, formOf(r.profile), OPTIONS)]).toEqual([name, out(r)[name]]);
    },
  );

  it.each(cases)(
    '%s: another variant gives a different, still valid alternative of every section',
    (_id, r) => {
      const v1 = generatePlaybookSections(formOf(r.profile), { ...OPTIONS, variant: 1 });
      const v2 = generatePlaybookSections(formOf(r.profile), { ...OPTIONS, variant: 2 });
      for (const v of [v1, v2]) {
        expect(playbookSectionsSchema.safeParse(v).error?.issues).toBeUndefined();
        for (const name of PLAYBOOK_SECTIONS) expect([name, v[name]]).not.toEqual([name, out(r)[name]]);
        const ranked = v.channels.map((c) => c.channel);
        expect(v.roadmap.campaigns.filter((c) => !ranked.includes(c.channel))).toEqual([]);
        const trade = tradeOf(r);
        const text = allText(v).toLowerCase();
        expect(trade.forbidden.filter((t) => text.includes(t.toLowerCase()))).toEqual([]);
      }
    },
  );

  it('a regenerated roadmap keeps to the channels and KPIs the user already has', () => {
    const r = REVIEW_SET.find((x) => x.id === 'dentists-anxious-adults')!;
    const mine = out(r)
      .channels.slice(2, 5)
      .map((c, i) => ({ ...c, rank: i + 1 }));
    const roadmap = generateSection(
      'roadmap',
      formOf(r.profile),
      { variant: 3 },
      { channels: mine, kpis: out(r).kpis },
    );
    expect(roadmap.campaigns.length).toBeGreaterThanOrEqual(3);
    for (const c of roadmap.campaigns) expect(mine.map((x) => x.channel)).toContain(c.channel);
    const budget = generateSection('budget', formOf(r.profile), { budget: { amount: 5000 } }, { roadmap });
    expect(budget!.lines.map((l) => l.channel)).toEqual([
      ...new Set(roadmap.campaigns.map((c) => c.channel)),
    ]);
  });

  it.each(cases)('%s: converts into stored playbook fields the playbook schema accepts', (_id, r) => {
    for (const s of [out(r), generatePlaybookSections(formOf(r.profile))]) {
      const fields = toPlaybookFields(s, { icpId: ICP_ID, name: `Playbook for ${r.profile.name}` });
      const parsed = playbookFieldsSchema.safeParse(fields);
      expect(parsed.error?.issues).toBeUndefined();
      expect(parsed.data!.keyMessages!.length).toBe(Object.values(s.messages).flat().length);
      expect(Array.isArray(parsed.data!.campaigns) && parsed.data!.campaigns.length).toBe(
        s.roadmap.campaigns.length,
      );
      expect(parsed.data!.positioning).toBe(s.positioning.positioning);
      expect(parsed.data!.kpis).toEqual(
        s.kpis.map((k) => ({
          name: k.name,
          target: k.target,
          unit: k.unit,
          period: k.period,
          stage: k.stage,
          basis: k.basis,
        })),
      );
    }
  });
});

describe('the section schemas', () => {
  const r = REVIEW_SET[0]!;
  it('reject a budget that does not add up, a campaign ending before it starts, ranks out of order', () => {
    const s = out(r);
    const budget = { ...s.budget!, reserve: s.budget!.reserve + 1 };
    expect(PLAYBOOK_SECTION_SCHEMAS.budget.safeParse(budget).success).toBe(false);
    const [first, ...rest] = s.roadmap.campaigns;
    const backwards = { ...first!, startDay: 40, endDay: 10 };
    expect(
      PLAYBOOK_SECTION_SCHEMAS.roadmap.safeParse({ ...s.roadmap, campaigns: [backwards, ...rest] }).success,
    ).toBe(false);
    const late = { ...first!, endDay: 91 };
    expect(PLAYBOOK_SECTION_SCHEMAS.roadmap.safeParse({ ...s.roadmap, campaigns: [late] }).success).toBe(
      false,
    );
    expect(PLAYBOOK_SECTION_SCHEMAS.channels.safeParse([...s.channels].reverse()).success).toBe(false);
  });
});

describe('KPI shapes', () => {
  it('reads counts, periods, rates, money and ratios from the trade’s KPI names', () => {
    expect(shapeOf('new-patient bookings a month', 'decision', 'USD')).toEqual({
      measure: 'count',
      unit: 'new-patient bookings',
      period: 'month',
    });
    expect(shapeOf('appointment requests a week in season', 'awareness', 'USD')).toMatchObject({
      unit: 'appointment requests',
      period: 'week',
    });
    expect(shapeOf('returns filed per season', 'decision', 'USD')).toMatchObject({
      measure: 'count',
      period: 'season',
    });
    expect(shapeOf('treatment-plan acceptance rate', 'consideration', 'USD').unit).toBe('%');
    expect(shapeOf('clients renewing each year', 'retention', 'USD')).toMatchObject({
      unit: '%',
      period: 'year',
    });
    expect(shapeOf('retainer clients renewing after a year', 'retention', 'USD').unit).toBe('%');
    expect(shapeOf('repeat engagements a year', 'retention', 'USD')).toMatchObject({
      measure: 'count',
      period: 'year',
    });
    expect(shapeOf('farms on a herd health plan', 'decision', 'USD').measure).toBe('count');
    expect(shapeOf('signed project value a quarter', 'decision', 'EUR')).toMatchObject({
      measure: 'money',
      unit: 'EUR',
      period: 'quarter',
    });
    expect(shapeOf('five-star reviews and referrals per finished job', 'retention', 'USD').measure).toBe(
      'ratio',
    );
  });

  it('every profession has its starting figures, for each kind of client it serves', () => {
    for (const k of [...KNOWLEDGE, GENERIC])
      for (const type of k.serves)
        expect([k.id, type, (BASELINES[k.id]?.perMonth[type] ?? 0) > 0]).toEqual([k.id, type, true]);
  });

  it('rounds targets as a person would set them', () => {
    expect([roundTarget(0.34), roundTarget(10.6), roundTarget(46.2), roundTarget(4_512_000)]).toEqual([
      0.3, 11, 46, 4_500_000,
    ]);
  });

  it('a stretch variant raises the targets', () => {
    const r = REVIEW_SET[0]!;
    const base = generateSection('kpis', formOf(r.profile));
    const stretch = generateSection('kpis', formOf(r.profile), { variant: 3 });
    base.forEach((k, i) => expect(stretch[i]!.target).toBeGreaterThanOrEqual(k.target));
    expect(stretch.some((k, i) => k.target > base[i]!.target)).toBe(true);
  });

  it('channels classified as a trade’s campaign kinds', () => {
    expect(kindOf('Google Business Profile with reviews')).toBe('review');
    expect(kindOf('Referrals from current patients, with a thank-you for both')).toBe('referral-clients');
    expect(kindOf('Reminder texts and a recall system')).toBe('email');
  });
});

/** docs/engine-review/playbooks at the repository's root (tests run from services/ai or from the root). */
const ROOT = resolve(process.cwd(), existsSync(join(process.cwd(), 'services')) ? '.' : '../..');
const SNAPSHOTS = join(ROOT, 'docs', 'engine-review', 'playbooks');
const UPDATE = process.env.UPDATE_ENGINE_REVIEW === '1';
/** A few professions, both client types, a trade the engine does not know. */
const SNAPSHOT_IDS = [
  'dentists-anxious-adults',
  'accountants-owner-businesses-b2b',
  'immigration-lawyers-employers-b2b',
  'home-contractors-kitchens',
  'consultants-margin',
  'wealth-managers-business-sale',
  'edge-unknown-trade',
];

describe('readable snapshots of generated playbooks', () => {
  it('match docs/engine-review/playbooks (UPDATE_ENGINE_REVIEW=1 regenerates them)', () => {
    if (UPDATE) mkdirSync(SNAPSHOTS, { recursive: true });
    const drifted: string[] = [];
    for (const id of SNAPSHOT_IDS) {
      const r = REVIEW_SET.find((x) => x.id === id)!;
      const file = join(SNAPSHOTS, `${id}.md`);
      const md = renderPlaybookMarkdown(r, out(r), OPTIONS);
      if (UPDATE) writeFileSync(file, md);
      else if (!existsSync(file) || readFileSync(file, 'utf8') !== md) drifted.push(id);
    }
    const index = [
      '# Built-in engine: generated playbooks',
      '',
      'The playbook the offline engine generates in one action for a few profiles of the review set',
      '(`services/ai/src/providers/builtin/playbook/`), written by its test so a person can judge them. The test',
      'fails when the output drifts; after reviewing the change, regenerate them with',
      '`UPDATE_ENGINE_REVIEW=1 npm run test:unit -w services/ai -- playbook`. docs/engine.md explains the engine.',
      '',
      ...SNAPSHOT_IDS.map((id) => `- [${id}](${id}.md)`),
      '',
    ].join('\n');
    const indexFile = join(SNAPSHOTS, 'README.md');
    if (UPDATE) writeFileSync(indexFile, index);
    else if (!existsSync(indexFile) || readFileSync(indexFile, 'utf8') !== index) drifted.push('README');
    const stale = existsSync(SNAPSHOTS)
      ? readdirSync(SNAPSHOTS).filter(
          (f) => f !== 'README.md' && !SNAPSHOT_IDS.some((id) => `${id}.md` === f),
        )
      : [];
    expect({ drifted, stale }).toEqual({ drifted: [], stale: [] });
  });
});
