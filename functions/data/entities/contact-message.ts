import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { contactStatuses, type ContactMessageInput, type ContactStatusUpdate } from '../../../shared/schemas/contactus';
import { isConditionFailure, NotFoundError } from '../../lib/errors';
import { entityConfig } from '../client';
import { msg } from '../../../shared/i18n/catalog';

/**
 * A message sent through the public contact form (spec 1 §3). Listed newest
 * first from one partition (gsi1); an admin moves it from pending to Checked,
 * or to Left with a note (messageOfLeft).
 */
export const ContactMessageEntity = new Entity(
  {
    model: { entity: 'contactMessage', version: '1', service: 'sbiz' },
    attributes: {
      messageId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      catalogue: { type: ['contactMessages'] as const, required: true, readOnly: true, default: 'contactMessages' },
      name: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true, readOnly: true },
      subject: { type: 'string', required: true, readOnly: true },
      message: { type: 'string', required: true, readOnly: true },
      status: { type: contactStatuses, required: true, default: 'pending' },
      messageOfLeft: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString(), watch: '*' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['messageId'] }, sk: { field: 'sk', composite: [] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['catalogue'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'messageId'] } },
    },
  },
  entityConfig(),
);

export type ContactMessageItem = EntityItem<typeof ContactMessageEntity>;

/** Files a visitor's message as pending. */
export async function createContactMessage(input: ContactMessageInput): Promise<ContactMessageItem> {
  const { data } = await ContactMessageEntity.create(input).go();
  return data;
}

/** Every message, newest first (the admin table filters and pages them; a few thousand at most). */
export async function listContactMessages(): Promise<ContactMessageItem[]> {
  const { data } = await ContactMessageEntity.query.newestFirst({ catalogue: 'contactMessages' }).go({ pages: 'all', order: 'desc' });
  return data;
}

/** Sets a message's status; the note is kept only while it is Left. 404 when there is no such message. */
export async function setContactStatus(messageId: string, update: ContactStatusUpdate): Promise<ContactMessageItem> {
  const patch = ContactMessageEntity.patch({ messageId }).set({ status: update.status });
  const written = update.status === 'Left' ? patch.set({ messageOfLeft: update.messageOfLeft }) : patch.remove(['messageOfLeft']);
  try {
    const { data } = await written.go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(msg('Message not found'), { cause: error });
    throw error;
  }
}
