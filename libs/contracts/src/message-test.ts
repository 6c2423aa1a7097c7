/**
 * The message tester (docs/product.md §16): a piece of copy (an e-mail, an ad, a landing page paragraph)
 * scored against a profile, offline and deterministic, in the browser or any service. It reads which of the
 * profile's pain points, goals and needs the copy speaks to, whether it fits the buyer-journey stage it
 * targets, how plain and specific it is (reading grade, jargon, numbers, the audience named) and what the
 * compliance check of the profile's profession finds, and turns each gap into a concrete suggestion.
 *
 * The score (0-100) is the sum of five parts, each written in `MESSAGE_TEST_WEIGHTS`: a message that speaks
 * to two of the reader's own problems or goals, in plain words, with a figure and a next step that fits the
 * stage, scores high; "world-class solutions for all your needs" scores low for every profile.
 */
import { checkCompliance, type ComplianceFinding } from './compliance.js';
import { JOURNEY_STAGES, type JourneyStage } from './playbook-generation.js';

/** The profile fields the tester reads (a stored profile has them all). */
export interface MessageTestProfile {
  painPoints?: readonly string[] | null;
  goals?: readonly string[] | null;
  needs?: readonly string[] | null;
  profession?: string | null;
  industry?: string | null;
  decisionMakerTitle?: string | null;
  decisionMakerRole?: string | null;
  occupation?: string | null;
  buyerJourney?: Partial<Record<JourneyStage, string | null>> | null;
}

export type MessageTestField = 'painPoints' | 'goals' | 'needs';

export interface MessageTestMatch {
  field: MessageTestField;
  /** The profile's entry, as written. */
  item: string;
  /** The words of the entry the message uses (in the entry's spelling). */
  words: string[];
}

export interface MessageTestResult {
  /** 0-100: the parts' sum. */
  score: number;
  /** Each part's points, out of MESSAGE_TEST_WEIGHTS. */
  parts: Record<keyof typeof MESSAGE_TEST_WEIGHTS, number>;
  /** The profile entries the message speaks to, pain points first. */
  speaksTo: MessageTestMatch[];
  /** The pain points and goals it does not speak to. */
  misses: Array<{ field: MessageTestField; item: string }>;
  stage: {
    /** The stage the user says the message targets, or null when any. */
    target: JourneyStage | null;
    /** The stage the message's own words point to, or null when none does. */
    detected: JourneyStage | null;
    /** Whether it fits the target (with no target: whether it clearly serves a stage). */
    fits: boolean;
    /** The phrases that point to each stage. */
    signals: Record<JourneyStage, string[]>;
  };
  /** Flesch-Kincaid grade level of the message (0 for an empty one). */
  readingGrade: number;
  words: number;
  /** Buzzwords and legalese found, as written. */
  jargon: string[];
  /** Phrases that would fit any firm ("tailored solutions", "we are passionate"). */
  generic: string[];
  hasFigure: boolean;
  /** The words that name the reader (their trade, title or role), or none. */
  audienceNamed: string[];
  compliance: ComplianceFinding[];
  /** What to change, most useful first. */
  suggestions: string[];
}

/** The parts of the score and their maxima (they add up to 100). */
export const MESSAGE_TEST_WEIGHTS = {
  /** Speaks to the reader's pain points, goals and needs: two entries earn it all. */
  relevance: 45,
  /** Fits the targeted journey stage. */
  stage: 15,
  /** A figure, the reader named, no generic phrases. */
  specificity: 15,
  /** Reading grade and jargon. */
  clarity: 15,
  /** No compliance finding. */
  compliance: 10,
} as const;

/** The most a message is read for (a landing page is longer than this, but its first screen is not). */
export const MESSAGE_TEST_MAX_CHARS = 10_000;

const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having he her ' +
    'hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or ' +
    'other our ours out over own same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until up very was we were what when where which while who whom why ' +
    'will with would you your yours yourself yourselves us per via about after again against all any because ' +
    'before below between both during each few further here down above also get gets got make makes made want ' +
    'wants need needs like without within every lot lots much many one ones way ways thing things really'
  ).split(' '),
);

/**
 * Words too common in these profiles to say which entry a message speaks to ("client", "business"): a
 * match on them alone does not count.
 */
const WEAK_WORDS = new Set(
  (
    'client clients customer customers business businesses company companies firm firms service services ' +
    'time year years month months week weeks day days new help helps helping people person team work working ' +
    'better best good great right well able use using'
  ).split(' '),
);

/** Lower-case, accents folded, so "Décisions" and "decisions" are one word. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function wordsOf(text: string): string[] {
  return fold(text).match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
}

/** A light stem: enough that "receipts"/"receipt" and "chasing"/"chase" meet, never a dictionary. */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '');
  if (w.length > 5 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ss|us|is)$/.test(w)) return w;
  else if (w.length > 4 && w.endsWith('es') && /(?:ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith('ly')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The content words of a text: [stem, the word as written] (stop words and one-letter words out). */
function contentWords(text: string): Array<[string, string]> {
  return wordsOf(text)
    .filter((w) => (w.length > 1 || /\d/.test(w)) && !STOPWORDS.has(w))
    .map((w) => [stem(w), w]);
}

/** The phrases that point to each stage of the buyer's journey. */
const STAGE_SIGNALS: Record<JourneyStage, readonly RegExp[]> = {
  awareness: [
    /\btired of\b/,
    /\bstruggl\w*/,
    /\bfrustrat\w*/,
    /\bworried\b/,
    /\bdid you know\b/,
    /\bsigns? (?:that|you|your)\b/,
    /\bstill \w+ing\b/,
    /\bwhat to (?:fix|do|know|check|avoid)\b/,
    /\bmistakes?\b/,
    /\bwhy (?:do|does|is|are|most|so many)\b/,
    /\bguide\b/,
    /\bchecklist\b/,
    /\btips?\b/,
    /\blearn\b/,
    /\bwhat (?:is|are) \w+/,
    /\bcommon\b/,
    /\bwarning\b/,
  ],
  consideration: [
    /\bhow (?:we|it works|our|to choose|to pick)\b/,
    /\bcompar\w*/,
    /\bvs\.?\b|\bversus\b/,
    /\bcase stud(?:y|ies)\b/,
    /\bour (?:approach|process|method)\b/,
    /\bwhat to look for\b/,
    /\boptions?\b/,
    /\bwebinar\b/,
    /\bexample\b/,
    /\bclients like you\b/,
    /\bstep[- ]by[- ]step\b/,
    /\bwhat makes\b/,
    /\bdifference\b/,
  ],
  decision: [
    /\bbook (?:a|your|an)\b/,
    /\bschedule\b/,
    /\b(?:free |discovery |introductory |intro )?(?:call|consultation)\b/,
    /\bpric(?:e|es|ing)\b/,
    /\bfixed fee\b|\bflat fee\b|\bfees?\b/,
    /\bsign up\b/,
    /\bget started\b/,
    /\bstart (?:today|now|this)\b/,
    /\breply\b/,
    /\boffer\b/,
    /\b(?:request|get|ask for) (?:a|your) (?:proposal|quote)\b/,
    /\bspots?\b|\bplaces left\b/,
    /\bdeadline\b/,
    /\bclaim your\b/,
    /\bonboard\w*/,
  ],
  retention: [
    /\bas (?:a|our) (?:valued )?clients?\b/,
    /\bexisting clients?\b/,
    /\bthank you\b/,
    /\brenew\w*/,
    /\brefer(?:ral|rals|ring)?\b/,
    /\b(?:annual|yearly|quarterly) (?:review|check[- ]in)\b/,
    /\bcheck[- ]in\b/,
    /\bthis year (?:we|you)\b/,
    /\byour (?:account|plan|portal)\b/,
    /\bwelcome back\b/,
  ],
};

/** Buzzwords and legalese that readers skim past (matched on whole words, case-insensitive). */
const JARGON =
  /\b(?:synerg(?:y|ies|istic)|leverag(?:e|es|ed|ing)|holistic|best[- ]in[- ]class|world[- ]class|cutting[- ]edge|state[- ]of[- ]the[- ]art|innovative|paradigm(?: shift)?|robust|seamless(?:ly)?|turn[- ]?key|value[- ]add(?:ed)?|bandwidth|circle back|move the needle|empower(?:s|ing|ment)?|optimi[sz](?:e|es|ed|ing|ation)|scalable|disruptive|game[- ]changer|next[- ]level|one[- ]stop[- ]shop|end[- ]to[- ]end|bleeding[- ]edge|actionable insights?|mission[- ]critical|core competenc(?:y|ies)|deep dive|low[- ]hanging fruit|thought leader(?:ship)?|ecosystem|pursuant to|heretofore|hereinafter|notwithstanding|aforementioned|whereas|herein)\b/gi;

/** Phrases that would fit any firm and any reader. */
const GENERIC =
  /\b(?:(?:tailored|customi[sz]ed|comprehensive|innovative|quality|bespoke) (?:solutions?|services?|approach)|solutions? for (?:all|every) (?:your )?needs?|all (?:of )?your (?:\w+ )?needs|we are passionate|passionate about|committed to excellence|(?:high|highest|top)[- ]quality|trusted partner|peace of mind|take (?:it|your \w+) to the next level|achieve (?:all )?(?:of )?your goals|reach your (?:full )?potential|customer satisfaction|(?:years|decades) of experience|second to none|we (?:really )?care|one of the (?:best|leading)|industry[- ]leading|contact us today|don['’]t hesitate to contact)\b/gi;

/** Vowel groups, with a silent final e and -le/-les kept: a standard estimate for English. */
export function syllables(word: string): number {
  const w = fold(word).replace(/[^a-z]/g, '');
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0;
  return Math.max(1, groups);
}

/** The Flesch-Kincaid grade of a text (one decimal; 0 for a text without words). */
export function readingGrade(text: string): number {
  const words = text.match(/[A-Za-zÀ-ÿ]+(?:['’][A-Za-z]+)?/g) ?? [];
  if (words.length === 0) return 0;
  const sentences = Math.max(1, (text.match(/[.!?]+(?=\s|$)|\n\s*\n/g) ?? []).length);
  const syl = words.reduce((n, w) => n + syllables(w), 0);
  const grade = 0.39 * (words.length / sentences) + 11.8 * (syl / words.length) - 15.59;
  return Math.max(0, Math.round(grade * 10) / 10);
}

function uniqueMatches(text: string, pattern: RegExp): string[] {
  const seen = new Map<string, string>();
  for (const m of text.matchAll(pattern)) {
    const key = m[0].toLowerCase();
    if (!seen.has(key)) seen.set(key, m[0]);
  }
  return [...seen.values()];
}

/**
 * The profile entry's content words the message uses, or none when that is too little to say the message
 * speaks to it: two distinct words, at least one of them not a weak one (one is enough for an entry of
 * one or two content words).
 */
function matchEntry(entry: string, messageStems: ReadonlySet<string>): string[] {
  const words = new Map<string, string>();
  for (const [s, w] of contentWords(entry)) if (!words.has(s)) words.set(s, w);
  const hits = [...words].filter(([s]) => messageStems.has(s));
  const strong = hits.filter(([s, w]) => !WEAK_WORDS.has(w) && !WEAK_WORDS.has(s));
  if (strong.length === 0) return [];
  const needed = words.size <= 2 ? 1 : 2;
  return hits.length >= needed ? hits.map(([, w]) => w) : [];
}

const STAGE_ADVICE: Record<JourneyStage, string> = {
  awareness:
    'For the awareness stage, open with the problem in the reader’s own words and offer something to learn (a guide, a checklist), not a sales pitch.',
  consideration:
    'For the consideration stage, show how you work and what makes you different: your process, an example or a comparison.',
  decision: 'For the decision stage, end with one clear next step: book a call, see the fee, reply to start.',
  retention:
    'For existing clients, speak to what you did together and what comes next: a review, a renewal, a referral.',
};

const FIELD_LABEL: Record<MessageTestField, string> = {
  painPoints: 'pain point',
  goals: 'goal',
  needs: 'need',
};

/** Scores `text` against `profile` for `stage` (null: any stage). Deterministic and offline. */
export function testMessage(
  text: string,
  profile: MessageTestProfile,
  stage: JourneyStage | null = null,
): MessageTestResult {
  const body = text.slice(0, MESSAGE_TEST_MAX_CHARS);
  const folded = fold(body);
  const messageStems = new Set(contentWords(body).map(([s]) => s));
  const wordCount = wordsOf(body).length;

  // Relevance: the entries it speaks to.
  const speaksTo: MessageTestMatch[] = [];
  const misses: MessageTestResult['misses'] = [];
  for (const field of ['painPoints', 'goals', 'needs'] as const) {
    for (const item of profile[field] ?? []) {
      if (!item?.trim()) continue;
      const words = matchEntry(item, messageStems);
      if (words.length) speaksTo.push({ field, item, words });
      else if (field !== 'needs') misses.push({ field, item });
    }
  }
  const weight = (m: MessageTestMatch) => (m.field === 'needs' ? 0.5 : 1);
  const relevanceUnits = Math.min(
    2,
    speaksTo.reduce((n, m) => n + weight(m), 0),
  );
  const relevance = Math.round((relevanceUnits / 2) * MESSAGE_TEST_WEIGHTS.relevance);

  // Stage.
  const signals = Object.fromEntries(
    JOURNEY_STAGES.map((s) => [s, STAGE_SIGNALS[s].flatMap((p) => folded.match(p)?.[0] ?? [])]),
  ) as Record<JourneyStage, string[]>;
  const strongest = Math.max(...JOURNEY_STAGES.map((s) => signals[s].length));
  const detected =
    strongest > 0 ? (JOURNEY_STAGES.find((s) => signals[s].length === strongest) ?? null) : null;
  const fits = stage ? signals[stage].length > 0 && signals[stage].length >= strongest : detected !== null;
  const stagePoints = fits
    ? MESSAGE_TEST_WEIGHTS.stage
    : stage && signals[stage].length > 0
      ? Math.round(MESSAGE_TEST_WEIGHTS.stage / 2)
      : 0;

  // Specificity.
  const hasFigure = /\d/.test(body);
  const audienceWords = new Map<string, string>();
  for (const source of [
    profile.industry,
    profile.decisionMakerTitle,
    profile.decisionMakerRole,
    profile.occupation,
  ]) {
    for (const [s, w] of contentWords(source ?? ''))
      if (!WEAK_WORDS.has(w) && messageStems.has(s) && !audienceWords.has(s)) audienceWords.set(s, w);
  }
  const audienceNamed = [...audienceWords.values()];
  const generic = uniqueMatches(body, GENERIC);
  const specificity =
    (hasFigure ? 5 : 0) +
    (audienceNamed.length > 0 ? 5 : 0) +
    (generic.length === 0 && wordCount > 0 ? 5 : 0);

  // Clarity.
  const grade = readingGrade(body);
  const jargon = uniqueMatches(body, JARGON);
  const clarity =
    wordCount === 0
      ? 0
      : (grade <= 9 ? 10 : grade <= 12 ? 6 : 2) + (jargon.length === 0 ? 5 : jargon.length === 1 ? 3 : 0);

  // Compliance.
  const compliance = checkCompliance(body, profile.profession);
  const compliancePoints = wordCount > 0 && compliance.length === 0 ? MESSAGE_TEST_WEIGHTS.compliance : 0;

  const parts = {
    relevance,
    stage: stagePoints,
    specificity,
    clarity,
    compliance: compliancePoints,
  };
  const score = wordCount === 0 ? 0 : Object.values(parts).reduce((a, b) => a + b, 0);

  const suggestions: string[] = [];
  if (wordCount > 0) {
    const [finding] = compliance;
    if (finding) {
      const more = compliance.length - 1;
      suggestions.push(
        `Reword “${finding.phrase}”: ${finding.rewording}${more > 0 ? ` (${more} more finding${more > 1 ? 's' : ''} below)` : ''}`,
      );
    }
    if (relevanceUnits < 2) {
      const pain = misses.find((m) => m.field === 'painPoints');
      const goal = misses.find((m) => m.field === 'goals');
      // With nothing matched, the reader's first problem; else what the message lacks (a goal to a pain).
      const first = speaksTo[0];
      const next = !first ? (pain ?? goal) : first.field === 'painPoints' ? (goal ?? pain) : (pain ?? goal);
      if (next)
        suggestions.push(
          speaksTo.length === 0
            ? `Speak to one of the reader’s problems in their words, e.g. the ${FIELD_LABEL[next.field]} “${next.item}”.`
            : `Add a second reason to read on: the ${FIELD_LABEL[next.field]} “${next.item}”.`,
        );
      else if (!(profile.painPoints?.length || profile.goals?.length))
        suggestions.push('Add pain points and goals to the profile: the tester reads the copy against them.');
    }
    if (!fits) {
      const advice = STAGE_ADVICE[stage ?? detected ?? 'decision'];
      suggestions.push(stage || detected ? advice : `Make the next step clear. ${STAGE_ADVICE.decision}`);
    }
    if (generic.length > 0)
      suggestions.push(
        `Replace “${generic[0]}” with what you actually do for this reader: a result, a figure or a named situation.`,
      );
    if (!hasFigure)
      suggestions.push(
        'Add one concrete figure: hours saved, a fee, a deadline, a number of clients like them.',
      );
    if (audienceNamed.length === 0 && (profile.industry || profile.decisionMakerTitle || profile.occupation))
      suggestions.push(
        `Name the reader so they know it is for them (e.g. “${(profile.decisionMakerTitle || profile.occupation || profile.industry) as string}”).`,
      );
    if (jargon.length > 0)
      suggestions.push(
        `Say it plainly instead of ${jargon
          .slice(0, 3)
          .map((j) => `“${j}”`)
          .join(', ')}.`,
      );
    if (grade > 9)
      suggestions.push(
        `Shorten the sentences and use shorter words: this reads at grade ${grade}; aim for 8 or below.`,
      );
  }

  return {
    score,
    parts,
    speaksTo,
    misses,
    stage: { target: stage, detected, fits, signals },
    readingGrade: grade,
    words: wordCount,
    jargon,
    generic,
    hasFigure,
    audienceNamed,
    compliance,
    suggestions,
  };
}
