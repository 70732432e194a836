/** mulberry32: small, fast, and the same numbers for the same seed on every machine. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (probability: number) => next() < probability;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof prng>;

/**
 * The random numbers of one subject and one domain: the same subject answers the same data on
 * every call, and its domains do not draw from each other's sequence (adding a draw to the
 * balance sheets does not change the protests).
 */
export function randomOf(...key: (string | number)[]): Random {
  // FNV-1a over the key's text.
  let hash = 0x811c9dc5;
  for (const char of key.join('|')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return prng(hash);
}
