/**
 * The ideal client profile as a printable document: the sections of the ICP detail page
 * (docs/product.md §2), with the quality score drawn as a chart.
 */
import { scoreBand, type Icp, type IcpScore, type LedgerField } from '@icp-studio/contracts';
import { BAND_COLORS, barChart, clampScore, scoreBars, scoreRing } from './chart.js';
import { chips, numbered, textBlock, ticks } from './blocks.js';
import { markup, type SafeHtml } from './escape.js';
import { entries, longDate, present } from './format.js';
import { cover, documentShell, footerTemplate, page, section } from './layout.js';
import { scoreTips } from './score-tips.js';
import { icpPersonaCard } from './persona.js';
import { EVIDENCE_STYLES, evidenceMeta, evidencePage, sourceTag, type IcpEvidencePart } from './evidence.js';

/** A field's source tag (docs/evidence.md, "Evidence ledger"), or nothing without a ledger. */
type Tag = (field: LedgerField) => SafeHtml | null;
const noTags: Tag = () => null;

export interface RenderedDocument {
  html: string;
  footer: string;
  /** The document's name (the profile's or playbook's). */
  name: string;
}

export interface DocumentContext {
  /** When the export was asked for. */
  generatedAt: Date;
}

export function icpTypeLabel(type: Icp['type']): string {
  return type === 'b2b' ? 'B2B Ideal Client Profile' : 'B2C Ideal Client Profile';
}

const GENDER_LABELS: Record<string, string> = {
  all: 'All genders',
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
};

function facts(
  rows: [string, string | null | undefined, (SafeHtml | null)?][],
  wide: SafeHtml | null = null,
): SafeHtml {
  const filled = rows.filter((r): r is [string, string, SafeHtml | null] => Boolean(present(r[1])));
  if (!filled.length && !wide)
    return markup`<div class="card keep"><p class="empty">Not specified yet.</p></div>`;
  return markup`<div class="card keep">
    <dl class="facts">
      ${filled.map(
        ([label, value, tag]) =>
          markup`<div>
            <dt>${label}</dt>
            <dd>${value}${tag ?? null}</dd>
          </div>`,
      )}
      ${wide}
    </dl>
  </div>`;
}

function firmographics(icp: Icp, tag: Tag = noTags): SafeHtml {
  const stack = entries(icp.technographics);
  return facts(
    [
      ['Industry', icp.industry, tag('industry')],
      ['Company size', icp.companySize, tag('companySize')],
      ['Revenue range', icp.revenue, tag('revenue')],
      ['Decision maker role', icp.decisionMakerRole, tag('decisionMakerRole')],
      ['Decision maker title', icp.decisionMakerTitle, tag('decisionMakerTitle')],
    ],
    stack.length
      ? markup`<div class="wide">
          <dt>Technology stack${tag('technographics')}</dt>
          <dd>${chips(stack, 'outline')}</dd>
        </div>`
      : null,
  );
}

function demographics(icp: Icp, tag: Tag = noTags): SafeHtml {
  return facts([
    ['Age range', icp.ageRange, tag('ageRange')],
    ['Gender', icp.gender ? (GENDER_LABELS[icp.gender] ?? icp.gender) : null, tag('gender')],
    ['Education', icp.education, tag('education')],
    ['Occupation', icp.occupation, tag('occupation')],
    ['Income range', icp.income, tag('income')],
  ]);
}

function scoreSection(icp: Icp, score: IcpScore | null): SafeHtml {
  if (!score) {
    return markup`<div class="card keep not-scored">
      <div class="dial">–</div>
      <div>
        <h3>Not analysed yet</h3>
        <p class="muted">
          Run Analyze on the profile page to score how complete and specific this profile is, with concrete
          suggestions to improve it.
        </p>
      </div>
    </div>`;
  }
  const overall = clampScore(score.overallScore);
  const band = scoreBand(overall);
  const { tips, note } = scoreTips(score);
  return markup`<div class="card keep">
    <div class="score-card">
      <div class="score-summary">
        ${scoreRing(overall)}
        <div class="band band-${band.color}">${band.label}</div>
        <div class="muted" style="font-size:7.5pt;margin-top:1.5mm">
          Analysed ${longDate(score.analyzedAt)}
        </div>
      </div>
      <div class="score-bars">
        ${barChart(scoreBars(score, icp.type))}
        <div class="legend">
          <span><i style="background:${BAND_COLORS.green.fill}"></i>76+ Excellent</span>
          <span><i style="background:${BAND_COLORS.yellow.fill}"></i>51–75 Good</span>
          <span><i style="background:${BAND_COLORS.red.fill}"></i>Below 51 Needs Work</span>
        </div>
      </div>
    </div>
    ${
      tips.length
        ? markup`<div class="suggestions">
            <h3>How to improve it</h3>
            ${numbered(tips, 'indigo')}
          </div>`
        : null
    }
    ${note ? markup`<p class="muted score-note">${note}</p>` : null}
  </div>`;
}

function needsAndGoals(icp: Icp, tag: Tag = noTags): SafeHtml | null {
  const needs = entries(icp.needs);
  const goals = entries(icp.goals);
  if (!needs.length && !goals.length) return null;
  const column = (title: string, items: string[]) =>
    items.length
      ? markup`<div class="card">
          <div class="eyebrow">${title}${tag(title === 'Needs' ? 'needs' : 'goals')}</div>
          <div style="margin-top:2mm">${ticks(items)}</div>
        </div>`
      : null;
  if (!needs.length || !goals.length) return needs.length ? column('Needs', needs) : column('Goals', goals);
  return markup`<div class="two-col">${column('Needs', needs)}${column('Goals', goals)}</div>`;
}

function buyerJourney(icp: Icp): SafeHtml | null {
  const j = icp.buyerJourney;
  const stages: [string, string | undefined][] = [
    ['Awareness', present(j?.awareness)],
    ['Consideration', present(j?.consideration)],
    ['Decision', present(j?.decision)],
  ];
  if (!stages.some(([, text]) => text)) return null;
  const long = stages.some(([, text]) => (text?.length ?? 0) > 600);
  return markup`<div class="journey ${long ? 'stacked' : ''}">
    ${stages.map(
      ([name, text], i) =>
        markup`<div class="stage">
          <div class="step">Stage ${i + 1}</div>
          <h3>${name}</h3>
          ${text ? textBlock(text) : markup`<p class="empty">Not described.</p>`}
        </div>`,
    )}
  </div>`;
}

function narrative(icp: Icp): SafeHtml | null {
  const body = textBlock(icp.personaNarrative);
  return body ? markup`<div class="narrative">${body}</div>` : null;
}

/**
 * `evidence`: the ledger marks each field and the cover says whether the profile is a hypothesis; with the
 * report, an Evidence page of aggregate bars closes the document (docs/evidence.md, "In the documents").
 */
export function renderIcpDocument(
  icp: Icp,
  score: IcpScore | null,
  ctx: DocumentContext,
  evidence: IcpEvidencePart | null = null,
): RenderedDocument {
  const typeLabel = icpTypeLabel(icp.type);
  const ledger = evidence?.ledger ?? null;
  const tag: Tag = ledger ? (field) => sourceTag(ledger, field) : noTags;
  const evidenceLine = evidenceMeta(ledger);
  const client = present(icp.clientName);
  const meta = [
    ...(client ? [{ label: 'Prepared for', value: client }] : []),
    { label: 'Quality score', value: score ? `${clampScore(score.overallScore)} / 100` : 'Not analysed yet' },
    ...(evidenceLine ? [evidenceLine] : []),
    { label: 'Last updated', value: longDate(icp.updatedAt) },
    { label: 'Exported', value: longDate(ctx.generatedAt) },
  ];
  const industry = present(icp.industry);
  const body = page(
    cover({
      docType: typeLabel,
      title: icp.name,
      subtitle: icp.type === 'b2b' && industry ? industry : undefined,
      status: icp.status,
      meta,
    }),
    [
      // The persona card opens the first page, whole (docs/product.md §2, "Persona card").
      icpPersonaCard(icp, score),
      section('Quality Score', scoreSection(icp, score)),
      icp.type === 'b2b'
        ? section('Firmographics', firmographics(icp, tag))
        : section('Demographics', demographics(icp, tag)),
      section('Geography', chips(entries(icp.geographics), 'teal'), undefined, tag('geographics')),
      // Not a fit (anti-ICP): who the firm does not want as a client; only when the profile names any.
      section(
        'Not a fit (anti-ICP)',
        numbered(entries(icp.disqualifiers), 'red'),
        undefined,
        tag('disqualifiers'),
      ),
      section(
        'Psychographics',
        textBlock(icp.psychographics) && markup`<div class="card">${textBlock(icp.psychographics)}</div>`,
        undefined,
        tag('psychographics'),
      ),
      section('Pain Points', numbered(entries(icp.painPoints), 'red'), undefined, tag('painPoints')),
      section('Needs & Goals', needsAndGoals(icp, tag)),
      section(
        'Preferred Channels',
        chips(entries(icp.preferredChannels), 'teal'),
        undefined,
        tag('preferredChannels'),
      ),
      section('Behavioral Traits', chips(entries(icp.behavioralTraits)), undefined, tag('behavioralTraits')),
      section('Buyer Journey', buyerJourney(icp), undefined, tag('buyerJourney')),
      section('AI-Generated Persona Narrative', narrative(icp)),
      evidence?.report ? section('Evidence', evidencePage(evidence.report, ledger), 'evidence') : null,
      ledger?.fields.length ? markup`<style>${EVIDENCE_STYLES}</style>` : null,
    ],
    `${typeLabel} “${icp.name}”, exported from ICP Studio on ${longDate(ctx.generatedAt)}.`,
  );
  return {
    html: documentShell({ title: `${icp.name} – ${typeLabel}`, body }),
    footer: footerTemplate(`${icp.name} · ${typeLabel}`),
    name: icp.name,
  };
}
