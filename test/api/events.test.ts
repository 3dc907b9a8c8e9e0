import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordCommands, scansAmong } from './command-recorder';
import { putCities } from '../../functions/data/entities/city';
import { getEventById } from '../../functions/data/entities/event';
import { seedEventCategories } from '../../scripts/seed/events';
import { eventMessages } from '../../shared/schemas/event';
import { promoteToAdmin, startHarness, type Harness } from './harness';

/**
 * Events against DynamoDB Local. The clock is fixed with fake Dates (the
 * handlers run in this process): Wednesday 11 March 2026, 10:00 IST.
 */
type Session = Awaited<ReturnType<Harness['signUp']>>;
let api: Harness;
let owner: Session;
let stranger: Session;
let admin: Session;
let businessId: string;
const CITY = `Testpur ${Math.random().toString(36).slice(2, 7)}`;
const citySlug = CITY.toLowerCase().replace(/\s+/g, '-');

const ist = (local: string) => new Date(`${local}+05:30`);
const clock = (local: string) => vi.setSystemTime(ist(local));
const token = (session: { tokens: { access: { token: string } } }) => session.tokens.access.token;

async function login(session: Session): Promise<Session> {
  const answer = await api.call('POST', '/auth/login', { body: { email: session.user.email, password: session.password } });
  return { ...answer.body, password: session.password };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock('2026-03-11T09:00:00');
  api = await startHarness();
  await seedEventCategories();
  owner = await api.signUp({ firstName: 'Meera', lastName: 'Host' });
  stranger = await api.signUp({ firstName: 'Kabir', lastName: 'Stranger' });
  const candidate = await api.signUp({ firstName: 'Ada', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = await login(candidate);
  const business = await api.call('POST', '/businesses/add', {
    token: token(owner),
    body: { name: 'Rangmanch Kala Kendra', cityName: 'Kolhapur', contact: { email: 'hi@rangmanch.in', phone: '9876543210' }, address: { street: 'College Road' } },
  });
  expect(business.status).toBe(201);
  businessId = business.body._id;
});
afterAll(async () => {
  await api.stop();
  vi.useRealTimers();
});
afterEach(() => clock('2026-03-11T09:00:00'));

const ticket = { name: 'General', quantity: 100, price: 250, currency: 'INR' };
function eventBody(name: string, start: string, end: string, extra: Record<string, unknown> = {}) {
  return {
    businessId,
    name,
    description: '<p>An evening of music and food by the river.</p>',
    eventCategory: 'single',
    start: ist(start).toISOString(),
    end: ist(end).toISOString(),
    timezone: 'IST',
    platform: 'physical',
    locationName: 'Godavari Ghat',
    address: 'Panchavati',
    city: CITY,
    state: 'Maharashtra',
    country: 'India',
    listingType: 'public',
    eventType: 'concerts',
    eventSubCat: 'concerts--indie-and-rock',
    eventFormat: 'concert',
    tickets: [ticket],
    ...extra,
  };
}

async function addEvent(body: Record<string, unknown>, session: Session = owner) {
  const answer = await api.call('POST', '/events/add', { token: token(session), body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const names = async (query: string) => {
  const answer = await api.call('GET', `/events/all?city=${encodeURIComponent(CITY)}&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as Array<{ name: string }>).map((event) => event.name).sort();
};

describe('date filters in Asia/Kolkata against a fixed clock', () => {
  beforeAll(async () => {
    clock('2026-03-11T09:00:00');
    owner = await login(owner);
    await addEvent(eventBody('X Short Morning Talk', '2026-03-11T10:05:00', '2026-03-11T10:30:00'));
    await addEvent(eventBody('A Wednesday Evening', '2026-03-11T18:00:00', '2026-03-11T20:00:00'));
    await addEvent(eventBody('M Three Day Fair', '2026-03-11T11:00:00', '2026-03-13T18:00:00'));
    await addEvent(eventBody('B Thursday Morning', '2026-03-12T10:00:00', '2026-03-12T12:00:00'));
    await addEvent(eventBody('C Saturday Brunch', '2026-03-14T10:00:00', '2026-03-14T12:00:00'));
    await addEvent(eventBody('D Sunday Midnight Show', '2026-03-15T23:00:00', '2026-03-16T01:00:00'));
    await addEvent(eventBody('E Monday Standup', '2026-03-16T09:00:00', '2026-03-16T10:00:00'));
    await addEvent(eventBody('F Month End Party', '2026-03-31T22:00:00', '2026-04-01T02:00:00'));
    await addEvent(eventBody('G April Picnic', '2026-04-05T10:00:00', '2026-04-05T12:00:00'));
    await addEvent({
      ...eventBody('R Wednesday Jam', '2026-03-18T19:00:00', '2026-03-18T21:00:00'),
      eventCategory: 'recurring',
      start: undefined,
      end: undefined,
      reccuring: {
        reccuringType: 'weekly',
        startDate: '2026-03-17',
        endDate: '2026-04-15',
        slot: [
          {
            day: 'Wednesday',
            innerSlots: [
              { startTime: '19:00', endTime: '21:00' },
              { startTime: '21:30', endTime: '22:30' },
            ],
          },
        ],
      },
    });
  });

  it('answers every named filter at Wednesday 10:00 IST', async () => {
    clock('2026-03-11T10:00:00');
    const all = [
      'A Wednesday Evening',
      'B Thursday Morning',
      'C Saturday Brunch',
      'D Sunday Midnight Show',
      'E Monday Standup',
      'F Month End Party',
      'G April Picnic',
      'M Three Day Fair',
      'R Wednesday Jam',
      'X Short Morning Talk',
    ];
    expect(await names('')).toEqual(all); // future is the default
    expect(await names('dateFilter=future')).toEqual(all);
    expect(await names('dateFilter=any_date')).toEqual(all);
    expect(await names('dateFilter=past')).toEqual([]);
    expect(await names('dateFilter=today')).toEqual(['A Wednesday Evening', 'M Three Day Fair', 'X Short Morning Talk']);
    expect(await names('dateFilter=tomorrow')).toEqual(['B Thursday Morning', 'M Three Day Fair']);
    expect(await names('dateFilter=this_weekend')).toEqual(['C Saturday Brunch', 'D Sunday Midnight Show']);
    expect(await names('dateFilter=this_week')).toEqual(['A Wednesday Evening', 'B Thursday Morning', 'C Saturday Brunch', 'D Sunday Midnight Show', 'M Three Day Fair', 'X Short Morning Talk']);
    expect(await names('dateFilter=next_week')).toEqual(['D Sunday Midnight Show', 'E Monday Standup', 'R Wednesday Jam']);
    expect(await names('dateFilter=this_month')).toEqual(all.filter((name) => name !== 'G April Picnic'));
    expect(await names('startDate=2026-04-01&endDate=2026-04-05')).toEqual(['F Month End Party', 'G April Picnic', 'R Wednesday Jam']);
    expect(await names('dateFilter=custom&startDate=2026-04-02&endDate=2026-04-07')).toEqual(['G April Picnic']);
    expect(await names('dateFilter=custom&startDate=2026-04-02&endDate=2026-04-08')).toEqual(['G April Picnic', 'R Wednesday Jam']);
  });

  it('moves ended events to past, newest first', async () => {
    clock('2026-03-11T11:00:00');
    const answer = await api.call('GET', `/events/all?city=${encodeURIComponent(CITY)}&dateFilter=past`);
    expect(answer.body.data.map((event: { name: string }) => event.name)).toEqual(['X Short Morning Talk']);
    expect(await names('dateFilter=today')).toEqual(['A Wednesday Evening', 'M Three Day Fair']);
  });

  it('turns the day at midnight IST, not UTC', async () => {
    vi.setSystemTime(new Date('2026-03-11T18:29:59Z'));
    expect(await names('dateFilter=today')).toEqual(['M Three Day Fair']);
    expect(await names('dateFilter=tomorrow')).toEqual(['B Thursday Morning', 'M Three Day Fair']);
    vi.setSystemTime(new Date('2026-03-11T18:30:00Z'));
    expect(await names('dateFilter=today')).toEqual(['B Thursday Morning', 'M Three Day Fair']);
    expect(await names('dateFilter=tomorrow')).toEqual(['M Three Day Fair']);
  });

  it('turns the week from Sunday to Monday, keeping an event that runs across midnight', async () => {
    clock('2026-03-15T23:30:00');
    expect(await names('dateFilter=this_week')).toEqual(['D Sunday Midnight Show']);
    expect(await names('dateFilter=this_weekend')).toEqual(['D Sunday Midnight Show']);
    expect(await names('dateFilter=next_week')).toEqual(['D Sunday Midnight Show', 'E Monday Standup', 'R Wednesday Jam']);
    clock('2026-03-16T00:00:00');
    expect(await names('dateFilter=this_week')).toEqual(['D Sunday Midnight Show', 'E Monday Standup', 'R Wednesday Jam']);
    expect(await names('dateFilter=next_week')).toEqual(['R Wednesday Jam']);
    expect(await names('dateFilter=this_weekend')).toEqual([]);
  });

  it('turns the month at midnight IST on the 1st', async () => {
    clock('2026-03-31T23:00:00');
    expect(await names('dateFilter=this_month')).toEqual(['F Month End Party']);
    clock('2026-04-01T00:30:00');
    expect(await names('dateFilter=this_month')).toEqual(['F Month End Party', 'G April Picnic', 'R Wednesday Jam']);
    expect(await names('dateFilter=today')).toEqual(['F Month End Party', 'R Wednesday Jam']);
  });

  it('filters by category and sub category, sorts by views and pages 18 at a time', async () => {
    clock('2026-03-11T10:00:00');
    expect(await names('eventType=workshops')).toEqual([]);
    expect((await names('eventType=concerts&eventSubCat=concerts--indie-and-rock')).length).toBe(10);
    const paged = await api.call('GET', `/events/all?city=${encodeURIComponent(CITY)}&limit=4&page=3`);
    expect(paged.body.pagination).toEqual({ total: 10, page: 3, limit: 4, totalPages: 3 });
    expect(paged.body.data).toHaveLength(2);
    const defaults = await api.call('GET', `/events/all?city=${encodeURIComponent(CITY)}`);
    expect(defaults.body.pagination.limit).toBe(18);
  });

  it('answers bad queries with a 400, never a 500', async () => {
    for (const query of [
      'dateFilter=someday',
      'page=0',
      'page=abc',
      'startDate=tomorrow',
      'startDate=2026-13-45',
      'endDate=2026-02-31',
      'sortBy=price',
      `eventType=${'x'.repeat(100)}`,
      'interested=maybe',
    ]) {
      const answer = await api.call('GET', `/events/all?${query}`);
      expect(answer.status, query).toBe(400);
    }
    expect((await api.call('GET', '/events/all?interested=true')).status).toBe(401);
  });
});

describe('create, update and duplicate', () => {
  it.each([
    [{ name: '' }, eventMessages.nameRequired],
    [{ name: 'Ab' }, eventMessages.nameShort],
    [{ name: 'A'.repeat(101) }, eventMessages.nameLong],
    [{ description: '<p>Short</p>' }, eventMessages.descriptionShort],
    [{ description: `<p>${'x'.repeat(1001)}</p>` }, eventMessages.descriptionLong],
    [{ description: '<p> </p>' }, eventMessages.descriptionRequired],
    [{ locationName: '' }, eventMessages.locationNameRequired],
    [{ city: '' }, eventMessages.cityRequired],
    [{ platform: 'online', link: '' }, eventMessages.eventLinkRequired],
    [{ platform: 'online', link: 'javascript:alert(1)' }, eventMessages.invalidUrl],
    [{ platform: 'recorded', link: 'https://youtu.be/x' }, eventMessages.platformRequired],
    [{ platform: 'recorded', linkPlatform: 'youtube' }, eventMessages.videoLinkRequired],
    [{ start: ist('2026-03-10T10:00:00').toISOString() }, eventMessages.startInPast],
    [{ end: ist('2026-03-20T09:00:00').toISOString() }, eventMessages.endBeforeStart],
    [{ timezone: '' }, eventMessages.timezoneRequired],
    [{ start: '2026-02-31T10:00:00+05:30' }, eventMessages.startDateRequired],
    [
      { eventCategory: 'recurring', reccuring: { reccuringType: 'daily', startDate: '2026-02-31', endDate: '2026-04-20', slot: [{ innerSlots: [{ startTime: '10:00', endTime: '11:00' }] }] } },
      eventMessages.startDateRequired,
    ],
    [{ images: Array.from({ length: 11 }, (_, index) => `uploads/x/event/${index}.png`) }, eventMessages.maxImages],
    [{ promotionalLink: 'not a link' }, eventMessages.promotionalUrl],
    [{ notes: `<p>${'n'.repeat(501)}</p>` }, eventMessages.notesLong],
    [{ businessId: '' }, eventMessages.businessRequired],
    [{ tickets: [] }, eventMessages.ticketRequired],
    [{ tickets: [{ ...ticket, quantity: 0 }] }, eventMessages.ticketQuantity],
    [{ tickets: [{ ...ticket, quantity: 10001 }] }, eventMessages.ticketQuantity],
    [{ tickets: [{ ...ticket, price: -1 }] }, eventMessages.ticketPrice],
    [{ listingType: 'secret' }, eventMessages.listingTypeRequired],
    [{ eventCategory: 'recurring', reccuring: { reccuringType: 'weekly', startDate: '2026-03-20', endDate: '2026-04-20', slot: [] } }, eventMessages.weeklyDayRequired],
    [
      { eventCategory: 'recurring', reccuring: { reccuringType: 'daily', startDate: '2026-03-20', endDate: '2026-03-10', slot: [{ innerSlots: [{ startTime: '10:00', endTime: '11:00' }] }] } },
      eventMessages.endBeforeStart,
    ],
    [{ eventCategory: 'recurring', reccuring: { reccuringType: 'weekly', startDate: '2026-03-20', endDate: '2026-04-20', slot: [{ day: 'Monday', innerSlots: [] }] } }, eventMessages.slotRequired],
    [
      { eventCategory: 'recurring', reccuring: { reccuringType: 'daily', startDate: '2026-03-01', endDate: '2026-03-20', slot: [{ innerSlots: [{ startTime: '10:00', endTime: '11:00' }] }] } },
      eventMessages.startInPast,
    ],
    [{ images: ['uploads/someone-else/event/a.png'] }, 'Upload the event image first: uploads/someone-else/event/a.png is not one of your uploads'],
    [{ eventSubCat: 'workshops--cooking' }, 'The sub category does not belong to the chosen event category'],
    [{ discount: { type: 'percent', amount: 100 } }, 'A percent discount must be less than 100'],
    [{ discount: { type: 'flat', amount: 0 } }, 'Discount amount must be more than 0'],
    [{ discount: { type: 'flat', amount: 250 } }, 'The discount (Flat ₹250) must be less than the price of every ticket (General: ₹250). Choose a smaller discount or a higher price.'],
    [
      {
        tickets: [
          { ...ticket, name: 'Free entry', price: 0 },
          { ...ticket, name: 'Early bird', price: 149 },
        ],
        discount: { type: 'flat', amount: 150 },
      },
      'The discount (Flat ₹150) must be less than the price of every ticket (Early bird: ₹149). Choose a smaller discount or a higher price.',
    ],
  ])('refuses %j with the spec message', async (change, message) => {
    clock('2026-03-11T10:00:00');
    owner = await login(owner);
    const answer = await api.call('POST', '/events/add', { token: token(owner), body: { ...eventBody('Validation Night', '2026-03-20T18:00:00', '2026-03-20T21:00:00'), ...change } });
    expect(answer).toMatchObject({ status: 400, body: { message } });
  });

  it('takes a flat discount under every paid ticket (free ones aside), and refuses an update that prices a ticket under it', async () => {
    clock('2026-03-11T10:00:00');
    owner = await login(owner);
    const tickets = [
      { ...ticket, name: 'Free entry', price: 0 },
      { ...ticket, name: 'Early bird', price: 151 },
    ];
    const body = eventBody('Discounted Mehfil', '2026-03-21T18:00:00', '2026-03-21T21:00:00', { tickets, discount: { type: 'flat', amount: 150 } });
    const created = await api.call('POST', '/events/add', { token: token(owner), body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.discount).toMatchObject({ type: 'flat', amount: 150 });
    const cheaper = { ...body, tickets: [tickets[0], { ...tickets[1], price: 120 }] };
    expect(await api.call('PATCH', `/events/update/${created.body.data._id}`, { token: token(owner), body: cheaper })).toMatchObject({
      status: 400,
      body: { message: 'The discount (Flat ₹150) must be less than the price of every ticket (Early bird: ₹120). Choose a smaller discount or a higher price.' },
    });
  });

  it('creates, sanitises, updates and duplicates; refuses anonymous (401) and other users (403)', async () => {
    clock('2026-03-11T10:00:00');
    owner = await login(owner);
    stranger = await login(stranger);
    admin = await login(admin);
    const body = eventBody('Riverside Jazz', '2026-03-20T18:00:00', '2026-03-20T21:00:00', {
      description: '<p>Smooth jazz <script>alert(1)</script><a href="https://jazz.example.in">by the river</a>.</p>',
      notes: '<p onclick="x()">Bring a mat</p>',
      images: [`uploads/${owner.user._id}/event/one.png`],
      discount: { type: 'percent', amount: 10 },
    });
    expect((await api.call('POST', '/events/add', { body })).status).toBe(401);
    const foreign = await api.call('POST', '/events/add', { token: token(stranger), body });
    expect(foreign).toMatchObject({ status: 403, body: { message: 'Only the owner of the organizing business or an admin can do this' } });

    const created = await api.call('POST', '/events/add', { token: token(owner), body });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Event created successfully!');
    const event = created.body.data;
    expect(event).toMatchObject({
      name: 'Riverside Jazz',
      slug: 'riverside-jazz',
      paid: true,
      cityName: citySlug,
      banner: `uploads/${owner.user._id}/event/one.png`,
      eventType: { _id: 'concerts', name: 'Concerts' },
      eventSubCat: { name: 'Indie & Rock' },
      userId: { firstName: 'Meera' },
      businessDetails: { _id: businessId },
    });
    expect(event.description).not.toContain('<script');
    expect(event.description).toContain('rel="nofollow noopener noreferrer"');
    expect(event.notes).toBe('<p>Bring a mat</p>');
    expect(event.tickets[0]._id).toBeTruthy();

    const bySlug = await api.call('GET', '/events/getEventBySlug?slug=riverside-jazz');
    expect(bySlug.body.data._id).toBe(event._id);
    expect((await api.call('GET', `/events/${event._id}`)).body.data.name).toBe('Riverside Jazz');

    const change = { ...body, name: 'Riverside Jazz Night', platform: 'online', link: 'https://meet.example.in/jazz', tickets: [{ ...ticket, price: 0 }] };
    expect((await api.call('PATCH', `/events/update/${event._id}`, { body: change })).status).toBe(401);
    expect((await api.call('PATCH', `/events/update/${event._id}`, { token: token(stranger), body: change })).status).toBe(403);
    const updated = await api.call('PATCH', `/events/update/${event._id}`, { token: token(owner), body: change });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.message).toBe('Event updated successfully!');
    expect(updated.body.data).toMatchObject({ name: 'Riverside Jazz Night', slug: 'riverside-jazz', platform: 'online', link: 'https://meet.example.in/jazz', paid: false });
    expect(updated.body.data.locationName).toBeUndefined();
    const byAdmin = await api.call('PATCH', `/events/update/${event._id}`, { token: token(admin), body: { ...change, name: 'Riverside Jazz Finale' } });
    expect(byAdmin.status).toBe(200);

    // The duplicate keeps the source's images (here another uploader's key is refused unless it came from the source).
    const duplicateBody = { ...change, images: [`uploads/${owner.user._id}/event/one.png`], duplicateOf: event._id };
    expect((await api.call('POST', '/events/add', { token: token(stranger), body: duplicateBody })).status).toBe(403);
    const duplicate = await api.call('POST', '/events/add', { token: token(owner), body: duplicateBody });
    expect(duplicate.status).toBe(201);
    expect(duplicate.body.message).toBe('Event duplicated successfully!');
    expect(duplicate.body.data._id).not.toBe(event._id);
    expect(duplicate.body.data.slug).toMatch(/^riverside-jazz-night(-[0-9a-f]{6})?$/);
    const adminCopy = await api.call('POST', '/events/add', { token: token(admin), body: duplicateBody });
    expect(adminCopy.status, JSON.stringify(adminCopy.body)).toBe(201);
    expect(adminCopy.body.data.images).toEqual([`uploads/${owner.user._id}/event/one.png`]);
    expect((await api.call('PATCH', '/events/update/nope', { token: token(owner), body: change })).status).toBe(404);
  });

  it('keeps drafts to their host', async () => {
    clock('2026-03-11T10:00:00');
    owner = await login(owner);
    const draft = await addEvent(eventBody('Secret Rehearsal', '2026-03-21T18:00:00', '2026-03-21T21:00:00', { listingType: 'draft' }));
    expect((await api.call('GET', `/events/${draft._id}`)).status).toBe(404);
    expect((await api.call('GET', `/events/${draft._id}`, { token: token(owner) })).status).toBe(200);
    expect(await names('dateFilter=any_date')).not.toContain('Secret Rehearsal');
    const own = await api.call('GET', `/events/all?userId=${owner.user._id}&dateFilter=any_date`, { token: token(owner) });
    expect(own.body.data.map((event: { name: string }) => event.name)).toContain('Secret Rehearsal');
    const seenByOthers = await api.call('GET', `/events/all?userId=${owner.user._id}&dateFilter=any_date`);
    expect(seenByOthers.body.data.map((event: { name: string }) => event.name)).not.toContain('Secret Rehearsal');
  });
});

describe("a host's own list", () => {
  it('leads with what is still to come, soonest first, and ends with what has ended, latest first', async () => {
    clock('2026-03-01T10:00:00');
    owner = await login(owner);
    const host = await api.signUp({ firstName: 'Tara', lastName: 'Organiser' });
    const business = await api.call('POST', '/businesses/add', {
      token: token(host),
      body: { name: 'Tara Events Studio', cityName: 'Kolhapur', contact: { email: 'hi@tara.in', phone: '9876501234' }, address: { street: 'Station Road' } },
    });
    const add = (name: string, start: string, end: string) => addEvent({ ...eventBody(name, start, end), businessId: business.body._id }, host);
    await add('Early March Ended', '2026-03-02T10:00:00', '2026-03-02T12:00:00');
    await add('Later March Ended', '2026-03-08T10:00:00', '2026-03-08T12:00:00');
    await add('Far Future', '2026-05-20T10:00:00', '2026-05-20T12:00:00');
    await add('Coming Soon', '2026-03-14T10:00:00', '2026-03-14T12:00:00');
    clock('2026-03-11T10:00:00');
    const own = await api.call('GET', `/events/all?userId=${host.user._id}&dateFilter=any_date`, { token: token(host) });
    expect(own.body.data.map((event: { name: string }) => event.name)).toEqual(['Coming Soon', 'Far Future', 'Later March Ended', 'Early March Ended']);
  });
});

describe('interest, going and views', () => {
  it('marks once per user, lists the marks, and refuses after the end', async () => {
    clock('2026-03-11T10:00:00');
    owner = await login(owner);
    stranger = await login(stranger);
    const event = await addEvent(eventBody('Kite Festival', '2026-03-11T12:00:00', '2026-03-11T16:00:00'));
    expect((await api.call('PATCH', '/events/addInterest', { body: { eventId: event._id } })).status).toBe(401);
    const first = await api.call('PATCH', '/events/addInterest', { token: token(stranger), body: { eventId: event._id, userId: owner.user._id } });
    expect(first).toMatchObject({ status: 200, body: { message: 'Marked Interested!', data: { interestedCount: 1, isInterested: true, interested: [stranger.user._id] } } });
    const again = await api.call('PATCH', '/events/addInterest', { token: token(stranger), body: { eventId: event._id } });
    expect(again.body.data.interestedCount).toBe(1);
    const going = await api.call('PATCH', '/events/addGoing', { token: token(stranger), body: { eventId: event._id } });
    expect(going).toMatchObject({ status: 200, body: { message: 'Marked As Going, Add event to Calendar!', data: { goingCount: 1, isGoing: true } } });
    const mine = await api.call('GET', '/events/all?isGoing=true&dateFilter=any_date', { token: token(stranger) });
    expect(mine.body.data.map((item: { _id: string }) => item._id)).toEqual([event._id]);
    const interested = await api.call('GET', '/events/all?interested=true', { token: token(stranger) });
    expect(interested.body.data[0]).toMatchObject({ _id: event._id, isInterested: true, isGoing: true });
    expect((await api.call('PATCH', '/events/addGoing', { token: token(stranger), body: { eventId: 'missing' } })).status).toBe(404);

    clock('2026-03-11T16:01:00');
    owner = await login(owner);
    const late = await api.call('PATCH', '/events/addGoing', { token: token(owner), body: { eventId: event._id } });
    expect(late).toMatchObject({ status: 400, body: { message: eventMessages.eventEnded } });
    const lateInterest = await api.call('PATCH', '/events/addInterest', { token: token(owner), body: { eventId: event._id } });
    expect(lateInterest.status).toBe(400);
    expect((await api.call('GET', `/events/${event._id}`)).body.data).toMatchObject({ goingCount: 1, interestedCount: 1 });
  });

  it('counts 50 concurrent views as 50', async () => {
    clock('2026-03-11T10:00:00');
    owner = await login(owner);
    const event = await addEvent(eventBody('Crowded Gallery', '2026-03-25T10:00:00', '2026-03-25T18:00:00'));
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.call('PATCH', `/events/addView/${event._id}`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await api.call('GET', `/events/${event._id}`)).body.data.views).toBe(50);
    expect((await api.call('PATCH', '/events/addView/not-an-event')).status).toBe(404);
  });
});

describe('categories', () => {
  it('serves the seeded categories with their sub categories', async () => {
    const cats = await api.call('GET', '/events/getEventCats');
    expect(cats.status).toBe(200);
    const concerts = cats.body.data.find((category: { _id: string }) => category._id === 'concerts');
    expect(concerts.subCategories.map((sub: { name: string }) => sub.name)).toContain('Sufi & Qawwali');
    expect(cats.body.data.map((category: { name: string }) => category.name)).toEqual(
      expect.arrayContaining(['Workshops', 'Exhibitions', 'Festivals', 'Sports', 'Food & Drink', 'Business & Networking']),
    );
    const subs = await api.call('GET', '/events/getEventSubCatsByParent?parentId=workshops');
    expect(subs.body.data.map((sub: { _id: string }) => sub._id)).toContain('workshops--cooking');
    expect((await api.call('GET', '/events/getEventSubCatsByParent?parentId=workshops--cooking')).status).toBe(404);
    expect((await api.call('GET', '/events/getEventSubCatsByParent')).status).toBe(400);
  });
});

describe('search', () => {
  it('suggests upcoming events of the city from the index, with Queries only', async () => {
    clock('2026-03-11T10:00:00');
    owner = await login(owner);
    await putCities([{ slug: 'nashik', name: 'Nashik', nameKey: 'nashik', aliases: [], stateId: 'MH', stateName: 'Maharashtra', latitude: 19.99727, longitude: 73.79096, popularRank: 0 }]);
    await addEvent(eventBody('Sula Vineyard Harvest Festival', '2026-03-22T11:00:00', '2026-03-22T20:00:00', { city: 'Nashik' }));
    await addEvent(eventBody('Sula Sunset Concert', '2026-03-11T10:10:00', '2026-03-11T10:40:00', { city: 'Nashik' }));
    await api.poller.drain();
    const commands = await recordCommands(async () => {
      const search = await api.call('GET', '/search?query=sula&location=Nashik&type=events');
      expect(search.status).toBe(200);
      expect(search.body.events.map((event: { title: string }) => event.title)).toEqual(['Sula Vineyard Harvest Festival', 'Sula Sunset Concert']);
      expect(search.body.events[0]).toMatchObject({ slug: 'sula-vineyard-harvest-festival', cityName: 'nashik', category: 'Concerts', categoryId: 'concerts' });
      const prefix = await api.call('GET', '/search?query=harv&location=Nashik');
      expect(prefix.body.events.map((event: { title: string }) => event.title)).toEqual(['Sula Vineyard Harvest Festival']);
      clock('2026-03-11T11:00:00');
      const later = await api.call('GET', '/search?query=sula&location=Nashik&type=events');
      expect(later.body.events.map((event: { title: string }) => event.title)).toEqual(['Sula Vineyard Harvest Festival']);
      expect((await api.call('GET', '/events/all?city=nashik&dateFilter=this_month')).status).toBe(200);
      expect((await api.call('GET', '/events/all?city=nashik&dateFilter=past')).status).toBe(200);
    });
    expect(commands).toContain('QueryCommand');
    expect(scansAmong(commands)).toEqual([]);
  });
});

describe('cancelling an event', () => {
  it('only its host or an admin cancels it: the record stays, marked cancelled; it leaves the city list and search, takes no marks or edits, and tells who marked it once', async () => {
    clock('2026-03-11T10:00:00');
    [owner, stranger, admin] = await Promise.all([login(owner), login(stranger), login(admin)]);
    const fan = await api.signUp({ firstName: 'Tara', lastName: 'Fan' });
    const late = await api.signUp({ firstName: 'Om', lastName: 'Late' });
    await putCities([{ slug: 'nashik', name: 'Nashik', nameKey: 'nashik', aliases: [], stateId: 'MH', stateName: 'Maharashtra', latitude: 19.99727, longitude: 73.79096, popularRank: 0 }]);
    const event = await addEvent(eventBody('Godavari Lantern Walk', '2026-03-20T18:00:00', '2026-03-20T21:00:00', { city: 'Nashik' }));
    expect((await api.call('PATCH', '/events/addGoing', { token: token(fan), body: { eventId: event._id } })).status).toBe(200);
    expect((await api.call('PATCH', '/events/addInterest', { token: token(stranger), body: { eventId: event._id } })).status).toBe(200);
    await api.poller.drain();
    const lanternSearch = async () => (await api.call('GET', '/search?query=lantern&location=Nashik&type=events')).body.events.map((found: { title: string }) => found.title);
    expect(await lanternSearch()).toEqual(['Godavari Lantern Walk']);
    const cityList = async () => (await api.call('GET', '/events/all?city=nashik&dateFilter=this_month')).body.data.map((found: { _id: string }) => found._id);
    expect(await cityList()).toContain(event._id);

    expect((await api.call('PATCH', `/events/cancel/${event._id}`)).status).toBe(401);
    const foreign = await api.call('PATCH', `/events/cancel/${event._id}`, { token: token(stranger) });
    expect(foreign).toMatchObject({ status: 403, body: { message: 'Only the owner of the organizing business or an admin can do this' } });
    expect((await api.call('GET', `/events/${event._id}`)).body.data.cancelledAt).toBeUndefined();
    expect((await api.call('PATCH', '/events/cancel/not-an-event', { token: token(owner) })).status).toBe(404);

    const cancelled = await api.call('PATCH', `/events/cancel/${event._id}`, { token: token(owner) });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { message: eventMessages.cancelled, alreadyCancelled: false, data: { _id: event._id, cancelledAt: ist('2026-03-11T10:00:00').toISOString(), goingCount: 1 } },
    });
    clock('2026-03-11T10:05:00');
    const again = await api.call('PATCH', `/events/cancel/${event._id}`, { token: token(owner) });
    expect(again).toMatchObject({ status: 200, body: { alreadyCancelled: true, data: { cancelledAt: cancelled.body.data.cancelledAt } } });

    // Kept, and said so wherever it is read.
    const bySlug = await api.call('GET', `/events/getEventBySlug?slug=${event.slug}`);
    expect(bySlug).toMatchObject({ status: 200, body: { data: { name: 'Godavari Lantern Walk', cancelledAt: cancelled.body.data.cancelledAt } } });
    expect(await cityList()).not.toContain(event._id);
    const hosts = await api.call('GET', `/events/all?userId=${owner.user._id}&dateFilter=any_date`, { token: token(owner) });
    expect(hosts.body.data.find((found: { _id: string }) => found._id === event._id)).toMatchObject({ cancelledAt: cancelled.body.data.cancelledAt });
    const fans = await api.call('GET', '/events/all?isGoing=true&dateFilter=any_date', { token: token(fan) });
    expect(fans.body.data).toEqual([expect.objectContaining({ _id: event._id, cancelledAt: cancelled.body.data.cancelledAt })]);

    const mark = await api.call('PATCH', '/events/addGoing', { token: token(late), body: { eventId: event._id } });
    expect(mark).toMatchObject({ status: 400, body: { message: eventMessages.cancelledNoMarks } });
    const edit = await api.call('PATCH', `/events/update/${event._id}`, {
      token: token(owner),
      body: eventBody('Godavari Lantern Walk', '2026-03-21T18:00:00', '2026-03-21T21:00:00', { city: 'Nashik' }),
    });
    expect(edit).toMatchObject({ status: 400, body: { message: eventMessages.cancelledNoEdits } });
    expect((await api.call('GET', `/events/${event._id}`)).body.data).toMatchObject({ goingCount: 1, interestedCount: 1, start: event.start });

    await api.poller.drain();
    expect(await lanternSearch()).toEqual([]);
    const cancellationsOf = async (session: Session) =>
      ((await api.call('GET', '/notifications', { token: token(session) })).body.notifications as Array<{ event: string; subjectName?: string }>).filter((note) => note.event === 'event-cancelled');
    // A retried stream record of the cancellation adds nothing.
    const { eventNotificationsReactor } = await import('../../functions/streams/reactors/notifications');
    const { cancelledAt: _cancelledAt, ...before } = (await getEventById(event._id))!;
    await eventNotificationsReactor.react({ kind: 'MODIFY', entity: 'event', oldItem: before, newItem: (await getEventById(event._id))! });
    for (const marked of [fan, stranger]) expect(await cancellationsOf(marked)).toEqual([expect.objectContaining({ subjectName: 'Godavari Lantern Walk' })]);
    expect(await cancellationsOf(owner)).toEqual([]);
    expect(await cancellationsOf(late)).toEqual([]);
  });

  it('lets an admin cancel any event, and refuses one that has ended', async () => {
    clock('2026-03-11T10:00:00');
    [owner, admin] = await Promise.all([login(owner), login(admin)]);
    const upcoming = await addEvent(eventBody('Ram Navami Procession', '2026-03-26T08:00:00', '2026-03-26T12:00:00'));
    const byAdmin = await api.call('PATCH', `/events/cancel/${upcoming._id}`, { token: token(admin) });
    expect(byAdmin).toMatchObject({ status: 200, body: { alreadyCancelled: false, data: { cancelledAt: expect.any(String) } } });
    const over = await addEvent(eventBody('Morning Raga', '2026-03-11T10:30:00', '2026-03-11T11:30:00'));
    clock('2026-03-11T12:00:00');
    owner = await login(owner);
    const ended = await api.call('PATCH', `/events/cancel/${over._id}`, { token: token(owner) });
    expect(ended).toMatchObject({ status: 400, body: { message: eventMessages.endedNoCancel } });
    expect((await api.call('GET', `/events/${over._id}`)).body.data.cancelledAt).toBeUndefined();
  });
});
