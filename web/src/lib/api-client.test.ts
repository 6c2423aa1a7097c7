import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { api, ApiError, getServerFieldErrors, getServerMessage, isApiError } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api-client', () => {
  it('sends credentials, and a JSON content type only when there is a body', async () => {
    const fetchMock = mockFetch({
      'GET /api/things': { body: [{ id: 1 }] },
      'POST /api/things': { status: 201, body: { id: 2 } },
    });

    await expect(api.get('/api/things')).resolves.toEqual([{ id: 1 }]);
    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 2 });

    const [, getInit] = fetchMock.mock.calls[0]!;
    expect(getInit?.credentials).toBe('include');
    expect(getInit?.body).toBeUndefined();
    expect((getInit?.headers as Record<string, string>)['Content-Type']).toBeUndefined();

    const [, postInit] = fetchMock.mock.calls[1]!;
    expect(postInit?.credentials).toBe('include');
    expect(postInit?.method).toBe('POST');
    expect(postInit?.body).toBe(JSON.stringify({ name: 'x' }));
    expect((postInit?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a non-OK answer into "<status>: <body text>"', async () => {
    const body = { code: 'unauthenticated', status: 401, message: 'Invalid username or password' };
    mockFetch({ 'POST /api/auth/login': { status: 401, statusText: 'Unauthorized', body } });

    const error = await api
      .post('/api/auth/login', { username: 'a', password: 'b' })
      .catch((e: unknown) => e);

    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).status).toBe(401);
    expect((error as Error).message).toBe(`401: ${JSON.stringify(body)}`);
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch({ 'GET /api/broken': { status: 503, statusText: 'Service Unavailable' } });
    await expect(api.get('/api/broken')).rejects.toThrow('503: Service Unavailable');
  });

  it('answers undefined for an empty success body', async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });

  it('lets a network failure through unchanged', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/api/auth/check').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(isApiError(error)).toBe(false);
  });
});

describe('getServerMessage', () => {
  it('reads the message of a JSON error body', () => {
    const error = new ApiError(
      429,
      JSON.stringify({ code: 'rate_limited', status: 429, message: 'Too many attempts' }),
    );
    expect(getServerMessage(error, 'fallback')).toBe('Too many attempts');
  });

  it('reads an error built elsewhere with the same rule', () => {
    expect(getServerMessage(new Error('400: {"message":"Token expired"}'), 'fallback')).toBe('Token expired');
  });

  it('falls back when the body is not JSON, has no message, or the error is not from the server', () => {
    expect(getServerMessage(new ApiError(502, 'Bad Gateway'), 'Failed to send reset link')).toBe(
      'Failed to send reset link',
    );
    expect(getServerMessage(new ApiError(500, '{"code":"internal"}'), 'Could not create account')).toBe(
      'Could not create account',
    );
    expect(getServerMessage(new TypeError('Failed to fetch'), 'Invalid credentials')).toBe(
      'Invalid credentials',
    );
    expect(getServerMessage(new ApiError(500, '{}'))).toBeUndefined();
  });
});

describe('getServerFieldErrors', () => {
  it('keeps the first message of each field', () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        message: 'Invalid input',
        fields: { username: ['Username is taken', 'x'], email: ['Bad'] },
      }),
    );
    expect(getServerFieldErrors(error)).toEqual({ username: 'Username is taken', email: 'Bad' });
    expect(getServerFieldErrors(new ApiError(400, 'nope'))).toEqual({});
  });

  describe('lists', () => {
    const link = (parts: [string, string][]) =>
      parts.map(([url, rel]) => `<${url}>; rel="${rel}"`).join(', ');

    it('reads a page: the array body, X-Total-Count and the Link offsets', async () => {
      mockFetch({
        'GET /api/icps': {
          body: [{ id: 'a' }, { id: 'b' }],
          headers: {
            'X-Total-Count': '7',
            Link: link([
              ['/api/icps?search=x&limit=2&offset=0', 'first'],
              ['/api/icps?search=x&limit=2&offset=0', 'prev'],
              ['/api/icps?search=x&limit=2&offset=4', 'next'],
              ['/api/icps?search=x&limit=2&offset=6', 'last'],
            ]),
          },
        },
      });
      await expect(api.list('/api/icps?search=x&limit=2&offset=2')).resolves.toEqual({
        items: [{ id: 'a' }, { id: 'b' }],
        total: 7,
        limit: 2,
        offset: 2,
        next: 4,
        prev: 0,
      });
    });

    it('on the last page has no next; without headers the total is what came', async () => {
      mockFetch({ 'GET /api/icps': listAnswer([{ id: 'z' }], { total: 5, limit: 2, offset: 4 }) });
      const last = await api.list('/api/icps?limit=2&offset=4');
      expect(last).toMatchObject({ total: 5, offset: 4, limit: 2, prev: 2 });
      expect(last.next).toBeUndefined();

      mockFetch({ 'GET /api/drafts': { body: [{ id: 1 }, { id: 2 }] } });
      await expect(api.list('/api/drafts')).resolves.toEqual({
        items: [{ id: 1 }, { id: 2 }],
        total: 2,
        limit: 2,
        offset: 0,
        next: undefined,
        prev: undefined,
      });
    });

    it('refuses an answer that is not an array (the old {items,total} page)', async () => {
      mockFetch({ 'GET /api/icps': { body: { items: [], total: 0, limit: 50, offset: 0 } } });
      await expect(api.list('/api/icps')).rejects.toThrow(/not .*JSON array|other than a JSON array/);
    });

    it('reads a whole list along rel="next", keeping the query', async () => {
      const all = Array.from({ length: 5 }, (_, i) => ({ id: i }));
      const fetchMock = mockFetch({
        'GET /api/advisor/clients': (_init, url) => {
          const q = new URL(url, 'http://localhost').searchParams;
          const offset = Number(q.get('offset') ?? 0);
          return listAnswer(all.slice(offset, offset + 2), {
            total: all.length,
            limit: 2,
            offset,
            path: '/api/advisor/clients',
          });
        },
      });
      await expect(api.all('/api/advisor/clients?advisorId=x&limit=2')).resolves.toEqual(all);
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual([
        '/api/advisor/clients?advisorId=x&limit=2',
        '/api/advisor/clients?advisorId=x&limit=2&offset=2',
        '/api/advisor/clients?advisorId=x&limit=2&offset=4',
      ]);
    });
  });
});
