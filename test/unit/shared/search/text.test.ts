import { describe, expect, it } from 'vitest';
import { everyTokenMatches, indexedWords, meaningfulTokens, MAX_INDEXED_WORDS, searchWords, slotPrefix, tokenPartitions } from '@shared/search/text';

describe('searchWords', () => {
  it.each([
    ['Shree Sagar Veg. Restaurant & Café', ['shree', 'sagar', 'veg', 'restaurant', 'cafe']],
    ["Domino's Pizza", ['dominos', 'pizza']],
    ['A-1 Traders (Pvt) Ltd', ['a', '1', 'traders', 'pvt', 'ltd']],
    ['  ', []],
    [undefined, []],
    ['श्री गणेश स्वीट्स', ['श्री', 'गणेश', 'स्वीट्स']],
  ])('splits %j into %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it('cuts very long words so index keys stay small', () => {
    expect(searchWords('x'.repeat(60))[0]).toHaveLength(24);
  });
});

describe('indexedWords', () => {
  it('keeps distinct words in name order, without the words nobody searches for', () => {
    expect(indexedWords(['the', 'sai', 'sai', 'tours', 'and', 'travels', 'pvt', 'ltd'])).toEqual(['sai', 'tours', 'travels']);
  });

  it(`indexes at most ${MAX_INDEXED_WORDS} words`, () => {
    expect(indexedWords(['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8'])).toHaveLength(MAX_INDEXED_WORDS);
  });
});

describe('prefix slots', () => {
  it('files a word under its 1-, 3- and 5-letter prefixes when it is long enough', () => {
    expect([1, 3, 5].map((slot) => slotPrefix('sagar', slot as 1 | 3 | 5))).toEqual(['s', 'sag', 'sagar']);
    expect(slotPrefix('veg', 5)).toBeUndefined();
  });

  it.each([
    ['s', 1, 's', false],
    ['sa', 1, 's', true],
    ['sag', 3, 'sag', false],
    ['saga', 3, 'sag', true],
    ['sagar', 5, 'sagar', false],
    ['sagarika', 5, 'sagar', true],
  ])('reads %s from the %i-letter partition %s (filtered: %s)', (token, slot, prefix, needsFilter) => {
    expect(tokenPartitions(token)).toEqual({ exact: token, slot, prefix, needsFilter });
  });
});

describe('token helpers', () => {
  it('drops words like "and" from a query unless nothing else is left', () => {
    expect(meaningfulTokens(['tours', 'and', 'travels'])).toEqual(['tours', 'travels']);
    expect(meaningfulTokens(['the'])).toEqual(['the']);
  });

  it('matches when every token starts some word', () => {
    expect(everyTokenMatches(['sag', 'thal'], ['shree', 'sagar', 'thali'])).toBe(true);
    expect(everyTokenMatches(['sag', 'pizza'], ['shree', 'sagar', 'thali'])).toBe(false);
  });
});
