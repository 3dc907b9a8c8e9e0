/**
 * The site's security headers, defined once: CloudFront's response headers
 * policy (infra/constructs/site.ts) and the local gateway
 * (scripts/local/gateway.ts) both send what this module builds.
 */
import { isInlineUpload } from '../../shared/uploads';

/** Where the page may connect beyond its own origin: the chat socket and the uploads bucket (presigned POSTs). */
export interface SecurityHeaderOrigins {
  /** The WebSocket API's origin, e.g. wss://abc.execute-api.ap-south-1.amazonaws.com or ws://localhost:3000. */
  readonly socket: string;
  /** The origin browsers post uploads to, e.g. https://bucket.s3.ap-south-1.amazonaws.com. */
  readonly uploads: string;
}

/** Google and Facebook sign-in load their SDKs, frames and sign-in calls from these. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com';
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK_FRAMES = ['https://www.facebook.com', 'https://web.facebook.com'];
/** Map tiles, and the profile pictures social sign-in brings along. */
const IMAGE_HOSTS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org', 'https://*.googleusercontent.com', 'https://*.fbsbx.com'];

/**
 * The Content-Security-Policy. Scripts come only from the site and the two
 * sign-in SDKs: no inline script runs (the server's page state is a
 * `<script type="application/json">`, which is data). Styles allow inline
 * because React and the rich-text editor set `style` attributes (text-align,
 * sizes); style attributes cannot run code.
 */
export function contentSecurityPolicy(origins: SecurityHeaderOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `${GOOGLE_SIGN_IN}/gsi/client`, FACEBOOK_SDK],
    'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}/gsi/style`],
    'img-src': ["'self'", 'data:', 'blob:', ...IMAGE_HOSTS],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", origins.socket, origins.uploads, `${GOOGLE_SIGN_IN}/gsi/`, FACEBOOK_SDK, 'https://graph.facebook.com'],
    'frame-src': [GOOGLE_SIGN_IN, ...FACEBOOK_FRAMES],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Two years, subdomains included: the site is only ever served over HTTPS on AWS. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** "Near me" asks for the location; nothing asks for the camera, microphone, payment or USB. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Every security header of a page, file or API answer, by name. */
export function securityHeaders(origins: SecurityHeaderOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** The site's hashed, immutable files (scripts, styles, fonts, their source maps): CloudFront's /assets/* behaviour. */
export const ASSETS_PATH_PATTERN = '/assets/*';

/**
 * The security headers of a file under /assets/: HSTS and nosniff only. The
 * page's policies (CSP, X-Frame-Options, Referrer-Policy, Permissions-Policy)
 * apply to documents; a script, style sheet or font runs under the policy of
 * the page that loads it. (A worker would take its CSP from its own script's
 * response: the site starts none, which
 * test/unit/functions/lib/security-headers.test.ts checks.) Every page loads a dozen of these files, and over HTTP/1.1
 * each repeats the page's ~1.3 KB of headers; these are ~100 bytes.
 */
export function assetHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * Uploaded files are served with their stored type only (never sniffed), and
 * anything that is not an image, a video or a sound is a download, never a
 * page of the site's own origin.
 */
export function uploadHeaders(contentType: string | undefined): Record<string, string> {
  return { 'X-Content-Type-Options': 'nosniff', ...(isInlineUpload(contentType ?? '') ? {} : { 'Content-Disposition': 'attachment' }) };
}
