import { DateTime } from 'luxon';
import { findBusinessBySlug, type BusinessItem } from '../../functions/data/entities/business';
import { createEvent, findEventBySlug, type NewEvent } from '../../functions/data/entities/event';
import { putEventCategories } from '../../functions/data/entities/event-category';
import { getUserById } from '../../functions/data/entities/user';
import { EVENT_ZONE, type EventFormat } from '../../shared/events/constants';
import { scheduleSpan, type RecurringSchedule } from '../../shared/events/recurrence';
import { slugify } from '../../shared/slug';
import { eventCategoryHindi } from './data/category-hindi';
import { directoryListings } from './directory';
import { sanitizeRichText } from '../../functions/lib/rich-text';

/** The event taxonomy: main categories and their sub categories, ids are their slugs. */
export const eventTaxonomy: Array<[string, string[]]> = [
  ['Concerts', ['Bollywood Nights', 'Classical & Carnatic', 'Indie & Rock', 'Sufi & Qawwali']],
  ['Workshops', ['Art & Craft', 'Cooking', 'Technology', 'Photography']],
  ['Exhibitions', ['Art Exhibitions', 'Trade Expos', 'Photo Exhibitions']],
  ['Festivals', ['Cultural Festivals', 'Food Festivals', 'Music Festivals']],
  ['Sports', ['Marathons & Runs', 'Cricket', 'Yoga & Fitness']],
  ['Food & Drink', ['Tastings', 'Pop-up Dinners', 'Street Food Walks']],
  ['Business & Networking', ['Startup Meetups', 'Conferences', 'Seminars']],
  ['Comedy & Theatre', ['Stand-up Comedy', 'Plays', 'Improv']],
];

/** Writes the event categories (idempotent), with their Hindi names (data/category-hindi.ts). */
export async function seedEventCategories() {
  await putEventCategories(
    eventTaxonomy.flatMap(([name, subs], index) => {
      const mainId = slugify(name);
      return [
        { categoryId: mainId, parentId: '', name, nameHi: eventCategoryHindi[name], slug: mainId, order: String(index).padStart(3, '0') },
        ...subs.map((sub, subIndex) => ({
          categoryId: `${mainId}--${slugify(sub)}`,
          parentId: mainId,
          name: sub,
          nameHi: eventCategoryHindi[sub],
          slug: slugify(sub),
          order: String(subIndex).padStart(3, '0'),
        })),
      ];
    }),
  );
}

interface DemoEvent {
  name: string;
  /** Days from the seed day (IST) of the first day; negative for past events. */
  inDays: number;
  /** Wall-clock start and length in hours (single events). */
  at?: string;
  hours?: number;
  /** A recurring schedule relative to the first day. */
  recurring?: { type: RecurringSchedule['reccuringType']; weeks: number; slots: Array<{ day?: string; times: Array<[string, string]> }> };
  category: string;
  sub: string;
  format: EventFormat;
  platform?: 'physical' | 'online' | 'recorded';
  venue?: [string, string];
  tickets: Array<[string, number, number]>;
  about: string;
}

const demoEvents: Record<string, DemoEvent[]> = {
  pune: [
    {
      name: 'Sawai Gandharva Classical Evening',
      inDays: 2,
      at: '18:00',
      hours: 4,
      category: 'Concerts',
      sub: 'Classical & Carnatic',
      format: 'concert',
      venue: ['Ramanbaug Ground', 'Shaniwar Peth'],
      tickets: [
        ['General', 500, 400],
        ['Front rows', 1500, 80],
      ],
      about: 'An evening of Hindustani vocal and sitar recitals under the stars, with masters and rising voices of the Kirana gharana.',
    },
    {
      name: 'Maharashtrian Thali Cooking Class',
      inDays: 9,
      at: '11:00',
      hours: 3,
      category: 'Workshops',
      sub: 'Cooking',
      format: 'class_training_or_workshop',
      venue: ['Shree Sagar Kitchen', 'FC Road, Deccan Gymkhana'],
      tickets: [['Participant', 1200, 20]],
      about: 'Learn puran poli, amti, bharli vangi and koshimbir from our head chef, then sit down to the thali you cooked.',
    },
    {
      name: 'Sunday Heritage Walk: Peshwa Pune',
      inDays: 3,
      recurring: { type: 'weekly', weeks: 6, slots: [{ day: 'Sunday', times: [['07:00', '09:30']] }] },
      category: 'Food & Drink',
      sub: 'Street Food Walks',
      format: 'tours_and_walks',
      venue: ['Shaniwar Wada Main Gate', 'Shaniwar Peth'],
      tickets: [['Walker', 0, 40]],
      about: 'A guided walk through the lanes of old Pune, from Shaniwar Wada to Tulshibaug, ending with misal at a century-old eatery.',
    },
    {
      name: 'Pune Startup Founders Mixer',
      inDays: -12,
      at: '18:30',
      hours: 3,
      category: 'Business & Networking',
      sub: 'Startup Meetups',
      format: 'meeting_or_networking_event',
      venue: ['91springboard', 'Baner Road'],
      tickets: [['Founder pass', 0, 120]],
      about: 'Meet founders, angels and operators from the Pune ecosystem over chai and short lightning talks.',
    },
  ],
  mumbai: [
    {
      name: 'Kala Ghoda Street Art Festival',
      inDays: 1,
      at: '10:00',
      hours: 60,
      category: 'Festivals',
      sub: 'Cultural Festivals',
      format: 'festival_or_fair',
      venue: ['Kala Ghoda Art Precinct', 'Fort'],
      tickets: [['Day pass', 0, 5000]],
      about: 'Three days of murals, installations, live music and food stalls across the lanes of Kala Ghoda.',
    },
    {
      name: 'Late Night Chai & Poetry',
      inDays: 2,
      recurring: {
        type: 'weekly',
        weeks: 8,
        slots: [
          { day: 'Friday', times: [['21:00', '23:00']] },
          { day: 'Saturday', times: [['21:00', '23:30']] },
        ],
      },
      category: 'Comedy & Theatre',
      sub: 'Improv',
      format: 'performance_or_live_show',
      venue: ['Midnight Chai Corner', 'Linking Road, Bandra West'],
      tickets: [['Entry with chai', 199, 60]],
      about: 'Open-mic poetry, storytelling and improvised verse over cutting chai, every Friday and Saturday night.',
    },
    {
      name: 'Marine Drive Sunrise 10K',
      inDays: 8,
      at: '05:30',
      hours: 3,
      category: 'Sports',
      sub: 'Marathons & Runs',
      format: 'race_or_endurance_event',
      venue: ['NCPA Gate', 'Nariman Point'],
      tickets: [
        ['10K runner', 799, 1500],
        ['5K fun run', 499, 800],
      ],
      about: 'A timed 10K along the Queen’s Necklace at sunrise, with a 5K fun run for families.',
    },
    {
      name: 'Bollywood Retro Night',
      inDays: -5,
      at: '20:00',
      hours: 4,
      category: 'Concerts',
      sub: 'Bollywood Nights',
      format: 'concert',
      venue: ['Blue Frog', 'Lower Parel'],
      tickets: [['Standing', 999, 300]],
      about: 'A live band plays the RD Burman and Laxmikant-Pyarelal songbook, from Dum Maro Dum to Chura Liya.',
    },
  ],
  bangalore: [
    {
      name: 'Morning Yoga in Cubbon Park',
      inDays: 0,
      recurring: { type: 'daily', weeks: 3, slots: [{ times: [['06:30', '07:30']] }] },
      category: 'Sports',
      sub: 'Yoga & Fitness',
      format: 'class_training_or_workshop',
      venue: ['Cubbon Park Bandstand', 'Kasturba Road'],
      tickets: [['Drop-in', 0, 50]],
      about: 'An hour of hatha yoga for all levels with Green Fitness Studio trainers; bring your own mat.',
    },
    {
      name: 'Bengaluru Tech Summit Preview',
      inDays: 11,
      at: '09:30',
      hours: 8,
      category: 'Business & Networking',
      sub: 'Conferences',
      format: 'conference_or_convention',
      venue: ['Bangalore International Exhibition Centre', 'Tumkur Road'],
      tickets: [
        ['Delegate', 2500, 600],
        ['Student', 500, 200],
      ],
      about: 'Keynotes and panels on AI, deep tech and SaaS from India’s leading founders and investors.',
    },
    {
      name: 'Indie Rock Night at the Brewery',
      inDays: 5,
      at: '20:00',
      hours: 3,
      category: 'Concerts',
      sub: 'Indie & Rock',
      format: 'concert',
      venue: ['Toit Brewpub', 'Indiranagar 100 Feet Road'],
      tickets: [['Entry', 600, 250]],
      about: 'Three of Bengaluru’s best indie bands, back to back, with the brewery’s seasonal taps.',
    },
    {
      name: 'Coding for Kids: Online Weekend Camp',
      inDays: 20,
      at: '10:00',
      hours: 2,
      platform: 'online',
      category: 'Workshops',
      sub: 'Technology',
      format: 'class_training_or_workshop',
      tickets: [['Seat', 1500, 30]],
      about: 'A live online camp where 8 to 12 year olds build their first game in Scratch, with mentors in small groups.',
    },
  ],
  'new-delhi': [
    {
      name: 'Dastkari Haat Crafts Bazaar',
      inDays: 4,
      at: '11:00',
      hours: 33,
      category: 'Exhibitions',
      sub: 'Art Exhibitions',
      format: 'market',
      venue: ['Dilli Haat', 'INA'],
      tickets: [['Entry', 30, 10000]],
      about: 'Artisans from twenty states bring handloom, pottery, Madhubani and dhokra work, with live demonstrations.',
    },
    {
      name: 'Sufi Night at the Qutub',
      inDays: 9,
      at: '19:00',
      hours: 3,
      category: 'Concerts',
      sub: 'Sufi & Qawwali',
      format: 'concert',
      venue: ['Qutub Minar Lawns', 'Mehrauli'],
      tickets: [
        ['Lawn', 800, 500],
        ['Premium', 2500, 100],
      ],
      about: 'Qawwali and Sufi kalaam performed against the lit-up Qutub Minar.',
    },
    {
      name: 'Old Delhi Food Walk',
      inDays: 1,
      recurring: {
        type: 'weekly',
        weeks: 5,
        slots: [
          { day: 'Saturday', times: [['17:00', '20:00']] },
          {
            day: 'Sunday',
            times: [
              ['08:00', '11:00'],
              ['17:00', '20:00'],
            ],
          },
        ],
      },
      category: 'Food & Drink',
      sub: 'Street Food Walks',
      format: 'tours_and_walks',
      venue: ['Jama Masjid Gate 1', 'Chandni Chowk'],
      tickets: [['Walker', 1200, 15]],
      about: 'Parathe Wali Gali, Karim’s, jalebis and daulat ki chaat: a three-hour walk with a food historian.',
    },
    {
      name: 'Monthly Photography Meetup',
      inDays: 15,
      recurring: { type: 'monthly', weeks: 16, slots: [{ times: [['16:00', '19:00']] }] },
      category: 'Workshops',
      sub: 'Photography',
      format: 'meeting_or_networking_event',
      venue: ['Lodhi Garden', 'Lodhi Road'],
      tickets: [['Member', 0, 60]],
      about: 'A monthly photo walk and critique session for street and nature photographers of every level.',
    },
    {
      name: 'Delhi Comedy Open Mic',
      inDays: -3,
      at: '19:30',
      hours: 2,
      category: 'Comedy & Theatre',
      sub: 'Stand-up Comedy',
      format: 'performance_or_live_show',
      venue: ['The Habitat', 'Hauz Khas'],
      tickets: [['Entry', 299, 120]],
      about: 'Ten new comics, five minutes each, and a headliner to close.',
    },
  ],
  hyderabad: [
    {
      name: 'Hyderabad Biryani Festival',
      inDays: 6,
      at: '12:00',
      hours: 34,
      category: 'Festivals',
      sub: 'Food Festivals',
      format: 'festival_or_fair',
      venue: ['Necklace Road', 'Hussain Sagar'],
      tickets: [['Entry', 100, 3000]],
      about: 'Thirty kitchens, from old-city legends to new-age cloud kitchens, serve dum biryani, haleem and more.',
    },
    {
      name: 'Charminar Heritage Photo Exhibition',
      inDays: 13,
      at: '10:00',
      hours: 56,
      category: 'Exhibitions',
      sub: 'Photo Exhibitions',
      format: 'exhibition',
      venue: ['State Gallery of Art', 'Madhapur'],
      tickets: [['Entry', 0, 2000]],
      about: 'A century of the old city in photographs, from Raja Deen Dayal to today’s street photographers.',
    },
  ],
  chennai: [
    {
      name: 'Margazhi Carnatic Concert Series',
      inDays: 7,
      recurring: {
        type: 'daily',
        weeks: 2,
        slots: [
          {
            times: [
              ['16:00', '18:00'],
              ['18:30', '21:00'],
            ],
          },
        ],
      },
      category: 'Concerts',
      sub: 'Classical & Carnatic',
      format: 'concert',
      venue: ['Music Academy', 'TTK Road, Alwarpet'],
      tickets: [
        ['Season pass', 3000, 200],
        ['Single concert', 400, 500],
      ],
      about: 'Two concerts a day by vocalists and instrumentalists of the December season.',
    },
    {
      name: 'Marina Beach Cleanup Run',
      inDays: -20,
      at: '06:00',
      hours: 3,
      category: 'Sports',
      sub: 'Marathons & Runs',
      format: 'race_or_endurance_event',
      venue: ['Marina Beach Lighthouse', 'Mylapore'],
      tickets: [['Volunteer', 0, 400]],
      about: 'A 5K run along the Marina followed by an hour of beach cleaning with local volunteers.',
    },
  ],
};

/** Each demo event's slug and how many days ago it began (negative: still to come), for the seeded reviews. */
export const demoEventAges = () =>
  Object.values(demoEvents)
    .flat()
    .map((event) => ({ slug: slugify(event.name), daysAgo: -event.inDays }));

/** The demo owner's listings, by city. */
export const demoBusinessSlugs: Record<string, string> = { pune: 'shree-sagar-veg-restaurant', mumbai: 'midnight-chai-corner', bangalore: 'green-fitness-studio' };
const covers = (index: number) => [`/seed/photo-${(index % 8) + 1}.svg`, `/seed/photo-${((index + 3) % 8) + 1}.svg`, '/seed/cover-1.svg'];

/** The organizer of a city's demo events: the demo owner's listing there, else the city's first directory listing. */
async function organizerIn(city: string): Promise<BusinessItem | undefined> {
  const slug = demoBusinessSlugs[city] ?? directoryListings().find((listing) => listing.cityName === city)?.name;
  return slug ? findBusinessBySlug(city, slugify(slug)) : undefined;
}

function timesOf(event: DemoEvent, today: DateTime): { startsAt: string; endsAt: string; reccuring?: RecurringSchedule } {
  const first = today.plus({ days: event.inDays });
  if (event.recurring) {
    const reccuring: RecurringSchedule = {
      reccuringType: event.recurring.type,
      startDate: first.toISODate()!,
      endDate: first.plus({ weeks: event.recurring.weeks }).toISODate()!,
      slot: event.recurring.slots.map((slot) => ({
        ...(slot.day ? { day: slot.day as never } : { day: '' as const }),
        innerSlots: slot.times.map(([startTime, endTime]) => ({ startTime, endTime })),
      })),
    };
    const span = scheduleSpan(reccuring)!;
    return { startsAt: span.start.toISOString(), endsAt: span.end.toISOString(), reccuring };
  }
  const [hour, minute] = (event.at ?? '10:00').split(':').map(Number);
  const start = first.set({ hour, minute });
  return {
    startsAt: start.toUTC().toISO()!,
    endsAt: start
      .plus({ hours: event.hours ?? 2 })
      .toUTC()
      .toISO()!,
  };
}

/**
 * Demo events in the popular cities, dated relative to the seed day: past
 * ones, this week's and next week's, later ones; some recurring, some paid.
 * Find-or-create by slug, so a second run adds nothing.
 */
export async function seedEvents(now = new Date()) {
  await seedEventCategories();
  const today = DateTime.fromJSDate(now, { zone: EVENT_ZONE }).startOf('day');
  let index = 0;
  for (const [city, events] of Object.entries(demoEvents)) {
    const business = await organizerIn(city);
    if (!business) continue;
    const host = await getUserById(business.ownerId);
    for (const event of events) {
      index++;
      if (await findEventBySlug(slugify(event.name))) continue;
      const mainId = slugify(event.category);
      const platform = event.platform ?? 'physical';
      const images = covers(index);
      const record: NewEvent = {
        name: event.name,
        description: sanitizeRichText(`<p>${event.about}</p><p>Organised by ${business.name}. Doors open 30 minutes before the start; carry a photo ID.</p>`),
        notes: sanitizeRichText('<p>Entry is on a first-come basis for free passes. Children under 5 enter free.</p>'),
        ...timesOf(event, today),
        timezone: 'IST',
        banner: images[0],
        images,
        platform,
        paid: event.tickets.some(([, price]) => price > 0),
        ...(platform === 'physical' && event.venue
          ? {
              locationName: event.venue[0],
              address: event.venue[1],
              city: business.cityName.replace(/-/g, ' ').replace(/\b\w/g, (l) => l.toUpperCase()),
              state: (business.address as { state?: string } | undefined)?.state ?? '',
              country: 'India',
            }
          : {}),
        ...(platform === 'online' ? { link: 'https://meet.example.in/coding-camp' } : {}),
        cityName: business.cityName,
        views: 20 + ((index * 37) % 400),
        tickets: event.tickets.map(([name, price, quantity], ticketIndex) => ({ _id: `${slugify(event.name)}-${ticketIndex}`, name, price, quantity, currency: 'INR' })),
        eventCategory: event.recurring ? 'recurring' : 'single',
        eventTypeId: mainId,
        eventTypeName: event.category,
        eventTypeNameHi: eventCategoryHindi[event.category],
        eventSubCatId: `${mainId}--${slugify(event.sub)}`,
        eventSubCatName: event.sub,
        eventSubCatNameHi: eventCategoryHindi[event.sub],
        eventFormat: event.format,
        listingType: 'public',
        featured: index % 5 === 0,
        hostId: business.ownerId,
        hostFirstName: host?.firstName ?? business.name,
        ...(host?.image ? { hostImage: host.image } : {}),
        businessId: business.businessId,
        businessName: business.name,
        businessSlug: business.slug,
        businessCityName: business.cityName,
        ...(business.logo ? { businessLogo: business.logo } : {}),
      };
      await createEvent(record);
    }
  }
}
