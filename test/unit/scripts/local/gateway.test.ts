import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markReady, markStarting } from '../../../../functions/lib/readiness';
import { startGateway, type Gateway } from '../../../../scripts/local/gateway';

/** A raw request, so that the Host header and the path go out exactly as written. */
function send(gateway: Gateway, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = new URL(gateway.url);
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers, setHost: !('Host' in headers) }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the local gateway', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startGateway({ port: 0 });
  });
  afterAll(() => gateway.close());

  it('survives a Host header that is not a host', async () => {
    for (const host of ['a b', '[::1', 'ex ample:99999', '%']) {
      const answer = await send(gateway, '/config.json', { Host: host });
      expect(answer.status, host).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ apiBase: '/api' });
    }
    // …and keeps serving afterwards.
    expect((await send(gateway, '/api/nowhere')).status).toBe(404);
  });

  it('answers 400 Malformed path to a broken percent-escape, in the API and the SPA', async () => {
    for (const [method, path] of [
      ['PATCH', '/api/users/update/%E0%A4%A'],
      ['GET', '/api/subcategories/subCatByParent/%zz'],
      ['GET', '/%E0%A4%A'],
    ] as const) {
      const answer = await send(gateway, path, {}, method);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Malformed path' });
    }
  });

  it('answers 400 to a request line that is not HTTP and keeps serving', async () => {
    const { port } = new URL(gateway.url);
    const { connect } = await import('node:net');
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await send(gateway, '/api/nowhere')).status).toBe(404);
  });

  it('answers only the health check while the stack starts, and everything once it is ready', async () => {
    markStarting('seeding demo data');
    try {
      const api = await send(gateway, '/api/businesses/all');
      expect(api.status).toBe(503);
      expect(JSON.parse(api.body)).toEqual({ message: 'Sbiz is starting: seeding demo data. Try again in a few seconds.' });
      const page = await send(gateway, '/in/pune');
      expect(page.status).toBe(503);
      expect(page.body).toContain('<h1>Sbiz is starting</h1>');
      // The health check reaches its own handler, which says how far the start is.
      expect((await send(gateway, '/api/health')).body).not.toContain('Try again in a few seconds');
    } finally {
      markReady();
    }
    expect((await send(gateway, '/api/nowhere')).status).toBe(404);
  });
});

describe("the local gateway's static files", () => {
  let gateway: Gateway;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'sbiz-gateway-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'export const answer = 42;');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    gateway = await startGateway({ port: 0, webDist });
  });
  afterAll(() => gateway.close());

  it("sends a hashed file under /assets/ with HSTS and nosniff only, as CloudFront's /assets/* behaviour does, and other files with the page's full set", async () => {
    const asset = await send(gateway, '/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers).toMatchObject({
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'br',
    });
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy']) expect(asset.headers, name).not.toHaveProperty(name);

    const favicon = await send(gateway, '/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(favicon.headers).toMatchObject({ 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-content-type-options': 'nosniff' });
    expect(favicon.headers['permissions-policy']).toContain('geolocation=(self)');
  });
});

describe('toProxyEvent', () => {
  it('keeps query keys named after Object.prototype members as plain keys', async () => {
    const { toProxyEvent } = await import('../../../../scripts/local/proxy-event');
    const { matchRoute } = await import('../../../../scripts/local/route-matcher');
    const url = new URL('http://localhost/api/health?toString=x&__proto__=y&constructor=z&hasOwnProperty=1&a=1&a=2');
    const match = matchRoute('GET', url.pathname);
    if (typeof match !== 'object') throw new Error('no /health route');
    const incoming = { method: 'GET', headers: { host: 'localhost', __proto__: 'h' }, socket: {} } as never;
    const event = toProxyEvent(incoming, url, match, Buffer.alloc(0));
    expect({ ...event.queryStringParameters }).toEqual({ toString: 'x', ['__proto__']: 'y', constructor: 'z', hasOwnProperty: '1', a: '2' });
    expect(event.multiValueQueryStringParameters?.a).toEqual(['1', '2']);
    expect(event.multiValueQueryStringParameters?.toString).toEqual(['x']);
  });
});
