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
