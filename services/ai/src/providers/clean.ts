/** Case- and punctuation-insensitive form of a text, for "already there?" comparisons. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9$%]+/g, ' ')
    .trim();
}

/**
 * A list as the product shows it: trimmed, bullets and numbering removed, blanks dropped, duplicates
 * (ignoring case and punctuation) and entries already in `existing` left out, at most `max` entries.
 */
export function cleanList(
  items: readonly string[],
  opts: { max?: number; maxLength?: number; existing?: readonly string[] } = {},
): string[] {
  const max = opts.max ?? 10;
  const maxLength = opts.maxLength ?? 300;
  const seen = new Set((opts.existing ?? []).map(normalize));
  const out: string[] = [];
  for (const raw of items) {
    const text = raw
      .replace(/\s+/g, ' ')
      .replace(/^\s*(?:[-*•]+|\d+[.)])\s*/, '')
      .trim()
      .slice(0, maxLength)
      .trim();
    const key = normalize(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length >= max) break;
  }
  return out;
}
