import { likePattern } from './search.js';

describe('search pattern', () => {
  it('matches the term anywhere, with LIKE wildcards taken literally', () => {
    expect(likePattern('dent')).toBe('%dent%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
