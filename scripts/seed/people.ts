import { createCollection, listCollectionsOf, toggleSavedBusiness } from '../../functions/data/entities/collection';
import { isFollowing, toggleFollow } from '../../functions/data/entities/follow';
import { findUserByEmail } from '../../functions/data/entities/user';
import { directoryListings, type DirectoryListing } from './directory';

/** Demo collections by the demo members (their businesses come from several cities, so no city is set), so /sb-public-collections and /sb-user pages have something to show. */
const demoCollections = [
  {
    owner: 'user@sbiz.local',
    name: 'Weekend food trail',
    description: 'Thalis, biryani and late-night cafés worth the trip.',
    city: 'mumbai',
    match: /restaurant|caf|dhaba|bakery|sweet|kitchen|food|biryani/i,
    image: '/seed/photo-1.svg',
  },
  {
    owner: 'user@sbiz.local',
    name: 'Salons and spas I trust',
    description: 'Haircuts, spa days and bridal make-up, tried and tested.',
    city: 'pune',
    match: /salon|spa|beauty|parlour|makeup/i,
    image: '/seed/photo-3.svg',
  },
  {
    owner: 'user@sbiz.local',
    name: 'Wedding planning shortlist',
    description: 'Caterers, decorators and photographers for a December wedding.',
    city: 'bangalore',
    match: /wedding|cater|decor|photo|banquet|event/i,
    image: '/seed/photo-5.svg',
  },
  {
    owner: 'owner@sbiz.local',
    name: 'Home services on speed dial',
    description: 'Plumbers, electricians and pest control that turn up on time.',
    city: 'new-delhi',
    match: /plumb|electric|pest|repair|clean|carpent|ac /i,
    image: '/seed/photo-7.svg',
  },
  {
    owner: 'user@sbiz.local',
    name: 'Gift ideas (private)',
    description: 'Sweets and flowers for Diwali gifts. Just for me for now.',
    city: 'mumbai',
    match: /sweet|flower|florist|bakery|jewel/i,
    image: '/seed/photo-2.svg',
    private: true,
  },
] as const;

/** Up to `count` listings whose name matches, those of the city first. */
function pick(listings: readonly DirectoryListing[], city: string, match: RegExp, count: number): DirectoryListing[] {
  const matching = listings.filter((listing) => match.test(listing.name));
  return [...matching.filter((listing) => listing.cityName === city), ...matching.filter((listing) => listing.cityName !== city)].slice(0, count);
}

/** Find-or-create: collections are matched by owner and name, follows by their edge. */
export async function seedPeople(listings: readonly DirectoryListing[] = directoryListings()) {
  const ids = new Map<string, string>();
  for (const email of new Set([...demoCollections.map((demo) => demo.owner), 'admin@sbiz.local'])) {
    const user = await findUserByEmail(email);
    if (user) ids.set(email, user.userId);
  }
  for (const demo of demoCollections) {
    const ownerId = ids.get(demo.owner);
    if (!ownerId) continue;
    const existing = await listCollectionsOf(ownerId, true);
    if (existing.some((collection) => collection.name === demo.name)) continue;
    const collection = await createCollection({ ownerId, name: demo.name, description: demo.description, public: !('private' in demo), images: [demo.image] });
    for (const listing of pick(listings, demo.city, demo.match, 5)) await toggleSavedBusiness(collection, listing.businessId);
  }
  // Priya follows Rohan, and Asha follows Priya: the people lists are not empty.
  const follows = [
    ['user@sbiz.local', 'owner@sbiz.local'],
    ['admin@sbiz.local', 'user@sbiz.local'],
  ] as const;
  for (const [follower, followee] of follows) {
    const key = { targetType: 'user' as const, targetId: ids.get(followee) ?? '', followerId: ids.get(follower) ?? '' };
    if (key.targetId && key.followerId && !(await isFollowing(key))) await toggleFollow(key);
  }
}
