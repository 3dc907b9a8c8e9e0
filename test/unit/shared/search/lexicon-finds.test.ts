import { describe, expect, it } from 'vitest';
import { businessTaxonomyRows } from '../../../../scripts/seed/data/taxonomy-rows';
import { directoryListings } from '../../../../scripts/seed/directory';
import { lexiconEntries } from '../../../../shared/search/lexicon';
import { lexiconMatcher, understandQuery } from '../../../../shared/search/understand';
import type { LexiconTree } from '../../../../shared/search/lexicon/types';

const lexicon = lexiconMatcher(lexiconEntries);
const categoriesOf = (query: string, tree: LexiconTree = 'business') => understandQuery(query, { lexicon, tree }).categories.map((hit) => hit.category);

describe('every lexicon category is found by its own names', () => {
  it.each(lexiconEntries.map((entry) => [`${entry.tree}: ${entry.category}`, entry] as const))('%s', (_, entry) => {
    const missed = [...entry.hindi, ...entry.hinglish, ...entry.english].filter((name) => !categoriesOf(name, entry.tree).includes(entry.category));
    expect(missed).toEqual([]);
  });
});

describe("the issue's everyday queries, and spellings the lexicon does not list", () => {
  it.each([
    // Hinglish (issue #24), then other spellings of the same words.
    ['dawai ki dukaan', 'Chemists'],
    ['dawai ki dukkan', 'Chemists'],
    ['davaai', 'Chemists'],
    ['naai', 'Salons'],
    ['nai ki dukaan', 'Salons'],
    ['darzi', 'Tailors'],
    ['darjee', 'Tailors'],
    ['bijli wala', 'Electricians'],
    ['bijli waala', 'Electricians'],
    ['dhobi', 'Laundry Services'],
    ['sunar', 'Jewellery Shops'],
    ['sonaar', 'Jewellery Shops'],
    ['vakil', 'Lawyers'],
    ['vakeel', 'Lawyers'],
    ['dant ka doctor', 'Dentists'],
    ['daant ka daktar', 'Dentists'],
    ['tiffin wala', 'Tiffin Services'],
    ['tiffin waale', 'Tiffin Services'],
    ['kirana dukan', 'Grocery Stores'],
    ['kiryana ki dukaan', 'Grocery Stores'],
    // Devanagari, with and without nukta and chandrabindu, and English loanwords.
    ['दवाई की दुकान', 'Chemists'],
    ['दवाई की दूकान', 'Chemists'],
    ['केमिस्ट', 'Chemists'],
    ['मेडिकल स्टोर', 'Chemists'],
    ['नाई', 'Salons'],
    ['डॉक्टर', 'Doctors'],
    ['डाक्टर', 'Doctors'],
    ['दर्जी', 'Tailors'],
    ['दर्ज़ी', 'Tailors'],
    ['किराना', 'Grocery Stores'],
    ['होटल', 'Hotels'],
    ['जिम', 'Gyms'],
    ['पार्लर', 'Beauty Parlours'],
    ['दाँत का डॉक्टर', 'Dentists'],
    // Everyday English synonyms.
    ['pharmacy', 'Chemists'],
    ['medical store', 'Chemists'],
    ['kids doctor', 'Paediatricians'],
    ['bone doctor', 'Orthopaedic Doctors'],
    ['skin doctor', 'Dermatologists'],
    ['car mechanic', 'Car Repair'],
    ['house shifting', 'Packers & Movers'],
    ['tuition', 'Tutors'],
    ['tuition', 'Coaching Classes'],
    ['mobile repairing', 'Mobile Phone Repair'],
  ])('%s finds %s', (query, category) => {
    expect(categoriesOf(query)).toContain(category);
  });

  it('reads a product word in the product tree', () => {
    expect(categoriesOf('chawal', 'product')).toContain('Rice & Grains');
    expect(categoriesOf('agarbatti', 'product')).toContain('Agarbatti');
  });
});

describe('words that sound alike but are not the same word', () => {
  // Hindi tells 'dh' from 'd' and 'th' from 't': a loose sound key once made these pairs one word.
  it.each([
    ['dhaba', 'Dhabas', 'Tiffin Services'],
    ['dabba', 'Tiffin Services', 'Dhabas'],
    ['dabba wala', 'Tiffin Services', 'Dhabas'],
    ['thali', 'Thali', 'Tally Training'],
    ['tally', 'Tally Training', 'Thali'],
    ['dhulai', 'Laundry Services', 'Transport & Logistics'],
    ['dhulai wala', 'Laundry Services', 'Transport & Logistics'],
    ['धुलाई', 'Laundry Services', 'Transport & Logistics'],
    ['maal dhulai', 'Transport & Logistics', 'Laundry Services'],
  ])('%s finds %s, not %s', (query, wanted, unwanted) => {
    const found = categoriesOf(query);
    expect(found).toContain(wanted);
    expect(found).not.toContain(unwanted);
  });

  it('still meets the spellings of one word', () => {
    expect(categoriesOf('chhole bhature')).toEqual(categoriesOf('chole bhature'));
    expect(categoriesOf('dhobhi')).toContain('Laundry Services');
    expect(categoriesOf('kiraana')).toContain('Grocery Stores');
  });
});

describe('a business searched by its name', () => {
  const rows = businessTaxonomyRows();
  const titleOf = new Map(rows.map((row) => [row.categoryId, row.title]));
  const mainOf = new Map(rows.map((row) => [row.categoryId, row.mainIds[0] ?? row.categoryId]));

  // A brand word that is also a lexicon name ('Blue Bird', 'Muscle Factory', 'New Auto Works') must not turn a name search into another kind of business.
  it('names no category, or one of its own kind, for every seeded listing', () => {
    const strays = directoryListings().flatMap((listing) => {
      const ids = [...(listing.categories ?? []), ...(listing.subCategoryId ?? []), ...(listing.subsubCategoryId ?? [])].map((category) => category._id);
      const own = new Set(ids.flatMap((id) => rows.filter((row) => mainOf.get(row.categoryId) === mainOf.get(id)).map((row) => row.title)));
      const named = categoriesOf(listing.name);
      return named.length && !named.some((title) => own.has(title)) ? [`${listing.name}: ${named.join(', ')} (is ${ids.map((id) => titleOf.get(id)).join(', ')})`] : [];
    });
    expect(strays).toEqual([]);
  });
});
