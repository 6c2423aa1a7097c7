/**
 * How a list travels over HTTP: the body is a JSON array of one page of the list; the total number of
 * matching items is in `X-Total-Count`; the neighbouring pages are in `Link` (RFC 8288) as
 * root-relative URLs that keep every other query parameter, with the relations `first`, `prev`
 * (when there is an earlier page), `next` (when there is a later one) and `last`, as GitHub's API does.
 * Paging itself is `?limit=&offset=`; without `limit` a list answers its first `DEFAULT_PAGE_SIZE` items.
 * The gateway writes these headers; the web app and the tests read them with the same functions.
 */

export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const LINK_HEADER = 'Link';

export type LinkRel = 'first' | 'prev' | 'next' | 'last';

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
 * The `Link` header of a list answer: `path` is the request's path, `query` its query string (without
 * `?`); each link is the same request with `limit` and `offset` set.
 */
export function linkHeader(path: string, query: string, window: PageWindow): string {
  const offsets = pageOffsets(window);
  return (Object.entries(offsets) as [LinkRel, number][])
    .map(([rel, offset]) => {
      const params = new URLSearchParams(query);
      params.set('limit', String(window.limit));
      params.set('offset', String(offset));
      return `<${path}?${params.toString()}>; rel="${rel}"`;
    })
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
