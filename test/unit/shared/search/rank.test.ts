import { describe, expect, it } from 'vitest';
import { MatchClass, matchClassOf, nameMatchClass, phraseMatchClass, rankKey, ratingScore, searchSortKey } from '@shared/search/rank';

const name = ['shree', 'sagar', 'veg', 'restaurant'];

describe('phraseMatchClass', () => {
  it.each([
    [['shree'], MatchClass.exactFirst],
    [['sagar'], MatchClass.exactLater],
    [['shr'], MatchClass.prefixFirst],
    [['sag'], MatchClass.prefixLater],
    [['shree', 'sag'], MatchClass.prefixFirst],
    [['sagar', 'veg'], MatchClass.exactLater],
    [['veg', 'rest'], MatchClass.prefixLater],
    [['sag', 'veg'], undefined],
    [['pizza'], undefined],
  ])('%j → %s', (tokens, expected) => {
    expect(phraseMatchClass(tokens, name)).toBe(expected);
  });

  it('ranks an exact word above a prefix of the first word, and that above a prefix of a later word', () => {
    expect(MatchClass.exactLater).toBeLessThan(MatchClass.prefixFirst);
    expect(MatchClass.prefixFirst).toBeLessThan(MatchClass.prefixLater);
  });

  it('takes the best position when a word repeats', () => {
    expect(phraseMatchClass(['sai'], ['sri', 'sai', 'sai'])).toBe(MatchClass.exactLater);
    expect(phraseMatchClass(['sai'], ['sai', 'ram', 'sai'])).toBe(MatchClass.exactFirst);
  });
});

describe('nameMatchClass', () => {
  it('accepts every word somewhere in the name or categories, below any phrase match', () => {
    expect(nameMatchClass(['sagar', 'thali'], name, ['vegetarian', 'thali'])).toBe(MatchClass.allWords);
    expect(nameMatchClass(['sagar', 'pizza'], name, ['thali'])).toBeUndefined();
    expect(MatchClass.allWords).toBeGreaterThan(MatchClass.prefixLater);
    expect(MatchClass.category).toBeGreaterThan(MatchClass.allWords);
  });

  it('needs the name for a single word (categories alone are matched through their own index)', () => {
    expect(nameMatchClass(['thali'], name, ['thali'])).toBeUndefined();
  });
});

describe('rating order', () => {
  it('shrinks a few reviews towards the prior', () => {
    expect(ratingScore(5, 1)).toBeCloseTo(11 / 3);
    expect(ratingScore(0, 0)).toBe(3);
    expect(ratingScore(4.6, 300)).toBeGreaterThan(ratingScore(5, 2));
  });

  it('sorts higher scores, then more reviews, first', () => {
    const keys = [rankKey(4.6, 300, 'b'), rankKey(5, 1, 'a'), rankKey(4.6, 20, 'c'), rankKey(0, 0, 'd'), rankKey(2, 50, 'e')];
    expect([...keys].sort().map((key) => key.split('#')[1])).toEqual(['b', 'c', 'a', 'd', 'e']);
  });

  it('puts the match class before the rank in a search sort key', () => {
    const worseMatchBetterRating = searchSortKey(MatchClass.prefixLater, rankKey(5, 900, 'x'));
    const betterMatchWorseRating = searchSortKey(MatchClass.exactFirst, rankKey(1, 3, 'y'));
    expect(betterMatchWorseRating < worseMatchBetterRating).toBe(true);
    expect(matchClassOf(worseMatchBetterRating)).toBe(MatchClass.prefixLater);
  });

  it('keeps keys of equal length whatever the counts', () => {
    expect(rankKey(4.2, 5_000_000, 'id')).toHaveLength(rankKey(0, 0, 'id').length);
  });
});
