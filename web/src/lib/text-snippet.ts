/** A piece of a longer text around the first place a search term occurs in it. */
export interface TextSnippet {
  /** The text before the match (starting with "…" when the text was cut there). */
  before: string;
  /** The matched text as it is written (empty when the term was not found). */
  match: string;
  /** The text after the match (ending with "…" when the text was cut there). */
  after: string;
}

/**
 * The snippet of `text` around the first case-insensitive occurrence of `term`, about `radius` characters
 * on each side, whitespace (line breaks included) shown as single spaces. Without a match: the text's
 * beginning. Used by the header search to show why a note was found.
 */
export function snippetAround(text: string, term: string, radius = 40): TextSnippet {
  const flat = text.replace(/\s+/g, ' ').trim();
  const needle = term.replace(/\s+/g, ' ').trim();
  // Lower-casing keeps the length of nearly every text; when it does not, fall back to the beginning.
  const lower = flat.toLowerCase();
  const at = needle && lower.length === flat.length ? lower.indexOf(needle.toLowerCase()) : -1;
  if (at < 0) {
    const cut = flat.length > radius * 2;
    return { before: '', match: '', after: cut ? `${flat.slice(0, radius * 2).trimEnd()}…` : flat };
  }
  const end = at + needle.length;
  const from = Math.max(0, at - radius);
  const to = Math.min(flat.length, end + radius);
  return {
    before: `${from > 0 ? '…' : ''}${flat.slice(from, at).trimStart()}`,
    match: flat.slice(at, end),
    after: `${flat.slice(end, to).trimEnd()}${to < flat.length ? '…' : ''}`,
  };
}
