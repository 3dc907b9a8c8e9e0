import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './config';
import type { Role } from '../../shared/schemas/auth';
import { UnauthorizedError } from './errors';
import { msg } from '../../shared/i18n/catalog';

/** Only this algorithm is accepted: a token signed any other way is refused. */
const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The session (refresh token) this access token came from: a password change keeps it and ends the others. */
  sid?: string;
}

let secretKey: Promise<Uint8Array> | undefined;

/** The signing key, read once per container: from the environment locally, from Secrets Manager on AWS. */
export function signingKey(): Promise<Uint8Array> {
  secretKey ??= (async () => {
    const { JWT_SECRET, JWT_SECRET_ARN } = env();
    if (JWT_SECRET) return new TextEncoder().encode(JWT_SECRET);
    if (!JWT_SECRET_ARN) throw new Error('JWT_SECRET or JWT_SECRET_ARN must be set');
    const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: JWT_SECRET_ARN }));
    if (!secret.SecretString) throw new Error('The JWT secret is empty');
    return new TextEncoder().encode(secret.SecretString);
  })();
  return secretKey;
}

export function resetSigningKeyCache() {
  secretKey = undefined;
}

export async function signAccessToken(claims: AccessClaims, now = new Date()) {
  const { JWT_ISSUER, JWT_AUDIENCE } = env();
  const expires = new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000);
  const token = await new SignJWT({ role: claims.role, typ: 'access', ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.sub)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(await signingKey());
  return { token, expires: expires.toISOString() };
}

/** Verifies signature, algorithm, issuer, audience and expiry; any failure is a 401. */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  const { JWT_ISSUER, JWT_AUDIENCE } = env();
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iss', 'aud'],
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw new UnauthorizedError(msg('Invalid token'));
    return { sub: payload.sub, role: payload.role === 'admin' ? 'admin' : 'user', ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}) };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    const expired = error instanceof joseErrors.JWTExpired;
    throw new UnauthorizedError(expired ? msg('Session expired. Please login again.') : msg('Invalid token'), { cause: error });
  }
}
