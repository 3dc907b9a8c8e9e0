/**
 * The sign-in provider ids the browser may know (never the Facebook app
 * secret): inlined into each page and served in /config.json, so the Google
 * and Facebook buttons show only on deployments configured with them.
 */
export function publicSignInConfig(environment: NodeJS.ProcessEnv = process.env): { googleClientId?: string; facebookAppId?: string } {
  const googleClientId = environment.GOOGLE_CLIENT_ID?.trim();
  const facebookAppId = environment.FACEBOOK_APP_ID?.trim();
  return { ...(googleClientId ? { googleClientId } : {}), ...(facebookAppId ? { facebookAppId } : {}) };
}
