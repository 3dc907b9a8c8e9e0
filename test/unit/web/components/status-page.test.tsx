// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessDenied } from '../../../../web/src/components/access-denied';
import { NotFoundRoute } from '../../../../web/src/app/routes/not-found';
import { BusinessRemoved } from '../../../../web/src/features/business-profile/components/business-removed';
import { createStaticRouter, RouterProvider } from '../../../../web/src/lib/router';

afterEach(cleanup);

/** Renders `page` as the only route of a server-style router, as the links in it need one. */
function renderPage(page: ReactNode) {
  const router = createStaticRouter(new URL('http://localhost/somewhere'), [{ route: { element: page }, params: {} }]);
  return render(<RouterProvider router={router} errorElement={null} />);
}

describe('StatusPage', () => {
  it('404: says the page was not found and links home', () => {
    renderPage(<NotFoundRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('The page you were looking for doesn’t exist, or it may have moved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('404').getAttribute('aria-hidden')).toBe('true');
  });

  it('403: says the reader has no access, with the reason given, and never Try again', () => {
    renderPage(<AccessDenied reason="Only the owner can edit this business." />);
    expect(screen.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeTruthy();
    expect(screen.getByText('Only the owner can edit this business.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('410: a removed business says it no longer operates, without a link home', () => {
    renderPage(<BusinessRemoved />);
    expect(screen.getByText('Business Removed')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'No Longer Operating' })).toBeTruthy();
    expect(screen.getByText('We regret to inform you that this business is no longer in operation.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
