/**
 * The one HTTP client of the web app (docs/product.md §7 and 8).
 *
 * - Every call sends the session cookie (`credentials: 'include'`).
 * - A request with a body is sent as JSON.
 * - A non-OK answer raises an `ApiError` whose message is `"<status>: <body text>"`, or
 *   `"<status>: <status text>"` when the body is empty.
 *
 * - A list answers a JSON array holding one page; `api.list` reads it with the total (`X-Total-Count`)
 *   and the neighbouring pages (`Link`, RFC 8288) from the headers, `api.all` follows `next` to the end.
 *
 * It has no UI side effects: no toasts, no redirects. Screens decide what to show.
 */

import { LINK_HEADER, TOTAL_COUNT_HEADER, offsetOf, parseLinkHeader } from '@icp-studio/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status of the answer. */
    readonly status: number,
    /** The raw body text of the answer (or the status text when the body was empty). */
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, text);
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json') || /^[[{"]/.test(text.trimStart())) {
    return JSON.parse(text) as T;
  }
  return text as T;
}

async function send(method: HttpMethod, url: string, options: RequestOptions): Promise<Response> {
  const hasBody = options.body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  await throwIfNotOk(res);
  return res;
}

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  return parseBody<T>(await send(method, url, options));
}

/** One page of a list as the screens use it. */
export interface ListPage<T> {
  items: T[];
  /** How many items match in all (`X-Total-Count`). */
  total: number;
  /** The page size the server used (from the `Link` URLs; the items' count when there are none). */
  limit: number;
  /** Where this page starts (the request's `offset`, 0 when it named none). */
  offset: number;
  /** The offset of the next page, when `Link` names one (undefined on the last page). */
  next?: number;
  /** The offset of the previous page, when `Link` names one. */
  prev?: number;
}

/** A list answer read from its body (a JSON array) and its `X-Total-Count` and `Link` headers. */
export async function readListPage<T>(res: Response, url: string): Promise<ListPage<T>> {
  const body = await parseBody<unknown>(res);
  if (!Array.isArray(body)) throw new Error(`${url}: a list answered something other than a JSON array`);
  const items = body as T[];
  const links = parseLinkHeader(res.headers.get(LINK_HEADER));
  const requested = offsetOf(url) ?? 0;
  const header = res.headers.get(TOTAL_COUNT_HEADER);
  const total = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : requested + items.length;
  const anyLink = links.next ?? links.prev ?? links.first ?? links.last;
  const linkLimit = anyLink ? Number(new URL(anyLink, 'http://x').searchParams.get('limit')) : NaN;
  return {
    items,
    total,
    limit: Number.isInteger(linkLimit) && linkLimit > 0 ? linkLimit : items.length,
    offset: requested,
    next: offsetOf(links.next),
    prev: offsetOf(links.prev),
  };
}

/** `GET` one page of a list. */
export async function getListPage<T>(url: string, options: Omit<RequestOptions, 'body'> = {}) {
  return readListPage<T>(await send('GET', url, options), url);
}

/** The same URL with `offset` set (and every other parameter kept). */
function withOffset(url: string, offset: number): string {
  const [path, query = ''] = url.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(query);
  params.set('offset', String(offset));
  return `${path}?${params.toString()}`;
}

/**
 * Every item of a list, page after page along `next` (for the short lists a screen shows whole: an
 * advisor's clients, the advisors, drafts). Stops after `maxPages` pages.
 */
export async function getWholeList<T>(
  url: string,
  options: Omit<RequestOptions, 'body'> = {},
  maxPages = 50,
): Promise<T[]> {
  const items: T[] = [];
  let page = await getListPage<T>(url, options);
  items.push(...page.items);
  for (let n = 1; page.next !== undefined && page.next > page.offset && n < maxPages; n++) {
    page = await getListPage<T>(withOffset(url, page.next), options);
    items.push(...page.items);
  }
  return items;
}

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', url, options),
  /** One page of a list: its items with the total and page offsets from the headers. */
  list: <T>(url: string, options?: Omit<RequestOptions, 'body'>) => getListPage<T>(url, options),
  /** Every item of a (short) list, following its `next` links. */
  all: <T>(url: string, options?: Omit<RequestOptions, 'body'>) => getWholeList<T>(url, options),
  post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', url, { ...options, body }),
  put: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PUT', url, { ...options, body }),
  patch: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PATCH', url, { ...options, body }),
  delete: <T>(url: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', url, options),
};

/** Whether an error came from the server answering (as opposed to the network or a bug). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ErrorBody {
  message?: unknown;
  fields?: unknown;
}

function parseErrorBody(error: unknown): ErrorBody | undefined {
  let text: string | undefined;
  if (error instanceof ApiError) {
    text = error.body;
  } else if (error instanceof Error) {
    // An error built elsewhere with the same "<status>: <body>" rule.
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    text = match?.[1];
  }
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The message the server put in an error body (`{message}`), for toasts. Returns `fallback` when the
 * error did not come from the server, or its body has no usable message.
 */
export function getServerMessage(error: unknown, fallback: string): string;
export function getServerMessage(error: unknown): string | undefined;
export function getServerMessage(error: unknown, fallback?: string): string | undefined {
  const body = parseErrorBody(error);
  const message = body?.message;
  if (typeof message === 'string' && message.trim()) return message.trim();
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return fallback;
}

/** Field messages of a 400 answer (`{fields: {path: [messages]}}`), first message per field. */
export function getServerFieldErrors(error: unknown): Record<string, string> {
  const fields = parseErrorBody(error)?.fields;
  const out: Record<string, string> = {};
  if (!fields || typeof fields !== 'object') return out;
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}
