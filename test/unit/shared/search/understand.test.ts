import { describe, expect, it } from 'vitest';
import { romanize } from '../../../../shared/search/devanagari';
import { normalizedWords } from '../../../../shared/search/normalize';
import type { LexiconEntry } from '../../../../shared/search/lexicon/types';
import { lexiconMatcher, placeMatcher, understandQuery, type UnderstandOptions } from '../../../../shared/search/understand';

/** A few entries in the lexicon's shape; the real data is tested in lexicon.test.ts. */
const fixture: LexiconEntry[] = [
  { tree: 'business', category: 'Chemists', hindi: ['दवाई की दुकान', 'केमिस्ट'], hinglish: ['dawai ki dukaan', 'dawa dukan', 'davai'], english: ['pharmacy', 'medical store'] },
  { tree: 'business', category: 'Barbers', hindi: ['नाई'], hinglish: ['naai', 'nai ki dukan'], english: ['barber shop', 'hair cut'] },
  { tree: 'business', category: 'Gyms', hindi: ['जिम'], hinglish: ['jim'], english: ['gym', 'fitness centre'] },
  { tree: 'business', category: 'Packers & Movers', hindi: [], hinglish: ['saman shifting'], english: ['house shifting'] },
  { tree: 'product', category: 'Rice', hindi: ['चावल'], hinglish: ['chawal'], english: ['rice', 'basmati'] },
];
const lexicon = lexiconMatcher(fixture);
const places = [
  placeMatcher([
    { kind: 'city', name: 'Mumbai', slug: 'mumbai', aliases: ['Bombay'], major: true },
    { kind: 'city', name: 'Pune', slug: 'pune', major: true },
    { kind: 'city', name: 'Salon', slug: 'salon' },
    { kind: 'city', name: 'Bandra', slug: 'bandra' },
    { kind: 'city', name: 'Lucknow', slug: 'lucknow', major: true },
  ]),
  placeMatcher([
    { kind: 'locality', name: 'Andheri West' },
    { kind: 'locality', name: 'Model Colony' },
    { kind: 'locality', name: 'Bandra West' },
  ]),
];
const business: UnderstandOptions = { lexicon, places, tree: 'business' };
const understand = (text: string, options: Partial<UnderstandOptions> = {}) => understandQuery(text, { ...business, ...options });
const titles = (text: string, options: Partial<UnderstandOptions> = {}) => understand(text, options).categories.map((hit) => hit.category);

describe('normalisation', () => {
  it('folds case, width, punctuation and runs of a letter, and keeps doubled letters', () => {
    expect(normalizedWords('ＹＯＧＡ!!  Classes')).toEqual(['yoga', 'classes']);
    expect(normalizedWords('yogaaaa')).toEqual(['yogaa']);
    expect(normalizedWords('coffee')).toEqual(['coffee']);
    expect(normalizedWords('24x7 २४')).toEqual(['24x7', '24']);
  });

  it('writes Devanagari in the Latin letters people type, without the silent vowels', () => {
    expect(['दवाई', 'दुकान', 'नाई', 'बिजली', 'डॉक्टर', 'सड़क', 'दांत'].map(romanize)).toEqual(['davai', 'dukan', 'nai', 'bijli', 'doktar', 'sadak', 'dant']);
  });
});

describe('the lexicon', () => {
  it('finds a category by its Hindi, Hinglish and English names, with or without filler words', () => {
    for (const query of ['दवाई की दुकान', 'dawai ki dukaan', 'dawai', 'davai ki dukan', 'dawa dukan', 'pharmacy', 'medical store', 'केमिस्ट']) expect(titles(query), query).toEqual(['Chemists']);
    for (const query of ['naai', 'nai', 'नाई', 'nai ki dukan']) expect(titles(query), query).toEqual(['Barbers']);
    expect(titles('house shifting')).toEqual(['Packers & Movers']);
  });

  it('forgives repeated letters through the sound key', () => {
    expect(titles('jimm')).toEqual(['Gyms']);
    expect(titles('jimmmm')).toEqual(['Gyms']);
    expect(understand('jimm').words).toEqual([]);
  });

  it('applies only the searched tree: rice is a product category, and in a business search a known word', () => {
    expect(titles('rice', { tree: 'product' })).toEqual(['Rice']);
    const asBusiness = understand('rice');
    expect(asBusiness).toMatchObject({ categories: [], words: ['rice'] });
    expect(asBusiness.recognised.has('rice')).toBe(true);
  });

  it('keeps words it does not know for the name search', () => {
    expect(understand('sharma pharmacy')).toMatchObject({ words: ['sharma'], categories: [{ category: 'Chemists' }] });
  });

  it("forgives one typo in a long word of a phrase of several words ('medical stor', 'house shiftng'), never in a phrase of one", () => {
    expect(understand('medical stoer')).toMatchObject({ words: [], categories: [{ category: 'Chemists' }] });
    expect(understand('house shiftng')).toMatchObject({ words: [], categories: [{ category: 'Packers & Movers' }] });
    expect(understand('fitnes centre')).toMatchObject({ words: [], categories: [{ category: 'Gyms' }] });
    // Two typos are not the phrase; nor is a typo left alone once the filler is set aside ('shop').
    expect(titles('hose shiftng')).toEqual([]);
    expect(titles('barbar shop')).toEqual([]);
    // A single word is never taken by a typo: 'pharmacyy' is the sound key's, 'pharmasi' is for spelling correction to judge.
    expect(titles('pharmasi')).toEqual([]);
  });
});

describe('intents', () => {
  it.each([
    ['salon near me', 'nearMe'],
    ['dentist nearby', 'nearMe'],
    ['dawai ki dukaan ke paas', 'nearMe'],
    ['chemist aas paas', 'nearMe'],
    ['chemist open now', 'openNow'],
    ['abhi khula chemist', 'openNow'],
    ['24x7 chemist', 'openNow'],
    ['24 hour chemist', 'openNow'],
    ['cheap hotels', 'cheap'],
    ['sasta salon', 'cheap'],
    ['best biryani', 'best'],
    ['top salon', 'best'],
    ['achha dentist', 'best'],
  ])('%s is understood as %s and not searched', (query, intent) => {
    const understood = understand(query);
    expect(understood.intents).toMatchObject({ [intent]: true });
    expect(
      understood.words.some((word) => ['near', 'me', 'nearby', 'paas', 'aas', 'open', 'now', 'abhi', 'khula', '24x7', '24', 'hour', 'cheap', 'sasta', 'best', 'top', 'achha'].includes(word)),
    ).toBe(false);
  });

  it('takes nothing from a query without intent words', () => {
    expect(understand('biryani').intents).toEqual({ nearMe: false, openNow: false, cheap: false, best: false });
  });
});

describe('places and fillers', () => {
  it("reads 'in <city or locality>' as the place", () => {
    expect(understand('plumber in mumbai')).toMatchObject({ words: ['plumber'], place: { kind: 'city', slug: 'mumbai' }, fillers: ['in'] });
    expect(understand('plumber in bombay').place).toMatchObject({ slug: 'mumbai' });
    expect(understand('dentist in andheri west')).toMatchObject({ words: ['dentist'], place: { kind: 'locality', name: 'Andheri West' } });
    expect(understand('dentist andheri west').place).toMatchObject({ name: 'Andheri West' });
  });

  it("takes a town that is also a word for the word, unless 'in' says it is the place", () => {
    expect(understand('salon')).toMatchObject({ words: ['salon'] });
    expect(understand('salon').place).toBeUndefined();
    expect(understand('barber in salon').place).toMatchObject({ slug: 'salon' });
    expect(understand('lucknow mein naai')).toMatchObject({ place: { slug: 'lucknow' }, categories: [{ category: 'Barbers' }] });
  });

  it("reads a locality alone as its listings, and the start of one's name after 'in' or at the end", () => {
    expect(understand('andheri west')).toMatchObject({ words: [], place: { kind: 'locality', name: 'Andheri West' } });
    expect(understand('dentist in andheri')).toMatchObject({ words: ['dentist'], place: { kind: 'locality', name: 'Andheri' } });
    expect(understand('andheri').place).toMatchObject({ kind: 'locality', name: 'Andheri' });
    expect(understand('model').place).toBeUndefined();
    // The searched city's locality wins over a town of the same name elsewhere.
    expect(understand('bandra')).toMatchObject({ words: [], place: { kind: 'locality', name: 'Bandra' } });
  });

  it('sets fillers aside, unless they are all the query says', () => {
    expect(understand('tent wala')).toMatchObject({ words: ['tent'], fillers: ['wala'] });
    expect(understand('shop').words).toEqual(['shop']);
    expect(understand('tentwala')).toMatchObject({ words: ['tent'], fillers: ['wala'] });
    expect(understand('diwali').words).toEqual(['diwali']);
  });

  it("keeps a lexicon word that ends a type-ahead query as the start of a name too ('nai' → Naidu Stores)", () => {
    expect(understand('nai', { lastIsPrefix: true })).toMatchObject({ words: [], categories: [{ category: 'Barbers' }], typing: 'nai' });
    expect(understand('nai').typing).toBeUndefined();
    expect(understand('dawai ki dukaan', { lastIsPrefix: true }).typing).toBeUndefined();
  });

  it('drops a half-typed filler at the end of a type-ahead query', () => {
    expect(understand('dawai ki duk', { lastIsPrefix: true })).toMatchObject({ words: [], categories: [{ category: 'Chemists' }] });
    // The half-typed word may as well start a name's next word ('dawai ki du…' → a 'Dawai Dukan'): the name search gets both.
    expect(understand('dawai ki duk', { lastIsPrefix: true }).typing).toBe('dawai duk');
    expect(understand('dawai ki duk').typing).toBeUndefined();
  });

  it("never changes the issue's examples into other words", () => {
    expect(understand('salon near me').words).toEqual(['salon']);
    expect(understand('plumber in mumbai').words).toEqual(['plumber']);
    expect(understand('best biryani').words).toEqual(['biryani']);
    expect(understand('cheap hotels').words).toEqual(['hotels']);
    expect(understand('tent wala').words).toEqual(['tent']);
    expect(understand('rice', { tree: 'product' }).categories).toEqual([{ tree: 'product', category: 'Rice' }]);
  });
});
