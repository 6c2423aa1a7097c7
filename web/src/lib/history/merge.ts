import type { FieldConflict, Json, VersionConflict } from '@icp-studio/contracts';

/** What the user keeps of a field both saves changed: theirs, mine, or a merge they typed. */
export type MergeChoice = { keep: 'theirs' } | { keep: 'mine' } | { keep: 'edited'; text: string };

/**
 * Can the user type a merge of this field? Text and lists of text can (a list one item a line); other
 * shapes (objects, lists of objects) are kept whole, theirs or mine.
 */
export function isEditable(conflict: FieldConflict): boolean {
  const textual = (v: Json) =>
    v === null || typeof v === 'string' || (Array.isArray(v) && v.every((i) => typeof i === 'string'));
  return textual(conflict.theirs) && textual(conflict.mine);
}

/** A field's value as the merge editor starts it: text as is, a list one item a line. */
export function editableText(value: Json): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.join('\n');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The typed merge back as the field's value: a list (one item a non-empty line) when either side was one. */
function editedValue(conflict: FieldConflict, text: string): Json {
  if (Array.isArray(conflict.theirs) || Array.isArray(conflict.mine)) {
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  }
  return text.trim() === '' ? null : text;
}

/** The value the user chose for a field. */
export function chosenValue(conflict: FieldConflict, choice: MergeChoice): Json {
  if (choice.keep === 'theirs') return conflict.theirs;
  if (choice.keep === 'mine') return conflict.mine;
  return editedValue(conflict, choice.text);
}

/**
 * The fields of the save that resolves a conflict: the server's merge (theirs where only they changed
 * a field, mine where only I did) with each conflicting field as chosen. It is saved from the current
 * version (`conflict.current.version`). A field with no choice keeps mine.
 */
export function resolvedContent(
  conflict: VersionConflict,
  choices: Record<string, MergeChoice>,
): Record<string, Json> {
  const out: Record<string, Json> = { ...(conflict.merged ?? conflict.current.content) };
  for (const f of conflict.fields ?? []) out[f.field] = chosenValue(f, choices[f.field] ?? { keep: 'mine' });
  return out;
}

/**
 * A save's body with the resolved content over it: a field the content has as null where the body has
 * a list is sent as an empty list (the versions keep an absent list as null; a save takes a list).
 */
export function overMine<T extends object>(mine: T, content: Record<string, Json>): T {
  const out = { ...mine } as Record<string, unknown>;
  for (const [field, value] of Object.entries(content)) {
    out[field] = value === null && Array.isArray(out[field]) ? [] : value;
  }
  return out as T;
}
