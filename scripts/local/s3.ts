import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { CreateBucketCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from './ports';
import { readBody } from './read-body';
import { checkPostPolicy, s3ErrorXml } from './s3-post-policy';

export interface LocalS3Options {
  port: number;
  dataDir: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Origins allowed to POST from a browser; by default any http://localhost or 127.0.0.1 origin. */
  allowedOrigins?: string[];
}

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

/** No upload rule allows more than this; a larger body is refused before it is buffered. */
const MAX_POST_BYTES = 64 * 1024 * 1024;

function isAllowedOrigin(origin: string | undefined, allowed: string[] | undefined) {
  if (!origin) return false;
  return allowed ? allowed.includes(origin) : /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}

function corsHeaders(request: IncomingMessage, allowed: string[] | undefined): Record<string, string> {
  const origin = request.headers.origin;
  if (!isAllowedOrigin(origin, allowed)) return {};
  return {
    'Access-Control-Allow-Origin': origin!,
    'Access-Control-Allow-Methods': 'POST, GET, HEAD',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Expose-Headers': 'ETag, Location',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

function sendError(response: ServerResponse, headers: Record<string, string>, status: number, code: string, message: string) {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/xml' });
  response.end(s3ErrorXml(code, message, randomBytes(8).toString('hex').toUpperCase()));
}


/**
 * s3rver (which enforces neither POST policies nor their expiry) behind a
 * front server that checks browser POST uploads as S3 does: signature,
 * expiry, every condition, content-length-range against the real file. All
 * other requests pass through to s3rver unchanged.
 */
export async function startLocalS3(options: LocalS3Options): Promise<LocalS3> {
  mkdirSync(options.dataDir, { recursive: true });
  const innerPort = await freePort();
  const s3rver = new S3rver({
    port: innerPort,
    address: '127.0.0.1',
    directory: options.dataDir,
    silent: true,
    vhostBuckets: false,
    // Only this process talks to s3rver; access is decided by the front server.
    allowMismatchedSignatures: true,
  });
  await s3rver.run();
  const inner = `http://127.0.0.1:${innerPort}`;
  // s3rver knows only its built-in account; the front server has already decided access.
  const client = new S3Client({ endpoint: inner, forcePathStyle: true, region: options.region, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  try {
    await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  }

  async function handlePost(request: IncomingMessage, response: ServerResponse, bucket: string) {
    const cors = corsHeaders(request, options.allowedOrigins);
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    const body = declaredLength > MAX_POST_BYTES ? undefined : await readBody(request, MAX_POST_BYTES);
    if (!body) return sendError(response, cors, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
    let form: FormData;
    try {
      form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body: new Uint8Array(body) }).formData();
    } catch {
      return sendError(response, cors, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
    }
    const fields: Record<string, string> = {};
    let file: File | undefined;
    for (const [name, value] of form) {
      if (typeof value === 'string') fields[name] = value;
      else if (name.toLowerCase() === 'file') file = value;
    }
    if (!file) return sendError(response, cors, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    const verdict = checkPostPolicy({ bucket, ...options.credentials, fields, fileSize: file.size });
    if (!verdict.ok) return sendError(response, cors, verdict.status, verdict.code, verdict.message);

    const field = (name: string) => Object.entries(fields).find(([key]) => key.toLowerCase() === name)?.[1];
    const key = field('key')!.replace('${filename}', file.name);
    const stored = await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: Buffer.from(await file.arrayBuffer()), ContentType: field('content-type') ?? file.type }),
    );
    const location = `http://${request.headers.host}/${bucket}/${encodeURI(key)}`;
    const headers = { ...cors, ETag: stored.ETag ?? '', Location: location };
    const status = Number(field('success_action_status') ?? 204);
    if (status === 201) {
      response.writeHead(201, { ...headers, 'Content-Type': 'application/xml' });
      return response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${location}</Location><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${stored.ETag}</ETag></PostResponse>`,
      );
    }
    response.writeHead(status === 200 ? 200 : 204, headers).end();
  }

  /**
   * SDK calls pass through once they show our access key (reads of objects
   * are open, as CloudFront serves them); their credentials are then dropped
   * because s3rver knows only its own account.
   */
  function passThrough(request: IncomingMessage, response: ServerResponse, url: URL) {
    const credential = `${request.headers.authorization ?? ''} ${url.searchParams.get('X-Amz-Credential') ?? ''}`;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!credential.includes(`${options.credentials.accessKeyId}/`) && !isRead) {
      return sendError(response, corsHeaders(request, options.allowedOrigins), 403, 'AccessDenied', 'Access Denied');
    }
    for (const name of [...url.searchParams.keys()]) if (name.startsWith('X-Amz-')) url.searchParams.delete(name);
    const { authorization: _authorization, ...headers } = request.headers;
    const upstream = httpRequest(
      { host: '127.0.0.1', port: innerPort, method: request.method, path: `${url.pathname}${url.search}`, headers: { ...headers, host: `127.0.0.1:${innerPort}` } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...corsHeaders(request, options.allowedOrigins) });
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => sendError(response, {}, 502, 'InternalError', error.message));
    request.pipe(upstream);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const bucket = url.pathname.split('/')[1] ?? '';
    if (request.method === 'OPTIONS') {
      response.writeHead(isAllowedOrigin(request.headers.origin, options.allowedOrigins) ? 200 : 403, corsHeaders(request, options.allowedOrigins)).end();
      return;
    }
    const isBrowserPost = request.method === 'POST' && bucket && url.pathname.replace(/\/$/, '') === `/${bucket}` && !url.search;
    if (isBrowserPost && /multipart\/form-data/i.test(request.headers['content-type'] ?? '')) {
      handlePost(request, response, bucket).catch((error: unknown) => sendError(response, {}, 500, 'InternalError', String(error)));
      return;
    }
    passThrough(request, response, url);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await s3rver.close();
      client.destroy();
    },
  };
}
