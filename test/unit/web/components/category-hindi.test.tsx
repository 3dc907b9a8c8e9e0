// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hindiMessages } from '../../../../shared/i18n/compiled/hi.generated';
import { createI18n } from '../../../../shared/i18n/translate';
import type { HomeCategory } from '../../../../web/src/features/home/api/home-content';
import { CategoryMosaic } from '../../../../web/src/features/home/components/category-mosaic';
import { CategoryGrid } from '../../../../web/src/features/home/components/category-grid';
import { LanguageProvider } from '../../../../web/src/i18n';
import { createBrowserRouter, RouterProvider } from '../../../../web/src/lib/router';

afterEach(cleanup);

const tiles: HomeCategory[] = [
  { _id: 'h1', title: 'Restaurants', titleHi: 'रेस्टोरेंट', image: 'category/restaurants.webp', categoryId: { _id: 'c1', slug: 'restaurants' } },
  { _id: 'h2', title: 'Tailors', image: 'category/tailors.webp', categoryId: { _id: 'c2', slug: 'tailors' } },
];

/** The page at `url` (a Hindi one under /hi), in its language, with the router the tiles' links need. */
function page(url: string, children: ReactNode) {
  window.history.replaceState(null, '', url);
  const i18n = createI18n(url.startsWith('/hi') ? 'hi' : 'en', hindiMessages);
  const router = createBrowserRouter([{ path: '/', Component: () => <LanguageProvider i18n={i18n}>{children}</LanguageProvider> }]);
  return render(<RouterProvider router={router} errorElement={<p>Something went wrong</p>} />);
}

const home = (
  <>
    <CategoryGrid categories={tiles} city="pune" cityPicker={() => null} />
    <CategoryMosaic categories={tiles} city="pune" />
  </>
);

describe('category names in Hindi (issue #28)', () => {
  it('the home grid and mosaic show a tile’s Hindi title on a Hindi page, the English where it has none', async () => {
    page('/hi/', home);
    expect((await screen.findAllByText('रेस्टोरेंट')).length).toBe(2);
    expect(screen.getAllByText('Tailors').length).toBe(2);
    expect(screen.queryByText('Restaurants')).toBeNull();
  });

  it('an English page is unchanged', async () => {
    page('/', home);
    expect((await screen.findAllByText('Restaurants')).length).toBe(2);
    expect(screen.queryByText('रेस्टोरेंट')).toBeNull();
  });
});
