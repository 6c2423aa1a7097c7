import { z } from 'zod';
import { extractJson } from './json-repair.js';
import { readAnswer } from './structured-call.js';

describe('extractJson', () => {
  it.each([
    ['bare JSON', '{"a": 1}', { a: 1 }],
    ['a code fence', '```json\n{"a": [1, 2]}\n```', { a: [1, 2] }],
    ['a fence without language', '```\n[1, 2]\n```', [1, 2]],
    ['preamble and postscript', 'Here it is: {"a": "x"} Let me know!', { a: 'x' }],
    ['braces inside strings', 'Answer: {"a": "} not the end {", "b": 2}', { a: '} not the end {', b: 2 }],
    ['escaped quotes', '{"a": "say \\"hi\\" {"}', { a: 'say "hi" {' }],
    ['trailing commas', '{"a": [1, 2,], "b": 3,}', { a: [1, 2], b: 3 }],
    ['a BOM', '\uFEFF{"a": 1}', { a: 1 }],
    ['the first of two objects', '{"a": 1}\n{"b": 2}', { a: 1 }],
  ])('reads %s', (_name, text, expected) => {
    expect(extractJson(text)).toEqual(expected);
  });

  it.each([['plain prose'], ['{"a": '], [''], ['```json\n{oops}\n```']])('refuses %j', (text) => {
    expect(() => extractJson(text)).toThrow(SyntaxError);
  });
});

describe('readAnswer', () => {
  const schema = z.object({ suggestions: z.array(z.string()).min(1) });
  it('checks the shape and says what is wrong', () => {
    expect(readAnswer('{"suggestions": ["x"]}', schema)).toEqual({ ok: true, value: { suggestions: ['x'] } });
    expect(readAnswer('{"suggestions": []}', schema)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('"suggestions"'),
    });
    expect(readAnswer('nope', schema)).toEqual({ ok: false, problem: 'it was not valid JSON' });
    expect(
      readAnswer('["x"]', schema, (raw) => (Array.isArray(raw) ? { suggestions: raw } : raw)),
    ).toMatchObject({ ok: true });
  });
});
