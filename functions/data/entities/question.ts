import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';

/** A question a user asked on a listing, and the owner's or an admin's answer. */
export const QuestionEntity = new Entity(
  {
    model: { entity: 'question', version: '1', service: 'sbiz' },
    attributes: {
      businessId: { type: 'string', required: true, readOnly: true },
      questionId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      question: { type: 'string', required: true, readOnly: true },
      askedBy: { type: 'string', required: true, readOnly: true },
      cityName: { type: 'string' },
      answer: { type: 'string' },
      answeredBy: { type: 'string' },
      answeredAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byBusiness: { pk: { field: 'pk', composite: ['businessId'] }, sk: { field: 'sk', composite: ['createdAt', 'questionId'] } },
      byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['questionId'] }, sk: { field: 'gsi1sk', composite: [] } },
    },
  },
  entityConfig(),
);

export type QuestionItem = EntityItem<typeof QuestionEntity>;

/** Files a visitor's question on a listing, unanswered. */
export async function addQuestion(input: Pick<QuestionItem, 'businessId' | 'question' | 'askedBy' | 'cityName'>) {
  const { data } = await QuestionEntity.create(input).go();
  return data;
}

/** A listing's questions, newest first. */
export async function listQuestions(businessId: string, limit = 100): Promise<QuestionItem[]> {
  const { data } = await QuestionEntity.query.byBusiness({ businessId }).go({ order: 'desc', limit });
  return data;
}

/** Which question has this id (and so which listing it is on)? */
export async function findQuestion(questionId: string): Promise<QuestionItem | undefined> {
  const { data } = await QuestionEntity.query.byId({ questionId }).go({ limit: 1 });
  return data[0];
}

/** Records (or replaces) the answer; undefined when the question is gone (guarded by existence). */
export async function answerQuestion(question: QuestionItem, answer: string, answeredBy: string) {
  try {
    const { data } = await QuestionEntity.patch({ businessId: question.businessId, createdAt: question.createdAt, questionId: question.questionId })
      .set({ answer, answeredBy, answeredAt: new Date().toISOString() })
      .go({ response: 'all_new' });
    return data as QuestionItem;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
