import {
  draftRequestSchema,
  icpListQuerySchema,
  icpStatusRequestSchema,
  idParamSchema,
} from '@icp-studio/contracts';
import { buildMessage } from './forward.js';

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
