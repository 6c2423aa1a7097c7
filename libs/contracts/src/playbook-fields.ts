import { LIMITS } from './common.js';
import type { PlaybookFields } from './playbook.js';
import { JOURNEY_STAGES, type GeneratedKpi, type PlaybookSections } from './playbook-generation.js';

/**
 * The generated playbook's sections as stored playbook fields (docs/engine.md, "Generating a playbook").
 * Here rather than in the ai service because the web maps the sections the user reviewed (items dropped,
 * sections regenerated) the same way before it saves them.
 */

const ucFirst = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

const money = (n: number, currency: string) => `${currency} ${n.toLocaleString('en-US')}`;

/** A KPI's target in words: "30 new-patient bookings a month", "Treatment-plan acceptance rate: 65%". */
export function kpiTargetText(k: GeneratedKpi): string {
  const per = k.period === '90 days' ? 'within 90 days' : `a ${k.period}`;
  if (k.unit === '%') return `${ucFirst(k.name)}: ${k.target}%`;
  if (/^[A-Z]{3}$/.test(k.unit)) return `${ucFirst(k.name)}: ${money(k.target, k.unit)}`;
  if (k.unit === k.name) return `${ucFirst(k.name)}: ${k.target} ${per}`;
  return `${k.target} ${k.unit} ${per}`;
}

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * The generated sections as the stored playbook's fields (libs/contracts playbook.ts), ready to save:
 * positioning, value proposition and pillars; key messages (all stages, in journey order) with the
 * messages by stage and the objections in the content strategy; ranked channels; the roadmap as campaigns
 * (with stage, offer, owner, days, dates, KPI and budget) and as a timeline; KPIs as rows (name, target,
 * unit, period); targets; team roles from the campaign owners; goals from the KPI targets.
 */
export function toPlaybookFields(s: PlaybookSections, meta: { icpId: string; name: string }): PlaybookFields {
  const budgetOf = new Map(s.budget?.lines.map((l) => [l.channel, l.amount]) ?? []);
  const budgeted = new Set<string>();
  const days = (c: PlaybookSections['roadmap']['campaigns'][number]) =>
    c.startDate && c.endDate ? `${c.startDate} to ${c.endDate}` : `Days ${c.startDay}-${c.endDay}`;
  const campaigns = s.roadmap.campaigns.map((c) => {
    const budget = budgeted.has(c.channel) ? undefined : budgetOf.get(c.channel);
    budgeted.add(c.channel);
    return {
      name: c.name,
      objective: `${ucFirst(c.stage)} stage: ${c.offer}. KPI: ${c.kpi}.`,
      timeline: days(c),
      channel: c.channel,
      stage: c.stage,
      offer: c.offer,
      owner: c.owner,
      startDay: c.startDay,
      endDay: c.endDay,
      startDate: c.startDate,
      endDate: c.endDate,
      kpi: c.kpi,
      ...(budget !== undefined && s.budget ? { budget, currency: s.budget.currency } : {}),
    };
  });
  const roles = new Map<string, string[]>();
  for (const c of s.roadmap.campaigns) roles.set(c.owner, [...(roles.get(c.owner) ?? []), c.name]);
  const content = [
    'Key messages by stage',
    ...JOURNEY_STAGES.map((st) => `${ucFirst(st)}: ${s.messages[st].join(' ')}`),
    '',
    'Objections and answers',
    ...s.objections.map((o) => `“${o.objection.replace(/[.?!]$/, '')}”: ${o.answer}`),
  ].join('\n');
  const targetMetrics: Record<string, string> = Object.fromEntries(
    s.kpis.map((k) => [k.name, kpiTargetText(k)]),
  );
  if (s.budget)
    targetMetrics['Marketing budget (90 days)'] =
      `${money(s.budget.amount, s.budget.currency)}, of which ${money(s.budget.reserve, s.budget.currency)} held in reserve`;
  return {
    icpId: meta.icpId,
    name: meta.name,
    status: 'draft',
    marketingGoals: s.kpis.map((k) => cut(kpiTargetText(k), LIMITS.listItemText)),
    positioning: cut(s.positioning.positioning, LIMITS.longText),
    valueProposition: cut(s.positioning.valueProposition, LIMITS.longText),
    messagingPillars: s.positioning.pillars,
    keyMessages: JOURNEY_STAGES.flatMap((st) => s.messages[st])
      .slice(0, LIMITS.listItems)
      .map((m) => cut(m, LIMITS.listItemText)),
    contentStrategy: cut(content, LIMITS.longText),
    selectedChannels: s.channels.map((c) => ({
      channel: c.channel,
      rank: c.rank,
      stage: c.stage,
      reason: c.reason,
    })),
    campaigns,
    kpis: s.kpis.map((k) => ({
      name: k.name,
      target: k.target,
      unit: k.unit,
      period: k.period,
      stage: k.stage,
      basis: k.basis,
    })),
    targetMetrics,
    timeline: cut(
      [
        `${s.roadmap.days} days${s.roadmap.startDate ? ` from ${s.roadmap.startDate}` : ''}:`,
        ...s.roadmap.campaigns.map((c) => `${days(c)}: ${c.name} (${c.stage}, ${c.owner})`),
      ].join('\n'),
      LIMITS.longText,
    ),
    teamRoles: [...roles].map(([role, list]) => ({ role, person: '', responsibilities: list })),
  };
}
