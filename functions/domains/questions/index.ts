import { getBusinessById } from '../../data/entities/business';
import { addQuestion, answerQuestion, findQuestion, listQuestions } from '../../data/entities/question';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type DomainRoutes } from '../../lib/http';
import { AddQuestionSchema, AnswerQuestionSchema, QuestionIdPathSchema, QuestionsQuerySchema } from '../../../shared/schemas/listing-feedback';
import { canManage } from '../../data/responses/business-response';
import { toQuestionResponse } from './question-response';

export const questionsRoutes: DomainRoutes<'questions'> = {
  // A listing's questions and answers, newest first.
  'GET /questions/all': defineRoute({
    query: QuestionsQuerySchema,
    handler: async ({ query }) => ({ data: (await listQuestions(query.businessId)).map(toQuestionResponse) }),
  }),

  // Asks a listing a question (signed in, at most 200 characters); the caller is the asker.
  'POST /questions/add': defineRoute({
    body: AddQuestionSchema,
    handler: async ({ body, caller }) => {
      const business = await getBusinessById(body.businessId);
      if (!business) throw new NotFoundError('Business not found');
      const question = await addQuestion({ businessId: business.businessId, question: body.question, askedBy: caller!.sub, cityName: business.cityName });
      return reply(201, { message: 'Your question has been submitted successfully.', data: toQuestionResponse(question) });
    },
  }),

  // Answers a question: the listing's owner or an admin.
  'PATCH /questions/answer/{id}': defineRoute({
    path: QuestionIdPathSchema,
    body: AnswerQuestionSchema,
    handler: async ({ path, body, caller }) => {
      const question = await findQuestion(path.id);
      if (!question) throw new NotFoundError('Question not found');
      const business = await getBusinessById(question.businessId);
      if (!business || !canManage(business, caller)) throw new ForbiddenError('Only the owner of this business or an admin can answer');
      const answered = await answerQuestion(question, body.answer, caller!.sub);
      if (!answered) throw new NotFoundError('Question not found');
      return { data: toQuestionResponse(answered) };
    },
  }),
};

export const handler = createDomainHandler('questions', questionsRoutes);
