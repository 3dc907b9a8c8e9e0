/**
 * The app's router: the URL, the route table's matches for it, and the
 * hooks and links the screens use (named as React Router names them).
 *
 * It replaces React Router, which was 93 KB of the first load and about a
 * fifth of the main thread's work before a page responds, for what this app
 * uses: absolute paths, lazy page modules, nested layouts, links, search
 * params and scroll restoration. Like React Router, a navigation loads the
 * next page's code before it changes the URL, so the old page stays until
 * the new one can show.
 */
import { Component, createContext, startTransition, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentPropsWithRef, type ReactNode, type RefObject } from 'react';
import { localizePath, splitLocale, type Locale } from '@shared/i18n/locales';
import { matchPath, type Params, type PathMatch } from './path';
import { loadMatches, matchBranches, rankBranches, type RouteDefinition, type RouteMatch } from './routes';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry: a navigation to the same URL is a new key. */
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Stay at the current scroll position (e.g. the next page of a list) instead of starting at the top. */
  preventScrollReset?: boolean;
}

export interface RouterState {
  location: Location;
  navigationType: NavigationType;
  matches: RouteMatch[];
  /** False until the first URL's page code has loaded (the SPA shows a spinner meanwhile). */
  initialized: boolean;
  /** A page's code that failed to load (e.g. a stale chunk after a deploy). */
  error?: unknown;
  preventScrollReset?: boolean;
}

export interface Router {
  readonly state: RouterState;
  /**
   * The pages' language, from the first URL: Hindi pages are under /hi. The
   * app's paths are written without the prefix ('/in/pune'); the router adds
   * it to links and navigations and strips it before matching. Another
   * language is a full page load (its catalog and the server's render).
   */
  readonly locale: Locale;
  subscribe(listener: () => void): () => void;
  /** A path (absolute, or relative like '?page=2'), or a number of steps through the history (-1 is Back). */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
}

const rankedTables = new WeakMap<RouteDefinition[], ReturnType<typeof rankBranches>>();
function branchesOf(table: RouteDefinition[]) {
  let branches = rankedTables.get(table);
  if (!branches) rankedTables.set(table, (branches = rankBranches(table)));
  return branches;
}

/** The routes, layout first, that render `pathname`. */
export function matchRoutes(table: RouteDefinition[], pathname: string): RouteMatch[] {
  return matchBranches(branchesOf(table), pathname);
}

const createKey = () => Math.random().toString(36).slice(2, 10);

interface HistoryEntryState {
  key: string;
  usr: unknown;
}

function currentLocation(): Location {
  const entry = window.history.state as Partial<HistoryEntryState> | null;
  const { search, hash } = window.location;
  return { pathname: splitLocale(window.location.pathname).pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

export function createBrowserRouter(table: RouteDefinition[]): Router & { ready: Promise<void> } {
  const branches = branchesOf(table);
  const { locale } = splitLocale(window.location.pathname);
  const listeners = new Set<() => void>();
  // The first entry gets a key too, so coming back to it restores its scroll position.
  if (!(window.history.state as Partial<HistoryEntryState> | null)?.key) window.history.replaceState({ key: createKey(), usr: null } satisfies HistoryEntryState, '');
  const location = currentLocation();
  const matches = matchBranches(branches, location.pathname);
  let state: RouterState = { location, navigationType: 'POP', matches, initialized: matches.every(({ route }) => !route.lazy) };
  // Each navigation takes a number; one that finishes loading after a newer one started is dropped.
  let latest = 0;

  async function settle(next: Location, navigationType: NavigationType, commitUrl?: () => void, preventScrollReset?: boolean) {
    const id = ++latest;
    const nextMatches = matchBranches(branches, next.pathname);
    let error: unknown;
    try {
      await loadMatches(nextMatches);
    } catch (caught) {
      error = caught;
    }
    if (id !== latest) return;
    commitUrl?.();
    state = { location: next, navigationType, matches: nextMatches, initialized: true, error, preventScrollReset };
    for (const listener of listeners) listener();
  }

  window.addEventListener('popstate', () => void settle(currentLocation(), 'POP'));

  return {
    get state() {
      return state;
    },
    locale,
    ready: state.initialized ? Promise.resolve() : settle(location, 'POP'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, options = {}) {
      if (typeof to === 'number') return window.history.go(to);
      const url = new URL(localizePath(to, locale), window.location.href);
      if (url.origin !== window.location.origin || splitLocale(url.pathname).locale !== locale) return window.location.assign(url.href);
      const entry: HistoryEntryState = { key: createKey(), usr: options.state ?? null };
      const next: Location = { pathname: splitLocale(url.pathname).pathname, search: url.search, hash: url.hash, state: entry.usr, key: entry.key };
      const href = `${url.pathname}${url.search}${url.hash}`;
      const replace = options.replace ?? false;
      const commitUrl = () => {
        if (replace) window.history.replaceState(entry, '', href);
        else window.history.pushState(entry, '', href);
      };
      await settle(next, replace ? 'REPLACE' : 'PUSH', commitUrl, options.preventScrollReset);
    },
  };
}

/** The router of one server render: the request's URL, already matched and loaded. */
export function createStaticRouter(url: URL, matches: RouteMatch[]): Router {
  const { locale, pathname } = splitLocale(url.pathname);
  const location: Location = { pathname, search: url.search, hash: '', state: null, key: 'default' };
  return {
    locale,
    state: { location, navigationType: 'POP', matches, initialized: true },
    subscribe: () => () => {},
    navigate: async () => {},
  };
}

interface RouterContextValue {
  router: Router;
  state: RouterState;
}

const RouterContext = createContext<RouterContextValue | null>(null);
/** How deep in the matches the nearest <Outlet /> renders. */
const OutletDepthContext = createContext(0);
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): RouterContextValue {
  const value = use(RouterContext);
  if (!value) throw new Error('A router hook was used outside <RouterProvider>');
  return value;
}

/** Catches a page that throws while rendering; a navigation elsewhere clears it. */
class RouteErrorBoundary extends Component<{ locationKey: string; fallback: ReactNode; children: ReactNode }, { error: unknown; locationKey: string }> {
  override state = { error: undefined as unknown, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: { error: unknown; locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { error: undefined, locationKey: props.locationKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}

function MatchAt({ depth }: { depth: number }) {
  const match = useRouter().state.matches[depth];
  if (!match) return null;
  const { Component: Screen, element } = match.route;
  return <OutletDepthContext value={depth + 1}>{element ?? (Screen ? <Screen /> : <Outlet />)}</OutletDepthContext>;
}

/** Where a layout route shows its matched child. */
export function Outlet() {
  return <MatchAt depth={use(OutletDepthContext)} />;
}

/**
 * Renders the router's matches. `errorElement` replaces them when a page
 * fails to load or render; `fallback` shows until the first page's code is there.
 */
export function RouterProvider({ router, errorElement, fallback = null }: { router: Router; errorElement: ReactNode; fallback?: ReactNode }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    // A transition, as React Router does: React may prepare the next page while the current one stays interactive.
    const unsubscribe = router.subscribe(() => startTransition(() => setState(router.state)));
    if (router.state !== state) setState(router.state);
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per router; the check catches a change before it
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  let content: ReactNode;
  if (!state.initialized) content = fallback;
  else if (state.error !== undefined) content = <RouteErrorContext value={state.error}>{errorElement}</RouteErrorContext>;
  else
    content = (
      <RouteErrorBoundary locationKey={state.location.key} fallback={errorElement}>
        <MatchAt depth={0} />
      </RouteErrorBoundary>
    );
  return <RouterContext value={value}>{content}</RouterContext>;
}

/** The error the nearest error element is showing. */
export function useRouteError(): unknown {
  return use(RouteErrorContext);
}

export function useLocation(): Location {
  return useRouter().state.location;
}

/** The pages' language (the URL's /hi prefix). */
export function useRouterLocale(): Locale {
  return useRouter().router.locale;
}

/** `path` as an href of this page's language: '/in/pune' on a Hindi page is '/hi/in/pune'. */
export function useLocalizedHref(path: string): string {
  return localizePath(path, useRouterLocale());
}

export function useNavigate(): Router['navigate'] {
  const { router } = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

/** The current page's path params. */
export function useParams(): Params {
  return useRouter().state.matches.at(-1)?.params ?? {};
}

/** The current path's match of `pattern` (e.g. '/in/:city/*'), or null. */
export function useMatch(pattern: string): PathMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, pathname), [pattern, pathname]);
}

export type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The URL's query, and a setter that navigates to the same path with a new one (a new history entry unless `replace`). */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      void navigate(`?${value.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a navigation inside the app. */
  reloadDocument?: boolean;
};

/** An <a href> that navigates inside the app on a plain left click, and acts as a normal link otherwise (new tab, download, another site). */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const href = useLocalizedHref(to);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || reloadDocument || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        if ((target && target !== '_self') || rest.download !== undefined) return;
        const url = new URL(href, window.location.href);
        // Another site, or the page in another language (a full load: its catalog and render).
        if (url.origin !== window.location.origin || splitLocale(url.pathname).locale !== splitLocale(window.location.pathname).locale) return;
        event.preventDefault();
        // A link to the page already showing replaces it, so Back does not step through copies.
        const samePage = `${splitLocale(url.pathname).pathname}${url.search}${url.hash}` === `${location.pathname}${location.search}${location.hash}`;
        void navigate(to, { replace: replace ?? samePage, state });
      }}
    />
  );
}

/** Whether `pathname` is at `to`'s path or, unless `end`, under it ('/' is only itself). */
function isActivePath(to: string, pathname: string, end: boolean): boolean {
  const target = (to.split(/[?#]/)[0] ?? '').toLowerCase().replace(/(.)\/+$/, '$1');
  const current = pathname.toLowerCase();
  if (current === target) return true;
  if (end || target === '/') return false;
  return current.startsWith(target) && current.charAt(target.length) === '/';
}

/** A Link that marks itself as the current page: aria-current="page" and the class 'active'. */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  const active = isActivePath(props.to, useLocation().pathname, end);
  return <Link {...props} className={[className, active && 'active'].filter(Boolean).join(' ') || undefined} aria-current={active ? 'page' : undefined} />;
}

/** Navigates once rendered (e.g. a guard sending a visitor to /login). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, as a redirect
  }, []);
  return null;
}

/**
 * After a navigation to another page, focus moves to `target` (the page's
 * <main>, tabIndex -1), so a screen reader starts reading the new page and
 * Tab continues from it, as after a full page load. A page that focused
 * something itself (e.g. a form field) keeps it; a new query on the same
 * path (a filter, the next page of a list) moves nothing.
 */
export function useFocusAfterNavigation(target: RefObject<HTMLElement | null>, keepFocusIn = '.site-header, .site-footer') {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || active.closest(keepFocusIn)) target.current?.focus({ preventScroll: true });
  }, [pathname, target, keepFocusIn]);
}

const SCROLL_STORAGE_KEY = 'sbiz.scroll-positions';

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scroll like a website: a new page starts at its top (or at its #hash),
 * Back and Forward return where the reader was, also after a reload.
 */
export function ScrollRestoration() {
  const { location, navigationType, preventScrollReset } = useRouter().state;
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(location.key);
  const firstRender = useRef(true);

  useEffect(() => {
    const remember = () => {
      positions.current[currentKey.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // No storage (a private mode): positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (firstRender.current) {
      firstRender.current = false;
      window.history.scrollRestoration = 'manual';
      try {
        const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
        if (stored && typeof stored === 'object') positions.current = stored as Record<string, number>;
      } catch {
        // No storage, or a damaged entry: nothing to restore.
      }
      const saved = positions.current[location.key];
      // A reload comes back where it was, unless the reader already scrolled the server's page.
      if (typeof saved === 'number' && window.scrollY === 0) window.scrollTo(0, saved);
      return;
    }
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined) return window.scrollTo(0, saved);
    if (preventScrollReset) return;
    const target = location.hash ? document.getElementById(decodeHash(location.hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType, preventScrollReset]);

  return null;
}
