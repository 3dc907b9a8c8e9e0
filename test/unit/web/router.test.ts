import { describe, expect, it } from 'vitest';
import { routes } from '../../../web/src/app/router';
import { paths } from '../../../web/src/config/paths';
import { loadMatches, matchPath, matchRoutes, type RouteDefinition } from '../../../web/src/lib/router';
import { rankPath } from '../../../web/src/lib/router/path';

describe('matchPath', () => {
  it('reads params, decoded, and ignores case and a trailing slash', () => {
    expect(matchPath('/in/:city/sbiz/:slug', '/in/pune/sbiz/chai%20point')).toEqual({ params: { city: 'pune', slug: 'chai point' }, pathname: '/in/pune/sbiz/chai%20point' });
    expect(matchPath('/blog', '/BLOG/')?.params).toEqual({});
    expect(matchPath('/', '/')).not.toBeNull();
  });

  it('does not match a longer or shorter path, or an empty param', () => {
    expect(matchPath('/in/:city', '/in/pune/restaurant')).toBeNull();
    expect(matchPath('/in/:city/events', '/in/pune')).toBeNull();
    expect(matchPath('/in/:city', '/in/')).toBeNull();
    expect(matchPath('/', '/login')).toBeNull();
  });

  it('gives a splat the rest of the path, and matches nothing after it too', () => {
    expect(matchPath('/in/:city/*', '/in/delhi/sbiz/a-shop')).toEqual({ params: { city: 'delhi', '*': 'sbiz/a-shop' }, pathname: '/in/delhi' });
    expect(matchPath('/in/:city/*', '/in/delhi')?.params).toEqual({ city: 'delhi', '*': '' });
    expect(matchPath('*', '/anything/at/all')?.params['*']).toBe('anything/at/all');
  });

  it('matches an optional param present or not', () => {
    expect(matchPath('/admin-portal/categories/add-category/:slug?', '/admin-portal/categories/add-category')?.params).toEqual({ slug: undefined });
    expect(matchPath('/admin-portal/categories/add-category/:slug?', '/admin-portal/categories/add-category/tea%20stalls')?.params).toEqual({ slug: 'tea stalls' });
    expect(matchPath('/admin-portal/categories/add-category/:slug?', '/admin-portal/categories/add-category/a/b')).toBeNull();
  });

  it('keeps a malformed escape as typed instead of throwing', () => {
    expect(matchPath('/blog/:slug', '/blog/100%-pure')?.params.slug).toBe('100%-pure');
  });

  it('treats regular-expression characters in a path as text', () => {
    expect(matchPath('/sb/about-us', '/sb/about-us')).not.toBeNull();
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });
});

describe('route ranking', () => {
  it('puts a static segment before a param and a param before a splat', () => {
    expect(rankPath('/in/:city/all-categories')).toBeGreaterThan(rankPath('/in/:city/:categorySlug'));
    expect(rankPath('/in/:city/:categorySlug')).toBeGreaterThan(rankPath('/in/:city/*'));
    expect(rankPath('/')).toBeGreaterThan(rankPath('*'));
  });

  const pageAt = (pathname: string) => matchRoutes(routes, pathname).at(-1)?.route.path;

  it('sends each URL of the app to its page, whatever the order of the table', () => {
    expect(pageAt('/in/pune/all-categories')).toBe(paths.city.allCategories.path);
    expect(pageAt('/in/pune/restaurant')).toBe(paths.city.categoryLanding.path);
    expect(pageAt('/in/pune/events')).toBe(paths.events.list.path);
    expect(pageAt('/in/pune/sb-products')).toBe(paths.products.list.path);
    expect(pageAt('/in/pune/sbiz/shree-sagar')).toBe(paths.business.profile.path);
    expect(pageAt('/dashboard/articles/new')).toBe(paths.dashboard.addArticle.path);
    expect(pageAt('/dashboard/articles/abc/edit')).toBe(paths.dashboard.editArticle.path);
    expect(pageAt('/admin-portal/categories/add-category')).toBe(paths.admin.categories.form.path);
    expect(pageAt('/admin-portal/p-cat/categories/add-category/food')).toBe(paths.admin.productMainCategories.form.path);
    expect(pageAt('/no/such/page')).toBe('*');
  });

  it('matches the home page as the root layout and its index page, with the params of the page', () => {
    const home = matchRoutes(routes, '/');
    expect(home).toHaveLength(2);
    expect(home[1]?.route.index).toBe(true);
    expect(matchRoutes(routes, '/in/pune/sbiz/a-shop').at(-1)?.params).toEqual({ city: 'pune', slug: 'a-shop' });
  });

  it('passes through the guard layouts on the way to a private page', async () => {
    const admin = matchRoutes(routes, paths.admin.portal.getHref());
    expect(admin).toHaveLength(3);
    // The guard loads with the signed-in areas' Hindi (nothing to load outside a Hindi page in a browser).
    expect((await admin[1]!.route.lazy!()).Component.name).toBe('AdminOnly');
    const dashboard = matchRoutes(routes, paths.dashboard.home.getHref());
    expect((await dashboard[1]!.route.lazy!()).Component.name).toBe('RequireAuth');
  });
});

describe('loadMatches', () => {
  it('loads a lazy page once, keeping its screen and handle on the route', async () => {
    let loads = 0;
    const Screen = () => null;
    const table: RouteDefinition[] = [{ path: '/x', lazy: async () => ((loads += 1), { Component: Screen, handle: { page: 'x' } }) }];
    const matches = matchRoutes(table, '/x');
    await Promise.all([loadMatches(matches), loadMatches(matches)]);
    await loadMatches(matchRoutes(table, '/x'));
    expect(matches[0]?.route).toMatchObject({ Component: Screen, handle: { page: 'x' }, lazy: undefined });
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next navigation', async () => {
    let loads = 0;
    const table: RouteDefinition[] = [
      {
        path: '/y',
        lazy: async () => {
          loads += 1;
          if (loads === 1) throw new Error('offline');
          return { Component: () => null };
        },
      },
    ];
    await expect(loadMatches(matchRoutes(table, '/y'))).rejects.toThrow('offline');
    await loadMatches(matchRoutes(table, '/y'));
    expect(table[0]?.lazy).toBeUndefined();
    expect(loads).toBe(2);
  });
});
