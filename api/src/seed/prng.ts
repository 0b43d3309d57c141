/**
 * Seeded randomness for the demo-data generator.
 *
 * Every document is built from its own stream, `rngFor(seed, 'listing', i)`, instead of one
 * shared stream: listing 73,412 then comes out the same whether it is generated alone, in a batch
 * of 1,000 or after a crash-resume, and adding a field to projects cannot reshuffle the listings.
 */

/** mulberry32: tiny, fast, good enough for demo data (not for anything secret). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the parts: turns (seed, 'listing', 42) into a 32-bit stream seed. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** A float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `weighted([['sale', 45], ['rent', 25]])`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** k distinct items, in a random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.max(0, Math.min(k, copy.length)));
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }

  /** Digits as a string, e.g. account numbers (leading zeros kept). */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }
}

export function rngFor(seed: number, ...parts: (string | number)[]): Rng {
  return new Rng(hashSeed(seed, ...parts));
}

/**
 * A 24-hex id shaped like a MongoDB ObjectId: 4 bytes of creation time, 5 random bytes, and a
 * 3-byte counter. The counter is the document's index in its collection, so ids (and the slugs
 * built from their tail) are unique by construction, not merely by luck.
 */
export function objectId(rng: Rng, createdAt: Date, counter: number): string {
  const seconds = Math.floor(createdAt.getTime() / 1000);
  return (
    seconds.toString(16).padStart(8, '0').slice(-8) +
    rng.hex(10) +
    (counter % 0x1000000).toString(16).padStart(6, '0')
  );
}
