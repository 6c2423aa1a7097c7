import { escapeLike, rowsOf } from './sql.js';

describe('rowsOf', () => {
  it('answers the rows of a SELECT as they are', () => {
    expect(rowsOf([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(rowsOf([])).toEqual([]);
  });

  it('answers the rows of an UPDATE or DELETE ([rows, rowCount])', () => {
    expect(rowsOf([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(rowsOf([[], 0])).toEqual([]);
  });
});

describe('escapeLike', () => {
  it('wraps the term in % and takes %, _ and \\ literally', () => {
    expect(escapeLike('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(escapeLike('plain')).toBe('%plain%');
  });
});
