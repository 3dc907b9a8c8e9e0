/**
 * The API's contract, keyed by the manifest's route keys: each route's input
 * schemas and the response its handler returns. Types only (nothing here runs),
 * so the web's typed client (web/src/lib/api-route.ts) checks a call's input
 * and types its answer at compile time; functions/contract-check.ts checks
 * that every key names a manifest route, and a domain's `DomainRoutes`
 * (functions/lib/http.ts) that every handler returns this type.
 * Routes join as the web moves onto the typed client.
 */
import type * as z from 'zod';
import type { AmenityResponse } from '../schemas/amenity';
import type {
  AuthResponse,
  ChangePasswordSchema,
  FacebookLoginSchema,
  ForgotPasswordSchema,
  GoogleLoginSchema,
  LoginSchema,
  RefreshSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateUserSchema,
  UserResponse,
} from '../schemas/auth';
import type {
  AddBusinessRequestSchema,
  BusinessBySlugQuerySchema,
  BusinessFollowersQuerySchema,
  BusinessForEditBodySchema,
  BusinessProfileResponse,
  BusinessRefSchema,
  BusinessResponse,
  BusinessViewSchema,
  EditRequestResponse,
  EditRequestsPage,
  EditRequestsQuerySchema,
  GenerateContentQuerySchema,
  IdPathSchema,
  SaveBusinessSchema,
  SubmitEditRequestSchema,
  UserBusinessesQuerySchema,
} from '../schemas/business';
import type { Advertisement, AdvertisementsQuerySchema, FeedbackSchema, FooterGroup, HomeCategory, StaticPage, StaticPagesQuerySchema, TrendingQuerySchema, TrendingSearch } from '../schemas/content';
import type { AddEmployeeSchema, EmployeeIdPathSchema, TeamMember, TeamQuerySchema, UpdateEmployeeSchema } from '../schemas/employee';
import type { FollowedBusiness, FollowersQuerySchema, FollowingQuerySchema, FollowStatusQuerySchema, MemberPage, PublicMember } from '../schemas/people';
import type { CityListResponse, CityQuerySchema, FindLocationResponse, FindLocationSchema } from '../schemas/places';
import type { BusinessCard, CityListQuerySchema, ListingsQuerySchema, ListingsResponse, SearchQuerySchema, SearchResponse } from '../schemas/search';
import type { PresignedUpload, PresignUploadSchema } from '../schemas/uploads';
import type { BusinessCollectionsQuerySchema, BusinessCollectionsResponse, UserCollectionsQuerySchema, UserCollectionsResponse } from '../schemas/collection';
import type {
  AddQuestionSchema,
  AnswerQuestionSchema,
  BusinessReportSchema,
  RemovalRequestSchema,
  OwnerQuestionsPage,
  OwnerQuestionsQuerySchema,
  QuestionIdPathSchema,
  QuestionResponse,
  QuestionsQuerySchema,
} from '../schemas/listing-feedback';
import type {
  ArticleIdPathSchema,
  ArticleListQuerySchema,
  ArticleListResponse,
  ArticlePageResponse,
  ArticleResponse,
  ArticleSlugQuerySchema,
  BlogCategory,
  MyArticlesQuerySchema,
  SaveArticleSchema,
} from '../schemas/article';
import type {
  AddCollectionSchema,
  CollectionDetail,
  CollectionDetailQuerySchema,
  CollectionPage,
  CollectionPathSchema,
  CollectionResponse,
  CollectionWithBusinesses,
  PublicCollectionsQuerySchema,
  RemoveBusinessQuerySchema,
  SaveBusinessBodySchema,
  SaveBusinessPathSchema,
  SaveBusinessQuerySchema,
  UpdateCollectionSchema,
} from '../schemas/collection';
import type {
  BlockReviewSchema,
  DismissReportsSchema,
  ModerationQuerySchema,
  ModerationQueuePage,
  ReactOnReviewSchema,
  ReplySchema,
  ReviewerProfile,
  ReviewerQuerySchema,
  ReviewIdPathSchema,
  ReviewResponse,
  ReviewsDetailsResponse,
  addReviewSchemas,
  reviewsQuerySchemas,
  SpamReportSchema,
} from '../schemas/review';
import type { ReactionType, reviewBases, ReviewKind } from '../reviews/constants';
import type {
  AddDiscountSchema,
  AddLeadSchema,
  AddProductSchema,
  AddQuoteSchema,
  DeleteImageByIndexSchema,
  Discount,
  DiscountListQuerySchema,
  InboxIdPathSchema,
  InboxItem,
  InboxQuerySchema,
  ProductBySlugQuerySchema,
  ProductDetail,
  ProductIdPathSchema,
  ProductListQuerySchema,
  ProductPage,
  RemovedProduct,
  ProductSearchQuerySchema,
  ProductSearchResponse,
  RequireFormSchema,
  Seller,
  UpdateProductSchema,
} from '../schemas/product';
import type {
  CategoryDescriptionQuerySchema,
  CategoryDescriptionResponse,
  CategoryDetailResponse,
  CategoryPageQuerySchema,
  CategoryPageResponse,
  CategorySlugQuerySchema,
  LevelListQuerySchema,
  MainCategoryQuerySchema,
  CategoryInputSchema,
  MainCategoryUpdateSchema,
  ProductCategoryInputSchema,
  ProductCategoryListQuerySchema,
  ProductCategoryUpdateSchema,
  SubCategoryInputSchema,
  SubCategoryUpdateSchema,
  SubSubCategoryInputSchema,
  SubSubCategoryUpdateSchema,
  ProductSubCategoryParentPathSchema,
  SubCategoryParentPathSchema,
  SubSubByMainParentQuerySchema,
  SubSubByParentQuerySchema,
} from '../schemas/taxonomy';
import type { AdminListingsQuerySchema, AdminListingsResponse, ListingStatus, ListingStatusSchema } from '../schemas/admin-listings';
import type { DailyAnalytics, DailyAnalyticsQuerySchema, DailyAnalyticsSeries, TodayBusinessStats } from '../schemas/analytics';
import type {
  chatId,
  ChatContextsResponse,
  DeleteConversationSchema,
  GetContextsSchema,
  OlderMessagesQuerySchema,
  OlderMessagesResponse,
  ReplyStats,
  SearchMessagesQuerySchema,
  SearchMessagesResponse,
} from '../schemas/chat';
import type { ClaimBusinessSchema, ClaimIdPathSchema, ClaimRow, ClaimsPage, ClaimsQuerySchema, ClaimStatus } from '../schemas/claim';
import type { ContactListQuerySchema, ContactListResponse, ContactMessageInputSchema, ContactMessageResponse, ContactStatusUpdateSchema } from '../schemas/contactus';
import type {
  CancelEventResponse,
  EventCategoryResponse,
  EventIdPathSchema,
  EventListQuerySchema,
  EventListResponse,
  EventMarkBodySchema,
  EventResponse,
  EventSlugQuerySchema,
  SaveEventSchema,
  SubCatsQuerySchema,
} from '../schemas/event';
import type { InsightsPathSchema, InsightsQuerySchema, InsightsResponse } from '../schemas/insights';
import type {
  MarkNotificationsReadSchema,
  NotificationPreferences,
  NotificationPreferencesPatchSchema,
  NotificationsPage,
  NotificationsQuerySchema,
  UnsubscribeQuerySchema,
} from '../schemas/notifications';

/** A path of one `{id}` the handler reads with an inline schema. */
type IdPath<K extends string = 'id'> = z.ZodObject<{ [P in K]: z.ZodString }>;
/** A chat route's path: ids in the chat's own format. */
type ChatPath<K extends string> = z.ZodObject<{ [P in K]: typeof chatId }>;
/** The answer of a write that only says what happened. */
type Said = { message: string };
/** The answer of a counted view. */
type Counted = { success: boolean };
/** A category by slug: a list whose first element is the category. */
type CategoryBySlug = { query: typeof CategorySlugQuerySchema; response: { data: CategoryDetailResponse[] } };
type CategoryDescription = { query: typeof CategoryDescriptionQuerySchema; response: CategoryDescriptionResponse };
type MainCategories = { query: typeof MainCategoryQuerySchema; response: CategoryPageResponse };
type LevelCategories = { query: typeof LevelListQuerySchema; response: CategoryPageResponse };
/** An admin form's add and change of one category level. */
type CategoryAdd<S extends z.ZodType> = { body: S; response: Said & { data: CategoryDetailResponse } };
type CategoryUpdate<S extends z.ZodType> = { path: IdPath; body: S; response: Said & { data: CategoryDetailResponse } };

/** An event as a write left it. */
type EventSaved = Counted & Said & { data: EventResponse };
/** An event marked interested or going; `alreadyMarked` when an earlier call had marked it. */
type EventMarked = Counted & Said & { alreadyMarked: boolean; data: EventResponse };

/** One route: the schemas of what it reads (query string, JSON body, path parameters) and what it answers. */
export interface RouteContract {
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  path?: z.core.$ZodType;
  response: unknown;
}

/** The routes every review base (business, product, article, event) has alike. */
type ReviewBase = (typeof reviewBases)[ReviewKind];
type ReviewBaseContract = {
  [K in ReviewKind as `POST ${(typeof reviewBases)[K]}/add`]: { body: (typeof addReviewSchemas)[K]; response: Said & { data: ReviewResponse } };
} & { [B in ReviewBase as `PATCH ${B}/reactOnReview`]: { body: typeof ReactOnReviewSchema; response: { reviewId: string; reactionType: ReactionType; reacted: boolean } } } & {
  [B in ReviewBase as `PATCH ${B}/reply/{reviewId}`]: {
    path: typeof ReviewIdPathSchema;
    body: typeof ReplySchema;
    response: Said & { data: { _id: string; content: string; timestamp: string; owner: boolean } };
  };
} & { [B in ReviewBase as `DELETE ${B}/delete/{reviewId}`]: { path: typeof ReviewIdPathSchema; response: Said } } & {
  [B in ReviewBase as `PATCH ${B}/block/{reviewId}`]: { path: typeof ReviewIdPathSchema; body: typeof BlockReviewSchema; response: Said & { reviewId: string; status: 'blocked' | 'approved' } };
} & { [B in ReviewBase as `PATCH ${B}/spam`]: { body: typeof SpamReportSchema; response: Said } } & {
  [B in ReviewBase as `GET ${B}/getReviewsDetails`]: { query: (typeof reviewsQuerySchemas)[ReviewKind]; response: ReviewsDetailsResponse };
};

export interface ApiContract extends ReviewBaseContract {
  'GET /collections/all': { query: typeof UserCollectionsQuerySchema; response: UserCollectionsResponse };
  'GET /collections/getPublicCollectionsByBusiness': { query: typeof BusinessCollectionsQuerySchema; response: BusinessCollectionsResponse };
  'GET /questions/all': { query: typeof QuestionsQuerySchema; response: { data: QuestionResponse[] } };
  'POST /questions/add': { body: typeof AddQuestionSchema; response: { message: string; data: QuestionResponse } };
  'PATCH /questions/answer/{id}': { path: typeof QuestionIdPathSchema; body: typeof AnswerQuestionSchema; response: { data: QuestionResponse } };
  'GET /reviews/moderation': { query: typeof ModerationQuerySchema; response: ModerationQueuePage };
  'GET /businesses/getEditRequests': { query: typeof EditRequestsQuerySchema; response: EditRequestsPage };
  'GET /businesses/getEditRequest/{id}': { path: typeof IdPathSchema; response: EditRequestResponse };
  'GET /questions/owner': { query: typeof OwnerQuestionsQuerySchema; response: OwnerQuestionsPage };

  'GET /businesses/admin/listings': { query: typeof AdminListingsQuerySchema; response: AdminListingsResponse };
  'PATCH /businesses/admin/status/{id}': { path: typeof IdPathSchema; body: typeof ListingStatusSchema; response: Said & { data: { _id: string; status: ListingStatus } } };

  'GET /businesses/insights/{businessId}': { path: typeof InsightsPathSchema; query: typeof InsightsQuerySchema; response: InsightsResponse };

  'GET /events/all': { query: typeof EventListQuerySchema; response: EventListResponse };
  'GET /events/getEventCats': { response: { data: EventCategoryResponse[] } };
  'GET /events/getEventSubCatsByParent': { query: typeof SubCatsQuerySchema; response: { data: EventCategoryResponse['subCategories'] } };
  'GET /events/getEventBySlug': { query: typeof EventSlugQuerySchema; response: { data: EventResponse } };
  'GET /events/{id}': { path: typeof EventIdPathSchema; response: { data: EventResponse } };
  'PATCH /events/addView/{id}': { path: typeof EventIdPathSchema; response: Counted };
  'PATCH /events/addInterest': { body: typeof EventMarkBodySchema; response: EventMarked };
  'PATCH /events/addGoing': { body: typeof EventMarkBodySchema; response: EventMarked };
  'POST /events/add': { body: typeof SaveEventSchema; response: EventSaved };
  'PATCH /events/update/{id}': { path: typeof EventIdPathSchema; body: typeof SaveEventSchema; response: EventSaved };
  'PATCH /events/cancel/{id}': { path: typeof EventIdPathSchema; response: CancelEventResponse };

  'GET /analytics/today': { response: DailyAnalytics };
  'GET /analytics/daily': { query: typeof DailyAnalyticsQuerySchema; response: DailyAnalyticsSeries };
  'GET /businesses/getTodayBusinessStats': { response: TodayBusinessStats };

  'POST /businesses/getContexts/{businessId}': { path: ChatPath<'businessId'>; body: typeof GetContextsSchema; response: ChatContextsResponse };
  'GET /chat/olderMessages/{conversationId}': { path: ChatPath<'conversationId'>; query: typeof OlderMessagesQuerySchema; response: OlderMessagesResponse };
  'GET /chat/searchMessagesInConversation/{conversationId}': { path: ChatPath<'conversationId'>; query: typeof SearchMessagesQuerySchema; response: SearchMessagesResponse };
  'GET /chat/responseTime/{businessId}': { path: ChatPath<'businessId'>; response: ReplyStats };
  'DELETE /chat/deleteConversation': { body: typeof DeleteConversationSchema; response: Said & { conversationId: string } };

  'GET /claims/mine': { response: { data: ClaimRow[] } };
  'POST /claims/add': { body: typeof ClaimBusinessSchema; response: Said & { data: ClaimRow } };
  'GET /claims/all': { query: typeof ClaimsQuerySchema; response: ClaimsPage };
  'POST /claims/approve/{id}': { path: typeof ClaimIdPathSchema; response: { status: ClaimStatus } };
  'POST /claims/reject/{id}': { path: typeof ClaimIdPathSchema; response: { status: ClaimStatus } };

  'GET /contactus/all': { query: typeof ContactListQuerySchema; response: ContactListResponse };
  'PATCH /contactus/update/{id}': { path: IdPath; body: typeof ContactStatusUpdateSchema; response: Said & { data: ContactMessageResponse } };
  'POST /contactus/add': { body: typeof ContactMessageInputSchema; response: Said };

  'GET /notifications': { query: typeof NotificationsQuerySchema; response: NotificationsPage };
  'GET /notifications/unreadCount': { response: { count: number } };
  'PATCH /notifications/markRead': { body: typeof MarkNotificationsReadSchema; response: { updated: number; count: number } };
  'GET /users/notificationPreferences': { response: { preferences: NotificationPreferences } };
  'PATCH /users/notificationPreferences': { body: typeof NotificationPreferencesPatchSchema; response: { preferences: NotificationPreferences } };
  'POST /notifications/unsubscribe': { query: typeof UnsubscribeQuerySchema; response: Said & { unsubscribed: string } };

  'GET /products/getProductBySlug': { query: typeof ProductBySlugQuerySchema; response: { data: ProductDetail | RemovedProduct; seller: Seller | null } };
  'GET /products/{id}': { path: typeof ProductIdPathSchema; response: { data: ProductDetail | RemovedProduct } };
  'GET /products/all': { query: typeof ProductListQuerySchema; response: ProductPage };
  'GET /products/search': { query: typeof ProductSearchQuerySchema; response: ProductSearchResponse };
  'PATCH /products/addView/{id}': { path: typeof ProductIdPathSchema; response: Counted };
  'POST /products/add': { body: typeof AddProductSchema; response: Said & { data: ProductDetail } };
  'PATCH /products/update/{id}': { path: typeof ProductIdPathSchema; body: typeof UpdateProductSchema; response: Said & { data: ProductDetail } };
  'DELETE /products/delete/{id}': { path: typeof ProductIdPathSchema; response: Said };
  'PATCH /products/deleteProductImageByIndex/{id}': { path: typeof ProductIdPathSchema; body: typeof DeleteImageByIndexSchema; response: Said & { data: ProductDetail } };
  'GET /discount/all': { query: typeof DiscountListQuerySchema; response: { data: Discount[] } };
  'POST /discount/add': { body: typeof AddDiscountSchema; response: { data: Discount } };
  'DELETE /discount/delete/{id}': { path: typeof ProductIdPathSchema; response: Said };
  'POST /quotes/add': { body: typeof AddQuoteSchema; response: Said };
  'POST /leads/add': { body: typeof AddLeadSchema; response: Said };
  'POST /leads/requestQuotes': { body: typeof RequireFormSchema; response: Said & { recipients: number } };
  'GET /leads/inbox': { query: typeof InboxQuerySchema; response: { data: InboxItem[]; nextCursor: string | null } };
  'PATCH /leads/markRead/{id}': { path: typeof InboxIdPathSchema; response: Counted };
  'POST /report/add': { body: typeof BusinessReportSchema; response: Said };

  'GET /blogs/all': { query: typeof ArticleListQuerySchema; response: ArticleListResponse };
  'GET /blogs/getBlogCategories': { response: { data: BlogCategory[] } };
  'GET /blogs/getBlogBySlug': { query: typeof ArticleSlugQuerySchema; response: ArticlePageResponse };
  'GET /blogs/getUserBlogs': { query: typeof MyArticlesQuerySchema; response: ArticleListResponse };
  'GET /blogs/{id}': { path: typeof ArticleIdPathSchema; response: { data: ArticleResponse } };
  'PATCH /blogs/addView/{id}': { path: typeof ArticleIdPathSchema; response: Counted };
  'POST /blogs/add': { body: typeof SaveArticleSchema; response: Counted & Said & { data: ArticleResponse } };
  'PATCH /blogs/update/{id}': { path: typeof ArticleIdPathSchema; body: typeof SaveArticleSchema; response: Counted & Said & { data: ArticleResponse } };
  'DELETE /blogs/delete/{id}': { path: typeof ArticleIdPathSchema; response: Counted & Said };

  'GET /collections/public': { query: typeof PublicCollectionsQuerySchema; response: CollectionPage<CollectionWithBusinesses[]> };
  'GET /collections/{collectionId}': { path: typeof CollectionPathSchema; query: typeof CollectionDetailQuerySchema; response: CollectionPage<CollectionDetail> };
  'POST /collections/add': { body: typeof AddCollectionSchema; response: { data: CollectionResponse } };
  'PATCH /collections/update/{collectionId}': { path: typeof CollectionPathSchema; body: typeof UpdateCollectionSchema; response: Said & { data: CollectionResponse } };
  'PATCH /collections/saveBusiness/{collectionId}': {
    path: typeof SaveBusinessPathSchema;
    query: typeof SaveBusinessQuerySchema;
    body: typeof SaveBusinessBodySchema;
    response: Said & { saved: boolean };
  };
  'PATCH /collections/removeBusiness/{collectionId}': { path: typeof CollectionPathSchema; query: typeof RemoveBusinessQuerySchema; response: Said & { removed: boolean } };

  'GET /reviews/getByUser': { query: typeof ReviewerQuerySchema; response: ReviewerProfile };
  'PATCH /reviews/moderation/dismiss': { body: typeof DismissReportsSchema; response: Said };

  'GET /auth/me': { response: { user: UserResponse } };
  'POST /auth/login': { body: typeof LoginSchema; response: AuthResponse };
  'POST /auth/register': { body: typeof RegisterSchema; response: AuthResponse };
  'POST /auth/googleLogin': { body: typeof GoogleLoginSchema; response: AuthResponse };
  'POST /auth/facebookLogin': { body: typeof FacebookLoginSchema; response: AuthResponse };
  // 204, no body.
  'POST /auth/logout': { body: typeof RefreshSchema; response: void };
  'POST /auth/forgotPassword': { body: typeof ForgotPasswordSchema; response: Said };
  'POST /auth/resetPassword': { body: typeof ResetPasswordSchema; response: Said };
  'PATCH /auth/changePassword': { body: typeof ChangePasswordSchema; response: Said };
  'PATCH /users/update/{userId}': { path: IdPath<'userId'>; body: typeof UpdateUserSchema; response: { user: UserResponse } };
  'GET /users/followers': { query: typeof FollowersQuerySchema; response: MemberPage };
  // Members, or with type=business the businesses the member follows.
  'GET /users/following': { query: typeof FollowingQuerySchema; response: { data: PublicMember[] | FollowedBusiness[]; cursor: string | null } };
  'GET /users/followStatus': { query: typeof FollowStatusQuerySchema; response: { following: boolean } };
  'PATCH /users/followUser': { body: IdPath<'followeeId'>; response: { following: boolean } };
  'POST /uploads/presign': { body: typeof PresignUploadSchema; response: PresignedUpload };

  'GET /employee/all': { query: typeof TeamQuerySchema; response: { data: TeamMember[] } };
  'POST /employee/add': { body: typeof AddEmployeeSchema; response: { data: TeamMember } };
  'PATCH /employee/update/{id}': { path: typeof EmployeeIdPathSchema; body: typeof UpdateEmployeeSchema; response: { data: TeamMember } };
  // 204, no body.
  'DELETE /employee/delete/{id}': { path: typeof EmployeeIdPathSchema; response: void };

  'GET /businesses/getBySlug': { query: typeof BusinessBySlugQuerySchema; response: BusinessProfileResponse };
  'POST /businesses/{id}': { path: typeof IdPathSchema; body: typeof BusinessForEditBodySchema; response: { data: BusinessResponse } };
  'POST /businesses/add': { body: typeof AddBusinessRequestSchema; response: BusinessResponse };
  'PATCH /businesses/update/{id}': { path: typeof IdPathSchema; body: typeof SaveBusinessSchema; response: { data: BusinessResponse } };
  'POST /businesses/submitEditRequest': { body: typeof SubmitEditRequestSchema; response: Said & { data: { _id: string; status: string } } };
  'PATCH /businesses/businessViews': { body: typeof BusinessViewSchema; response: Counted };
  'PATCH /businesses/followOrUnfollowBusiness': { body: typeof BusinessRefSchema; response: Said & { following: boolean } };
  'GET /businesses/getBusinessFollowers': { query: typeof BusinessFollowersQuerySchema; response: { followers: UserResponse[] } };
  'GET /businesses/getUserBusiness': { query: typeof UserBusinessesQuerySchema; response: { data: BusinessResponse[]; pagination: { page: number; limit: number; total: number } } };
  'GET /businesses/generateContent': { query: typeof GenerateContentQuerySchema; response: { content: string } };
  'GET /amenity/all': { response: { amenities: AmenityResponse[] } };

  'GET /city/all': { query: typeof CityQuerySchema; response: CityListResponse };
  'POST /city/findLocation': { body: typeof FindLocationSchema; response: FindLocationResponse };
  'POST /feedback/add': { body: typeof FeedbackSchema; response: Said };
  'GET /search': { query: typeof SearchQuerySchema; response: SearchResponse };
  'GET /businesses/all': { query: typeof ListingsQuerySchema; response: ListingsResponse };
  'GET /businesses/getTopReviewedBusinesses': { query: typeof CityListQuerySchema; response: { data: BusinessCard[] } };
  'GET /businesses/getRecentlyReviewedBusinesses': { query: typeof CityListQuerySchema; response: { data: BusinessCard[] } };
  'GET /businesses/getRecentlyViewedBusinesses': { query: typeof CityListQuerySchema; response: { data: BusinessCard[] } };
  'POST /businesses/approveEditRequest/{id}': { path: typeof IdPathSchema; response: Said };
  'POST /businesses/rejectEditRequest/{id}': { path: typeof IdPathSchema; response: Said };
  'POST /duplicate/add': { body: typeof RemovalRequestSchema; response: Said };
  'GET /users/getBySlug': { query: IdPath<'slug'>; response: { user: PublicMember } };

  'GET /homeCat/all': { response: { data: HomeCategory[] } };
  'GET /advertisements/all': { query: typeof AdvertisementsQuerySchema; response: { data: Advertisement[] } };
  'GET /footer/getFooters': { response: { data: FooterGroup[] } };
  'GET /static-pages/all': { query: typeof StaticPagesQuerySchema; response: { results: StaticPage[] } };
  'GET /trendingBusiness/all': { query: typeof TrendingQuerySchema; response: { data: TrendingSearch[] } };

  'GET /categories/all': MainCategories;
  'GET /categories/getCatBySlug': CategoryBySlug;
  'GET /categories/getDescByCategoryId': CategoryDescription;
  'GET /subcategories/all': LevelCategories;
  'GET /subcategories/subCatByParent/{id}': { path: typeof SubCategoryParentPathSchema; query: typeof CategoryPageQuerySchema; response: CategoryPageResponse };
  'GET /subsub/all': LevelCategories;
  'GET /subsub/subsubCatByParent': { query: typeof SubSubByParentQuerySchema; response: CategoryPageResponse };
  'GET /subsub/subsubCatByMainParent': { query: typeof SubSubByMainParentQuerySchema; response: CategoryPageResponse };
  'GET /pcategories/all': MainCategories;
  'GET /pcategories/getCatBySlug': CategoryBySlug;
  'GET /pcategories/getDescByCategoryId': CategoryDescription;
  'GET /psubcategories/all': LevelCategories;
  'GET /psubcategories/subCatByParent/{parentId}': { path: typeof ProductSubCategoryParentPathSchema; query: typeof CategoryPageQuerySchema; response: CategoryPageResponse };
  'GET /psubsub/all': LevelCategories;
  'GET /psubsub/subsubCatByParent': { query: typeof SubSubByParentQuerySchema; response: CategoryPageResponse };
  'GET /product-categories/all': { query: typeof ProductCategoryListQuerySchema; response: CategoryPageResponse };
  'POST /categories/add': CategoryAdd<typeof CategoryInputSchema>;
  'PATCH /categories/update/{id}': CategoryUpdate<typeof MainCategoryUpdateSchema>;
  'POST /subcategories/add': CategoryAdd<typeof SubCategoryInputSchema>;
  'PATCH /subcategories/update/{id}': CategoryUpdate<typeof SubCategoryUpdateSchema>;
  'POST /subsub/add': CategoryAdd<typeof SubSubCategoryInputSchema>;
  'PATCH /subsub/update/{id}': CategoryUpdate<typeof SubSubCategoryUpdateSchema>;
  'POST /pcategories/add': CategoryAdd<typeof CategoryInputSchema>;
  'PATCH /pcategories/update/{id}': CategoryUpdate<typeof MainCategoryUpdateSchema>;
  'POST /psubcategories/add': CategoryAdd<typeof SubCategoryInputSchema>;
  'PATCH /psubcategories/update/{id}': CategoryUpdate<typeof SubCategoryUpdateSchema>;
  'POST /psubsub/add': CategoryAdd<typeof SubSubCategoryInputSchema>;
  'PATCH /psubsub/update/{id}': CategoryUpdate<typeof SubSubCategoryUpdateSchema>;
  'POST /product-categories/add': CategoryAdd<typeof ProductCategoryInputSchema>;
  'PATCH /product-categories/update/{id}': CategoryUpdate<typeof ProductCategoryUpdateSchema>;
}

export type ApiRoute = keyof ApiContract;
/** What a route answers. */
export type ApiResponse<R extends ApiRoute> = ApiContract[R]['response'];

// A part whose fields are all optional (a filter) may be left out.
// Not distributive ([C]): spread over every route, the three parts' intersection is too large for the compiler.
type Part<C, K extends 'query' | 'body' | 'path'> = [C] extends [{ [P in K]: z.core.$ZodType }]
  ? Partial<z.input<C[K]>> extends z.input<C[K]>
    ? { [P in K]?: z.input<C[K]> }
    : { [P in K]: z.input<C[K]> }
  : { [P in K]?: never };
/** What a call of a route sends: its query, body and path parameters as their schemas accept them. */
export type ApiInput<R extends ApiRoute> = Part<ApiContract[R], 'query'> & Part<ApiContract[R], 'body'> & Part<ApiContract[R], 'path'>;
