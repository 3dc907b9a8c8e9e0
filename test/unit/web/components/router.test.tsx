// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createBrowserRouter,
  Link,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useFocusAfterNavigation,
  useSearchParams,
  type LazyRoute,
  type RouteDefinition,
  type Router,
} from '../../../../web/src/lib/router';

/** A page module whose code arrives when the test says so. */
function deferredPage(title: string) {
  let arrive = () => {};
  const loaded = new Promise<LazyRoute>((resolve) => {
    arrive = () => resolve({ Component: () => <h1>{title}</h1> });
  });
  return { lazy: () => loaded, arrive };
}

function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  return (
    <>
      <header className="site-header">
        <Link to="/">Home</Link>
        <Link to="/about">About</Link>
      </header>
      <main ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}

function Listing() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Listing page {params.get('page') ?? '1'}</h1>
      <button type="button" onClick={() => setParams({ page: '2' })}>
        Next page
      </button>
    </>
  );
}

function SearchPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return <input ref={field} aria-label="Search" />;
}

let slow: ReturnType<typeof deferredPage>;
let router: Router;

function renderApp(url = '/') {
  window.history.replaceState(null, '', url);
  slow = deferredPage('Slow page');
  const table: RouteDefinition[] = [
    {
      Component: Layout,
      children: [
        { path: '/', Component: () => <h1>Home page</h1> },
        { path: '/about', Component: () => <h1>About page</h1> },
        { path: '/listing', Component: Listing },
        { path: '/search', Component: SearchPage },
        { path: '/slow', lazy: slow.lazy },
      ],
    },
  ];
  router = createBrowserRouter(table);
  return render(<RouterProvider router={router} errorElement={<p>Something went wrong</p>} />);
}

/** Whether the app cancelled the browser's own handling of a click (checked after React's listener has run). */
function clickIsLeftToTheBrowser(link: HTMLElement, init: MouseEventInit) {
  let cancelled = true;
  const record = (event: Event) => {
    cancelled = event.defaultPrevented;
    // The test stops the browser's own navigation either way.
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(link, init);
  window.removeEventListener('click', record);
  return !cancelled;
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

describe('Link', () => {
  it('navigates inside the app on a plain click', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/about');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta (cmd)', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (a new tab or window)', (_, init) => {
    renderApp();
    expect(clickIsLeftToTheBrowser(screen.getByRole('link', { name: 'About' }), init)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('takes over a plain click (the check above can fail)', () => {
    renderApp();
    expect(clickIsLeftToTheBrowser(screen.getByRole('link', { name: 'About' }), { button: 0 })).toBe(false);
  });
});

describe('history', () => {
  it('Back and Forward show the page of each entry', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await screen.findByRole('heading', { name: 'About page' });
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
  });

  it('lets the later of two racing navigations win, whichever page loads last', async () => {
    renderApp();
    const toSlow = router.navigate('/slow');
    await act(() => router.navigate('/about'));
    await act(async () => {
      slow.arrive();
      await toSlow;
    });
    expect(screen.getByRole('heading', { name: 'About page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/about');
    expect(screen.queryByRole('heading', { name: 'Slow page' })).toBeNull();
  });

  it('keeps the old page until the next page’s code has loaded', async () => {
    renderApp();
    const toSlow = router.navigate('/slow');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    await act(async () => {
      slow.arrive();
      await toSlow;
    });
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeTruthy();
  });
});

describe('scroll restoration', () => {
  const scrollTo = (top: number) => {
    act(() => {
      window.scrollTo(0, top);
      window.dispatchEvent(new Event('scroll'));
    });
  };

  it('starts a new page at its top and brings Back to where the reader was', async () => {
    document.body.style.height = '5000px';
    renderApp();
    scrollTo(800);
    expect(window.scrollY).toBe(800);
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await screen.findByRole('heading', { name: 'About page' });
    expect(window.scrollY).toBe(0);
    act(() => window.history.back());
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(window.scrollY).toBe(800));
  });
});

describe('focus after navigation', () => {
  it('moves focus to the new page’s main content', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await screen.findByRole('heading', { name: 'About page' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('leaves focus where a page put it', async () => {
    renderApp();
    await act(() => router.navigate('/search'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });

  it('moves nothing when only the query changes (the next page of a list)', async () => {
    renderApp('/listing');
    const next = screen.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await screen.findByRole('heading', { name: 'Listing page 2' });
    expect(document.activeElement).toBe(next);
  });
});
