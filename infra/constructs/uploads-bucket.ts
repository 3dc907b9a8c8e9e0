import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct, IConstruct } from 'constructs';
import { acknowledge, nagRef } from '../nag';

/** Every uploaded object lives under this prefix (shared/uploads.ts `uploadPrefix`), which CloudFront serves as /uploads/*. */
export const UPLOADS_PREFIX = 'uploads/';

export interface UploadsBucketProps {
  /** Where S3 writes the bucket's server access logs. */
  readonly accessLogsBucket: IBucket;
  /**
   * The origins browsers post uploads from.
   * @default ['*']: the presigned POST policy, not CORS, is what authorises an upload
   */
  readonly allowedOrigins?: string[];
}

/**
 * The private bucket browsers upload to with presigned POSTs. Versioned, so a
 * mistaken delete or overwrite can be undone for a day; noncurrent versions
 * and incomplete multipart uploads are cleaned up after one day.
 */
export class UploadsBucket extends Bucket {
  constructor(scope: Construct, id: string, props: UploadsBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'uploads-bucket/',
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: props.allowedOrigins ?? ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          id: 'clean-up-abandoned-uploads',
          abortIncompleteMultipartUploadAfter: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
          expiredObjectDeleteMarker: true,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Lets a role presign POSTs under `uploads/` (the POST is signed with the
   * role's credentials, so the role itself needs s3:PutObject there), read
   * uploaded objects (GetObject, HeadObject) and see whether an object exists
   * (HeadObject answers 404 rather than 403 only with ListBucket; the health
   * check's HeadBucket needs it too).
   */
  grantUploadAccess(grantee: IGrantable & IConstruct): void {
    grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject'], resources: [this.arnForObjects(`${UPLOADS_PREFIX}*`)] }));
    grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucketArn] }));
    acknowledge(
      grantee,
      `AwsSolutions-IAM5[Resource::${nagRef(this, 'Arn')}/${UPLOADS_PREFIX}*]`,
      'Upload keys are generated per request (uploads/{userId}/{kind}/{uuid}/…), so object access is granted on the uploads/ prefix; the presigned POST policy pins each upload to its own key prefix, size and type.',
    );
  }
}
