import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProductDetail } from '../../../../shared/schemas/product';
import { ProductWizard } from '../../../../web/src/features/products/components/product-wizard';
import { createBrowserRouter, createStaticRouter, matchRoutes, RouterProvider } from '../../../../web/src/lib/router';
import { sessionStore } from '../../../../web/src/lib/session';
import { DashboardProviders, testQueryClient } from './dashboard-harness';

export const seller = { _id: 'u-seller', firstName: 'Asha', lastName: 'Patil', slug: 'asha-patil', role: 'user' as const, businessOwner: true };
export const shreeSagar = { _id: 'b-shree', name: 'Shree Sagar Veg Restaurant', cityName: 'pune' };
export const basmati = { _id: 'c-basmati', title: '1121 Basmati Rice', titleHi: null };
/** The search text whose category suggestions are answered (basmati). */
export const CATEGORY_SEARCH = 'basmati';

/** A product as GET /products/{id} answers its seller. */
export const savedProduct: ProductDetail = {
  _id: 'p-rice',
  title: 'Zafrani 1121 Basmati Rice',
  slug: 'zafrani-1121-basmati-rice',
  status: 'active',
  shortDescription: 'Aged two years, long grain.',
  productDescription: '<p>Extra-long 1121 basmati from Haryana.</p>' as ProductDetail['productDescription'],
  websiteUrl: 'https://shreesagar.example.in',
  businesses: [{ _id: 'pb1', businessId: shreeSagar._id, name: shreeSagar.name, slug: 'shree-sagar-veg-restaurant', cityName: shreeSagar.cityName }],
  userId: seller._id,
  price: 1499,
  units: 'Kilogram',
  sku: 'RICE-5',
  outOfStock: false,
  images: ['uploads/product-image/u-seller/front.png'],
  documents: [{ name: 'price-list.pdf', type: 'application/pdf', size: 4096, key: 'uploads/product-document/u-seller/price-list.pdf' }],
  parent: [],
  parentSub: [],
  parentSubSub: [],
  productCategory: [basmati],
  specifications: { brandName: 'Sagar' },
  extraSpecifications: [{ title: 'Grain length', value: '8.3 mm' }],
  seoTitle: 'Zafrani 1121 Basmati Rice in Pune',
  seoDescription: 'Aged 1121 basmati rice from Shree Sagar, Pune.',
  discount: null,
  views: 0,
  rating: { average: 0, count: 0 },
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The query answers the wizard reads, so no request leaves the test: the seller's business, its discount, the category suggestions, the product. */
function wizardQueries() {
  const queryClient = testQueryClient();
  // Keyed by the city too: the tab starts from the chosen business's city.
  for (const cityName of ['', shreeSagar.cityName]) queryClient.setQueryData(['products', 'business-choices', { userId: seller._id, search: '', admin: false, cityName }], { data: [shreeSagar] });
  queryClient.setQueryData(['discounts'], [{ _id: 'd-diwali', businessId: shreeSagar._id, code: 'DIWALI10', type: 'percent', amount: 10 }]);
  queryClient.setQueryData(['products', 'category-suggestions', CATEGORY_SEARCH], [basmati]);
  queryClient.setQueryData(['products', 'id', savedProduct._id], savedProduct);
  return queryClient;
}

function providers(queryClient: QueryClient, children: ReactNode) {
  return <DashboardProviders queryClient={queryClient}>{children}</DashboardProviders>;
}

const pathOf = (productId: string | undefined) => (productId ? `/dashboard/edit-product/${productId}` : '/dashboard/add-product');
const routeOf = (productId: string | undefined) => [{ path: pathOf(productId), Component: () => <ProductWizard productId={productId} /> }];

/** The wizard signed in as the seller, in English: a new product, or the edit screen of `productId` (savedProduct). */
export function renderProductWizard(productId?: string) {
  sessionStore.set({ user: seller, tokens: { access: { token: 'a', expires: '2099-01-01T00:00:00.000Z' }, refresh: { token: 'r', expires: '2099-01-01T00:00:00.000Z' } } });
  window.history.replaceState(null, '', pathOf(productId));
  render(providers(wizardQueries(), <RouterProvider router={createBrowserRouter(routeOf(productId))} errorElement={<p>Something went wrong</p>} />));
}

/** The wizard's server-rendered markup (no session on the server), for comparing renders. */
export async function renderProductWizardToString(productId?: string) {
  const { renderToString } = await import('react-dom/server');
  const url = new URL(pathOf(productId), 'http://127.0.0.1');
  const router = createStaticRouter(url, matchRoutes(routeOf(productId), url.pathname));
  return renderToString(providers(wizardQueries(), <RouterProvider router={router} errorElement={<p>Something went wrong</p>} />));
}
