import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { checkContentLength, checkPostPolicy, renderS3ErrorXml, signPostPolicy, verifyPostPolicy, type PostPolicyRequest } from '../../../../scripts/local/s3-post-policy';

const BUCKET = 'uploads';
const REGION = 'ap-south-1';
const credentials = { accessKeyId: 'AKIALOCALTEST', secretAccessKey: 'local-secret-access-key' };
const MAX = 2 * 1024 * 1024;

/** The conditions the presign endpoint writes for a logo. */
const appConditions: PresignedPostOptions['Conditions'] = [
  ['content-length-range', 1, MAX],
  ['eq', '$Content-Type', 'image/png'],
  ['starts-with', '$key', 'uploads/u1/logo/'],
];

/** A form exactly as the SDK's createPresignedPost signs it (url dropped: the check needs fields only). */
async function presign(options: Partial<PresignedPostOptions> = {}, signer = credentials, region = REGION): Promise<Record<string, string>> {
  const client = new S3Client({ endpoint: 'http://127.0.0.1:9', forcePathStyle: true, region, credentials: signer });
  const { fields } = await createPresignedPost(client, {
    Bucket: BUCKET,
    Key: 'uploads/u1/logo/a.png',
    Conditions: appConditions,
    Fields: { 'Content-Type': 'image/png' },
    Expires: 300,
    ...options,
  });
  client.destroy();
  return fields;
}

/** A hand-made policy signed with the test secret, for documents the SDK would never produce. */
function craft(document: unknown, extra: Record<string, string> = {}): Record<string, string> {
  const policy = Buffer.from(typeof document === 'string' ? document : JSON.stringify(document)).toString('base64');
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const credential = `${credentials.accessKeyId}/${date}/${REGION}/s3/aws4_request`;
  return {
    key: 'uploads/u1/logo/a.png',
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': `${date}T000000Z`,
    Policy: policy,
    'X-Amz-Signature': signPostPolicy(policy, credentials.secretAccessKey, date, REGION),
    ...extra,
  };
}

function inAMinute() {
  return new Date(Date.now() + 60_000).toISOString();
}

function check(fields: PostPolicyRequest['fields'], fileSize = 1024, extra: Partial<PostPolicyRequest> = {}) {
  return checkPostPolicy({ fields, fileSize, bucket: BUCKET, region: REGION, credentials, ...extra });
}

function refusal(result: ReturnType<typeof check>) {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

describe('verifyPostPolicy and checkPostPolicy', () => {
  it('accepts a form signed by createPresignedPost that meets every condition', async () => {
    expect(check(await presign())).toEqual({ ok: true, key: 'uploads/u1/logo/a.png' });
    expect(verifyPostPolicy({ fields: await presign(), bucket: BUCKET, region: REGION, credentials })).toEqual({
      ok: true,
      key: 'uploads/u1/logo/a.png',
      contentLengthRange: { min: 1, max: MAX },
    });
  });

  it('accepts the exact bounds of content-length-range', async () => {
    const fields = await presign();
    expect(check(fields, 1).ok).toBe(true);
    expect(check(fields, MAX).ok).toBe(true);
  });

  it('refuses a file over the maximum with EntityTooLarge and the limit', async () => {
    expect(refusal(check(await presign(), MAX + 1))).toEqual({
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
      details: { ProposedSize: MAX + 1, MaxSizeAllowed: MAX },
    });
  });

  it('refuses an empty file with EntityTooSmall', async () => {
    expect(refusal(check(await presign(), 0))).toMatchObject({ status: 400, code: 'EntityTooSmall', details: { MinSizeAllowed: 1 } });
  });

  it('refuses a policy whose signature does not cover it', async () => {
    const lenient = await presign({ Conditions: [['content-length-range', 1, 1e9]] });
    const tampered = { ...(await presign()), Policy: lenient.Policy! };
    expect(refusal(check(tampered))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    const badSignature = { ...(await presign()), 'X-Amz-Signature': '0'.repeat(64) };
    expect(refusal(check(badSignature))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses a form signed with another secret', async () => {
    const fields = await presign({}, { ...credentials, secretAccessKey: 'not-the-secret' });
    expect(refusal(check(fields))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses an access key id other than the configured one', async () => {
    const fields = await presign({}, { accessKeyId: 'AKIASOMEONEELSE', secretAccessKey: credentials.secretAccessKey });
    expect(refusal(check(fields))).toMatchObject({ status: 403, code: 'InvalidAccessKeyId', details: { AWSAccessKeyId: 'AKIASOMEONEELSE' } });
  });

  it('refuses a credential scoped to another region', async () => {
    const fields = await presign({}, credentials, 'us-east-1');
    expect(refusal(check(fields))).toMatchObject({ status: 400, code: 'InvalidArgument' });
  });

  it('refuses an expired policy', async () => {
    const fields = await presign({ Expires: 300 });
    expect(check(fields, 1024, { now: new Date(Date.now() + 299_000) }).ok).toBe(true);
    expect(refusal(check(fields, 1024, { now: new Date(Date.now() + 301_000) }))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
  });

  it('refuses a Content-Type other than the eq condition, naming the condition as S3 does', async () => {
    const fields = { ...(await presign()), 'Content-Type': 'text/html' };
    expect(refusal(check(fields))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]',
    });
  });

  it('refuses a key outside the starts-with prefix', async () => {
    const fields = { ...(await presign()), key: 'uploads/u2/logo/a.png' };
    expect(refusal(check(fields)).message).toBe('Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", "uploads/u1/logo/"]');
  });

  it('refuses a key inside the prefix that differs from the exact key signed', async () => {
    const fields = { ...(await presign()), key: 'uploads/u1/logo/b.png' };
    expect(refusal(check(fields)).message).toBe('Invalid according to Policy: Policy Condition failed: ["eq", "$key", "uploads/u1/logo/a.png"]');
  });

  it('refuses another bucket', async () => {
    expect(refusal(check(await presign(), 1024, { bucket: 'elsewhere' })).message).toBe('Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", "uploads"]');
  });

  it('substitutes ${filename} in the key before checking starts-with', async () => {
    const fields = await presign({ Key: 'uploads/u1/logo/${filename}' });
    expect(check(fields, 10, { filename: 'shop.png' })).toEqual({ ok: true, key: 'uploads/u1/logo/shop.png' });
  });

  it('checks every entry of a comma-separated Content-Type against starts-with', async () => {
    const conditions: PresignedPostOptions['Conditions'] = [['starts-with', '$Content-Type', 'image/']];
    const fields = await presign({ Conditions: conditions, Fields: {} });
    expect(check({ ...fields, 'Content-Type': 'image/png' }).ok).toBe(true);
    expect(refusal(check({ ...fields, 'Content-Type': 'image/png, text/html' })).code).toBe('AccessDenied');
  });

  it('matches field names without regard to case', async () => {
    const { 'Content-Type': contentType, Policy: policy, ...rest } = await presign();
    expect(check({ ...rest, 'content-type': contentType!, policy: policy! }).ok).toBe(true);
  });

  it('refuses a field no condition covers', async () => {
    const fields = { ...(await presign()), acl: 'public-read', 'x-amz-meta-owner': 'u1' };
    expect(refusal(check(fields))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Extra input fields: acl, x-amz-meta-owner',
    });
  });

  it('lets x-ignore- fields through without a condition', async () => {
    expect(check({ ...(await presign()), 'x-ignore-tracking': '1', 'X-Ignore-Other': '2' }).ok).toBe(true);
  });

  it('refuses a field sent twice, whatever its case', async () => {
    const fields = Object.entries({ ...(await presign()) });
    expect(refusal(check([...fields, ['content-type', 'text/html']])).code).toBe('InvalidArgument');
  });

  it('refuses a form missing a required field or using another algorithm', async () => {
    const { 'X-Amz-Signature': _signature, ...unsigned } = await presign();
    expect(refusal(check(unsigned))).toMatchObject({
      status: 400,
      code: 'InvalidArgument',
      message: "Bucket POST must contain a field named 'X-Amz-Signature'.  If it is specified, please check the order of the fields.",
    });
    expect(refusal(check({ ...(await presign()), 'X-Amz-Algorithm': 'AWS4-HMAC-SHA1' })).code).toBe('InvalidArgument');
  });

  it('refuses malformed policy documents with InvalidPolicyDocument', () => {
    const covered = [{ bucket: BUCKET }, { key: 'uploads/u1/logo/a.png' }];
    for (const document of [
      'not json',
      { conditions: covered },
      { expiration: 'tomorrow', conditions: covered },
      { expiration: inAMinute() },
      { expiration: inAMinute(), conditions: [['matches', '$key', 'x']] },
      { expiration: inAMinute(), conditions: [['content-length-range', 10, 1]] },
      { expiration: inAMinute(), conditions: [{ key: 7 }] },
    ]) {
      expect(refusal(check(craft(document))), JSON.stringify(document)).toMatchObject({ status: 400, code: 'InvalidPolicyDocument' });
    }
  });

  it('accepts a hand-made policy that covers every field, including the signing fields', () => {
    const fields = craft({
      expiration: inAMinute(),
      conditions: [
        ['eq', '$bucket', BUCKET],
        ['starts-with', '$key', 'uploads/'],
        ['starts-with', '$x-amz-algorithm', ''],
        ['starts-with', '$x-amz-credential', ''],
        ['starts-with', '$x-amz-date', ''],
      ],
    });
    expect(check(fields)).toEqual({ ok: true, key: 'uploads/u1/logo/a.png' });
  });
});

describe('checkContentLength', () => {
  it('passes sizes inside the range', () => {
    expect(checkContentLength({ min: 1, max: 10 }, 10)).toBeUndefined();
  });
});

describe('renderS3ErrorXml', () => {
  it('renders S3 error XML with the extra elements, escaped, before RequestId', () => {
    const xml = renderS3ErrorXml({ code: 'EntityTooLarge', message: 'a < b & "c"', details: { ProposedSize: 3, MaxSizeAllowed: 2 } }, 'R1');
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<Error><Code>EntityTooLarge</Code><Message>a &lt; b &amp; &quot;c&quot;</Message>' +
        '<ProposedSize>3</ProposedSize><MaxSizeAllowed>2</MaxSizeAllowed><RequestId>R1</RequestId></Error>',
    );
  });
});
