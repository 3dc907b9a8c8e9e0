import { Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface WebAclProps {
  /** REGIONAL for the REST API's stage; CLOUDFRONT for the distribution, which AWS allows only in us-east-1. */
  readonly scope: 'REGIONAL' | 'CLOUDFRONT';
  /**
   * Requests one address may make in any 5 minutes before it is answered 429.
   * @default 2000: a person browsing fast makes a few hundred; a script thousands
   */
  readonly requestsPerFiveMinutes?: number;
}

/** An AWS managed rule group, run as AWS defines it apart from the rules overridden to only count. */
function managedRules(name: string, priority: number, countOnly: string[] = []): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(countOnly.length ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
  };
}

/**
 * An AWS WAF web ACL: a per-address rate rule (429 past the limit), the AWS
 * managed common rule set and known bad inputs. The rate limits per form
 * (functions/lib/rate-limit.ts) work behind it; this stops floods before a
 * Lambda runs.
 */
export class WebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const { region } = Stack.of(this);
    if (props.scope === 'CLOUDFRONT' && !Token.isUnresolved(region) && region !== 'us-east-1') {
      throw new Error('A CloudFront web ACL must be created in us-east-1');
    }
    const name = `${Stack.of(this).stackName}-${id}`;
    this.acl = new CfnWebACL(this, 'Acl', {
      name,
      description: `Sbiz ${props.scope === 'CLOUDFRONT' ? 'site' : 'REST API'}: rate limit per address, AWS common rules and known bad inputs`,
      scope: props.scope,
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name.replace(/\W/g, ''), sampledRequestsEnabled: true },
      rules: [
        {
          name: 'RateLimitPerAddress',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: { rateBasedStatement: { limit: props.requestsPerFiveMinutes ?? 2000, aggregateKeyType: 'IP' } },
          visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'RateLimitPerAddress', sampledRequestsEnabled: true },
        },
        // Articles, listings and product descriptions are rich text over the common set's 8 KB body limit:
        // that rule only counts, and the API's own 10 MB limit and zod bounds apply.
        managedRules('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managedRules('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
    });
  }

  get arn(): string {
    return this.acl.attrArn;
  }
}
