import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb, tableName } from '../../functions/data/client';
import { createBusiness, findBusinessBySlug, getBusinessById } from '../../functions/data/entities/business';
import { createUser, findUserByEmail } from '../../functions/data/entities/user';
import { saveNotificationPreferences } from '../../functions/domains/notifications/preferences';
import { isTransactionConflict } from '../../functions/data/transaction-conflicts';
import { forEachConcurrently } from '../../functions/lib/concurrency';
import { ConflictError } from '../../functions/lib/errors';
import { notificationKinds } from '../../shared/schemas/notifications';
import { slugify } from '../../shared/slug';
import { seedAmenities } from './amenities';
import { seedArticles } from './articles';
import { seedContent } from './content';
import { seedDemoBusinesses } from './demo-businesses';
import { seedDemoUsers } from './demo-users';
import { seedEvents } from './events';
import { directoryListings, type DirectoryListing } from './directory';
import { seedPeople } from './people';
import { seedPlaces } from './places';
import { seedDemoProducts } from './products';
import { seedReviews } from './reviews';
import { seedTaxonomy } from './taxonomy';

/** Bump when the demo data changes so existing local stacks get the new rows. */
const SEED_VERSION = 'demo-v13';
/** Written last by a seed, so a first start knows the demo data is there. */
export const SEED_MARKER = { pk: '$seed', sk: SEED_VERSION };
const marker = SEED_MARKER;

/**
 * The account that owns the generated directory listings. It has no
 * password, so nobody signs in as it; the listings stay with it until their
 * businesses claim them.
 */
export const directoryOwner = { email: 'directory@sbiz.local', firstName: 'Sbiz', lastName: 'Directory', slug: 'sbiz-directory' } as const;

/**
 * Creates the directory account with every notification switched off: nobody
 * reads them, and each review of its listings would otherwise store one.
 */
async function createDirectoryOwner() {
  const owner = await createUser({ ...directoryOwner, provider: 'password' });
  const off = Object.fromEntries(notificationKinds.map((kind) => [kind, { inApp: false, email: false }]));
  await saveNotificationPreferences(owner.userId, { kinds: off, dailyDigest: false });
  return owner;
}

/** How many listings are written at once. */
const DIRECTORY_CONCURRENCY = 8;

/**
 * Writes the generated directory listings (scripts/seed/directory.ts) that
 * are not there yet, found by city and slug (or by their fixed id, should
 * one have been renamed). Answers how many it created.
 */
export async function seedDirectory(listings: readonly DirectoryListing[] = directoryListings()): Promise<number> {
  const owner = (await findUserByEmail(directoryOwner.email)) ?? (await createDirectoryOwner());
  let created = 0;
  await forEachConcurrently(listings, DIRECTORY_CONCURRENCY, async (listing) => {
    if ((await findBusinessBySlug(listing.cityName, slugify(listing.name))) || (await getBusinessById(listing.businessId))) return;
    // Every create also marks the one owner as a business owner, so parallel creates can outlast
    // createBusiness's own retries on that row; nothing was written then, so try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await createBusiness(listing, owner.userId);
        created++;
        return;
      } catch (error) {
        if (!(error instanceof ConflictError && isTransactionConflict(error.cause)) || attempt >= 5) throw error;
      }
    }
  });
  return created;
}

/**
 * Seeds the demo data once per data folder. Every step is find-or-create, and
 * the marker is written last, so an interrupted seed simply runs again.
 */
export async function seedOnce({ log = () => undefined }: { log?: (line: string) => void } = {}): Promise<boolean> {
  const existing = await dynamoDb().send(new GetCommand({ TableName: tableName(), Key: marker }));
  if (existing.Item) return false;
  const startedAt = performance.now();
  const done = (what: string) => log(`    ${what} (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
  // Independent reference data goes in parallel: each is plain batch writes.
  await Promise.all([seedPlaces().then(() => done('cities and states')), seedTaxonomy().then(() => done('categories')), seedContent().then(() => done('site content'))]);
  await seedDemoUsers();
  await seedAmenities();
  done('demo users and amenities');
  await seedDemoBusinesses();
  await seedDirectory();
  done('directory listings');
  await seedEvents();
  done('events');
  await seedDemoProducts();
  done('products');
  await seedArticles();
  done('articles');
  await seedPeople();
  done('demo collections and follows');
  await seedReviews();
  done('reviews, reactions and replies');
  await dynamoDb().send(new PutCommand({ TableName: tableName(), Item: { ...marker, seededAt: new Date().toISOString() } }));
  return true;
}
