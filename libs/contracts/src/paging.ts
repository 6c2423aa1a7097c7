/**
 * How a list travels over HTTP: the body is a JSON array of one page of the list; the total number of
 * matching items is in `X-Total-Count`; the neighbouring pages are in `Link` (RFC 8288) as
 * root-relative URLs that keep every other query parameter, with the relations `first`, `prev`
 * (when there is an earlier page), `next` (when there is a later one) and `last`, as GitHub's API does.
 * Paging itself is `?limit=&offset=`; without `limit` a list answers its first `DEFAULT_PAGE_SIZE` items.
 * The gateway writes these headers; the web app and the tests read them with the same functions.
 *
 * The links repeat the list's own (validated, length-limited) query parameters, and the whole header
 * stays within `LINK_HEADER_BUDGET` bytes, so that proxies with small header buffers (nginx's and
 * ingress-nginx's 4 KB `proxy_buffer_size`) pass the answer: when the filters are so long that four
 * links do not fit, the least useful are left out (`last`, then `first`, then `prev`; `next` last of all).
 */

export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const LINK_HEADER = 'Link';

export type LinkRel = 'first' | 'prev' | 'next' | 'last';

/** The most bytes a `Link` header may take (see above). */
export const LINK_HEADER_BUDGET = 2048;

/** The order links are kept in when they do not all fit the budget. */
const KEEP_FIRST: readonly LinkRel[] = ['next', 'prev', 'first', 'last'];
/** The order they are written in. */
const WRITE_ORDER: readonly LinkRel[] = ['first', 'prev', 'next', 'last'];

export interface PageWindow {
  total: number;
  limit: number;
  offset: number;
}

/** The offsets of the pages around a window: `prev`/`next` only when those pages exist. */
export function pageOffsets({ total, limit, offset }: PageWindow): Partial<Record<LinkRel, number>> {
  const last = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  const out: Partial<Record<LinkRel, number>> = { first: 0 };
  // Past the end, the previous page is the last one that has items.
  if (offset > 0) out.prev = Math.max(0, Math.min(offset - limit, last));
  if (offset + limit < total) out.next = offset + limit;
  out.last = last;
  return out;
}

/**
 * The `Link` header of a list answer: `path` is the request's path, `query` the list's own parameters
 * (a query string without `?`, or name/value pairs); each link is the same request with `limit` and
 * `offset` set. Empty when not even the `next` link fits `budget` bytes.
 */
export function linkHeader(
  path: string,
  query: string | Record<string, string> | URLSearchParams,
  window: PageWindow,
  budget = LINK_HEADER_BUDGET,
): string {
  const offsets = pageOffsets(window);
  const links = new Map<LinkRel, string>();
  for (const rel of WRITE_ORDER) {
    const offset = offsets[rel];
    if (offset === undefined) continue;
    const params = new URLSearchParams(query);
    params.set('limit', String(window.limit));
    params.set('offset', String(offset));
    links.set(rel, `<${path}?${params.toString()}>; rel="${rel}"`);
  }
  const kept = new Set<LinkRel>();
  let size = 0;
  for (const rel of KEEP_FIRST) {
    const link = links.get(rel);
    if (link === undefined) continue;
    const more = link.length + (kept.size ? 2 : 0);
    if (size + more > budget) continue;
    kept.add(rel);
    size += more;
  }
  return WRITE_ORDER.filter((rel) => kept.has(rel))
    .map((rel) => links.get(rel)!)
    .join(', ');
}

/**
 * The links of a `Link` header by relation (RFC 8288: `<uri>; rel="a b"; ...`, comma separated; a
 * relation may name several, quoted or not). Unknown parameters are ignored; a malformed part is skipped.
 */
export function parseLinkHeader(value: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  if (!value) return links;
  // `<uri>` and then its parameters, up to the next `<` outside a quoted string.
  const re = /<([^>]*)>((?:[^<"]|"[^"]*")*)/g;
  for (const match of value.matchAll(re)) {
    const [, uri, params] = match;
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^;,\s]+))/i.exec(params ?? '');
    const names = (rel?.[1] ?? rel?.[2] ?? '').trim().toLowerCase();
    for (const name of names.split(/\s+/).filter(Boolean)) links[name] ??= uri!;
  }
  return links;
}

/** The `offset` query parameter of a link (undefined when it has none or it is not a number). */
export function offsetOf(link: string | undefined): number | undefined {
  if (link === undefined) return undefined;
  const raw = new URL(link, 'http://x').searchParams.get('offset');
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}
