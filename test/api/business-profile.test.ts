import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCommands } from './command-recorder';
import { startHarness, type Harness } from './harness';

let api: Harness;
let owner: Awaited<ReturnType<Harness['signUp']>>;
let visitor: Awaited<ReturnType<Harness['signUp']>>;
let business: { _id: string; slug: string };

const token = (session: { tokens: { access: { token: string } } }) => session.tokens.access.token;
const allWeek = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, open: '00:00', close: '00:00', closed: false }));

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Meera', lastName: 'Owner' });
  visitor = await api.signUp({ firstName: 'Kabir', lastName: 'Visitor' });
  const added = await api.call('POST', '/businesses/add', {
    token: token(owner),
    body: { name: 'Profile Count Cafe', cityName: 'Pune', contact: { email: 'hi@count.in', phone: '9876543210' }, address: { street: 'FC Road' }, workingHours: allWeek },
  });
  expect(added.status).toBe(201);
  business = added.body;
  for (const firstName of ['Asha', 'Bela', 'Chetan', 'Dev', 'Esha']) {
    const member = await api.call('POST', '/employee/add', { token: token(owner), body: { businessId: business._id, firstName, lastName: 'Team', designation: 'Chef' } });
    expect(member.status).toBe(201);
  }
  expect((await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(visitor), body: { businessId: business._id, cityName: 'pune' } })).status).toBe(200);
  await api.poller.drain();
});
afterAll(() => api.stop());

/** Calls the profile endpoint and counts the DynamoDB requests it sends (the harness runs the handlers in this process). */
async function profileWithRequestCount(session?: typeof visitor) {
  const request = () => api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=Pune`, session ? { token: token(session) } : {});
  let response: Awaited<ReturnType<typeof request>> | undefined;
  const commands = await recordCommands(async () => {
    response = await request();
  });
  return { response: response!, commands };
}

describe('GET /businesses/getBySlug: the profile in one call', () => {
  it('answers an anonymous visitor with everything above the fold in at most 3 DynamoDB requests', async () => {
    const { response, commands } = await profileWithRequestCount();
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ _id: business._id, name: 'Profile Count Cafe', owner: { _id: owner.user._id, firstName: 'Meera' } });
    expect(response.body.profile).toMatchObject({
      openStatus: { isOpen: true, text: 'Open now', tone: 'open' },
      following: false,
      counts: { followers: 1, views: 0, reviews: 0, photos: 0 },
      firstPhotos: [],
      latestReviews: [],
    });
    expect(response.body.profile.team.map((member: { firstName: string }) => member.firstName)).toEqual(['Asha', 'Bela', 'Chetan', 'Dev']);
    expect(Date.parse(response.body.profile.evaluatedAt)).not.toBeNaN();
    expect(commands.length, commands.join(', ')).toBeLessThanOrEqual(3);
    expect(commands.filter((name) => /scan/i.test(name))).toEqual([]);
  });

  it('tells a signed-in follower they follow, still in at most 3 requests', async () => {
    const { response, commands } = await profileWithRequestCount(visitor);
    expect(response.status).toBe(200);
    expect(response.body.profile.following).toBe(true);
    expect(commands.length, commands.join(', ')).toBeLessThanOrEqual(3);
  });

  it('does not grow with followers: ten more followers, the same requests', async () => {
    const before = (await profileWithRequestCount()).commands.length;
    for (let index = 0; index < 10; index += 1) {
      const fan = await api.signUp({ firstName: `Fan${index}`, lastName: 'Follower' });
      await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(fan), body: { businessId: business._id, cityName: 'pune' } });
    }
    await api.poller.drain();
    const { response, commands } = await profileWithRequestCount();
    expect(response.body.profile.counts.followers).toBe(11);
    expect(commands.length).toBe(before);
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    expect((await api.call('GET', '/businesses/getBySlug?slug=no-such-place&location=Pune')).status).toBe(404);
    expect((await api.call('GET', '/businesses/getBySlug?location=Pune')).status).toBe(400);
  });
});
