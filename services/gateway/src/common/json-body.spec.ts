import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { DomainError } from '@icp-studio/service-kit';
import { BODY_LIMIT_MESSAGE, ENCODING_MESSAGE, MALFORMED_JSON_MESSAGE } from './error-mapping.js';
import { MAX_JSON_DEPTH, NUL_MESSAGE, inspectJson, isJsonContentType, readJsonBody } from './json-body.js';

const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
};

describe('inspectJson (what no route can take)', () => {
  it('passes ordinary bodies and queries', () => {
    expect(inspectJson({ name: 'x', list: ['a', { b: [1, null, true] }], empty: {} })).toBeUndefined();
    expect(inspectJson({ search: 'ünïcode 🙂', limit: '5' })).toBeUndefined();
    expect(inspectJson(undefined)).toBeUndefined();
  });

  it('finds a NUL character in a value, with its field path', () => {
    expect(inspectJson({ name: 'a\u0000b' })).toEqual({ problem: 'nul', path: 'name' });
    expect(inspectJson({ draftData: { steps: ['ok', 'bad\u0000'] } })).toEqual({
      problem: 'nul',
      path: 'draftData.steps.1',
    });
  });

  it('finds a NUL character in a key', () => {
    expect(inspectJson({ draftData: { 'a\u0000b': 1 } })).toEqual({
      problem: 'nul',
      path: 'draftData.a\u0000b',
    });
  });

  it('finds an unpaired surrogate in a value or a key, and passes paired ones', () => {
    expect(inspectJson({ technographics: ['ok', 'half \ud83d'] })).toEqual({
      problem: 'surrogate',
      path: 'technographics.1',
    });
    expect(inspectJson({ draftData: { '\udc00': 1 } })?.problem).toBe('surrogate');
    expect(inspectJson({ name: '\ud83d\ude42' })).toBeUndefined();
  });

  it(`allows ${MAX_JSON_DEPTH} levels of nesting and refuses one more`, () => {
    expect(inspectJson({ x: nested(MAX_JSON_DEPTH - 1) })).toBeUndefined();
    expect(inspectJson({ x: nested(MAX_JSON_DEPTH) })?.problem).toBe('depth');
  });

  it('walks very deep values without recursion', () => {
    expect(inspectJson(nested(200_000))).toEqual({ problem: 'depth', path: expect.any(String) });
  });
});

describe('reading a JSON body (what Express body-parser did, now on Fastify)', () => {
  /** A request stream with these headers and body. */
  const request = (body: Buffer | string, headers: Record<string, string> = {}) =>
    Object.assign(Readable.from([Buffer.from(body)]), {
      headers: { 'content-type': 'application/json', ...headers },
    }) as unknown as IncomingMessage;
  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (err) {
      return { status: (err as DomainError).status, message: (err as DomainError).message };
    }
    throw new Error('the body was taken');
  };

  it('parses objects and arrays, drops a leading BOM, and takes an empty body as {}', async () => {
    await expect(readJsonBody(request('{"a":1}'))).resolves.toEqual({ a: 1 });
    await expect(readJsonBody(request(' [1,2]'))).resolves.toEqual([1, 2]);
    await expect(readJsonBody(request('\uFEFF{"a":2}'))).resolves.toEqual({ a: 2 });
    await expect(readJsonBody(request(''))).resolves.toEqual({});
  });

  it('refuses malformed JSON and a bare scalar at the top with 400', async () => {
    for (const body of ['{"a":', '"text"', '42', 'null'])
      expect(await refusal(readJsonBody(request(body)))).toEqual({
        status: 400,
        message: MALFORMED_JSON_MESSAGE,
      });
  });

  it('refuses a body past the limit with 413, declared or streamed', async () => {
    const big = `{"a":"${'x'.repeat(200)}"}`;
    const tooBig = { status: 413, message: BODY_LIMIT_MESSAGE };
    expect(await refusal(readJsonBody(request(big, { 'content-length': '5000' }), 100))).toEqual(tooBig);
    expect(await refusal(readJsonBody(request(big), 100))).toEqual(tooBig);
  });

  it('inflates gzip, deflate and br bodies, and refuses other encodings and charsets', async () => {
    const json = '{"a":"ü"}';
    await expect(readJsonBody(request(gzipSync(json), { 'content-encoding': 'gzip' }))).resolves.toEqual({
      a: 'ü',
    });
    await expect(
      readJsonBody(request(deflateSync(json), { 'content-encoding': 'deflate' })),
    ).resolves.toEqual({ a: 'ü' });
    await expect(
      readJsonBody(request(brotliCompressSync(json), { 'content-encoding': 'br' })),
    ).resolves.toEqual({ a: 'ü' });
    const unsupported = { status: 400, message: ENCODING_MESSAGE };
    expect(await refusal(readJsonBody(request(json, { 'content-encoding': 'zstd' })))).toEqual(unsupported);
    expect(
      await refusal(readJsonBody(request(json, { 'content-type': 'application/json; charset=latin1' }))),
    ).toEqual(unsupported);
    await expect(
      readJsonBody(request(json, { 'content-type': 'application/json; charset=UTF-8' })),
    ).resolves.toEqual({ a: 'ü' });
    expect(await refusal(readJsonBody(request('not gzip', { 'content-encoding': 'gzip' })))).toEqual({
      status: 400,
      message: MALFORMED_JSON_MESSAGE,
    });
  });

  it('refuses text PostgreSQL cannot store', async () => {
    expect(await refusal(readJsonBody(request('{"a":"x\\u0000"}')))).toEqual({
      status: 400,
      message: NUL_MESSAGE,
    });
  });

  it('knows a JSON content type as type-is did', () => {
    for (const t of ['application/json', 'Application/JSON; charset=utf-8', 'application/merge-patch+json'])
      expect({ t, json: isJsonContentType(t) }).toEqual({ t, json: true });
    for (const t of [
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/jsonx',
      'json',
    ])
      expect({ t, json: isJsonContentType(t) }).toEqual({ t, json: false });
  });
});
