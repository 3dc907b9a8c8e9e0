import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { SbizStack } from './sbiz-stack';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const app = new App();
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
new SbizStack(app, 'Sbiz', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'ap-south-1' },
  googleClientId: app.node.tryGetContext('googleClientId'),
  facebookAppId: app.node.tryGetContext('facebookAppId'),
  facebookAppSecret: app.node.tryGetContext('facebookAppSecret'),
});
