import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { RestApiBase } from 'aws-cdk-lib/aws-apigateway';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HttpVersion,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface SiteProps {
  api: RestApiBase;
  uploadsBucket: IBucket;
  logsBucket: IBucket;
}

/**
 * A CloudFront function for the SPA's history routing: a path with no file
 * extension is a client route, so it gets index.html. It runs only on the
 * default (SPA) behaviour, so API 404s stay 404s.
 */
const spaRewrite = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The SPA bucket and the CloudFront distribution in front of the SPA, the API and the uploads. */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
    });

    const readOnly = { viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS, responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Sbiz: SPA, /api and /uploads',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        ...readOnly,
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        compress: true,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaRewrite', { code: FunctionCode.fromInline(spaRewrite), comment: 'SPA routes get index.html' }),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new RestApiOrigin(props.api, { readTimeout: Duration.seconds(30) }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        },
        '/uploads/*': {
          ...readOnly,
          origin: S3BucketOrigin.withOriginAccessControl(props.uploadsBucket),
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
        },
      },
    });
  }
}
