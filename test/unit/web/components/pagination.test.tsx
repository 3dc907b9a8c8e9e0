// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '../../../../web/src/components/ui/pagination';
import { EventsPagination } from '../../../../web/src/features/events/components/pagination';
import { createBrowserRouter, RouterProvider, useSearchParams } from '../../../../web/src/lib/router';

afterEach(cleanup);

/** The numbers as a sighted reader sees them, the gaps' ellipses included. */
const pageNames = (nav: HTMLElement) => [...nav.querySelectorAll('li')].map((item) => item.textContent);

describe('Pagination with buttons', () => {
  function Pager({ totalPages, run }: { totalPages: number; run?: number }) {
    const [page, setPage] = useState(1);
    return <Pagination page={page} totalPages={totalPages} onPage={setPage} label="Result pages" previousNext run={run} />;
  }

  it('shows first, last and the current page’s neighbours, with gaps, and moves on a click', async () => {
    render(<Pager totalPages={10} />);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(pageNames(nav)).toEqual(['1', '2', '…', '10']);
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 10' }));
    expect(pageNames(nav)).toEqual(['1', '…', '9', '10']);
    expect(within(nav).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(within(nav).getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBe('page');
    expect(pageNames(nav)).toEqual(['1', '…', '8', '9', '10']);
  });

  it('slides a run of numbers when asked', async () => {
    render(<Pager totalPages={10} run={5} />);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(pageNames(nav)).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(pageNames(nav)).toEqual(['3', '4', '5', '6', '7']);
  });

  it('shows nothing for a single page', () => {
    render(<Pager totalPages={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('Pagination with links', () => {
  function List() {
    const [params] = useSearchParams();
    const page = Number(params.get('page') ?? '1');
    return <Pagination page={page} totalPages={4} hrefFor={(number) => `/list?page=${number}`} label="Pages" previousNext />;
  }

  it('links each page, leaves out Previous on the first and Next on the last, and navigates in the app', async () => {
    window.history.replaceState(null, '', '/list');
    const router = createBrowserRouter([{ path: '/list', Component: List }]);
    render(<RouterProvider router={router} errorElement={null} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/list?page=2');
    expect(pageNames(nav)).toEqual(['1', '2', '…', '4']);
    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    expect(window.location.search).toBe('?page=2');
    expect((await within(nav).findByRole('link', { name: 'Page 2' })).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 4' }));
    expect(await within(nav).findByRole('link', { name: 'Previous' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Next' })).toBeNull();
  });
});

describe('EventsPagination', () => {
  it('says which events are shown, also on a single page', () => {
    const { rerender } = render(<EventsPagination page={2} limit={10} total={42} onPage={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Events pages' });
    expect(within(nav).getByText('Showing 11 to 20 of 42 events')).toBeTruthy();
    expect(pageNames(nav)).toEqual(['1', '2', '3', '4', '5']);
    rerender(<EventsPagination page={1} limit={10} total={0} onPage={() => {}} />);
    expect(screen.getByText('Showing 0 to 0 of 0 events')).toBeTruthy();
  });
});
