import { z } from 'zod';
import {
  aiAnalysisResultSchema,
  campaignSuggestionSchema,
  messagingSchema,
  suggestionsResponseSchema,
  type Json,
} from '@icp-studio/contracts';
import { cleanList } from './clean.js';
import { playbookSectionPrompt } from './playbook-prompts.js';
import { listOf, profileText, tradeLine } from './profile-text.js';
import type { AiTask, TaskKind, TaskOf, TaskOutputs } from './provider.js';

/** How a language model is asked for one task and how its answer is read. */
export interface TaskPrompt<K extends TaskKind> {
  system: string;
  user: string;
  /** The shape the model's JSON must have. */
  schema: z.ZodType;
  /** Near misses made acceptable before the check. */
  coerce: (raw: unknown) => unknown;
  /** The checked answer, cleaned into the task's output. */
  finish: (value: unknown) => TaskOutputs[K];
}

const SYSTEM = [
  'You are a senior B2B and B2C marketing strategist inside ICP Studio, a tool in which service',
  'professionals (accountants, attorneys, coaches, consultants, advisors, agencies...) build ideal client',
  'profiles and marketing playbooks. Be specific and concrete: name real roles, figures, places and',
  'channels; avoid generic filler. Answer with one JSON value only, exactly in the requested shape, with',
  'no Markdown, no code fences and no text before or after it.',
].join(' ');

/** A string, or an object of label/value made into `Label: value`. */
const textItem = z.union([
  z.string(),
  z
    .object({ label: z.string(), value: z.union([z.string(), z.number()]) })
    .transform((o) => `${o.label}: ${o.value}`),
  z
    .object({ name: z.string(), description: z.string().optional() })
    .transform((o) => (o.description ? `${o.name}: ${o.description}` : o.name)),
]);
/** The contract's `{suggestions: string[]}`, taking label/value objects for strings and at least one. */
const textListSchema = suggestionsResponseSchema.extend({ suggestions: z.array(textItem).min(1) });

/** `["a", "b"]` for `{suggestions: [...]}`, and an object holding one list under another name. */
function coerceList(raw: unknown): unknown {
  if (Array.isArray(raw)) return { suggestions: raw };
  if (raw && typeof raw === 'object' && !('suggestions' in raw)) {
    const lists = Object.values(raw).filter(Array.isArray);
    if (lists.length === 1) return { suggestions: lists[0] };
  }
  return raw;
}

function coerceObject(keys: string[]) {
  return (raw: unknown): unknown => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    if (keys.some((k) => k in raw)) return raw;
    const inner = Object.values(raw).find(
      (v) => v && typeof v === 'object' && !Array.isArray(v) && keys.some((k) => k in v),
    );
    return inner ?? raw;
  };
}

const data = (d: Record<string, Json>) => profileText(d);

function demographicsPrompt(task: TaskOf<'demographics'>): TaskPrompt<'demographics'> {
  const { type, profession, industry, companySize, ageRange } = task.input;
  const labels =
    type === 'b2b'
      ? 'Industry, Company size, Revenue, Location, Decision maker role, Title'
      : 'Age, Gender, Income, Education, Occupation, Location';
  const known = [
    industry ? `Industry: ${industry}` : '',
    companySize ? `Company size: ${companySize}` : '',
    ageRange ? `Age range: ${ageRange}` : '',
  ].filter(Boolean);
  return {
    system: SYSTEM,
    user: [
      `Suggest demographic details for a ${type === 'b2b' ? 'business (b2b)' : 'consumer (b2c)'} ideal client profile.`,
      tradeLine(profession),
      "The details describe the user's client, never the user's own trade; the industry is the client's.",
      known.length ? `Known so far:\n${known.join('\n')}` : 'Nothing is known yet beyond the type.',
      `Give 6 to 10 suggestions, each phrased "Label: value" with one of these labels: ${labels}.`,
      'Use concrete figures (e.g. "Company size: 10-50 employees", "Revenue: $1M-$10M", "Age: 35-54",',
      '"Income: $100k-$250k").',
      'Answer as {"suggestions": ["Label: value", ...]}.',
    ].join('\n'),
    schema: textListSchema,
    coerce: coerceList,
    finish: (v) => cleanList((v as { suggestions: string[] }).suggestions, { max: 10 }),
  };
}

function listPrompt(
  task: TaskOf<'painPoints'> | TaskOf<'channels'>,
  what: string,
  existingKey: string,
): TaskPrompt<'painPoints'> {
  const existing = listOf(task.input.icpData[existingKey]);
  return {
    system: SYSTEM,
    user: [
      `The ideal client profile:\n${data(task.input.icpData)}`,
      `Suggest 5 to 8 ${what} that fit this profile${existing.length ? ', other than the ones it lists already' : ''}.`,
      'Each one short (at most 15 words) and specific to this client.',
      'Answer as {"suggestions": ["...", ...]}.',
    ].join('\n\n'),
    schema: textListSchema,
    coerce: coerceList,
    finish: (v) => cleanList((v as { suggestions: string[] }).suggestions, { max: 8, existing }),
  };
}

function messagingPrompt(task: TaskOf<'messaging'>): TaskPrompt<'messaging'> {
  return {
    system: SYSTEM,
    user: [
      `The ideal client profile:\n${data(task.input.icpData)}`,
      'Write the messaging for a marketing playbook aimed at this client: a one or two sentence value',
      'proposition, 3 to 5 key messages and 3 or 4 messaging pillars (a short title and a few words each).',
      'Answer as {"valueProposition": "...", "keyMessages": ["..."], "messagingPillars": ["..."]}.',
    ].join('\n\n'),
    schema: messagingSchema.extend({ valueProposition: z.string().min(1) }),
    coerce: coerceObject(['valueProposition', 'keyMessages']),
    finish: (v) => {
      const m = v as z.infer<typeof messagingSchema>;
      return {
        valueProposition: m.valueProposition.trim().slice(0, 1000),
        keyMessages: cleanList(m.keyMessages, { max: 5 }),
        messagingPillars: cleanList(m.messagingPillars, { max: 4 }),
      };
    },
  };
}

function campaignsPrompt(task: TaskOf<'campaigns'>): TaskPrompt<'campaigns'> {
  const channels = task.input.channels.length
    ? task.input.channels
    : listOf(task.input.icpData.preferredChannels ?? task.input.icpData.selectedChannels);
  return {
    system: SYSTEM,
    user: [
      `The ideal client profile:\n${data(task.input.icpData)}`,
      channels.length ? `Channels chosen for the playbook: ${channels.join(', ')}.` : '',
      'Suggest 3 to 5 marketing campaigns for this client, each with a name, an objective with a measurable',
      'target, a timeline (e.g. "Weeks 1-4" or "Q1") and the channel it runs on.',
      'Answer as {"suggestions": [{"name": "...", "objective": "...", "timeline": "...", "channel": "..."}]}.',
    ]
      .filter(Boolean)
      .join('\n\n'),
    schema: z.object({
      suggestions: z
        .array(
          campaignSuggestionSchema.extend({
            objective: z.string().default(''),
            timeline: z.union([z.string(), z.number()]).transform(String).default(''),
            channel: z.string().optional(),
          }),
        )
        .min(1),
    }),
    coerce: coerceList,
    finish: (v) => {
      const seen = new Set<string>();
      return (
        v as { suggestions: { name: string; objective: string; timeline: string; channel?: string }[] }
      ).suggestions
        .map((c) => ({
          name: c.name.trim().slice(0, 200),
          objective: c.objective.trim().slice(0, 500),
          timeline: c.timeline.trim().slice(0, 100),
          ...(c.channel?.trim() ? { channel: c.channel.trim().slice(0, 100) } : {}),
        }))
        .filter((c) => c.name && !seen.has(c.name.toLowerCase()) && seen.add(c.name.toLowerCase()))
        .slice(0, 5);
    },
  };
}

function analysisPrompt(task: TaskOf<'analysis'>): TaskPrompt<'analysis'> {
  const { icp, score } = task.input;
  const rubric = score
    ? `Quality score ${score.overallScore}/100 (demographics ${score.demographicsScore}, psychographics ${score.psychographicsScore}, pain points ${score.painPointsScore}, needs ${score.needsScore}, channels ${score.channelsScore}).` +
      (score.suggestions.length
        ? `\nThe rubric already says:\n- ${score.suggestions.slice(0, 8).join('\n- ')}`
        : '')
    : '';
  return {
    system: SYSTEM,
    user: [
      `The ideal client profile:\n${data(icp as unknown as Record<string, Json>)}`,
      rubric,
      'Review it as a strategist. Give 3 to 6 written suggestions that would make it sharper or more useful',
      "for marketing (don't repeat the rubric's points), and a persona narrative: 120 to 220 words in the",
      'third person that brings this ideal client to life (who they are, their day, what worries them, what',
      'they want, how they look for help).',
      'Answer as {"suggestions": ["..."], "personaNarrative": "..."}.',
    ]
      .filter(Boolean)
      .join('\n\n'),
    schema: aiAnalysisResultSchema.extend({
      suggestions: z.array(textItem).min(1),
      personaNarrative: z.string().min(20),
    }),
    coerce: coerceObject(['suggestions', 'personaNarrative']),
    finish: (v) => {
      const r = v as { suggestions: string[]; personaNarrative: string };
      return {
        suggestions: cleanList(r.suggestions, { max: 6, maxLength: 500 }),
        personaNarrative: r.personaNarrative.trim().slice(0, 5000),
      };
    },
  };
}

/** The prompt of a task. */
export function promptFor<K extends TaskKind>(task: TaskOf<K>): TaskPrompt<K> {
  const t = task as AiTask;
  switch (t.kind) {
    case 'demographics':
      return demographicsPrompt(t) as unknown as TaskPrompt<K>;
    case 'painPoints':
      return listPrompt(
        t,
        'pain points (problems this client struggles with)',
        'painPoints',
      ) as unknown as TaskPrompt<K>;
    case 'channels':
      return listPrompt(
        t,
        'marketing channels (where to reach this client, named specifically)',
        'preferredChannels',
      ) as unknown as TaskPrompt<K>;
    case 'messaging':
      return messagingPrompt(t) as unknown as TaskPrompt<K>;
    case 'campaigns':
      return campaignsPrompt(t) as unknown as TaskPrompt<K>;
    case 'analysis':
      return analysisPrompt(t) as unknown as TaskPrompt<K>;
    case 'playbookSection': {
      const p = playbookSectionPrompt(t.input);
      return { system: SYSTEM, ...p, finish: (v: unknown) => v } as unknown as TaskPrompt<K>;
    }
  }
}

/** The retry message after an unusable answer. */
export function retryMessage(problem: string): string {
  return `Your previous answer could not be used because ${problem}. Answer again with only the JSON value in the requested shape.`;
}
