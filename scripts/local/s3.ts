import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import busboy from 'busboy';
import S3rver from 's3rver';
import { freePort } from './ports';
import { checkContentLength, escapeXml, renderS3ErrorXml, verifyPostPolicy, type S3Credentials, type S3ErrorResponse } from './s3-post-policy';

/** Where and how the local S3 emulator runs. */
export interface LocalS3Options {
  /** Port of the front server on 127.0.0.1 (0 picks a free one). */
  port: number;
  /** s3rver's storage folder; objects survive restarts. */
  dataDir: string;
  /** Created if missing. */
  bucket: string;
  region: string;
  /** The only key pair accepted, for POST policies and SDK calls alike. */
  credentials: S3Credentials;
  /** Browser origins answered with CORS headers; `*` allows any. By default any http(s) localhost origin. */
  allowedOrigins?: string[];
}

/** A running emulator. */
export interface LocalS3 {
  /** Base URL for S3 clients with `forcePathStyle: true`; browser POSTs go to `${endpoint}/${bucket}`. */
  endpoint: string;
  /** Closes the front server and s3rver. */
  stop(): Promise<void>;
}

/** S3 refuses a POST whose fields before the file exceed 20 KB. */
const MAX_FORM_FIELDS_BYTES = 20 * 1024;
const CORS_METHODS = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'];
const EXPOSED_HEADERS = 'ETag, Location, x-amz-request-id, x-amz-version-id';
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Headers of one connection, not of the proxied message (Expect: 100-continue is already answered here). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'expect']);

/** s3rver accepts only access keys in its account registry, which ships with S3RVER/S3RVER alone. */
function registerAccessKey(credentials: S3Credentials) {
  const account = createRequire(import.meta.url)('s3rver/lib/models/account.js') as {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  account.DUMMY_ACCOUNT.createKeyPair(credentials.accessKeyId, credentials.secretAccessKey);
}

function newRequestId(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

function isAllowedOrigin(origin: string | undefined, allowed: string[] | undefined): origin is string {
  if (!origin) return false;
  if (allowed) return allowed.includes('*') || allowed.includes(origin);
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTNAMES.has(url.hostname);
  } catch {
    return false;
  }
}

function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

function sendError(response: ServerResponse, error: S3ErrorResponse, headers: OutgoingHttpHeaders, requestId: string) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = renderS3ErrorXml(error, requestId);
  response.writeHead(error.status, { ...headers, 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body), 'x-amz-request-id': requestId });
  response.end(body);
}

function internalError(response: ServerResponse, error: unknown, headers: OutgoingHttpHeaders, requestId: string) {
  sendError(response, { status: 500, code: 'InternalError', message: error instanceof Error ? error.message : String(error) }, headers, requestId);
}

/** Keys are URL paths: encode each segment, keep the slashes. */
function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

type ReceivedUpload = { ok: true; key: string; body: Buffer; fields: ReadonlyMap<string, string> } | { ok: false; error: S3ErrorResponse };

const malformedPost: S3ErrorResponse = {
  status: 400,
  code: 'MalformedPOSTRequest',
  message: 'The body of your POST request is not well-formed multipart/form-data.',
};

/**
 * Parses a browser POST as S3 does: fields up to the first `file` part count (later
 * ones are ignored), the policy is checked before the file is read, and file bytes
 * are kept only while they fit the policy's content-length-range.
 */
function receiveUpload(request: IncomingMessage, bucket: string, options: LocalS3Options): Promise<ReceivedUpload> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, defParamCharset: 'utf8', limits: { fieldSize: MAX_FORM_FIELDS_BYTES } });
    } catch {
      request.resume();
      resolve({ ok: false, error: malformedPost });
      return;
    }
    const fields: Array<[string, string]> = [];
    let fieldBytes = 0;
    let error: S3ErrorResponse | undefined;
    let fileSeen = false;
    let key = '';
    let range = { min: 0, max: 0 };
    let size = 0;
    let chunks: Buffer[] = [];

    parser.on('field', (name, value, info) => {
      if (fileSeen || error) return;
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.nameTruncated || info.valueTruncated || fieldBytes > MAX_FORM_FIELDS_BYTES) {
        error = { status: 400, code: 'MaxPostPreDataLengthExceeded', message: 'Your POST request fields preceeding the upload file was too large.' };
        return;
      }
      fields.push([name, value]);
    });

    parser.on('file', (name, stream, info) => {
      // busboy destroys the part with the parse error, which the parser's own 'error' reports.
      stream.on('error', () => undefined);
      if (fileSeen || error || name.toLowerCase() !== 'file') {
        stream.resume();
        return;
      }
      fileSeen = true;
      const verdict = verifyPostPolicy({ fields, bucket, region: options.region, credentials: options.credentials, filename: info.filename });
      if (!verdict.ok) {
        error = verdict.error;
        stream.resume();
        return;
      }
      key = verdict.key;
      range = verdict.contentLengthRange;
      // Past the maximum the bytes are counted, not kept: the client still gets its
      // error response (browsers report a network error if the server stops reading).
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= range.max) chunks.push(chunk);
        else chunks = [];
      });
    });

    parser.once('close', () => {
      if (error) return resolve({ ok: false, error });
      if (!fileSeen) {
        return resolve({
          ok: false,
          error: {
            status: 400,
            code: 'InvalidArgument',
            message: 'POST requires exactly one file upload per request.',
            details: { ArgumentName: 'file', ArgumentValue: 0 },
          },
        });
      }
      const sizeError = checkContentLength(range, size);
      if (sizeError) return resolve({ ok: false, error: sizeError });
      const byName = new Map(fields.map(([name, value]) => [name.toLowerCase(), value]));
      resolve({ ok: true, key, body: Buffer.concat(chunks), fields: byName });
    });

    parser.once('error', () => {
      request.unpipe(parser);
      request.resume();
      resolve({ ok: false, error: malformedPost });
    });
    // A client that disconnects mid-upload never ends the form; nobody is left to answer.
    request.once('close', () => {
      if (request.complete) return;
      parser.destroy();
      resolve({ ok: false, error: { status: 400, code: 'IncompleteBody', message: 'You did not provide the number of bytes specified by the Content-Length HTTP header' } });
    });
    request.pipe(parser);
  });
}

/**
 * Starts s3rver on an internal port and, in front of it on `options.port`, a server
 * that enforces presigned-POST policies exactly as S3 does (s3rver enforces none):
 * signature, expiry, every condition, uncovered fields and content-length-range
 * against the real file. Everything else is proxied to s3rver unchanged, except
 * that unsigned writes are refused, as on a private bucket. CORS is answered here
 * for every path, so the SPA can upload with XMLHttpRequest.
 */
export async function startLocalS3(options: LocalS3Options): Promise<LocalS3> {
  mkdirSync(options.dataDir, { recursive: true });
  registerAccessKey(options.credentials);
  const innerPort = await freePort();
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: innerPort,
    directory: options.dataDir,
    silent: true,
    vhostBuckets: false,
    // The bucket has no CORS rules in s3rver: preflights never reach it and its CORS headers are replaced here.
    configureBuckets: [{ name: options.bucket, configs: [] }],
  });
  await s3rver.run();

  const innerAgent = new Agent({ keepAlive: true });
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${innerPort}`,
    forcePathStyle: true,
    region: options.region,
    credentials: options.credentials,
  });
  let endpoint = '';

  async function handleUpload(request: IncomingMessage, response: ServerResponse, bucket: string, cors: Record<string, string>, requestId: string) {
    const upload = await receiveUpload(request, bucket, options);
    if (!upload.ok) return sendError(response, upload.error, cors, requestId);
    const { key, fields } = upload;
    const field = (name: string) => fields.get(name);
    const metadata = Object.fromEntries([...fields].filter(([name]) => name.startsWith('x-amz-meta-')).map(([name, value]) => [name.slice('x-amz-meta-'.length), value]));
    let etag: string;
    try {
      const stored = await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: upload.body,
          ContentType: field('content-type') ?? 'binary/octet-stream',
          CacheControl: field('cache-control'),
          ContentDisposition: field('content-disposition'),
          ContentEncoding: field('content-encoding'),
          Metadata: metadata,
        }),
      );
      etag = stored.ETag ?? '';
    } catch (error) {
      if (!(error instanceof S3ServiceException)) throw error;
      return sendError(response, { status: error.$metadata.httpStatusCode ?? 500, code: error.name, message: error.message }, cors, requestId);
    }

    const base = request.headers.host ? `http://${request.headers.host}` : endpoint;
    const location = `${base}/${bucket}/${encodeKey(key)}`;
    const headers = { ...cors, ETag: etag, Location: location, 'x-amz-request-id': requestId };
    const redirect = field('success_action_redirect') ?? field('redirect');
    const redirectUrl = redirect && URL.canParse(redirect) ? new URL(redirect) : undefined;
    if (redirectUrl && (redirectUrl.protocol === 'http:' || redirectUrl.protocol === 'https:')) {
      redirectUrl.searchParams.set('bucket', bucket);
      redirectUrl.searchParams.set('key', key);
      redirectUrl.searchParams.set('etag', etag);
      response.writeHead(303, { ...headers, Location: redirectUrl.toString() }).end();
      return;
    }
    const status = field('success_action_status');
    if (status === '201') {
      const body =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<PostResponse><Location>${escapeXml(location)}</Location><Bucket>${escapeXml(bucket)}</Bucket>` +
        `<Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag></PostResponse>`;
      response.writeHead(201, { ...headers, 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) }).end(body);
      return;
    }
    response.writeHead(status === '200' ? 200 : 204, headers).end();
  }

  function answerPreflight(request: IncomingMessage, response: ServerResponse, requestId: string) {
    const { origin } = request.headers;
    const method = request.headers['access-control-request-method'];
    if (!origin) return sendError(response, { status: 400, code: 'BadRequest', message: 'Insufficient information. Origin request header needed.' }, {}, requestId);
    if (!method) return sendError(response, { status: 400, code: 'BadRequest', message: 'Invalid Access-Control-Request-Method: null' }, {}, requestId);
    if (!isAllowedOrigin(origin, options.allowedOrigins) || !CORS_METHODS.includes(method.toUpperCase())) {
      return sendError(
        response,
        {
          status: 403,
          code: 'AccessForbidden',
          message:
            'CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, request method / ' +
            "Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource's CORS spec.",
        },
        {},
        requestId,
      );
    }
    const requestedHeaders = request.headers['access-control-request-headers'];
    response
      .writeHead(200, {
        ...corsHeaders(origin),
        'Access-Control-Allow-Methods': CORS_METHODS.join(', '),
        ...(requestedHeaders ? { 'Access-Control-Allow-Headers': requestedHeaders } : {}),
        'Access-Control-Max-Age': '3000',
        Vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
        'x-amz-request-id': requestId,
        'Content-Length': 0,
      })
      .end();
  }

  function proxy(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>, requestId: string) {
    const headers: IncomingHttpHeaders = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    const upstream = httpRequest({ host: '127.0.0.1', port: innerPort, method: request.method, path: request.url, headers, agent: innerAgent }, (answer) => {
      const passed = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name) && !name.startsWith('access-control-') && name !== 'vary');
      response.writeHead(answer.statusCode ?? 502, { ...Object.fromEntries(passed), ...cors });
      answer.pipe(response);
    });
    upstream.on('error', (error) => sendError(response, { status: 502, code: 'InternalError', message: `s3rver: ${error.message}` }, cors, requestId));
    // A client that goes away mid-transfer takes its upstream request with it.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  }

  function route(request: IncomingMessage, response: ServerResponse, requestId: string) {
    const { origin } = request.headers;
    const cors = isAllowedOrigin(origin, options.allowedOrigins) ? corsHeaders(origin) : {};
    const url = new URL(request.url ?? '/', 'http://local');
    const segments = url.pathname.split('/').filter(Boolean);

    if (request.method === 'OPTIONS') return answerPreflight(request, response, requestId);
    const isMultipart = /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
    if (request.method === 'POST' && isMultipart && segments.length === 1 && segments[0]) {
      handleUpload(request, response, decodeURIComponent(segments[0]), cors, requestId).catch((error: unknown) => internalError(response, error, cors, requestId));
      return;
    }
    const signed = Boolean(request.headers.authorization) || url.searchParams.has('X-Amz-Signature') || url.searchParams.has('Signature');
    if (!signed && request.method !== 'GET' && request.method !== 'HEAD') {
      request.resume();
      return sendError(response, { status: 403, code: 'AccessDenied', message: 'Access Denied' }, cors, requestId);
    }
    proxy(request, response, cors, requestId);
  }

  const server = createServer((request, response) => {
    const requestId = newRequestId();
    try {
      route(request, response, requestId);
    } catch (error) {
      request.resume();
      internalError(response, error, {}, requestId);
    }
  });

  const closeInner = async () => {
    client.destroy();
    innerAgent.destroy();
    await s3rver.close();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await closeInner();
    throw error;
  }
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    async stop() {
      const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      server.closeAllConnections();
      await closed;
      await closeInner();
    },
  };
}
