import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The checks S3 makes on a browser-based POST upload (SigV4 POST policy),
 * as pure functions, so the local S3 emulator enforces exactly what AWS does.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */

export interface PostPolicyContext {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The form's fields other than the file, names as sent. */
  fields: Record<string, string>;
  fileSize: number;
  now?: Date;
}

export type PostPolicyVerdict = { ok: true } | { ok: false; status: number; code: string; message: string };

type Condition = Record<string, string> | [string, ...unknown[]];

const deny = (status: number, code: string, message: string): PostPolicyVerdict => ({ ok: false, status, code, message });
const policyFailed = (condition: unknown) =>
  deny(403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);

/** Fields S3 never asks the policy to cover. */
const EXEMPT_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

function hmac(key: Buffer | string, data: string) {
  return createHmac('sha256', key).update(data).digest();
}

/** SigV4: the signing key for a date/region/service, then the signature over the base64 policy. */
export function signPolicy(base64Policy: string, secretAccessKey: string, date: string, region: string): string {
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(base64Policy).digest('hex');
}

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Decides whether S3 would accept this POST upload. */
export function checkPostPolicy(context: PostPolicyContext): PostPolicyVerdict {
  // S3 matches form field names case-insensitively.
  const fields = new Map(Object.entries(context.fields).map(([name, value]) => [name.toLowerCase(), value]));
  const base64Policy = fields.get('policy');
  if (!base64Policy) return deny(403, 'AccessDenied', 'Bucket POST must contain a field named Policy.');
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') return deny(400, 'InvalidArgument', 'Only AWS4-HMAC-SHA256 POST signatures are supported.');

  const credential = fields.get('x-amz-credential') ?? '';
  const [accessKeyId, date, region, service, terminator] = credential.split('/');
  if (!accessKeyId || !date || !region || service !== 's3' || terminator !== 'aws4_request') {
    return deny(400, 'InvalidArgument', 'X-Amz-Credential is malformed.');
  }
  if (accessKeyId !== context.accessKeyId) return deny(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const signature = fields.get('x-amz-signature') ?? '';
  if (!sameText(signature, signPolicy(base64Policy, context.secretAccessKey, date, region))) {
    return deny(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }

  let policy: { expiration?: string; conditions?: Condition[] };
  try {
    policy = JSON.parse(Buffer.from(base64Policy, 'base64').toString('utf8'));
  } catch {
    return deny(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = Date.parse(policy.expiration ?? '');
  if (Number.isNaN(expiration) || !Array.isArray(policy.conditions)) {
    return deny(400, 'InvalidPolicyDocument', 'Invalid Policy: Policy must have an expiration and conditions.');
  }
  if (expiration <= (context.now ?? new Date()).getTime()) return deny(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');

  const valueOf = (name: string) => (name === 'bucket' ? context.bucket : fields.get(name));
  const covered = new Set<string>(['bucket']);
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [operator, target, value] = condition;
      if (operator === 'content-length-range') {
        const min = Number(condition[1]);
        const max = Number(condition[2]);
        if (context.fileSize > max) return deny(400, 'EntityTooLarge', `Your proposed upload exceeds the maximum allowed size (${max} bytes).`);
        if (context.fileSize < min) return deny(400, 'EntityTooSmall', `Your proposed upload is smaller than the minimum allowed size (${min} bytes).`);
        continue;
      }
      if (typeof target !== 'string' || !target.startsWith('$') || typeof value !== 'string') {
        return deny(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid condition ${JSON.stringify(condition)}.`);
      }
      const name = target.slice(1).toLowerCase();
      covered.add(name);
      const actual = valueOf(name) ?? '';
      if (operator === 'eq' && actual !== value) return policyFailed(condition);
      if (operator === 'starts-with' && !actual.startsWith(value)) return policyFailed(condition);
      if (operator !== 'eq' && operator !== 'starts-with') {
        return deny(400, 'InvalidPolicyDocument', `Invalid Policy: Unknown condition operator ${String(operator)}.`);
      }
    } else {
      for (const [name, value] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (valueOf(name.toLowerCase()) !== value) return policyFailed(condition);
      }
    }
  }

  const uncovered = [...fields.keys()].filter((name) => !EXEMPT_FIELDS.has(name) && !name.startsWith('x-ignore-') && !covered.has(name));
  if (uncovered.length) return deny(403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${uncovered.join(', ')}`);
  if (!fields.get('key')) return deny(400, 'InvalidArgument', 'Bucket POST must contain a field named key.');
  return { ok: true };
}

/** An S3-style XML error body. */
export function s3ErrorXml(code: string, message: string, requestId: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${escape(code)}</Code><Message>${escape(message)}</Message><RequestId>${escape(requestId)}</RequestId></Error>`;
}
