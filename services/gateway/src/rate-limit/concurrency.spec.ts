import { tooManyAtOnceMessage } from './concurrency.js';

describe('the per-user cap message', () => {
  it('names the cap, what runs and when to try again', () => {
    expect(tooManyAtOnceMessage('export', 4, 5)).toBe(
      'You already have 4 exports running; wait for one to finish, then try again in 5 seconds.',
    );
    expect(tooManyAtOnceMessage('import', 1, 1)).toBe(
      'You already have 1 client list upload running; wait for one to finish, then try again in 1 second.',
    );
  });
});
