import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { SbizStack } from '../../infra/sbiz-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const env = { account: '123456789012', region: 'ap-south-1' };
const cdkJsonContext = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A stack without bundling (this test is about grants and settings, not code). */
function synth(senderEmail?: string) {
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
  const site = senderEmail ? { domainName: 'sbiz.example.in', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' } : {};
  const stack = new SbizStack(app, 'SenderTest', { env, senderEmail, ...site });
  return { stack, template: Template.fromStack(stack).toJSON() as { Resources: Record<string, { Type: string; Properties?: Json }> } };
}

/** Every policy statement that allows an SES action, with the policy's roles. */
function sesStatements(resources: Record<string, { Type: string; Properties?: Json }>) {
  return Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy')
    .flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as Json[])
        .filter((statement) => [statement.Action].flat().some((action: string) => action.startsWith('ses:')))
        .map((statement) => ({ statement, roles: policy.Properties.Roles as Json[] })),
    );
}

describe('account emails through SES', () => {
  it('lets only the mail senders send (auth, the notification mail in the stream processor, the 2-minute sweep of held mails, the daily digest), only as the verified sender (or its domain), and tells them the sender', () => {
    const { stack, template } = synth('no-reply@sbiz.example.in');
    const statements = sesStatements(template.Resources);
    const roleOf = (fn: { role: { node: { defaultChild: unknown } } }) => ({ Ref: stack.getLogicalId(fn.role.node.defaultChild as never) });
    const senders = [stack.domainFunctions.auth, stack.streamProcessor.handler, stack.waitingMessagesFunction, stack.dailyDigestFunction].map(roleOf);
    expect(statements.flatMap(({ roles }) => roles)).toEqual(expect.arrayContaining(senders));
    expect(statements.flatMap(({ roles }) => roles)).toHaveLength(senders.length);
    for (const { statement } of statements) {
      expect(statement.Action).toBe('ses:SendEmail');
      expect(statement.Effect).toBe('Allow');
      expect(JSON.stringify(statement.Resource)).toContain(':identity/no-reply@sbiz.example.in');
      expect(JSON.stringify(statement.Resource)).toContain(':identity/sbiz.example.in');
      expect(JSON.stringify(statement.Resource)).not.toContain('*');
    }

    const functions = Object.values(template.Resources).filter((resource) => resource.Type === 'AWS::Lambda::Function');
    const withSender = functions.filter((fn) => fn.Properties?.Environment?.Variables?.SENDER_EMAIL);
    expect(withSender).toHaveLength(senders.length);
    for (const fn of withSender) {
      expect(fn.Properties.Environment.Variables.SENDER_EMAIL).toBe('no-reply@sbiz.example.in');
      // The links they send point at the site's own domain.
      expect(fn.Properties.Environment.Variables.SITE_ORIGIN).toBe('https://sbiz.example.in');
    }
    expect(withSender.map((fn) => fn.Properties.Description)).toContain('Sbiz API: the auth routes');
  });

  it('grants nothing and sets no sender without the senderEmail context (links go to the logs)', () => {
    const { template } = synth();
    expect(sesStatements(template.Resources)).toEqual([]);
    expect(JSON.stringify(template)).not.toContain('SENDER_EMAIL');
  });

  it('refuses a sender that is not an email address, or a sender without the site domain', () => {
    expect(() => synth('not-an-email')).toThrow('senderEmail must be an email address');
    const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
    expect(() => new SbizStack(app, 'NoDomain', { env, senderEmail: 'no-reply@sbiz.example.in' })).toThrow('senderEmail needs domainName');
  });
});
