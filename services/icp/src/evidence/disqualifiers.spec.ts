import { guessMapping } from './column-mapping.js';
import { disqualifierChecker, parseFigureDisqualifier, readDisqualifiers } from './disqualifiers.js';

describe('disqualifiers (Not a fit)', () => {
  it('reads limits on an attribute as figures', () => {
    expect(parseFigureDisqualifier('fewer than 5 employees')).toEqual({
      attribute: 'companySize',
      op: 'lt',
      limit: 5,
    });
    expect(parseFigureDisqualifier('under 5 staff')).toEqual({
      attribute: 'companySize',
      op: 'lt',
      limit: 5,
    });
    expect(parseFigureDisqualifier('Revenue under $100k')).toEqual({
      attribute: 'revenue',
      op: 'lt',
      limit: 100_000,
    });
    expect(parseFigureDisqualifier('less than 1M turnover')).toEqual({
      attribute: 'revenue',
      op: 'lt',
      limit: 1_000_000,
    });
    expect(parseFigureDisqualifier('younger than 25')).toEqual({ attribute: 'age', op: 'lt', limit: 25 });
    expect(parseFigureDisqualifier('older than 70')).toEqual({ attribute: 'age', op: 'gt', limit: 70 });
    expect(parseFigureDisqualifier('income below 30k')).toEqual({
      attribute: 'income',
      op: 'lt',
      limit: 30_000,
    });
    expect(parseFigureDisqualifier('more than 500 employees')).toEqual({
      attribute: 'companySize',
      op: 'gt',
      limit: 500,
    });
    expect(parseFigureDisqualifier('no more than 2 employees')).toEqual({
      attribute: 'companySize',
      op: 'le',
      limit: 2,
    });
    expect(parseFigureDisqualifier('500+ employees')).toEqual({
      attribute: 'companySize',
      op: 'ge',
      limit: 500,
    });
    expect(parseFigureDisqualifier('5 employees or fewer')).toEqual({
      attribute: 'companySize',
      op: 'le',
      limit: 5,
    });
    expect(parseFigureDisqualifier('Umsatz unter 100.000 €')).toEqual({
      attribute: 'revenue',
      op: 'lt',
      limit: 100_000,
    });
  });

  it('reads anything else as a phrase: no attribute, two attributes, two figures, no comparison', () => {
    expect(parseFigureDisqualifier('wants one-off filings only')).toBeNull();
    expect(parseFigureDisqualifier('under 5')).toBeNull();
    expect(parseFigureDisqualifier('revenue per employee under 10k')).toBeNull();
    expect(parseFigureDisqualifier('fewer than 5 employees and revenue under 100k')).toBeNull();
    expect(parseFigureDisqualifier('5 employees')).toBeNull();
  });

  it('marks phrases too short to look for as unusable, and figures without a column as no_column', () => {
    const list = readDisqualifiers(
      ['no', 'a b', 'the client', 'Crypto', 'IT', 'fewer than 5 employees', 'income below 30k', 'crypto '],
      guessMapping(['Name', 'Employees']),
      ['Name', 'Employees'],
    );
    expect(list.map((d) => [d.text, d.form, d.status])).toEqual([
      ['no', 'phrase', 'unusable'],
      ['a b', 'phrase', 'unusable'],
      ['the client', 'phrase', 'unusable'],
      ['Crypto', 'phrase', 'measured'],
      ['IT', 'phrase', 'measured'],
      ['fewer than 5 employees', 'figure', 'measured'],
      ['income below 30k', 'figure', 'no_column'],
    ]);
  });

  const headers = ['Client', 'Employees', 'Revenue', 'Notes'];
  const mapping = guessMapping(headers);
  const { check } = disqualifierChecker(
    ['fewer than 5 employees', 'revenue under $100k', 'wants one-off filings only', 'restaurants'],
    mapping,
    headers,
  );

  it('checks a figure against its column, strictly', () => {
    expect(check(['Smith Ltd', '3', '2M', '']).map((h) => h.reason)).toEqual([
      "Not a fit: 'fewer than 5 employees' (company size 3)",
    ]);
    expect(check(['Smith Ltd', '5', '2M', ''])).toEqual([]);
    expect(check(['Smith Ltd', '1-4', '2M', ''])[0]?.reason).toBe(
      "Not a fit: 'fewer than 5 employees' (company size '1-4')",
    );
    expect(check(['Smith Ltd', '', '$80,000', ''])).toEqual([
      {
        disqualifier: 'revenue under $100k',
        attribute: 'revenue',
        column: 'Revenue',
        reason: "Not a fit: 'revenue under $100k' (revenue 80,000)",
      },
    ]);
    // blank or unreadable cells hit nothing
    expect(check(['Smith Ltd', 'n/a', '', ''])).toEqual([]);
  });

  it('looks for a phrase in every cell, mapped or not, after folding', () => {
    expect(check(['Jones & Co', '12', '2M', 'One-off filings only'])).toEqual([
      {
        disqualifier: 'wants one-off filings only',
        attribute: null,
        column: 'Notes',
        reason: "Not a fit: 'wants one-off filings only' (Notes: 'One-off filings only')",
      },
    ]);
    expect(check(['The Restaurant Group', '40', '5M', ''])[0]?.reason).toBe(
      "Not a fit: 'restaurants' (Client: 'The Restaurant Group')",
    );
    // not after a negation, not a partial word, not words out of order
    expect(check(['Jones & Co', '12', '2M', 'Not one-off filings only'])).toEqual([]);
    expect(check(['Restaurateur Inc', '12', '2M', 'Filings only, one-off'])).toEqual([]);
  });

  it('finds a phrase through synonyms and accents, as the quick test of each cell must not miss', () => {
    const h = ['Client', 'Sector'];
    const { list, check: hit } = disqualifierChecker(['Healthcare', 'dentistry clinics'], guessMapping(h), h);
    expect(list[0]?.triggers).toEqual(expect.arrayContaining(['healthcar', 'gesundheitswese', 'sant']));
    for (const sector of ['Health Care', 'Gesundheitswesen', 'Santé', 'MEDICAL', 'health-care providers'])
      expect(hit(['X', sector]).map((d) => d.disqualifier)).toEqual(['Healthcare']);
    expect(hit(['X', 'Dental clinic']).map((d) => d.disqualifier)).toEqual(['dentistry clinics']);
    expect(hit(['X', 'Zahnarzt-Clinics']).map((d) => d.disqualifier)).toEqual(['dentistry clinics']);
    expect(hit(['X', 'Wealth management'])).toEqual([]);
  });

  it('hits nothing without disqualifiers', () => {
    expect(disqualifierChecker([], mapping, headers).check(['a', '1', '1', 'x'])).toEqual([]);
    expect(disqualifierChecker(undefined, mapping, headers).check(['a', '1', '1', 'x'])).toEqual([]);
  });
});
