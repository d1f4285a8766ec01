/**
 * Seeded pseudo-random numbers (mulberry32) and small helpers on top of it.
 * Every generator step gets its own stream (`stream(seed, label)`), so changing one
 * step does not shift the random choices of the others.
 */

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen by weight (`[value, weight]` pairs). */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A new shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** A string of `n` decimal digits (leading zeros allowed). */
  digits(n: number): string;
  /** A syntactically valid UUID v4 built from the stream. */
  uuid(): string;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to derive per-step seeds. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const HEX = '0123456789abcdef';

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of items) {
        r -= w;
        if (r < 0) return value;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted() from an empty list');
      return last[0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    digits(n) {
      let s = '';
      for (let i = 0; i < n; i++) s += String(Math.floor(next() * 10));
      return s;
    },
    uuid() {
      let s = '';
      for (let i = 0; i < 32; i++) {
        let nibble = Math.floor(next() * 16);
        if (i === 12) nibble = 4; // version 4
        if (i === 16) nibble = 8 + (nibble & 3); // RFC 4122 variant
        s += HEX[nibble];
        if (i === 7 || i === 11 || i === 15 || i === 19) s += '-';
      }
      return s;
    },
  };
  return rng;
}

/** An independent stream for one generator step. */
export function stream(seed: number, label: string): Rng {
  return createRng(hash(`${seed}:${label}`));
}
