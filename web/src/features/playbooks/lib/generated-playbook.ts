import {
  JOURNEY_STAGES,
  PLAYBOOK_SECTIONS,
  toPlaybookFields,
  type BudgetSection,
  type GeneratedKpi,
  type JourneyStage,
  type PlaybookFields,
  type PlaybookGenerationOptions,
  type PlaybookReviewInput,
  type PlaybookSectionName,
  type PlaybookSections,
  type RankedChannel,
  type RoadmapCampaign,
} from '@icp-studio/contracts';

/** The sections received so far: the panel writes them one at a time (docs/engine.md). */
export type GeneratedSections = Partial<PlaybookSections>;

/** One item of a generated section the user can edit or drop. */
export type GeneratedItem =
  | { section: 'pillars'; index: number }
  | { section: 'messages'; stage: JourneyStage; index: number }
  | { section: 'objections'; index: number }
  | { section: 'channels'; index: number }
  | { section: 'kpis'; index: number }
  | { section: 'campaigns'; index: number }
  | { section: 'budgetLines'; index: number };

export type BudgetLine = BudgetSection['lines'][number];

/** What an item holds, by the item's kind (what an edit replaces it with). */
export interface GeneratedItemValues {
  pillars: string;
  messages: string;
  objections: { objection: string; answer: string };
  channels: RankedChannel;
  kpis: GeneratedKpi;
  campaigns: RoadmapCampaign;
  budgetLines: BudgetLine;
}

/**
 * The order the panel asks for the sections in: each after the ones it is written against (the roadmap
 * on the channels and KPIs, the budget on the roadmap). The budget only with a budget in the options.
 */
export function generationPlan(options: PlaybookGenerationOptions): PlaybookSectionName[] {
  const plan: PlaybookSectionName[] = [
    'positioning',
    'messages',
    'objections',
    'channels',
    'kpis',
    'roadmap',
  ];
  return options.budget ? [...plan, 'budget'] : plan;
}

/**
 * The sections of a kept review (`GET /api/icps/{id}/playbook-review`) as the panel holds them: this
 * app wrote them, edits and removals included; anything else under a section's name (an object or list
 * is what a section is; a budget may be null) is left out, and that section is written again.
 */
export function keptSections(kept: PlaybookReviewInput['sections']): GeneratedSections {
  const out: Record<string, unknown> = {};
  for (const name of PLAYBOOK_SECTIONS) {
    const value = kept[name];
    if ((typeof value === 'object' && value !== null) || (name === 'budget' && value === null))
      out[name] = value;
  }
  return out as GeneratedSections;
}

const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
const replaced = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((x, i) => (i === index ? value : x));

/** Applies `change` to the item's list, when its section has arrived. */
function changeList(
  s: GeneratedSections,
  item: GeneratedItem,
  change: <T>(list: readonly T[], value?: T) => T[],
  value?: unknown,
): GeneratedSections {
  const v = value as never;
  switch (item.section) {
    case 'pillars':
      return s.positioning
        ? { ...s, positioning: { ...s.positioning, pillars: change(s.positioning.pillars, v) } }
        : s;
    case 'messages':
      return s.messages
        ? { ...s, messages: { ...s.messages, [item.stage]: change(s.messages[item.stage], v) } }
        : s;
    case 'objections':
      return s.objections ? { ...s, objections: change(s.objections, v) } : s;
    case 'channels':
      return s.channels
        ? { ...s, channels: change(s.channels, v).map((c, i) => ({ ...c, rank: i + 1 })) }
        : s;
    case 'kpis':
      return s.kpis ? { ...s, kpis: change(s.kpis, v) } : s;
    case 'campaigns':
      return s.roadmap ? { ...s, roadmap: { ...s.roadmap, campaigns: change(s.roadmap.campaigns, v) } } : s;
    case 'budgetLines':
      return s.budget ? { ...s, budget: rebalanced({ ...s.budget, lines: change(s.budget.lines, v) }) } : s;
  }
}

/** A share of the budget in percent, rounded to one decimal (as the writer gives it). */
const shareOf = (amount: number, total: number) => (total > 0 ? Math.round((1000 * amount) / total) / 10 : 0);

/**
 * The budget after its lines changed: the total is the lines and the reserve (the contract's rule), and
 * every line's share is its amount over that total again.
 */
export function rebalanced(budget: BudgetSection): BudgetSection {
  const amount = budget.lines.reduce((sum, l) => sum + l.amount, 0) + budget.reserve;
  return { ...budget, amount, lines: budget.lines.map((l) => ({ ...l, share: shareOf(l.amount, amount) })) };
}

/** The date of a roadmap day (day 1 is the start date), or null when the roadmap has no start date. */
export function dayDate(startDate: string | null, day: number): string | null {
  if (!startDate) return null;
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + day - 1);
  return d.toISOString().slice(0, 10);
}

/** A campaign moved to other days, its dates following when the roadmap has a start date. */
export function withDays(
  campaign: RoadmapCampaign,
  roadmapStart: string | null,
  startDay: number,
  endDay: number,
): RoadmapCampaign {
  return {
    ...campaign,
    startDay,
    endDay,
    startDate: dayDate(roadmapStart, startDay),
    endDate: dayDate(roadmapStart, endDay),
  };
}

/**
 * The sections without one item. Dropping a channel ranks the rest 1, 2, 3... again (ranks are the
 * list's order); a dropped campaign leaves the budget as it was (it is split by channel, not campaign);
 * a dropped budget line takes its amount out of the total, and the other lines' shares are recomputed.
 */
export function dropItem(s: GeneratedSections, item: GeneratedItem): GeneratedSections {
  return changeList(s, item, (list) => without(list, item.index));
}

/**
 * The sections with one item replaced by the user's edit (a channel keeps its rank; a budget line's
 * share, the other lines' shares and the total follow its amount).
 */
export function editItem<S extends GeneratedItem['section']>(
  s: GeneratedSections,
  item: Extract<GeneratedItem, { section: S }>,
  value: GeneratedItemValues[S],
): GeneratedSections {
  return changeList(s, item, (list, v) => replaced(list, item.index, v!), value);
}

/** The positioning statement or value proposition as the user edited it. */
export function editStatement(
  s: GeneratedSections,
  field: 'positioning' | 'valueProposition',
  text: string,
): GeneratedSections {
  return s.positioning ? { ...s, positioning: { ...s.positioning, [field]: text } } : s;
}

/**
 * What a section is written against: the user's channels, KPIs and roadmap as they stand (not the
 * section itself, not one not yet received, and not one the user emptied: the writer then picks its own).
 */
export function currentFor(
  s: GeneratedSections,
  name: PlaybookSectionName,
): Partial<Pick<PlaybookSections, 'channels' | 'kpis' | 'roadmap'>> {
  const current: Partial<Pick<PlaybookSections, 'channels' | 'kpis' | 'roadmap'>> = {};
  if (name !== 'channels' && s.channels?.length) current.channels = s.channels;
  if (name !== 'kpis' && s.kpis?.length) current.kpis = s.kpis;
  if (name !== 'roadmap' && s.roadmap?.campaigns.length) current.roadmap = s.roadmap;
  return current;
}

/** The roadmap's campaigns in the order they start, with their index in the section (to edit or drop one). */
export function campaignsByStart(roadmap: PlaybookSections['roadmap']) {
  return roadmap.campaigns
    .map((campaign, index) => ({ campaign, index }))
    .sort(
      (a, b) =>
        a.campaign.startDay - b.campaign.startDay ||
        JOURNEY_STAGES.indexOf(a.campaign.stage) - JOURNEY_STAGES.indexOf(b.campaign.stage),
    );
}

/**
 * The playbook's fields from what the user kept: every item left in the sections received; a section
 * never received (generation stopped, or failed) leaves its fields empty.
 */
export function keptPlaybookFields(
  s: GeneratedSections,
  meta: { icpId: string; name: string },
): PlaybookFields {
  const stages = { awareness: [], consideration: [], decision: [], retention: [] };
  const whole: PlaybookSections = {
    positioning: s.positioning ?? { positioning: '', valueProposition: '', pillars: [] },
    messages: s.messages ?? stages,
    objections: s.objections ?? [],
    channels: s.channels ?? [],
    roadmap: s.roadmap ?? { startDate: null, days: 90, campaigns: [] },
    kpis: s.kpis ?? [],
    budget: s.budget ?? null,
  };
  const fields = toPlaybookFields(whole, meta);
  return {
    ...fields,
    ...(s.positioning ? {} : { positioning: null, valueProposition: null, messagingPillars: null }),
    ...(s.messages || s.objections ? {} : { contentStrategy: null }),
    ...(s.roadmap ? {} : { timeline: null }),
  };
}
