import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/manifest';
import { startHarness, type Harness } from './harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api.stop());

/** A concrete path for a route template: every {param} gets a made-up value. */
const concrete = (path: string) => path.replace(/\{\w+\}/g, 'probe-id');

describe('the local gateway answers every manifest route', () => {
  it.each(routes.map((route) => [route.method as string, route.path as string] as const))('%s %s reaches its handler', async (method, path) => {
    const response = await fetch(`${api.url}/api${concrete(path)}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: ['GET', 'DELETE'].includes(method) ? undefined : '{}',
    });
    const body = await response.json().catch(() => ({}));
    // Handlers answer with their own statuses (400 for the empty body, 401 without a token…),
    // never the gateway's "No route" 404 or a 5xx.
    expect(body.message ?? '').not.toMatch(/^No route for/);
    expect(response.status).toBeLessThan(500);
  });

  it('answers an unknown path with a JSON 404', async () => {
    const response = await fetch(`${api.url}/api/definitely/not/a/route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No route for /api/definitely/not/a/route' });
  });

  it('answers a known path with the wrong method with 405', async () => {
    expect((await fetch(`${api.url}/api/auth/login`, { method: 'GET' })).status).toBe(405);
  });

  it('GET /health reports DynamoDB and S3', async () => {
    const response = await api.call('GET', '/health');
    expect(response).toMatchObject({ status: 200, body: { status: 'ok', dynamodb: 'ok', s3: 'ok' } });
  });

  it('serves /config.json for the SPA', async () => {
    const response = await fetch(`${api.url}/config.json`);
    expect(await response.json()).toEqual({ apiBase: '/api', websocketUrl: expect.stringMatching(/^ws:\/\/.+\/ws$/) });
  });
});
