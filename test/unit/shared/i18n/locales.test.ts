import { describe, expect, it } from 'vitest';
import { localizePath, preferredLocale, splitLocale } from '../../../../shared/i18n/locales';
import { cityNameIn, provideHindiCityNames } from '../../../../shared/i18n/city-names';
import { HINDI_CITY_NAMES } from '../../../../shared/i18n/hindi-city-names';

describe('language paths (issue #28)', () => {
  it('reads the language off a path, and only a whole /hi segment', () => {
    expect(splitLocale('/hi/in/pune')).toEqual({ locale: 'hi', pathname: '/in/pune' });
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', pathname: '/' });
    expect(splitLocale('/in/pune')).toEqual({ locale: 'en', pathname: '/in/pune' });
    expect(splitLocale('/hindi-news')).toEqual({ locale: 'en', pathname: '/hindi-news' });
  });

  it('writes a page’s path in a language, keeping its query and hash', () => {
    expect(localizePath('/in/pune/restaurant?page=2#top', 'hi')).toBe('/hi/in/pune/restaurant?page=2#top');
    expect(localizePath('/', 'hi')).toBe('/hi');
    expect(localizePath('/hi/in/pune', 'hi')).toBe('/hi/in/pune');
    expect(localizePath('/hi/in/pune', 'en')).toBe('/in/pune');
    expect(localizePath('/hi', 'en')).toBe('/');
  });

  it('leaves alone what is not a page of the site: relative links, other sites, the API, uploads and files', () => {
    for (const path of ['?page=2', '#reviews', 'https://example.in/x', '//cdn.example.in/a.png', '/api/events/calendar/1.ics', '/uploads/a/b.jpg', '/sitemap.xml', '/dev/outbox']) {
      expect(localizePath(path, 'hi')).toBe(path);
    }
  });

  it('finds Hindi in an Accept-Language header by rank, and nothing for a language the site lacks', () => {
    expect(preferredLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(preferredLocale('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(preferredLocale('fr-FR, hi;q=0.5')).toBe('hi');
    expect(preferredLocale('en;q=0.4, hi;q=0.6')).toBe('hi');
    expect(preferredLocale('hi;q=0, en')).toBe('en');
    expect(preferredLocale('fr, de')).toBeUndefined();
    expect(preferredLocale(undefined)).toBeUndefined();
  });

  it('names the larger cities in Hindi on Hindi pages and keeps other names as written', () => {
    // Before the Hindi names are given (an English page in the browser), a city keeps its name.
    expect(cityNameIn('pune', 'Pune', 'hi')).toBe('Pune');
    provideHindiCityNames(HINDI_CITY_NAMES);
    expect(cityNameIn('pune', 'Pune', 'hi')).toBe('पुणे');
    expect(cityNameIn('pune', 'Pune', 'en')).toBe('Pune');
    expect(cityNameIn('sawantwadi', 'Sawantwadi', 'hi')).toBe('Sawantwadi');
  });
});
