/**
 * The route manifest: every API route, once. The CDK stack builds API Gateway
 * from it (infra/api.ts) and the local gateway routes with it
 * (scripts/local/gateway.ts). Paths are written as the spec writes them and are
 * served under /api. Owner checks happen in the handlers; `access` is the
 * coarse gate applied before them.
 *
 * Each domain is one Lambda: functions/domains/{domain}/index.ts.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: anyone (a token is still read when sent); user: signed in; admin: role admin. */
export type Access = 'public' | 'user' | 'admin';

export const domains = [
  'system',
  'auth',
  'users',
  'uploads',
  'businesses',
  'questions',
  'reports',
  'collections',
  'employees',
  'amenities',
  'places',
  'taxonomy',
  'content',
  'search',
  'events',
  'contactus',
  'analytics',
  'products',
  'chat',
  'reviews',
  'articles',
  'notifications',
] as const;
export type Domain = (typeof domains)[number];

/**
 * How often a route may be used in a fixed window, counted in the table by
 * functions/lib/rate-limit.ts; past either limit the API answers 429 with
 * Retry-After. Routes that name the same `action` share one count.
 */
export interface RateLimitSpec {
  readonly action: string;
  /** Requests from one address in the window. */
  readonly perIp: number;
  /** Requests for one account in the window: the signed-in caller's, else the email the body names (sign-in forms). */
  readonly perAccount?: number;
  readonly windowSeconds: number;
  /** What the refusal calls the requests: "Too many {noun}. Please try again in N minutes." */
  readonly noun?: string;
}

const MINUTES = 60;
/** Limits a person using the site never reaches, and a script posting forms does. */
const limits = {
  // Per account, sign-in has its own lockout after failed passwords (functions/domains/auth/login-throttle.ts).
  signIn: { action: 'signIn', perIp: 60, windowSeconds: 15 * MINUTES, noun: 'sign-in attempts from your network' },
  register: { action: 'register', perIp: 20, windowSeconds: 60 * MINUTES, noun: 'sign-ups from your network' },
  passwordReset: { action: 'passwordReset', perIp: 20, perAccount: 5, windowSeconds: 15 * MINUTES, noun: 'password reset requests' },
  // Quotes, leads and feedback reach sellers and admins by email and inbox, so a burst is spam.
  sellerForm: { action: 'sellerForm', perIp: 10, perAccount: 10, windowSeconds: 10 * MINUTES },
  feedback: { action: 'feedback', perIp: 10, perAccount: 10, windowSeconds: 10 * MINUTES },
  contact: { action: 'contactus', perIp: 5, windowSeconds: 60 * MINUTES, noun: 'messages from your network' },
  // One request for quotes reaches up to 20 sellers.
  requestQuotes: { action: 'requireForm', perIp: 10, perAccount: 10, windowSeconds: 60 * MINUTES },
  // A one-click unsubscribe is one person's action on one mail; a script walking tokens is refused.
  unsubscribe: { action: 'unsubscribe', perIp: 30, windowSeconds: 10 * MINUTES, noun: 'unsubscribe requests from your network' },
  // Owner insights' taps and results-page beacons: a person browsing sends a few a minute; a script replaying them is refused.
  track: { action: 'track', perIp: 600, windowSeconds: 10 * MINUTES, noun: 'taps from your network' },
} as const satisfies Record<string, RateLimitSpec>;

export interface RouteSpec {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly domain: Domain;
  readonly access: Access;
  readonly rateLimit?: RateLimitSpec;
}

export const API_PREFIX = '/api';

export const routes = [
  // system
  { method: 'GET', path: '/health', domain: 'system', access: 'public' },

  // auth
  { method: 'POST', path: '/auth/register', domain: 'auth', access: 'public', rateLimit: limits.register },
  { method: 'POST', path: '/auth/login', domain: 'auth', access: 'public', rateLimit: limits.signIn },
  { method: 'POST', path: '/auth/refresh', domain: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/logout', domain: 'auth', access: 'public' },
  { method: 'GET', path: '/auth/me', domain: 'auth', access: 'user' },
  { method: 'PATCH', path: '/auth/changePassword', domain: 'auth', access: 'user' },
  { method: 'POST', path: '/auth/forgotPassword', domain: 'auth', access: 'public', rateLimit: limits.passwordReset },
  { method: 'POST', path: '/auth/resetPassword', domain: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/googleLogin', domain: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/facebookLogin', domain: 'auth', access: 'public' },

  // users
  { method: 'PATCH', path: '/users/update/{userId}', domain: 'users', access: 'user' },
  { method: 'GET', path: '/users/getBySlug', domain: 'users', access: 'public' },
  { method: 'PATCH', path: '/users/followUser', domain: 'users', access: 'user' },
  { method: 'GET', path: '/users/followers', domain: 'users', access: 'public' },
  { method: 'GET', path: '/users/following', domain: 'users', access: 'public' },
  { method: 'GET', path: '/users/followStatus', domain: 'users', access: 'user' },

  // uploads
  { method: 'POST', path: '/uploads/presign', domain: 'uploads', access: 'user' },
  { method: 'POST', path: '/chat/upload', domain: 'uploads', access: 'user' },

  // businesses
  { method: 'GET', path: '/businesses/getBySlug', domain: 'businesses', access: 'public' },
  { method: 'POST', path: '/businesses/{id}', domain: 'businesses', access: 'user' },
  { method: 'POST', path: '/businesses/add', domain: 'businesses', access: 'user' },
  { method: 'PATCH', path: '/businesses/update/{id}', domain: 'businesses', access: 'user' },
  { method: 'POST', path: '/businesses/submitEditRequest', domain: 'businesses', access: 'user' },
  { method: 'PATCH', path: '/businesses/businessViews', domain: 'businesses', access: 'public' },
  { method: 'POST', path: '/businesses/track', domain: 'businesses', access: 'public', rateLimit: limits.track },
  { method: 'POST', path: '/businesses/trackAppearances', domain: 'businesses', access: 'public', rateLimit: limits.track },
  { method: 'GET', path: '/businesses/insights/{businessId}', domain: 'businesses', access: 'user' },
  { method: 'PATCH', path: '/businesses/followOrUnfollowBusiness', domain: 'businesses', access: 'user' },
  { method: 'GET', path: '/businesses/getBusinessFollowers', domain: 'businesses', access: 'public' },
  { method: 'GET', path: '/businesses/getUserBusiness', domain: 'businesses', access: 'user' },
  { method: 'GET', path: '/businesses/generateContent', domain: 'businesses', access: 'user' },
  { method: 'GET', path: '/businesses/getEditRequests', domain: 'businesses', access: 'admin' },
  { method: 'POST', path: '/businesses/approveEditRequest/{id}', domain: 'businesses', access: 'admin' },
  { method: 'POST', path: '/businesses/rejectEditRequest/{id}', domain: 'businesses', access: 'admin' },

  // questions
  { method: 'GET', path: '/questions/all', domain: 'questions', access: 'public' },
  { method: 'POST', path: '/questions/add', domain: 'questions', access: 'user' },
  { method: 'PATCH', path: '/questions/answer/{id}', domain: 'questions', access: 'user' },

  // reports and removal requests
  { method: 'POST', path: '/report/add', domain: 'reports', access: 'user' },
  { method: 'POST', path: '/duplicate/add', domain: 'reports', access: 'user' },

  // collections
  { method: 'GET', path: '/collections/all', domain: 'collections', access: 'public' },
  { method: 'POST', path: '/collections/add', domain: 'collections', access: 'user' },
  { method: 'PATCH', path: '/collections/saveBusiness/{collectionId}', domain: 'collections', access: 'user' },
  { method: 'POST', path: '/collections/checkBusinessInCollections', domain: 'collections', access: 'user' },
  { method: 'GET', path: '/collections/getPublicCollectionsByBusiness', domain: 'collections', access: 'public' },
  { method: 'GET', path: '/collections/public', domain: 'collections', access: 'public' },
  { method: 'GET', path: '/collections/{collectionId}', domain: 'collections', access: 'public' },
  { method: 'PATCH', path: '/collections/update/{collectionId}', domain: 'collections', access: 'user' },
  { method: 'PATCH', path: '/collections/removeBusiness/{collectionId}', domain: 'collections', access: 'user' },

  // team members
  { method: 'GET', path: '/employee/all', domain: 'employees', access: 'public' },
  { method: 'POST', path: '/employee/add', domain: 'employees', access: 'user' },
  { method: 'PATCH', path: '/employee/update/{id}', domain: 'employees', access: 'user' },
  { method: 'DELETE', path: '/employee/delete/{id}', domain: 'employees', access: 'user' },

  // amenities
  { method: 'GET', path: '/amenity/all', domain: 'amenities', access: 'public' },
  { method: 'GET', path: '/subamenity/all', domain: 'amenities', access: 'public' },

  // places
  { method: 'GET', path: '/city/all', domain: 'places', access: 'public' },
  { method: 'POST', path: '/city/findLocation', domain: 'places', access: 'public' },
  { method: 'GET', path: '/state/all', domain: 'places', access: 'public' },

  // business taxonomy
  { method: 'GET', path: '/categories/all', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/categories/getCatBySlug', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/categories/getDescByCategoryId', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/subcategories/all', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/subcategories/subCatByParent/{id}', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/subsub/subsubCatByParent', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/subsub/subsubCatByMainParent', domain: 'taxonomy', access: 'public' },
  { method: 'POST', path: '/categories/add', domain: 'taxonomy', access: 'admin' },
  { method: 'PATCH', path: '/categories/update/{id}', domain: 'taxonomy', access: 'admin' },
  { method: 'POST', path: '/subcategories/add', domain: 'taxonomy', access: 'admin' },
  { method: 'PATCH', path: '/subcategories/update/{id}', domain: 'taxonomy', access: 'admin' },

  // product taxonomy
  { method: 'GET', path: '/pcategories/all', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/pcategories/getCatBySlug', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/pcategories/getDescByCategoryId', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/psubcategories/all', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/psubcategories/subCatByParent/{parentId}', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/psubsub/all', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/psubsub/subsubCatByParent', domain: 'taxonomy', access: 'public' },
  { method: 'GET', path: '/product-categories/all', domain: 'taxonomy', access: 'public' },
  { method: 'POST', path: '/psubcategories/add', domain: 'taxonomy', access: 'admin' },
  { method: 'PATCH', path: '/psubcategories/update/{id}', domain: 'taxonomy', access: 'admin' },
  { method: 'POST', path: '/product-categories/add', domain: 'taxonomy', access: 'admin' },
  { method: 'PATCH', path: '/product-categories/update/{id}', domain: 'taxonomy', access: 'admin' },

  // site content and feedback
  { method: 'GET', path: '/homeCat/all', domain: 'content', access: 'public' },
  { method: 'GET', path: '/advertisements/all', domain: 'content', access: 'public' },
  { method: 'GET', path: '/footer/getFooters', domain: 'content', access: 'public' },
  { method: 'GET', path: '/static-pages/all', domain: 'content', access: 'public' },
  { method: 'GET', path: '/trendingBusiness/all', domain: 'content', access: 'public' },
  { method: 'POST', path: '/feedback/add', domain: 'content', access: 'public', rateLimit: limits.feedback },

  // search, listings by city and category, home lists
  { method: 'GET', path: '/search', domain: 'search', access: 'public' },
  { method: 'GET', path: '/businesses/all', domain: 'search', access: 'public' },
  { method: 'GET', path: '/businesses/getTopReviewedBusinesses', domain: 'search', access: 'public' },
  { method: 'GET', path: '/businesses/getRecentlyReviewedBusinesses', domain: 'search', access: 'public' },
  { method: 'GET', path: '/businesses/getRecentlyViewedBusinesses', domain: 'search', access: 'public' },

  // hardening: the edit-request list is paged without requestedFields, so the admin's detail panel reads one request
  { method: 'GET', path: '/businesses/getEditRequest/{id}', domain: 'businesses', access: 'admin' },
  // events
  { method: 'GET', path: '/events/all', domain: 'events', access: 'public' },
  { method: 'GET', path: '/events/getEventCats', domain: 'events', access: 'public' },
  { method: 'GET', path: '/events/getEventSubCatsByParent', domain: 'events', access: 'public' },
  { method: 'GET', path: '/events/getEventBySlug', domain: 'events', access: 'public' },
  { method: 'GET', path: '/events/{id}', domain: 'events', access: 'public' },
  { method: 'PATCH', path: '/events/addView/{id}', domain: 'events', access: 'public' },
  { method: 'PATCH', path: '/events/addInterest', domain: 'events', access: 'user' },
  { method: 'PATCH', path: '/events/addGoing', domain: 'events', access: 'user' },
  { method: 'POST', path: '/events/add', domain: 'events', access: 'user' },
  { method: 'PATCH', path: '/events/update/{id}', domain: 'events', access: 'user' },
  { method: 'PATCH', path: '/events/cancel/{id}', domain: 'events', access: 'user' },
  // admin portal (#15): the rest of both taxonomies' forms, contact-us messages, today's analytics
  { method: 'GET', path: '/subsub/all', domain: 'taxonomy', access: 'public' },
  { method: 'POST', path: '/subsub/add', domain: 'taxonomy', access: 'admin' },
  { method: 'PATCH', path: '/subsub/update/{id}', domain: 'taxonomy', access: 'admin' },
  { method: 'POST', path: '/pcategories/add', domain: 'taxonomy', access: 'admin' },
  { method: 'PATCH', path: '/pcategories/update/{id}', domain: 'taxonomy', access: 'admin' },
  { method: 'POST', path: '/psubsub/add', domain: 'taxonomy', access: 'admin' },
  { method: 'PATCH', path: '/psubsub/update/{id}', domain: 'taxonomy', access: 'admin' },
  { method: 'POST', path: '/contactus/add', domain: 'contactus', access: 'public', rateLimit: limits.contact },
  { method: 'GET', path: '/contactus/all', domain: 'contactus', access: 'admin' },
  { method: 'PATCH', path: '/contactus/update/{id}', domain: 'contactus', access: 'admin' },
  { method: 'GET', path: '/analytics/today', domain: 'analytics', access: 'admin' },
  { method: 'GET', path: '/analytics/daily', domain: 'analytics', access: 'admin' },
  { method: 'GET', path: '/businesses/getTodayBusinessStats', domain: 'analytics', access: 'admin' },
  // products
  { method: 'GET', path: '/products/getProductBySlug', domain: 'products', access: 'public' },
  { method: 'GET', path: '/products/all', domain: 'products', access: 'public' },
  { method: 'GET', path: '/products/getProductsByBusiness', domain: 'products', access: 'public' },
  { method: 'GET', path: '/products/search', domain: 'search', access: 'public' },
  { method: 'GET', path: '/products/{id}', domain: 'products', access: 'public' },
  { method: 'POST', path: '/products/add', domain: 'products', access: 'user' },
  { method: 'PATCH', path: '/products/update/{id}', domain: 'products', access: 'user' },
  { method: 'PATCH', path: '/products/addView/{id}', domain: 'products', access: 'public' },
  { method: 'PATCH', path: '/products/deleteProductImageByIndex/{id}', domain: 'products', access: 'user' },
  { method: 'DELETE', path: '/products/delete/{id}', domain: 'products', access: 'user' },
  { method: 'GET', path: '/discount/all', domain: 'products', access: 'user' },
  { method: 'POST', path: '/discount/add', domain: 'products', access: 'user' },
  { method: 'DELETE', path: '/discount/delete/{id}', domain: 'products', access: 'user' },
  { method: 'POST', path: '/quotes/add', domain: 'products', access: 'public', rateLimit: limits.sellerForm },
  { method: 'POST', path: '/leads/add', domain: 'products', access: 'public', rateLimit: limits.sellerForm },
  { method: 'GET', path: '/leads/inbox', domain: 'products', access: 'user' },
  { method: 'PATCH', path: '/leads/markRead/{id}', domain: 'products', access: 'user' },
  // admin listings (#15): find, suspend, restore
  { method: 'GET', path: '/businesses/admin/listings', domain: 'businesses', access: 'admin' },
  { method: 'PATCH', path: '/businesses/admin/status/{id}', domain: 'businesses', access: 'admin' },
  // chat (Ask); the socket frames are in functions/socket
  { method: 'POST', path: '/businesses/getContexts/{businessId}', domain: 'chat', access: 'user' },
  { method: 'GET', path: '/chat/searchMessagesInConversation/{conversationId}', domain: 'chat', access: 'user' },
  { method: 'GET', path: '/chat/olderMessages/{conversationId}', domain: 'chat', access: 'user' },
  { method: 'DELETE', path: '/chat/deleteConversation', domain: 'chat', access: 'user' },
  { method: 'GET', path: '/chat/responseTime/{businessId}', domain: 'chat', access: 'public' },
  // reviews: one engine under four bases (business, product, article, event), the moderation queue and reviewer profiles
  { method: 'POST', path: '/reviews/add', domain: 'reviews', access: 'user' },
  { method: 'GET', path: '/reviews/getReviewsDetails', domain: 'reviews', access: 'public' },
  { method: 'PATCH', path: '/reviews/reactOnReview', domain: 'reviews', access: 'user' },
  { method: 'PATCH', path: '/reviews/reply/{reviewId}', domain: 'reviews', access: 'user' },
  { method: 'DELETE', path: '/reviews/delete/{reviewId}', domain: 'reviews', access: 'user' },
  { method: 'PATCH', path: '/reviews/block/{reviewId}', domain: 'reviews', access: 'admin' },
  { method: 'PATCH', path: '/reviews/spam', domain: 'reviews', access: 'user' },
  { method: 'POST', path: '/productReviews/add', domain: 'reviews', access: 'user' },
  { method: 'GET', path: '/productReviews/getReviewsDetails', domain: 'reviews', access: 'public' },
  { method: 'PATCH', path: '/productReviews/reactOnReview', domain: 'reviews', access: 'user' },
  { method: 'PATCH', path: '/productReviews/reply/{reviewId}', domain: 'reviews', access: 'user' },
  { method: 'DELETE', path: '/productReviews/delete/{reviewId}', domain: 'reviews', access: 'user' },
  { method: 'PATCH', path: '/productReviews/block/{reviewId}', domain: 'reviews', access: 'admin' },
  { method: 'PATCH', path: '/productReviews/spam', domain: 'reviews', access: 'user' },
  { method: 'POST', path: '/blogReviews/add', domain: 'reviews', access: 'user' },
  { method: 'GET', path: '/blogReviews/getReviewsDetails', domain: 'reviews', access: 'public' },
  { method: 'PATCH', path: '/blogReviews/reactOnReview', domain: 'reviews', access: 'user' },
  { method: 'PATCH', path: '/blogReviews/reply/{reviewId}', domain: 'reviews', access: 'user' },
  { method: 'DELETE', path: '/blogReviews/delete/{reviewId}', domain: 'reviews', access: 'user' },
  { method: 'PATCH', path: '/blogReviews/block/{reviewId}', domain: 'reviews', access: 'admin' },
  { method: 'PATCH', path: '/blogReviews/spam', domain: 'reviews', access: 'user' },
  { method: 'POST', path: '/eventRev/add', domain: 'reviews', access: 'user' },
  { method: 'GET', path: '/eventRev/getReviewsDetails', domain: 'reviews', access: 'public' },
  { method: 'PATCH', path: '/eventRev/reactOnReview', domain: 'reviews', access: 'user' },
  { method: 'PATCH', path: '/eventRev/reply/{reviewId}', domain: 'reviews', access: 'user' },
  { method: 'DELETE', path: '/eventRev/delete/{reviewId}', domain: 'reviews', access: 'user' },
  { method: 'PATCH', path: '/eventRev/block/{reviewId}', domain: 'reviews', access: 'admin' },
  { method: 'PATCH', path: '/eventRev/spam', domain: 'reviews', access: 'user' },
  { method: 'GET', path: '/reviews/moderation', domain: 'reviews', access: 'admin' },
  { method: 'PATCH', path: '/reviews/moderation/dismiss', domain: 'reviews', access: 'admin' },
  { method: 'GET', path: '/reviews/getByUser', domain: 'reviews', access: 'public' },
  // articles (the blog)
  { method: 'GET', path: '/blogs/all', domain: 'articles', access: 'public' },
  { method: 'GET', path: '/post/all', domain: 'articles', access: 'public' },
  { method: 'GET', path: '/blogs/getBlogCategories', domain: 'articles', access: 'public' },
  { method: 'GET', path: '/blogs/getBlogBySlug', domain: 'articles', access: 'public' },
  { method: 'GET', path: '/blogs/getUserBlogs', domain: 'articles', access: 'user' },
  { method: 'GET', path: '/blogs/{id}', domain: 'articles', access: 'user' },
  { method: 'PATCH', path: '/blogs/addView/{id}', domain: 'articles', access: 'public' },
  { method: 'POST', path: '/blogs/add', domain: 'articles', access: 'user' },
  { method: 'PATCH', path: '/blogs/update/{id}', domain: 'articles', access: 'user' },
  { method: 'DELETE', path: '/blogs/delete/{id}', domain: 'articles', access: 'user' },
  // claims and the request-for-quotes form (/claim-your-business, /require-form)
  { method: 'POST', path: '/claims/add', domain: 'businesses', access: 'user' },
  { method: 'GET', path: '/claims/mine', domain: 'businesses', access: 'user' },
  { method: 'GET', path: '/claims/all', domain: 'businesses', access: 'admin' },
  { method: 'POST', path: '/claims/approve/{id}', domain: 'businesses', access: 'admin' },
  { method: 'POST', path: '/claims/reject/{id}', domain: 'businesses', access: 'admin' },
  { method: 'POST', path: '/leads/requestQuotes', domain: 'products', access: 'public', rateLimit: limits.requestQuotes },
  // notifications: the caller's own (issue #27 §1)
  { method: 'GET', path: '/notifications', domain: 'notifications', access: 'user' },
  { method: 'GET', path: '/notifications/unreadCount', domain: 'notifications', access: 'user' },
  { method: 'PATCH', path: '/notifications/markRead', domain: 'notifications', access: 'user' },
  // notification email (issue #27 §2): the caller's own switches, and the mails' one-click unsubscribe (signed token, no sign-in)
  { method: 'GET', path: '/users/notificationPreferences', domain: 'notifications', access: 'user' },
  { method: 'PATCH', path: '/users/notificationPreferences', domain: 'notifications', access: 'user' },
  { method: 'POST', path: '/notifications/unsubscribe', domain: 'notifications', access: 'public', rateLimit: limits.unsubscribe },

  // questions: the owner's dashboard list across their listings
  { method: 'GET', path: '/questions/owner', domain: 'questions', access: 'user' },
] as const satisfies readonly RouteSpec[];

export type Route = (typeof routes)[number];
export type RouteKey<R extends RouteSpec = Route> = R extends RouteSpec ? `${R['method']} ${R['path']}` : never;
/** The route keys one domain's Lambda must answer. */
export type DomainRouteKey<D extends Domain> = RouteKey<Extract<Route, { domain: D }>>;

export function routeKey(route: Pick<RouteSpec, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** The API Gateway resource path a route is served at. */
export function resourcePath(route: Pick<RouteSpec, 'path'>): string {
  return `${API_PREFIX}${route.path}`;
}

/** WebSocket routes (API Gateway routes on `action`), all handled by the `chat` socket Lambda. */
export const socketRoutes = ['$connect', '$disconnect', '$default'] as const;
