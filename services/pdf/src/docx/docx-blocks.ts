/**
 * The building blocks of the Word exports (docs/product.md §11), built with the `docx` package: the cover
 * (title, kind, label/value facts), titled sections, paragraphs, lists and tables. Every text goes
 * through `clean` first: characters XML 1.0 cannot hold (control characters, lone surrogates) would make
 * Word refuse the whole file.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Json, Status } from '@icp-studio/contracts';
import { hasContent, humanise, isScalar, present, scalarText, statusLabel } from '../templates/format.js';
import { titleOf, type Detail } from '../templates/shapes.js';
import { PRODUCT_NAME } from '../render/pdf-metadata.js';

/** What a section holds: paragraphs and tables, in order. */
export type Block = (Paragraph | Table)[];

/** Characters XML 1.0 cannot hold: C0 controls but tab, newline and return; U+FFFE/U+FFFF; lone surrogates. */
const INVALID_XML = new RegExp(
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  'g',
);

/** Text as XML 1.0 may carry it. */
export function clean(text: string): string {
  return text.replace(INVALID_XML, '');
}

const ACCENT = '4F46E5';
const MUTED = '64748B';
const BORDER = 'CBD5E1';
const HEAD_FILL = 'EEF2FF';
const NUMBERED = 'numbered';

/** Runs of one text, its line breaks kept. */
function runs(text: string, opts: { bold?: boolean; color?: string; italics?: boolean } = {}): TextRun[] {
  return clean(text)
    .split('\n')
    .map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0, ...opts }));
}

export function para(
  text: string,
  opts: { bold?: boolean; color?: string; italics?: boolean } = {},
): Paragraph {
  return new Paragraph({ children: runs(text, opts), spacing: { after: 120 } });
}

/** Long text as paragraphs (a blank line starts a new one); empty when blank. */
export function textBlock(value: string | null | undefined): Block {
  const text = present(value);
  if (!text) return [];
  return text.split(/\n\s*\n/).map((p) => para(p.trim()));
}

export function muted(text: string): Paragraph {
  return para(text, { color: MUTED, italics: true });
}

export function subheading(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_2, children: runs(text) });
}

export function bullets(items: readonly string[]): Block {
  return items.map((item) => new Paragraph({ children: runs(item), bullet: { level: 0 } }));
}

let listInstance = 0;
/** A numbered list (each list counts from 1). */
export function numbered(items: readonly string[]): Block {
  const instance = ++listInstance;
  return items.map(
    (item) => new Paragraph({ children: runs(item), numbering: { reference: NUMBERED, level: 0, instance } }),
  );
}

/** Short items on one line, as the PDF's chips ("a · b · c"). */
export function inline(items: readonly string[]): Block {
  return items.length ? [para(items.join('  ·  '))] : [];
}

const cellBorders = {
  top: { style: BorderStyle.SINGLE, size: 4, color: BORDER },
  bottom: { style: BorderStyle.SINGLE, size: 4, color: BORDER },
  left: { style: BorderStyle.SINGLE, size: 4, color: BORDER },
  right: { style: BorderStyle.SINGLE, size: 4, color: BORDER },
};

function cell(content: string | Block, opts: { header?: boolean; width?: number } = {}): TableCell {
  const children =
    typeof content === 'string'
      ? [new Paragraph({ children: runs(content, { bold: opts.header }) })]
      : content.length
        ? content
        : [new Paragraph('')];
  return new TableCell({
    children,
    borders: cellBorders,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(opts.width ? { width: { size: opts.width, type: WidthType.PERCENTAGE } } : {}),
    ...(opts.header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: HEAD_FILL } } : {}),
  });
}

/** A table with a header row; cells are text or blocks. */
export function table(head: readonly string[], rows: readonly (readonly (string | Block)[])[]): Block {
  if (!rows.length) return [];
  const width = Math.floor(100 / head.length);
  return [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({ tableHeader: true, children: head.map((h) => cell(h, { header: true, width })) }),
        ...rows.map((r) => new TableRow({ children: r.map((c) => cell(c, { width })) })),
      ],
    }),
    new Paragraph({ text: '', spacing: { after: 120 } }),
  ];
}

/** Label/value rows without a header (the label column shaded). */
export function facts(rows: readonly (readonly [string, string | Block])[]): Block {
  if (!rows.length) return [];
  return [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: rows.map(
        ([label, value]) =>
          new TableRow({ children: [cell(label, { header: true, width: 32 }), cell(value, { width: 68 })] }),
      ),
    }),
    new Paragraph({ text: '', spacing: { after: 120 } }),
  ];
}

/** Label/value details whose values may be structured. */
export function detailRows(details: readonly Detail[], depth = 0): Block {
  return facts(details.map((d) => [d.label, jsonValue(d.value, depth + 1)] as const));
}

const MAX_DEPTH = 4;

/** Any JSON value, readable (as the PDF's `jsonValue`): text, lists, label/value tables. */
export function jsonValue(value: Json | undefined, depth = 0): Block {
  if (value === undefined || !hasContent(value)) return [];
  if (isScalar(value)) return [para(scalarText(value))];
  if (depth >= MAX_DEPTH) return [para(JSON.stringify(value, null, 2))];
  if (Array.isArray(value)) {
    const items = value.filter(hasContent);
    if (items.every(isScalar))
      return bullets(items.map((i) => scalarText(i as string | number | boolean | null)));
    return items.flatMap((item) => jsonItem(item, depth));
  }
  return detailRows(
    Object.entries(value)
      .filter(([, v]) => hasContent(v))
      .map(([k, v]) => ({ label: humanise(k), value: v })),
    depth,
  );
}

/** One element of a list of structured things: its name as a small heading, the rest as rows. */
function jsonItem(item: Json, depth: number): Block {
  if (isScalar(item) || Array.isArray(item)) return jsonValue(item, depth + 1);
  const { title, subtitle, keys } = titleOf(item);
  const rest = Object.entries(item)
    .filter(([k, v]) => !keys.includes(k) && hasContent(v))
    .map(([k, v]) => ({ label: humanise(k), value: v }));
  return [
    ...(title
      ? [
          new Paragraph({
            heading: HeadingLevel.HEADING_3,
            children: runs(subtitle ? `${title} · ${subtitle}` : title),
          }),
        ]
      : []),
    ...detailRows(rest, depth + 1),
  ];
}

/** A JSON field as a section body: text as paragraphs, anything else structured. */
export function jsonSection(value: Json | null | undefined): Block {
  if (value === null || value === undefined || !hasContent(value)) return [];
  if (typeof value === 'string') return textBlock(value);
  return jsonValue(value, 0);
}

/** A titled section; nothing when it has no body (sections appear only when data exists, as in the PDF). */
export function section(title: string, body: Block): Block {
  if (!body.length) return [];
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: runs(title), spacing: { before: 240 } }),
    ...body,
  ];
}

export interface DocxCover {
  docType: string;
  title: string;
  subtitle?: string;
  status: Status;
  meta: { label: string; value: string }[];
}

export function cover(c: DocxCover): Block {
  return [
    new Paragraph({ children: [new TextRun({ text: 'ICP STUDIO', bold: true, color: ACCENT })] }),
    new Paragraph({ children: runs(c.docType, { color: MUTED }) }),
    new Paragraph({ heading: HeadingLevel.TITLE, children: runs(c.title) }),
    ...(c.subtitle ? [para(c.subtitle, { color: MUTED })] : []),
    ...facts([['Status', statusLabel(c.status)], ...c.meta.map((m) => [m.label, m.value] as const)]),
  ];
}

/** The whole document: the body, the end note, and a footer with the name and the page number. */
export async function packDocument(opts: {
  title: string;
  footer: string;
  body: Block;
  endNote: string;
}): Promise<Buffer> {
  const body = opts.body.length ? opts.body : [muted('Nothing has been filled in yet.')];
  const doc = new Document({
    // ICP Studio only: the docx package's own default for the last author is "Un-named".
    creator: PRODUCT_NAME,
    lastModifiedBy: PRODUCT_NAME,
    title: clean(opts.title),
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: 'ICP STUDIO', bold: true, color: ACCENT, size: 16 }),
                  new TextRun({ text: `  ·  ${clean(opts.footer)}  ·  Page `, color: MUTED, size: 16 }),
                  new TextRun({ children: [PageNumber.CURRENT], color: MUTED, size: 16 }),
                  new TextRun({ text: ' of ', color: MUTED, size: 16 }),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES], color: MUTED, size: 16 }),
                ],
              }),
            ],
          }),
        },
        children: [...body, muted(opts.endNote)],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
