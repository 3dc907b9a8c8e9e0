import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Annotations, CfnOutput, Duration, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct, IConstruct } from 'constructs';
import { renderAliases } from '../functions/lib/bundling/aliases';
import { API_PREFIX, domains, type Domain } from '../functions/manifest';
import { AccessLogsBucket } from './constructs/access-logs-bucket';
import { DataTable, type TableAccess } from './constructs/data-table';
import { DomainFunction } from './constructs/domain-function';
import { Monitoring } from './constructs/monitoring';
import { ManifestRestApi } from './constructs/rest-api';
import { Site } from './constructs/site';
import { StreamProcessor } from './constructs/stream-processor';
import { UploadsBucket } from './constructs/uploads-bucket';
import { SocketApi } from './constructs/web-socket-api';
import { WebAcl } from './constructs/web-acl';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { acknowledge, nagEnvironment, nagRef } from './nag';
import { publicSignInConfig } from '../functions/lib/public-config';

export interface SbizStackProps extends StackProps {
  /**
   * Google OAuth client id for Google sign-in.
   * @default none: Google sign-in answers "not configured"
   */
  readonly googleClientId?: string;
  /**
   * Facebook app id for Facebook sign-in; needs `facebookAppSecretName`.
   * @default none: Facebook sign-in answers "not configured"
   */
  readonly facebookAppId?: string;
  /**
   * The name of a Secrets Manager secret (a plain string) holding the Facebook app secret.
   * CloudFormation resolves it at deploy time, so it never appears in the template.
   * @default none
   */
  readonly facebookAppSecretName?: string;
  /**
   * A custom domain for the site; needs `certificateArn`.
   * @default none: the site is served on its cloudfront.net name
   */
  readonly domainName?: string;
  /**
   * An ACM certificate in us-east-1 for `domainName`.
   * @default none
   */
  readonly certificateArn?: string;
  /**
   * The SES-verified address (or an address of a verified domain) that sends account emails
   * such as password-reset links; the auth Lambda may send only as this identity. Needs `domainName`.
   * @default none: reset links are written to the auth Lambda's logs instead (local outbox mode)
   */
  readonly senderEmail?: string;
  /**
   * The ARN of a CloudFront-scoped AWS WAF web ACL for the distribution. AWS keeps those in us-east-1 only,
   * so for a stack elsewhere infra/app.ts deploys one in the small SbizEdge stack and passes its ARN here.
   * @default a web ACL made in this stack when it is in us-east-1; otherwise none (synth warns)
   */
  readonly cloudFrontWebAclArn?: string;
  /**
   * Where CloudWatch alarm notifications are emailed (`-c alarmEmail=…`); AWS asks the address to confirm.
   * @default none: alarms notify the alarm topic only
   */
  readonly alarmEmail?: string;
  /**
   * The built SPA to deploy.
   * @default web/dist; when it has no index.html the SPA is not deployed and synth warns
   */
  readonly webDist?: string;
}

/**
 * Which domains only read the table (checked against their handlers). Every
 * other domain reads and writes.
 */
const tableAccess: Partial<Record<Domain, TableAccess>> = { system: 'read', amenities: 'read', places: 'read', taxonomy: 'read' };

/** Sbiz on AWS: the table, the API and socket Lambdas, the stream processor, uploads and the site. */
export class SbizStack extends Stack {
  readonly table: DataTable;
  readonly domainFunctions: Readonly<Record<Domain, DomainFunction>>;
  readonly socketFunction: DomainFunction;
  readonly restApi: ManifestRestApi;
  readonly sockets: SocketApi;
  readonly streamProcessor: StreamProcessor;
  /** The 'message waiting' sweep (issue #27), run every 2 minutes. */
  readonly waitingMessagesFunction: DomainFunction;
  /** The daily notification digest (issue #27 §2), run at 9:00 IST. */
  readonly dailyDigestFunction: DomainFunction;
  readonly uploadsBucket: UploadsBucket;
  readonly site: Site;
  readonly renderFunction: DomainFunction;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: SbizStackProps = {}) {
    super(scope, id, props);
    if (Boolean(props.domainName) !== Boolean(props.certificateArn)) throw new Error('domainName and certificateArn go together');
    if (props.facebookAppId && !props.facebookAppSecretName) throw new Error('facebookAppId needs facebookAppSecretName');
    // Emailed reset links must point at a fixed site, never at an origin taken from the request.
    if (props.senderEmail && !props.domainName) throw new Error('senderEmail needs domainName (reset links point at the site’s own domain)');
    // Without a custom domain the site's origin is the distribution's name, given to the functions once it is made (below).
    const siteOrigin = props.domainName ? `https://${props.domainName}` : undefined;

    this.table = new DataTable(this, 'Table');
    const logsBucket = new AccessLogsBucket(this, 'LogsBucket');
    this.uploadsBucket = new UploadsBucket(this, 'UploadsBucket', { accessLogsBucket: logsBucket, allowedOrigins: siteOrigin ? [siteOrigin] : undefined });

    const jwtSecret = new Secret(this, 'JwtSigningSecret', {
      description: 'HS256 key that signs Sbiz access tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      jwtSecret,
      'AwsSolutions-SMG4',
      'Rotating the token-signing key signs every user out at once, and the handlers have no multi-key verification yet; rotate it deliberately by replacing the secret.',
    );

    const socialSignIn = {
      ...(props.googleClientId ? { GOOGLE_CLIENT_ID: props.googleClientId } : {}),
      ...(props.facebookAppId && props.facebookAppSecretName
        ? { FACEBOOK_APP_ID: props.facebookAppId, FACEBOOK_APP_SECRET: SecretValue.secretsManager(props.facebookAppSecretName).unsafeUnwrap() }
        : {}),
    };
    const domainEnvironment: Partial<Record<Domain, Record<string, string>>> = {
      auth: { ...socialSignIn, ...(props.senderEmail ? { SENDER_EMAIL: props.senderEmail } : {}) },
    };
    // The ids (never the secret) the browser needs to show the Google and Facebook buttons.
    const publicSignIn = {
      ...(props.googleClientId ? { GOOGLE_CLIENT_ID: props.googleClientId } : {}),
      ...(props.facebookAppId && props.facebookAppSecretName ? { FACEBOOK_APP_ID: props.facebookAppId } : {}),
    };

    this.socketFunction = new DomainFunction(this, 'SocketFunction', {
      entry: 'functions/socket/index.ts',
      description: 'WebSocket $connect, $disconnect and $default',
    });
    this.sockets = new SocketApi(this, 'SocketApi', { handler: this.socketFunction });
    this.socketFunction.bindTable(this.table, 'readWrite').bindSecret('JWT_SECRET_ARN', jwtSecret).bindSockets(this.sockets);

    this.domainFunctions = Object.fromEntries(
      domains.map((domain) => {
        const fn = new DomainFunction(this, `${pascal(domain)}Function`, {
          entry: `functions/domains/${domain}/index.ts`,
          description: `Sbiz API: the ${domain} routes`,
          environment: { ...(siteOrigin ? { SITE_ORIGIN: siteOrigin } : {}), ...domainEnvironment[domain] },
        });
        // Any domain may presign uploads or notify sockets as the manifest grows, so each gets both.
        fn.bindTable(this.table, tableAccess[domain] ?? 'readWrite')
          .bindSecret('JWT_SECRET_ARN', jwtSecret)
          .bindUploads(this.uploadsBucket)
          .bindSockets(this.sockets);
        return [domain, fn];
      }),
    ) as Record<Domain, DomainFunction>;

    if (props.senderEmail) this.grantSendEmail(this.domainFunctions.auth, props.senderEmail);

    this.restApi = new ManifestRestApi(this, 'RestApi', { functions: this.domainFunctions });
    const { api } = this.restApi;
    acknowledge(
      this.restApi,
      'AwsSolutions-APIG2',
      'Bodies and query strings are validated with zod in each Lambda, which answers with the API’s own error messages; API Gateway only checks the declared path parameters.',
    );
    acknowledge(
      this.restApi,
      'AwsSolutions-APIG4',
      'Routes marked public in the manifest take anonymous requests by design; the others verify the Bearer JWT (and role) in the Lambda, which issues those tokens itself.',
    );
    acknowledge(this.restApi, 'AwsSolutions-COG4', 'Sbiz issues and verifies its own JWTs (email/password, Google, Facebook); there is no Cognito user pool.');
    // The API is also reachable without CloudFront, on its execute-api name, so it has a web ACL of its own.
    const apiWebAcl = new WebAcl(this, 'ApiWebAcl', { scope: 'REGIONAL' });
    new CfnWebACLAssociation(this, 'ApiWebAclAssociation', { resourceArn: api.deploymentStage.stageArn, webAclArn: apiWebAcl.arn });
    acknowledge(
      api,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'API Gateway’s account-wide logging role (needed for stage access and execution logs) uses the AWS managed policy made for exactly that.',
    );
    // Stage logging needs the account-wide CloudWatch role, which the REST API creates and its stage waits for.
    this.sockets.stage.node.addDependency(api.deploymentStage);

    this.streamProcessor = new StreamProcessor(this, 'StreamProcessor', { table: this.table });
    this.streamProcessor.handler.bindSockets(this.sockets);

    // Chat messages unread for 10 minutes become notifications, and notification mails the 10-minute throttle held back go out
    // (functions/scheduled/waiting-messages.ts); the local stack runs it on a timer.
    this.waitingMessagesFunction = new DomainFunction(this, 'WaitingMessagesFunction', {
      entry: 'functions/scheduled/waiting-messages.ts',
      description: 'Sbiz: notifies of chat messages unread for 10 minutes and mails held notification mails',
      timeout: Duration.minutes(1),
    })
      .bindTable(this.table, 'readWrite')
      .bindSockets(this.sockets);
    new Rule(this, 'WaitingMessagesSchedule', {
      description: 'Sweeps chat messages unread for 10 minutes into notifications',
      schedule: Schedule.rate(Duration.minutes(2)),
      targets: [new LambdaFunction(this.waitingMessagesFunction, { retryAttempts: 0 })],
    });

    // Notification mail (issue #27 §2): the stream's mailer reactor, the 2-minute sweep and the daily digest send through SES as the sender,
    // with emailed links to the site's own origin and unsubscribe tokens signed with the JWT secret.
    const mailEnvironment = { ...(siteOrigin ? { SITE_ORIGIN: siteOrigin } : {}), ...(props.senderEmail ? { SENDER_EMAIL: props.senderEmail } : {}) };
    for (const fn of [this.streamProcessor.handler, this.waitingMessagesFunction]) {
      for (const [name, value] of Object.entries(mailEnvironment)) fn.addEnvironment(name, value);
      fn.bindSecret('JWT_SECRET_ARN', jwtSecret);
    }
    this.dailyDigestFunction = new DomainFunction(this, 'DailyDigestFunction', {
      entry: 'functions/scheduled/daily-digest.ts',
      description: 'Sbiz: mails the daily notification digest at 9:00 IST',
      timeout: Duration.minutes(5),
      environment: mailEnvironment,
    })
      .bindTable(this.table, 'readWrite')
      .bindSecret('JWT_SECRET_ARN', jwtSecret);
    // 9:00 IST is 03:30 UTC (India keeps no daylight saving time). A run that fails is retried; a day already sent is marked.
    new Rule(this, 'DailyDigestSchedule', {
      description: 'Mails each daily-digest member their unread notifications at 9:00 IST',
      schedule: Schedule.cron({ minute: '30', hour: '3' }),
      targets: [new LambdaFunction(this.dailyDigestFunction, { retryAttempts: 2 })],
    });
    if (props.senderEmail) {
      this.grantSendEmail(this.streamProcessor.handler, props.senderEmail);
      this.grantSendEmail(this.waitingMessagesFunction, props.senderEmail);
      this.grantSendEmail(this.dailyDigestFunction, props.senderEmail);
    }

    const webDist = props.webDist ?? resolve(import.meta.dirname, '../web/dist');
    // The page renderer: the same renderPage as the local gateway, with the web build's index.html beside its bundle.
    this.renderFunction = new DomainFunction(this, 'RenderFunction', {
      entry: 'functions/render/index.ts',
      aliases: renderAliases,
      description: 'Sbiz: server-rendered pages, robots.txt and the sitemaps',
      environment: { API_URL: this.restApi.urlForPath(API_PREFIX), WEBSOCKET_URL: this.sockets.url, ...(siteOrigin ? { SITE_ORIGIN: siteOrigin } : {}), ...publicSignIn },
      bundling: {
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir: string, outputDir: string) => [`if [ -f "${resolve(webDist, 'index.html')}" ]; then cp "${resolve(webDist, 'index.html')}" "${outputDir}/index.html"; fi`],
        },
      },
    }).bindTable(this.table, 'read');

    this.monitoring = new Monitoring(this, 'Monitoring', {
      restApi: this.restApi,
      domainFunctions: { ...this.domainFunctions, render: this.renderFunction },
      functions: {
        ...this.domainFunctions,
        render: this.renderFunction,
        socket: this.socketFunction,
        stream: this.streamProcessor.handler,
        waitingMessages: this.waitingMessagesFunction,
        dailyDigest: this.dailyDigestFunction,
      },
      streamProcessor: this.streamProcessor,
      table: this.table,
      sockets: this.sockets,
      alarmEmail: props.alarmEmail,
    });

    const cloudFrontWebAclArn = props.cloudFrontWebAclArn ?? (this.region === 'us-east-1' ? new WebAcl(this, 'SiteWebAcl', { scope: 'CLOUDFRONT' }).arn : undefined);
    this.site = new Site(this, 'Site', {
      api: this.restApi,
      webAclArn: cloudFrontWebAclArn,
      connectOrigins: { socket: this.sockets.api.apiEndpoint, uploads: `https://${this.uploadsBucket.bucketRegionalDomainName}` },
      renderFunction: this.renderFunction,
      uploadsBucket: this.uploadsBucket,
      logsBucket,
      ...(props.domainName && props.certificateArn ? { domainNames: [props.domainName], certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn) } : {}),
    });

    // Without a custom domain the site's origin is the distribution's own name, known once it is made: emailed links
    // (and CORS) use it, so no Lambda ever takes the site's address from a request.
    if (!siteOrigin)
      for (const fn of [...Object.values(this.domainFunctions), this.streamProcessor.handler, this.waitingMessagesFunction, this.dailyDigestFunction]) fn.addEnvironment('SITE_ORIGIN', this.site.url);

    if (existsSync(resolve(webDist, 'index.html'))) {
      const deployment = new BucketDeployment(this, 'DeploySite', {
        sources: [Source.asset(webDist), Source.jsonData('config.json', { apiBase: API_PREFIX, websocketUrl: this.sockets.url, ...publicSignInConfig(publicSignIn) })],
        destinationBucket: this.site.bucket,
        distribution: this.site.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
        logGroup: new LogGroup(this, 'DeploySiteLogGroup', { retention: RetentionDays.ONE_MONTH }),
      });
      acknowledgeBucketDeployment(this, deployment, this.site.bucket);
    } else {
      Annotations.of(this).addWarningV2('sbiz:web-not-built', `${webDist} has no index.html, so the SPA and /config.json are not deployed. Run \`npm run build:web\` before \`cdk deploy\`.`);
    }

    new CfnOutput(this, 'SiteUrl', { value: this.site.url, description: 'The site' });
    new CfnOutput(this, 'ApiUrl', { value: `${this.site.url}${API_PREFIX}`, description: 'The REST API, through CloudFront' });
    new CfnOutput(this, 'WebSocketUrl', { value: this.sockets.url, description: 'The WebSocket API' });
    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'The DynamoDB table (npm run admin -- --table …)' });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName, description: 'The uploads bucket' });
  }

  /** SES may send as the sender's own identity, or as its verified domain's, and nothing else. */
  private grantSendEmail(fn: DomainFunction, senderEmail: string) {
    const domain = senderEmail.split('@')[1];
    if (!domain) throw new Error('senderEmail must be an email address');
    const identity = (name: string) => this.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    fn.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: [identity(senderEmail), identity(domain)] }));
  }
}

/** CDK's BucketDeployment handler (a singleton Lambda CDK writes) copies the SPA into its bucket; its grants and runtime are CDK's. */
function acknowledgeBucketDeployment(stack: Stack, deployment: BucketDeployment, siteBucket: IConstruct) {
  const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!handler) throw new Error('BucketDeployment handler not found: aws-cdk-lib changed its id');
  const { partition, account, region } = nagEnvironment(stack);
  const grants = 'CDK’s BucketDeployment handler copies the built SPA from the CDK assets bucket into the site bucket and invalidates CloudFront; CDK writes this role';
  const findings: Record<string, string> = {
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]': `${grants}, with the AWS managed basic execution policy for its logs.`,
    'AwsSolutions-L1': 'CDK’s BucketDeployment handler runs on the Python runtime that aws-cdk-lib pins for it; it only runs during deployments.',
    'AwsSolutions-IAM5[Resource::*]': `${grants}, and cloudfront:CreateInvalidation has no resource-level permissions.`,
    [`AwsSolutions-IAM5[Resource::${nagRef(siteBucket, 'Arn')}/*]`]: `${grants}: it syncs the whole site bucket, deleting files the new build no longer has.`,
    [`AwsSolutions-IAM5[Resource::arn:${partition}:s3:::cdk-hnb659fds-assets-${account}-${region}/*]`]: `${grants}: the asset object key is a content hash only known at deployment.`,
  };
  for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
    findings[`AwsSolutions-IAM5[Action::${action}]`] = `${grants} with CDK’s own bucket grant action groups (read from the assets bucket, write and prune the site bucket).`;
  }
  for (const [id, reason] of Object.entries(findings)) acknowledge(handler, id, reason);
  // The role may be created outside the singleton, so it is acknowledged on its own too.
  for (const [id, reason] of Object.entries(findings)) if (id.includes('IAM')) acknowledge(deployment.handlerRole, id, reason);
}

function pascal(name: string) {
  return name.replace(/(^|[-_])(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase());
}
