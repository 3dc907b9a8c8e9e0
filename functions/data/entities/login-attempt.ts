import { Entity } from 'electrodb';
import { entityConfig } from '../client';

/** Failed sign-ins for one email within the current window; TTL ends the window. */
export const LoginAttemptEntity = new Entity(
  {
    model: { entity: 'loginAttempt', version: '1', service: 'sbiz' },
    attributes: {
      email: { type: 'string', required: true, readOnly: true },
      failures: { type: 'number', required: true, default: 0 },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);
