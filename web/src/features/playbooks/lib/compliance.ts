import {
  checkCompliance,
  checkComplianceOf,
  type ComplianceFinding,
  type PathedComplianceFinding,
  type Playbook,
} from '@icp-studio/contracts';

/** One piece of the playbook's copy, named as the page names its section. */
export interface PlaybookCopy {
  label: string;
  text: string;
}

/** Every string inside a stored value (a campaign's fields, a pillar list), in order. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The copy a reader of the playbook's marketing sees, which the compliance check reads
 * (docs/compliance.md): the value proposition, key messages, messaging pillars, positioning, content
 * strategy and campaigns.
 */
export function playbookCopy(p: Playbook): PlaybookCopy[] {
  const parts: Array<[string, unknown]> = [
    ['Value proposition', p.valueProposition],
    ['Key messages', p.keyMessages],
    ['Messaging pillars', p.messagingPillars],
    ['Positioning', p.positioning],
    ['Content strategy', p.contentStrategy],
    ['Campaigns', p.campaigns],
  ];
  return parts.flatMap(([label, value]) => strings(value).map((text) => ({ label, text })));
}

export interface CopyFinding extends ComplianceFinding {
  /** The section the phrase is in, and the whole text it was found in. */
  label: string;
  text: string;
}

/** The findings of the check over the playbook's copy, section by section, for the profile's trade. */
export function playbookFindings(p: Playbook, profession: string | null | undefined): CopyFinding[] {
  return playbookCopy(p).flatMap(({ label, text }) =>
    checkCompliance(text, profession).map((f) => ({ ...f, label, text })),
  );
}

/**
 * The findings of one wizard field as the user types (docs/compliance.md, "In the wizard"): a text field is
 * one text (`path` ''), a list one text an entry (`path` '0', '1', …), and a structured field (rows or
 * campaign cards, held as structured text) one text a value inside it (`path` '0.objective'); free text in
 * a structured field is one text.
 */
export function fieldFindings(
  value: string | readonly string[] | null | undefined,
  profession: string | null | undefined,
): PathedComplianceFinding[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'string') return checkComplianceOf(value, profession);
  const structured = parseStructure(value);
  return structured === undefined
    ? checkCompliance(value, profession).map((f) => ({ ...f, path: '' }))
    : checkComplianceOf(structured, profession);
}

/**
 * `value` with the finding's phrase replaced by its `replacement` (the rule's words that can stand in its
 * place), in the same shape: text, list or structured text. Unchanged when the finding has none or the text
 * no longer holds the phrase where it was.
 */
export function applyReplacement<T extends string | readonly string[]>(
  value: T,
  finding: PathedComplianceFinding,
): T {
  const { replacement, start, end, phrase, path } = finding;
  if (!replacement) return value;
  const fix = (text: string) =>
    text.slice(start, end) === phrase ? text.slice(0, start) + replacement + text.slice(end) : text;
  if (typeof value !== 'string') return setAt(value, path.split('.'), fix) as T;
  const structured = parseStructure(value);
  if (structured === undefined) return fix(value) as T;
  return JSON.stringify(setAt(structured, path ? path.split('.') : [], fix)) as T;
}

/** The value of structured text (a list or an object), or undefined for free text. */
function parseStructure(text: string): unknown {
  const t = text.trim();
  if (!t.startsWith('[') && !t.startsWith('{')) return undefined;
  try {
    const v: unknown = JSON.parse(t);
    return v && typeof v === 'object' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** A copy of `value` with the string at `path` passed through `fix`. */
function setAt(value: unknown, path: readonly string[], fix: (s: string) => string): unknown {
  if (!path.length || path[0] === '') return typeof value === 'string' ? fix(value) : value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((v, i) => (String(i) === head ? setAt(v, rest, fix) : v));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return head in obj ? { ...obj, [head]: setAt(obj[head], rest, fix) } : value;
  }
  return value;
}
