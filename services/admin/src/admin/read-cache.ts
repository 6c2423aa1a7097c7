/**
 * The admin service's short-lived cache of whole answers (docs/benchmarks.md, "Admin page reads"): one
 * entry per actor (user id and role) and per read with its query, so an answer is only ever served to the
 * actor it was built for. Concurrent callers of one key share one load; a failed load is not kept.
 * `clear()` (any event that changes what these pages show, see ReadCacheEvents) drops every entry at
 * once, including one whose load is still running: its callers get that answer, the next read loads
 * again, so a change announced before a read began is in that read's answer. At most `maxEntries` are
 * kept (the oldest go first); a ttl of 0 keeps nothing.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    const value = load();
    if (this.ttlMs <= 0) return value;
    if (hit) this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    const entry = { expires: this.now() + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** False with a ttl of 0: nothing is kept, nor shared. */
  get keeps(): boolean {
    return this.ttlMs > 0;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
