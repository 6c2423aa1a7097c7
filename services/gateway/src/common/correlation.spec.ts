import { correlationIdFor, sanitizeCorrelationId } from './correlation.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('correlation id sanitising', () => {
  it.each(['abc-123', 'req_42.retry:1', 'A', 'x'.repeat(128), '  padded  '])(
    'keeps the sane token %j',
    (raw) => {
      expect(sanitizeCorrelationId(raw)).toBe(raw.trim());
    },
  );

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(129)],
    ['spaces inside', 'two words'],
    ['a newline (log injection)', 'abc\ninjected'],
    ['quotes and angle brackets', '<script>"'],
    ['a leading dash', '-abc'],
    ['non-ASCII', 'café'],
  ])('refuses %s', (_label, raw) => {
    expect(sanitizeCorrelationId(raw)).toBeUndefined();
  });

  it('takes the first of repeated headers', () => {
    expect(sanitizeCorrelationId(['first', 'second'])).toBe('first');
  });

  it('makes a new UUID when the caller gave none or a bad one', () => {
    expect(correlationIdFor(undefined)).toMatch(UUID);
    expect(correlationIdFor('bad id')).toMatch(UUID);
    expect(correlationIdFor('bad id')).not.toBe(correlationIdFor('bad id'));
    expect(correlationIdFor('good-id')).toBe('good-id');
  });
});
