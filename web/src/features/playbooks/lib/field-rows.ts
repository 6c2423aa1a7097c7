import { JOURNEY_STAGES, KPI_PERIODS, kpiLabel, type Json } from '@icp-studio/contracts';
import { parseCampaigns, parseKpis, parseStructured, parseTargetMetrics } from './json-or-text';

/**
 * The playbook's "structured or text" fields (docs/product.md §3) as rows a person edits: KPIs, target
 * metrics, team roles, messaging pillars and campaigns. Each field has a codec between its stored value
 * and rows of text cells. A row keeps the object it came from (`orig`), so keys the editor does not show
 * (a KPI's basis, a campaign's budget) are saved back unchanged, and a cell left as it was keeps its
 * stored type (a number stays a number). The form holds each field as text, read as today: structured
 * when it parses, text otherwise (lib/json-or-text.ts).
 */

export type StructuredKind = 'kpis' | 'targetMetrics' | 'teamRoles' | 'messagingPillars' | 'campaigns';

export type Cells = Record<string, string>;
export type JsonObject = { [key: string]: Json };

export interface FieldRow {
  /** A key for React lists; never saved. */
  id: string;
  cells: Cells;
  /** The stored item this row came from (objects only). */
  orig?: JsonObject;
  /** The stored cell values, as text, to tell an edited cell from one left alone. */
  origCells?: Cells;
}

export interface Column {
  key: string;
  label: string;
  placeholder?: string;
  /** text (default), a multi-line note, a pick from `options`, or a date. */
  input?: 'text' | 'textarea' | 'select' | 'date';
  options?: readonly string[];
  maxLength?: number;
  /** Relative width of the column in a row (grid fr units). */
  width?: number;
}

/** How the rows of one field were stored, where more than one shape is accepted (team roles). */
export type RowsShape = 'list' | 'map' | 'strings';

export interface FieldCodec {
  kind: StructuredKind;
  columns: Column[];
  /** "KPI", "metric", "role"... for button and row names. */
  itemName: string;
  /** The field's json-or-text reading of typed text. */
  parse: (text: string) => Json | null;
  /** Rows for a stored structure, or null when the rows cannot hold it (it stays text). */
  toRows: (value: Json) => { rows: FieldRow[]; shape: RowsShape } | null;
  /** The stored value of the rows (null when none has content). */
  fromRows: (rows: FieldRow[], shape: RowsShape) => Json | null;
  /** One row as a line of plain text (free-text mode). */
  rowText: (row: FieldRow) => string;
  /** A line of plain text as a row (back from free-text mode). */
  lineToRow: (line: string) => FieldRow;
}

let nextId = 0;
export const rowId = () => `row-${++nextId}`;

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const isPrimitive = (v: unknown): v is string | number | boolean | null =>
  v === null || typeof v !== 'object';
const cellText = (v: Json | undefined): string =>
  v === null || v === undefined || typeof v === 'object' ? '' : String(v);

export const rowHasContent = (row: FieldRow) => Object.values(row.cells).some((c) => c.trim());

export function newRow(columns: Column[], cells: Cells = {}): FieldRow {
  return { id: rowId(), cells: Object.fromEntries(columns.map((c) => [c.key, cells[c.key] ?? ''])) };
}

function fromObject(columns: Column[], orig: JsonObject, cells: Cells): FieldRow {
  const full = Object.fromEntries(columns.map((c) => [c.key, cells[c.key] ?? '']));
  return { id: rowId(), cells: full, orig, origCells: { ...full } };
}

/**
 * A cell's value to store: the stored value when the cell was left as it was; else the trimmed text, as a
 * number when `numeric` and it reads as one. Undefined for a blank cell.
 */
function cellValue(row: FieldRow, key: string, storedKey = key, numeric = false): Json | undefined {
  const text = (row.cells[key] ?? '').trim();
  if (row.orig && row.origCells && text === (row.origCells[key] ?? '').trim() && storedKey in row.orig) {
    return row.orig[storedKey];
  }
  if (!text) return undefined;
  if (numeric && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/** The row's object: what it came from, with each editor cell set (or removed when blank). */
function rowObject(row: FieldRow, cells: [cell: string, storedKey: string, numeric?: boolean][]): JsonObject {
  const out: JsonObject = { ...(row.orig ?? {}) };
  for (const [cell, storedKey, numeric] of cells) {
    const value = cellValue(row, cell, storedKey, numeric);
    if (value === undefined) delete out[storedKey];
    else out[storedKey] = value;
  }
  return out;
}

function splitLabel(line: string): [string, string] {
  const at = line.indexOf(':');
  return at > 0 ? [line.slice(0, at).trim(), line.slice(at + 1).trim()] : [line.trim(), ''];
}

const joinNonBlank = (parts: (string | undefined)[], sep = ' ') =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(sep);

/* ---------------------------------------------------------------- KPIs */

const kpiColumns: Column[] = [
  { key: 'name', label: 'KPI', placeholder: 'e.g. Qualified leads', maxLength: 500, width: 3 },
  { key: 'target', label: 'Target', placeholder: 'e.g. 40', maxLength: 200, width: 1.4 },
  { key: 'unit', label: 'Unit', placeholder: 'e.g. leads', maxLength: 200, width: 1.6 },
  { key: 'period', label: 'Period', input: 'select', options: KPI_PERIODS, width: 1.6 },
];

export const kpiCodec: FieldCodec = {
  kind: 'kpis',
  columns: kpiColumns,
  itemName: 'KPI',
  parse: (text) => (parseKpis(text) ?? null) as Json | null,
  toRows: (value) => {
    if (!Array.isArray(value)) return null;
    const rows: FieldRow[] = [];
    for (const item of value) {
      if (!isObject(item) || !isPrimitive(item.target ?? null)) return null;
      const nameKey = item.name === undefined && item.metric !== undefined ? 'metric' : 'name';
      rows.push(
        fromObject(kpiColumns, item, {
          name: cellText(item[nameKey]),
          target: cellText(item.target),
          unit: cellText(item.unit),
          period: cellText(item.period),
        }),
      );
    }
    return { rows, shape: 'list' };
  },
  fromRows: (rows) => {
    const list = rows.filter(rowHasContent).map((row) => {
      const nameKey =
        row.orig && row.orig.name === undefined && row.orig.metric !== undefined ? 'metric' : 'name';
      return rowObject(row, [
        ['name', nameKey],
        ['target', 'target', true],
        ['unit', 'unit'],
        ['period', 'period'],
      ]);
    });
    return list.length ? list : null;
  },
  rowText: ({ cells }) => {
    const target = joinNonBlank([cells.target, cells.unit]);
    const amount = joinNonBlank([target, cells.period ? `per ${cells.period}` : '']);
    return amount ? `${cells.name?.trim() || 'KPI'}: ${amount}` : (cells.name?.trim() ?? '');
  },
  lineToRow: (line) => {
    const [name, target] = splitLabel(line);
    return newRow(kpiColumns, { name, target });
  },
};

/* ------------------------------------------------------- target metrics */

const metricColumns: Column[] = [
  { key: 'metric', label: 'Metric', placeholder: 'e.g. Website conversion', maxLength: 500, width: 3 },
  { key: 'target', label: 'Target', placeholder: 'e.g. 3%', maxLength: 500, width: 2 },
];

export const targetMetricsCodec: FieldCodec = {
  kind: 'targetMetrics',
  columns: metricColumns,
  itemName: 'metric',
  parse: (text) => (parseTargetMetrics(text) ?? null) as Json | null,
  toRows: (value) => {
    if (!isObject(value) || !Object.values(value).every(isPrimitive)) return null;
    const rows = Object.entries(value).map(([metric, target]) => {
      const row = fromObject(metricColumns, { [metric]: target }, { metric, target: cellText(target) });
      return row;
    });
    return { rows, shape: 'map' };
  },
  fromRows: (rows) => {
    const out: JsonObject = {};
    for (const row of rows) {
      const metric = row.cells.metric?.trim();
      if (!metric) continue;
      const target = row.cells.target?.trim() ?? '';
      const stored = row.orig ? Object.entries(row.orig)[0] : undefined;
      out[metric] = stored && target === (row.origCells?.target ?? '').trim() ? stored[1] : target;
    }
    return Object.keys(out).length ? out : null;
  },
  rowText: ({ cells }) => joinNonBlank([cells.metric, cells.target], ': '),
  lineToRow: (line) => {
    const [metric, target] = splitLabel(line);
    return newRow(metricColumns, { metric, target });
  },
};

/* ----------------------------------------------------------- team roles */

const roleColumns: Column[] = [
  { key: 'role', label: 'Role', placeholder: 'e.g. Marketing lead', maxLength: 200, width: 2 },
  { key: 'person', label: 'Person', placeholder: 'e.g. Dana Reyes', maxLength: 200, width: 2 },
  {
    key: 'responsibilities',
    label: 'Responsibilities',
    placeholder: 'One per line',
    input: 'textarea',
    maxLength: 5000,
    width: 4,
  },
];

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function responsibilitiesText(v: Json | undefined): string | null {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every(isPrimitive)) return v.map((x) => cellText(x)).join('\n');
  return null;
}

export const teamRolesCodec: FieldCodec = {
  kind: 'teamRoles',
  columns: roleColumns,
  itemName: 'role',
  parse: (text) => parseStructured(text),
  toRows: (value) => {
    const rows: FieldRow[] = [];
    if (Array.isArray(value)) {
      if (value.every((v) => typeof v === 'string')) {
        for (const v of value) rows.push(fromObject(roleColumns, { role: v }, { role: v }));
        return { rows, shape: 'strings' };
      }
      for (const item of value) {
        if (!isObject(item)) return null;
        const responsibilities = responsibilitiesText(item.responsibilities);
        if (responsibilities === null || !isPrimitive(item.role ?? null) || !isPrimitive(item.person ?? null))
          return null;
        rows.push(
          fromObject(roleColumns, item, {
            role: cellText(item.role),
            person: cellText(item.person),
            responsibilities,
          }),
        );
      }
      return { rows, shape: 'list' };
    }
    if (isObject(value)) {
      for (const [role, v] of Object.entries(value)) {
        const responsibilities = responsibilitiesText(v);
        if (responsibilities === null) return null;
        rows.push(
          fromObject(roleColumns, { role, responsibilities: v }, { role, person: '', responsibilities }),
        );
      }
      return { rows, shape: 'map' };
    }
    return null;
  },
  fromRows: (rows, shape) => {
    const filled = rows.filter(rowHasContent);
    if (!filled.length) return null;
    const responsibilitiesOf = (row: FieldRow): Json => {
      const text = row.cells.responsibilities ?? '';
      const stored = row.orig?.responsibilities;
      // Left as it was: stored as it was.
      if (stored !== undefined && text.trim() === (row.origCells?.responsibilities ?? '').trim())
        return stored;
      const lines = linesOf(text);
      // Stored as one text before and still one line: stays text; otherwise a list, as the generator writes.
      return typeof stored === 'string' && lines.length <= 1 ? (lines[0] ?? '') : lines;
    };
    const simple = filled.every((r) => !r.cells.person?.trim() && r.cells.role?.trim());
    if (shape === 'strings' && filled.every((r) => !r.cells.responsibilities?.trim()) && simple) {
      return filled.map((r) => r.cells.role!.trim());
    }
    if (
      shape === 'map' &&
      simple &&
      new Set(filled.map((r) => r.cells.role!.trim())).size === filled.length
    ) {
      return Object.fromEntries(filled.map((r) => [r.cells.role!.trim(), responsibilitiesOf(r)]));
    }
    return filled.map((row) => {
      // A role read from a list keeps its keys (none added that it did not have, unless now filled in);
      // a new one has the three the generator writes.
      const kept = shape === 'list' && row.orig ? row.orig : null;
      const out: JsonObject = { ...(kept ?? {}) };
      for (const key of ['role', 'person'] as const) {
        const value = row.cells[key]?.trim() ?? '';
        if (!kept || value || key in kept) out[key] = value;
      }
      if (!kept || row.cells.responsibilities?.trim() || 'responsibilities' in kept)
        out.responsibilities = responsibilitiesOf(row);
      return out;
    });
  },
  rowText: ({ cells }) => {
    const who = cells.person?.trim()
      ? `${cells.role?.trim() || 'Role'} (${cells.person.trim()})`
      : cells.role?.trim();
    const what = linesOf(cells.responsibilities ?? '').join('; ');
    return what ? `${who || 'Role'}: ${what}` : (who ?? '');
  },
  lineToRow: (line) => {
    const [role, responsibilities] = splitLabel(line);
    return newRow(roleColumns, { role, responsibilities: responsibilities.split(/;\s*/).join('\n') });
  },
};

/* ---------------------------------------------------- messaging pillars */

const pillarColumns: Column[] = [
  { key: 'pillar', label: 'Pillar', placeholder: 'e.g. Expertise you can verify', maxLength: 500 },
];

export const pillarsCodec: FieldCodec = {
  kind: 'messagingPillars',
  columns: pillarColumns,
  itemName: 'pillar',
  parse: (text) => parseStructured(text),
  toRows: (value) => {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return null;
    return { rows: value.map((pillar) => newRow(pillarColumns, { pillar })), shape: 'strings' };
  },
  fromRows: (rows) => {
    const list = rows.map((r) => r.cells.pillar?.trim() ?? '').filter(Boolean);
    return list.length ? list : null;
  },
  rowText: ({ cells }) => cells.pillar?.trim() ?? '',
  lineToRow: (line) => newRow(pillarColumns, { pillar: line.trim() }),
};

/* ------------------------------------------------------------- campaigns */

export const campaignColumns: Column[] = [
  { key: 'name', label: 'Campaign name', placeholder: 'e.g. Spring referral push', maxLength: 200 },
  { key: 'stage', label: 'Stage', input: 'select', options: JOURNEY_STAGES },
  /** The KPI the campaign drives: a pick from the playbook's KPIs (the editor gives the options). */
  { key: 'kpi', label: 'KPI it drives', input: 'select', options: [] },
  { key: 'channel', label: 'Channel', placeholder: 'e.g. LinkedIn', maxLength: 500 },
  { key: 'offer', label: 'Offer', placeholder: 'e.g. Free 20-minute review', maxLength: 500 },
  { key: 'owner', label: 'Owner', placeholder: 'e.g. Marketing lead', maxLength: 100 },
  { key: 'startDate', label: 'Start', input: 'date' },
  { key: 'endDate', label: 'End', input: 'date' },
  {
    key: 'objective',
    label: 'Objective',
    input: 'textarea',
    placeholder: 'What it should achieve',
    maxLength: 5000,
  },
];

const CAMPAIGN_CELLS = [
  'name',
  'stage',
  'kpi',
  'channel',
  'offer',
  'owner',
  'startDate',
  'endDate',
  'objective',
];

/** The names of the KPIs in a `kpis` field's text (the choices of a campaign's KPI), each once. */
export function kpiNameOptions(kpisText: string | null | undefined): string[] {
  const list = parseKpis(kpisText);
  if (!Array.isArray(list)) return [];
  return [...new Set(list.map((k) => kpiLabel(k)).filter(Boolean))];
}

/** A campaign's start for ordering: its date, else its day offset, else last. */
export function campaignStartKey(row: FieldRow): string {
  const date = row.cells.startDate?.trim();
  if (date) return `0:${date}`;
  const day = row.orig?.startDay;
  if (typeof day === 'number') return `1:${String(day).padStart(4, '0')}`;
  return '2:';
}

/** Rows in the order they start (stable for rows that start together). */
export function sortByStart(rows: FieldRow[]): FieldRow[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => campaignStartKey(a.row).localeCompare(campaignStartKey(b.row)) || a.i - b.i)
    .map(({ row }) => row);
}

export const campaignsCodec: FieldCodec = {
  kind: 'campaigns',
  columns: campaignColumns,
  itemName: 'campaign',
  parse: (text) => (parseCampaigns(text) ?? null) as Json | null,
  toRows: (value) => {
    if (!Array.isArray(value)) return null;
    const rows: FieldRow[] = [];
    for (const item of value) {
      if (!isObject(item)) return null;
      if (CAMPAIGN_CELLS.some((k) => item[k] !== undefined && !isPrimitive(item[k]))) return null;
      rows.push(
        fromObject(
          campaignColumns,
          item,
          Object.fromEntries(CAMPAIGN_CELLS.map((k) => [k, cellText(item[k])])),
        ),
      );
    }
    return { rows: sortByStart(rows), shape: 'list' };
  },
  fromRows: (rows) => {
    const list = sortByStart(rows.filter(rowHasContent)).map((row) => {
      const out = rowObject(
        row,
        CAMPAIGN_CELLS.map((k) => [k, k] as [string, string]),
      );
      const { startDate, endDate } = row.cells;
      const datesEdited =
        (startDate ?? '') !== (row.origCells?.startDate ?? '') ||
        (endDate ?? '') !== (row.origCells?.endDate ?? '');
      // The timing text follows the dates the user set (the detail page and the PDF show it).
      if (datesEdited && startDate && endDate) out.timeline = `${startDate} to ${endDate}`;
      else if (datesEdited && (startDate || endDate))
        out.timeline = startDate ? `From ${startDate}` : `Until ${endDate}`;
      return out;
    });
    return list.length ? list : null;
  },
  rowText: ({ cells }) => {
    const when =
      cells.startDate && cells.endDate
        ? `${cells.startDate} to ${cells.endDate}`
        : cells.startDate || cells.endDate;
    const details = joinNonBlank([cells.stage, cells.channel, cells.offer, cells.owner, when], ', ');
    return details ? `${cells.name?.trim() || 'Campaign'}: ${details}` : (cells.name?.trim() ?? '');
  },
  lineToRow: (line) => {
    const [name, objective] = splitLabel(line);
    return newRow(campaignColumns, { name, objective });
  },
};

export const CODECS: Record<StructuredKind, FieldCodec> = {
  kpis: kpiCodec,
  targetMetrics: targetMetricsCodec,
  teamRoles: teamRolesCodec,
  messagingPillars: pillarsCodec,
  campaigns: campaignsCodec,
};

/** What the editor shows for the form's text: rows (blank text too) or free text. */
export type EditorState =
  { mode: 'rows'; rows: FieldRow[]; shape: RowsShape } | { mode: 'text'; text: string };

export function stateFromText(codec: FieldCodec, text: string): EditorState {
  const parsed = codec.parse(text);
  if (parsed === null) return { mode: 'rows', rows: [], shape: 'list' };
  if (typeof parsed === 'string') return { mode: 'text', text };
  const read = codec.toRows(parsed);
  return read ? { mode: 'rows', ...read } : { mode: 'text', text };
}

/** The form's text for rows: the structure as the field's parser reads it back, or blank. */
export function textFromRows(codec: FieldCodec, rows: FieldRow[], shape: RowsShape): string {
  const value = codec.fromRows(rows, shape);
  return value === null ? '' : JSON.stringify(value);
}

/** Rows as plain text lines (switching to free text). */
export const rowsToPlainText = (codec: FieldCodec, rows: FieldRow[]) =>
  rows
    .filter(rowHasContent)
    .map((r) => codec.rowText(r))
    .filter(Boolean)
    .join('\n');

/**
 * Free text as rows (switching back): structure that parses is read as such; otherwise each line is a row.
 */
export function rowsFromText(codec: FieldCodec, text: string): { rows: FieldRow[]; shape: RowsShape } {
  const state = stateFromText(codec, text);
  if (state.mode === 'rows') return { rows: state.rows, shape: state.shape };
  return { rows: linesOf(text).map((l) => codec.lineToRow(l)), shape: 'list' };
}
