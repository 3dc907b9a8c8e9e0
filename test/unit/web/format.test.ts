import { describe, expect, it } from 'vitest';
import { countOf, formatRupees, formatViews } from '../../../web/src/lib/format';

describe('countOf (issue #25 3.16: "1 followers")', () => {
  it('is singular for exactly one and plural otherwise, with Indian digit grouping', () => {
    expect(countOf(1, 'follower')).toBe('1 follower');
    expect(countOf(0, 'follower')).toBe('0 followers');
    expect(countOf(150000, 'review')).toBe('1,50,000 reviews');
    expect(countOf(2, 'business', 'businesses')).toBe('2 businesses');
    expect(formatViews(1)).toBe('1 view');
  });
});

describe('formatRupees', () => {
  it("writes what Intl's en-IN rupee format writes, without building it", () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });
    const amounts = [0, -0, 5, 12.5, 12.345, 12.005, 2.675, 0.995, 99.995, 0.1 + 0.2, 999, 1000, 123456.5, 12345678.9, -50, -0.001, 1e9, 1e-7, 1e21, 9999999999999.99];
    for (let i = 1; i < 2000; i += 1) amounts.push((i * 7919.37) % 10 ** (i % 12), Math.round(i * 104729.61) / 10 ** (i % 4));
    expect(amounts.filter((amount) => formatRupees(amount) !== intl.format(amount))).toEqual([]);
    expect(formatRupees(123456.5, 'hi')).toBe('₹1,23,456.5');
  });
});
