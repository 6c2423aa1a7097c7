import {
  EVIDENCE_FIELDS,
  type ColumnGuess,
  type ColumnMapping,
  type EvidenceField,
} from '@icp-studio/contracts';
import { outcomeColumnByValues } from './outcome.js';
import { fold, singular } from './text-match.js';

/**
 * Guessing which column holds what from the header row (docs/evidence.md, Column mapping). Each field
 * has names in English, German, French and Spanish (a few Italian and Dutch); a header matches a name
 * when, folded (case, accents, punctuation off, plurals singular), it is that name (confidence 1) or
 * contains its words in order (less, the more other words the header has). Each column is given to at
 * most one field and each field to at most one column, the strongest matches first.
 */

const NAMES: Record<EvidenceField, string[]> = {
  clientId: [
    'id',
    'client id',
    'customer id',
    'account id',
    'client number',
    'customer number',
    'client no',
    'customer no',
    'client ref',
    'reference',
    'ref',
    'kundennummer',
    'kunden nr',
    'kundennr',
    'numero client',
    'no client',
    'id client',
    'id cliente',
    'numero de cliente',
  ],
  name: [
    'name',
    'client',
    'client name',
    'customer',
    'customer name',
    'company',
    'company name',
    'account',
    'account name',
    'organisation',
    'organization',
    'business name',
    'firma',
    'firmenname',
    'kunde',
    'kundenname',
    'unternehmen',
    'nom',
    'societe',
    'entreprise',
    'raison sociale',
    'cliente',
    'empresa',
    'nombre',
  ],
  industry: [
    'industry',
    'sector',
    'vertical',
    'branch',
    'line of business',
    'business type',
    'type of business',
    'niche',
    'naics',
    'sic',
    'branche',
    'industrie',
    'sektor',
    'wirtschaftszweig',
    'secteur',
    'secteur d activite',
    'activite',
    'industria',
    'rubro',
    'settore',
  ],
  companySize: [
    'company size',
    'size',
    'employees',
    'employee count',
    'number of employees',
    'no of employees',
    'num employees',
    'headcount',
    'staff',
    'staff count',
    'team size',
    'fte',
    'mitarbeiter',
    'mitarbeiterzahl',
    'anzahl mitarbeiter',
    'beschaftigte',
    'grosse',
    'unternehmensgrosse',
    'firmengrosse',
    'effectif',
    'effectifs',
    'salarie',
    'nombre de salarie',
    'taille',
    'taille entreprise',
    'empleados',
    'numero de empleados',
    'tamano',
    'plantilla',
    'dipendenti',
    'medewerkers',
    'werknemers',
  ],
  revenue: [
    'revenue',
    'annual revenue',
    'company revenue',
    'turnover',
    'annual turnover',
    'sales',
    'annual sales',
    'umsatz',
    'jahresumsatz',
    'firmenumsatz',
    'chiffre d affaire',
    'ca',
    'facturacion',
    'ingresos',
    'ventas',
    'fatturato',
    'omzet',
  ],
  location: [
    'location',
    'city',
    'town',
    'country',
    'state',
    'region',
    'province',
    'county',
    'address',
    'geography',
    'geo',
    'area',
    'market',
    'ort',
    'stadt',
    'land',
    'standort',
    'bundesland',
    'sitz',
    'ville',
    'pays',
    'localisation',
    'lieu',
    'ciudad',
    'pais',
    'ubicacion',
    'provincia',
    'citta',
    'plaats',
  ],
  age: ['age', 'age range', 'age group', 'alter', 'altersgruppe', 'tranche d age', 'edad', 'eta', 'leeftijd'],
  income: [
    'income',
    'household income',
    'annual income',
    'salary',
    'earnings',
    'einkommen',
    'haushaltseinkommen',
    'gehalt',
    'revenu',
    'revenu annuel',
    'salaire',
    'ingreso',
    'salario',
    'reddito',
    'inkomen',
  ],
  occupation: [
    'occupation',
    'job',
    'job title',
    'title',
    'profession',
    'role',
    'position',
    'job role',
    'beruf',
    'tatigkeit',
    'berufsbezeichnung',
    'metier',
    'poste',
    'emploi',
    'ocupacion',
    'profesion',
    'puesto',
    'professione',
    'beroep',
  ],
  channel: [
    'channel',
    'acquisition channel',
    'source',
    'lead source',
    'referral source',
    'how did you hear',
    'how did you hear about us',
    'origin',
    'utm source',
    'marketing channel',
    'acquired via',
    'kanal',
    'quelle',
    'akquisekanal',
    'herkunft',
    'canal',
    'canal d acquisition',
    'provenance',
    'fuente',
    'origen',
    'canale',
    'bron',
  ],
  value: [
    'value',
    'fee',
    'annual fee',
    'fees',
    'revenue from client',
    'client revenue',
    'customer revenue',
    'billed',
    'billing',
    'total billed',
    'invoiced',
    'deal value',
    'amount',
    'deal amount',
    'deal size',
    'opportunity amount',
    'annual value',
    'acv',
    'tcv',
    'total contract value',
    'contract value',
    'arr',
    'mrr',
    'ltv',
    'lifetime value',
    'client value',
    'honorar',
    'honorarumsatz',
    'auftragswert',
    'wert',
    'betrag',
    'umsatz mit kunde',
    'kundenumsatz',
    'honoraire',
    'montant',
    'valeur',
    'ca client',
    'honorario',
    'importe',
    'valor',
    'monto',
    'compenso',
    'waarde',
  ],
  clientSince: [
    'client since',
    'customer since',
    'since',
    'start date',
    'start',
    'started',
    'signed',
    'signed on',
    'signup date',
    'onboarded',
    'onboarding date',
    'first order',
    'won date',
    'date won',
    'close date',
    'closed date',
    'kunde seit',
    'seit',
    'beginn',
    'startdatum',
    'vertragsbeginn',
    'client depuis',
    'depuis',
    'date de debut',
    'cliente desde',
    'desde',
    'fecha de inicio',
    'fecha alta',
  ],
  clientUntil: [
    'client until',
    'customer until',
    'until',
    'end date',
    'end',
    'ended',
    'churn date',
    'churned',
    'churned on',
    'left',
    'cancelled',
    'canceled',
    'cancellation date',
    'kunde bis',
    'bis',
    'enddatum',
    'vertragsende',
    'kundigung',
    'kundigungsdatum',
    'date de fin',
    'fin',
    'jusqu a',
    'hasta',
    'fecha de fin',
    'fecha baja',
  ],
  outcome: [
    'won lost',
    'won or lost',
    'win loss',
    'outcome',
    'result',
    'status',
    'deal status',
    'stage',
    'deal stage',
    'stage name',
    'opportunity stage',
    'lifecycle stage',
    'client status',
    'customer status',
    'account status',
    'is won',
    'iswon',
    'won',
    'closed won',
    'ergebnis',
    'gewonnen',
    'statut',
    'resultat',
    'estado',
    'resultado',
    'esito',
  ],
};

function headerWords(text: string): string[] {
  return fold(text).split(' ').filter(Boolean).map(singular);
}

const NAME_WORDS: [EvidenceField, string[]][] = EVIDENCE_FIELDS.flatMap((field) =>
  NAMES[field].map((name) => [field, headerWords(name)] as [EvidenceField, string[]]),
);

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let k = 0; k < needle.length; k++) if (haystack[i + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

/** How well a header names a field: 1 exactly, 0.5-0.9 when it contains one of the field's names, else 0. */
export function headerScore(header: string, field: EvidenceField): number {
  const ws = headerWords(header);
  if (ws.length === 0) return 0;
  let best = 0;
  for (const [f, name] of NAME_WORDS) {
    if (f !== field || name.length === 0) continue;
    if (name.length === ws.length && containsRun(ws, name)) return 1;
    if (containsRun(ws, name)) best = Math.max(best, 0.5 + 0.4 * (name.length / ws.length));
  }
  return Math.round(best * 100) / 100;
}

/** The guesses for a header row: one per field that some column names, strongest first in column order. */
export function guessColumns(headers: readonly string[]): ColumnGuess[] {
  const candidates: { field: EvidenceField; column: number; score: number; order: number }[] = [];
  headers.forEach((header, column) => {
    EVIDENCE_FIELDS.forEach((field, order) => {
      const score = headerScore(header, field);
      if (score > 0) candidates.push({ field, column, score, order });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column || a.order - b.order);
  const usedColumns = new Set<number>();
  const usedFields = new Set<EvidenceField>();
  const guesses: (ColumnGuess & { index: number })[] = [];
  for (const c of candidates) {
    if (usedColumns.has(c.column) || usedFields.has(c.field)) continue;
    usedColumns.add(c.column);
    usedFields.add(c.field);
    guesses.push({
      field: c.field,
      column: headers[c.column] as string,
      confidence: c.score,
      index: c.column,
    });
  }
  return guesses
    .sort((a, b) => a.index - b.index)
    .map(({ field, column, confidence }) => ({ field, column, confidence }));
}

/** The guesses as a mapping (every field present; null where no column fits). */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = Object.fromEntries(EVIDENCE_FIELDS.map((f) => [f, null]));
  for (const g of guessColumns(headers)) mapping[g.field] = g.column;
  return mapping;
}

/** The mapping of the profile's last import and the headers it was chosen for. */
export interface SavedMapping {
  mapping: ColumnMapping;
  headers: readonly string[];
}

const headerKey = (h: string) => h.trim().toLowerCase();

/**
 * A saved mapping applied to a new sheet (docs/evidence.md, Column mapping): fields whose column is still
 * there (by name, case- and space-insensitively) keep it; the others (left out, or whose column is gone)
 * take the new guess, if any. A field the user left "not mapped" stays so only when the column guessed
 * for it now was in the sheet they left it unmapped in (`savedHeaders`): a fresh guess on a new or renamed
 * column beats an old "not mapped", so a corrected file is read rather than left unmapped. So a
 * re-export of the same sheet maps in one step even when its columns moved.
 */
export function applySavedMapping(
  saved: ColumnMapping,
  headers: readonly string[],
  savedHeaders: readonly string[] = [],
): ColumnMapping {
  const guessed = guessMapping(headers);
  const byKey = new Map(headers.map((h) => [headerKey(h), h]));
  const seenBefore = new Set(savedHeaders.map(headerKey));
  const out: ColumnMapping = {};
  const taken = new Set<string>();
  for (const field of EVIDENCE_FIELDS) {
    const want = saved[field];
    const found = want ? byKey.get(headerKey(want)) : undefined;
    if (found) taken.add(found);
    out[field] = found ?? null;
  }
  for (const field of EVIDENCE_FIELDS) {
    const guess = guessed[field];
    if (out[field] !== null || !guess || taken.has(guess)) continue;
    if (saved[field] === null && seenBefore.has(headerKey(guess))) continue; // declined before
    out[field] = guess;
    taken.add(guess);
  }
  return out;
}

/**
 * The mapping to propose for a sheet: the saved one applied to it, else the guesses; with the rows given,
 * a won/lost column no header names is found by its values (`outcomeColumnByValues`), unless the user left
 * that column's outcome "not mapped" before.
 */
export function proposedMapping(
  saved: SavedMapping | null,
  headers: readonly string[],
  rows?: readonly (readonly string[])[],
): ColumnMapping {
  const mapping = saved ? applySavedMapping(saved.mapping, headers, saved.headers) : guessMapping(headers);
  if (mapping.outcome || !rows) return mapping;
  const taken = new Set(Object.values(mapping).filter((c): c is string => !!c));
  const byValues = outcomeColumnByValues(headers, rows, taken);
  const declined =
    saved?.mapping.outcome === null &&
    byValues !== null &&
    saved.headers.some((h) => headerKey(h) === headerKey(byValues));
  return byValues && !declined ? { ...mapping, outcome: byValues } : mapping;
}

/** Column positions of a mapping in a header row (-1 where unmapped or absent). */
export function columnIndexes(
  mapping: ColumnMapping,
  headers: readonly string[],
): Record<EvidenceField, number> {
  const out = {} as Record<EvidenceField, number>;
  for (const field of EVIDENCE_FIELDS) {
    const name = mapping[field];
    out[field] = name ? headers.indexOf(name) : -1;
  }
  return out;
}
