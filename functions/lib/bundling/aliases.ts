/**
 * Modules the Lambda bundles swap for smaller stand-ins (esbuild `alias`, paths from the
 * project root). One list for infra/constructs/domain-function.ts and bench/lambda.ts, so the
 * bench measures what ships. Tests and the local stack run unbundled, with the real modules.
 */
export const lambdaAliases: Readonly<Record<string, string>> = {
  // ElectroDB checks each entity's model with jsonschema at load; the tests run the real check.
  jsonschema: './functions/lib/bundling/jsonschema-skip.cjs',
  // Lambda passes the role's credentials in environment variables: the rest of the chain is dead weight.
  '@aws-sdk/credential-provider-node': './functions/lib/bundling/env-credentials.ts',
};
