/**
 * A small seeded generator (mulberry32) for tests that try many random inputs: the same numbers for the same seed,
 * so a failure names an input that can be replayed. Each call of the returned function gives a number in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
