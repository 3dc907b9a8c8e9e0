import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { RequireAuth, RequireRole } from '../components/authorization';
import { createBrowserRouter, type RouteDefinition } from '../lib/router';
import { prefetchLayout, RootLayout } from './routes/root-layout';
import type { PageHandle, PagePrefetch } from './ssr/page-data';
import { loadAccountHindi } from '../i18n';

/**
 * A lazily loaded, server-rendered page: its module's `component` export is
 * the screen and its `prefetch` export (if any) the data the server loads
 * before rendering it (see ./ssr/page-data.ts).
 */
function ssrPage<M extends { prefetch?: PagePrefetch }>(load: () => Promise<M>, component: keyof M) {
  return async () => {
    const module = await load();
    return { Component: module[component] as ComponentType, handle: { prefetch: module.prefetch } satisfies PageHandle };
  };
}

/** A signed-in area's layout: on a Hindi page, the Hindi that only its pages use loads with it. */
const accountLayout = (Component: ComponentType) => async () => {
  await loadAccountHindi();
  return { Component };
};

/** The admin area: a signed-in user without the role sees the 403 page, a visitor goes to /login. */
function AdminOnly() {
  return <RequireRole roles={['admin']} />;
}

/** The admin category screens, one list and one form per level (keys of paths.admin). */
const adminCategoryKeys = ['categories', 'subCategories', 'subSubCategories', 'productMainCategories', 'productSubCategories', 'productSubSubCategories', 'productCategories'] as const;

/**
 * The route table. Each screen is a lazily loaded route module under
 * ./routes; feature screens plug in here with the path from config/paths.
 */
export const routes: RouteDefinition[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    handle: { prefetch: prefetchLayout } satisfies PageHandle,
    children: [
      { index: true, lazy: ssrPage(() => import('./routes/home'), 'HomeRoute') },
      { path: paths.city.home.path, lazy: ssrPage(() => import('./routes/home'), 'HomeRoute') },
      { path: paths.auth.login.path, lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginRoute }) },
      { path: paths.auth.signup.path, lazy: async () => ({ Component: (await import('./routes/auth/signup')).SignupRoute }) },
      { path: paths.business.profile.path, lazy: ssrPage(() => import('./routes/business/profile'), 'BusinessProfileRoute') },
      // Listings of a city: search results, and the category landing pages that show the same list for one category.
      { path: paths.search.businesses.path, lazy: ssrPage(() => import('./routes/listings/search-results'), 'SearchResultsRoute') },
      { path: paths.city.allCategories.path, lazy: ssrPage(() => import('./routes/listings/all-categories'), 'AllCategoriesRoute') },
      { path: paths.city.subCategoryLanding.path, lazy: ssrPage(() => import('./routes/listings/category-landing'), 'SubCategoryLandingRoute') },
      { path: paths.city.categoryLanding.path, lazy: ssrPage(() => import('./routes/listings/category-landing'), 'CategoryLandingRoute') },
      // Events: discovery, detail and search results in a city.
      { path: paths.events.list.path, lazy: ssrPage(() => import('./routes/events/discovery'), 'EventsDiscoveryRoute') },
      { path: paths.events.detail.path, lazy: ssrPage(() => import('./routes/events/detail'), 'EventDetailRoute') },
      { path: paths.search.events.path, lazy: ssrPage(() => import('./routes/events/search'), 'EventSearchRoute') },
      { path: paths.categories.detail.path, lazy: ssrPage(() => import('./routes/listings/category-page'), 'CategoryPageRoute') },
      ...[paths.city.productCategoryLanding, paths.city.productSubCategoryLanding, paths.city.productSubSubCategoryLanding].map((page) => ({
        path: page.path,
        lazy: ssrPage(() => import('./routes/listings/category-page'), 'ProductCategoryLandingRoute'),
      })),
      // Products: the product page, product search and a city's products.
      { path: paths.products.detail.path, lazy: ssrPage(() => import('./routes/products/product'), 'ProductRoute') },
      { path: paths.search.products.path, lazy: ssrPage(() => import('./routes/products/search'), 'ProductSearchRoute') },
      { path: paths.products.list.path, lazy: ssrPage(() => import('./routes/products/search'), 'CityProductsRoute') },
      // Static pages, their content from the server (GET /static-pages/all?slug=).
      ...[paths.pages.sbAboutUs, paths.pages.sbPrivacyPolicy, paths.pages.sbTermsCondition, paths.pages.privacyPolicy, paths.transparencyReport].map((page) => ({
        path: page.path,
        lazy: ssrPage(() => import('./routes/static-page'), 'StaticPageRoute'),
      })),
      {
        lazy: accountLayout(RequireAuth),
        children: [
          { path: paths.dashboard.home.path, lazy: async () => ({ Component: (await import('./routes/dashboard/home')).DashboardHomeRoute }) },
          {
            path: paths.dashboard.profile.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/profile')).ProfileRoute }),
          },
          { path: paths.dashboard.welcome.path, lazy: async () => ({ Component: (await import('./routes/dashboard/welcome')).WelcomeRoute }) },
          {
            path: paths.dashboard.business.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/business')).BusinessDashboardRoute }),
          },
          { path: paths.dashboard.registerBusiness.path, lazy: async () => ({ Component: (await import('./routes/dashboard/register-business')).RegisterBusinessRoute }) },
          { path: paths.dashboard.events.path, lazy: async () => ({ Component: (await import('./routes/dashboard/events')).MyEventsRoute }) },
          { path: paths.dashboard.addEvent.path, lazy: async () => ({ Component: (await import('./routes/dashboard/add-event')).AddEventRoute }) },
          {
            path: paths.dashboard.messages.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/messages')).MessagesRoute }),
          },
          { path: paths.dashboard.addProduct.path, lazy: async () => ({ Component: (await import('./routes/dashboard/products')).AddProductRoute }) },
          { path: paths.dashboard.editProduct.path, lazy: async () => ({ Component: (await import('./routes/dashboard/products')).EditProductRoute }) },
          { path: paths.dashboard.myProducts.path, lazy: async () => ({ Component: (await import('./routes/dashboard/products')).MyProductsRoute }) },
          { path: paths.dashboard.leads.path, lazy: async () => ({ Component: (await import('./routes/dashboard/products')).LeadsRoute }) },
          { path: paths.dashboard.discounts.path, lazy: async () => ({ Component: (await import('./routes/dashboard/products')).DiscountsRoute }) },
          { path: paths.dashboard.questions.path, lazy: async () => ({ Component: (await import('./routes/dashboard/questions')).OwnerQuestionsRoute }) },
          { path: paths.dashboard.insights.path, lazy: async () => ({ Component: (await import('./routes/dashboard/insights')).InsightsRoute }) },
          { path: paths.dashboard.notifications.path, lazy: async () => ({ Component: (await import('./routes/dashboard/notifications')).NotificationsRoute }) },
          { path: paths.dashboard.notificationSettings.path, lazy: async () => ({ Component: (await import('./routes/dashboard/notification-settings')).NotificationSettingsRoute }) },
          { path: paths.dashboard.articles.path, lazy: async () => ({ Component: (await import('./routes/dashboard/articles')).MyArticlesRoute }) },
          { path: paths.dashboard.addArticle.path, lazy: async () => ({ Component: (await import('./routes/dashboard/articles')).AddArticleRoute }) },
          { path: paths.dashboard.editArticle.path, lazy: async () => ({ Component: (await import('./routes/dashboard/articles')).EditArticleRoute }) },
        ],
      },
      // The blog: the list and an article, server-rendered.
      { path: paths.blog.list.path, lazy: ssrPage(() => import('./routes/blog/list'), 'BlogRoute') },
      { path: paths.blog.post.path, lazy: ssrPage(() => import('./routes/blog/article'), 'ArticleRoute') },
      // People and collections: public profiles, public collections and one collection.
      { path: paths.users.profile.path, lazy: ssrPage(() => import('./routes/users/member'), 'MemberRoute') },
      { path: paths.users.publicCollections.path, lazy: ssrPage(() => import('./routes/users/public-collections'), 'PublicCollectionsRoute') },
      { path: paths.users.collection.path, lazy: ssrPage(() => import('./routes/users/collection'), 'CollectionRoute') },
      { path: paths.auth.forgotPassword.path, lazy: async () => ({ Component: (await import('./routes/auth/forgot-password')).ForgotPasswordRoute }) },
      { path: paths.auth.resetPassword.path, lazy: async () => ({ Component: (await import('./routes/auth/reset-password')).ResetPasswordRoute }) },
      { path: paths.auth.unsubscribe.path, lazy: async () => ({ Component: (await import('./routes/unsubscribe')).UnsubscribeRoute }) },
      { path: paths.business.claim.path, lazy: ssrPage(() => import('./routes/business/claim'), 'ClaimBusinessRoute') },
      { path: paths.business.editApproved.path, lazy: async () => ({ Component: (await import('./routes/business/edit-approved')).EditApprovedRoute }) },
      // The request for quotes, writing a review and the app page.
      { path: paths.requireForm.path, lazy: ssrPage(() => import('./routes/require-form'), 'RequireFormRoute') },
      { path: paths.writeReview.path, lazy: ssrPage(() => import('./routes/write-review'), 'WriteReviewRoute') },
      { path: paths.pages.apps.path, lazy: ssrPage(() => import('./routes/apps'), 'AppsRoute') },
      { path: paths.pages.contactUs.path, lazy: async () => ({ Component: (await import('./routes/contact-us')).ContactUsRoute }) },
      {
        lazy: accountLayout(AdminOnly),
        children: [
          { path: paths.admin.portal.path, lazy: async () => ({ Component: (await import('./routes/admin/portal')).AdminPortalRoute }) },
          { path: paths.admin.editRequests.path, lazy: async () => ({ Component: (await import('./routes/admin/edit-requests')).EditRequestsRoute }) },
          { path: paths.admin.contactUs.path, lazy: async () => ({ Component: (await import('./routes/admin/contact-us')).ContactMessagesRoute }) },
          { path: paths.admin.analytics.path, lazy: async () => ({ Component: (await import('./routes/admin/analytics')).AnalyticsRoute }) },
          { path: paths.admin.listings.path, lazy: async () => ({ Component: (await import('./routes/admin/listings')).AdminListingsRoute }) },
          ...adminCategoryKeys.flatMap((key) => [
            { path: paths.admin[key].list.path, lazy: async () => ({ Component: (await import('./routes/admin/categories')).categoryRouteComponents[key].List }) },
            { path: paths.admin[key].form.path, lazy: async () => ({ Component: (await import('./routes/admin/categories')).categoryRouteComponents[key].Form }) },
          ]),
          { path: paths.admin.reviews.path, lazy: async () => ({ Component: (await import('./routes/admin/reviews')).ReviewModerationRoute }) },
        ],
      },
      { path: paths.notFound.path, lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

/**
 * The browser's router, made before React starts: it matches the URL and
 * starts loading the page's code at once; `ready` resolves when it is there,
 * so a server-rendered page hydrates into the same page, not a fallback.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setUnauthorizedHandler((redirectTo) => {
    void router.navigate(paths.auth.login.getHref(redirectTo), { replace: true });
  });
  return router;
}
