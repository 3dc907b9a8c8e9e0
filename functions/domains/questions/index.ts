import { getMany } from '../../data/batch-get';
import { BusinessEntity, getBusinessById } from '../../data/entities/business';
import { addQuestion, answerQuestion, findQuestion, listOwnerQuestions, listQuestions } from '../../data/entities/question';
import { readCursor, signCursor } from '../../lib/cursor';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type DomainRoutes } from '../../lib/http';
import {
  AddQuestionSchema,
  AnswerQuestionSchema,
  OwnerQuestionsQuerySchema,
  QuestionIdPathSchema,
  QuestionsQuerySchema,
  type OwnerQuestionRow,
  type OwnerQuestionsPage,
} from '../../../shared/schemas/listing-feedback';
import { canManage } from '../../data/responses/business-response';
import type { ApiResponse } from '../../../shared/api/contract';
import { toQuestionResponse } from './question-response';
import { msg } from '../../../shared/i18n/catalog';

export const questionsRoutes: DomainRoutes<'questions'> = {
  // A listing's questions and answers, newest first.
  'GET /questions/all': defineRoute({
    query: QuestionsQuerySchema,
    handler: async ({ query }): Promise<ApiResponse<'GET /questions/all'>> => ({ data: (await listQuestions(query.businessId)).map(toQuestionResponse) }),
  }),

  // Asks a listing a question (signed in, at most 200 characters); the caller is the asker.
  'POST /questions/add': defineRoute({
    body: AddQuestionSchema,
    handler: async ({ body, caller }) => {
      const business = await getBusinessById(body.businessId);
      if (!business) throw new NotFoundError(msg('Business not found'));
      const question = await addQuestion({ businessId: business.businessId, question: body.question, askedBy: caller.sub, cityName: business.cityName, ownerId: business.ownerId });
      return reply(201, { message: 'Your question has been submitted successfully.', data: toQuestionResponse(question) });
    },
  }),

  // Answers a question: the listing's owner or an admin.
  'PATCH /questions/answer/{id}': defineRoute({
    path: QuestionIdPathSchema,
    body: AnswerQuestionSchema,
    handler: async ({ path, body, caller }): Promise<ApiResponse<'PATCH /questions/answer/{id}'>> => {
      const question = await findQuestion(path.id);
      if (!question) throw new NotFoundError(msg('Question not found'));
      const business = await getBusinessById(question.businessId);
      if (!business || !canManage(business, caller)) throw new ForbiddenError(msg('Only the owner of this business or an admin can answer'));
      const answered = await answerQuestion(question, body.answer, caller.sub);
      if (!answered) throw new NotFoundError(msg('Question not found'));
      return { data: toQuestionResponse(answered) };
    },
  }),

  // The owner's questions across all their listings, unanswered first (one GSI query per page).
  // Owners see their own; only an admin may name another owner.
  'GET /questions/owner': defineRoute({
    query: OwnerQuestionsQuerySchema,
    handler: async ({ query, caller }): Promise<OwnerQuestionsPage> => {
      const ownerId = query.ownerId ?? caller.sub;
      if (ownerId !== caller.sub && caller.role !== 'admin') throw new ForbiddenError(msg("You don't have access to another owner's questions"));
      const page = await listOwnerQuestions(ownerId, query.limit, await readCursor(query.cursor));
      return { data: await ownerQuestionRows(page.data), nextCursor: await signCursor(page.cursor) };
    },
  }),
};

/** Pairs a page of questions with their listings (one batch read); a question whose listing is gone is left out. */
async function ownerQuestionRows(questions: Awaited<ReturnType<typeof listOwnerQuestions>>['data']): Promise<OwnerQuestionRow[]> {
  const listings = await getMany(questions.map((question) => BusinessEntity.get({ businessId: question.businessId })));
  return questions.flatMap((question, index) => {
    const raw = listings[index];
    const listing = raw ? BusinessEntity.parse({ Item: raw }).data : undefined;
    if (!listing) return [];
    return [{ ...toQuestionResponse(question), business: { _id: listing.businessId, name: listing.name, slug: listing.slug, cityName: listing.cityName } }];
  });
}

export const handler = createDomainHandler('questions', questionsRoutes);
