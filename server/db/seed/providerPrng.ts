/**
 * The seeded random source of the provider demo data. mulberry32 is tiny, fast and good enough
 * for demo data; what matters is that the same seed gives the same numbers on every machine and
 * Node version, which Math.random cannot promise. Never use this for anything secret.
 */

export interface ProviderRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with probability proportional to weight(item). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A float in [-spread, spread]. */
  jitter(spread: number): number;
}

/** mulberry32 (Tommy Ettinger, public domain): 32-bit state, period 2^32. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Mixes a seed with a stream number so that independent parts (one doctor's slots, say) get
 * their own sequence: generating slots for doctor 7 must not depend on how many numbers doctor 6
 * drew, or batch sizes and partial runs would change the data.
 */
export function deriveSeed(seed: number, stream: number): number {
  let h = Math.imul((seed ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

export function createProviderRandom(seed: number): ProviderRandom {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items, weight) {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let roll = next() * total;
      for (const item of items) {
        roll -= weight(item);
        if (roll < 0) return item;
      }
      return items[items.length - 1]!;
    },
    sample(items, count) {
      const copy = [...items];
      // Partial Fisher–Yates: only the first `count` places are shuffled.
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i += 1) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
    jitter: (spread) => (next() * 2 - 1) * spread,
  };
}
