/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `probe` every `everyMs` until it answers something other than undefined, and answers that;
 * fails with "timed out waiting for <what>" after `timeoutMs`.
 */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  what: string,
  everyMs = 20,
): Promise<T> {
  const started = performance.now();
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * Retries `probe` until it answers true, and answers how long that took (ms); fails with "condition not
 * met within N ms" when the time is up.
 */
export async function eventually(
  probe: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
  everyMs = 25,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/**
 * Retries `check` until it stops throwing (its expectations hold), and answers its value; when the time
 * is up, throws the last failure (the expectation that still did not hold, with its own message).
 */
export async function settles<T>(check: () => T | Promise<T>, timeoutMs = 10_000, everyMs = 25): Promise<T> {
  const started = performance.now();
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (performance.now() - started > timeoutMs) throw err;
    }
    await sleep(everyMs);
  }
}
