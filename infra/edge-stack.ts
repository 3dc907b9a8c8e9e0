import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { WebAcl } from './constructs/web-acl';

/**
 * What AWS keeps in us-east-1 for CloudFront: the site's web ACL. The main
 * stack serves India from Mumbai, so this small stack is deployed first and
 * its ARN passed on (`-c cloudFrontWebAclArn=…`); a cross-region reference
 * would instead add custom-resource Lambdas to both stacks.
 */
export class SbizEdgeStack extends Stack {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);
    this.webAcl = new WebAcl(this, 'SiteWebAcl', { scope: 'CLOUDFRONT' });
    new CfnOutput(this, 'SiteWebAclArn', { value: this.webAcl.arn, description: 'Deploy the Sbiz stack with -c cloudFrontWebAclArn=<this>' });
  }
}
