import { createHmac } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { isbot } from 'isbot';
import { signingKey } from './tokens';

/** Who is counted: a signed-in user by id, else an address with its browser. */
export interface Visitor {
  userId?: string;
  ip?: string;
  userAgent?: string;
}

/**
 * A visitor's key for one India day: an HMAC whose key is itself derived
 * from the server's secret and the day, so the stored key reveals neither
 * the address, the browser nor the user, cannot be recomputed without the
 * secret, and the same visitor's keys on two days cannot be linked.
 */
export function visitorKeyFrom(secret: Uint8Array, day: string, visitor: Visitor): string {
  const daily = createHmac('sha256', secret).update(`visitor-key:${day}`).digest();
  const who = visitor.userId ? `user:${visitor.userId}` : `anon:${visitor.ip ?? ''}\n${visitor.userAgent ?? ''}`;
  return createHmac('sha256', daily).update(who).digest('base64url').slice(0, 27);
}

/** The visitor key of a request's caller on `day`. */
export async function visitorKey(day: string, visitor: Visitor): Promise<string> {
  return visitorKeyFrom(await signingKey(), day, visitor);
}

/** The caller of a request as a visitor: the signed-in user, else API Gateway's source address and the browser's user agent. */
export function visitorOf(event: APIGatewayProxyEvent, userId: string | undefined): Visitor {
  return { userId, ip: event.requestContext?.identity?.sourceIp, userAgent: userAgentOf(event) };
}

export function userAgentOf(event: APIGatewayProxyEvent): string {
  const headers = event.headers ?? {};
  return headers['User-Agent'] ?? headers['user-agent'] ?? event.requestContext?.identity?.userAgent ?? '';
}

/**
 * A known crawler, monitor or script by its user agent (the maintained list
 * of `isbot`; the headless browsers of test robots are among them). An empty
 * user agent is treated as a bot too: every browser sends one.
 */
export function isKnownBot(userAgent: string): boolean {
  return !userAgent.trim() || isbot(userAgent);
}
