import { z } from 'zod';
import {
  JOURNEY_STAGES,
  KPI_PERIODS,
  PLAYBOOK_SECTION_SCHEMAS,
  ROADMAP_DAYS,
  type BudgetSection,
  type PlaybookSections,
  type RoadmapCampaign,
} from '@icp-studio/contracts';
import { cleanList } from './clean.js';
import { profileText } from './profile-text.js';
import type { PlaybookSectionInput } from './provider.js';

/**
 * One section of a generated playbook asked of a language model (docs/engine.md, "Generating a
 * playbook"): the prompt is built from the profile's own fields only (profileText: never imported client
 * rows), the model answers a simple JSON shape, and `schema` turns that answer into the contract's
 * section (ranks, days, dates and budget amounts are computed here, not trusted to the model) and checks
 * it against PLAYBOOK_SECTION_SCHEMAS, so a shape the model got wrong is asked once more and then refused.
 */

export interface PlaybookSectionPrompt {
  user: string;
  schema: z.ZodType;
  coerce: (raw: unknown) => unknown;
}

/** The line of the prompt that names the section (the test provider servers read it). */
export const SECTION_LINE = 'Playbook section:';

const RESERVE_SHARE = 0.1;

const str = z.union([z.string(), z.number()]).transform((v) => String(v).replace(/\s+/g, ' ').trim());
const clip = (s: string, max: number) => s.slice(0, max).trim();
const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
const stage = z.preprocess(lower, z.enum(JOURNEY_STAGES));
const strList = (max: number, maxLength = 500) =>
  z.array(str).transform((l) => cleanList(l, { max, maxLength }));

/** `{"x": [...]}` for a bare list, and the one list of an object that names it otherwise. */
function listUnder(key: string) {
  return (raw: unknown): unknown => {
    if (Array.isArray(raw)) return { [key]: raw };
    if (raw && typeof raw === 'object' && !(key in raw)) {
      const lists = Object.values(raw).filter(Array.isArray);
      if (lists.length === 1) return { [key]: lists[0] };
    }
    return raw;
  };
}

/** The object holding `keys`, when the model wrapped it in another object. */
function objectWith(keys: string[]) {
  return (raw: unknown): unknown => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw) || keys.some((k) => k in raw)) return raw;
    return (
      Object.values(raw).find(
        (v) => v && typeof v === 'object' && !Array.isArray(v) && keys.some((k) => k in v),
      ) ?? raw
    );
  };
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const day = z.coerce
  .number()
  .finite()
  .transform((n) => Math.min(ROADMAP_DAYS, Math.max(1, Math.round(n))));

/** Whole amounts, one per weight, that add up to `total` exactly (largest remainder). */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]!++;
    left--;
  }
  return out;
}

/** What a section's prompt asks for and the shape its answer must take. */
interface SectionShape {
  ask: string[];
  schema: z.ZodType;
  key?: string;
}

function sectionShape(input: PlaybookSectionInput): SectionShape {
  const { current } = input;
  const channelNames = current.channels?.map((c) => c.channel) ?? [];
  const kpiNames = current.kpis?.map((k) => k.name) ?? [];
  switch (input.section) {
    case 'positioning':
      return {
        ask: [
          'Write the positioning: one or two sentences on who the practice serves and why it is the right',
          'choice for them, a value proposition of one or two sentences, and 3 to 5 positioning pillars',
          '(a few words each).',
          'Answer as {"positioning": "...", "valueProposition": "...", "pillars": ["..."]}.',
        ],
        schema: z
          .object({ positioning: str, valueProposition: str, pillars: strList(6, 200) })
          .transform((p) => ({
            positioning: clip(p.positioning, 2000),
            valueProposition: clip(p.valueProposition, 2000),
            pillars: p.pillars,
          })),
      };
    case 'messages':
      return {
        ask: [
          'Write the key messages for each stage of the buyer journey: 2 to 4 short messages (one sentence',
          'each) for awareness, consideration, decision and retention.',
          'Answer as {"awareness": ["..."], "consideration": ["..."], "decision": ["..."], "retention": ["..."]}.',
        ],
        schema: z.object({
          awareness: strList(4),
          consideration: strList(4),
          decision: strList(4),
          retention: strList(4),
        }),
      };
    case 'objections':
      return {
        key: 'objections',
        ask: [
          'List 3 to 6 objections this client raises before buying, each with a short, honest answer.',
          'Answer as {"objections": [{"objection": "...", "answer": "..."}]}.',
        ],
        schema: z.object({ objections: z.array(z.object({ objection: str, answer: str })) }).transform((o) =>
          o.objections
            .map((x) => ({ objection: clip(x.objection, 500), answer: clip(x.answer, 1000) }))
            .filter((x) => x.objection && x.answer)
            .slice(0, 8),
        ),
      };
    case 'channels':
      return {
        key: 'channels',
        ask: [
          'Rank 4 to 7 marketing channels for reaching this client, best first, each named specifically,',
          `with the journey stage it serves best (one of ${JOURNEY_STAGES.join(', ')}) and why it fits.`,
          'Answer as {"channels": [{"channel": "...", "stage": "awareness", "reason": "..."}]}.',
        ],
        schema: z
          .object({ channels: z.array(z.object({ channel: str, stage, reason: str })) })
          .transform((o) =>
            o.channels
              .filter((c) => c.channel && c.reason)
              .slice(0, 10)
              .map((c, i) => ({
                rank: i + 1,
                channel: clip(c.channel, 500),
                stage: c.stage,
                reason: clip(c.reason, 1000),
              })),
          ),
      };
    case 'kpis':
      return {
        key: 'kpis',
        ask: [
          'Set 4 to 6 KPIs for the first 90 days, each with its journey stage, a numeric target, its unit',
          '("%" for rates, a currency code for money, otherwise what is counted), a period (one of',
          `${KPI_PERIODS.map((p) => `"${p}"`).join(', ')}) and the basis of the target.`,
          'Answer as {"kpis": [{"name": "...", "stage": "decision", "target": 12, "unit": "...", "period": "month", "basis": "..."}]}.',
        ],
        schema: z
          .object({
            kpis: z.array(
              z.object({
                name: str,
                stage,
                target: z.coerce.number().positive().finite(),
                unit: str,
                period: z.preprocess(lower, z.enum(KPI_PERIODS)),
                basis: str,
              }),
            ),
          })
          .transform((o) =>
            o.kpis.slice(0, 8).map((k) => ({
              ...k,
              name: clip(k.name, 500),
              unit: clip(k.unit, 200),
              basis: clip(k.basis, 1000),
            })),
          ),
      };
    case 'roadmap':
      return roadmapShape(input, channelNames, kpiNames);
    case 'budget':
      return budgetShape(input, channelNames);
  }
}

/** The roadmap's prompt and shape: campaigns on the user's channels, each driving one of their KPIs. */
function roadmapShape(input: PlaybookSectionInput, channelNames: string[], kpiNames: string[]): SectionShape {
  const { options } = input;
  const startDate = options.startDate ?? null;
  return {
    key: 'campaigns',
    ask: [
      `Plan 4 to 6 campaigns over a ${ROADMAP_DAYS}-day roadmap (days 1 to ${ROADMAP_DAYS}), each with`,
      `its journey stage (one of ${JOURNEY_STAGES.join(', ')}), the channel it runs on, the offer, the`,
      'role that runs it, its first and last day, and the KPI it drives.',
      channelNames.length ? `Use only these channels: ${channelNames.join('; ')}.` : '',
      kpiNames.length ? `Each campaign drives one of these KPIs: ${kpiNames.join('; ')}.` : '',
      'Answer as {"campaigns": [{"name": "...", "stage": "awareness", "channel": "...", "offer": "...", "owner": "...", "startDay": 1, "endDay": 30, "kpi": "..."}]}.',
    ],
    schema: z
      .object({
        campaigns: z.array(
          z.object({
            name: str,
            stage,
            channel: str,
            offer: str,
            owner: str,
            startDay: day,
            endDay: day,
            kpi: str,
          }),
        ),
      })
      .transform((o): PlaybookSections['roadmap'] => ({
        startDate,
        days: ROADMAP_DAYS,
        campaigns: o.campaigns.slice(0, 8).map((c): RoadmapCampaign => {
          const from = Math.min(c.startDay, c.endDay);
          const to = Math.max(c.startDay, c.endDay);
          return {
            name: clip(c.name, 200),
            stage: c.stage,
            channel: clip(c.channel, 500),
            offer: clip(c.offer, 500),
            owner: clip(c.owner, 100),
            startDay: from,
            endDay: to,
            startDate: startDate ? addDays(startDate, from - 1) : null,
            endDate: startDate ? addDays(startDate, to - 1) : null,
            kpi: clip(c.kpi, 500),
          };
        }),
      })),
  };
}

/** The budget's prompt and shape: the spend split over the roadmap's channels, a reserve kept back. */
function budgetShape(input: PlaybookSectionInput, channelNames: string[]): SectionShape {
  const { options, current } = input;
  const budget = options.budget!;
  const currency = budget.currency ?? 'USD';
  const onRoadmap = [...new Set(current.roadmap?.campaigns.map((c) => c.channel) ?? [])];
  const channels = onRoadmap.length ? onRoadmap : channelNames;
  return {
    key: 'lines',
    ask: [
      `Split a marketing budget of ${budget.amount} ${currency} for the ${ROADMAP_DAYS} days over`,
      channels.length ? `these channels: ${channels.join('; ')}.` : '3 to 6 channels that fit this client.',
      'Give each channel a weight (its share of the spend, in percent) and the reason for it.',
      'Answer as {"lines": [{"channel": "...", "weight": 40, "reason": "..."}]}.',
    ],
    schema: z
      .object({
        lines: z.array(
          z.object({ channel: str, weight: z.coerce.number().positive().finite(), reason: str }),
        ),
      })
      .transform((o): BudgetSection => {
        const seen = new Set<string>();
        const lines = o.lines
          .filter((l) => {
            const key = l.channel.toLowerCase();
            if (!l.channel || !l.reason || seen.has(key)) return false;
            seen.add(key);
            return true;
          })
          .slice(0, 10);
        const spend = budget.amount - Math.floor(budget.amount * RESERVE_SHARE);
        const amounts = lines.length
          ? split(
              spend,
              lines.map((l) => l.weight),
            )
          : [];
        const pct = (n: number) => Math.round((1000 * n) / budget.amount) / 10;
        return {
          amount: budget.amount,
          currency,
          period: '90 days',
          lines: lines.map((l, i) => ({
            channel: clip(l.channel, 500),
            amount: amounts[i]!,
            share: pct(amounts[i]!),
            reason: clip(l.reason, 1000),
          })),
          reserve: budget.amount - spend,
        };
      }),
  };
}

/** The prompt and answer check of one section (not `budget` without a budget in the options: it is null). */
export function playbookSectionPrompt(input: PlaybookSectionInput): PlaybookSectionPrompt {
  const shape = sectionShape(input);
  const variant = input.options.variant ?? 0;
  const user = [
    `${SECTION_LINE} ${input.section}`,
    `You are writing one section of a 90-day marketing playbook for the ideal client profile below.`,
    `The ideal client profile:\n${profileText(input.icpData)}`,
    shape.ask.filter(Boolean).join('\n'),
    variant
      ? `This is alternative number ${variant}: write a different take from the obvious first one.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const check = PLAYBOOK_SECTION_SCHEMAS[input.section];
  return {
    user,
    schema: shape.schema.pipe(check as z.ZodType),
    coerce: shape.key
      ? listUnder(shape.key)
      : input.section === 'positioning'
        ? objectWith(['positioning', 'pillars'])
        : objectWith(['awareness', 'decision']),
  };
}
