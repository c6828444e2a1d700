import fc from 'fast-check';

/**
 * The fuzz suite's one source of randomness: a seeded generator (mulberry32) for choices, and
 * pools of random strings and JSON values drawn once by fast-check with the same seed. Same seed,
 * same requests, in the same order.
 */
export class Random {
  private state: number;
  readonly strings: string[];
  readonly jsonValues: unknown[];

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
    // fast-check's own generators: full-range UTF-16 (lone surrogates included), graphemes, JSON of any shape
    this.strings = [
      ...fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed, numRuns: 300 }),
      ...fc.sample(fc.string({ unit: 'grapheme', maxLength: 30 }), { seed: seed + 1, numRuns: 200 }),
      ...fc.sample(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 20 }), { seed: seed + 2, numRuns: 100 }),
    ];
    this.jsonValues = fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed: seed + 3, numRuns: 300 });
  }

  /** a float in [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** an integer in [low, high] */
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** The seed of this run: FUZZ_SEED when given (to replay a run; `random` draws one), otherwise a fixed default. */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  if (env.FUZZ_SEED === 'random') return 1 + Math.floor(Math.random() * 2_000_000_000);
  const given = Number(env.FUZZ_SEED);
  return Number.isInteger(given) && given > 0 ? given : 20_261_123;
}
