/**
 * The render Lambda: CloudFront's default behaviour sends every page here
 * (through a function URL) and caches the answer briefly (s-maxage); files
 * with an extension come from the SPA bucket. It runs the same renderPage
 * as the local gateway, and serves /robots.txt and the sitemaps.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { renderPage } from '../../web/src/entry-server';
import { publicSignInConfig } from '../lib/public-config';
import { correlationIdOf, logger } from '../lib/observability';

/**
 * The paths site-files.ts may answer (it answers undefined for any other). Only they load it, with the
 * data layer its sitemaps read (ElectroDB, the entities, the DynamoDB client): a page's init needs none of it.
 */
const mayBeSiteFile = (pathname: string) => pathname === '/robots.txt' || pathname === '/sitemap.xml' || pathname.startsWith('/sitemaps/');

/** index.html of the web build, copied beside the bundle at synth (infra/constructs/render-function.ts). */
const template = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8');

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export async function handler(event: LambdaFunctionURLEvent, context?: Context): Promise<LambdaFunctionURLResult> {
  logger.resetKeys();
  if (context) logger.addContext(context);
  logger.setCorrelationId(correlationIdOf(event.headers, event.requestContext.requestId));
  logger.appendKeys({ route: 'render' });
  // CloudFront forwards the viewer's host as X-Forwarded-Host (its origin request policy); the site's own domain otherwise.
  const siteOrigin = process.env.SITE_ORIGIN ?? `https://${event.headers['x-forwarded-host'] ?? event.requestContext.domainName}`;
  const url = new URL(`${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`, siteOrigin);
  try {
    const file = mayBeSiteFile(url.pathname) ? await (await import('./site-files')).serveSiteFile(url, { siteOrigin }) : undefined;
    if (file) return { statusCode: file.status, headers: file.headers, body: file.body };
    const page = await renderPage(new Request(url, { headers: { accept: 'text/html' } }), {
      template,
      serverApiBase: requiredEnv('API_URL').replace(/\/+$/, ''),
      browserConfig: { apiBase: '/api', websocketUrl: process.env.WEBSOCKET_URL, ...publicSignInConfig() },
    });
    return { statusCode: page.status, headers: page.headers, body: page.body };
  } catch (error) {
    logger.error('Render failed', error instanceof Error ? error : String(error));
    // Not cached: the next request renders again.
    return { statusCode: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, body: template.replace('<!--ssr-html-->', '').replace('<!--ssr-state-->', '') };
  }
}
