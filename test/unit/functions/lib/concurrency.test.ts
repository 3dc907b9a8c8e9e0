import { describe, expect, it } from 'vitest';
import { forEachConcurrently } from '../../../../functions/lib/concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachConcurrently', () => {
  it('does every item once, never more than the limit at a time', async () => {
    let running = 0;
    let busiest = 0;
    const done: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      busiest = Math.max(busiest, running);
      await tick();
      done.push(item);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(busiest).toBe(3);
  });

  it('does nothing for no items, and rejects with the first failure', async () => {
    await forEachConcurrently([], 4, () => Promise.reject(new Error('never called')));
    await expect(
      forEachConcurrently([1, 2], 2, async (item) => {
        if (item === 2) throw new Error('item 2 failed');
      }),
    ).rejects.toThrow('item 2 failed');
  });
});
