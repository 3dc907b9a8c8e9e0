import { describe, expect, it, vi } from 'vitest';
import { businessTaxonomyRows, productTaxonomyRows } from '../../../../scripts/seed/data/taxonomy-rows';
import { FILLER_WORDS } from '../../../../shared/search/fillers';
import { INTENT_PHRASES } from '../../../../shared/search/intents';
import { lexiconEntries, type LexiconEntry, type LexiconTree } from '../../../../shared/search/lexicon';

// The event seeder's module builds table entities at import, which read the table's name; no table is touched.
vi.stubEnv('TABLE_NAME', 'lexicon-test');
const { eventTaxonomy } = await import('../../../../scripts/seed/events');

/**
 * The 150 business sub-categories Indians search for most on a local
 * directory (judgement of everyday search: health, food, daily needs, home
 * services, weddings, education, vehicles, repairs). Each needs at least
 * eight names across Hindi, Hinglish and English.
 */
const mostSearchedSubCategories = [
  'Chartered Accountants',
  'Tax Consultants',
  'Vegetarian Restaurant',
  'Multi-cuisine Restaurant',
  'Cafe',
  'Fast Food',
  'Sweet Shops',
  'Family Restaurant',
  'Dhabas',
  'Biryani Restaurants',
  'Seafood Restaurants',
  'Budget Hotels',
  'Luxury Hotels',
  'Guest Houses',
  'Resorts',
  'Lodges',
  'Wedding Planners',
  'Banquet Halls',
  'Caterers',
  'Mehendi Artists',
  'Bridal Makeup',
  'Wedding Photographers',
  'Wedding Decorators',
  'Bridal Wear',
  'Wedding Bands & DJs',
  'Matrimonial Bureaus',
  'Wedding Card Printers',
  'Real Estate Agents',
  'Builders & Developers',
  'PG & Hostels',
  'Interior Designers',
  'Plots & Land Dealers',
  'Coaching Classes',
  'Schools',
  'Computer Training',
  'Language Classes',
  'Tutors',
  'Colleges',
  'Music Classes',
  'Dance Classes',
  'Driving Schools',
  'General Physicians',
  'Dentists',
  'Paediatricians',
  'Gynaecologists',
  'Eye Specialists',
  'Dermatologists',
  'Orthopaedic Doctors',
  'ENT Specialists',
  'Cardiologists',
  'Psychiatrists',
  'Homeopathic Doctors',
  'Ayurvedic Doctors',
  'Birthday Party Planners',
  'Decorators',
  'DJs',
  'Tent Houses',
  'Sound & Light Rentals',
  'Gyms',
  'Yoga Classes',
  'Zumba Classes',
  'Personal Trainers',
  'Martial Arts',
  'Swimming Classes',
  'Dietitians & Nutritionists',
  'Domestic Courier',
  'Packers & Movers',
  'Veterinary Clinics',
  'Beauty Parlours',
  'Spas',
  'Salons',
  'Makeup Artists',
  'Grocery Stores',
  'Milk Dairies',
  'Chemists',
  'Fruit & Vegetable Vendors',
  'Laundry Services',
  'Water Suppliers',
  'Gas Agencies',
  'Meat & Fish Shops',
  'Bakeries',
  'Flower Shops',
  'Clothing Stores',
  'Electronics Stores',
  'Footwear',
  'Jewellery Shops',
  'Furniture Stores',
  'Book Stores',
  'Stationery Shops',
  'Gift Shops',
  'Opticals',
  'Hardware Stores',
  'Hospitals',
  'Diagnostic Centres',
  'Physiotherapists',
  'Ambulance Services',
  'Blood Banks',
  'Home Nursing',
  'Car Repair',
  'Two-wheeler Repair',
  'Car Dealers',
  'Tyre Shops',
  'Bike Dealers',
  'Car Wash',
  'Architects',
  'Photographers',
  'Electricians',
  'Plumbers',
  'Carpenters',
  'Pest Control',
  'AC Repair & Service',
  'Painters',
  'Home Cleaning',
  'Water Purifier Service',
  'Maids & Cooks',
  'Travel Agents',
  'Taxi Services',
  'Tour Operators',
  'Car Rental',
  'Passport Agents',
  'Bakeries & Cake Shops',
  'Tiffin Services',
  'Juice Centres',
  'Ice Cream Parlours',
  'Banks',
  'Loan Agents',
  'Insurance Agents',
  'Lawyers',
  'Notaries',
  'Computer Repair',
  'CCTV Installers',
  'Civil Contractors',
  'Building Materials',
  'Tiles & Marble Dealers',
  'Modular Kitchens',
  'Furniture Shops',
  'Transporters',
  'Cinemas',
  'Astrologers',
  'Pandits',
  'RTO Agents',
  'Aadhaar Centres',
  'Mobile Phone Repair',
  'Washing Machine Repair',
  'Refrigerator Repair',
  'TV Repair',
  'Laptop Repair',
  'Play Schools',
  'Tailors',
  'Placement Agencies',
] as const;

const businessRows = businessTaxonomyRows();
const titlesByTree: Record<LexiconTree, Set<string>> = {
  business: new Set(businessRows.map((row) => row.title)),
  product: new Set(productTaxonomyRows().map((row) => row.title)),
  event: new Set(eventTaxonomy.flatMap(([main, subs]) => [main, ...subs])),
};
const namesOf = (entry: LexiconEntry) => [...entry.hindi, ...entry.hinglish, ...entry.english];
const entryFor = (tree: LexiconTree, category: string) => lexiconEntries.find((entry) => entry.tree === tree && entry.category === category);
const label = (entry: LexiconEntry) => `${entry.tree}: ${entry.category}`;

describe('the search lexicon', () => {
  it('names only categories the seeded taxonomy of its tree has, each in one entry', () => {
    const unknown = lexiconEntries.filter((entry) => !titlesByTree[entry.tree].has(entry.category)).map(label);
    expect(unknown).toEqual([]);
    const keys = lexiconEntries.map(label);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('covers every business sub-category, every product main and sub category and every event category', () => {
    const missing = [
      ...businessRows.filter((row) => row.level === 'sub').map((row) => ['business', row.title] as const),
      ...productTaxonomyRows()
        .filter((row) => row.level === 'main' || row.level === 'sub')
        .map((row) => ['product', row.title] as const),
      ...[...titlesByTree.event].map((title) => ['event', title] as const),
    ].filter(([tree, title]) => !entryFor(tree, title));
    expect(missing).toEqual([]);
  });

  it('gives every entry at least three names, none twice', () => {
    expect(lexiconEntries.filter((entry) => namesOf(entry).length < 3).map(label)).toEqual([]);
    const repeated = lexiconEntries.flatMap((entry) =>
      namesOf(entry)
        .filter((name, index, names) => names.indexOf(name) !== index)
        .map((name) => `${label(entry)}: ${name}`),
    );
    expect(repeated).toEqual([]);
  });

  it('gives each of the 150 most searched sub-categories at least eight names', () => {
    expect(new Set(mostSearchedSubCategories).size).toBe(150);
    const subTitles = new Set(businessRows.filter((row) => row.level === 'sub').map((row) => row.title));
    expect(mostSearchedSubCategories.filter((title) => !subTitles.has(title))).toEqual([]);
    const thin = mostSearchedSubCategories.filter((title) => namesOf(entryFor('business', title)!).length < 8);
    expect(thin).toEqual([]);
  });

  it('writes Hindi names in Devanagari (NFC) and Hinglish and English names as lower-case Latin words', () => {
    const devanagariWords = /^[\u0900-\u0963\u0970-\u097F]+( [\u0900-\u0963\u0970-\u097F]+)*$/u;
    const latinWords = /^[a-z0-9]+( [a-z0-9]+)*$/;
    const badHindi = lexiconEntries.flatMap((entry) => entry.hindi.filter((name) => !devanagariWords.test(name) || name !== name.normalize('NFC')).map((name) => `${label(entry)}: ${name}`));
    const badLatin = lexiconEntries.flatMap((entry) => [...entry.hinglish, ...entry.english].filter((name) => !latinWords.test(name)).map((name) => `${label(entry)}: ${name}`));
    expect(badHindi).toEqual([]);
    expect(badLatin).toEqual([]);
  });

  it('has no name made only of filler words and none that holds an intent phrase, which the pipeline strips before the lexicon', () => {
    const fillers = new Set<string>(FILLER_WORDS);
    const intents = Object.values(INTENT_PHRASES)
      .flat()
      .map((phrase) => ` ${phrase} `);
    const latinNames = lexiconEntries.flatMap((entry) => [...entry.hinglish, ...entry.english].map((name) => ({ entry, name })));
    expect(latinNames.filter(({ name }) => name.split(' ').every((word) => fillers.has(word))).map(({ entry, name }) => `${label(entry)}: ${name}`)).toEqual([]);
    expect(latinNames.filter(({ name }) => intents.some((phrase) => ` ${name} `.includes(phrase))).map(({ entry, name }) => `${label(entry)}: ${name}`)).toEqual([]);
  });
});
