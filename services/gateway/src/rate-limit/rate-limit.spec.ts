import { decide, tooManyAttemptsMessage } from './rate-limit.js';

const WINDOW = 900_000;

describe('fixed-window decision', () => {
  it('lets attempts through up to the limit', () => {
    expect(decide(1, 3, WINDOW, WINDOW)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(decide(3, 3, 10, WINDOW).allowed).toBe(true);
  });

  it('refuses the attempt past the limit until the window ends', () => {
    expect(decide(4, 3, 120_000, WINDOW)).toEqual({ allowed: false, retryAfterSeconds: 120 });
    expect(decide(4, 3, 1_500, WINDOW)).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it('never answers less than a second, nor more than the window', () => {
    expect(decide(9, 3, 1, WINDOW).retryAfterSeconds).toBe(1);
    expect(decide(9, 3, 5 * WINDOW, WINDOW).retryAfterSeconds).toBe(900);
    expect(decide(9, 3, -1, WINDOW).retryAfterSeconds).toBe(900);
  });
});

describe('the 429 message', () => {
  it.each([
    [1, 'Too many attempts. Please try again in 1 minute.'],
    [60, 'Too many attempts. Please try again in 1 minute.'],
    [61, 'Too many attempts. Please try again in 2 minutes.'],
    [900, 'Too many attempts. Please try again in 15 minutes.'],
  ])('%d s -> %j', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });
});
