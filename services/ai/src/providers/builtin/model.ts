import type { Json } from '@icp-studio/contracts';
import { normalize } from '../clean.js';
import { listOf, textOf } from '../profile-text.js';
import { GENERIC, knowledgeOf } from './knowledge/index.js';
import type { ClientType, Item, Knowledge, Segment, When } from './knowledge/types.js';
import { namesProfession } from './match.js';
import { packOf } from './countries/index.js';
import { statedFacts } from './facts.js';
import { parseAge } from './figures.js';

export { parseAge } from './figures.js';
import { isStrongTerm, phrasesFirst, termsOfProfile } from './terms.js';
import { pickNiche, withNiche, type Country, type Niche } from './niches/index.js';

/**
 * Signal tags read from the profile's own words (all its text, lowercase). Knowledge entries name them in
 * `any` (more relevant) and `not` (ruled out). A profession adds its own in `signals`.
 */
export const SIGNALS: Record<string, RegExp> = {
  'student-debt':
    /student (?:loan|debt)|(?:med|law|dental|vet|grad) school (?:loan|debt)|loan forgiveness|pslf/,
  retirement: /retir|pension|401\s?k|\bira\b|social security|rmds?\b/,
  estate: /estate (?:plan|tax)|inherit|heirs?\b|legacy|\btrusts?\b|probate|\bwills?\b/,
  family: /\bkids?\b|child|famil|parent|baby|babies|pregnan|toddler|teen/,
  divorce: /divorc|separat|custody|alimony|child support/,
  price:
    /\bcost|price|pricing|expens|afford|\bfees?\b|budget|cheap|money|payment|\bbills?\b|overcharg|hourly|precio|preis|\bprix|kosten/,
  insurance: /insur|coverage|covered|co-?pay|deductible|out-of-network|claim/,
  fear: /afraid|anxi|\bfear|nervous|scared|terrif|dread|panic|worr|phobi|embarrass|stress|miedo|angst|peur/,
  time: /busy|no time|time-poor|schedul|evening|weekend|hours|\bwait|juggl/,
  trust:
    /trust|burn(?:ed|t)|scam|bad experience|ripped|ghosted|previous (?:provider|agent|firm|vendor)|last (?:agent|firm|provider|vendor)/,
  urgent: /urgent|emergenc|asap|deadline|right away|immediately|this week/,
  growth: /\bgrow|scal(?:e|ing)|expan|new location|second location|more clients|more customers|revenue/,
  compliance: /complian|regulat|audit|hipaa|gdpr|licen[cs]|penalt|\birs\b|inspection|osha|permit/,
  'first-time': /first[- ]time|first home|first job|new to|never (?:had|used|done|hired)/,
  owner: /owner|founder|self-employed|freelanc|1099|small business|sole (?:trader|proprietor)|entrepreneur/,
  digital: /software|\bapps?\b|online|digital|portal|website|cloud|saas/,
  security: /cyber|ransom|breach|hack|phish|security|malware/,
  remote: /remote|virtual|telehealth|video call|zoom/,
  injury: /injur|accident|crash|whiplash|slip and fall|hurt at work/,
  pet: /\bdogs?\b|\bcats?\b|\bpets?\b|pupp|kitten|horse/,
  home: /\bhomes?\b|\bhouse|condo|apartment|renovat|kitchen|bathroom|remodel/,
  relocation: /relocat|moving|move to|\bvisa|immigra|green card|citizenship/,
  health: /health|diabet|blood pressure|weight|back pain|sleep|injur|chronic/,
  quality: /quality|mistake|errors?\b|rework|sloppy|bad work|redo/,
  'cash-flow': /cash|payroll|late pay|receivabl|invoice|overdue/,
  hiring: /\bhire|hiring|recruit|turnover|talent|staff|retention|quit/,
  wedding: /wedding|engag(?:ed|ement)|bride|groom|elope/,
  investor: /investor|rental propert|landlord|portfolio|flip/,
};

/** A profession's own signal expressions, compiled once. */
const OWN_SIGNALS = new WeakMap<Knowledge, [string, RegExp][]>();
function ownSignals(k: Knowledge): [string, RegExp][] {
  let list = OWN_SIGNALS.get(k);
  if (!list) {
    list = Object.entries(k.signals ?? {}).map(([tag, src]) => [tag, new RegExp(src)]);
    OWN_SIGNALS.set(k, list);
  }
  return list;
}

/** Tags the model sets from figures rather than words. */
export const COMPUTED_TAGS = [
  'young',
  'mid-career',
  'senior',
  'high-income',
  'modest-income',
  'solo',
  'small-company',
  'mid-company',
  'large-company',
] as const;

export type Fields = Record<string, Json | undefined>;

/** Who the profile describes, derived from every field filled so far. */
export interface ProfileModel {
  data: Fields;
  knowledge: Knowledge;
  /** The niche of the trade the profile describes (../niches/), whose entries lead the knowledge; null: none fits. */
  niche: Niche | null;
  /** The client's country, as the profile states it; null when it names none. */
  country: Country | null;
  /** The user's trade was given (`profession`); false: the generic knowledge speaks and the engine asks for it. */
  tradeKnown: boolean;
  /** The profession serves this kind of client (otherwise the generic knowledge fills that side). */
  served: boolean;
  type: ClientType;
  name: string;
  occupation: string;
  industry: string;
  title: string;
  companySize: string;
  places: string[];
  /** The client's age span, when the profile gives one. */
  age: [number, number] | null;
  /** The lowest income figure named (dollars a year), when the profile gives one. */
  income: number | null;
  employees: number | null;
  lifeStage: string | null;
  companyStage: string | null;
  tags: Set<string>;
  segment: Segment | null;
  triggers: string[];
  constraints: string[];
  pains: string[];
  goals: string[];
  needs: string[];
  channels: string[];
  traits: string[];
  psychographics: string;
  gender: string;
  /** Fields that contradict each other, said as score tips ("Type: ..."). */
  contradictions: string[];
  /** Normalised values already in the profile: never suggested again. */
  existing: Set<string>;
  /** Five-letter word stems of the profile's own words (pains, goals, needs...), for relevance. */
  stems: Set<string>;
  /** The stems of each list value the profile holds, to leave out near-repeats of them. */
  ownStems: Set<string>[];
  /**
   * The words to lead with: the client's own terms read from the profile (terms.ts: "CDBS", "license
   * renewal"), then the niche's language, then single words the profile repeats; the places and the
   * trade's own words left out.
   */
  talk: string[];
  seed: number;
}

/** FNV-1a: a stable 32-bit hash, so the same input always picks the same entries. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function str(data: Fields, key: string): string {
  const v = data[key];
  return typeof v === 'string' ? v.trim().slice(0, 400) : '';
}

/** "$90k-$200k", "150,000+", "€60k" -> the lowest figure in dollars a year. */
export function parseMoney(text: string): number | null {
  const m = /(\d[\d,.]*)\s*(k|m|mm|million|thousand)?\b/i.exec(text.replace(/\$|€|£/g, ''));
  if (!m) return null;
  let n = Number(m[1]!.replace(/,/g, ''));
  const unit = (m[2] ?? '').toLowerCase();
  if (unit === 'k' || unit === 'thousand') n *= 1000;
  else if (unit.startsWith('m')) n *= 1_000_000;
  return Number.isFinite(n) && n > 0 ? n : null;
}

const STOP = new Set(
  (
    'about after again before being below between could every first other their there these those through ' +
    'under where which while would never doesn really always still right think thing things years month'
  ).split(' '),
);

/** The five-letter stems of a text's longer words. */
export function stemsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 5));
}

function lifeStageOf(age: [number, number] | null, tags: Set<string>): string | null {
  if (!age) return tags.has('retirement') ? 'thinking about retirement' : null;
  const mid = (age[0] + age[1]) / 2;
  if (mid < 30) return 'early in their career';
  if (mid < 45) return 'in the middle of building their career';
  if (mid < 60) return 'in their peak earning years';
  return 'nearing or already in retirement';
}

function companyStageOf(n: number | null): string | null {
  if (n === null) return null;
  if (n < 5) return 'owner-run';
  if (n < 50) return 'small and growing';
  if (n < 250) return 'mid-sized';
  return 'large';
}

/** Stored fields that are not the user's description of the client (earlier AI output, ids, dates). */
const NOT_PROFILE = new Set([
  'id',
  'userId',
  'createdBy',
  'status',
  'personaNarrative',
  'aiSuggestions',
  'clientName',
  'clientEmail',
  'createdAt',
  'updatedAt',
]);

/** Every text a profile holds, for the "already there?" check. */
function existingValues(data: Fields): Set<string> {
  const out = new Set<string>();
  const add = (v: Json | undefined, depth = 0): void => {
    if (v === null || v === undefined || depth > 3) return;
    if (typeof v === 'string') {
      for (const part of [v, ...v.split(/[,;\n]/)]) {
        const k = normalize(part);
        if (k) out.add(k);
      }
    } else if (Array.isArray(v)) v.forEach((x) => add(x, depth + 1));
    else if (typeof v === 'object') Object.values(v).forEach((x) => add(x, depth + 1));
  };
  for (const [key, v] of Object.entries(data)) if (!NOT_PROFILE.has(key)) add(v);
  return out;
}

/** How well an entry fits the model: null when it must not appear, otherwise a relevance score. */
export function fit(entry: When & { text?: string }, m: ProfileModel): number | null {
  if (entry.type && entry.type !== m.type) return null;
  if (entry.not?.some((t) => m.tags.has(t))) return null;
  if (entry.need && !entry.need.some((t) => m.tags.has(t))) return null;
  if (entry.age && m.age && (entry.age[1] < m.age[0] || entry.age[0] > m.age[1])) return null;
  let s = 0;
  let hits = 0;
  for (const t of entry.any ?? []) if (m.tags.has(t)) hits++;
  s += 3 * hits;
  // An entry written for a situation the profile does not show comes after the general ones.
  const offTopic = Boolean(entry.any?.length && !hits);
  if (offTopic) s -= 1.5;
  // An entry written for this age: the more of the profile's age range it covers, the better.
  else if (entry.age && m.age) {
    const overlap = Math.min(entry.age[1], m.age[1]) - Math.max(entry.age[0], m.age[0]) + 1;
    s += 0.1 + (0.5 * overlap) / (m.age[1] - m.age[0] + 1);
  }
  if (entry.type) s += 0.5;
  if (entry.niche) s += 4;
  if (entry.text) {
    let overlap = 0;
    for (const st of textFacts(entry.text).stems) if (m.stems.has(st)) overlap++;
    s += Math.min(overlap, 3);
  }
  return s;
}

/** Global guards: whatever the data says, these never reach a profile they contradict. */
const GUARDS: { text: RegExp; unless: (m: ProfileModel) => boolean }[] = [
  {
    text: /estate tax|inheritance tax|heirs|legacy planning|generational wealth/i,
    unless: (m) => !m.tags.has('young') && !m.tags.has('student-debt'),
  },
  {
    text: /procurement|purchasing committee|\brfps?\b|board approval|buying committee|\bcfos?\b/i,
    unless: (m) => m.type === 'b2b',
  },
  { text: /required minimum distribution|\brmds?\b|medicare/i, unless: (m) => !m.tags.has('young') },
];

/** Whether a text may reach this profile at all (the guards above). */
export function allowed(text: string, m: ProfileModel): boolean {
  return GUARDS.every((g) => !g.text.test(text) || g.unless(m));
}

/** A knowledge text's normalised form and word stems, computed once (knowledge texts are few and fixed). */
const FACTS = new Map<string, { key: string; stems: Set<string> }>();
function textFacts(text: string): { key: string; stems: Set<string> } {
  let f = FACTS.get(text);
  if (!f) {
    f = { key: normalize(text), stems: new Set(stemsOf(text)) };
    if (FACTS.size < 20_000) FACTS.set(text, f);
  }
  return f;
}

/** Whether a text says nearly what one of the profile's own values says (most of its words are there). */
export function nearRepeat(text: string, m: ProfileModel): boolean {
  if (!m.ownStems.length) return false;
  const mine = textFacts(text).stems;
  if (mine.size < 2) return false;
  return m.ownStems.some((own) => {
    let shared = 0;
    for (const st of mine) if (own.has(st)) shared++;
    return shared / mine.size >= 0.6;
  });
}

/**
 * The best `n` entries: those written for this profile's situation or for anyone first; entries written
 * for a situation the profile does not show only fill up to `min` when too few others fit.
 */
export function best<T extends When & { text: string }>(
  entries: readonly T[],
  m: ProfileModel,
  n: number,
  min = 4,
): T[] {
  const scored = scoredEntries(entries, m);
  const fitting = scored.filter(([, s]) => s >= 0).map(([e]) => e);
  const rest = scored.filter(([, s]) => s < 0).map(([e]) => e);
  return [...fitting, ...rest.slice(0, Math.max(0, min - fitting.length))].slice(0, n);
}

/** The entries that fit, best first (ties keep the data's order), with texts already in the profile left out. */
export function ranked<T extends When & { text: string }>(entries: readonly T[], m: ProfileModel): T[] {
  return scoredEntries(entries, m).map(([e]) => e);
}

function scoredEntries<T extends When & { text: string }>(
  entries: readonly T[],
  m: ProfileModel,
): [T, number][] {
  const scored: [T, number, number][] = [];
  entries.forEach((e, i) => {
    const s = fit(e, m);
    if (s === null || !allowed(e.text, m) || m.existing.has(textFacts(e.text).key) || nearRepeat(e.text, m))
      return;
    scored.push([e, s, i]);
  });
  return scored.sort((a, b) => b[1] - a[1] || a[2] - b[2]).map(([e, sc]) => [e, sc]);
}

/** The profession's entries, with the generic ones for a kind of client the profession does not serve. */
export function pool<K extends 'pains' | 'goals' | 'channels' | 'messages' | 'objections' | 'segments'>(
  m: ProfileModel,
  key: K,
): Knowledge[K] {
  if (m.served) return m.knowledge[key];
  // The trade does not serve this kind of client: the general knowledge for that side speaks instead.
  return (GENERIC[key] as { type?: string }[]).filter((e) => !e.type || e.type === m.type) as Knowledge[K];
}

/** The profile model: who the client is, read from every field filled so far. */
export function buildModel(data: Fields, forceType?: ClientType): ProfileModel {
  const industry = str(data, 'industry');
  const occupation = str(data, 'occupation');
  const title = str(data, 'decisionMakerTitle') || str(data, 'decisionMakerRole');
  // Who is who: the trade is the user's own (`profession`), never read from the client's industry,
  // occupation or title (an accountant's vet-clinic owners are not vets). Unknown: the generic knowledge.
  const trade = knowledgeOf(str(data, 'profession'));
  const base = trade ?? GENERIC;
  const rawType = forceType ?? str(data, 'type');
  const type: ClientType = rawType === 'b2b' || rawType === 'b2c' ? rawType : (base.serves[0] ?? 'b2c');
  const pains = listOf(data.painPoints);
  const goals = listOf(data.goals);
  const needs = listOf(data.needs);
  const channels = listOf(data.preferredChannels ?? data.selectedChannels);
  const traits = listOf(data.behavioralTraits);
  const psychographics = str(data, 'psychographics');
  const journey = textOf(data.buyerJourney);
  const all = [
    str(data, 'name'),
    // The industry often names the trade itself ("Family medicine"): then it says nothing about the client.
    namesProfession(industry, base) ? '' : industry,
    occupation,
    title,
    str(data, 'income'),
    str(data, 'education'),
    psychographics,
    journey,
    ...pains,
    ...goals,
    ...needs,
    ...traits,
    ...channels,
  ]
    .join(' \n ')
    .toLowerCase();
  // The niche: picked from who the client is (industry, occupation, title through the taxonomy) and the
  // rest of the profile's words; only for a known trade that serves this kind of client.
  const country = statedFacts(data).country;
  const niche =
    trade && trade.serves.includes(type)
      ? pickNiche({
          profession: trade.id,
          type,
          country,
          // The profile's name often says who the client is ("Physicians with burnout"), unless it names
          // the user's own trade.
          identity: [industry, occupation, title, str(data, 'name')]
            .map((x, i) => (i !== 1 && i !== 2 && namesProfession(x, base) ? '' : x))
            .join(', '),
          text: all,
        })
      : null;
  const ownTerms = ownTermsOf(data, base, [
    str(data, 'income'),
    industry,
    occupation,
    title,
    psychographics,
    ...pains,
    ...goals,
    ...needs,
    ...traits,
  ]);
  const knowledge = onOwnTopics(niche ? withNiche(base, niche, type) : base, ownTerms, niche !== null, type);

  const tags = new Set<string>();
  for (const [tag, re] of Object.entries(SIGNALS)) if (re.test(all)) tags.add(tag);
  for (const [tag, re] of ownSignals(knowledge)) if (re.test(all)) tags.add(tag);

  const age = type === 'b2c' ? parseAge(str(data, 'ageRange')) : null;
  if (age) {
    if (age[1] <= 35) tags.add('young');
    if (age[0] < 55 && age[1] >= 35) tags.add('mid-career');
    if (age[0] >= 55) tags.add('senior');
  } else if (/\b(?:student|resident|graduate|intern|apprentice|first job)/.test(all)) tags.add('young');
  const income = type === 'b2c' ? parseMoney(str(data, 'income')) : null;
  if (income !== null) {
    if (income >= 200_000) tags.add('high-income');
    if (income < 60_000) tags.add('modest-income');
  }
  const sizeText = str(data, 'companySize');
  const employees =
    type === 'b2b' && /\d/.test(sizeText) ? Number(/\d+/.exec(sizeText.replace(/,/g, ''))![0]) : null;
  if (employees !== null) {
    if (employees < 5) tags.add('solo');
    else if (employees < 50) tags.add('small-company');
    else if (employees < 250) tags.add('mid-company');
    else tags.add('large-company');
  }

  const served = knowledge.serves.includes(type);
  const stems = new Set(
    stemsOf([...pains, ...goals, ...needs, psychographics, occupation, ...traits].join(' ')),
  );
  const m: ProfileModel = {
    data,
    knowledge,
    niche,
    country,
    tradeKnown: Boolean(trade),
    served,
    type,
    name: str(data, 'name'),
    occupation,
    industry,
    title,
    companySize: sizeText,
    places: listOf(data.geographics),
    age,
    income,
    employees,
    lifeStage: type === 'b2c' ? lifeStageOf(age, tags) : null,
    companyStage: type === 'b2b' ? companyStageOf(employees) : null,
    tags,
    segment: null,
    triggers: [],
    constraints: [],
    pains,
    goals,
    needs,
    channels,
    traits,
    psychographics,
    gender: str(data, 'gender'),
    contradictions: [],
    existing: existingValues(data),
    stems,
    ownStems: [...pains, ...goals, ...needs, ...channels]
      .map((t) => new Set(stemsOf(t)))
      .filter((x) => x.size >= 2),
    talk: talkOf(ownTerms, niche),
    // The persona's name follows the profile's identity, not every edit of its fields.
    seed: hash([str(data, 'name'), type, industry].join('|')),
  };
  const segments = pool(m, 'segments').filter((s) => fit(s, m) !== null);
  m.segment =
    segments
      .map((s, i) => [s, fit(s, m)! + stemOverlap(s.label, m), i] as const)
      .sort((a, b) => b[1] - a[1] || a[2] - b[2])[0]?.[0] ?? null;
  m.triggers = (m.segment?.triggers ?? []).filter((t) => allowed(t, m));
  m.constraints = constraintsOf(m);
  m.contradictions = contradictionsOf(m);
  return m;
}

/** The client's own terms (terms.ts), the places and the trade's own words left out. */
function ownTermsOf(data: Fields, trade: Knowledge, fields: string[]): string[] {
  const places = listOf(data.geographics).join(' ').toLowerCase();
  // Who the client is ("rideshare drivers", an industry's "restaurant groups") is not a term to explain
  // to them; an industry's subject ("personal injury") is.
  const who = `${str(data, 'occupation')} ${str(data, 'decisionMakerTitle')}`.toLowerCase();
  const industry = str(data, 'industry').toLowerCase();
  return termsOfProfile([str(data, 'name'), ...fields].filter(Boolean), (t) => {
    const lc = t.toLowerCase();
    const people = lc.includes(' ') && (who.includes(lc) || (industry.includes(lc) && /s$/.test(lc)));
    // A short term naming the trade ("dental care") is the user's; a scheme that contains the trade's word
    // ("Child Dental Benefits Schedule") is the client's.
    const ownTrade = t.split(/\s+/).length <= 2 && namesProfession(t, trade);
    return places.includes(lc) || people || ownTrade;
  });
}

/** The client's own strong terms, then the niche's language; single words the profile repeats fill a short list. */
function talkOf(own: string[], niche: Niche | null): string[] {
  // Strong terms (acronyms, names, phrases) lead; a single word the profile repeats ("kids") comes last.
  const seen = new Set<string>();
  const weak = own.filter((t) => !isStrongTerm(t));
  const talk = [...own.filter(isStrongTerm), ...(niche?.language ?? [])].filter((t) => {
    const key = t.toLowerCase();
    return !seen.has(key) && seen.add(key);
  });
  // A phrase inside a longer one ("hipaa risk" in "HIPAA risk assessment"), or the same in the plural,
  // adds nothing.
  const key = (t: string) => t.toLowerCase().replace(/s\b/g, '');
  const distinct = talk.filter(
    (t, i) =>
      !/\s/.test(t) ||
      !talk.some((o, j) => j !== i && key(o).includes(key(t)) && (o.length > t.length || j < i)),
  );
  // Single words fill a short list only: on their own they say little ("income", "kids").
  return [...distinct, ...weak.slice(0, Math.max(0, 4 - distinct.length))];
}

/**
 * The campaign topics in the client's own terms: a phrase or name the profile uses ("annual allowance",
 * "the Child Dental Benefits Schedule") before an acronym, in front of the niche's or the trade's topic.
 * The knowledge itself is shared, so the topics go on a copy.
 */
function onOwnTopics(k: Knowledge, own: string[], niche: boolean, type: ClientType): Knowledge {
  const strong = own.filter(isStrongTerm);
  const phrases = phrasesFirst(strong);
  if (!phrases.length) return k;
  const current = k.material?.[type]?.topics ?? k.topics;
  const first = phrases[0]!;
  const other = current.find((t) => t.toLowerCase() !== first.toLowerCase()) ?? current[1];
  const topics: [string, string] = [first, niche || phrases.length < 2 ? other : phrases[1]!];
  return { ...k, topics, material: { ...k.material, [type]: { ...k.material?.[type], topics } } };
}

function stemOverlap(text: string, m: ProfileModel): number {
  const own = new Set(stemsOf(`${m.occupation} ${m.industry} ${m.name}`));
  return stemsOf(text).filter((s) => own.has(s)).length * 2;
}

/** Fields that do not fit together: a consultant asks about them before anything else. */
function contradictionsOf(m: ProfileModel): string[] {
  const out: string[] = [];
  const b2bFields = ['companySize', 'decisionMakerTitle', 'decisionMakerRole', 'revenue'].filter((f) =>
    str(m.data, f),
  );
  if (m.type === 'b2c' && b2bFields.length)
    out.push(
      `Type: this is a consumer (b2c) profile but it names business fields (${b2bFields.join(', ')}); if you sell to companies, switch the type to b2b, otherwise clear them.`,
    );
  if (!m.served)
    out.push(
      `Type: ${m.knowledge.label.toLowerCase()} usually serve ${m.knowledge.serves.includes('b2b') ? 'businesses' : 'consumers'}; the suggestions for ${m.type === 'b2b' ? 'businesses' : 'consumers'} below are general ones.`,
    );
  if (m.age && m.age[1] < 50 && /retir/i.test(m.occupation))
    out.push(
      `Age range: ${str(m.data, 'ageRange')} and “${m.occupation}” do not fit together; check which one is right.`,
    );
  if (m.age && m.age[0] >= 60 && /\bstudent|first job|graduate/i.test(m.occupation))
    out.push(
      `Age range: ${str(m.data, 'ageRange')} and “${m.occupation}” are unusual together; check which one is right.`,
    );
  return out;
}

/** Budget, time and regulation: what any advice to this client has to respect. */
function constraintsOf(m: ProfileModel): string[] {
  const out: string[] = [];
  if (m.tags.has('price') || m.tags.has('modest-income') || m.tags.has('student-debt'))
    out.push('a tight budget, so the price has to be clear up front');
  if (m.tags.has('time')) out.push('little time, so every step has to fit around work');
  // The rules of the client's country where its pack names them (a UK accountant answers to the ICAEW or
  // ACCA, not to CPA standards); otherwise the trade's own, written for the US.
  const local =
    m.tradeKnown && m.country !== 'US' ? packOf(m.country)?.regulators[m.knowledge.id] : undefined;
  if (local ?? m.knowledge.regulation) out.push((local ?? m.knowledge.regulation)!);
  return out;
}

/** The trade's word for one client of this profile ("patient"), and its plural. */
export function clientNoun(m: ProfileModel): string {
  return m.knowledge.client[m.type] ?? (m.type === 'b2b' ? 'client company' : 'client');
}

/** Entries of a list of plain items that fit the profile, for the demographics side. */
export function fittingValues(items: readonly Item[], m: ProfileModel): string[] {
  return ranked(items, m).map((i) => i.text);
}
