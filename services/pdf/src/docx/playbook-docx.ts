/**
 * The marketing playbook as a Word document (docs/product.md §11): the sections of the PDF
 * (templates/playbook.ts), in the same order and with the same labels; channels, campaigns, KPIs,
 * target metrics and team roles as tables when they hold structured values, as text otherwise.
 */
import { COMPLIANCE_NOTICE, type ComplianceRegime, type Playbook } from '@icp-studio/contracts';
import { entries, inlineText, longDate, present } from '../templates/format.js';
import type { DocumentContext } from '../templates/icp.js';
import { PLAYBOOK_TYPE_LABEL, approvalLine, playbookTitle } from '../templates/playbook.js';
import {
  campaignItems,
  channelItems,
  detailsObject,
  kpiRows,
  targetMetricRows,
} from '../templates/shapes.js';
import {
  bullets,
  cover,
  detailRows,
  inline,
  jsonSection,
  muted,
  numbered,
  packDocument,
  para,
  section,
  subheading,
  table,
  textBlock,
  type Block,
} from './docx-blocks.js';

function channels(pb: Playbook): Block {
  const items = channelItems(pb.selectedChannels);
  if (!items.length) return [];
  if (items.every((c) => !c.details.length)) return inline(items.map((c) => c.name));
  return items.flatMap((c) => [
    subheading(c.name),
    ...(detailRows(c.details).length ? detailRows(c.details) : [para('No details.')]),
  ]);
}

function campaigns(pb: Playbook): Block {
  const listed = campaignItems(pb.campaigns);
  if (listed.kind === 'none') return [];
  if (listed.kind === 'text') return textBlock(listed.text);
  return table(
    ['Campaign', 'Objective', 'Timeline', 'Details'],
    listed.items.map((c) => [
      c.name,
      c.objective ?? '',
      c.timeline ?? '',
      c.details.length ? inlineText(detailsObject(c.details)) : '',
    ]),
  );
}

function kpis(pb: Playbook): Block {
  const rows = kpiRows(pb.kpis);
  const metrics = targetMetricRows(pb.targetMetrics);
  const out: Block = [];
  if (rows.kind === 'text') out.push(...textBlock(rows.text));
  if (rows.kind === 'list') {
    const extra = rows.items.some((r) => r.details.length);
    out.push(
      ...table(
        extra ? ['KPI', 'Target', 'Notes'] : ['KPI', 'Target'],
        rows.items.map((r) => [
          r.metric,
          r.target || '—',
          ...(extra ? [inlineText(detailsObject(r.details))] : []),
        ]),
      ),
    );
  }
  if (metrics.kind === 'text') out.push(subheading('Target metrics'), ...textBlock(metrics.text));
  if (metrics.kind === 'list')
    out.push(
      ...table(
        ['Target metric', 'Value'],
        metrics.items.map((m) => [m.label, m.value]),
      ),
    );
  return out;
}

/** Team roles: a list of people/roles as a table of role, person and the rest; anything else as JSON. */
function teamRoles(pb: Playbook): Block {
  const value = pb.teamRoles;
  if (typeof value === 'string') return textBlock(value);
  if (
    Array.isArray(value) &&
    value.length &&
    value.every((v) => v && typeof v === 'object' && !Array.isArray(v))
  ) {
    const records = value as Record<string, unknown>[];
    const person = (r: Record<string, unknown>) =>
      inlineText((r.name ?? r.person ?? r.owner ?? null) as never);
    const role = (r: Record<string, unknown>) => inlineText((r.role ?? r.title ?? null) as never);
    const rest = (r: Record<string, unknown>) =>
      inlineText(
        Object.fromEntries(
          Object.entries(r).filter(([k]) => !['name', 'person', 'owner', 'role', 'title'].includes(k)),
        ) as never,
      );
    return table(
      ['Role', 'Person', 'Responsibilities'],
      records.map((r) => [role(r), person(r), rest(r)]),
    );
  }
  return jsonSection(value);
}

/** The regulated trade's disclosures, each with its source, and the guidance notice (docs/compliance.md). */
function disclosures(regime: ComplianceRegime | null): Block {
  if (!regime) return [];
  return [
    muted(regime.label),
    ...regime.disclosures.flatMap((d) => [para(d.text), muted(`Source: ${d.source}`)]),
    muted(COMPLIANCE_NOTICE),
  ];
}

/** The playbook's .docx bytes; with `regime`, ending with its Disclosures, as the PDF does. */
export function renderPlaybookDocx(
  pb: Playbook,
  ctx: DocumentContext,
  regime: ComplianceRegime | null = null,
): Promise<Buffer> {
  const icpName = present(pb.icpName);
  const tonality = present(pb.tonality);
  const approval = approvalLine(pb, Boolean(regime));
  const body: Block = [
    ...cover({
      docType: PLAYBOOK_TYPE_LABEL,
      title: pb.name,
      status: pb.status,
      meta: [
        ...(icpName ? [{ label: 'Ideal client profile', value: icpName }] : []),
        ...(approval ? [{ label: 'Approval', value: approval }] : []),
        { label: 'Last updated', value: longDate(pb.updatedAt) },
        { label: 'Exported', value: longDate(ctx.generatedAt) },
      ],
    }),
    ...section('Strategic Goals', numbered(entries(pb.marketingGoals))),
    ...section('Value Proposition', textBlock(pb.valueProposition)),
    ...section('Key Messages', bullets(entries(pb.keyMessages))),
    ...section('Messaging Pillars', jsonSection(pb.messagingPillars)),
    ...section('Market Positioning', textBlock(pb.positioning)),
    ...section('Marketing Channels', channels(pb)),
    ...section('Brand Tonality', tonality ? [para(tonality)] : []),
    ...section('Marketing Campaigns', campaigns(pb)),
    ...section('KPIs & Metrics', kpis(pb)),
    ...section('Content Strategy', textBlock(pb.contentStrategy)),
    ...section('Timeline', textBlock(pb.timeline)),
    ...section('Team Roles', teamRoles(pb)),
    ...section('AI-Generated Campaigns', jsonSection(pb.aiGeneratedCampaigns)),
    ...section('AI Content Ideas', jsonSection(pb.aiContentIdeas)),
    ...section('Disclosures', disclosures(regime)),
  ];
  return packDocument({
    title: playbookTitle(pb.name),
    footer: playbookTitle(pb.name),
    body,
    endNote: `${/playbook/i.test(pb.name) ? '' : `${PLAYBOOK_TYPE_LABEL} `}“${pb.name}”, exported from ICP Studio on ${longDate(ctx.generatedAt)}.`,
  });
}
