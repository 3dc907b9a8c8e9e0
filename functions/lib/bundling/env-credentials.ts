// Bundled in place of `@aws-sdk/credential-provider-node` in the Lambdas (see
// infra/constructs/domain-function.ts): the Lambda runtime hands the function its role's
// credentials in environment variables, so the default chain's SSO, INI, process, web-identity
// and instance-metadata providers (and the STS/SSO clients they pull in, ~90 KB) never run there.
// Tests and the local stack run unbundled, with the full default chain.
import { fromEnv } from '@aws-sdk/credential-provider-env';

type FromEnvInit = Parameters<typeof fromEnv>[0];

export const defaultProvider = (init: FromEnvInit = {}) => fromEnv(init);

// The same two helpers the real package exports (the SDK's clients import them).
export const credentialsWillNeedRefresh = (credentials?: { expiration?: Date }) => credentials?.expiration !== undefined;
export const credentialsTreatedAsExpired = (credentials?: { expiration?: Date }) => credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
