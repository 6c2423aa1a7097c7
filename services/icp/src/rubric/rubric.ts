import {
  professionById,
  professionOfText,
  tipExamplesFor,
  type BuyerJourney,
  type TipExamples,
} from '@icp-studio/contracts';
import {
  VAGUE_CHANNELS,
  VAGUE_INDUSTRIES,
  VAGUE_PLACES,
  VAGUE_TITLES,
  distinctEntries,
  hasNumber,
  isDetailed,
  isPresent,
  isVague,
  quote,
  wordCount,
} from './text.js';

/**
 * The quality-score rubric: a deterministic, explainable measure of how complete and how specific a
 * profile is. No clock, no randomness, no I/O: the same profile always gets the same figures.
 *
 * Five areas, each scored 0-100 as the sum of its checks' points (each area's checks add up to 100):
 *   demographics    b2c: age range, income, occupation, education, gender, geography;
 *                   b2b (firmographics): industry, company size, revenue, technology stack,
 *                   decision maker role and title, geography
 *   psychographics  psychographics text (present, 30+ words), behavioral traits (3+, each 2+ words)
 *   painPoints      3+ distinct pain points, each described in 3+ words, at least one quantified
 *   needs           3+ needs, 3+ goals, described in 3+ words, at least one measurable goal
 *   channels        3+ preferred channels, named specifically, and the three buyer-journey stages
 *                   (awareness, consideration, decision), each described in 10+ words
 * A check gives part of its points for presence (completeness) and the rest for specificity: figures
 * where a range is expected, enough words, entries that are not one vague word, several distinct items.
 *
 * overall = round((25·demographics + 15·psychographics + 25·painPoints + 20·needs + 15·channels) / 100)
 *
 * Every check that is not fully earned yields one concrete suggestion that names the field and what to add;
 * suggestions are ordered by the overall points they would add (largest first, ties in rubric order). Their
 * examples fit the profile: consumer or business clients, and the family of the trade (the profile's
 * profession when it has one, else the trade its name or texts mention; see tipExamples below), so a dental
 * practice's profile reads of patients, never of month-end close. The examples change wording only, never
 * points.
 */
export const RUBRIC_VERSION = 1;

export const AREA_WEIGHTS = {
  demographics: 25,
  psychographics: 15,
  painPoints: 25,
  needs: 20,
  channels: 15,
} as const;
export type AreaKey = keyof typeof AREA_WEIGHTS;
export const AREA_KEYS = Object.keys(AREA_WEIGHTS) as AreaKey[];

/** What the rubric reads of a profile: the ICP fields (an `Icp` or the create/update fields fit). */
export interface ScoreInput {
  type: 'b2b' | 'b2c';
  /** The profile's name and the trade it is for (a profession id): they only pick the tips' examples. */
  name?: string | null;
  profession?: string | null;
  industry?: string | null;
  companySize?: string | null;
  revenue?: string | null;
  technographics?: readonly string[] | null;
  decisionMakerRole?: string | null;
  decisionMakerTitle?: string | null;
  ageRange?: string | null;
  gender?: string | null;
  education?: string | null;
  occupation?: string | null;
  income?: string | null;
  geographics?: readonly string[] | null;
  psychographics?: string | null;
  behavioralTraits?: readonly string[] | null;
  painPoints?: readonly string[] | null;
  needs?: readonly string[] | null;
  goals?: readonly string[] | null;
  preferredChannels?: readonly string[] | null;
  buyerJourney?: BuyerJourney | null;
}

export interface CheckResult {
  id: string;
  max: number;
  /** Points earned, 0..max (may be fractional; the area score is rounded once). */
  earned: number;
  /** What to do to earn the missing points; null when nothing is missing or another check says it. */
  suggestion: string | null;
}

export interface AreaResult {
  area: AreaKey;
  title: string;
  score: number;
  checks: CheckResult[];
}

export interface RubricResult {
  rubricVersion: number;
  overall: number;
  areas: Record<AreaKey, AreaResult>;
  suggestions: string[];
}

/* ---------- check builders ---------- */

interface FieldRule {
  id: string;
  value: string | null | undefined;
  max: number;
  /** Points for having any content; the rest (max - present) for content that is specific. */
  present: number;
  isSpecific?: (value: string) => boolean;
  missing: string;
  vague?: (value: string) => string;
}

function field(rule: FieldRule): CheckResult {
  if (!isPresent(rule.value)) return { id: rule.id, max: rule.max, earned: 0, suggestion: rule.missing };
  const specific = rule.isSpecific ? rule.isSpecific(rule.value) : true;
  if (specific) return { id: rule.id, max: rule.max, earned: rule.max, suggestion: null };
  return {
    id: rule.id,
    max: rule.max,
    earned: rule.present,
    suggestion: rule.vague ? rule.vague(rule.value.trim()) : null,
  };
}

/** Points for holding at least `target` distinct entries, in proportion below that. */
function listCount(
  id: string,
  items: string[],
  max: number,
  target: number,
  noun: string,
  example: string,
): CheckResult {
  const n = items.length;
  const earned = (max * Math.min(n, target)) / target;
  let suggestion: string | null = null;
  if (n === 0) suggestion = `Add at least ${target} ${noun}, e.g. ${example}`;
  else if (n < target) suggestion = `Add at least ${target} ${noun}; you have ${n}`;
  return { id, max, earned, suggestion };
}

/** Points in proportion to the share of entries that are specific; names up to two vague ones. */
function listDetail(
  id: string,
  items: string[],
  max: number,
  isSpecific: (item: string) => boolean,
  advice: string,
): CheckResult {
  if (items.length === 0) return { id, max, earned: 0, suggestion: null };
  const vague = items.filter((item) => !isSpecific(item));
  const earned = (max * (items.length - vague.length)) / items.length;
  const suggestion = vague.length
    ? `${advice}; too vague: ${vague
        .slice(0, 2)
        .map((v) => quote(v))
        .join(', ')}${vague.length > 2 ? ` and ${vague.length - 2} more` : ''}`
    : null;
  return { id, max, earned, suggestion };
}

/* ---------- the areas ---------- */

const placeIsSpecific = (places: string[]) => places.some((p) => !isVague(p, VAGUE_PLACES));

function geography(items: string[], max: number, present: number): CheckResult {
  const id = 'geographics';
  if (items.length === 0)
    return {
      id,
      max,
      earned: 0,
      suggestion: "Add where these clients are, e.g. 'Austin, TX' or 'Northern Europe'",
    };
  if (placeIsSpecific(items)) return { id, max, earned: max, suggestion: null };
  return {
    id,
    max,
    earned: present,
    suggestion: `Name concrete regions or cities, e.g. 'Austin, TX' or 'Northern Europe', instead of ${quote(items[0]!)}`,
  };
}

function demographicsB2c(p: ScoreInput, ex: TipExamples): CheckResult[] {
  return [
    field({
      id: 'ageRange',
      value: p.ageRange,
      max: 25,
      present: 15,
      isSpecific: hasNumber,
      missing: "Add an age range, e.g. '25-40'",
      vague: (v) => `Make the age range specific, e.g. '25-40' instead of ${quote(v)}`,
    }),
    field({
      id: 'income',
      value: p.income,
      max: 20,
      present: 10,
      isSpecific: hasNumber,
      missing: "Add an income range, e.g. '$50,000-$80,000 a year'",
      vague: (v) => `Make the income range specific, e.g. '$50,000-$80,000 a year' instead of ${quote(v)}`,
    }),
    field({
      id: 'occupation',
      value: p.occupation,
      max: 20,
      present: 15,
      isSpecific: (v) => !isVague(v, VAGUE_TITLES),
      missing: `Add an occupation, e.g. ${ex.who}`,
      vague: (v) => `Name the occupation precisely, e.g. ${firstExample(ex.who)} instead of ${quote(v)}`,
    }),
    field({
      id: 'education',
      value: p.education,
      max: 10,
      present: 10,
      missing: "Add an education level, e.g. 'Bachelor's degree'",
    }),
    field({
      id: 'gender',
      value: p.gender,
      max: 5,
      present: 5,
      missing: "Choose a gender focus (or 'all')",
    }),
    geography(distinctEntries(p.geographics), 20, 10),
  ];
}

function firmographicsB2b(p: ScoreInput, ex: TipExamples): CheckResult[] {
  const tech = distinctEntries(p.technographics);
  return [
    field({
      id: 'industry',
      value: p.industry,
      max: 20,
      present: 15,
      isSpecific: (v) => !isVague(v, VAGUE_INDUSTRIES),
      missing: `Add the industry, e.g. ${ex.who}`,
      vague: (v) => `Name the industry precisely, e.g. ${firstExample(ex.who)} instead of ${quote(v)}`,
    }),
    field({
      id: 'companySize',
      value: p.companySize,
      max: 20,
      present: 10,
      isSpecific: hasNumber,
      missing: "Add the company size, e.g. '10-50 employees'",
      vague: (v) => `Make the company size specific, e.g. '10-50 employees' instead of ${quote(v)}`,
    }),
    field({
      id: 'revenue',
      value: p.revenue,
      max: 15,
      present: 5,
      isSpecific: hasNumber,
      missing: "Add a revenue range, e.g. '$1M-$10M a year'",
      vague: (v) => `Make the revenue range specific, e.g. '$1M-$10M a year' instead of ${quote(v)}`,
    }),
    {
      id: 'technographics',
      max: 10,
      earned: tech.length === 0 ? 0 : tech.length === 1 ? 5 : 10,
      suggestion:
        tech.length === 0
          ? `Add the tools they use, e.g. ${ex.tools}`
          : tech.length === 1
            ? 'Add at least 2 tools to the technology stack; you have 1'
            : null,
    },
    field({
      id: 'decisionMakerRole',
      value: p.decisionMakerRole,
      max: 10,
      present: 10,
      missing: "Add the decision maker's role, e.g. 'Economic buyer' or 'Head of operations'",
    }),
    field({
      id: 'decisionMakerTitle',
      value: p.decisionMakerTitle,
      max: 10,
      present: 5,
      isSpecific: (v) => !isVague(v, VAGUE_TITLES),
      missing: `Add the decision maker's job title, e.g. '${ex.title}'`,
      vague: (v) => `Make the decision maker's title specific, e.g. '${ex.title}' instead of ${quote(v)}`,
    }),
    geography(distinctEntries(p.geographics), 15, 10),
  ];
}

export const PSYCHOGRAPHICS_MIN_WORDS = 30;
export const JOURNEY_STAGE_MIN_WORDS = 10;

function psychographics(p: ScoreInput, ex: TipExamples): CheckResult[] {
  const words = wordCount(p.psychographics);
  const traits = distinctEntries(p.behavioralTraits);
  const text: CheckResult = {
    id: 'psychographics',
    max: 50,
    earned:
      words === 0 ? 0 : 20 + (30 * Math.min(words, PSYCHOGRAPHICS_MIN_WORDS)) / PSYCHOGRAPHICS_MIN_WORDS,
    suggestion:
      words === 0
        ? 'Describe their values, attitudes and motivations in a few sentences'
        : words < PSYCHOGRAPHICS_MIN_WORDS
          ? `Expand the psychographics to at least ${PSYCHOGRAPHICS_MIN_WORDS} words (values, attitudes, motivations); you have ${words}`
          : null,
  };
  return [
    text,
    listCount('behavioralTraits', traits, 30, 3, 'behavioral traits', ex.trait),
    listDetail(
      'behavioralTraitsDetail',
      traits,
      20,
      (t) => isDetailed(t, 2),
      `Describe each behavioral trait in a few words, e.g. ${ex.traitDetail}`,
    ),
  ];
}

function painPoints(p: ScoreInput, ex: TipExamples): CheckResult[] {
  const items = distinctEntries(p.painPoints);
  return [
    listCount('painPoints', items, 50, 3, 'pain points', ex.pain),
    listDetail(
      'painPointsDetail',
      items,
      35,
      (t) => isDetailed(t, 3),
      'Describe each pain point in at least 3 words (what goes wrong and why it matters)',
    ),
    {
      id: 'painPointsQuantified',
      max: 15,
      earned: items.some(hasNumber) ? 15 : 0,
      suggestion:
        items.length > 0 && !items.some(hasNumber)
          ? `Quantify at least one pain point, e.g. ${ex.painQuantified}`
          : null,
    },
  ];
}

function needsAndGoals(p: ScoreInput, ex: TipExamples): CheckResult[] {
  const needs = distinctEntries(p.needs);
  const goals = distinctEntries(p.goals);
  return [
    listCount('needs', needs, 30, 3, 'needs', ex.need),
    listCount('goals', goals, 30, 3, 'goals', ex.goal),
    listDetail(
      'needsGoalsDetail',
      [...needs, ...goals],
      25,
      (t) => isDetailed(t, 3),
      'Describe each need and goal in at least 3 words',
    ),
    {
      id: 'goalsMeasurable',
      max: 15,
      earned: goals.some(hasNumber) ? 15 : 0,
      suggestion:
        goals.length > 0 && !goals.some(hasNumber)
          ? `Make at least one goal measurable, e.g. ${ex.goalMeasurable}`
          : null,
    },
  ];
}

const STAGES = [
  ['awareness', 'how they first notice the problem and where they look for answers'],
  ['consideration', 'how they compare options and whom they ask'],
  ['decision', 'what finally makes them buy and who signs off'],
] as const;

function channels(p: ScoreInput, ex: TipExamples): CheckResult[] {
  const items = distinctEntries(p.preferredChannels);
  const checks: CheckResult[] = [
    listCount('preferredChannels', items, 32, 3, 'preferred channels', ex.channels),
    listDetail(
      'preferredChannelsDetail',
      items,
      14,
      (t) => !isVague(t, VAGUE_CHANNELS),
      `Name specific channels, e.g. ${ex.channel}`,
    ),
  ];
  for (const [stage, about] of STAGES) {
    const text = p.buyerJourney?.[stage];
    const words = wordCount(text);
    checks.push({
      id: `buyerJourney.${stage}`,
      max: 18,
      earned: words === 0 ? 0 : words >= JOURNEY_STAGE_MIN_WORDS ? 18 : 12,
      suggestion:
        words === 0
          ? `Describe the ${stage} stage of the buyer journey: ${about}`
          : words < JOURNEY_STAGE_MIN_WORDS
            ? `Expand the ${stage} stage of the buyer journey to at least ${JOURNEY_STAGE_MIN_WORDS} words; you have ${words}`
            : null,
    });
  }
  return checks;
}

/* ---------- the score ---------- */

/**
 * The examples the tips quote. The trade is the profile's profession when set, else the one its name names,
 * else one its pains, needs, goals or psychographics name. The industry and the occupation are the client's,
 * not the trade's, so they never pick it (a firm that sells to dental practices is no dental practice).
 */
export function tipExamples(p: ScoreInput): TipExamples {
  const profession =
    professionById(p.profession) ??
    professionOfText(
      p.name,
      [...(p.painPoints ?? []), ...(p.needs ?? []), ...(p.goals ?? [])].join(' '),
      p.psychographics,
    );
  return tipExamplesFor(p.type, profession);
}

/** The first of "'A' or 'B'": 'A'. */
function firstExample(examples: string): string {
  return examples.split(' or ')[0]!;
}

function area(key: AreaKey, title: string, checks: CheckResult[]): AreaResult {
  const total = checks.reduce((sum, c) => sum + c.earned, 0);
  return { area: key, title, score: clamp(Math.round(total)), checks };
}

function clamp(n: number): number {
  return Math.max(0, Math.min(100, n));
}

export function overallScore(scores: Record<AreaKey, number>): number {
  const weighted = AREA_KEYS.reduce((sum, key) => sum + AREA_WEIGHTS[key] * scores[key], 0);
  return clamp(Math.round(weighted / 100));
}

/** Scores a profile. Pure: the result depends on the profile only. */
export function scoreProfile(p: ScoreInput): RubricResult {
  const ex = tipExamples(p);
  const areas: Record<AreaKey, AreaResult> = {
    demographics:
      p.type === 'b2b'
        ? area('demographics', 'Firmographics', firmographicsB2b(p, ex))
        : area('demographics', 'Demographics', demographicsB2c(p, ex)),
    psychographics: area('psychographics', 'Psychographics', psychographics(p, ex)),
    painPoints: area('painPoints', 'Pain points', painPoints(p, ex)),
    needs: area('needs', 'Needs and goals', needsAndGoals(p, ex)),
    channels: area('channels', 'Channels and buyer journey', channels(p, ex)),
  };
  const overall = overallScore({
    demographics: areas.demographics.score,
    psychographics: areas.psychographics.score,
    painPoints: areas.painPoints.score,
    needs: areas.needs.score,
    channels: areas.channels.score,
  });

  const ranked: { suggestion: string; gain: number; order: number }[] = [];
  for (const key of AREA_KEYS) {
    for (const check of areas[key].checks) {
      if (check.suggestion && check.earned < check.max) {
        ranked.push({
          suggestion: check.suggestion,
          gain: (check.max - check.earned) * AREA_WEIGHTS[key],
          order: ranked.length,
        });
      }
    }
  }
  ranked.sort((a, b) => b.gain - a.gain || a.order - b.order);

  return { rubricVersion: RUBRIC_VERSION, overall, areas, suggestions: ranked.map((r) => r.suggestion) };
}

/** The stored explanation of a score: each area's title, score and checks with the points earned. */
export function explain(
  result: RubricResult,
): Record<AreaKey, { title: string; score: number; checks: { id: string; max: number; earned: number }[] }> {
  const out = {} as ReturnType<typeof explain>;
  for (const key of AREA_KEYS) {
    const a = result.areas[key];
    out[key] = {
      title: a.title,
      score: a.score,
      checks: a.checks.map((c) => ({ id: c.id, max: c.max, earned: Math.round(c.earned * 100) / 100 })),
    };
  }
  return out;
}
