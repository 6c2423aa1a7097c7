import { linkHeader } from '@icp-studio/contracts';
import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A list answer as the gateway sends it: one page of items as a JSON array, the total in
 * `X-Total-Count` and the page links in `Link` (for `path`, with `limit` and `offset` set).
 */
export function listAnswer<T>(
  items: T[],
  { total = items.length, limit = 50, offset = 0, path = '/api/list' } = {},
): MockAnswer {
  return {
    body: items,
    headers: { 'X-Total-Count': String(total), Link: linkHeader(path, '', { total, limit, offset }) },
  };
}

export type MockHandler = (init: RequestInit | undefined, url: string) => MockAnswer | Promise<MockAnswer>;

/**
 * Replaces `fetch` with handlers keyed by "METHOD /path". Unknown calls answer 404; a handler that
 * throws makes fetch reject (a network failure).
 */
export function mockFetch(handlers: Record<string, MockHandler | MockAnswer>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    const handler = handlers[key];
    const answer: MockAnswer = handler
      ? typeof handler === 'function'
        ? await handler(init, url)
        : handler
      : { status: 404, body: { code: 'not_found', status: 404, message: 'Not found' } };
    const status = answer.status ?? 200;
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      statusText: answer.statusText ?? '',
      headers: {
        ...(typeof answer.body === 'object' ? { 'content-type': 'application/json' } : {}),
        ...answer.headers,
      },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/**
 * The calls of a fetch mock other than the signed-in header's own background read (the notification
 * bell's unread count): what a page under test asked for.
 */
export function pageCalls(fn: ReturnType<typeof mockFetch>): unknown[][] {
  return fn.mock.calls.filter(([input]) => !String(input).startsWith('/api/notifications'));
}
