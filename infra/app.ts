import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { SbizEdgeStack } from './edge-stack';
import { SbizStack } from './sbiz-stack';

const app = new App();
// cdk-nag 3 is a validation plugin: findings fail `cdk synth` unless acknowledged (see infra/nag.ts).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

/** A deployment setting: `-c name=value`, else the environment variable. */
function setting(contextKey: string, environmentVariable: string): string | undefined {
  const value: unknown = app.node.tryGetContext(contextKey) ?? process.env[environmentVariable];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const region = setting('region', 'SBIZ_REGION') ?? 'ap-south-1';
// CloudFront's web ACL must be in us-east-1; in that region the main stack makes its own.
if (region !== 'us-east-1') {
  new SbizEdgeStack(app, 'SbizEdge', { description: 'Sbiz: the CloudFront web ACL (us-east-1)', env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: 'us-east-1' } });
}

new SbizStack(app, 'Sbiz', {
  description: 'Sbiz: local-business directory (table, API, sockets, stream processor, uploads, site)',
  // Pinned rather than the CLI's default region (often us-east-1): Sbiz serves India from Mumbai.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region },
  googleClientId: setting('googleClientId', 'SBIZ_GOOGLE_CLIENT_ID'),
  facebookAppId: setting('facebookAppId', 'SBIZ_FACEBOOK_APP_ID'),
  facebookAppSecretName: setting('facebookAppSecretName', 'SBIZ_FACEBOOK_APP_SECRET_NAME'),
  senderEmail: setting('senderEmail', 'SBIZ_SENDER_EMAIL'),
  domainName: setting('domainName', 'SBIZ_DOMAIN_NAME'),
  certificateArn: setting('certificateArn', 'SBIZ_CERTIFICATE_ARN'),
  cloudFrontWebAclArn: setting('cloudFrontWebAclArn', 'SBIZ_CLOUDFRONT_WEB_ACL_ARN'),
  alarmEmail: setting('alarmEmail', 'SBIZ_ALARM_EMAIL'),
});
