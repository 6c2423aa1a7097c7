/**
 * A Prometheus histogram read off a process's `/metrics` twice, and the quantile of what happened in
 * between (as PromQL's histogram_quantile does: linear within the bucket the rank falls in). The
 * services' request histograms (libs/service-kit/src/metrics.ts) let a benchmark read how long a
 * service itself spent per call while the load ran, apart from the path around it.
 */

/** `{ [le]: count }` summed over the series of `metric` whose labels match every `labels` predicate. */
export function bucketsOf(text, metric, labels = {}) {
  const buckets = {};
  const line = new RegExp(`^${metric}_bucket\\{([^}]*)\\} (\\S+)$`);
  for (const row of text.split('\n')) {
    const m = line.exec(row);
    if (!m) continue;
    const pairs = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((p) => [p[1], p[2]]));
    if (!Object.entries(labels).every(([k, test]) => test(pairs[k] ?? ''))) continue;
    buckets[pairs.le] = (buckets[pairs.le] ?? 0) + Number(m[2]);
  }
  return buckets;
}

export async function scrapeBuckets(url, metric, labels) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return bucketsOf(await res.text(), metric, labels);
}

/** What was observed between two readings: `[{le, count}]` cumulative, in order of `le`. */
export function difference(before, after) {
  return Object.keys(after)
    .map((le) => ({ le: le === '+Inf' ? Infinity : Number(le), count: after[le] - (before[le] ?? 0) }))
    .sort((a, b) => a.le - b.le);
}

/** The q-quantile (0..1) of cumulative buckets, in the buckets' unit; null when nothing was observed. */
export function quantile(q, cumulative) {
  const total = cumulative.at(-1)?.count ?? 0;
  if (!total) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const { le, count } of cumulative) {
    if (count >= rank) {
      if (le === Infinity) return lower; // beyond the last bound: the last bound is all one can say
      const inBucket = count - below;
      return lower + ((le - lower) * (rank - below)) / (inBucket || 1);
    }
    lower = le;
    below = count;
  }
  return lower;
}
