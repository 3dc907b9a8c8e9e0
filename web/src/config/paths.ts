/**
 * Every route of the site, once. `path` is what the router matches;
 * `getHref()` builds a link, so no screen writes a URL by hand.
 */

type QueryValue = string | number | boolean | null | undefined;

/** Appends the query string, leaving out empty values. */
function withQuery(pathname: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

const segment = (value: string) => encodeURIComponent(value);

/** The URL form of a city: its name with spaces turned into hyphens ("New Delhi" becomes "new-delhi"). */
export function citySlug(cityName: string): string {
  return cityName.trim().toLowerCase().replace(/\s+/g, '-');
}

const city = (name: string) => `/in/${segment(citySlug(name))}`;

/** The list, add and edit screens of one admin taxonomy (edit rows open {add path}/{slug}?parent=&page=). */
function adminTaxonomy(base: string) {
  return {
    list: {
      path: base,
      getHref: (query: { page?: number; title?: string } = {}) => withQuery(base, query),
    },
    form: {
      path: `${base}/add-category/:slug?`,
      getHref: ({ slug, ...query }: { slug?: string; parent?: string; page?: number; name?: string } = {}) => withQuery(slug ? `${base}/add-category/${segment(slug)}` : `${base}/add-category`, query),
    },
  } as const;
}

export interface BusinessSearchQuery {
  find?: string;
  category?: string;
  subcat?: string;
  subsubCategoryId?: string;
}

export interface ProductSearchQuery {
  find?: string;
  category?: string;
  subcat?: string;
  subsubCat?: string;
  productCategoryId?: string;
}

export interface EventSearchQuery {
  find?: string;
  eventMainId?: string;
  eventSubId?: string;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },

  city: {
    home: { path: '/in/:city', getHref: ({ city: name }: { city: string }) => city(name) },
    allCategories: {
      path: '/in/:city/all-categories',
      getHref: ({ city: name }: { city: string }) => `${city(name)}/all-categories`,
    },
    categoryLanding: {
      path: '/in/:city/:categorySlug',
      getHref: ({ city: name, categorySlug }: { city: string; categorySlug: string }) => `${city(name)}/${segment(categorySlug)}`,
    },
    subCategoryLanding: {
      path: '/in/:city/sub-cat/:slug',
      getHref: ({ city: name, slug }: { city: string; slug: string }) => `${city(name)}/sub-cat/${segment(slug)}`,
    },
    productCategoryLanding: {
      path: '/in/:city/p-cat/:slug',
      getHref: ({ city: name, slug }: { city: string; slug: string }) => `${city(name)}/p-cat/${segment(slug)}`,
    },
    productSubCategoryLanding: {
      path: '/in/:city/p-cat/sub-cat/:slug',
      getHref: ({ city: name, slug }: { city: string; slug: string }) => `${city(name)}/p-cat/sub-cat/${segment(slug)}`,
    },
    productSubSubCategoryLanding: {
      path: '/in/:city/p-cat/ss-cat/:slug',
      getHref: ({ city: name, slug }: { city: string; slug: string }) => `${city(name)}/p-cat/ss-cat/${segment(slug)}`,
    },
  },

  business: {
    profile: {
      path: '/in/:city/sbiz/:slug',
      getHref: ({ city: name, slug }: { city: string; slug: string }) => `${city(name)}/sbiz/${segment(slug)}`,
    },
    editApproved: { path: '/business-edit-approved', getHref: () => '/business-edit-approved' },
    claim: { path: '/claim-your-business', getHref: () => '/claim-your-business' },
  },

  search: {
    businesses: {
      path: '/in/:city/search/sb',
      getHref: ({ city: name, ...query }: { city: string } & BusinessSearchQuery) => withQuery(`${city(name)}/search/sb`, { ...query }),
    },
    products: {
      path: '/in/:city/search/products',
      getHref: ({ city: name, ...query }: { city: string } & ProductSearchQuery) => withQuery(`${city(name)}/search/products`, { ...query }),
    },
    events: {
      path: '/in/:city/search/events',
      getHref: ({ city: name, ...query }: { city: string } & EventSearchQuery) => withQuery(`${city(name)}/search/events`, { ...query }),
    },
  },

  products: {
    list: {
      path: '/in/:city/sb-products',
      getHref: ({ city: name }: { city: string }) => `${city(name)}/sb-products`,
    },
    detail: {
      path: '/in/:city/product/:slug',
      getHref: ({ city: name, slug }: { city: string; slug: string }) => `${city(name)}/product/${segment(slug)}`,
    },
  },

  events: {
    list: {
      path: '/in/:city/events',
      getHref: ({ city: name, cat, eventMainId, eventSubId }: { city: string; cat?: string; eventMainId?: string; eventSubId?: string }) =>
        withQuery(`${city(name)}/events`, { cat, eventMainId, eventSubId }),
    },
    detail: {
      path: '/in/:city/events/:id',
      getHref: ({ city: name, id }: { city: string; id: string }) => `${city(name)}/events/${segment(id)}`,
    },
  },

  categories: {
    detail: {
      path: '/categories/:category',
      getHref: ({ category }: { category: string }) => `/categories/${segment(category)}`,
    },
  },

  blog: {
    list: {
      path: '/blog',
      getHref: (query: { blogCategoryId?: string; find?: string } = {}) => withQuery('/blog', query),
    },
    post: {
      path: '/blog/:slug',
      getHref: ({ slug }: { slug: string }) => `/blog/${segment(slug)}`,
    },
  },

  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string | null) => withQuery('/login', { redirectTo }),
    },
    signup: {
      path: '/signup',
      getHref: (redirectTo?: string | null) => withQuery('/signup', { redirectTo }),
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: {
      path: '/reset-password',
      getHref: (token?: string) => withQuery('/reset-password', { token }),
    },
    /** Where a notification mail's unsubscribe link leads (shared/notifications/email.ts builds the same). */
    unsubscribe: {
      path: '/unsubscribe',
      getHref: (token?: string) => withQuery('/unsubscribe', { token }),
    },
  },

  requireForm: { path: '/require-form', getHref: () => '/require-form' },
  writeReview: {
    path: '/write-review',
    /** `slug` and `cityName` name the business to review (its profile's address); `rating` starts the stars. */
    getHref: (query: { businessId?: string; slug?: string; cityName?: string; rating?: number } = {}) => withQuery('/write-review', query),
  },

  users: {
    profile: {
      path: '/sb-user/:slug',
      getHref: ({ slug }: { slug: string }) => `/sb-user/${segment(slug)}`,
    },
    publicCollections: { path: '/sb-public-collections', getHref: () => '/sb-public-collections' },
    collection: {
      path: '/sb-public-collections/:collectionId',
      getHref: ({ collectionId }: { collectionId: string }) => `/sb-public-collections/${segment(collectionId)}`,
    },
  },

  dashboard: {
    home: { path: '/dashboard', getHref: () => '/dashboard' },
    leads: { path: '/dashboard/leads', getHref: () => '/dashboard/leads' },
    messages: {
      path: '/dashboard/messages',
      /** `conversation` opens that chat (a reload keeps it, a link shares it); `businessId` and `cityName` (and `productId`) open or start the chat with a business. */
      getHref: (query: { conversation?: string; businessId?: string; cityName?: string; productId?: string } = {}) => withQuery('/dashboard/messages', query),
    },
    profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },
    welcome: {
      path: '/dashboard/welcome',
      getHref: (redirectTo?: string | null) => withQuery('/dashboard/welcome', { redirectTo }),
    },
    business: {
      path: '/dashboard/business',
      getHref: (query: { businessId?: string; city?: string; mode?: 'business'; /** The setup tab to open (a SetupTab). */ tab?: string } = {}) => withQuery('/dashboard/business', query),
    },
    /** The simple registration form (spec 1 §2): every section of a new listing on one page. */
    registerBusiness: { path: '/dashboard/register-business', getHref: () => '/dashboard/register-business' },
    events: {
      path: '/dashboard/events',
      getHref: (query: { open?: boolean } = {}) => withQuery('/dashboard/events', { open: query.open || undefined }),
    },
    addEvent: {
      path: '/dashboard/add-event',
      getHref: (query: { updatedId?: string; duplicateId?: string } = {}) => withQuery('/dashboard/add-event', query),
    },
    myProducts: { path: '/dashboard/my-products', getHref: () => '/dashboard/my-products' },
    addProduct: { path: '/dashboard/add-product', getHref: () => '/dashboard/add-product' },
    editProduct: { path: '/dashboard/edit-product/:id', getHref: ({ id }: { id: string }) => `/dashboard/edit-product/${segment(id)}` },
    discounts: { path: '/dashboard/discounts', getHref: () => '/dashboard/discounts' },
    questions: { path: '/dashboard/questions', getHref: () => '/dashboard/questions' },
    notifications: { path: '/dashboard/notifications', getHref: () => '/dashboard/notifications' },
    notificationSettings: { path: '/dashboard/settings/notifications', getHref: () => '/dashboard/settings/notifications' },
    insights: { path: '/dashboard/insights', getHref: (query: { businessId?: string; days?: number } = {}) => withQuery('/dashboard/insights', query) },
    articles: { path: '/dashboard/articles', getHref: () => '/dashboard/articles' },
    addArticle: { path: '/dashboard/articles/new', getHref: () => '/dashboard/articles/new' },
    editArticle: { path: '/dashboard/articles/:id/edit', getHref: ({ id }: { id: string }) => `/dashboard/articles/${segment(id)}/edit` },
  },

  pages: {
    sbPrivacyPolicy: { path: '/sb/privacy-policy', getHref: () => '/sb/privacy-policy' },
    sbTermsCondition: { path: '/sb/terms-condition', getHref: () => '/sb/terms-condition' },
    sbAboutUs: { path: '/sb/about-us', getHref: () => '/sb/about-us' },
    privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
    apps: { path: '/sb-apps', getHref: () => '/sb-apps' },
    contactUs: { path: '/sb/contact-us', getHref: () => '/sb/contact-us' },
  },
  transparencyReport: { path: '/sb/transparency-report', getHref: () => '/sb/transparency-report' },

  admin: {
    portal: { path: '/admin-portal', getHref: () => '/admin-portal' },
    analytics: { path: '/admin-portal/analytics', getHref: () => '/admin-portal/analytics' },
    reviews: { path: '/admin-portal/reviews', getHref: () => '/admin-portal/reviews' },
    listings: { path: '/admin-portal/listings', getHref: () => '/admin-portal/listings' },
    editRequests: {
      path: '/admin-portal/edit-requests',
      getHref: (query: { title?: string } = {}) => withQuery('/admin-portal/edit-requests', query),
    },
    contactUs: {
      path: '/admin-portal/contact-us',
      getHref: (query: { query?: string; page?: number } = {}) => withQuery('/admin-portal/contact-us', query),
    },
    categories: adminTaxonomy('/admin-portal/categories'),
    subCategories: adminTaxonomy('/admin-portal/subcategories'),
    subSubCategories: adminTaxonomy('/admin-portal/sub-sub-categories'),
    productMainCategories: adminTaxonomy('/admin-portal/p-cat/categories'),
    productSubCategories: adminTaxonomy('/admin-portal/p-cat/subcategories'),
    productSubSubCategories: adminTaxonomy('/admin-portal/p-cat/sub-sub-categories'),
    productCategories: adminTaxonomy('/admin-portal/p-cat/product-categories'),
  },

  notFound: { path: '*', getHref: () => '/404' },
} as const;

/**
 * A same-site path safe to send the user back to after signing in, or
 * undefined for anything else (absolute URLs, protocol-relative `//host`, the
 * auth pages themselves).
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  const pathname = target.split(/[?#]/)[0];
  if (pathname === paths.auth.login.path || pathname === paths.auth.signup.path) return undefined;
  return target;
}
