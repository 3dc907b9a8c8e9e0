import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/local/ports';
import { startLocalS3, type LocalS3 } from '../../../../scripts/local/s3';

const BUCKET = 'sbiz-unit-uploads';
const REGION = 'ap-south-1';
const credentials = { accessKeyId: 'AKIAUNITTEST', secretAccessKey: 'unit-test-secret-access-key' };
const SPA_ORIGIN = 'http://localhost:3000';
const MB = 1024 * 1024;

let dataDir: string;
let s3: LocalS3;
let client: S3Client;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sbiz-local-s3-'));
  s3 = await startLocalS3({ port: await freePort(), dataDir, bucket: BUCKET, region: REGION, credentials });
  client = new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: REGION, credentials });
});

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** What the presign endpoint returns for a logo, with a fresh key per test. */
function presign(options: Partial<PresignedPostOptions> = {}): Promise<PresignedPost> {
  return createPresignedPost(client, {
    Bucket: BUCKET,
    Key: `uploads/u1/logo/${randomBytes(6).toString('hex')}.png`,
    Conditions: [
      ['content-length-range', 1, 2 * MB],
      ['eq', '$Content-Type', 'image/png'],
      ['starts-with', '$key', 'uploads/u1/logo/'],
    ],
    Fields: { 'Content-Type': 'image/png' },
    Expires: 300,
    ...options,
  });
}

/** Bytes that start like a PNG. */
function png(size: number): Uint8Array<ArrayBuffer> {
  const bytes = randomBytes(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(bytes);
}

/** The browser's upload: every signed field, then the file last. */
function upload(post: PresignedPost, file: Uint8Array<ArrayBuffer>, overrides: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...post.fields, ...overrides })) form.append(name, value);
  form.append('file', new Blob([file], { type: overrides['Content-Type'] ?? 'image/png' }), 'logo.png');
  return fetch(post.url, { method: 'POST', body: form, headers: { Origin: SPA_ORIGIN } });
}

async function storedKeys(): Promise<string[]> {
  const listing = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/' }));
  return (listing.Contents ?? []).map((object) => object.Key ?? '');
}

describe('startLocalS3', () => {
  it('posts to ${endpoint}/${bucket}, as createPresignedPost computes it', async () => {
    expect((await presign()).url).toBe(`${s3.endpoint}/${BUCKET}`);
  });

  it('accepts a 1 MB PNG within the policy and serves the same bytes back', async () => {
    const post = await presign();
    const file = png(MB);
    const response = await upload(post, file);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/ETag.*Location/);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('location')).toBe(`${s3.endpoint}/${BUCKET}/${post.fields.key}`);

    const read = await fetch(`${s3.endpoint}/${BUCKET}/${post.fields.key}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(file))).toBe(true);

    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: post.fields.key }));
    expect(head.ContentLength).toBe(MB);
  });

  it('answers 201 with a PostResponse when success_action_status asks for it', async () => {
    const post = await presign({ Fields: { 'Content-Type': 'image/png', success_action_status: '201' } });
    const response = await upload(post, png(100));
    expect(response.status).toBe(201);
    const body = await response.text();
    expect(body).toContain(`<Bucket>${BUCKET}</Bucket><Key>${post.fields.key}</Key>`);
    expect(body).toContain(`<ETag>${response.headers.get('etag')!.replaceAll('"', '&quot;')}</ETag></PostResponse>`);
  });

  it('refuses a 3 MB file with EntityTooLarge and stores nothing', async () => {
    const post = await presign();
    const response = await upload(post, png(3 * MB));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/xml');
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    const body = await response.text();
    expect(body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<Error><Code>EntityTooLarge<\/Code>/);
    expect(body).toContain(`<ProposedSize>${3 * MB}</ProposedSize><MaxSizeAllowed>${2 * MB}</MaxSizeAllowed>`);
    expect(body).toMatch(/<RequestId>[0-9A-F]{16}<\/RequestId><\/Error>$/);
    expect(await storedKeys()).not.toContain(post.fields.key);
  });

  it('refuses a Content-Type other than the signed one', async () => {
    const post = await presign();
    const response = await upload(post, png(100), { 'Content-Type': 'text/html' });
    expect(response.status).toBe(403);
    const body = await response.text();
    expect(body).toContain('<Code>AccessDenied</Code>');
    expect(body).toContain('Policy Condition failed: [&quot;eq&quot;, &quot;$Content-Type&quot;, &quot;image/png&quot;]');
    expect(await storedKeys()).not.toContain(post.fields.key);
  });

  it('refuses a key outside the signed prefix', async () => {
    const post = await presign();
    const response = await upload(post, png(100), { key: 'uploads/u2/logo/stolen.png' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('[&quot;starts-with&quot;, &quot;$key&quot;, &quot;uploads/u1/logo/&quot;]');
    expect(await storedKeys()).not.toContain('uploads/u2/logo/stolen.png');
  });

  it('refuses an expired policy', async () => {
    const post = await presign({ Expires: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const response = await upload(post, png(100));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Message>Invalid according to Policy: Policy expired.</Message>');
  });

  it('refuses a form without a file', async () => {
    const post = await presign();
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    const response = await fetch(post.url, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('POST requires exactly one file upload per request.');
  });

  it('answers CORS preflight for local origins and refuses others', async () => {
    const preflight = (origin: string) =>
      fetch(`${s3.endpoint}/${BUCKET}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    const allowed = await preflight(SPA_ORIGIN);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('survives a client that disconnects mid-upload', async () => {
    const post = await presign();
    const boundary = 'sbizboundary';
    const head = Object.entries(post.fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const partial = `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(1000)}`;
    const { port } = new URL(s3.endpoint);
    await new Promise<void>((resolve, reject) => {
      const socket = createConnection({ host: '127.0.0.1', port: Number(port) }, () => {
        socket.write(`POST /${BUCKET} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${MB}\r\n\r\n${partial}`, () =>
          setTimeout(() => socket.destroy(), 50),
        );
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    expect((await fetch(`${s3.endpoint}/${BUCKET}/${post.fields.key}`)).status).toBe(404);
    expect((await upload(await presign(), png(10))).status).toBe(204);
  });

  it('refuses unsigned writes, as a private bucket does', async () => {
    const response = await fetch(`${s3.endpoint}/${BUCKET}/uploads/u1/logo/anonymous.png`, { method: 'PUT', body: 'x' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  });
});
