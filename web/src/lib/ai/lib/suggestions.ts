/**
 * Suggestions as the screens show them: trimmed strings, no blanks, no repeats (case-insensitive),
 * and none of `existing` (what the form already holds).
 */
export function cleanSuggestions(raw: unknown, existing: readonly string[] = []): string[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set(existing.map((e) => e.trim().toLocaleLowerCase()));
  const out: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string') continue;
    const text = item.trim();
    const key = text.toLocaleLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}
