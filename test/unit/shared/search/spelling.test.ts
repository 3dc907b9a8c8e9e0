import { describe, expect, it } from 'vitest';
import { businessTaxonomyRows } from '../../../../scripts/seed/data/taxonomy-rows';
import { displayQuery, editDistance, SpellingIndex, vocabularyOf } from '../../../../shared/search/spelling';

const index = new SpellingIndex(vocabularyOf(businessTaxonomyRows().map((row) => row.title)));

describe('spelling correction over the category vocabulary', () => {
  it.each([
    ['resturant', 'restaurant'],
    ['restuarant', 'restaurant'],
    ['biriyani', 'biryani'],
    ['briyani', 'biryani'],
    ['kiraana', 'kirana'],
    ['kemist', 'chemist'],
    ['docter', 'doctor'],
  ])('corrects %s to %s', (typo, word) => {
    expect(index.correct([typo])).toEqual({ words: [word], changed: true });
  });

  it('leaves known words, short words and a word still being typed alone', () => {
    expect(index.correct(['biryani', 'restaurant'])).toEqual({ words: ['biryani', 'restaurant'], changed: false });
    expect(index.correct(['xy'])).toEqual({ words: ['xy'], changed: false });
    expect(index.correct(['resta'], { lastIsPrefix: true })).toEqual({ words: ['resta'], changed: false });
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('briyani', 'biryani')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('shows the corrected query capitalised', () => {
    expect(displayQuery(['restaurant'])).toBe('Restaurant');
  });
});
