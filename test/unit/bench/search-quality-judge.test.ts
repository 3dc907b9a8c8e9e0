import { describe, expect, it } from 'vitest';
import { judgeSurface, score, understands, verdict } from '../../../bench/search-quality-judge';
import type { JudgedQuery } from '../../../bench/search-quality-set';

const chemists: JudgedQuery = { q: 'dawai ki dukaan', city: 'pune', group: 'hinglish', type: 'business', expect: { categories: ['Chemists'] } };
const options = (...titles: string[]) => titles.map((title) => ({ label: title, names: [], categories: [title] }));
const card = (name: string, ...categories: string[]) => ({ label: name, names: [name], categories });

describe('judging a search-quality answer', () => {
  it('ranks a query by the first right answer on any surface', () => {
    const surfaces = [
      judgeSurface('options', options('Daily Needs', 'Grocery Stores', 'Chemists'), chemists.expect),
      judgeSurface('results', [card('Jai Medical & General Stores', 'Daily Needs', 'Chemists')], chemists.expect),
    ];
    const judged = verdict(chemists, { surfaces, corrected: [], understood: [{}, {}] });
    expect(judged).toMatchObject({ rank: 1, hit: true });
  });

  it('misses below the third place and scores the reciprocal rank', () => {
    const surfaces = [judgeSurface('options', options('Daily Needs', 'Grocery Stores', 'Kirana Stores', 'Chemists'), chemists.expect)];
    const judged = verdict(chemists, { surfaces, corrected: [], understood: [{}] });
    expect(judged).toMatchObject({ rank: 4, hit: false });
    expect(score([judged])).toMatchObject({ hitAt3: 0, mrr: 0.25 });
  });

  it('counts nothing past the first ten items of a surface', () => {
    const surface = judgeSurface('options', [...options(...Array.from({ length: 10 }, (_, index) => `Other ${index}`)), ...options('Chemists')], chemists.expect);
    expect(verdict(chemists, { surfaces: [surface], corrected: [], understood: [{}] }).rank).toBe(0);
  });

  it('calls a corrected correct word mangled, and a miss even when the right answer is first', () => {
    const correct: JudgedQuery = { q: 'bakery', city: 'pune', group: 'correct', type: 'business', expect: { categories: ['Bakeries'] } };
    const judged = verdict(correct, { surfaces: [judgeSurface('options', options('Bakeries'), correct.expect)], corrected: ['Battery'], understood: [{}] });
    expect(judged).toMatchObject({ rank: 1, hit: false, mangled: true });
    expect(score([judged])).toMatchObject({ hitAt3: 0, foundAt3: 1, mrr: 0, mangled: 1 });
    // A typo's correction is what it is for.
    const typo: JudgedQuery = { ...correct, q: 'bakry', group: 'typo' };
    expect(verdict(typo, { surfaces: [judgeSurface('options', options('Bakeries'), typo.expect)], corrected: ['Bakery'], understood: [{}] })).toMatchObject({ hit: true, mangled: false });
  });

  it('needs the expected intent understood by every response', () => {
    const nearSalon: JudgedQuery = { q: 'salon near me', city: 'mumbai', group: 'intent', type: 'business', expect: { categories: ['Salons'], intent: { nearMe: true } } };
    const surfaces = [judgeSurface('options', options('Salons'), nearSalon.expect)];
    expect(verdict(nearSalon, { surfaces, corrected: [], understood: [{ nearMe: true }, { nearMe: true }] })).toMatchObject({ hit: true, understoodOk: true });
    expect(verdict(nearSalon, { surfaces, corrected: [], understood: [{ nearMe: true }, {}] })).toMatchObject({ hit: false, understoodOk: false });
  });

  it('matches a place by its name or slug, or a locality that starts with what was typed', () => {
    expect(understands({ place: { name: 'Andheri West', slug: 'andheri-west' } }, { place: 'Andheri' })).toBe(true);
    expect(understands({ place: { name: 'Mumbai' } }, { place: 'mumbai' })).toBe(true);
    expect(understands({ place: 'gomti-nagar' }, { place: 'Gomti Nagar' })).toBe(true);
    expect(understands({ place: { name: 'Andheri West' } }, { place: 'And' })).toBe(false);
    expect(understands({ place: { name: 'Pune' } }, { place: 'Mumbai' })).toBe(false);
    expect(understands({ sort: 'rating', price: 'budget' }, { sort: 'rating', price: 'budget', openNow: true })).toBe(false);
  });

  it('counts a failed call as a miss and a failure', () => {
    const judged = verdict(chemists, { surfaces: [judgeSurface('options', [], chemists.expect, 'HTTP 500: Internal server error')], corrected: [], understood: [{}] });
    expect(score([judged])).toMatchObject({ hitAt3: 0, failed: 1 });
  });

  it('marks a listing right by its name or any of its category titles', () => {
    const surface = judgeSurface('results', [card('Muscle Zone', 'Fitness', 'Gyms'), card('Other Gym', 'Fitness')], { listingNames: ['Muscle Zone'] });
    expect(surface.items.map((item) => item.right)).toEqual([true, false]);
  });
});
