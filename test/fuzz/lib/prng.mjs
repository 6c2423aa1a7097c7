/**
 * A small seeded PRNG (sfc32 seeded through splitmix32) and the helpers the generators draw with. Every
 * request of a run gets its own stream, derived from the run's seed and the request's index, so a failing
 * request is generated again by the same `--seed` whatever the concurrency did to the order.
 */

function splitmix32(a) {
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
}

export class Rng {
  /** @param {number} seed  any 32-bit integer */
  constructor(seed) {
    const sm = splitmix32(seed >>> 0);
    this.a = sm();
    this.b = sm();
    this.c = sm();
    this.d = sm();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A uint32. */
  next() {
    let { a, b, c, d } = this;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    Object.assign(this, { a, b, c, d });
    return t >>> 0;
  }

  /** [0, 1) */
  float() {
    return this.next() / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min, max) {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(p) {
    return this.float() < p;
  }

  pick(list) {
    return list[Math.floor(this.float() * list.length)];
  }

  /** Picks from `[[weight, value], ...]`. */
  weighted(entries) {
    const total = entries.reduce((s, [w]) => s + w, 0);
    let r = this.float() * total;
    for (const [w, v] of entries) {
      if ((r -= w) < 0) return v;
    }
    return entries[entries.length - 1][1];
  }

  /** A stream of its own for request `index` of the run with `seed`. */
  static forRequest(seed, index) {
    return new Rng((Math.imul(seed >>> 0, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35)) >>> 0);
  }
}

/** A random version 4 UUID drawn from the stream. */
export function uuidFrom(rng) {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[rng.int(0, 3)];
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
