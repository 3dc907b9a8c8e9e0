import { Entity } from 'electrodb';
import { entityConfig } from '../client';

/** How long a record's "applied" marker is kept: longer than a stream keeps records (24 h). */
const MARKER_SECONDS = 3 * 24 * 60 * 60;

/** "This stream record has been applied by this reactor": the guard that makes a retried record a no-op. */
export const StreamMarkerEntity = new Entity(
  {
    model: { entity: 'streamMarker', version: '1', service: 'sbiz' },
    attributes: {
      reactor: { type: 'string', required: true, readOnly: true },
      recordId: { type: 'string', required: true, readOnly: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byRecord: { pk: { field: 'pk', composite: ['reactor', 'recordId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);

/** Claims a stream record for a reactor; the write fails when the record was applied before. */
export const streamMarkerCreate = (marker: { reactor: string; recordId: string }) => StreamMarkerEntity.create({ ...marker, ttl: Math.floor(Date.now() / 1000) + MARKER_SECONDS });

/** The same claim as a transaction operation. */
export const streamMarkerPut = (marker: { reactor: string; recordId: string }) => ({ Put: streamMarkerCreate(marker).params() });
