import { describe, expect, it } from 'vitest';
import { recordCommands } from './command-recorder';
import { backfillLocalityLists, readListingWindow, writeListingRecords } from '../../functions/data/entities/listing-index';
import { readSearchPartition, writeSearchRecords } from '../../functions/data/entities/search-index';
import { findMatches } from '../../functions/data/search-matching';
import { listingRecords, searchPartition, searchRecords } from '../../shared/search/index-entries';

// A scope no city has: the partitions below hold only this file's records.
const SCOPE = 'partition-reads-test';

/** 150 listings all named 'Kappa …', ranked in order; only those ranked 121st to 130th say 'Kappa Zumba'. */
const names = Array.from({ length: 150 }, (_, index) => (index >= 120 && index < 130 ? `Kappa Zumba ${index}` : `Kappa Studio ${index}`));

describe('reading a search partition filtered in memory', () => {
  it('finds matches past the first page, a page at a time, and stops after one when the first page is enough', async () => {
    await writeSearchRecords(
      names.flatMap((name, index) =>
        searchRecords({
          kind: 'business',
          scope: SCOPE,
          id: `doc-${String(index).padStart(3, '0')}`,
          words: name.toLowerCase().split(' '),
          order: String(index).padStart(3, '0'),
          fields: { title: name, slug: `kappa-${index}`, terms: '' },
        }),
      ),
      [],
    );
    const partition = { slot: 'exact' as const, partition: searchPartition(SCOPE, 'business', 'kappa') };
    const zumba = (item: { words: string }) => item.words.split(' ').includes('zumba');

    let read: Awaited<ReturnType<typeof readSearchPartition>> | undefined;
    const late = await recordCommands(async () => {
      read = await readSearchPartition(partition, { wanted: 5, pageSize: 20, maxRead: 400, keep: zumba });
    });
    expect(read!.items.map((item) => item.title)).toEqual(names.slice(120, 130));
    // A first page of 20, then pages of 40 while nothing is kept: the fourth (items 101-140) holds all ten matches, enough, so the read stops there.
    expect(read!.complete).toBe(false);
    expect(late.filter((command) => command === 'QueryCommand')).toHaveLength(4);

    // When the first page keeps some, the next asks for what that share says the rest needs: 3 of 20 kept, 7 more wanted, so 47 more.
    const some = new Set(['doc-001', 'doc-005', 'doc-009', 'doc-030', 'doc-050', 'doc-060', 'doc-062', 'doc-064', 'doc-065', 'doc-066', 'doc-140']);
    const sized = await recordCommands(async () => {
      read = await readSearchPartition(partition, { wanted: 10, pageSize: 20, maxRead: 400, keep: (item) => some.has(item.docId) });
    });
    expect(read!.items.map((item) => item.docId)).toEqual([...some].slice(0, 10));
    expect(read!.read).toBe(67);
    expect(sized.filter((command) => command === 'QueryCommand')).toHaveLength(2);

    const early = await recordCommands(async () => {
      read = await readSearchPartition(partition, { wanted: 5, pageSize: 20, maxRead: 400 });
    });
    expect(read!.items).toHaveLength(20);
    expect(early.filter((command) => command === 'QueryCommand')).toHaveLength(1);

    // The window bounds what is looked at: 100 items hold no 'zumba'.
    read = await readSearchPartition(partition, { wanted: 5, pageSize: 20, maxRead: 100, keep: zumba });
    expect(read.items).toEqual([]);
    expect(read.read).toBe(100);
  });

  it("finds two words a title starts with ('kappa zu') in their leading pair partition, and the words' own partitions stop after a page", async () => {
    let hits: Awaited<ReturnType<typeof findMatches>> = [];
    const commands = await recordCommands(async () => {
      hits = await findMatches(SCOPE, 'business', ['kappa', 'zu'], { wanted: 10, maxRead: 400 });
    });
    expect(hits.map((hit) => hit.item.title)).toEqual(names.slice(120, 130));
    // The pair partition, and one page each of 'kappa' and 'zu' (which hold all 150 and the ten).
    expect(commands.filter((command) => command === 'QueryCommand')).toHaveLength(3);
    // Fewer than wanted start with the two words: the words' partitions are read on as before.
    const few = await recordCommands(async () => {
      hits = await findMatches(SCOPE, 'business', ['kappa', 'zu'], { wanted: 11, maxRead: 400 });
    });
    expect(hits.map((hit) => hit.item.title)).toEqual(names.slice(120, 130));
    expect(few.filter((command) => command === 'QueryCommand').length).toBeGreaterThan(3);
  });
});

describe('reading a window of a city list', () => {
  it('reads only as many cards as wanted when nothing filters them, a few times that when a filter does, and the rest of the window after', async () => {
    // Ratings fall with the index, so the list's order is the index's.
    const cards = Array.from({ length: 60 }, (_, index) => ({
      businessId: `window-${String(index).padStart(2, '0')}`,
      name: index === 50 ? 'Lambda Dhaba' : `Lambda Cafe ${index}`,
      slug: `lambda-${index}`,
      cityName: SCOPE,
      status: 'active',
      categories: [{ _id: 'lambda-eats', title: 'Lambda Eats' }],
      ratingAverage: 5 - index / 20,
      ratingCount: 10,
    }));
    await writeListingRecords(
      cards.flatMap((business) => listingRecords(business)),
      [],
    );
    const scope = { level: 'main' as const, categoryId: 'lambda-eats' };
    let window: Awaited<ReturnType<typeof readListingWindow>> | undefined;

    await recordCommands(async () => {
      window = await readListingWindow(SCOPE, scope, { window: 400, wanted: 10 });
    });
    expect(window!.read).toBe(10);
    expect(window!.cards.map((card) => card.name)).toEqual(cards.slice(0, 10).map((card) => card.name));

    const filtered = await recordCommands(async () => {
      window = await readListingWindow(SCOPE, scope, { window: 400, wanted: 1, keep: (card) => card.name.includes('Dhaba') });
    });
    expect(window!.cards.map((card) => card.name)).toEqual(['Lambda Dhaba']);
    expect(filtered.filter((command) => command === 'QueryCommand')).toHaveLength(2);
    expect(window!.complete).toBe(true);
  });
});

describe('locality lists', () => {
  it('hold the few listings of a locality that rank below a whole window of others, in one Query', async () => {
    const city = `${SCOPE}-localities`;
    // 420 listings ranked in index order; the last three are in Kappa Nagar (one in Kappa Nagar East), the rest elsewhere.
    const listings = Array.from({ length: 420 }, (_, index) => ({
      businessId: `locality-${String(index).padStart(3, '0')}`,
      name: `Mu Store ${index}`,
      slug: `mu-${index}`,
      cityName: city,
      status: 'active',
      categories: [{ _id: 'mu-shops', title: 'Mu Shops' }],
      address: { street: index === 419 ? 'Station Road, Kappa Nagar East' : index >= 417 ? 'Kappa Nagar' : 'Lane 4, Sigma Colony', city },
      ratingAverage: 5 - index / 100,
      ratingCount: 10,
    }));
    await writeListingRecords(
      listings.flatMap((business) => listingRecords(business)),
      [],
    );
    const inKappaNagar = (card: { address: { street?: string } }) => card.address.street?.includes('Kappa Nagar') ?? false;

    let window: Awaited<ReturnType<typeof readListingWindow>> | undefined;
    const commands = await recordCommands(async () => {
      window = await readListingWindow(city, { level: 'locality', locality: 'Kappa Nagar' }, { window: 400, wanted: 10 });
    });
    expect(window!.cards.map((card) => card.name)).toEqual(['Mu Store 417', 'Mu Store 418', 'Mu Store 419']);
    expect(commands.filter((command) => command === 'QueryCommand')).toHaveLength(1);
    expect((await readListingWindow(city, { level: 'locality', locality: 'kappa nagar east' }, { window: 400, wanted: 10 })).cards.map((card) => card.name)).toEqual(['Mu Store 419']);

    // The city's own list, filtered, sees only its first 400: none of them.
    expect((await readListingWindow(city, { level: 'all' }, { window: 400, wanted: 10, keep: inKappaNagar })).cards).toEqual([]);
  });

  it('are filled from the city list for listings that predate them, with Queries only', async () => {
    const city = `${SCOPE}-backfill`;
    const listings = Array.from({ length: 3 }, (_, index) => ({
      businessId: `backfill-${index}`,
      name: `Nu Cafe ${index}`,
      slug: `nu-${index}`,
      cityName: city,
      status: 'active',
      address: { street: index === 2 ? 'Tau Peth' : 'MG Road, Rho Nagar West', city },
      ratingAverage: 4,
      ratingCount: index,
    }));
    const records = listings.flatMap((business) => listingRecords(business));
    const [localities, others] = [records.filter((record) => record.partition.includes('#_area#')), records.filter((record) => !record.partition.includes('#_area#'))];
    await writeListingRecords(others, []);
    const rhoNagar = () => readListingWindow(city, { level: 'locality', locality: 'rho nagar' }, { window: 400, wanted: 10 });
    expect((await rhoNagar()).cards).toEqual([]);

    let filled: Awaited<ReturnType<typeof backfillLocalityLists>> | undefined;
    const commands = await recordCommands(async () => {
      filled = await backfillLocalityLists(city);
    });
    expect(filled).toEqual({ listings: 3, written: localities.length });
    expect(commands.some((command) => /scan/i.test(command))).toBe(false);
    expect((await rhoNagar()).cards.map((card) => card.name)).toEqual(['Nu Cafe 1', 'Nu Cafe 0']);
    expect((await readListingWindow(city, { level: 'locality', locality: 'tau peth' }, { window: 400, wanted: 10 })).cards.map((card) => card.name)).toEqual(['Nu Cafe 2']);
  });
});
