import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { RequireAuth } from '../lib/authorization';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * The route table. Each screen is a lazily loaded route module under
 * ./routes; feature screens plug in here with the path from config/paths.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
      { path: paths.city.home.path, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
      { path: paths.auth.login.path, lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginRoute }) },
      { path: paths.auth.signup.path, lazy: async () => ({ Component: (await import('./routes/auth/signup')).SignupRoute }) },
      { path: paths.business.profile.path, lazy: async () => ({ Component: (await import('./routes/business/profile')).BusinessProfileRoute }) },
      // Listings of a city: search results, and the category landing pages that show the same list for one category.
      { path: paths.search.businesses.path, lazy: async () => ({ Component: (await import('./routes/listings/search-results')).SearchResultsRoute }) },
      { path: paths.city.allCategories.path, lazy: async () => ({ Component: (await import('./routes/listings/all-categories')).AllCategoriesRoute }) },
      { path: paths.city.subCategoryLanding.path, lazy: async () => ({ Component: (await import('./routes/listings/category-landing')).SubCategoryLandingRoute }) },
      { path: paths.city.categoryLanding.path, lazy: async () => ({ Component: (await import('./routes/listings/category-landing')).CategoryLandingRoute }) },
      { path: paths.categories.detail.path, lazy: async () => ({ Component: (await import('./routes/listings/category-page')).CategoryPageRoute }) },
      ...[paths.city.productCategoryLanding, paths.city.productSubCategoryLanding, paths.city.productSubSubCategoryLanding].map((page) => ({
        path: page.path,
        lazy: async () => ({ Component: (await import('./routes/listings/category-page')).ProductCategoryLandingRoute }),
      })),
      // Static pages, their content from the server (GET /static-pages/all?slug=).
      ...[paths.pages.sbAboutUs, paths.pages.sbPrivacyPolicy, paths.pages.sbTermsCondition, paths.pages.privacyPolicy, paths.pages.apps, paths.transparencyReport].map((page) => ({
        path: page.path,
        lazy: async () => ({ Component: (await import('./routes/static-page')).StaticPageRoute }),
      })),
      {
        Component: RequireAuth,
        children: [
          {
            path: paths.dashboard.profile.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/profile')).ProfileRoute }),
          },
          {
            path: paths.dashboard.business.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/business')).BusinessDashboardRoute }),
          },
        ],
      },
      { path: paths.users.profile.path, lazy: async () => ({ Component: (await import('./routes/users/reviewer')).ReviewerRoute }) },
      { path: paths.business.claim.path, lazy: async () => ({ Component: (await import('./routes/business/claim')).ClaimBusinessRoute }) },
      { path: paths.business.editApproved.path, lazy: async () => ({ Component: (await import('./routes/business/edit-approved')).EditApprovedRoute }) },
      {
        element: <RequireAuth roles={['admin']} />,
        children: [
          { path: paths.admin.editRequests.path, lazy: async () => ({ Component: (await import('./routes/admin/edit-requests')).EditRequestsRoute }) },
          { path: paths.admin.reviews.path, lazy: async () => ({ Component: (await import('./routes/admin/reviews')).ReviewModerationRoute }) },
        ],
      },
      { path: paths.notFound.path, lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => {
    const created = createBrowserRouter(routes);
    setUnauthorizedHandler((redirectTo) => {
      void created.navigate(paths.auth.login.getHref(redirectTo), { replace: true });
    });
    return created;
  }, []);
  return <RouterProvider router={router} />;
}
