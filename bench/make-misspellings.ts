/**
 * `npx tsx bench/make-misspellings.ts` rewrites test/fixtures/search-misspellings.json:
 * the typo corpus `npm run bench:search -- --corpus` scores. Each entry is a
 * misspelt query and the category a person typing it wants. Hand-written
 * Hinglish and common misspellings come first; the rest are one or two
 * keyboard slips (a dropped, doubled, swapped or neighbouring letter) in the
 * distinctive word of a real category title (the one in fewest titles; titles
 * whose every word names more than three categories are left out, as no
 * speller can tell which was meant), drawn with a fixed seed so the file only
 * changes when the taxonomy does.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { businessTaxonomyRows } from '../scripts/seed/data/taxonomy-rows';
import { mulberry32 } from '../scripts/seed/random';
import { searchWords } from '../shared/search/text';

const HAND_WRITTEN: Array<[typo: string, intended: string]> = [
  ['resturant', 'Restaurant'],
  ['restuarant', 'Restaurant'],
  ['restaurent', 'Restaurant'],
  ['biriyani', 'Biryani Restaurants'],
  ['briyani', 'Biryani Restaurants'],
  ['biryani', 'Biryani Restaurants'],
  ['kiraana', 'Kirana Stores'],
  ['kirana', 'Kirana Stores'],
  ['kemist', 'Chemists'],
  ['chemest', 'Chemists'],
  ['docter', 'Doctors'],
  ['doctr', 'Doctors'],
  ['hotal', 'Hotels'],
  ['weding', 'Wedding'],
  ['fitnes', 'Fitness'],
  ['courrier', 'Courier Services'],
  ['jewellary', 'Jewellery Shops'],
  ['jwellers', 'Jewellery Shops'],
  ['beauti parlour', 'Beauty Parlours'],
  ['plumbr', 'Plumbers'],
  ['electrition', 'Electricians'],
  ['dentst', 'Dentists'],
  ['pharmasy', 'Pharmacies'],
  ['sweet shop', 'Sweet Shops'],
  ['tution', 'Tuition Classes'],
];

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const neighbours = (letter: string) => {
  for (const row of KEYBOARD_ROWS) {
    const at = row.indexOf(letter);
    if (at >= 0) return [row[at - 1], row[at + 1]].filter((near): near is string => Boolean(near));
  }
  return [];
};

const random = mulberry32(10);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

/** One keyboard slip inside the word (never its first letter, which people rarely miss). */
function slip(word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 1));
  const kind = pick(['drop', 'double', 'swap', 'near'] as const);
  if (kind === 'drop') return word.slice(0, at) + word.slice(at + 1);
  if (kind === 'double') return word.slice(0, at) + word[at] + word.slice(at);
  if (kind === 'swap' && at < word.length - 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  const near = neighbours(word[at]!);
  return near.length ? word.slice(0, at) + pick(near) + word.slice(at + 1) : word.slice(0, at) + word.slice(at + 1);
}

const titles = [...new Set(businessTaxonomyRows().map((row) => row.title))];
const known = new Set(titles);
/** In how many titles each word appears: a typo of 'consultants' cannot say which of twenty consultants was meant. */
const titlesWith = new Map<string, number>();
for (const title of titles) for (const word of new Set(searchWords(title))) titlesWith.set(word, (titlesWith.get(word) ?? 0) + 1);
/** The most that can share the typed word while the intended one can still be among the top 3 suggestions. */
const MAX_SHARING_TITLES = 3;
const generated: Array<[string, string]> = [];
for (const title of titles) {
  // The title's most distinctive word (in fewest titles, then longest): what a person types to find that category.
  const word = searchWords(title)
    .filter((candidate) => candidate.length >= 6)
    .sort((a, b) => titlesWith.get(a)! - titlesWith.get(b)! || b.length - a.length)[0];
  if (!word || titlesWith.get(word)! > MAX_SHARING_TITLES) continue;
  const typo = random() < 0.25 ? slip(slip(word)) : slip(word);
  if (typo !== word) generated.push([typo, title]);
}

const corpus = [...HAND_WRITTEN.filter(([, intended]) => known.has(intended)), ...generated].map(([typo, intended]) => ({ typo, intended }));
writeFileSync(resolve(import.meta.dirname, '../test/fixtures/search-misspellings.json'), `${JSON.stringify(corpus, null, 1)}\n`);
console.log(
  `${corpus.length} misspellings (${
    HAND_WRITTEN.filter(([, intended]) => !known.has(intended))
      .map(([, intended]) => intended)
      .join(', ') || 'every hand-written one'
  } left out: not a category)`,
);
