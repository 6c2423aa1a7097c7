/**
 * Customer evidence in the profile document (docs/evidence.md, "In the documents"): each field marked with
 * its source from the evidence ledger, the profile called a hypothesis when no field is observed, and an
 * optional Evidence page of aggregate bars (no client is named: the page is made of the report's figures).
 */
import {
  ledgerSourceText,
  type EvidenceAttribute,
  type EvidenceAttributeKey,
  type EvidenceReport,
  type EvidenceShare,
  type IcpLedger,
  type LedgerField,
} from '@icp-studio/contracts';
import { markup, type SafeHtml } from './escape.js';
import { longDate } from './format.js';

/** What the profile document shows of the customer evidence; each part null when not there or not asked. */
export interface IcpEvidencePart {
  ledger: IcpLedger | null;
  /** The aggregate report, for the Evidence page (only when the export asks for it). */
  report: EvidenceReport | null;
}

const number = (n: number) => n.toLocaleString('en-US');
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** The small tag after a field: "Observed · 12 of 40 clients", "Stated", "AI-suggested", "Assumed". */
export function sourceTag(ledger: IcpLedger | null | undefined, field: LedgerField): SafeHtml | null {
  const entry = ledger?.fields.find((f) => f.field === field);
  if (!entry) return null;
  return markup`<span class="src src-${entry.source}">${ledgerSourceText(entry)}</span>`;
}

/** The fields as the documents title them. */
export const LEDGER_FIELD_LABELS: Record<LedgerField, string> = {
  industry: 'Industry',
  companySize: 'Company size',
  revenue: 'Revenue range',
  technographics: 'Technology stack',
  decisionMakerRole: 'Decision maker role',
  decisionMakerTitle: 'Decision maker title',
  ageRange: 'Age range',
  gender: 'Gender',
  education: 'Education',
  occupation: 'Occupation',
  income: 'Income range',
  geographics: 'Geography',
  disqualifiers: 'Not a fit (anti-ICP)',
  psychographics: 'Psychographics',
  behavioralTraits: 'Behavioral traits',
  painPoints: 'Pain points',
  needs: 'Needs',
  goals: 'Goals',
  preferredChannels: 'Preferred channels',
  buyerJourney: 'Buyer journey',
};

/** The cover's line on evidence: a hypothesis, or how many fields the client list observes. */
export function evidenceMeta(ledger: IcpLedger | null | undefined): { label: string; value: string } | null {
  if (!ledger || !ledger.fields.length) return null;
  if (ledger.hypothesis) return { label: 'Evidence', value: 'Hypothesis: no field observed in client data' };
  const observed = ledger.fields.filter((f) => f.source === 'observed').length;
  const clients = ledger.evidence ? ` in ${number(ledger.evidence.clients)} clients` : '';
  return { label: 'Evidence', value: `${observed} of ${ledger.fields.length} fields observed${clients}` };
}

const ATTRIBUTE_LABELS: Record<EvidenceAttributeKey, string> = {
  industry: 'Industry',
  companySize: 'Company size',
  revenue: 'Revenue',
  location: 'Location',
  age: 'Age',
  income: 'Income',
  occupation: 'Occupation',
  channel: 'Channel',
};

function bar(label: string, share: number | null, tone: 'clients' | 'value' | 'top'): SafeHtml {
  const width = share === null ? 0 : Math.round(Math.min(1, Math.max(0, share)) * 1000) / 10;
  return markup`<div class="ev-bar">
    <span class="ev-bar-label">${label}</span>
    <span class="ev-track"><span class="ev-fill ev-${tone}" style="width:${String(width)}%"></span></span>
    <span class="ev-bar-value">${percent(share)}</span>
  </div>`;
}

function attributeRow(a: EvidenceAttribute, withValue: boolean): SafeHtml {
  const top: EvidenceShare | null = a.top;
  return markup`<div class="ev-attr keep">
    <div class="ev-attr-head">
      <strong>${ATTRIBUTE_LABELS[a.attribute]}</strong>
      <span class="muted">the profile says ${a.profileValues.join(', ') || '–'} · ${number(a.all.matched)} of ${number(a.all.known)} clients match</span>
    </div>
    ${bar('Clients', a.all.clientShare, 'clients')}
    ${withValue ? bar('Revenue', a.all.valueShare, 'value') : null}
    ${top ? bar('Top fifth', top.clientShare, 'top') : null}
  </div>`;
}

/**
 * The Evidence page: per measured attribute the share of clients and of revenue the profile describes, and
 * of the top fifth by value; then the report's suggestions. Aggregates only: no row, no client name.
 */
export function evidencePage(report: EvidenceReport, ledger: IcpLedger | null | undefined): SafeHtml | null {
  const measured = report.attributes.filter((a) => a.status === 'measured');
  const withValue = report.withValue > 0;
  const imported = ledger?.evidence ? ` imported on ${longDate(ledger.evidence.importedAt)}` : '';
  const suggestions = report.suggestions.slice(0, 6);
  return markup`<div class="ev-page">
    <p class="muted">
      From ${number(report.clients)} clients${imported}${withValue ? markup`, ${number(report.withValue)} with a known fee or revenue` : null}.
      The figures are aggregates: no client is named in this document.
    </p>
    ${
      measured.length
        ? measured.map((a) => attributeRow(a, withValue))
        : markup`<p class="empty">No attribute of the profile has a column in the client list.</p>`
    }
    ${
      suggestions.length
        ? markup`<div class="suggestions keep">
            <h3>What the client list suggests</h3>
            <ol class="numbered indigo">${suggestions.map((s) => markup`<li>${s.message}</li>`)}</ol>
          </div>`
        : null
    }
  </div>`;
}

/** Print styles of the tags and the Evidence page. */
export const EVIDENCE_STYLES = `
  .src { display: inline-block; margin-left: 2mm; padding: 0.2mm 1.8mm; border-radius: 999px; font-size: 6.8pt;
    font-weight: 700; letter-spacing: 0.02em; vertical-align: middle; text-transform: none; white-space: nowrap; }
  .src-observed { background: #dcfce7; color: #166534; }
  .src-stated { background: #f1f5f9; color: #475569; }
  .src-ai { background: #f3e8ff; color: #6b21a8; }
  .src-assumed { background: #fff; color: #9a3412; border: 0.3mm dashed #fb923c; }
  #evidence { break-before: page; page-break-before: always; }
  .ev-attr { margin: 0 0 4mm; padding: 3mm 4mm; border: 0.3mm solid #e2e8f0; border-radius: 2mm; }
  .ev-attr-head { display: flex; gap: 3mm; align-items: baseline; margin-bottom: 1.5mm; flex-wrap: wrap; }
  .ev-bar { display: grid; grid-template-columns: 22mm 1fr 12mm; gap: 2mm; align-items: center; font-size: 8pt;
    margin-top: 1mm; }
  .ev-track { height: 3mm; background: #f1f5f9; border-radius: 999px; overflow: hidden; }
  .ev-fill { display: block; height: 100%; border-radius: 999px; }
  .ev-clients { background: #4f46e5; }
  .ev-value { background: #0d9488; }
  .ev-top { background: #d97706; }
  .ev-bar-value { text-align: right; font-weight: 700; }
`;
