import { createHmac, timingSafeEqual } from 'node:crypto';

/** The secret pair that signs presigned POSTs (the same one the API's S3 client uses). */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** An error as S3 reports it: HTTP status, error code, message and the extra XML elements some codes carry. */
export interface S3ErrorResponse {
  status: number;
  code: string;
  message: string;
  details?: Readonly<Record<string, string | number>>;
}

/** Inclusive byte bounds from the policy's `content-length-range` conditions. */
export interface ContentLengthRange {
  min: number;
  max: number;
}

/** A browser POST upload as S3 sees it before the file bytes arrive. */
export interface PostPolicyRequest {
  /** The form fields that preceded the file, names as sent; an array keeps repeated names visible. */
  fields: Readonly<Record<string, string>> | ReadonlyArray<readonly [string, string]>;
  /** The bucket named by the request URL. */
  bucket: string;
  /** The region the emulated bucket lives in; the credential scope must name it. */
  region: string;
  credentials: S3Credentials;
  /** The uploaded file's name, substituted for `${filename}` in the key as S3 does. */
  filename?: string;
  /** Defaults to the current time; tests pin it. */
  now?: Date;
}

/** Outcome of checking everything but the file size. */
export type PostPolicyVerdict = { ok: true; key: string; contentLengthRange: ContentLengthRange } | { ok: false; error: S3ErrorResponse };

/** Outcome of the full check, file size included. */
export type PostPolicyResult = { ok: true; key: string } | { ok: false; error: S3ErrorResponse };

/** S3's ceiling for a single POST upload (5 GiB), which applies when the policy sets no range. */
export const MAX_POST_OBJECT_BYTES = 5 * 1024 ** 3;

/** S3 limits object keys to 1024 bytes of UTF-8. */
const MAX_KEY_BYTES = 1024;
const ALGORITHM = 'AWS4-HMAC-SHA256';
/** Fields S3 never asks the policy to cover. */
const UNCOVERED_FIELDS = new Set(['file', 'policy', 'x-amz-signature']);
/** Checked in this order, named as S3 names them in its error. */
const REQUIRED_FIELDS = ['key', 'Policy', 'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Signature'];

type Condition = { kind: 'eq' | 'starts-with'; field: string; value: string; source: unknown } | { kind: 'content-length-range'; min: number; max: number };

function accessDenied(message: string): S3ErrorResponse {
  return { status: 403, code: 'AccessDenied', message: `Invalid according to Policy: ${message}` };
}

function invalidArgument(message: string, name: string, value: string): S3ErrorResponse {
  return { status: 400, code: 'InvalidArgument', message, details: { ArgumentName: name, ArgumentValue: value } };
}

function invalidPolicy(message: string): S3ErrorResponse {
  return { status: 400, code: 'InvalidPolicyDocument', message: `Invalid Policy: ${message}` };
}

/** S3 prints a failed condition as JSON with a space after each comma. */
function describeCondition(source: unknown): string {
  return Array.isArray(source) ? `[${source.map((part) => JSON.stringify(part)).join(', ')}]` : JSON.stringify(source);
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** SigV4 POST signature: hex HMAC of the base64 policy with the scoped signing key. */
export function signPostPolicy(policyBase64: string, secretAccessKey: string, date: string, region: string): string {
  const signingKey = ['s3', 'aws4_request'].reduce((key, part) => hmac(key, part), hmac(hmac(`AWS4${secretAccessKey}`, date), region));
  return createHmac('sha256', signingKey).update(policyBase64, 'utf8').digest('hex');
}

function sameSignature(expected: string, provided: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(provided, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function byteCount(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,16}$/.test(value)) return Number(value);
  return undefined;
}

function parseCondition(raw: unknown): Condition[] | S3ErrorResponse {
  if (Array.isArray(raw)) {
    const [operation, subject, value] = raw as unknown[];
    const op = typeof operation === 'string' ? operation.toLowerCase() : '';
    if (op === 'content-length-range') {
      const min = byteCount(subject);
      const max = byteCount(value);
      if (raw.length !== 3 || min === undefined || max === undefined || min > max) {
        return invalidPolicy(`Invalid content-length-range condition: ${describeCondition(raw)}`);
      }
      return [{ kind: 'content-length-range', min, max }];
    }
    if (op !== 'eq' && op !== 'starts-with') return invalidPolicy(`Invalid Condition: unknown operation '${String(operation)}'`);
    if (raw.length !== 3 || typeof subject !== 'string' || !subject.startsWith('$') || typeof value !== 'string') {
      return invalidPolicy(`Invalid Condition: ${describeCondition(raw)}`);
    }
    return [{ kind: op, field: subject.slice(1).toLowerCase(), value, source: raw }];
  }
  if (raw !== null && typeof raw === 'object') {
    const entries = Object.entries(raw);
    if (entries.length === 0) return invalidPolicy('Invalid Simple-Condition: the condition is empty.');
    const conditions: Condition[] = [];
    for (const [name, value] of entries) {
      if (typeof value !== 'string') return invalidPolicy(`Invalid Simple-Condition: value for '${name}' must be a string.`);
      // S3 reports a failed simple condition in its long form.
      conditions.push({ kind: 'eq', field: name.toLowerCase(), value, source: ['eq', `$${name}`, value] });
    }
    return conditions;
  }
  return invalidPolicy(`Invalid Condition: ${JSON.stringify(raw)}`);
}

function parsePolicy(policyBase64: string): { expiration: number; conditions: Condition[] } | S3ErrorResponse {
  if (policyBase64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(policyBase64)) return invalidPolicy('Invalid Base64 Encoding.');
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8'));
  } catch {
    return invalidPolicy('Invalid JSON.');
  }
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return invalidPolicy('Invalid JSON.');
  const { expiration, conditions } = document as { expiration?: unknown; conditions?: unknown };
  if (expiration === undefined) return invalidPolicy('Policy missing expiration.');
  const expiresAt = typeof expiration === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/.test(expiration) ? Date.parse(expiration) : NaN;
  if (Number.isNaN(expiresAt)) return invalidPolicy(`Invalid 'expiration' value: '${String(expiration)}'`);
  if (conditions === undefined) return invalidPolicy('Policy missing conditions.');
  if (!Array.isArray(conditions)) return invalidPolicy("Invalid 'conditions' value: must be a List.");
  const parsed: Condition[] = [];
  for (const raw of conditions) {
    const result = parseCondition(raw);
    if (!Array.isArray(result)) return result;
    parsed.push(...result);
  }
  return { expiration: expiresAt, conditions: parsed };
}

function satisfies(condition: Extract<Condition, { field: string }>, actual: string): boolean {
  if (condition.kind === 'eq') return actual === condition.value;
  // S3 reads a Content-Type with commas as a list whose every entry must match.
  const values = condition.field === 'content-type' ? actual.split(',').map((part) => part.trim()) : [actual];
  return values.every((value) => value.startsWith(condition.value));
}

/**
 * Checks a presigned POST the way S3 does before it accepts the file: required fields,
 * credential scope, SigV4 signature, policy expiry, every condition, and that no
 * form field escapes the policy. The size check follows with {@link checkContentLength}.
 */
export function verifyPostPolicy(request: PostPolicyRequest): PostPolicyVerdict {
  const entries = Array.isArray(request.fields) ? request.fields : Object.entries(request.fields);
  // S3 matches field names without regard to case.
  const fields = new Map<string, { name: string; value: string }>();
  for (const [name, value] of entries) {
    const lower = name.toLowerCase();
    if (fields.has(lower)) return { ok: false, error: invalidArgument(`Form field '${name}' must not appear more than once.`, name, value) };
    fields.set(lower, { name, value });
  }
  const value = (name: string) => fields.get(name)?.value;

  for (const name of REQUIRED_FIELDS) {
    if (value(name.toLowerCase()) === undefined) {
      return {
        ok: false,
        error: invalidArgument(`Bucket POST must contain a field named '${name}'.  If it is specified, please check the order of the fields.`, name, ''),
      };
    }
  }
  const policy = value('policy') ?? '';
  const algorithm = value('x-amz-algorithm') ?? '';
  const credential = value('x-amz-credential') ?? '';
  const signature = value('x-amz-signature') ?? '';

  if (algorithm !== ALGORITHM) {
    return { ok: false, error: invalidArgument(`X-Amz-Algorithm only supports "${ALGORITHM}"`, 'X-Amz-Algorithm', algorithm) };
  }
  const scope = credential.split('/');
  const [accessKeyId, date, region, service, terminator] = scope;
  if (scope.length !== 5 || !accessKeyId || !/^\d{8}$/.test(date ?? '') || !region || service !== 's3' || terminator !== 'aws4_request') {
    return { ok: false, error: invalidArgument('Error parsing the X-Amz-Credential parameter; the Credential is mal-formed.', 'X-Amz-Credential', credential) };
  }
  if (accessKeyId !== request.credentials.accessKeyId) {
    return {
      ok: false,
      error: {
        status: 403,
        code: 'InvalidAccessKeyId',
        message: 'The AWS Access Key Id you provided does not exist in our records.',
        details: { AWSAccessKeyId: accessKeyId },
      },
    };
  }
  if (region !== request.region) {
    return {
      ok: false,
      error: invalidArgument(`Error parsing the X-Amz-Credential parameter; the region '${region}' is wrong; expecting '${request.region}'`, 'X-Amz-Credential', credential),
    };
  }
  if (!sameSignature(signPostPolicy(policy, request.credentials.secretAccessKey, date ?? '', region), signature)) {
    return {
      ok: false,
      error: {
        status: 403,
        code: 'SignatureDoesNotMatch',
        message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        details: { AWSAccessKeyId: accessKeyId, StringToSign: policy },
      },
    };
  }

  const parsed = parsePolicy(policy);
  if ('code' in parsed) return { ok: false, error: parsed };
  if ((request.now ?? new Date()).getTime() > parsed.expiration) return { ok: false, error: accessDenied('Policy expired.') };

  const rawKey = value('key') ?? '';
  const key = request.filename === undefined ? rawKey : rawKey.replaceAll('${filename}', request.filename);
  if (key === '') return { ok: false, error: invalidArgument('User key must have a length greater than 0.', 'key', key) };
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) {
    return { ok: false, error: { status: 400, code: 'KeyTooLongError', message: 'Your key is too long', details: { MaxSizeAllowed: MAX_KEY_BYTES, Size: Buffer.byteLength(key, 'utf8') } } };
  }

  const covered = new Set<string>();
  const range: ContentLengthRange = { min: 0, max: MAX_POST_OBJECT_BYTES };
  for (const condition of parsed.conditions) {
    if (condition.kind === 'content-length-range') {
      range.min = Math.max(range.min, condition.min);
      range.max = Math.min(range.max, condition.max);
      continue;
    }
    covered.add(condition.field);
    const actual = condition.field === 'bucket' ? request.bucket : condition.field === 'key' ? key : (value(condition.field) ?? '');
    if (!satisfies(condition, actual)) return { ok: false, error: accessDenied(`Policy Condition failed: ${describeCondition(condition.source)}`) };
  }

  const extra = [...fields].filter(([lower]) => !UNCOVERED_FIELDS.has(lower) && !lower.startsWith('x-ignore-') && !covered.has(lower)).map(([, field]) => field.name);
  if (extra.length > 0) return { ok: false, error: accessDenied(`Extra input fields: ${extra.join(', ')}`) };

  return { ok: true, key, contentLengthRange: range };
}

/** EntityTooLarge / EntityTooSmall as S3 reports them, or undefined when the size fits. */
export function checkContentLength(range: ContentLengthRange, size: number): S3ErrorResponse | undefined {
  if (size > range.max) {
    return {
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
      details: { ProposedSize: size, MaxSizeAllowed: range.max },
    };
  }
  if (size < range.min) {
    return {
      status: 400,
      code: 'EntityTooSmall',
      message: 'Your proposed upload is smaller than the minimum allowed size',
      details: { ProposedSize: size, MinSizeAllowed: range.min },
    };
  }
  return undefined;
}

/** The whole accept/reject decision for a POST upload whose file is `fileSize` bytes. */
export function checkPostPolicy(request: PostPolicyRequest & { fileSize: number }): PostPolicyResult {
  const verdict = verifyPostPolicy(request);
  if (!verdict.ok) return verdict;
  const error = checkContentLength(verdict.contentLengthRange, request.fileSize);
  return error ? { ok: false, error } : { ok: true, key: verdict.key };
}

/** Escapes text for an XML element body. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** S3's XML error body: Code, Message, the code's extra elements, then RequestId. */
export function renderS3ErrorXml(error: Omit<S3ErrorResponse, 'status'>, requestId: string): string {
  const details = Object.entries(error.details ?? {})
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${escapeXml(error.code)}</Code><Message>${escapeXml(error.message)}</Message>${details}` +
    `<RequestId>${escapeXml(requestId)}</RequestId></Error>`
  );
}
