/**
 * A word diff for the version history (docs/product.md §13): what the chosen version has that the
 * current text does not ("removed" when going from that version to the current one) and the reverse.
 */

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Words and the spaces between them, each its own token, so the text joins back exactly. */
export function tokenize(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

/** Beyond this many token pairs the texts are shown as one removal and one addition (no LCS table). */
const MAX_CELLS = 4_000_000;

/**
 * The parts that turn `before` into `after`, word by word (a longest common subsequence of tokens):
 * 'same' text, 'removed' (only in `before`), 'added' (only in `after`). Neighbouring parts of one
 * kind are merged, and a lone space between two changes goes with them.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokenize(before);
  const b = tokenize(after);
  if (a.length * b.length > MAX_CELLS) {
    return merge([
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ]);
  }
  // lcs[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const lcs: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) {
      parts.push({ kind: 'removed', text: a[i++]! });
    } else {
      parts.push({ kind: 'added', text: b[j++]! });
    }
  }
  while (i < a.length) parts.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) parts.push({ kind: 'added', text: b[j++]! });
  return merge(parts);
}

function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const p of parts) {
    const last = out.at(-1);
    if (last && last.kind === p.kind) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

/** Whether a diff changes anything. */
export function hasChanges(parts: DiffPart[]): boolean {
  return parts.some((p) => p.kind !== 'same');
}

/**
 * A stored field as text to compare: texts as they are, lists one entry a line, structured values as
 * "key: value" lines (nested values indented), nothing as the empty text.
 */
export function fieldText(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return value
      .map((v) => (v !== null && typeof v === 'object' ? fieldText(v, indent) : `${indent}${fieldText(v)}`))
      .join('\n');
  }
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) =>
      v !== null && typeof v === 'object'
        ? `${indent}${k}:\n${fieldText(v, `${indent}  `)}`
        : `${indent}${k}: ${fieldText(v)}`,
    )
    .join('\n');
}
