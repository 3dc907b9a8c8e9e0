import { describe, expect, it } from 'vitest';
import { countOf, formatViews } from '../../../web/src/lib/format';

describe('countOf (issue #25 3.16: "1 followers")', () => {
  it('is singular for exactly one and plural otherwise, with Indian digit grouping', () => {
    expect(countOf(1, 'follower')).toBe('1 follower');
    expect(countOf(0, 'follower')).toBe('0 followers');
    expect(countOf(150000, 'review')).toBe('1,50,000 reviews');
    expect(countOf(2, 'business', 'businesses')).toBe('2 businesses');
    expect(formatViews(1)).toBe('1 view');
  });
});
