import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheQueryStringBehavior,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { FunctionUrlAuthType, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { API_PREFIX } from '../../functions/manifest';
import { ASSETS_PATH_PATTERN, HSTS_MAX_AGE_SECONDS, securityHeaders, type SecurityHeaderOrigins } from '../../functions/lib/security-headers';
import { acknowledge } from '../nag';
import type { ManifestRestApi } from './rest-api';
import { UPLOADS_PREFIX } from './uploads-bucket';

export interface SiteProps {
  /** The REST API served under /api/*. */
  readonly api: ManifestRestApi;
  /** The page renderer (functions/render): every path without a file extension, /robots.txt and the sitemaps. */
  readonly renderFunction: IFunction;
  /** The uploads bucket served under /uploads/*. */
  readonly uploadsBucket: IBucket;
  /** Where CloudFront and the SPA bucket write their access logs. */
  readonly logsBucket: IBucket;
  /** Where pages may connect beyond the site (the chat socket, the uploads bucket), for the Content-Security-Policy. */
  readonly connectOrigins: SecurityHeaderOrigins;
  /**
   * A CloudFront-scoped AWS WAF web ACL (in us-east-1) for the distribution.
   * @default none
   */
  readonly webAclArn?: string;
  /**
   * Custom domain names for the distribution; needs `certificate`.
   * @default none: the site is served on its cloudfront.net name
   */
  readonly domainNames?: string[];
  /**
   * An ACM certificate in us-east-1 covering `domainNames`.
   * @default none
   */
  readonly certificate?: ICertificate;
  /**
   * Which edge locations serve the site.
   * @default PriceClass.PRICE_CLASS_200, the cheapest class that includes India's edge locations
   */
  readonly priceClass?: PriceClass;
}

/**
 * Pages go to the render Lambda, which builds canonical URLs from the
 * viewer's host: the function URL origin sees its own host, so the viewer's
 * is passed on as X-Forwarded-Host. (No distribution-level error responses:
 * they would turn API 404s into pages.)
 */
const forwardHost = `function handler(event) {
  var request = event.request;
  if (request.headers.host) request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  return request;
}`;

/** The private SPA bucket and the CloudFront distribution in front of the SPA, the API and the uploads. */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** The https:// origin of the site: the first custom domain, or the cloudfront.net name. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    if (props.domainNames?.length && !props.certificate) throw new Error('Site: domainNames need a certificate');

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const securityHeadersPolicy = siteSecurityHeaders(this, props.connectOrigins);
    // One origin (and origin access control) for the SPA's files, whichever behaviour serves them.
    const siteFiles = S3BucketOrigin.withOriginAccessControl(this.bucket);
    // Pages: server-rendered, cached as the renderer says (s-maxage=60, stale-while-revalidate), compressed.
    const pageBehaviour: BehaviorOptions = {
      origin: FunctionUrlOrigin.withOriginAccessControl(props.renderFunction.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM })),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: new CachePolicy(this, 'PageCachePolicy', {
        comment: 'Server-rendered pages: TTL from the renderer, keyed by path and query, gzip and brotli',
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: Duration.days(1),
        queryStringBehavior: CacheQueryStringBehavior.all(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeadersPolicy,
      compress: true,
      functionAssociations: [
        {
          eventType: FunctionEventType.VIEWER_REQUEST,
          function: new CloudFrontFunction(this, 'ForwardHost', {
            code: FunctionCode.fromInline(forwardHost),
            runtime: FunctionRuntime.JS_2_0,
            comment: 'Passes the viewer host to the page renderer',
          }),
        },
      ],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Sbiz: server-rendered pages, the SPA files, /api and /uploads',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass ?? PriceClass.PRICE_CLASS_200,
      domainNames: props.domainNames,
      certificate: props.certificate,
      // Only settable with a custom certificate; the default *.cloudfront.net one allows TLSv1.
      ...(props.certificate ? { minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 } : {}),
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: pageBehaviour,
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          // Named without a reference to the API's stage, which depends on the functions that are told this distribution's name.
          origin: new HttpOrigin(props.api.domainName, { originPath: `/${props.api.stageName}`, readTimeout: Duration.seconds(30) }),
          // A redirect would turn a POST into a GET; plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeadersPolicy,
        },
        [`/${UPLOADS_PREFIX}*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(props.uploadsBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeadersPolicy,
          compress: true,
        },
        // The SPA's files (anything with an extension: /assets/*, /config.json, /favicon.svg …) from the bucket,
        // except the sitemaps and robots.txt, which the renderer builds from the table.
        ...Object.fromEntries(['/sitemap.xml', '/sitemaps/*', '/robots.txt'].map((path) => [path, pageBehaviour])),
        // The hashed, immutable scripts, styles and fonts: HSTS and nosniff only (assetHeaders), since the page's policies
        // apply to documents, not to the files a page loads, and each of a page's dozen scripts would repeat them.
        [ASSETS_PATH_PATTERN]: {
          origin: siteFiles,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: new ResponseHeadersPolicy(this, 'AssetHeaders', {
            comment: 'Sbiz /assets/*: HSTS and nosniff (the pages and other files have the full security headers)',
            securityHeadersBehavior: {
              strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
              contentTypeOptions: { override: true },
            },
          }),
          compress: true,
        },
        '*.*': {
          origin: siteFiles,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeadersPolicy,
          compress: true,
        },
      },
    });

    this.url = `https://${props.domainNames?.[0] ?? this.distribution.distributionDomainName}`;

    acknowledge(this.distribution, 'AwsSolutions-CFR1', 'Sbiz lists Indian businesses but is used from abroad too (NRIs, travellers, owners away from home), so no country is blocked.');
    if (!props.webAclArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR2',
        'A CloudFront-scoped web ACL lives in us-east-1: infra/app.ts deploys it in the SbizEdge stack and passes its ARN (-c cloudFrontWebAclArn=…); the REST API behind /api has its own regional web ACL either way.',
      );
    }
    if (!props.certificate) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose viewer TLS policy cannot be changed; deploying with a domain and certificate enforces TLSv1.2_2021.',
      );
    }
  }
}

/**
 * The response headers policy of every behaviour: the headers of
 * functions/lib/security-headers.ts, the same ones the local gateway sends.
 */
function siteSecurityHeaders(scope: Construct, origins: SecurityHeaderOrigins): ResponseHeadersPolicy {
  const headers = securityHeaders(origins);
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'Sbiz: CSP without inline scripts, HSTS, nosniff, frame and referrer policies, Permissions-Policy',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: headers['Content-Security-Policy']!, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: headers['X-Frame-Options'] as HeadersFrameOption, override: true },
      referrerPolicy: { referrerPolicy: headers['Referrer-Policy'] as HeadersReferrerPolicy, override: true },
    },
    customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: headers['Permissions-Policy']!, override: true }] },
  });
}
