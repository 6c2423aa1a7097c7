/**
 * The marketing playbook as a printable document: the cards of the playbook detail page (spec
 * section 2), each field in whichever shape it was saved.
 */
import {
  COMPLIANCE_NOTICE,
  type ComplianceRegime,
  type Playbook,
  type PlaybookKpis,
} from '@icp-studio/contracts';
import { kpiActualsSection } from './kpi-charts.js';
import { chips, detailTable, jsonSection, numbered, textBlock, ticks } from './blocks.js';
import { markup, type SafeHtml } from './escape.js';
import { entries, inlineText, longDate, present } from './format.js';
import type { DocumentContext, RenderedDocument } from './icp.js';
import { cover, documentShell, footerTemplate, page, section } from './layout.js';
import { campaignItems, channelItems, detailsObject, kpiRows, targetMetricRows } from './shapes.js';

export const PLAYBOOK_TYPE_LABEL = 'Marketing Playbook';

function card(body: SafeHtml | null): SafeHtml | null {
  return body ? markup`<div class="card">${body}</div>` : null;
}

function channels(pb: Playbook): SafeHtml | null {
  const items = channelItems(pb.selectedChannels);
  if (!items.length) return null;
  if (items.every((c) => !c.details.length))
    return chips(
      items.map((c) => c.name),
      'teal',
    );
  return markup`<div class="grid-cards">
    ${items.map(
      (c) =>
        markup`<div class="item-card">
          <h3>${c.name}</h3>
          ${detailTable(c.details) ?? markup`<p class="empty">No details.</p>`}
        </div>`,
    )}
  </div>`;
}

function campaigns(pb: Playbook): SafeHtml | null {
  const listed = campaignItems(pb.campaigns);
  if (listed.kind === 'none') return null;
  if (listed.kind === 'text') return card(textBlock(listed.text));
  return markup`<div class="stack">
    ${listed.items.map(
      (c) =>
        markup`<div class="item-card accent">
          <h3><span>${c.name}</span>${c.timeline ? markup`<span class="badge">${c.timeline}</span>` : null}</h3>
          ${c.objective ? markup`<p class="text"><span class="eyebrow">Objective</span><br />${c.objective}</p>` : null}
          ${detailTable(c.details)}
        </div>`,
    )}
  </div>`;
}

function kpis(pb: Playbook): SafeHtml | null {
  const rows = kpiRows(pb.kpis);
  const metrics = targetMetricRows(pb.targetMetrics);
  const parts: SafeHtml[] = [];
  if (rows.kind === 'text') parts.push(markup`<div class="card">${textBlock(rows.text)}</div>`);
  if (rows.kind === 'list') {
    const extra = rows.items.some((r) => r.details.length);
    parts.push(
      markup`<table class="data${rows.items.length <= 12 ? ' keep' : ''}">
        <thead>
          <tr>
            <th style="width:45%">KPI</th>
            <th>Target</th>
            ${extra ? markup`<th>Notes</th>` : null}
          </tr>
        </thead>
        <tbody>
          ${rows.items.map(
            (r) =>
              markup`<tr>
                <td>${r.metric}</td>
                <td class="num">${r.target || '—'}</td>
                ${extra ? markup`<td class="muted">${inlineText(detailsObject(r.details))}</td>` : null}
              </tr>`,
          )}
        </tbody>
      </table>`,
    );
  }
  if (metrics.kind === 'text')
    parts.push(
      markup`<div class="card">
        <div class="eyebrow">Target metrics</div>
        ${textBlock(metrics.text)}
      </div>`,
    );
  if (metrics.kind === 'list')
    parts.push(
      markup`<table class="data${metrics.items.length <= 12 ? ' keep' : ''}">
        <thead>
          <tr>
            <th style="width:45%">Target metric</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          ${metrics.items.map(
            (m) =>
              markup`<tr>
                <td>${m.label}</td>
                <td class="num">${m.value}</td>
              </tr>`,
          )}
        </tbody>
      </table>`,
    );
  return parts.length ? markup`<div class="stack">${parts}</div>` : null;
}

function teamRoles(pb: Playbook): SafeHtml | null {
  const value = pb.teamRoles;
  if (typeof value === 'string') return card(textBlock(value));
  const body = jsonSection(value);
  return body && Array.isArray(value) ? body : card(body);
}

/**
 * The advertising disclosures of the profile's regulated trade (docs/compliance.md, "In the exports"):
 * each text with the rule that asks for it, the regime's name, and the notice that this is guidance.
 * `null` for a trade without rules.
 */
function disclosures(regime: ComplianceRegime | null | undefined): SafeHtml | null {
  if (!regime) return null;
  return markup`<div class="card">
    <p class="text muted">${regime.label}</p>
    <ul class="disclosures">
      ${regime.disclosures.map(
        (d) => markup`<li><p class="text">${d.text}</p><p class="text muted">Source: ${d.source}</p></li>`,
      )}
    </ul>
    <p class="text muted">${COMPLIANCE_NOTICE}</p>
  </div>`;
}

/**
 * The playbook's approval for distribution as the exports print it (docs/approvals.md): who approved which
 * version and when, or "Not approved for distribution" and why (a change after approval included). Said
 * only for a regulated trade's playbook or one that was ever sent for approval.
 */
export function approvalLine(pb: Playbook, regulated: boolean): string | null {
  const a = pb.approval;
  if (!a) return regulated ? 'Not approved for distribution (never sent for approval)' : null;
  const on = (at: string | null) => (at ? ` on ${longDate(at)}` : '');
  switch (a.state) {
    case 'approved':
      return `Approved for distribution: version ${a.approvedVersion}, by ${a.approvedBy ?? 'a reviewer'}${on(a.approvedAt)}`;
    case 'pending':
      return `Not approved for distribution (version ${a.requestedVersion} is waiting for review)`;
    case 'returned':
      return `Not approved for distribution (version ${a.requestedVersion} was returned with comments)`;
    default:
      return `Not approved for distribution: changed since version ${a.approvedVersion} was approved${on(a.approvedAt)} (now version ${pb.version ?? '?'})`;
  }
}

/**
 * The playbook's name with its kind, said once: the wizard's default name already ends in "Marketing
 * Playbook" ("Dental practices - Marketing Playbook"), and most names say "playbook" somewhere.
 */
export function playbookTitle(name: string): string {
  return /playbook/i.test(name) ? name : `${name} – ${PLAYBOOK_TYPE_LABEL}`;
}

/**
 * The playbook as HTML. `regime`: the advertising rules of the profile's trade, when it has them; the
 * document then ends with their Disclosures (docs/compliance.md).
 */
export function renderPlaybookDocument(
  pb: Playbook,
  ctx: DocumentContext,
  regime: ComplianceRegime | null = null,
  /** The KPI actuals (docs/product.md §17): charted after the KPIs when any KPI has values. */
  kpiActuals: PlaybookKpis | null = null,
): RenderedDocument {
  const icpName = present(pb.icpName);
  const approval = approvalLine(pb, Boolean(regime));
  const meta = [
    ...(icpName ? [{ label: 'Ideal client profile', value: icpName }] : []),
    ...(approval ? [{ label: 'Approval', value: approval }] : []),
    { label: 'Last updated', value: longDate(pb.updatedAt) },
    { label: 'Exported', value: longDate(ctx.generatedAt) },
  ];
  const tonality = present(pb.tonality);
  const body = page(
    cover({ docType: PLAYBOOK_TYPE_LABEL, title: pb.name, status: pb.status, meta }),
    [
      section('Strategic Goals', numbered(entries(pb.marketingGoals), 'indigo')),
      section('Value Proposition', card(textBlock(pb.valueProposition))),
      section('Key Messages', ticks(entries(pb.keyMessages)) && card(ticks(entries(pb.keyMessages)))),
      section('Messaging Pillars', jsonSection(pb.messagingPillars)),
      section('Market Positioning', card(textBlock(pb.positioning))),
      section('Marketing Channels', channels(pb)),
      section('Brand Tonality', tonality ? chips([tonality]) : null),
      section('Marketing Campaigns', campaigns(pb)),
      section('KPIs & Metrics', kpis(pb)),
      section('KPI Actuals', kpiActualsSection(kpiActuals)),
      section('Content Strategy', card(textBlock(pb.contentStrategy))),
      section('Timeline', card(textBlock(pb.timeline))),
      section('Team Roles', teamRoles(pb)),
      section('AI-Generated Campaigns', jsonSection(pb.aiGeneratedCampaigns)),
      section('AI Content Ideas', jsonSection(pb.aiContentIdeas)),
      section('Disclosures', disclosures(regime), 'disclosures'),
    ],
    `${/playbook/i.test(pb.name) ? '' : `${PLAYBOOK_TYPE_LABEL} `}“${pb.name}”, exported from ICP Studio on ${longDate(ctx.generatedAt)}.`,
  );
  return {
    html: documentShell({ title: playbookTitle(pb.name), body }),
    footer: footerTemplate(playbookTitle(pb.name)),
    name: pb.name,
  };
}
