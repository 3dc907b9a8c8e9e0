import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetHeaders, contentSecurityPolicy, securityHeaders, uploadHeaders } from '../../../../functions/lib/security-headers';
import { uploadExtension, uploadRules } from '../../../../shared/uploads';

const origins = { socket: 'wss://abc.execute-api.ap-south-1.amazonaws.com', uploads: 'https://bucket.s3.ap-south-1.amazonaws.com' };
const directive = (name: string) =>
  contentSecurityPolicy(origins)
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `));

describe('the security headers', () => {
  it('runs no inline script and cannot be framed', () => {
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('script-src')).not.toContain('unsafe-eval');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('lets pages reach the chat socket, the uploads bucket and the map tiles', () => {
    expect(directive('connect-src')).toContain(origins.socket);
    expect(directive('connect-src')).toContain(origins.uploads);
    expect(directive('img-src')).toContain('https://tile.openstreetmap.org');
  });

  it('sends HSTS, nosniff, the referrer policy and a permissions policy that allows only the location', () => {
    expect(securityHeaders(origins)).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringMatching(/^geolocation=\(self\), camera=\(\), microphone=\(\)/),
    });
  });

  it('sends the hashed files under /assets/ HSTS and nosniff only, and the app starts no worker, whose policy would come from such a file', () => {
    expect(assetHeaders()).toEqual({ 'Strict-Transport-Security': securityHeaders(origins)['Strict-Transport-Security'], 'X-Content-Type-Options': 'nosniff' });
    // A worker (or worklet) runs under the CSP of its own script's response: none may be started from the site's files.
    const root = resolve(import.meta.dirname, '../../../..');
    const sources = ['web/src', 'shared'].flatMap((folder) =>
      (readdirSync(join(root, folder), { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => join(root, folder, file)),
    );
    expect(sources.length).toBeGreaterThan(100);
    const starters = sources.filter((file) => /new (Shared)?Worker\(|serviceWorker\.register|\?(shared)?worker\b|\.addModule\(/.test(readFileSync(file, 'utf8')));
    expect(starters).toEqual([]);
  });

  it('serves images, video and sound inline and every other upload as a download', () => {
    expect(uploadHeaders('image/png')).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    expect(uploadHeaders('video/mp4')).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    for (const type of ['application/pdf', 'text/plain', 'text/html', undefined]) expect(uploadHeaders(type)).toMatchObject({ 'Content-Disposition': 'attachment' });
  });

  it('names every accepted upload type with an extension of its own', () => {
    const accepted = new Set(Object.values(uploadRules).flatMap((rule) => rule.contentTypes));
    for (const type of accepted) expect(uploadExtension(type), type).toMatch(/^\.[a-z0-9]+$/);
    expect(uploadExtension('text/html')).toBe('');
  });
});
