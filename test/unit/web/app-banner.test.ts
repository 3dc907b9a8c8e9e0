import { describe, expect, it } from 'vitest';
import { bannerVisibility } from '../../../web/src/components/layouts/mobile-bars';

/** Scrolls through positions from the top of the page, answering whether the banner shows after each. */
function scrollThrough(positions: number[]) {
  let state = { visible: true, lastY: 0, upFrom: 0 };
  return positions.map((y) => {
    state = bannerVisibility(state, y);
    return state.visible;
  });
}

describe('the mobile app banner', () => {
  it('stays while the page is scrolled down no further than 50 px', () => {
    expect(scrollThrough([10, 30, 50])).toEqual([true, true, true]);
  });

  it('hides once scrolled down past 50 px', () => {
    expect(scrollThrough([30, 51, 400])).toEqual([true, false, false]);
  });

  it('comes back only after scrolling up by more than 20 px', () => {
    expect(scrollThrough([400, 390, 381, 380, 379])).toEqual([false, false, false, false, true]);
  });

  it('measures the upward run from where the last downward scroll stopped', () => {
    expect(scrollThrough([400, 390, 500, 485, 479])).toEqual([false, false, false, false, true]);
  });

  it('shows again near the top whatever the run', () => {
    expect(scrollThrough([400, 800, 795, 40])).toEqual([false, false, false, true]);
  });
});
