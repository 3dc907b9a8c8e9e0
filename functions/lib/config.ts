import * as z from 'zod';

/**
 * The Lambda environment, validated once at cold start. Locally the gateway
 * sets the same variables (scripts/local/environment.ts).
 */
const EnvironmentSchema = z.object({
  TABLE_NAME: z.string().min(1),
  UPLOADS_BUCKET: z.string().min(1).default('sbiz-uploads'),
  /** Set locally to point the SDK at DynamoDB Local. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  /** Set locally to point presigned POSTs at the local S3 policy check. */
  S3_ENDPOINT: z.string().url().optional(),
  /** HS256 signing secret, or the ARN of a Secrets Manager secret holding it. */
  JWT_SECRET: z.string().min(32).optional(),
  JWT_SECRET_ARN: z.string().optional(),
  JWT_ISSUER: z.string().default('sbiz'),
  JWT_AUDIENCE: z.string().default('sbiz-web'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  /** The WebSocket management endpoint (https://{api}.execute-api…/{stage} or the local gateway). */
  WEBSOCKET_ENDPOINT: z.string().optional(),
  SITE_ORIGIN: z.string().default('*'),
  /** The verified SES sender of account emails (CDK context senderEmail); without it, emails go to the local outbox. */
  SENDER_EMAIL: z.string().email().optional(),
  /** Where the local outbox keeps emails (the local stack points it under DATA_DIR). */
  OUTBOX_DIR: z.string().optional(),
  /**
   * Multiplies every per-address rate limit (functions/lib/rate-limit.ts). The local test suites send
   * everything from one loopback address and raise it; deployed stacks leave it at 1.
   */
  RATE_LIMIT_IP_SCALE: z.coerce.number().positive().default(1),
});

export type Environment = z.infer<typeof EnvironmentSchema>;

let cached: Environment | undefined;

export function env(): Environment {
  cached ??= EnvironmentSchema.parse(process.env);
  return cached;
}

/** Tests and the local stack change variables between runs. */
export function resetEnvironmentCache() {
  cached = undefined;
}
