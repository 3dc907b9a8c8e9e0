import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markReady, markStarting } from '../../functions/lib/readiness';
import { startHarness, type Harness } from './harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(async () => {
  markReady();
  await api.stop();
});

describe('GET /health while the stack starts', () => {
  it('answers 503 starting until the stack says it is ready, then 200', async () => {
    markStarting('seeding demo data');
    expect(await api.call('GET', '/health')).toMatchObject({ status: 503, body: { status: 'starting', message: 'Sbiz is starting: seeding demo data' } });
    markReady();
    expect(await api.call('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok', dynamodb: 'ok', s3: 'ok' } });
  });
});
