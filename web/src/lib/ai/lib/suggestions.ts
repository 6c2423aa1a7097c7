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

/** A question the AI asks instead of guessing (docs/engine.md, "Who is who"): the field to fill and why. */
export interface AiQuestion {
  field: string;
  question: string;
}

/** An answer's suggestions and the questions it asks (absent in older answers: none). */
export interface AiSuggestionAnswer {
  suggestions: string[];
  questions: AiQuestion[];
}

/** The answer's optional `questions`, kept only where well formed. */
export function cleanQuestions(raw: unknown): AiQuestion[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (q): q is AiQuestion =>
      typeof q === 'object' && q !== null && typeof q.field === 'string' && typeof q.question === 'string',
  );
}
