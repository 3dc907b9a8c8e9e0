import { Entity } from 'electrodb';
import { entityConfig } from '../client';

/** An open WebSocket connection of a signed-in user (API Gateway's connectionId). */
export const SocketConnectionEntity = new Entity(
  {
    model: { entity: 'socketConnection', version: '1', service: 'sbiz' },
    attributes: {
      connectionId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      connectedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      /** API Gateway drops idle connections after 2 hours; TTL cleans up any $disconnect we missed. */
      ttl: { type: 'number', required: true, default: () => Math.floor(Date.now() / 1000) + 2 * 60 * 60 },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['connectionId'] }, sk: { field: 'sk', composite: [] } },
      byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['connectionId'] } },
    },
  },
  entityConfig(),
);
