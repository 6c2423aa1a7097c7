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
 * - Features call routes by their `operationId` in the route registry
 *   (libs/contracts/src/http/routes.ts): `api.call('getIcp', {params: {id}})`. The method and path come
 *   from the registry entry and the parts and the answer are typed from its zod schemas, so neither a
 *   path nor a type can drift from what the gateway serves. `api.callPage` and `api.callAll` are the
 *   list routes' `api.list` and `api.all`. (The URL methods are the layer underneath.)
 *
 * It has no UI side effects: no toasts, no redirects. Screens decide what to show.
 */

import type { z } from 'zod';
import { LINK_HEADER, TOTAL_COUNT_HEADER, offsetOf, parseLinkHeader } from '@icp-studio/contracts';
import { ROUTES_BY_ID, type OperationId, type RouteOf } from '@icp-studio/contracts/http/routes';
import { SESSION_ENDED_MESSAGE, isSessionRoute, reportSessionExpired } from './session-events';

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
  /** The request outlives the page (a save sent as the user leaves it); its body must stay under 64 KB. */
  keepalive?: boolean;
}

async function throwIfNotOk(res: Response, url: string): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  // A route that needs a session answered 401: the session ended (the app offers to sign in again).
  if (res.status === 401 && !isSessionRoute(url)) reportSessionExpired();
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
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  await throwIfNotOk(res, url);
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

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

/**
 * What a call of a route sends, each part as its schema accepts it: `params` (required when the path
 * has some), `query`, `body`; and the request options. A part the route does not declare is refused.
 */
export type CallParts<K extends OperationId> = (RouteOf<K> extends { params: infer P }
  ? { params: Input<P> }
  : { params?: never }) &
  (RouteOf<K> extends { query: infer Q } ? { query?: Partial<Input<Q>> } : { query?: never }) &
  (RouteOf<K> extends { body: infer B } ? { body: Input<B> } : { body?: never }) &
  Omit<RequestOptions, 'body'>;

/** The parts argument: optional when the route needs none. */
type CallArgs<K extends OperationId> =
  Record<string, never> extends CallParts<K> ? [parts?: CallParts<K>] : [parts: CallParts<K>];

/** A route's JSON answer, as its `response` schema gives it (`unknown` for a route without one). */
export type RouteAnswer<K extends OperationId> =
  RouteOf<K> extends { response: infer S } ? Output<S> : unknown;

/** The routes that answer a list (a JSON array, one page; see `ListPage`). */
export type ListOperationId = {
  [K in OperationId]: RouteOf<K> extends { list: string } ? K : never;
}[OperationId];

/** One item of a list route's answer. */
export type ListItem<K extends ListOperationId> = RouteAnswer<K> extends readonly (infer T)[] ? T : never;

/**
 * The method and URL of a call: the registry path with each `{name}` filled in (URI-encoded) and the
 * query's set values (in the order given; `undefined`, `null` and '' are left out).
 */
export function routeRequest<K extends OperationId>(
  operationId: K,
  parts: Pick<CallParts<K>, 'params' | 'query'> = {} as CallParts<K>,
): { method: HttpMethod; url: string } {
  const route = ROUTES_BY_ID[operationId];
  const params = (parts.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${operationId}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {}))
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  const search = query.toString();
  return { method: route.method, url: search ? `${path}?${search}` : path };
}

function call<K extends OperationId>(operationId: K, ...[parts]: CallArgs<K>): Promise<RouteAnswer<K>> {
  const { params, query, body, ...options } = (parts ?? {}) as CallParts<K>;
  const { method, url } = routeRequest(operationId, { params, query });
  return apiRequest<RouteAnswer<K>>(method, url, { ...options, body });
}

function callPage<K extends ListOperationId>(
  operationId: K,
  ...[parts]: CallArgs<K>
): Promise<ListPage<ListItem<K>>> {
  const { params, query, ...options } = (parts ?? {}) as CallParts<K>;
  return getListPage<ListItem<K>>(routeRequest(operationId, { params, query }).url, options);
}

function callAll<K extends ListOperationId>(operationId: K, ...[parts]: CallArgs<K>): Promise<ListItem<K>[]> {
  const { params, query, ...options } = (parts ?? {}) as CallParts<K>;
  return getWholeList<ListItem<K>>(routeRequest(operationId, { params, query }).url, options);
}

export const api = {
  /** Calls a route of the registry by its operationId: its JSON answer (a list route: one page's items). */
  call,
  /** One page of a list route: its items with the total and page offsets from the headers. */
  callPage,
  /** Every item of a (short) list route, following its `next` links. */
  callAll,
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
  if (isApiError(error) && error.status === 401 && parseErrorBody(error)?.message === 'Not authenticated')
    return SESSION_ENDED_MESSAGE;
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
