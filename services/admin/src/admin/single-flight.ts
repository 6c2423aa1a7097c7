/**
 * Shares one in-flight computation among the callers asking for the same key at the same time: the
 * first caller starts it, callers arriving while it runs get its answer (or its error), and the next
 * caller after it settles starts a new one. Nothing is kept once it settles, so an answer is never
 * older than the computation that produced it.
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  run(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = compute().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  /** How many computations are running (for tests). */
  get size(): number {
    return this.inFlight.size;
  }
}
