import { env } from './config';

/**
 * The site emailed links point at: only ever the configured origin (the custom domain or the CloudFront
 * name on AWS, the stack's own address locally). A request's Origin or Host header would let anyone
 * have a genuine email carry a valid token to a site of their choosing.
 */
export function siteOrigin(): string {
  const configured = env().SITE_ORIGIN;
  if (!/^https?:\/\/[^/\s*]+$/.test(configured)) throw new Error('SITE_ORIGIN must be the site’s origin to build emailed links');
  return configured;
}

/** Text for an HTML email: the five characters that could open markup or leave an attribute, as references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
