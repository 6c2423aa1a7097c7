import {
  parseCellRange,
  relateRange,
  distanceFactor,
  formatNumber,
  formatRange,
  parseAmount,
  parseFigure,
  parseRange,
  parseSizeRange,
} from './numbers.js';

describe('parseFigure', () => {
  it.each([
    ['1200', 1200],
    ['1,200', 1200],
    ['1.200', 1200],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['1,5', 1.5],
    ['1.25', 1.25],
    ['0.125', 0.125],
    ['1 200', 1200],
    ["1'200", 1200],
    ['12a', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseFigure(text)).toBe(expected);
  });
});

describe('parseRange', () => {
  it.each([
    ['10-50', { min: 10, max: 50 }],
    ['10 – 50 employees', { min: 10, max: 50 }],
    ['10 to 50', { min: 10, max: 50 }],
    ['10 bis 50 Mitarbeiter', { min: 10, max: 50 }],
    ['50+', { min: 50, max: null }],
    ['500+ employees', { min: 500, max: null }],
    ['more than 200', { min: 200, max: null }],
    ['<10', { min: null, max: 10 }],
    ['under 10', { min: null, max: 10 }],
    ['up to $50k', { min: null, max: 50000 }],
    ['$1.2M', { min: 1200000, max: 1200000 }],
    ['€ 3.400,00', { min: 3400, max: 3400 }],
    ['1.200,50 €', { min: 1200.5, max: 1200.5 }],
    ['$1M-$10M', { min: 1e6, max: 1e7 }],
    ['1-10M', { min: 1e6, max: 1e7 }],
    ['500k-1M', { min: 5e5, max: 1e6 }],
    ['2 Mio', { min: 2e6, max: 2e6 }],
    ['1.5bn', { min: 1.5e9, max: 1.5e9 }],
    ['25-40 years', { min: 25, max: 40 }],
    ['50-10', { min: 10, max: 50 }],
    ['USD 12,000', { min: 12000, max: 12000 }],
  ])('%s', (text, expected) => {
    expect(parseRange(text)).toEqual(expected);
  });

  it.each(['', 'Healthcare', 'n/a', 'about 50 or so', 'Q3 2024 maybe'])('reads no range in %j', (text) => {
    expect(parseRange(text)).toBeNull();
  });

  it('reads size words for a profile company size', () => {
    expect(parseSizeRange('small businesses')).toEqual({ min: 10, max: 49 });
    expect(parseSizeRange('Mid-market firms')).toEqual({ min: 50, max: 249 });
    expect(parseSizeRange('Enterprise')).toEqual({ min: 250, max: null });
    expect(parseSizeRange('20-200')).toEqual({ min: 20, max: 200 });
    expect(parseSizeRange('all kinds')).toBeNull();
  });
});

describe('amounts and formatting', () => {
  it('takes the middle of a closed range and the known end of an open one', () => {
    expect(parseAmount('10-50')).toBe(30);
    expect(parseAmount('50+')).toBe(50);
    expect(parseAmount('<10')).toBe(10);
    expect(parseAmount('-5')).toBe(-5);
    expect(parseAmount('x')).toBeNull();
  });

  it('measures how far outside a range a figure is', () => {
    expect(distanceFactor(30, { min: 10, max: 50 })).toBe(1);
    expect(distanceFactor(60, { min: 10, max: 50 })).toBe(1.2);
    expect(distanceFactor(5, { min: 10, max: 50 })).toBe(2);
    expect(distanceFactor(0, { min: 10, max: null })).toBe(Infinity);
  });

  it('writes ranges and figures for reading', () => {
    expect(formatRange({ min: 10, max: 50 })).toBe('10-50');
    expect(formatRange({ min: 500, max: null })).toBe('500+');
    expect(formatRange({ min: null, max: 10 })).toBe('up to 10');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(250000)).toBe('250k');
    expect(formatNumber(1250000)).toBe('1.25M');
    expect(formatNumber(2e9)).toBe('2B');
  });
});

describe('open ranges read as ranges', () => {
  const rel = (cell: string, profile: string) => relateRange(parseCellRange(cell)!, parseRange(profile)!);

  it('knows which open ends exclude their figure', () => {
    expect(parseCellRange('< $1M')).toEqual({ min: null, max: 1e6, minExclusive: false, maxExclusive: true });
    expect(parseCellRange('up to 1M')).toMatchObject({ max: 1e6, maxExclusive: false });
    expect(parseCellRange('more than 200')).toMatchObject({ min: 200, minExclusive: true });
    expect(parseCellRange('50+')).toMatchObject({ min: 50, max: null, minExclusive: false });
    expect(parseCellRange('10-50')).toMatchObject({
      min: 10,
      max: 50,
      minExclusive: false,
      maxExclusive: false,
    });
  });

  it('relates a row range to the profile range', () => {
    expect(rel('< $1M', '1M-5M')).toBe('below');
    expect(rel('up to 1M', '1M-5M')).toBe('partly');
    expect(rel('50+', '10-50')).toBe('partly');
    expect(rel('51+', '10-50')).toBe('above');
    expect(rel('more than 50', '10-50')).toBe('above');
    expect(rel('100+', '50+')).toBe('inside');
    expect(rel('under 5', '10-50')).toBe('below');
    expect(rel('<20', '10-50')).toBe('partly');
  });
});
