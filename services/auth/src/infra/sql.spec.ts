import { rowsOf } from './sql.js';

describe('rowsOf', () => {
  it('passes SELECT rows through', () => {
    expect(rowsOf([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('unwraps the [rows, rowCount] of an UPDATE ... RETURNING', () => {
    expect(rowsOf([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(rowsOf([[], 0])).toEqual([]);
  });

  it('keeps an empty result empty', () => {
    expect(rowsOf([])).toEqual([]);
  });
});
