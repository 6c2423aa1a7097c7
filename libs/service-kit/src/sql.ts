/**
 * TypeORM's raw `query()` answers a SELECT with its rows but an UPDATE or DELETE with `[rows, rowCount]`.
 * This gives the rows either way (rows are objects, so the two shapes cannot be confused).
 */
export function rowsOf<T>(raw: unknown): T[] {
  if (Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) && typeof raw[1] === 'number') {
    return raw[0] as T[];
  }
  return raw as T[];
}

/**
 * A user's search text as a literal "contains" pattern for `ILIKE ... ESCAPE '\'` (PostgreSQL's default
 * escape character): `%`, `_` and `\` in the term match only themselves.
 */
export function escapeLike(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
