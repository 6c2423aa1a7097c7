/**
 * Reads the JSON a language model answered, as models write it: bare, inside a Markdown code fence,
 * or after a sentence of preamble. Answers the first complete JSON object or array found, or throws.
 */
export function extractJson(text: string): unknown {
  const trimmed = text.trim().replace(/^\uFEFF/, '');
  const direct = tryParse(trimmed);
  if (direct.ok) return direct.value;

  // ```json ... ``` (the first fence that parses)
  for (const match of trimmed.matchAll(/```[a-zA-Z0-9_-]*\s*\n?([\s\S]*?)```/g)) {
    const fenced = tryParse(match[1]!.trim());
    if (fenced.ok) return fenced.value;
  }

  // The first balanced {...} or [...] that parses, strings and escapes respected.
  for (let start = 0; start < trimmed.length; start++) {
    const c = trimmed[start];
    if (c !== '{' && c !== '[') continue;
    const end = balancedEnd(trimmed, start);
    if (end < 0) continue;
    const candidate = tryParse(trimmed.slice(start, end + 1));
    if (candidate.ok) return candidate.value;
    const relaxed = tryParse(removeTrailingCommas(trimmed.slice(start, end + 1)));
    if (relaxed.ok) return relaxed.value;
  }
  throw new SyntaxError('The answer holds no JSON object or array');
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Index of the bracket closing the one at `start`, or -1. */
function balancedEnd(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') stack.push(c === '{' ? '}' : ']');
    else if (c === '}' || c === ']') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/** `[1, 2,]` and `{"a": 1,}`: a frequent slip of smaller models. */
function removeTrailingCommas(text: string): string {
  return text.replace(/,\s*([}\]])/g, '$1');
}
