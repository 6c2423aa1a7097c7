import { markup } from './escape.js';

/**
 * The font stack: Noto Sans for Latin, Greek and Cyrillic, then the Noto families that cover the other
 * scripts a profile may hold (Chromium picks per character and embeds what it used).
 */
export const FONT_STACK =
  "'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Noto Sans Arabic', 'Noto Sans Hebrew', " +
  "'Noto Sans Devanagari', 'Noto Sans Thai', 'Noto Sans Armenian', 'Noto Sans Georgian', 'DejaVu Sans', " +
  "'Noto Color Emoji', sans-serif";

/** Brand colours: indigo, with a teal accent. */
export const BRAND = { indigo: '#4f46e5', indigoDark: '#312e81', teal: '#0d9488', muted: '#64748b' } as const;

/** The document's style sheet (A4, print). Literal markup: nothing is interpolated into it. */
export const styles = markup`<style>
  @page {
    size: A4;
    margin: 15mm 0 17mm 0;
  }
  @page :first {
    margin-top: 0;
  }
  * {
    box-sizing: border-box;
  }
  html {
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }
  body {
    margin: 0;
    font-family:
      'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Noto Sans Arabic', 'Noto Sans Hebrew',
      'Noto Sans Devanagari', 'Noto Sans Thai', 'Noto Sans Armenian', 'Noto Sans Georgian', 'DejaVu Sans',
      'Noto Color Emoji', sans-serif;
    font-size: 9.5pt;
    line-height: 1.55;
    color: #1e293b;
    overflow-wrap: anywhere;
  }
  p,
  li,
  dd,
  td,
  th,
  .value,
  h1,
  h2,
  h3,
  .chip {
    unicode-bidi: plaintext;
  }
  p {
    margin: 0 0 2.2mm;
  }
  .text {
    white-space: pre-line;
  }

  /* ---- cover ---- */
  .cover {
    position: relative;
    overflow: hidden;
    padding: 14mm 18mm 11mm;
    color: #fff;
    background: linear-gradient(125deg, #4f46e5 0%, #4338ca 52%, #312e81 100%);
  }
  .cover::before {
    content: '';
    position: absolute;
    right: -38mm;
    top: -46mm;
    width: 120mm;
    height: 120mm;
    border-radius: 50%;
    background: radial-gradient(circle at 35% 65%, rgba(45, 212, 191, 0.55), rgba(45, 212, 191, 0) 68%);
  }
  .cover::after {
    content: '';
    position: absolute;
    right: 22mm;
    bottom: -30mm;
    width: 60mm;
    height: 60mm;
    border-radius: 50%;
    border: 1.2mm solid rgba(255, 255, 255, 0.09);
  }
  .cover > * {
    position: relative;
    z-index: 1;
  }
  .brand {
    display: flex;
    align-items: center;
    gap: 2.2mm;
    font-size: 8pt;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: #e0e7ff;
  }
  .brand-mark {
    width: 4.2mm;
    height: 4.2mm;
    border-radius: 1.2mm;
    background: linear-gradient(135deg, #2dd4bf, #0d9488);
    box-shadow: 1.3mm 1.3mm 0 rgba(255, 255, 255, 0.25);
  }
  .doc-type {
    display: inline-block;
    margin-top: 11mm;
    padding: 1mm 3.2mm;
    border-radius: 999px;
    background: rgba(45, 212, 191, 0.18);
    border: 0.3mm solid rgba(94, 234, 212, 0.55);
    color: #99f6e4;
    font-size: 7.5pt;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
  }
  .title {
    margin: 3.5mm 0 0;
    max-width: 150mm;
    font-size: 25pt;
    line-height: 1.15;
    font-weight: 700;
    letter-spacing: -0.01em;
  }
  .title.long {
    font-size: 19pt;
  }
  .title.very-long {
    font-size: 14pt;
    line-height: 1.25;
  }
  .subtitle {
    margin-top: 2mm;
    font-size: 10.5pt;
    color: #c7d2fe;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 3mm 9mm;
    margin-top: 9mm;
    padding-top: 4mm;
    border-top: 0.3mm solid rgba(255, 255, 255, 0.22);
  }
  .meta-item .label {
    font-size: 6.8pt;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: #a5b4fc;
  }
  .meta-item .value {
    font-size: 9.5pt;
    font-weight: 700;
    color: #fff;
  }
  .status {
    display: inline-flex;
    align-items: center;
    gap: 1.6mm;
  }
  .status::before {
    content: '';
    width: 2mm;
    height: 2mm;
    border-radius: 50%;
    background: #cbd5e1;
  }
  .status-completed::before {
    background: #4ade80;
  }
  .status-in_progress::before {
    background: #fbbf24;
  }

  /* ---- body ---- */
  .content {
    padding: 7mm 18mm 0;
  }
  .section {
    margin-top: 7mm;
  }
  .section:first-child {
    margin-top: 0;
  }
  .section-title {
    display: flex;
    align-items: center;
    gap: 2.5mm;
    margin: 0 0 3mm;
    font-size: 12.5pt;
    line-height: 1.3;
    font-weight: 700;
    color: #312e81;
    break-after: avoid;
    page-break-after: avoid;
  }
  .section-title::before {
    content: '';
    flex: none;
    width: 1.3mm;
    height: 5mm;
    border-radius: 1mm;
    background: linear-gradient(180deg, #14b8a6, #4f46e5);
  }
  .keep {
    break-inside: avoid;
    page-break-inside: avoid;
  }
  .keep-with-next {
    break-after: avoid;
    page-break-after: avoid;
  }
  .card {
    /* A box is read whole: it moves to the next page rather than split (one taller than a page still splits). */
    break-inside: avoid;
    page-break-inside: avoid;
    padding: 4mm 5mm;
    border: 0.3mm solid #e2e8f0;
    border-radius: 2.5mm;
    background: #f8fafc;
  }
  .score-note {
    font-size: 8pt;
    margin: 2mm 0 0;
  }
  .muted {
    color: #64748b;
  }
  .empty {
    color: #94a3b8;
    font-style: italic;
  }
  h3 {
    margin: 0 0 1.5mm;
    font-size: 10pt;
    font-weight: 700;
    color: #1e293b;
  }
  .eyebrow {
    font-size: 6.8pt;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: #0d9488;
  }

  /* facts: label/value pairs */
  .facts {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 3.5mm 8mm;
    margin: 0;
  }
  .facts .wide {
    grid-column: 1 / -1;
  }
  .facts dt {
    font-size: 6.8pt;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: #64748b;
  }
  .facts dd {
    margin: 0.5mm 0 0;
    font-size: 10pt;
    font-weight: 700;
    color: #0f172a;
  }
  .facts div {
    break-inside: avoid;
  }

  /* chips */
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 1.8mm;
  }
  .chip {
    display: inline-block;
    padding: 0.9mm 3mm;
    border-radius: 999px;
    background: #eef2ff;
    color: #3730a3;
    font-size: 8.8pt;
    font-weight: 700;
    line-height: 1.45;
    break-inside: avoid;
  }
  .chip.teal {
    background: #ccfbf1;
    color: #115e59;
  }
  .chip.slate {
    background: #f1f5f9;
    color: #334155;
  }
  .chip.outline {
    background: #fff;
    border: 0.3mm solid #c7d2fe;
  }

  /* numbered list (pain points, key messages) */
  .numbered {
    list-style: none;
    margin: 0;
    padding: 0;
    counter-reset: item;
  }
  .numbered > li {
    position: relative;
    margin: 0 0 2mm;
    padding: 2.4mm 4mm 2.4mm 12mm;
    border: 0.3mm solid #e2e8f0;
    border-radius: 2mm;
    background: #fff;
    counter-increment: item;
    break-inside: avoid;
    page-break-inside: avoid;
  }
  .numbered > li::before {
    content: counter(item);
    position: absolute;
    left: 3.2mm;
    top: 2.5mm;
    width: 5.6mm;
    height: 5.6mm;
    border-radius: 50%;
    background: #4f46e5;
    color: #fff;
    font-size: 7.5pt;
    font-weight: 700;
    line-height: 5.6mm;
    text-align: center;
  }
  .numbered.red > li {
    border-left: 1mm solid #f87171;
  }
  .numbered.red > li::before {
    background: #fee2e2;
    color: #b91c1c;
  }
  .numbered.indigo > li {
    border-left: 1mm solid #818cf8;
  }

  /* the regulated trade's disclosures (docs/compliance.md) */
  .disclosures {
    list-style: none;
    margin: 2mm 0;
    padding: 0;
  }
  .disclosures > li {
    padding: 0 0 2mm 3mm;
    border-left: 0.8mm solid #f59e0b;
    margin-bottom: 2mm;
    break-inside: avoid;
  }
  .disclosures .muted {
    font-size: 8pt;
  }

  /* bullet list with ticks */
  .ticks {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .ticks > li {
    position: relative;
    padding: 0 0 1.6mm 6mm;
    break-inside: avoid;
  }
  .ticks > li::before {
    content: '';
    position: absolute;
    left: 0.6mm;
    top: 1.6mm;
    width: 2.2mm;
    height: 1.2mm;
    border-left: 0.5mm solid #0d9488;
    border-bottom: 0.5mm solid #0d9488;
    transform: rotate(-45deg);
  }
  .bullets {
    margin: 0;
    padding-left: 5mm;
  }
  .bullets > li {
    margin-bottom: 1.2mm;
    break-inside: avoid;
  }

  .two-col {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 4mm;
    align-items: start;
  }
  .stack > * + * {
    margin-top: 3mm;
  }

  /* buyer journey */
  .journey {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 3mm;
  }
  .journey.stacked {
    grid-template-columns: 1fr;
  }
  .journey.stacked .stage {
    break-inside: auto;
  }
  .stage {
    position: relative;
    padding: 3.5mm 4mm 3.5mm;
    border: 0.3mm solid #e2e8f0;
    border-top: 1.2mm solid #4f46e5;
    border-radius: 2mm;
    background: #fff;
    break-inside: avoid;
  }
  .stage:nth-child(2) {
    border-top-color: #6366f1;
  }
  .stage:nth-child(3) {
    border-top-color: #0d9488;
  }
  .stage .step {
    font-size: 6.8pt;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: #64748b;
  }
  .stage h3 {
    margin: 0.5mm 0 1.5mm;
    color: #312e81;
  }

  /* persona narrative */
  .narrative {
    position: relative;
    padding: 5mm 6mm 4mm 13mm;
    border-radius: 2.5mm;
    background: linear-gradient(135deg, #eef2ff, #f0fdfa);
    border-left: 1.2mm solid #14b8a6;
  }
  .narrative::before {
    content: '\\201C';
    position: absolute;
    left: 3mm;
    top: -1mm;
    font-size: 34pt;
    font-weight: 700;
    color: #818cf8;
  }
  .narrative p {
    font-size: 10pt;
    line-height: 1.65;
    color: #1e1b4b;
  }

  /* quality score */
  .score-card {
    display: flex;
    gap: 7mm;
    align-items: center;
  }
  .score-summary {
    flex: none;
    width: 40mm;
    text-align: center;
  }
  .score-ring {
    display: block;
    margin: 0 auto;
  }
  .ring-value {
    font-size: 24px;
    font-weight: 700;
  }
  .ring-unit {
    font-size: 8.5px;
  }
  .band {
    display: inline-block;
    margin-top: 1.5mm;
    padding: 0.6mm 2.8mm;
    border-radius: 999px;
    font-size: 8pt;
    font-weight: 700;
  }
  .band-green {
    background: #dcfce7;
    color: #15803d;
  }
  .band-yellow {
    background: #fef9c3;
    color: #a16207;
  }
  .band-red {
    background: #fee2e2;
    color: #b91c1c;
  }
  .score-bars {
    flex: 1;
    min-width: 0;
  }
  .bar-chart {
    display: block;
  }
  .chart-label {
    font-size: 11px;
    font-weight: 700;
    fill: #334155;
  }
  .chart-value {
    font-size: 11px;
    font-weight: 700;
  }
  .legend {
    display: flex;
    gap: 4mm;
    margin-top: 1.5mm;
    font-size: 7.5pt;
    color: #64748b;
  }
  .legend span {
    display: inline-flex;
    align-items: center;
    gap: 1.2mm;
  }
  .legend i {
    display: inline-block;
    width: 2.4mm;
    height: 2.4mm;
    border-radius: 0.6mm;
  }
  .suggestions {
    margin-top: 4mm;
    padding-top: 3mm;
    border-top: 0.3mm dashed #cbd5e1;
  }
  .suggestions h3 {
    font-size: 8.5pt;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: #0d9488;
  }
  .not-scored {
    display: flex;
    gap: 4mm;
    align-items: center;
  }
  .not-scored .dial {
    flex: none;
    width: 17mm;
    height: 17mm;
    border-radius: 50%;
    border: 1.8mm solid #e2e8f0;
    color: #94a3b8;
    font-size: 13pt;
    font-weight: 700;
    line-height: 13.4mm;
    text-align: center;
  }

  /* structured values */
  .kv {
    width: 100%;
    border-collapse: collapse;
  }
  .kv th,
  .kv td {
    padding: 1.4mm 0;
    vertical-align: top;
    text-align: start;
  }
  .kv th {
    width: 34%;
    padding-right: 4mm;
    font-size: 8pt;
    font-weight: 700;
    color: #64748b;
  }
  .kv tr + tr th,
  .kv tr + tr td {
    border-top: 0.3mm solid #eef2f7;
  }

  /* channel and campaign cards */
  .grid-cards {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 3mm;
  }
  .item-card {
    padding: 3.5mm 4.5mm;
    border: 0.3mm solid #e2e8f0;
    border-radius: 2.5mm;
    background: #fff;
    break-inside: avoid;
    page-break-inside: avoid;
  }
  .item-card h3 .sub {
    font-weight: 400;
    color: #64748b;
  }
  .item-card h3 {
    display: flex;
    justify-content: space-between;
    gap: 3mm;
    align-items: baseline;
  }
  .item-card .badge {
    flex: none;
    padding: 0.4mm 2.4mm;
    border-radius: 999px;
    background: #ccfbf1;
    color: #115e59;
    font-size: 7.5pt;
    font-weight: 700;
  }
  .item-card.accent {
    border-left: 1.2mm solid #4f46e5;
  }
  .item-card .kv {
    margin-top: 1mm;
  }

  /* tables */
  table.data {
    width: 100%;
    border-collapse: separate;
    border-spacing: 0;
    border: 0.3mm solid #e2e8f0;
    border-radius: 2.5mm;
    overflow: hidden;
  }
  table.data thead {
    display: table-header-group;
  }
  table.data th {
    padding: 2mm 3.5mm;
    background: #eef2ff;
    color: #3730a3;
    font-size: 7.5pt;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    text-align: start;
    /* A heading keeps its word whole: the body's overflow-wrap: anywhere let the table shrink "Target"
       to a letter's width beside wide notes, printing TA/RG/ET on three lines. */
    white-space: nowrap;
    overflow-wrap: normal;
  }
  table.data td {
    padding: 2.2mm 3.5mm;
    vertical-align: top;
    border-top: 0.3mm solid #e2e8f0;
    text-align: start;
  }
  table.data tr {
    break-inside: avoid;
    page-break-inside: avoid;
  }
  table.data.keep {
    break-inside: avoid;
    page-break-inside: avoid;
  }
  table.data tbody tr:nth-child(even) td {
    background: #f8fafc;
  }
  table.data td.num {
    font-weight: 700;
    color: #0f172a;
    white-space: nowrap;
  }
  .pre {
    white-space: pre-wrap;
    font-size: 9pt;
  }

  .end-note {
    margin-top: 9mm;
    padding-top: 3mm;
    border-top: 0.3mm solid #e2e8f0;
    font-size: 7.5pt;
    color: #94a3b8;
  }
  /* ---- persona card (templates/persona.ts): the PDF's first page and the PNG download ---- */
  .persona {
    margin: 0 0 7mm;
    border: 0.3mm solid #c7d2fe;
    border-radius: 3mm;
    overflow: hidden;
    background: #ffffff;
  }
  .persona-head {
    display: flex;
    align-items: center;
    gap: 4.5mm;
    padding: 5mm 6mm;
    color: #ffffff;
    background: linear-gradient(120deg, #4f46e5 0%, #4338ca 60%, #312e81 100%);
  }
  .persona-avatar {
    flex: none;
    width: 16mm;
    height: 16mm;
    border-radius: 50%;
    display: flex;
    align-items: center;
    justify-content: center;
    background: #ccfbf1;
    color: #134e4a;
    font-size: 15pt;
    font-weight: 700;
    border: 0.8mm solid rgba(255, 255, 255, 0.6);
  }
  .persona-who {
    flex: 1;
    min-width: 0;
  }
  .persona-kicker {
    font-size: 6.8pt;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: #99f6e4;
  }
  .persona-name {
    font-size: 15pt;
    font-weight: 700;
    line-height: 1.2;
    unicode-bidi: plaintext;
  }
  .persona-summary {
    margin-top: 0.8mm;
    font-size: 8.5pt;
    color: #e0e7ff;
    unicode-bidi: plaintext;
  }
  .persona-score {
    flex: none;
    min-width: 24mm;
    padding: 2mm 3mm;
    border-radius: 2.5mm;
    text-align: center;
  }
  .persona-score.unscored {
    background: rgba(255, 255, 255, 0.14);
    color: #e0e7ff;
  }
  .persona-score-value {
    font-size: 17pt;
    font-weight: 800;
    line-height: 1.1;
  }
  .persona-score-value small {
    font-size: 8pt;
    font-weight: 600;
    opacity: 0.75;
  }
  .persona-score-label {
    font-size: 7.5pt;
    font-weight: 700;
  }
  .persona-quote {
    margin: 0;
    padding: 4mm 6mm;
    background: #eef2ff;
    border-bottom: 0.3mm solid #e0e7ff;
    color: #312e81;
    font-size: 10.5pt;
    font-style: italic;
    line-height: 1.45;
    unicode-bidi: plaintext;
  }
  .persona-quote.empty {
    color: #64748b;
    font-size: 9pt;
  }
  .persona-grid {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 4mm 6mm;
    padding: 4.5mm 6mm 3mm;
  }
  .persona-label {
    margin-bottom: 1.5mm;
    font-size: 6.8pt;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: #0d9488;
  }
  .persona-list ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .persona-list li {
    position: relative;
    padding-left: 3.6mm;
    margin-bottom: 1mm;
    font-size: 8.8pt;
    line-height: 1.4;
  }
  .persona-list li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 1.6mm;
    width: 1.6mm;
    height: 1.6mm;
    border-radius: 50%;
    background: #4f46e5;
  }
  .persona-list.pains li::before {
    background: #ea580c;
  }
  .persona-list.objections li::before {
    background: #a16207;
  }
  .persona-list.goals li::before {
    background: #16a34a;
  }
  .persona-empty {
    margin: 0;
    color: #94a3b8;
    font-size: 8.5pt;
    font-style: italic;
  }
  .persona-chips {
    display: flex;
    flex-wrap: wrap;
    gap: 1.5mm;
  }
  .persona-chips span {
    padding: 0.5mm 2.5mm;
    border-radius: 999px;
    background: #ccfbf1;
    color: #115e59;
    font-size: 8pt;
    font-weight: 600;
  }
  .persona-journey {
    display: flex;
    align-items: center;
    gap: 4mm;
    padding: 3mm 6mm 4.5mm;
    border-top: 0.3mm solid #f1f5f9;
  }
  .persona-journey .persona-label {
    margin: 0;
  }
  .persona-journey ol {
    display: flex;
    flex: 1;
    gap: 1.5mm;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .persona-journey li {
    flex: 1;
    padding: 1mm 2mm;
    border-radius: 1.5mm;
    background: #f1f5f9;
    color: #94a3b8;
    font-size: 8pt;
    font-weight: 600;
    text-align: center;
  }
  .persona-journey li.done {
    background: #e0e7ff;
    color: #3730a3;
  }
  .persona-journey li.current {
    background: #4f46e5;
    color: #ffffff;
  }
  .persona-stage {
    font-size: 8pt;
    color: #64748b;
    white-space: nowrap;
  }
</style>`;
