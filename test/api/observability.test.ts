import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger, metrics } from '../../functions/lib/observability';
import { startHarness, type Harness } from './harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(async () => {
  await api.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('WARN');
});

/** A request with headers of our own (the harness's call sends none but the token). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  return fetch(`${api.url}/api${path}`, { method, headers: { 'Content-Type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/** The metrics one request recorded, as `name=value` (latency as `ms`), and the dimensions it set. */
function recordMetrics() {
  const addMetric = vi.spyOn(metrics, 'addMetric');
  const addDimension = vi.spyOn(metrics, 'addDimension');
  return {
    recorded: () => addMetric.mock.calls.map(([name, , value]) => `${name}=${name === 'latency' ? 'ms' : value}`).sort(),
    dimensions: () => addDimension.mock.calls.map(([name, value]) => `${name}=${value}`),
  };
}

describe('correlation id', () => {
  it('is the client’s x-correlation-id when it looks like an id, and comes back as X-Correlation-Id', async () => {
    const response = await send('GET', '/health', { 'x-correlation-id': 'web-3f9c2a7e-0001' });
    expect(response.headers.get('x-correlation-id')).toBe('web-3f9c2a7e-0001');
  });

  it('is the gateway’s request id when the client sends none or one that is not an id', async () => {
    for (const given of [undefined, 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(65), 'short']) {
      const response = await send('GET', '/health', given === undefined ? {} : { 'x-correlation-id': given });
      const correlationId = response.headers.get('x-correlation-id');
      expect(correlationId, String(given)).toMatch(/^[0-9a-f-]{36}$/);
    }
    // And on errors too: a 401 carries it.
    expect((await send('GET', '/auth/me')).headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('per-route metrics', () => {
  it('count a 4xx against the manifest route (not the raw path), with its latency and no 5xx', async () => {
    const { recorded, dimensions } = recordMetrics();
    expect((await send('GET', '/auth/me')).status).toBe(401);
    expect(dimensions()).toEqual(['route=GET /auth/me']);
    expect(recorded()).toEqual(['clientError=1', 'latency=ms', 'serverError=0']);
  });

  it('count a success as neither', async () => {
    const { recorded, dimensions } = recordMetrics();
    expect((await send('GET', '/health')).status).toBe(200);
    expect(dimensions()).toEqual(['route=GET /health']);
    expect(recorded()).toEqual(['clientError=0', 'latency=ms', 'serverError=0']);
  });
});

describe('request logs', () => {
  it('name the route, the caller’s id and the correlation id, and never the token, email or body', async () => {
    const email = `observed.${Date.now()}@example.in`;
    const session = await api.signUp({ email });
    // The harness's stream poller shares this process's logger (a Lambda never runs two invocations at once):
    // let it apply the sign-up's records, then stop it, or a batch (the refused change's own records, on a slow
    // machine) resets the logger's keys mid-request. The last test of the file: nothing after it needs the stream.
    await api.poller.drain();
    await api.poller.stop();
    const lines: string[] = [];
    // The suites log at WARN, and each invocation returns the logger to that level: hold it at INFO for this request.
    logger.setLogLevel('INFO');
    vi.spyOn(logger, 'refreshSampleRateCalculation').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));

    const response = await send(
      'PATCH',
      '/auth/changePassword',
      { Authorization: `Bearer ${session.tokens.access.token}`, 'x-correlation-id': 'obs-test-0001' },
      { currentPassword: 'not-it-at-all', newPassword: 'Another-Long-Passw0rd' },
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    const requestLine = lines.find((line) => line.includes('request') && line.includes('[obs-test-0001]'));
    expect(requestLine, lines.join('\n')).toBeDefined();
    expect(requestLine).toContain('PATCH /auth/changePassword');
    expect(requestLine).toContain(`"callerId":"${session.user._id}"`);
    expect(requestLine).toContain(`"status":${response.status}`);
    for (const line of lines) {
      expect(line).not.toContain(session.tokens.access.token);
      expect(line).not.toContain(email);
      expect(line).not.toContain('Another-Long-Passw0rd');
    }
  });
});
