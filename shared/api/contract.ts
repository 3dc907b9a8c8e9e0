/**
 * The API's contract, keyed by the manifest's route keys: each route's input
 * schemas and the response its handler returns. Types only (nothing here runs),
 * so the web's typed client (web/src/lib/api-route.ts) checks a call's input
 * and types its answer at compile time, and functions/contract-check.ts checks
 * that every key names a manifest route and every handler returns this type.
 * Routes join as the web moves onto the typed client.
 */
import type * as z from 'zod';
import type { EditRequestResponse, EditRequestsPage, EditRequestsQuerySchema, IdPathSchema } from '../schemas/business';
import type { BusinessCollectionsQuerySchema, BusinessCollectionsResponse, UserCollectionsQuerySchema, UserCollectionsResponse } from '../schemas/collection';
import type { AddQuestionSchema, AnswerQuestionSchema, QuestionIdPathSchema, QuestionResponse, QuestionsQuerySchema } from '../schemas/listing-feedback';
import type { ModerationQuerySchema, ModerationQueuePage } from '../schemas/review';

/** One route: the schemas of what it reads (query string, JSON body, path parameters) and what it answers. */
export interface RouteContract {
  query?: z.ZodType;
  body?: z.ZodType;
  path?: z.ZodType;
  response: unknown;
}

export interface ApiContract {
  'GET /collections/all': { query: typeof UserCollectionsQuerySchema; response: UserCollectionsResponse };
  'GET /collections/getPublicCollectionsByBusiness': { query: typeof BusinessCollectionsQuerySchema; response: BusinessCollectionsResponse };
  'GET /questions/all': { query: typeof QuestionsQuerySchema; response: { data: QuestionResponse[] } };
  'POST /questions/add': { body: typeof AddQuestionSchema; response: { message: string; data: QuestionResponse } };
  'PATCH /questions/answer/{id}': { path: typeof QuestionIdPathSchema; body: typeof AnswerQuestionSchema; response: { data: QuestionResponse } };
  'GET /reviews/moderation': { query: typeof ModerationQuerySchema; response: ModerationQueuePage };
  'GET /businesses/getEditRequests': { query: typeof EditRequestsQuerySchema; response: EditRequestsPage };
  'GET /businesses/getEditRequest/{id}': { path: typeof IdPathSchema; response: EditRequestResponse };
}

export type ApiRoute = keyof ApiContract;
/** What a route answers. */
export type ApiResponse<R extends ApiRoute> = ApiContract[R]['response'];

type Part<C, K extends 'query' | 'body' | 'path'> = C extends { [P in K]: z.ZodType } ? { [P in K]: z.input<C[K]> } : { [P in K]?: never };
/** What a call of a route sends: its query, body and path parameters as their schemas accept them. */
export type ApiInput<R extends ApiRoute> = Part<ApiContract[R], 'query'> & Part<ApiContract[R], 'body'> & Part<ApiContract[R], 'path'>;
