import {
  draftRequestSchema,
  icpListQuerySchema,
  icpStatusRequestSchema,
  idParamSchema,
} from '@icp-studio/contracts';
import { answerList, asPage, buildMessage } from './forward.js';

const id = '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10';

describe('forwarded message', () => {
  it('merges the validated parts by default', () => {
    expect(
      buildMessage(
        { params: idParamSchema, body: icpStatusRequestSchema },
        { params: { id }, query: {}, body: { status: 'completed' } },
      ),
    ).toEqual({
      id,
      status: 'completed',
    });
  });

  it('is {} for a route without parts', () => {
    expect(buildMessage({}, { params: {}, query: {}, body: undefined })).toEqual({});
  });

  it('applies the query schema: coercion and defaults', () => {
    expect(
      buildMessage(
        { query: icpListQuerySchema },
        { params: {}, query: { limit: '10', status: 'draft' }, body: undefined },
      ),
    ).toEqual({
      limit: 10,
      offset: 0,
      status: 'draft',
    });
  });

  it('builds a custom message', () => {
    const body = { draftData: { a: 1 }, currentStep: 2 };
    expect(
      buildMessage(
        {
          params: idParamSchema,
          body: draftRequestSchema,
          message: ({ params, body }) => ({ id: (params as { id: string }).id, draft: body }),
        },
        { params: { id }, query: {}, body },
      ),
    ).toEqual({ id, draft: body });
  });

  it('refuses an id that is not a UUID with 400 and a field message', () => {
    expect(() =>
      buildMessage({ params: idParamSchema }, { params: { id: 'abc' }, query: {}, body: undefined }),
    ).toThrow(expect.objectContaining({ status: 400, fields: { id: ['Invalid id'] } }));
  });

  it('refuses a body that is not a JSON object', () => {
    expect(() =>
      buildMessage({ body: icpStatusRequestSchema }, { params: {}, query: {}, body: [1, 2] }),
    ).toThrow(expect.objectContaining({ status: 400, message: 'Request body must be a JSON object' }));
  });
});

describe('list answers', () => {
  const headersOf = (url: string, filters: Record<string, unknown>, total: number) => {
    const headers: Record<string, string> = {};
    answerList(
      { url },
      { header: (name: string, value: string) => void (headers[name] = value) } as never,
      filters,
      { items: [], total, limit: 10, offset: 10 },
    );
    return headers;
  };

  it("cuts a whole list to the page, and passes a service's page through", () => {
    const all = Array.from({ length: 25 }, (_, i) => i);
    expect(asPage('whole', all, 10, 20)).toEqual({
      items: [20, 21, 22, 23, 24],
      total: 25,
      limit: 10,
      offset: 20,
    });
    const page = { items: [1], total: 9, limit: 1, offset: 3 };
    expect(asPage('page', page, 100, 0)).toBe(page);
    expect(() => asPage('whole', page, 10, 0)).toThrow(/array/);
    expect(() => asPage('page', [1, 2], 10, 0)).toThrow(/page/);
  });

  it('sets X-Total-Count and Link from the path and the validated filters only', () => {
    const headers = headersOf(
      '/api/icps?junk=1&search=a%20b&offset=10',
      { search: 'a b', status: undefined },
      25,
    );
    expect(headers['X-Total-Count']).toBe('25');
    expect(headers.Link).toBe(
      [
        '</api/icps?search=a+b&limit=10&offset=0>; rel="first"',
        '</api/icps?search=a+b&limit=10&offset=0>; rel="prev"',
        '</api/icps?search=a+b&limit=10&offset=20>; rel="next"',
        '</api/icps?search=a+b&limit=10&offset=20>; rel="last"',
      ].join(', '),
    );
  });

  it('leaves Link out when not even the next link fits its budget', () => {
    const headers = headersOf('/api/icps', { search: 'é'.repeat(1000) }, 25);
    expect(headers['X-Total-Count']).toBe('25');
    expect(headers).not.toHaveProperty('Link');
  });
});
