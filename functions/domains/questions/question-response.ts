import type { QuestionItem } from '../../data/entities/question';
import type { QuestionResponse } from '../../../shared/schemas/listing-feedback';

/** A question as the API returns it (spec 1 §3 Question). */
export function toQuestionResponse(question: QuestionItem): QuestionResponse {
  return {
    _id: question.questionId,
    question: question.question,
    answer: question.answer ?? null,
    businessId: question.businessId,
    createdAt: question.createdAt,
    answeredAt: question.answeredAt ?? null,
  };
}
