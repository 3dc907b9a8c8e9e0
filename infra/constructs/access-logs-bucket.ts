import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';

export interface AccessLogsBucketProps {
  /**
   * How long logs are kept.
   * @default 90 days
   */
  readonly retention?: Duration;
}

/** The bucket that receives S3 server access logs and CloudFront standard logs. */
export class AccessLogsBucket extends Bucket {
  constructor(scope: Construct, id: string, props: AccessLogsBucketProps = {}) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes objects with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: props.retention ?? Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this, 'AwsSolutions-S1', 'This is the access-log bucket: logging its own accesses into itself would log forever.');
  }
}
