import { describe, expect, it } from 'vitest';
import { pageNeedsCity } from '../../../web/src/features/location/city-pages';

describe('where the location picker opens by itself (#25 3.17)', () => {
  it('on every page that needs a city its URL does not name', () => {
    for (const path of ['/', '/categories/agriculture-and-food-products', '/require-form', '/write-review']) expect(pageNeedsCity(path), path).toBe(true);
  });

  it('never on pages that name their city or show the same for every city', () => {
    for (const path of [
      '/in/pune',
      '/in/pune/restaurant',
      '/in/pune/search/sb',
      '/blog',
      '/blog/some-article',
      '/login',
      '/signup',
      '/dashboard',
      '/dashboard/business',
      '/admin-portal',
      '/sb/about-us',
      '/sb-user/asha',
      '/sb-public-collections',
      '/claim-your-business',
      '/no-such-page',
    ]) {
      expect(pageNeedsCity(path), path).toBe(false);
    }
  });
});
