import type { APIGatewayProxyEvent } from 'aws-lambda';
import { countUse } from '../data/entities/rate-limit';
import type { RateLimitSpec } from '../manifest';
import { env } from './config';
import { TooManyRequestsError } from './errors';

/** "Too many requests. Please try again in 12 minutes." (or seconds, under a minute). */
export function tooManyMessage(noun: string, retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60 ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}` : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `Too many ${noun}. Please try again in ${wait}.`;
}

/** Counts one use against a limit for one caller key, and refuses it with a 429 (and Retry-After) past the limit. */
export async function takeUse(counter: { action: string; max: number; windowSeconds: number }, caller: string, noun = 'requests', now = Date.now()) {
  const outcome = await countUse(counter, caller, now);
  if (!outcome.allowed) {
    throw new TooManyRequestsError(tooManyMessage(noun, outcome.retryAfterSeconds), { retryAfterSeconds: outcome.retryAfterSeconds });
  }
}

/** The account a request speaks for: the signed-in caller, else the email a sign-in form names. */
function accountOf(callerId: string | undefined, body: unknown): string | undefined {
  if (callerId) return `user:${callerId}`;
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email ? `email:${email.trim().toLowerCase()}` : undefined;
}

/**
 * Applies a route's manifest `rateLimit`: one count per address and one per
 * account, each in the table with a TTL. The address is API Gateway's source
 * IP (the viewer's, through CloudFront); the WAF's rate rule guards the edge.
 */
export async function enforceRouteRateLimit(limit: RateLimitSpec, event: APIGatewayProxyEvent, callerId: string | undefined, body: unknown) {
  const noun = limit.noun ?? 'requests';
  const address = event.requestContext?.identity?.sourceIp || 'unknown';
  await takeUse({ action: limit.action, max: Math.ceil(limit.perIp * env().RATE_LIMIT_IP_SCALE), windowSeconds: limit.windowSeconds }, `ip:${address}`, noun);
  const account = limit.perAccount ? accountOf(callerId, body) : undefined;
  if (limit.perAccount && account) await takeUse({ action: limit.action, max: limit.perAccount, windowSeconds: limit.windowSeconds }, account, noun);
}
