/**
 * The ideal client profile as a Word document (docs/product.md §11): the sections of the PDF
 * (templates/icp.ts), in the same order and with the same labels; the score as a table.
 */
import { ledgerSourceText, scoreBand, type Icp, type IcpLedger, type IcpScore } from '@icp-studio/contracts';
import { LEDGER_FIELD_LABELS, evidenceMeta } from '../templates/evidence.js';
import { clampScore, scoreBars } from '../templates/chart.js';
import { entries, longDate, present } from '../templates/format.js';
import { icpTypeLabel, type DocumentContext } from '../templates/icp.js';
import { scoreTips } from '../templates/score-tips.js';
import {
  bullets,
  cover,
  facts,
  inline,
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

const GENDER_LABELS: Record<string, string> = {
  all: 'All genders',
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
};

function filled(rows: [string, string | null | undefined][], extra: [string, string][] = []): Block {
  const shown = rows
    .map(([label, value]) => [label, present(value)] as const)
    .filter((r): r is readonly [string, string] => Boolean(r[1]));
  const all = [...shown, ...extra];
  return all.length ? facts(all) : [muted('Not specified yet.')];
}

function firmographics(icp: Icp): Block {
  const stack = entries(icp.technographics);
  return filled(
    [
      ['Industry', icp.industry],
      ['Company size', icp.companySize],
      ['Revenue range', icp.revenue],
      ['Decision maker role', icp.decisionMakerRole],
      ['Decision maker title', icp.decisionMakerTitle],
    ],
    stack.length ? [['Technology stack', stack.join(', ')]] : [],
  );
}

function demographics(icp: Icp): Block {
  return filled([
    ['Age range', icp.ageRange],
    ['Gender', icp.gender ? (GENDER_LABELS[icp.gender] ?? icp.gender) : null],
    ['Education', icp.education],
    ['Occupation', icp.occupation],
    ['Income range', icp.income],
  ]);
}

function scoreSection(icp: Icp, score: IcpScore | null): Block {
  if (!score)
    return [
      para('Not analysed yet', { bold: true }),
      muted(
        'Run Analyze on the profile page to score how complete and specific this profile is, with concrete ' +
          'suggestions to improve it.',
      ),
    ];
  const overall = clampScore(score.overallScore);
  const { tips, note } = scoreTips(score);
  return [
    para(`${overall} / 100 · ${scoreBand(overall).label}`, { bold: true }),
    muted(`Analysed ${longDate(score.analyzedAt)}`),
    ...table(
      ['Part', 'Score'],
      scoreBars(score, icp.type).map((b) => [b.label, `${b.value} / 100`]),
    ),
    ...(tips.length ? [subheading('How to improve it'), ...numbered(tips)] : []),
    ...(note ? [muted(note)] : []),
  ];
}

function needsAndGoals(icp: Icp): Block {
  const needs = entries(icp.needs);
  const goals = entries(icp.goals);
  return [
    ...(needs.length ? [subheading('Needs'), ...bullets(needs)] : []),
    ...(goals.length ? [subheading('Goals'), ...bullets(goals)] : []),
  ];
}

function buyerJourney(icp: Icp): Block {
  const j = icp.buyerJourney;
  const stages: [string, string | undefined][] = [
    ['Awareness', present(j?.awareness)],
    ['Consideration', present(j?.consideration)],
    ['Decision', present(j?.decision)],
  ];
  if (!stages.some(([, text]) => text)) return [];
  return stages.flatMap(([name, text], i) => [
    subheading(`Stage ${i + 1}: ${name}`),
    ...(text ? textBlock(text) : [muted('Not described.')]),
  ]);
}

/** The evidence ledger as a table: each filled field and where it comes from (docs/evidence.md). */
function sources(ledger: IcpLedger | null): Block {
  if (!ledger?.fields.length) return [];
  return table(
    ['Field', 'Source'],
    ledger.fields.map((f) => [LEDGER_FIELD_LABELS[f.field], ledgerSourceText(f)]),
  );
}

/**
 * The profile's .docx bytes. With the evidence ledger, the cover says whether the profile is a
 * hypothesis and a last section lists where each field comes from.
 */
export function renderIcpDocx(
  icp: Icp,
  score: IcpScore | null,
  ctx: DocumentContext,
  ledger: IcpLedger | null = null,
): Promise<Buffer> {
  const typeLabel = icpTypeLabel(icp.type);
  const evidenceLine = evidenceMeta(ledger);
  const client = present(icp.clientName);
  const industry = present(icp.industry);
  const body: Block = [
    ...cover({
      docType: typeLabel,
      title: icp.name,
      subtitle: icp.type === 'b2b' && industry ? industry : undefined,
      status: icp.status,
      meta: [
        ...(client ? [{ label: 'Prepared for', value: client }] : []),
        {
          label: 'Quality score',
          value: score ? `${clampScore(score.overallScore)} / 100` : 'Not analysed yet',
        },
        ...(evidenceLine ? [evidenceLine] : []),
        { label: 'Last updated', value: longDate(icp.updatedAt) },
        { label: 'Exported', value: longDate(ctx.generatedAt) },
      ],
    }),
    ...section('Quality Score', scoreSection(icp, score)),
    ...(icp.type === 'b2b'
      ? section('Firmographics', firmographics(icp))
      : section('Demographics', demographics(icp))),
    ...section('Geography', inline(entries(icp.geographics))),
    ...section('Not a fit (anti-ICP)', numbered(entries(icp.disqualifiers))),
    ...section('Psychographics', textBlock(icp.psychographics)),
    ...section('Pain Points', numbered(entries(icp.painPoints))),
    ...section('Needs & Goals', needsAndGoals(icp)),
    ...section('Preferred Channels', inline(entries(icp.preferredChannels))),
    ...section('Behavioral Traits', inline(entries(icp.behavioralTraits))),
    ...section('Buyer Journey', buyerJourney(icp)),
    ...section('AI-Generated Persona Narrative', textBlock(icp.personaNarrative)),
    ...section('Where the fields come from', sources(ledger)),
  ];
  return packDocument({
    title: `${icp.name} – ${typeLabel}`,
    footer: `${icp.name} · ${typeLabel}`,
    body,
    endNote: `${typeLabel} “${icp.name}”, exported from ICP Studio on ${longDate(ctx.generatedAt)}.`,
  });
}
