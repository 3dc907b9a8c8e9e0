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
      /** The listing's owner, copied at asking and re-pointed by a stream reactor when the listing changes hands: keys the owner's list. */
      ownerId: { type: 'string' },
      /** 'open' sorts above 'answered' in the owner's list (read newest first), so unanswered questions come first. */
      answerState: { type: ['open', 'answered'] as const, required: true, default: 'open' },
      answer: { type: 'string' },
      answeredBy: { type: 'string' },
      answeredAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byBusiness: { pk: { field: 'pk', composite: ['businessId'] }, sk: { field: 'sk', composite: ['createdAt', 'questionId'] } },
      byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['questionId'] }, sk: { field: 'gsi1sk', composite: [] } },
      byOwner: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['ownerId'] }, sk: { field: 'gsi2sk', composite: ['answerState', 'createdAt', 'questionId'] } },
    },
  },
  entityConfig(),
);

export type QuestionItem = EntityItem<typeof QuestionEntity>;

/** Files a visitor's question on a listing, unanswered. */
export async function addQuestion(input: Pick<QuestionItem, 'businessId' | 'question' | 'askedBy' | 'cityName' | 'ownerId'>) {
  const { data } = await QuestionEntity.create(input).go();
  return data;
}

/** A listing's questions, newest first. */
export async function listQuestions(businessId: string, limit = 100): Promise<QuestionItem[]> {
  const { data } = await QuestionEntity.query.byBusiness({ businessId }).go({ order: 'desc', limit });
  return data;
}

/** Questions on all of one owner's listings: unanswered first, newest first within each group. */
export async function listOwnerQuestions(ownerId: string, limit: number, cursor: string | null) {
  return QuestionEntity.query.byOwner({ ownerId }).go({ order: 'desc', limit, cursor });
}

/** Points a listing's questions at its new owner (after a claim or a transfer), page by page. */
export async function reassignQuestions(businessId: string, ownerId: string) {
  let cursor: string | null = null;
  do {
    const page: { data: QuestionItem[]; cursor: string | null } = await QuestionEntity.query.byBusiness({ businessId }).go({ limit: 100, cursor });
    for (const question of page.data.filter((item) => item.ownerId !== ownerId)) {
      await QuestionEntity.patch({ businessId, createdAt: question.createdAt, questionId: question.questionId })
        .set({ ownerId })
        .composite({ answerState: question.answerState })
        .go()
        .catch((error: unknown) => {
          // Deleted meanwhile: nothing to re-point.
          if (!isConditionFailure(error)) throw error;
        });
    }
    cursor = page.cursor;
  } while (cursor);
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
      .set({ answer, answeredBy, answeredAt: new Date().toISOString(), answerState: 'answered' })
      .composite(question.ownerId ? { ownerId: question.ownerId } : {})
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
