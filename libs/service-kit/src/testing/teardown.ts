/** Anything a test starts and must stop: a service handle, a gateway, a connection wrapper. */
export interface Closable {
  close(): Promise<void>;
}

/**
 * A disposer stack: what a test starts is pushed as it starts, and `close()` stops everything in reverse
 * order (the services before the connections they use, the database last). A failing step does not stop
 * the others; the first error is thrown once all have run.
 */
export class Teardown {
  private readonly steps: (() => Promise<unknown> | unknown)[] = [];

  /** Runs `step` at teardown (before everything deferred earlier). */
  defer(step: () => Promise<unknown> | unknown): void {
    this.steps.push(step);
  }

  /** Closes `handle` at teardown, and answers it. */
  add<T extends Closable>(handle: T): T {
    this.defer(() => handle.close());
    return handle;
  }

  /** Starts something and has it closed at teardown: `await t.start(() => startXService(config))`. */
  async start<T extends Closable>(start: () => Promise<T>): Promise<T> {
    return this.add(await start());
  }

  /**
   * Runs `setUp`; when it fails, tears down what it had started already and rethrows, so that a
   * half-started stack leaves no database, service or connection behind.
   */
  async guard<T>(setUp: () => Promise<T>): Promise<T> {
    try {
      return await setUp();
    } catch (err) {
      await this.close().catch(() => undefined);
      throw err;
    }
  }

  async close(): Promise<void> {
    let first: unknown;
    while (this.steps.length) {
      const step = this.steps.pop()!;
      try {
        await step();
      } catch (err) {
        first ??= err;
      }
    }
    if (first !== undefined) throw first;
  }
}
