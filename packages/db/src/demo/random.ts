/**
 * The demo generator's only source of randomness. Math.random() is never used: the same seed must
 * give byte-identical rows on every machine, so every draw comes from a seeded mulberry32 stream.
 *
 * Independent streams (one per author's papers, one per paper's title, ...) are derived from the
 * run seed with `deriveSeed`, so a table can be regenerated on its own without replaying the draws
 * of other tables.
 */

/**
 * A 32-bit hash of the parts: numbers are mixed in as 32-bit words (ids and seeds; this runs for
 * every paper), strings character by character; a murmur3 finaliser spreads the bits.
 */
export function deriveSeed(...parts: ReadonlyArray<number | string>): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    if (typeof part === 'number') {
      // two words, so that numbers past 2^32 are not folded onto smaller ones
      hash = Math.imul(hash ^ (part >>> 0), 0x01000193) ^ 0x9e3779b9;
      hash = Math.imul(hash ^ Math.floor(part / 4294967296), 0x01000193);
    } else {
      for (let i = 0; i < part.length; i++) hash = Math.imul(hash ^ part.charCodeAt(i), 0x01000193);
      hash = Math.imul(hash ^ 0x2f, 0x01000193); // separator, so ('ab', 'c') and ('a', 'bc') differ
    }
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: ReadonlyArray<T>): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One key of a table of relative weights. */
  weighted<K extends string | number>(weights: ReadonlyArray<readonly [K, number]>): K {
    let total = 0;
    for (const [, weight] of weights) total += weight;
    let target = this.next() * total;
    for (const [key, weight] of weights) {
      target -= weight;
      if (target < 0) return key;
    }
    return (weights[weights.length - 1] as readonly [K, number])[0];
  }

  /** A standard normal draw (Box-Muller; one value per call keeps the stream easy to reason about). */
  normal(): number {
    const u = 1 - this.next(); // (0, 1], so log never sees 0
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** exp(N(mu, sigma)): the right-skewed shape of productivity and citations. */
  logNormal(mu: number, sigma: number): number {
    return Math.exp(mu + sigma * this.normal());
  }

  /** A Pareto draw with minimum `scale` and tail index `alpha` (smaller alpha, heavier tail). */
  pareto(scale: number, alpha: number): number {
    return scale / Math.pow(1 - this.next(), 1 / alpha);
  }

  /**
   * A Poisson count: inversion of the cumulative distribution (one draw per count, this runs 30
   * million times at the large size), a rounded normal approximation above a mean of 30.
   */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const target = this.next();
    let probability = Math.exp(-mean);
    let cumulative = probability;
    let count = 0;
    while (target > cumulative && count < 200) {
      count++;
      probability *= mean / count;
      cumulative += probability;
    }
    return count;
  }

  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const swap = items[i] as T;
      items[i] = items[j] as T;
      items[j] = swap;
    }
    return items;
  }
}

/** A stream seeded from the parts, e.g. `randomFor(seed, 'papers', authorId)`. */
export function randomFor(...parts: ReadonlyArray<number | string>): SeededRandom {
  return new SeededRandom(deriveSeed(...parts));
}
