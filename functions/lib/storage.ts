import { S3Client } from '@aws-sdk/client-s3';
import { env } from './config';

let s3: S3Client | undefined;

/** The uploads bucket's client; locally it points at the S3 policy check in front of s3rver. */
export function s3Client(): S3Client {
  if (!s3) {
    const { S3_ENDPOINT } = env();
    s3 = new S3Client(
      S3_ENDPOINT
        ? {
            endpoint: S3_ENDPOINT,
            forcePathStyle: true,
            region: process.env.AWS_REGION ?? 'ap-south-1',
            credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'S3RVER', secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'S3RVER' },
          }
        : {},
    );
  }
  return s3;
}
