/**
 * The one way text reaches a document. Every value interpolated into a `markup` template is escaped
 * unless it is itself markup made by `markup` (a `SafeHtml`); arrays are joined. There is no other raw
 * interpolation: a template that needs markup composes it from `markup` fragments.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => ENTITIES[c]!);
}

const SAFE = Symbol('SafeHtml');

/** Markup built by `markup` (so every value inside it was escaped). */
export interface SafeHtml {
  readonly [SAFE]: true;
  readonly value: string;
  toString(): string;
}

function safe(value: string): SafeHtml {
  return { [SAFE]: true, value, toString: () => value };
}

export function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && (value as { [SAFE]?: unknown })[SAFE] === true;
}

/** A value a template may interpolate. `null`, `undefined` and `false` render nothing. */
export type Interpolation =
  SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return (value as readonly Interpolation[]).map(render).join('');
  if (isSafeHtml(value)) return value.value;
  return escapeHtml(value);
}

/** The template tag: `markup\`<p>${userText}</p>\`` escapes `userText`; nested `markup` fragments stay markup. */
export function markup(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + (strings[i + 1] ?? '');
  return safe(out);
}

/** Joins fragments (for lists built with map). */
export function join(parts: readonly SafeHtml[], separator: SafeHtml = markup``): SafeHtml {
  return safe(parts.map((p) => p.value).join(separator.value));
}
