import { LINK_HEADER_BUDGET, linkHeader, offsetOf, pageOffsets, parseLinkHeader } from './paging.js';

describe('list paging links', () => {
  it('gives first and last always, prev and next only when those pages exist', () => {
    expect(pageOffsets({ total: 250, limit: 100, offset: 0 })).toEqual({ first: 0, next: 100, last: 200 });
    expect(pageOffsets({ total: 250, limit: 100, offset: 100 })).toEqual({
      first: 0,
      prev: 0,
      next: 200,
      last: 200,
    });
    expect(pageOffsets({ total: 250, limit: 100, offset: 200 })).toEqual({ first: 0, prev: 100, last: 200 });
    expect(pageOffsets({ total: 0, limit: 100, offset: 0 })).toEqual({ first: 0, last: 0 });
    expect(pageOffsets({ total: 100, limit: 100, offset: 0 })).toEqual({ first: 0, last: 0 });
    // An offset between pages steps back by one page size, never below 0.
    expect(pageOffsets({ total: 250, limit: 100, offset: 30 })).toEqual({
      first: 0,
      prev: 0,
      next: 130,
      last: 200,
    });
    // Past the end: prev is the last page that has items.
    expect(pageOffsets({ total: 250, limit: 100, offset: 900 }).prev).toBe(200);
  });

  it('keeps the other query parameters and sets limit and offset', () => {
    const header = linkHeader('/api/icps', 'search=a%20b&status=draft&offset=100', {
      total: 250,
      limit: 100,
      offset: 100,
    });
    expect(header).toBe(
      [
        '</api/icps?search=a+b&status=draft&offset=0&limit=100>; rel="first"',
        '</api/icps?search=a+b&status=draft&offset=0&limit=100>; rel="prev"',
        '</api/icps?search=a+b&status=draft&offset=200&limit=100>; rel="next"',
        '</api/icps?search=a+b&status=draft&offset=200&limit=100>; rel="last"',
      ].join(', '),
    );
    expect(parseLinkHeader(header)).toEqual({
      first: '/api/icps?search=a+b&status=draft&offset=0&limit=100',
      prev: '/api/icps?search=a+b&status=draft&offset=0&limit=100',
      next: '/api/icps?search=a+b&status=draft&offset=200&limit=100',
      last: '/api/icps?search=a+b&status=draft&offset=200&limit=100',
    });
  });

  it('parses Link headers as other servers write them', () => {
    const github =
      '<https://api.github.com/repos/x/y/issues?page=2>; rel="next", ' +
      '<https://api.github.com/repos/x/y/issues?page=5>; rel="last"';
    expect(parseLinkHeader(github)).toEqual({
      next: 'https://api.github.com/repos/x/y/issues?page=2',
      last: 'https://api.github.com/repos/x/y/issues?page=5',
    });
    expect(parseLinkHeader('</a?offset=3>; title="x, y"; rel=next')).toEqual({ next: '/a?offset=3' });
    expect(parseLinkHeader('</a>; rel="prev previous"')).toEqual({ prev: '/a', previous: '/a' });
    expect(parseLinkHeader('garbage, <>; nothing')).toEqual({});
    expect(parseLinkHeader(null)).toEqual({});
    expect(offsetOf('/api/icps?limit=10&offset=20')).toBe(20);
    expect(offsetOf('/api/icps?limit=10')).toBeUndefined();
    expect(offsetOf(undefined)).toBeUndefined();
  });

  it('keeps the header within its budget, dropping last, first and prev before next', () => {
    const window = { total: 250, limit: 100, offset: 100 };
    const long = { search: 'é'.repeat(200) }; // 1200 bytes once percent-encoded
    const all = linkHeader('/api/icps', long, window, 100_000);
    expect(Object.keys(parseLinkHeader(all))).toEqual(['first', 'prev', 'next', 'last']);
    const header = linkHeader('/api/icps', long, window);
    expect(header.length).toBeLessThanOrEqual(LINK_HEADER_BUDGET);
    expect(Object.keys(parseLinkHeader(header))).toEqual(['next']);
    expect(new URL(parseLinkHeader(header).next!, 'http://x').searchParams.get('search')).toBe(long.search);
    const two = linkHeader('/api/icps', { search: 's'.repeat(200) }, window, 700);
    expect(Object.keys(parseLinkHeader(two))).toEqual(['prev', 'next']);
    expect(linkHeader('/api/icps', long, window, 100)).toBe('');
    // Short queries keep all four well within the budget.
    expect(
      Object.keys(parseLinkHeader(linkHeader('/api/icps', { search: 's'.repeat(200) }, window))),
    ).toEqual(['first', 'prev', 'next', 'last']);
  });
});
