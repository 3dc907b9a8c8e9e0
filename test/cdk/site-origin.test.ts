import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { SbizStack, type SbizStackProps } from '../../infra/sbiz-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const env = { account: '123456789012', region: 'ap-south-1' };
const cdkJsonContext = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A stack without bundling (this test is about settings, not code); the auth Lambda's SITE_ORIGIN as the template has it. */
function authSiteOrigin(props: SbizStackProps = {}) {
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
  const stack = new SbizStack(app, 'SiteOriginTest', { env, ...props });
  const resources = (Template.fromStack(stack).toJSON() as { Resources: Record<string, { Type: string; Properties?: Json }> }).Resources;
  const auth = Object.values(resources).find((resource) => resource.Type === 'AWS::Lambda::Function' && resource.Properties?.Description === 'Sbiz API: the auth routes');
  return { stack, siteOrigin: auth?.Properties.Environment.Variables.SITE_ORIGIN };
}

describe('the site origin that emailed links are built from', () => {
  it('is the CloudFront name when there is no custom domain', () => {
    const { stack, siteOrigin } = authSiteOrigin();
    const distribution = stack.getLogicalId(stack.site.distribution.node.defaultChild as never);
    expect(siteOrigin).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] });
  });

  it('is the custom domain when there is one', () => {
    const { siteOrigin } = authSiteOrigin({ domainName: 'sbiz.example.in', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' });
    expect(siteOrigin).toBe('https://sbiz.example.in');
  });
});
