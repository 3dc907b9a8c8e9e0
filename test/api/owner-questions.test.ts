import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessEntity } from '../../functions/data/entities/business';
import { listingBody } from '../fixtures/listing';
import { promoteToAdmin, startHarness, type Harness } from './harness';

type Session = Awaited<ReturnType<Harness['signUp']>>;
let api: Harness;
let owner: Session;
let otherOwner: Session;
let visitor: Session;
let admin: Session;
const listings: Array<{ _id: string; slug: string }> = [];

const token = (session: { tokens: { access: { token: string } } }) => session.tokens.access.token;
const run = Date.now().toString(36);

async function ask(businessId: string, question: string) {
  const asked = await api.call('POST', '/questions/add', { token: token(visitor), body: { question, businessId } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return asked.body.data as { _id: string };
}

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Neha', lastName: 'Owner' });
  otherOwner = await api.signUp({ firstName: 'Ravi', lastName: 'Owner' });
  visitor = await api.signUp({ firstName: 'Tara', lastName: 'Visitor' });
  const candidate = await api.signUp({ firstName: 'Ishan', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };
  for (const name of [`Questions Cafe ${run}`, `Questions Bakery ${run}`]) {
    const added = await api.call('POST', '/businesses/add', { token: token(owner), body: listingBody({ name, cityName: 'Pune' }) });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    listings.push(added.body);
  }
});
afterAll(() => api.stop());

describe("GET /questions/owner: the owner's questions across their listings", () => {
  it('lists questions from all the owner’s listings, unanswered first, newest first, paged with signed cursors', async () => {
    const first = await ask(listings[0]!._id, 'Do you deliver to Baner?');
    const second = await ask(listings[1]!._id, 'Is there parking?');
    const third = await ask(listings[0]!._id, 'Are you open on Diwali?');
    expect((await api.call('PATCH', `/questions/answer/${first._id}`, { token: token(owner), body: { answer: 'Yes, within 5 km.' } })).status).toBe(200);

    const page1 = await api.call('GET', '/questions/owner?limit=2', { token: token(owner) });
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((row: { _id: string }) => row._id)).toEqual([third._id, second._id]);
    expect(page1.body.data[0]).toMatchObject({
      answer: null,
      question: 'Are you open on Diwali?',
      business: { _id: listings[0]!._id, name: `Questions Cafe ${run}`, slug: listings[0]!.slug, cityName: 'pune' },
    });
    expect(page1.body.data[1].business).toMatchObject({ _id: listings[1]!._id, name: `Questions Bakery ${run}` });
    expect(page1.body.nextCursor).toEqual(expect.any(String));

    const page2 = await api.call('GET', `/questions/owner?limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`, { token: token(owner) });
    expect(page2.status).toBe(200);
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data[0]).toMatchObject({ _id: first._id, answer: 'Yes, within 5 km.', answeredAt: expect.any(String) });
    expect(page2.body.nextCursor).toBeNull();

    // Another owner's list holds none of them.
    const others = await api.call('GET', '/questions/owner', { token: token(otherOwner) });
    expect(others.status).toBe(200);
    expect(others.body.data).toEqual([]);
  });

  it('moves an answered question below the unanswered ones', async () => {
    const question = await ask(listings[1]!._id, 'Eggless cakes?');
    const before = await api.call('GET', '/questions/owner?limit=50', { token: token(owner) });
    expect(before.body.data[0]._id).toBe(question._id);
    expect((await api.call('PATCH', `/questions/answer/${question._id}`, { token: token(owner), body: { answer: 'Yes, all of them.' } })).status).toBe(200);
    const after = (await api.call('GET', '/questions/owner?limit=50', { token: token(owner) })).body.data as Array<{ _id: string; answer: string | null }>;
    const position = after.findIndex((row) => row._id === question._id);
    expect(after.slice(0, position).every((row) => row.answer === null)).toBe(true);
    expect(after[position]!.answer).toBe('Yes, all of them.');
  });

  it('refuses anonymous callers (401), another owner’s list to a non-admin (403), and crafted cursors or limits (400)', async () => {
    expect((await api.call('GET', '/questions/owner')).status).toBe(401);
    const foreign = await api.call('GET', `/questions/owner?ownerId=${owner.user._id}`, { token: token(otherOwner) });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("You don't have access to another owner's questions");
    expect((await api.call('GET', '/questions/owner?cursor=e30', { token: token(owner) })).status).toBe(400);
    expect((await api.call('GET', '/questions/owner?cursor=e30.AAAAAAAAAAAAAAAAAAAAAA', { token: token(owner) })).status).toBe(400);
    expect((await api.call('GET', '/questions/owner?limit=500', { token: token(owner) })).status).toBe(400);
    expect((await api.call('GET', `/questions/owner?ownerId=${'x'.repeat(65)}`, { token: token(admin) })).status).toBe(400);
  });

  it('lets an admin read any owner’s list and answer there; a non-owner may not answer (403)', async () => {
    const question = await ask(listings[0]!._id, 'Do you take UPI?');
    const asAdmin = await api.call('GET', `/questions/owner?ownerId=${owner.user._id}&limit=50`, { token: token(admin) });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.map((row: { _id: string }) => row._id)).toContain(question._id);
    expect((await api.call('PATCH', `/questions/answer/${question._id}`, { token: token(otherOwner), body: { answer: 'No' } })).status).toBe(403);
    expect((await api.call('PATCH', `/questions/answer/${question._id}`, { body: { answer: 'No' } })).status).toBe(401);
    const answered = await api.call('PATCH', `/questions/answer/${question._id}`, { token: token(admin), body: { answer: 'Yes, UPI and cards.' } });
    expect(answered.status).toBe(200);
    expect(answered.body.data.answer).toBe('Yes, UPI and cards.');
  });

  it('follows the listing to its new owner when it changes hands (stream-kept)', async () => {
    const moving = await api.call('POST', '/businesses/add', { token: token(owner), body: listingBody({ name: `Questions Dhaba ${run}`, cityName: 'Pune' }) });
    expect(moving.status).toBe(201);
    const question = await ask(moving.body._id, 'Is the dhaba open late?');
    // As an approved claim does: the listing's ownerId changes.
    await BusinessEntity.patch({ businessId: moving.body._id }).set({ ownerId: otherOwner.user._id }).go();
    await api.poller.drain();
    const mine = (await api.call('GET', '/questions/owner?limit=50', { token: token(owner) })).body.data.map((row: { _id: string }) => row._id);
    expect(mine).not.toContain(question._id);
    const theirs = await api.call('GET', '/questions/owner?limit=50', { token: token(otherOwner) });
    expect(theirs.body.data.map((row: { _id: string }) => row._id)).toEqual([question._id]);
    expect((await api.call('PATCH', `/questions/answer/${question._id}`, { token: token(otherOwner), body: { answer: 'Till midnight.' } })).status).toBe(200);
  });
});
