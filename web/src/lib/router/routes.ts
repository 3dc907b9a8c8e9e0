import type { ComponentType, ReactNode } from 'react';
import { matchPath, rankPath, type Params } from './path';

/** What a lazy route's module gives: its screen, and anything the server needs to render it (see app/ssr/page-data.ts). */
export interface LazyRoute {
  Component: ComponentType;
  handle?: unknown;
}

/**
 * One entry of the route table. A page has a `path` (absolute) or is the
 * `index` of its parent's path; a layout has `children` and renders the
 * matched child where it puts `<Outlet />`.
 */
export interface RouteDefinition {
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  element?: ReactNode;
  /** Loads the page's code on first match; its result is kept on the route. */
  lazy?: () => Promise<LazyRoute>;
  handle?: unknown;
  children?: RouteDefinition[];
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Params;
}

interface Branch {
  pattern: string;
  routes: RouteDefinition[];
}

/** The table as a list of root-to-page branches, best rank first (a stable sort keeps the table's order on ties). */
export function rankBranches(table: RouteDefinition[]): Branch[] {
  const branches: Branch[] = [];
  const walk = (routes: RouteDefinition[], parents: RouteDefinition[], parentPath: string) => {
    for (const route of routes) {
      const chain = [...parents, route];
      const path = route.path ?? parentPath;
      if (route.children) walk(route.children, chain, path);
      else if (route.path || route.index) branches.push({ pattern: path, routes: chain });
    }
  };
  walk(table, [], '/');
  return branches
    .map((branch, order) => ({ branch, order, rank: rankPath(branch.pattern) }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order)
    .map(({ branch }) => branch);
}

/** The routes, layout first, that render `pathname`; empty when none does (a table ends with a '*' page). */
export function matchBranches(branches: Branch[], pathname: string): RouteMatch[] {
  for (const branch of branches) {
    const match = matchPath(branch.pattern, pathname);
    if (match) return branch.routes.map((route) => ({ route, params: match.params }));
  }
  return [];
}

const loading = new WeakMap<RouteDefinition, Promise<void>>();

/** Loads the code of every lazy route in `matches`, once (two navigations racing share one load); the screen replaces the loader on the route. */
export async function loadMatches(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(({ route }) => {
      const load = route.lazy;
      if (!load) return undefined;
      let pending = loading.get(route);
      if (!pending) {
        pending = load().then((loaded) => {
          route.Component = loaded.Component;
          route.handle = loaded.handle;
          route.lazy = undefined;
        });
        // A failed load (a network error) may be tried again by the next navigation.
        pending.catch(() => loading.delete(route));
        loading.set(route, pending);
      }
      return pending;
    }),
  );
}
