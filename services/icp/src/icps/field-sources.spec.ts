import { fieldSourcesOf, isEmptyValue, nextFieldSources } from './field-sources.js';

describe('isEmptyValue', () => {
  it.each([
    [null, true],
    ['', true],
    ['  ', true],
    [[], true],
    [['', ' '], true],
    [{ awareness: null, decision: '' }, true],
    ['Dental', false],
    [['LinkedIn'], false],
    [{ awareness: 'Searches', decision: null }, false],
    ['female', false],
  ])('%j is empty: %s', (value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });
});

describe('nextFieldSources', () => {
  it('a new profile: declared origins win, other filled fields are stated, empty ones have none', () => {
    const out = nextFieldSources(
      { industry: 'Dental', painPoints: ['No-shows'], companySize: null, needs: [] },
      { painPoints: 'ai', needs: 'assumed' },
      null,
    );
    expect(out).toEqual({ industry: 'stated', painPoints: 'ai' });
  });

  it('an unchanged field keeps its origin; a changed one without a declaration becomes stated', () => {
    const before = {
      values: { industry: 'Dental', painPoints: ['No-shows'], geographics: ['Germany'] },
      sources: { industry: 'assumed' as const, painPoints: 'ai' as const, geographics: 'ai' as const },
    };
    const out = nextFieldSources(
      { industry: 'Dental', painPoints: ['No-shows', 'Late payers'], geographics: ['Germany'] },
      undefined,
      before,
    );
    expect(out).toEqual({ industry: 'assumed', painPoints: 'stated', geographics: 'ai' });
  });

  it('a declaration re-labels an unchanged field (marking a value as an assumption)', () => {
    const before = { values: { industry: 'Dental' }, sources: { industry: 'stated' as const } };
    expect(nextFieldSources({ industry: 'Dental' }, { industry: 'assumed' }, before)).toEqual({
      industry: 'assumed',
    });
  });

  it('an unchanged field written before the ledger (no origin recorded) reads as stated', () => {
    expect(
      nextFieldSources({ income: '50k+' }, undefined, { values: { income: '50k+' }, sources: {} }),
    ).toEqual({
      income: 'stated',
    });
  });

  it('a cleared field loses its origin, declared or not', () => {
    const before = { values: { industry: 'Dental' }, sources: { industry: 'ai' as const } };
    expect(nextFieldSources({ industry: null }, { industry: 'ai' }, before)).toEqual({});
  });

  it('list order counts as a change (a reordered list was edited by a person)', () => {
    const before = { values: { goals: ['a', 'b'] }, sources: { goals: 'ai' as const } };
    expect(nextFieldSources({ goals: ['b', 'a'] }, undefined, before)).toEqual({ goals: 'stated' });
  });
});

describe('fieldSourcesOf', () => {
  it('names every filled field, stated when none is recorded, and drops origins of empty fields', () => {
    expect(
      fieldSourcesOf(
        { industry: 'Dental', occupation: null, painPoints: ['x'], gender: 'all' },
        { painPoints: 'ai', occupation: 'assumed' },
      ),
    ).toEqual({ industry: 'stated', painPoints: 'ai', gender: 'stated' });
  });
});
