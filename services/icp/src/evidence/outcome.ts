import { fold } from './text-match.js';

/**
 * A deal's outcome as a client list writes it (docs/evidence.md, Evidence): won (a client), lost (a lost
 * deal or a former client), open (a deal still in the pipeline: not a client yet), or null (blank or a word
 * these rules do not know). Pure.
 */
export type Outcome = 'won' | 'lost' | 'open';

/**
 * The finer reading (docs/evidence.md, Outcomes): a won deal says nothing of whether the client stayed;
 * `active` (a kept client) and `churned` (a client that left) do. As an Outcome, active is won and churned
 * lost, so the report's clients are read as before.
 */
export type ClientStatus = Outcome | 'active' | 'churned';

/** Whole values that are a yes or a no. */
const EXACT: Record<string, Outcome> = {
  yes: 'won',
  true: 'won',
  '1': 'won',
  y: 'won',
  ja: 'won',
  oui: 'won',
  si: 'won',
  no: 'lost',
  false: 'lost',
  '0': 'lost',
  n: 'lost',
  nein: 'lost',
  non: 'lost',
};

const CHURNED =
  /\b(?:churn(?:ed)?|cancell?ed|terminated|former|ex client|ex customer|inactive|lapsed|gekundigt|ehemalig\w*|resilie\w*|ancien\w*)\b/;
const LOST = /\b(?:lost|lose|loss|closedlost|declined|rejected|verloren|perdu\w*|perdido|perso)\b/;
const NOT_ANY_MORE = /\b(?:not|no longer|never|nicht|kein\w*|plus|pas)\b/;
/** A negation that says the client was one once ("no longer a client", "nicht mehr Kunde", "n'est plus client"). */
const NO_LONGER = /\b(?:no longer|not any more|anymore|nicht mehr|plus)\b/;
const ACTIVE = /\b(?:active|current|retained|renewed|existing|aktiv|actif|activo|attivo)\b/;
const WON =
  /\b(?:won|win|closedwon|signed|client|customer|kunde|gewonnen|gagne\w*|ganado|vinto|closed won)\b/;
// Pipeline stages, HubSpot's and Salesforce's default ones among them (labels and internal names).
const OPEN =
  /\b(?:open|pending|in progress|negotiation|proposal|prospect\w*|lead|qualified|qualification|pipeline|offen|en cours|abierto|trial|needs analysis|value proposition|decision makers?|perception analysis|price quote|quote|appointment scheduled|presentation scheduled|contract sent|qualifiedtobuy|appointmentscheduled|presentationscheduled|decisionmakerboughtin|contractsent)\b/;

/** The status of one cell of the outcome column: won, lost, open, active (kept) or churned. */
export function readStatus(raw: string | undefined): ClientStatus | null {
  const key = fold(raw ?? '');
  if (!key) return null;
  const exact = EXACT[key];
  if (exact) return exact;
  if (CHURNED.test(key)) return 'churned';
  if (LOST.test(key)) return 'lost';
  const active = ACTIVE.test(key);
  if (active || WON.test(key)) {
    if (NO_LONGER.test(key)) return 'churned';
    if (NOT_ANY_MORE.test(key)) return 'lost';
    return active ? 'active' : 'won';
  }
  if (OPEN.test(key)) return 'open';
  return null;
}

/** The outcome of one cell of the won/lost column (a kept client is won, a churned one lost). */
export function readOutcome(raw: string | undefined): Outcome | null {
  return outcomeOf(readStatus(raw));
}

/** A status as an Outcome: a kept client is won, a churned one lost. */
export function outcomeOf(status: ClientStatus | null): Outcome | null {
  return status === 'active' ? 'won' : status === 'churned' ? 'lost' : status;
}

/** Rows a column's values are judged on. */
const SAMPLE_ROWS = 500;

/**
 * The column that tells won from lost by its values, for a sheet whose headers name none ("Status",
 * "Stage" are guessed by name; a column headed "Notes 2" holding Won/Lost is not): the first column
 * whose filled cells (of the first 500 rows) all read as an outcome in words (not yes/no or 1/0), with at least one won and one
 * lost, and at most 8 distinct values. Null when none does. Columns in `skip` (already mapped) are passed over.
 */
export function outcomeColumnByValues(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  skip: ReadonlySet<string> = new Set(),
): string | null {
  const sample = rows.slice(0, SAMPLE_ROWS);
  for (let c = 0; c < headers.length; c++) {
    const header = headers[c] as string;
    if (skip.has(header)) continue;
    const distinct = new Set<string>();
    let won = 0;
    let lost = 0;
    let unread = false;
    for (const row of sample) {
      const cell = (row[c] ?? '').trim();
      if (!cell) continue;
      distinct.add(cell.toLowerCase());
      const o = readOutcome(cell);
      // Yes/no, 1/0 flags are outcomes only under an outcome's header (a "Newsletter" flag is not one).
      if (o === null || fold(cell) in EXACT || distinct.size > 8) {
        unread = true;
        break;
      }
      if (o === 'won') won++;
      else if (o === 'lost') lost++;
    }
    if (!unread && won > 0 && lost > 0) return header;
  }
  return null;
}
