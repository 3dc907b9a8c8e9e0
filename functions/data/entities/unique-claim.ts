import { Entity } from 'electrodb';
import { entityConfig } from '../client';

/**
 * A claim on a unique value within a scope (an email, a user slug, a business
 * slug in a city). Created in the same transaction as the thing that owns it:
 * ElectroDB's create() carries attribute_not_exists, so a second claim fails
 * the whole transaction instead of leaving a duplicate.
 */
export const UniqueClaimEntity = new Entity(
  {
    model: { entity: 'uniqueClaim', version: '1', service: 'sbiz' },
    attributes: {
      scope: { type: ['email', 'userSlug', 'businessSlug', 'categorySlug', 'eventSlug', 'productSlug', 'discountCode'] as const, required: true, readOnly: true },
      value: { type: 'string', required: true, readOnly: true },
      ownerId: { type: 'string', required: true },
    },
    indexes: {
      byValue: { pk: { field: 'pk', composite: ['scope', 'value'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);
