/** The ILIKE pattern of a search term: the term anywhere, with `%`, `_` and `\` matching themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
