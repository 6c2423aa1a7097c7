import { containsPattern, rowsOf } from './sql.js';

describe('containsPattern', () => {
  it('wraps the text in % and makes wildcards literal', () => {
    expect(containsPattern('Q1')).toBe('%Q1%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('rowsOf', () => {
  it('gives the rows of a SELECT and of an UPDATE ... RETURNING', () => {
    expect(rowsOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(rowsOf([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(rowsOf([[], 0])).toEqual([]);
  });
});
