import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, uploadHeaders } from '../../../../functions/lib/security-headers';
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
