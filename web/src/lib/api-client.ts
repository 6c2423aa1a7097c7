/**
 * The one HTTP client of the web app (spec section 7 and 8).
 *
 * - Every call sends the session cookie (`credentials: 'include'`).
 * - A request with a body is sent as JSON.
 * - A non-OK answer raises an `ApiError` whose message is `"<status>: <body text>"`, or
 *   `"<status>: <status text>"` when the body is empty.
 *
 * It has no UI side effects: no toasts, no redirects. Screens decide what to show.
 */

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

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
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
  return parseBody<T>(res);
}

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', url, options),
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
