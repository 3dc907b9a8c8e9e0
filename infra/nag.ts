import { Stack, Token, Validations, type CfnResource } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges one cdk-nag finding on a construct and everything below it.
 * cdk-nag 3 reads these acknowledgements (CDK's Validations metadata); each
 * one carries the reason it does not apply, which the CDK tests check.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * How cdk-nag writes a reference to a resource in a finding id: `<LogicalId.Arn>`
 * for an attribute, `<LogicalId>` for a Ref. Finding-level acknowledgements
 * (e.g. `AwsSolutions-IAM5[Resource::<Bucket1234.Arn>/uploads/*]`) must match it exactly.
 */
export function nagRef(resource: IConstruct, attribute?: string): string {
  const cfn = (resource.node.defaultChild ?? resource) as CfnResource;
  const logicalId = Stack.of(cfn).resolve(Stack.of(cfn).getLogicalId(cfn)) as string;
  return attribute ? `<${logicalId}.${attribute}>` : `<${logicalId}>`;
}

/** The region and account as cdk-nag writes them: literal when the stack has them, a pseudo-parameter otherwise. */
export function nagEnvironment(stack: Stack): { region: string; account: string; partition: string } {
  return {
    region: Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region,
    account: Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account,
    partition: '<AWS::Partition>',
  };
}
