import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEventCategory, putEventCategories } from '../../functions/data/entities/event-category';
import { eventCategoryCountsReactor } from '../../functions/streams/reactors/event-category-counts';
import { eventMessages } from '../../shared/schemas/event';
import { listingBody } from '../fixtures/listing';
import { startHarness, type Harness } from './harness';

/**
 * Event category counts kept by the stream, and the venue's State choice.
 * Each run files its events under its own category, so other suites' events
 * never move these counts.
 */
type Session = Awaited<ReturnType<Harness['signUp']>>;
let api: Harness;
let owner: Session;
let stranger: Session;
let businessId: string;
const run = randomUUID().slice(0, 8);
const mainId = `catalog-test-${run}`;
const subId = `${mainId}--jam`;
const otherId = `catalog-other-${run}`;
const token = (session: Session) => session.tokens.access.token;

beforeAll(async () => {
  api = await startHarness();
  await putEventCategories([
    { categoryId: mainId, parentId: '', name: `Test Jams ${run}`, slug: mainId, order: `z-${run}-1` },
    { categoryId: subId, parentId: mainId, name: 'Jam Sessions', slug: 'jam-sessions', order: '000' },
    { categoryId: otherId, parentId: '', name: `Test Talks ${run}`, slug: otherId, order: `z-${run}-2` },
  ]);
  owner = await api.signUp({ firstName: 'Meher', lastName: 'Host' });
  stranger = await api.signUp({ firstName: 'Kunal', lastName: 'Stranger' });
  const business = await api.call('POST', '/businesses/add', { token: token(owner), body: listingBody({ name: `Baithak Studio ${run}`, cityName: 'Nashik' }) });
  expect(business.status, JSON.stringify(business.body)).toBe(201);
  businessId = business.body._id;
});
afterAll(() => api.stop());

const inDays = (days: number, hour: number) => new Date(Date.now() + days * 86_400_000 + hour * 3_600_000).toISOString();

function eventBody(extra: Record<string, unknown> = {}) {
  return {
    businessId,
    name: `Sunday Baithak ${randomUUID().slice(0, 6)}`,
    description: '<p>Classical music in a small room, tea after.</p>',
    eventCategory: 'single',
    start: inDays(7, 0),
    end: inDays(7, 2),
    timezone: 'IST',
    platform: 'physical',
    locationName: 'Baithak Studio',
    address: 'College Road',
    city: 'Nashik',
    state: 'Maharashtra',
    country: 'India',
    listingType: 'public',
    eventType: mainId,
    eventSubCat: subId,
    tickets: [{ name: 'General', quantity: 40, price: 300, currency: 'INR' }],
    ...extra,
  };
}

const countOf = async (categoryId: string) => (await getEventCategory(categoryId))?.events;

describe('event category counts', () => {
  it('counts a public event in its category and sub category, moves it when re-filed and takes it back when hidden', async () => {
    const created = await api.call('POST', '/events/add', { token: token(owner), body: eventBody() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const draft = await api.call('POST', '/events/add', { token: token(owner), body: eventBody({ listingType: 'draft' }) });
    expect(draft.status).toBe(201);
    await api.poller.drain();
    expect(await countOf(mainId)).toBe(1);
    expect(await countOf(subId)).toBe(1);
    const listed = await api.call('GET', '/events/getEventCats');
    expect(listed.body.data.find((category: { _id: string }) => category._id === mainId)).toMatchObject({ events: 1 });

    const id = created.body.data._id;
    const moved = await api.call('PATCH', `/events/update/${id}`, { token: token(owner), body: eventBody({ name: created.body.data.name, eventType: otherId, eventSubCat: '' }) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await api.poller.drain();
    expect([await countOf(mainId), await countOf(subId), await countOf(otherId)]).toEqual([0, 0, 1]);

    const hidden = await api.call('PATCH', `/events/update/${id}`, {
      token: token(owner),
      body: eventBody({ name: created.body.data.name, eventType: otherId, eventSubCat: '', listingType: 'private' }),
    });
    expect(hidden.status).toBe(200);
    await api.poller.drain();
    expect(await countOf(otherId)).toBe(0);
  });

  it('applies a retried stream record once', async () => {
    const change = { kind: 'INSERT' as const, entity: 'event', newItem: { listingType: 'public', eventTypeId: otherId }, sequenceNumber: `test-${randomUUID()}` };
    const before = (await countOf(otherId)) ?? 0;
    await eventCategoryCountsReactor.react(change);
    await eventCategoryCountsReactor.react(change);
    expect(await countOf(otherId)).toBe(before + 1);
    await eventCategoryCountsReactor.react({ kind: 'REMOVE', entity: 'event', oldItem: change.newItem, sequenceNumber: `test-${randomUUID()}` });
    expect(await countOf(otherId)).toBe(before);
  });

  it('keeps the counts when the taxonomy is written again', async () => {
    await eventCategoryCountsReactor.react({ kind: 'INSERT', entity: 'event', newItem: { listingType: 'public', eventTypeId: mainId }, sequenceNumber: `test-${randomUUID()}` });
    const counted = await countOf(mainId);
    await putEventCategories([{ categoryId: mainId, parentId: '', name: `Test Jams ${run}`, slug: mainId, order: `z-${run}-1` }]);
    expect(await countOf(mainId)).toBe(counted);
  });
});

describe('the venue State', () => {
  it('must be a state of India; another spelling is stored as the list writes it', async () => {
    const unknown = await api.call('POST', '/events/add', { token: token(owner), body: eventBody({ state: 'Atlantis' }) });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(eventMessages.stateUnknown);
    const missing = await api.call('POST', '/events/add', { token: token(owner), body: eventBody({ state: '' }) });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(eventMessages.stateRequired);
    const older = await api.call('POST', '/events/add', { token: token(owner), body: eventBody({ state: '  orissa ' }) });
    expect(older.status, JSON.stringify(older.body)).toBe(201);
    expect(older.body.data.state).toBe('Odisha');
  });

  it('is checked only for an owner of the organizer: 401 anonymous, 403 another user', async () => {
    expect((await api.call('POST', '/events/add', { body: eventBody() })).status).toBe(401);
    expect((await api.call('POST', '/events/add', { token: token(stranger), body: eventBody() })).status).toBe(403);
  });
});
