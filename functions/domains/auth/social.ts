import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from '../../lib/config';
import { BadRequestError, UnauthorizedError } from '../../lib/errors';
import { msg } from '../../../shared/i18n/catalog';

/** What a provider vouches for about the person signing in. */
export interface ProviderProfile {
  provider: 'google' | 'facebook';
  email: string;
  firstName: string;
  lastName: string;
  image?: string;
}

let googleKeys: { url: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

function googleKeySet(url: string) {
  if (googleKeys?.url !== url) googleKeys = { url, keys: createRemoteJWKSet(new URL(url)) };
  return googleKeys.keys;
}

/** Verifies a Google ID token: signature against Google's keys, issuer, audience = our client id, expiry. */
export async function verifyGoogleCredential(credential: string): Promise<ProviderProfile> {
  const { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL } = env();
  if (!GOOGLE_CLIENT_ID) throw new BadRequestError(msg('Google login is not configured on this server'));
  try {
    const { payload } = await jwtVerify(credential, googleKeySet(GOOGLE_JWKS_URL), {
      algorithms: ['RS256'],
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      audience: GOOGLE_CLIENT_ID,
    });
    if (typeof payload.email !== 'string' || payload.email_verified !== true) {
      throw new UnauthorizedError(msg('Your Google account has no verified email'));
    }
    const given = typeof payload.given_name === 'string' ? payload.given_name : payload.email.split('@')[0]!;
    return {
      provider: 'google',
      email: payload.email,
      firstName: given,
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
      image: typeof payload.picture === 'string' ? payload.picture : undefined,
    };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    throw new UnauthorizedError(msg('Google sign-in could not be verified'), { cause: error });
  }
}

async function graph<T>(path: string, params: Record<string, string>): Promise<T> {
  const url = new URL(path, env().FACEBOOK_GRAPH_URL);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new UnauthorizedError(msg('Facebook sign-in could not be verified'));
  return (await response.json()) as T;
}

/** Verifies a Facebook user access token with the Graph API's debug_token, for our app only. */
export async function verifyFacebookToken(accessToken: string): Promise<ProviderProfile> {
  const { FACEBOOK_APP_ID, FACEBOOK_APP_SECRET } = env();
  if (!FACEBOOK_APP_ID || !FACEBOOK_APP_SECRET) throw new BadRequestError(msg('Facebook login is not configured on this server'));
  const debug = await graph<{ data?: { is_valid?: boolean; app_id?: string; user_id?: string } }>('/debug_token', {
    input_token: accessToken,
    access_token: `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`,
  });
  if (!debug.data?.is_valid || debug.data.app_id !== FACEBOOK_APP_ID) throw new UnauthorizedError(msg('Facebook sign-in could not be verified'));
  const me = await graph<{ id?: string; email?: string; first_name?: string; last_name?: string; picture?: { data?: { url?: string } } }>('/me', {
    fields: 'id,email,first_name,last_name,picture',
    access_token: accessToken,
  });
  if (!me.email || me.id !== debug.data.user_id) throw new UnauthorizedError(msg('Your Facebook account has no email we can use'));
  return {
    provider: 'facebook',
    email: me.email,
    firstName: me.first_name ?? me.email.split('@')[0]!,
    lastName: me.last_name ?? '',
    image: me.picture?.data?.url,
  };
}
