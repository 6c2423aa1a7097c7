/**
 * The persona card of a profile (docs/product.md §2, "Persona card"): what the detail page, the PDF's
 * first page and the PNG download show, derived from the profile's own fields by fixed rules, so the
 * three always say the same thing and nothing on the card is invented.
 */
import { scoreBand, type Icp, type IcpScore } from './icp.js';

export type PersonaStage = 'awareness' | 'consideration' | 'decision';

export interface PersonaJourneyStep {
  stage: PersonaStage;
  label: string;
  /** The profile describes this stage. */
  described: boolean;
}

export interface PersonaCard {
  name: string;
  /** Grapheme-aware initials of the name ("🦷 Dental Owners" -> "🦷O"). */
  initials: string;
  /** One line: who they are (role, industry, size or age, place), or the profile type. */
  summary: string;
  /** A line in the client's voice from their first pain point and goal; null when the profile has neither. */
  quote: string | null;
  goals: string[];
  pains: string[];
  /** Sentences of the consideration and decision stages that voice a doubt (their own words). */
  objections: string[];
  channels: string[];
  journey: PersonaJourneyStep[];
  /** The furthest stage the profile describes (where the journey is mapped to); null when none is. */
  stage: PersonaJourneyStep | null;
  score: { value: number; label: string; color: 'green' | 'yellow' | 'red' } | null;
}

/** How many entries of each list the card shows (it is one page; the profile page has the rest). */
export const PERSONA_LIST_MAX = 4;

const STAGES: { stage: PersonaStage; label: string }[] = [
  { stage: 'awareness', label: 'Awareness' },
  { stage: 'consideration', label: 'Consideration' },
  { stage: 'decision', label: 'Decision' },
];

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function firstGrapheme(text: string | null | undefined): string {
  const trimmed = text?.trim() ?? '';
  for (const { segment } of segmenter.segment(trimmed)) return segment;
  return '';
}

/**
 * Initials of a name: the first grapheme of its first and last word ("Ada Byron Lovelace" -> "AL"), so
 * an emoji or an accented letter stays whole; "?" for a blank name. The same rule as the web's
 * `initialsOfName` (web/src/lib/user-display.ts).
 */
export function personaInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = firstGrapheme(parts[0]);
  const last = parts.length > 1 ? firstGrapheme(parts[parts.length - 1]) : '';
  return (first + last).toLocaleUpperCase() || '?';
}

const clean = (s: string | null | undefined): string => s?.trim() ?? '';
const filled = (list: readonly string[] | null | undefined): string[] =>
  (list ?? []).map((s) => s.trim()).filter(Boolean);

/** A phrase ready to follow a colon: trailing stops dropped, a lone capital lowered ("High" -> "high"). */
function clause(text: string): string {
  const t = text.trim().replace(/[.!;:\s]+$/u, '');
  const [first = ''] = t.split(/\s/);
  const acronym = first.length > 1 && first === first.toUpperCase();
  return acronym ? t : t.charAt(0).toLocaleLowerCase() + t.slice(1);
}

/** How long a pain or goal may be inside the quote (characters); a longer one is cut at a word. */
export const PERSONA_QUOTE_PART_MAX = 110;

function short(text: string, max = PERSONA_QUOTE_PART_MAX): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const atWord = cut.replace(/\s+\S*$/u, '');
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s,;:.–-]+$/u, '')}…`;
}

/** A text already in the first person is quoted as it stands. */
const FIRST_PERSON = /^(i|i'm|i’m|i've|i’ve|we|we're|we’re|my|our|me|us)\b/i;

function sentence(text: string): string {
  const t = text.trim().replace(/\s+$/u, '');
  return /[.!?…]$/u.test(t) ? t : `${t}.`;
}

/**
 * The client's voice: their first pain point and first goal, in one or two short sentences. A pain or goal
 * written in the first person is kept as written; otherwise it follows "My biggest headache:" or
 * "What I want:".
 */
export function personaQuote(pains: readonly string[], goals: readonly string[]): string | null {
  const [firstPain] = filled(pains);
  const [firstGoal] = filled(goals);
  const pain = firstPain && short(firstPain);
  const goal = firstGoal && short(firstGoal);
  const parts: string[] = [];
  if (pain) parts.push(sentence(FIRST_PERSON.test(pain) ? pain : `My biggest headache: ${clause(pain)}`));
  if (goal) parts.push(sentence(FIRST_PERSON.test(goal) ? goal : `What I want: ${clause(goal)}`));
  return parts.length ? parts.join(' ') : null;
}

/** Words that mark a sentence as a doubt, a risk or a condition. */
const DOUBT =
  /\b(worr\w*|concern\w*|afraid|fear\w*|risk\w*|doubt\w*|hesita\w*|skeptic\w*|sceptic\w*|unsure|expensive|too much|cost\w*|price\w*|budget|trust|proof|unless|objection\w*|push back|pushback|reluctan\w*|wary)\b/i;

/** Sentences of the consideration and decision stages that voice a doubt, in the profile's own words. */
export function personaObjections(journey: Icp['buyerJourney']): string[] {
  const text = [clean(journey?.consideration), clean(journey?.decision)].filter(Boolean).join('\n');
  if (!text) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/(?<=[.!?])\s+|\n+/u)) {
    const s = raw.trim().replace(/^[-•*]\s*/u, '');
    if (s.length < 4 || !DOUBT.test(s)) continue;
    const key = s.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s.length > 220 ? `${s.slice(0, 217).trimEnd()}…` : s);
  }
  return out.slice(0, PERSONA_LIST_MAX);
}

/** Who they are in one line: role, industry and size (b2b) or occupation and age (b2c), and their place. */
export function personaSummary(icp: Icp): string {
  const place = filled(icp.geographics)[0];
  const parts =
    icp.type === 'b2b'
      ? [
          clean(icp.decisionMakerTitle) || clean(icp.decisionMakerRole),
          clean(icp.industry),
          clean(icp.companySize),
        ]
      : [clean(icp.occupation), clean(icp.ageRange) && `aged ${clean(icp.ageRange)}`, clean(icp.income)];
  const line = [...parts, place ?? ''].filter(Boolean).join(' · ');
  return line || (icp.type === 'b2b' ? 'B2B Ideal Client Profile' : 'B2C Ideal Client Profile');
}

export function personaCard(icp: Icp, score: IcpScore | null | undefined): PersonaCard {
  const journey = STAGES.map(({ stage, label }) => ({
    stage,
    label,
    described: Boolean(clean(icp.buyerJourney?.[stage])),
  }));
  const overall = score ? Math.max(0, Math.min(100, Math.round(score.overallScore))) : null;
  return {
    name: icp.name,
    initials: personaInitials(icp.name),
    summary: personaSummary(icp),
    quote: personaQuote(icp.painPoints, icp.goals),
    goals: filled(icp.goals).slice(0, PERSONA_LIST_MAX),
    pains: filled(icp.painPoints).slice(0, PERSONA_LIST_MAX),
    objections: personaObjections(icp.buyerJourney),
    channels: filled(icp.preferredChannels).slice(0, 6),
    journey,
    stage: [...journey].reverse().find((s) => s.described) ?? null,
    score: overall === null ? null : { value: overall, ...scoreBand(overall) },
  };
}
