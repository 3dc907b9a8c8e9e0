import { describe, expect, it } from 'vitest';
import { isKnownBot, visitorKeyFrom } from '../../../../functions/lib/visitor-key';

const secret = new TextEncoder().encode('a-test-signing-secret-of-some-length');
const chrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const anon = { ip: '203.0.113.7', userAgent: chrome };

describe('visitorKeyFrom', () => {
  it('is the same for the same visitor on the same day', () => {
    expect(visitorKeyFrom(secret, '2026-11-27', anon)).toBe(visitorKeyFrom(secret, '2026-11-27', { ...anon }));
  });

  it('changes with the day, the address, the browser, the account and the secret', () => {
    const key = visitorKeyFrom(secret, '2026-11-27', anon);
    const others = [
      visitorKeyFrom(secret, '2026-11-28', anon),
      visitorKeyFrom(secret, '2026-11-27', { ...anon, ip: '203.0.113.8' }),
      visitorKeyFrom(secret, '2026-11-27', { ...anon, userAgent: `${chrome} ` }),
      visitorKeyFrom(secret, '2026-11-27', { userId: 'user-1' }),
      visitorKeyFrom(new TextEncoder().encode('another-secret'), '2026-11-27', anon),
    ];
    expect(new Set([key, ...others]).size).toBe(6);
  });

  it('keys a signed-in user by account alone, whatever address or browser', () => {
    expect(visitorKeyFrom(secret, '2026-11-27', { userId: 'user-1', ...anon })).toBe(visitorKeyFrom(secret, '2026-11-27', { userId: 'user-1', ip: '198.51.100.1', userAgent: 'Firefox' }));
  });

  it('cannot be confused by moving text between the address and the browser', () => {
    expect(visitorKeyFrom(secret, '2026-11-27', { ip: '1.2.3.4', userAgent: '5' })).not.toBe(visitorKeyFrom(secret, '2026-11-27', { ip: '1.2.3.', userAgent: '45' }));
  });

  it('holds nothing of the visitor in the clear: a fixed-length url-safe digest', () => {
    const key = visitorKeyFrom(secret, '2026-11-27', anon);
    expect(key).toMatch(/^[\w-]{27}$/);
    expect(key).not.toContain('203');
    expect(key).not.toContain('Chrome');
  });
});

describe('isKnownBot', () => {
  it('knows crawlers, scripts and headless browsers, and lets browsers through', () => {
    expect(isKnownBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isKnownBot('curl/8.5.0')).toBe(true);
    expect(isKnownBot('')).toBe(true);
    expect(isKnownBot(chrome)).toBe(false);
  });
});
