/** A source of floats in [0, 1), like Math.random. */
export type Random = () => number;

/** mulberry32: a small, fast PRNG with a 32-bit state; the same seed gives the same sequence (generated seed data). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A stream of its own for one thing seeded (a listing's products): the same
 * key gives the same draws however concurrent workers interleave, which one
 * stream shared by the workers does not.
 */
export function randomFor(key: string): Random {
  // FNV-1a, 32 bits.
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193) >>> 0;
  return mulberry32(hash);
}
