/** A seeded pseudo-random number generator returning floats in `[0, 1)`. */
export type Random = () => number;

/**
 * Creates a mulberry32 generator: tiny, fast and deterministic for a given 32-bit `seed`.
 * Not cryptographically secure; meant only for reproducible seed data.
 */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns an integer in `[0, n)` drawn from `random`; `n` must be ≥ 1. */
export function randomIndex(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** Returns an element of a non-empty array drawn from `random`. */
export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * Returns `k` distinct elements of `items` (or all of them if `k >= items.length`), in draw
 * order. Uses a partial Fisher–Yates shuffle on a copy; `items` is not modified.
 */
export function pickDistinct<T>(random: Random, items: readonly T[], k: number): T[] {
  const copy = items.slice();
  const n = Math.min(k, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    const tmp = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = tmp;
  }
  copy.length = n;
  return copy;
}

/** Shuffles `items` in place with Fisher–Yates and returns it. */
export function shuffleInPlace<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
