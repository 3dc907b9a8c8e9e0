import { describe, expect, it } from 'vitest';
import { lazy } from '../../../shared/lazy';

describe('lazy', () => {
  it('makes the value on the first call only, and keeps it (undefined too)', () => {
    let made = 0;
    const value = lazy(() => {
      made += 1;
      return made > 1 ? 'again' : undefined;
    });
    expect(made).toBe(0);
    expect(value()).toBeUndefined();
    expect(value()).toBeUndefined();
    expect(made).toBe(1);
  });

  it('tries again after a failed make', () => {
    let calls = 0;
    const value = lazy(() => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return 'made';
    });
    expect(() => value()).toThrow('not yet');
    expect(value()).toBe('made');
  });
});
