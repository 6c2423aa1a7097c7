import { MAX_JSON_DEPTH, inspectJson } from './json-body.middleware.js';

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
