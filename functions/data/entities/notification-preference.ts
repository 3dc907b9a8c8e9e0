import { Entity } from 'electrodb';
import { notificationKinds, type NotificationChannel, type NotificationKind } from '../../../shared/schemas/notifications';
import { entityConfig } from '../client';

/** The attribute holding one switch: `email_leads`, `inApp_reviews`… */
export const switchAttribute = (channel: NotificationChannel, kind: NotificationKind) => `${channel}_${kind}` as const;

const switchAttributes = Object.fromEntries(
  notificationKinds.flatMap((kind) => (['inApp', 'email'] as const).map((channel) => [switchAttribute(channel, kind), { type: 'boolean' as const }])),
) as Record<`${NotificationChannel}_${NotificationKind}`, { type: 'boolean' }>;

/**
 * One user's notification switches (issue #27 §2). A user who never chose has
 * no item, and a switch never set has no attribute: readers take the default
 * for whatever is missing (functions/domains/notifications/preferences.ts), so
 * a kind added later starts switched on for everyone. One attribute per switch
 * lets a PATCH set only what it changes, so two tabs changing different
 * switches at once do not undo each other.
 */
export const NotificationPreferenceEntity = new Entity(
  {
    model: { entity: 'notificationPreference', version: '1', service: 'sbiz' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      ...switchAttributes,
      dailyDigest: { type: 'boolean' },
      /** The language of the mails (issue #28); English when never chosen. */
      language: { type: ['en', 'hi'] as const },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
    },
    indexes: {
      byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);
