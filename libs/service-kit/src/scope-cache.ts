/**
 * A short-lived cache of visible owner ids per user. Concurrent callers share one load per key; a
 * failed load is not kept; `invalidate`/`clear` drop entries at once, including one whose load is still
 * running (its callers get that answer, later callers load again).
 */
export class ScopeCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    if (this.ttlMs > 0) {
      const entry = { expires: this.now() + this.ttlMs, value };
      this.entries.set(key, entry);
      value.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return value;
  }

  invalidate(...keys: (string | null | undefined)[]): void {
    for (const key of keys) if (key) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
