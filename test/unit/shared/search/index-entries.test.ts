import { describe, expect, it } from 'vitest';
import {
  NO_PARTITION,
  businessCard,
  businessSearchRecords,
  categorySearchRecords,
  diffRecords,
  listingRecordKey,
  listingRecords,
  recordOrder,
  searchRecordKey,
  type IndexableBusiness,
  type SearchRecord,
} from '@shared/search/index-entries';
import { MatchClass, matchClassOf } from '@shared/search/rank';

const business = (overrides: Partial<IndexableBusiness> = {}): IndexableBusiness => ({
  businessId: 'b1',
  name: 'Shree Sagar Veg Restaurant',
  slug: 'shree-sagar-veg-restaurant',
  cityName: 'pune',
  status: 'active',
  ratingAverage: 4.4,
  ratingCount: 120,
  address: { street: 'FC Road, Deccan Gymkhana', city: 'Pune', zipCode: '411004' },
  categories: [{ _id: 'restaurant', title: 'Restaurant' }],
  subCategoryId: [{ _id: 'restaurant--vegetarian-restaurant', title: 'Vegetarian Restaurant' }],
  subsubCategoryId: [{ _id: 'restaurant--vegetarian-restaurant--thali', title: 'Thali' }],
  paymentTypes: 'cash, UPI',
  workingHours: [{ day: 'Monday', open: '09:00', close: '17:00', closed: false }],
  ...overrides,
});

/** The records of a document's words (without its leading pair record). */
const wordRecords = (records: SearchRecord[]) => records.filter((record) => !record.exact.endsWith('>'));

describe('search records of a listing', () => {
  const records = wordRecords(businessSearchRecords(business()));

  it('makes one record per distinct word, keyed by its exact-word partition', () => {
    expect(records.map((record) => record.exact)).toEqual(['pune#business#shree', 'pune#business#sagar', 'pune#business#veg', 'pune#business#restaurant']);
    expect(records.every((record) => record.docId === 'b1' && record.words === 'shree sagar veg restaurant')).toBe(true);
    expect(records[0]).toMatchObject({ area: 'Deccan Gymkhana', category: 'Restaurant', terms: 'restaurant vegetarian thali', ratingAverage: 4.4 });
  });

  it('files each prefix partition once, under the best word for it', () => {
    // "s" could come from shree (first word) or sagar (later): shree wins.
    const slot1 = records.filter((record) => record.prefix1 === 'pune#business#s');
    expect(slot1.map((record) => record.exact)).toEqual(['pune#business#shree']);
    expect(records.find((record) => record.exact.endsWith('#sagar'))!.prefix1).toBe(NO_PARTITION);
    expect(records.find((record) => record.exact.endsWith('#veg'))).toMatchObject({ prefix3: 'pune#business#veg', prefix5: NO_PARTITION });
  });

  it('sorts by match class, then rank', () => {
    const byWord = Object.fromEntries(records.map((record) => [record.exact.split('#').pop(), record]));
    expect(matchClassOf(byWord.shree!.exactSort)).toBe(MatchClass.exactFirst);
    expect(matchClassOf(byWord.sagar!.exactSort)).toBe(MatchClass.exactLater);
    expect(matchClassOf(byWord.sagar!.prefix3Sort)).toBe(MatchClass.prefixLater);
    expect(matchClassOf(byWord.veg!.prefix3Sort)).toBe(MatchClass.exactLater);
    expect(byWord.shree!.exactSort.slice(1)).toBe(byWord.shree!.rank);
  });

  it("files the title's first two words in the first word's leading pair partition, sorted by the second word, then rank", () => {
    const pairs = businessSearchRecords(business()).filter((record) => record.exact.endsWith('>'));
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ exact: 'pune#business#shree>', docId: 'b1', words: 'shree sagar veg restaurant', prefix1: NO_PARTITION, prefix3: NO_PARTITION, prefix5: NO_PARTITION });
    expect(pairs[0]!.exactSort.startsWith('sagar#')).toBe(true);
    expect(recordOrder(pairs[0]!)).toBe(records[0]!.rank);
    expect(recordOrder(records[0]!)).toBe(records[0]!.rank);
    expect(businessSearchRecords(business({ name: 'Sagar' })).some((record) => record.exact.endsWith('>'))).toBe(false);
  });

  it('indexes nothing for a suspended listing', () => {
    expect(businessSearchRecords(business({ status: 'suspended' }))).toEqual([]);
    expect(listingRecords(business({ status: 'suspended' }))).toEqual([]);
  });
});

/** The records of a listing's category lists (without its locality and geo records). */
const categoryRecords = (listing: IndexableBusiness) => listingRecords(listing).filter((record) => !/#_(area|geo)#?/.test(record.partition));

describe('listing records', () => {
  it("files the listing in its locality's lists, rank ordered: 'deccan' and 'deccan gymkhana'", () => {
    const records = listingRecords(business());
    const localities = records.filter((record) => record.partition.startsWith('pune#_area#'));
    expect(localities.map((record) => record.partition)).toEqual(['pune#_area#deccan', 'pune#_area#deccan gymkhana']);
    for (const record of localities) expect(record).toMatchObject({ position: records[0]!.rank, main: NO_PARTITION, sub: NO_PARTITION, subsub: NO_PARTITION });
  });

  it('files one record in the city list and its main, sub and sub-sub category lists', () => {
    const [record, ...more] = categoryRecords(business());
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      partition: 'pune#_all',
      main: 'pune#restaurant',
      sub: 'pune#restaurant--vegetarian-restaurant',
      subsub: 'pune#restaurant--vegetarian-restaurant--thali',
    });
    expect(record!.position).toBe(record!.rank);
  });

  it('adds records for further categories of a level, outside the city list', () => {
    const records = categoryRecords(
      business({
        categories: [
          { _id: 'restaurant', title: 'Restaurant' },
          { _id: 'hotels', title: 'Hotels' },
        ],
        subsubCategoryId: [],
      }),
    );
    expect(records.map((record) => [record.partition, record.main, record.subsub])).toEqual([
      ['pune#_all', 'pune#restaurant', NO_PARTITION],
      ['pune#_more#b1', 'pune#hotels', NO_PARTITION],
    ]);
  });

  it('carries the card the listing pages show', () => {
    expect(businessCard(business())).toMatchObject({
      _id: 'b1',
      rating: { count: 120, average: 4.4 },
      paymentTypes: ['cash', 'upi'],
      media: { headerImage: null, gallery: [] },
      unclaimed: false,
    });
  });
});

describe('category records', () => {
  it('finds a category by each word of its title, main categories first', () => {
    const main = categorySearchRecords({ categoryId: 'beauty-and-spa', parentId: 'root', level: 'main', title: 'Beauty & Spa', slug: 'beauty-and-spa', status: 'active', order: 11, popularRank: 0 });
    const sub = categorySearchRecords({
      categoryId: 'beauty-and-spa--spas',
      parentId: 'beauty-and-spa',
      level: 'sub',
      title: 'Spas',
      slug: 'beauty-and-spa--spas',
      status: 'active',
      order: 1,
      popularRank: 0,
    });
    expect(wordRecords(main).map((record) => record.exact)).toEqual(['_#category#beauty', '_#category#spa']);
    expect(main[1]!.prefix3Sort < sub[0]!.prefix3Sort).toBe(true);
    expect(sub[0]).toMatchObject({ level: 'sub', parentId: 'beauty-and-spa' });
  });

  it('leaves inactive categories out', () => {
    expect(categorySearchRecords({ categoryId: 'x', parentId: 'root', level: 'main', title: 'Old', slug: 'x', status: 'inactive', order: 0, popularRank: 0 })).toEqual([]);
  });
});

describe('diffRecords', () => {
  it('puts new and changed records and removes the stale ones after a rename', () => {
    const before = wordRecords(businessSearchRecords(business()));
    const after = wordRecords(businessSearchRecords(business({ name: 'Shree Sagar Pure Veg' })));
    const { put, remove } = diffRecords(before, after, searchRecordKey);
    expect(remove.map((record) => record.exact)).toEqual(['pune#business#restaurant']);
    expect(put.map((record) => record.exact)).toEqual(['pune#business#shree', 'pune#business#sagar', 'pune#business#pure', 'pune#business#veg']);
  });

  it('writes nothing when nothing indexed changed (a view)', () => {
    const records = listingRecords(business());
    expect(diffRecords(records, listingRecords(business()), listingRecordKey)).toEqual({ put: [], remove: [] });
  });

  it('moves every record when the rating changes the rank', () => {
    const before = businessSearchRecords(business());
    const { put, remove } = diffRecords(before, businessSearchRecords(business({ ratingCount: 121 })), searchRecordKey);
    expect(put).toHaveLength(before.length);
    expect(remove).toHaveLength(before.length);
  });
});
