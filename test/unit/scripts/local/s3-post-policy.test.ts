import { describe, expect, it } from 'vitest';
import { checkPostPolicy, s3ErrorXml, signPolicy } from '../../../../scripts/local/s3-post-policy';

const credentials = { accessKeyId: 'AKIALOCAL', secretAccessKey: 'local-secret' };
const now = new Date('2026-11-22T10:00:00Z');

/** A form as createPresignedPost would produce it, signed with the test secret. */
function signedForm(conditions: unknown[], fields: Record<string, string> = {}, expiration = '2026-11-22T10:05:00Z') {
  const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
  return {
    key: 'uploads/u1/logo/a.png',
    'Content-Type': 'image/png',
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/20261122/ap-south-1/s3/aws4_request`,
    'X-Amz-Date': '20261122T100000Z',
    Policy: policy,
    'X-Amz-Signature': signPolicy(policy, credentials.secretAccessKey, '20261122', 'ap-south-1'),
    ...fields,
  };
}

const standardConditions = [
  { bucket: 'uploads' },
  ['starts-with', '$key', 'uploads/u1/logo/'],
  ['eq', '$Content-Type', 'image/png'],
  ['content-length-range', 1, 2097152],
  { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
  { 'x-amz-credential': `${credentials.accessKeyId}/20261122/ap-south-1/s3/aws4_request` },
  { 'x-amz-date': '20261122T100000Z' },
];

const check = (fields: Record<string, string>, fileSize = 1000, bucket = 'uploads') => checkPostPolicy({ bucket, ...credentials, fields, fileSize, now });

describe('checkPostPolicy', () => {
  it('accepts a correctly signed upload that meets every condition', () => {
    expect(check(signedForm(standardConditions))).toEqual({ ok: true });
  });

  it.each([
    ['too large', () => check(signedForm(standardConditions), 2097153), 'EntityTooLarge', 400],
    ['empty', () => check(signedForm(standardConditions), 0), 'EntityTooSmall', 400],
    ['wrong type', () => check(signedForm(standardConditions, { 'Content-Type': 'text/html' })), 'AccessDenied', 403],
    ['key outside the prefix', () => check(signedForm(standardConditions, { key: 'uploads/u2/logo/a.png' })), 'AccessDenied', 403],
    ['another bucket', () => check(signedForm(standardConditions), 1000, 'elsewhere'), 'AccessDenied', 403],
    ['expired', () => check(signedForm(standardConditions, {}, '2026-11-22T09:59:59Z')), 'AccessDenied', 403],
    ['an uncovered field', () => check(signedForm(standardConditions, { acl: 'public-read' })), 'AccessDenied', 403],
    ['a tampered policy', () => check({ ...signedForm(standardConditions), Policy: signedForm([...standardConditions, ['content-length-range', 1, 1e9]]).Policy }), 'SignatureDoesNotMatch', 403],
    ['another access key', () => check({ ...signedForm(standardConditions), 'X-Amz-Credential': 'OTHER/20261122/ap-south-1/s3/aws4_request' }), 'InvalidAccessKeyId', 403],
  ])('refuses an upload that is %s', (_label, run, code, status) => {
    expect(run()).toMatchObject({ ok: false, code, status });
  });

  it('names the failed condition and the expiry as S3 does', () => {
    expect(check(signedForm(standardConditions, { 'Content-Type': 'text/html' }))).toMatchObject({
      message: 'Invalid according to Policy: Policy Condition failed: ["eq","$Content-Type","image/png"]',
    });
    expect(check(signedForm(standardConditions, {}, '2026-11-22T09:00:00Z'))).toMatchObject({ message: 'Invalid according to Policy: Policy expired.' });
  });

  it('lets x-ignore- fields through without a condition', () => {
    expect(check(signedForm(standardConditions, { 'x-ignore-tracking': '1' }))).toEqual({ ok: true });
  });
});

describe('s3ErrorXml', () => {
  it('escapes the message', () => {
    expect(s3ErrorXml('AccessDenied', 'a < b & "c"', 'R1')).toContain('<Message>a &lt; b &amp; &quot;c&quot;</Message>');
  });
});
