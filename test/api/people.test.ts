import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvironmentCache } from '../../functions/lib/config';
import { FORGOT_PASSWORD_SENT, RESET_LINK_INVALID } from '../../shared/schemas/auth';
import { startHarness, type Harness } from './harness';

type Member = Awaited<ReturnType<Harness['signUp']>>;

// Account emails go to this test's own outbox folder (the handlers run in this process).
const outbox = mkdtempSync(join(tmpdir(), 'sbiz-outbox-'));
let api: Harness;
beforeAll(async () => {
  process.env.OUTBOX_DIR = outbox;
  delete process.env.SENDER_EMAIL;
  resetEnvironmentCache();
  api = await startHarness();
});
afterAll(() => api.stop());

const bearer = (member: Member) => member.tokens.access.token;

describe('following users', () => {
  it('follows and unfollows, keeps both counts through the stream, and lists followers and following', async () => {
    const star = await api.signUp({ firstName: 'Star', lastName: 'Reviewer' });
    const fans = await Promise.all([1, 2, 3].map((n) => api.signUp({ firstName: `Fan${n}`, lastName: 'Follower' })));
    for (const fan of fans) {
      const followed = await api.call('PATCH', '/users/followUser', { token: bearer(fan), body: { followeeId: star.user._id } });
      expect(followed).toMatchObject({ status: 200, body: { following: true } });
    }
    const status = await api.call('GET', `/users/followStatus?userId=${star.user._id}`, { token: bearer(fans[0]!) });
    expect(status.body).toEqual({ following: true });
    await api.poller.drain();

    const profile = await api.call('GET', `/users/getBySlug?slug=${star.user.slug}`);
    expect(profile.body.user).toMatchObject({ _id: star.user._id, followersCount: 3, followingCount: 0 });
    expect(profile.body.user.email).toBeUndefined();
    const fanProfile = await api.call('GET', `/users/getBySlug?slug=${fans[0]!.user.slug}`);
    expect(fanProfile.body.user).toMatchObject({ followersCount: 0, followingCount: 1 });

    // Two per page: the signed cursor leads to the third follower and then ends.
    const first = await api.call('GET', `/users/followers?userId=${star.user._id}&limit=2`);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await api.call('GET', `/users/followers?userId=${star.user._id}&limit=2&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(second.body.cursor).toBeNull();
    const ids = [...first.body.data, ...second.body.data].map((member: { _id: string }) => member._id).sort();
    expect(ids).toEqual(fans.map((fan) => fan.user._id).sort());
    expect(first.body.data[0]).not.toHaveProperty('email');

    const following = await api.call('GET', `/users/following?userId=${fans[1]!.user._id}`);
    expect(following.body).toEqual({ data: [expect.objectContaining({ _id: star.user._id, followersCount: 3 })], cursor: null });

    const unfollowed = await api.call('PATCH', '/users/followUser', { token: bearer(fans[0]!), body: { followeeId: star.user._id } });
    expect(unfollowed.body).toEqual({ following: false });
    await api.poller.drain();
    expect((await api.call('GET', `/users/getBySlug?slug=${star.user.slug}`)).body.user.followersCount).toBe(2);
    expect((await api.call('GET', `/users/followStatus?userId=${star.user._id}`, { token: bearer(fans[0]!) })).body).toEqual({ following: false });
  }, 120_000);

  it('counts a redelivered stream record once', async () => {
    const follower = await api.signUp();
    const followee = await api.signUp();
    const { followCountersReactor } = await import('../../functions/streams/reactors/follow-counters');
    const change = {
      kind: 'INSERT' as const,
      entity: 'follow',
      newItem: { targetType: 'user', targetId: followee.user._id, followerId: follower.user._id },
      sequenceNumber: `redelivered-${Date.now()}-${Math.random()}`,
    };
    await followCountersReactor.react(change);
    await followCountersReactor.react(change);
    expect((await api.call('GET', `/users/getBySlug?slug=${followee.user.slug}`)).body.user.followersCount).toBe(1);
    expect((await api.call('GET', `/users/getBySlug?slug=${follower.user.slug}`)).body.user.followingCount).toBe(1);
    // A record about a member who is gone still counts the other side, once.
    const gone = { ...change, newItem: { ...change.newItem, targetId: 'deleted-member' }, sequenceNumber: `${change.sequenceNumber}-gone` };
    await followCountersReactor.react(gone);
    await followCountersReactor.react(gone);
    expect((await api.call('GET', `/users/getBySlug?slug=${follower.user.slug}`)).body.user.followingCount).toBe(2);
  });

  it('refuses to let a user follow themself, with a clear message, and counts nothing', async () => {
    const member = await api.signUp();
    const response = await api.call('PATCH', '/users/followUser', { token: bearer(member), body: { followeeId: member.user._id } });
    expect(response).toMatchObject({ status: 400, body: { message: 'You cannot follow yourself' } });
    await api.poller.drain();
    expect((await api.call('GET', `/users/getBySlug?slug=${member.user.slug}`)).body.user).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect((await api.call('GET', `/users/followStatus?userId=${member.user._id}`, { token: bearer(member) })).body).toEqual({ following: false });
  });

  it('needs a login to follow or to ask the follow status (401), and a real member (404)', async () => {
    const member = await api.signUp();
    expect((await api.call('PATCH', '/users/followUser', { body: { followeeId: member.user._id } })).status).toBe(401);
    expect((await api.call('GET', `/users/followStatus?userId=${member.user._id}`)).status).toBe(401);
    const ghost = await api.call('PATCH', '/users/followUser', { token: bearer(member), body: { followeeId: 'no-such-user' } });
    expect(ghost).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect((await api.call('GET', '/users/followers?userId=no-such-user')).status).toBe(404);
    expect((await api.call('PATCH', '/users/followUser', { token: bearer(member), body: {} })).status).toBe(400);
  });

  it('answers 400 for a crafted cursor and bounds the inputs', async () => {
    const member = await api.signUp();
    for (const cursor of ['garbage', 'e30', 'e30.AAAAAAAAAAAAAAAAAAAAAA']) {
      expect(await api.call('GET', `/users/followers?userId=${member.user._id}&cursor=${cursor}`)).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
      expect((await api.call('GET', `/users/following?userId=${member.user._id}&cursor=${cursor}`)).status).toBe(400);
    }
    expect((await api.call('GET', `/users/following?userId=${member.user._id}&type=admins`)).status).toBe(400);
    expect((await api.call('GET', `/users/followers?userId=${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('lists the businesses a member follows', async () => {
    const owner = await api.signUp();
    const fan = await api.signUp();
    const added = await api.call('POST', '/businesses/add', {
      token: bearer(owner),
      body: { name: 'Followed Filter Coffee', cityName: 'Mumbai', contact: { email: 'coffee@example.in', phone: '9820012345' }, address: { street: 'Hill Road' } },
    });
    await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: bearer(fan), body: { businessId: added.body._id, cityName: 'Mumbai', userId: fan.user._id } });
    const following = await api.call('GET', `/users/following?userId=${fan.user._id}&type=business`);
    expect(following.body.data).toEqual([expect.objectContaining({ _id: added.body._id, name: 'Followed Filter Coffee', slug: expect.any(String), cityName: expect.any(String) })]);
  });
});

describe('public collections', () => {
  let owner: Member;
  let stranger: Member;
  let businessId: string;
  const image = () => `uploads/${owner.user._id}/collection/c1/cover.png`;
  const create = async (name: string, isPublic: boolean) =>
    (await api.call('POST', '/collections/add', { token: bearer(owner), body: { name, public: isPublic, images: [image()] } })).body.data as { _id: string };
  const publicIds = async () => {
    const page = await api.call('GET', '/collections/public?limit=50');
    return page.body.data.map((collection: { _id: string }) => collection._id) as string[];
  };

  beforeAll(async () => {
    owner = await api.signUp({ firstName: 'Curator', lastName: 'Owner' });
    stranger = await api.signUp({ firstName: 'Nosy', lastName: 'Stranger' });
    const added = await api.call('POST', '/businesses/add', {
      token: bearer(owner),
      body: { name: 'Curated Dosa Corner', cityName: 'Mumbai', contact: { email: 'dosa@example.in', phone: '9820012345' }, address: { street: 'SV Road' } },
    });
    businessId = added.body._id;
  });

  it('shows a public collection with its businesses to anyone, and says whether the viewer owns it', async () => {
    const collection = await create(`Dosa trail ${Date.now()}`, true);
    await api.call('PATCH', `/collections/saveBusiness/${collection._id}?businessId=${businessId}`, { token: bearer(owner), body: {} });
    const anonymous = await api.call('GET', `/collections/${collection._id}`);
    expect(anonymous).toMatchObject({ status: 200, body: { data: { _id: collection._id, businessCount: 1, isOwner: false, businesses: [expect.objectContaining({ _id: businessId })] } } });
    expect(anonymous.body.data.owner).toMatchObject({ _id: owner.user._id, slug: owner.user.slug });
    expect((await api.call('GET', `/collections/${collection._id}`, { token: bearer(owner) })).body.data.isOwner).toBe(true);
    expect(await publicIds()).toContain(collection._id);
    expect((await api.call('GET', '/collections/no-such-collection')).status).toBe(404);
  });

  it('never lists a private collection, and lets no one but its owner read it', async () => {
    const secret = await create(`Secret dosa ${Date.now()}`, false);
    expect(await publicIds()).not.toContain(secret._id);
    const anonymous = await api.call('GET', `/collections/${secret._id}`);
    expect(anonymous).toMatchObject({ status: 403, body: { message: "You don't have access to this collection" } });
    expect(anonymous.body.data).toBeUndefined();
    expect((await api.call('GET', `/collections/${secret._id}`, { token: bearer(stranger) })).status).toBe(403);
    expect((await api.call('GET', `/collections/${secret._id}`, { token: bearer(owner) })).body.data).toMatchObject({ _id: secret._id, public: false, isOwner: true });
    const theirs = await api.call('GET', `/collections/all?userId=${owner.user._id}`, { token: bearer(stranger) });
    expect(theirs.body.data.collections.map((collection: { _id: string }) => collection._id)).not.toContain(secret._id);
  });

  it('lets the owner rename it and switch it private and back; the public listing follows', async () => {
    const collection = await create(`Switchable ${Date.now()}`, true);
    const renamed = await api.call('PATCH', `/collections/update/${collection._id}`, { token: bearer(owner), body: { name: '  Weekend breakfasts  ', description: 'Idli, dosa and filter coffee' } });
    expect(renamed).toMatchObject({ status: 200, body: { data: { name: 'Weekend breakfasts', description: 'Idli, dosa and filter coffee', public: true } } });

    const hidden = await api.call('PATCH', `/collections/update/${collection._id}`, { token: bearer(owner), body: { public: false } });
    expect(hidden.body.data).toMatchObject({ public: false, name: 'Weekend breakfasts' });
    expect(await publicIds()).not.toContain(collection._id);
    expect((await api.call('GET', `/collections/${collection._id}`, { token: bearer(stranger) })).status).toBe(403);

    await api.call('PATCH', `/collections/update/${collection._id}`, { token: bearer(owner), body: { public: true } });
    expect(await publicIds()).toContain(collection._id);
    expect((await api.call('GET', `/collections/${collection._id}`, { token: bearer(stranger) })).body.data.name).toBe('Weekend breakfasts');
  });

  it('lets only the owner rename, switch or remove businesses (401 anonymous, 403 others), with clear 400s', async () => {
    const collection = await create(`Guarded ${Date.now()}`, true);
    await api.call('PATCH', `/collections/saveBusiness/${collection._id}?businessId=${businessId}`, { token: bearer(owner), body: {} });
    const update = `/collections/update/${collection._id}`;
    const remove = `/collections/removeBusiness/${collection._id}?businessId=${businessId}`;
    expect((await api.call('PATCH', update, { body: { name: 'Mine now' } })).status).toBe(401);
    expect((await api.call('PATCH', remove)).status).toBe(401);
    expect(await api.call('PATCH', update, { token: bearer(stranger), body: { public: false } })).toMatchObject({ status: 403, body: { message: 'You can only change your own collections' } });
    expect((await api.call('PATCH', remove, { token: bearer(stranger) })).status).toBe(403);
    expect((await api.call('PATCH', update, { token: bearer(owner), body: { name: '   ' } })).body.message).toBe('Collection name is required');
    expect((await api.call('PATCH', update, { token: bearer(owner), body: {} })).status).toBe(400);
    expect((await api.call('PATCH', update, { token: bearer(owner), body: { name: 'x'.repeat(81) } })).status).toBe(400);
    expect((await api.call('PATCH', update, { token: bearer(owner), body: { public: 'maybe' } })).status).toBe(400);
    expect((await api.call('PATCH', '/collections/update/no-such-collection', { token: bearer(owner), body: { name: 'x' } })).status).toBe(404);

    const still = await api.call('GET', `/collections/${collection._id}`);
    expect(still.body.data).toMatchObject({ public: true, businessCount: 1 });
    expect(still.body.data.name).toMatch(/^Guarded/);

    expect((await api.call('PATCH', remove, { token: bearer(owner) })).body).toEqual({ removed: true, message: 'Business removed from collection' });
    expect((await api.call('PATCH', remove, { token: bearer(owner) })).body.removed).toBe(false);
    expect((await api.call('GET', `/collections/${collection._id}`)).body.data).toMatchObject({ businessCount: 0, businesses: [] });
  });

  it('pages the businesses of a collection with signed cursors', async () => {
    const collection = await create(`Paged ${Date.now()}`, true);
    expect(await api.call('GET', `/collections/${collection._id}?cursor=e30`)).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });
});

describe('passwords', () => {
  const messagesTo = (email: string) =>
    readdirSync(outbox)
      .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; subject: string; text: string })
      .filter((message) => message.to === email);
  const tokenIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;

  it('emails a single-use link that sets a new password and ends the old sessions', async () => {
    const member = await api.signUp();
    const asked = await api.call('POST', '/auth/forgotPassword', { body: { email: member.user.email!.toUpperCase() } });
    expect(asked).toMatchObject({ status: 200, body: { message: FORGOT_PASSWORD_SENT } });
    const [message] = messagesTo(member.user.email!);
    expect(message).toMatchObject({ subject: 'Reset your Sbiz password' });
    expect(message!.text).toContain('/reset-password?token=');
    const token = tokenIn(message!.text);

    const reset = await api.call('POST', '/auth/resetPassword', { body: { token, password: 'a-brand-new-secret' } });
    expect(reset.status).toBe(200);
    expect((await api.call('POST', '/auth/login', { body: { email: member.user.email, password: member.password } })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { email: member.user.email, password: 'a-brand-new-secret' } })).status).toBe(200);
    expect((await api.call('POST', '/auth/refresh', { body: { refreshToken: member.tokens.refresh.token } })).status).toBe(401);

    // Used once: the same link no longer works.
    const again = await api.call('POST', '/auth/resetPassword', { body: { token, password: 'yet-another-secret' } });
    expect(again).toMatchObject({ status: 400, body: { message: RESET_LINK_INVALID } });
    expect((await api.call('POST', '/auth/login', { body: { email: member.user.email, password: 'a-brand-new-secret' } })).status).toBe(200);
  });

  /** Asks for a reset link and answers the token of the one new email. */
  async function askForLink(email: string, headers: Record<string, string> = {}) {
    const before = new Set(messagesTo(email).map((message) => message.text));
    const asked = await fetch(`${api.url}/api/auth/forgotPassword`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ email }) });
    expect(asked.status).toBe(200);
    const fresh = messagesTo(email).filter((message) => !before.has(message.text));
    expect(fresh).toHaveLength(1);
    return { text: fresh[0]!.text, token: tokenIn(fresh[0]!.text) };
  }

  it("builds the link from the site's configured origin, never from the request's headers", async () => {
    const member = await api.signUp();
    const hostile = { Origin: 'https://attacker.example', 'X-Forwarded-Host': 'attacker.example' };
    const { text } = await askForLink(member.user.email!, hostile);
    expect(text).toContain(`${api.url}/reset-password?token=`);
    expect(text).not.toContain('attacker');
    // With no configured origin (the old default), no link is sent rather than one to the host a request names.
    process.env.SITE_ORIGIN = '*';
    resetEnvironmentCache();
    try {
      const sent = messagesTo(member.user.email!).length;
      await fetch(`${api.url}/api/auth/forgotPassword`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...hostile }, body: JSON.stringify({ email: member.user.email }) });
      expect(messagesTo(member.user.email!)).toHaveLength(sent);
    } finally {
      process.env.SITE_ORIGIN = api.url;
      resetEnvironmentCache();
    }
  });

  it('voids earlier links when a newer one is issued, and every link once one is used', async () => {
    const member = await api.signUp();
    const email = member.user.email!;
    const first = await askForLink(email);
    const second = await askForLink(email);
    expect(await api.call('POST', '/auth/resetPassword', { body: { token: first.token, password: 'from-the-older-link' } })).toMatchObject({ status: 400, body: { message: RESET_LINK_INVALID } });
    expect((await api.call('POST', '/auth/resetPassword', { body: { token: second.token, password: 'from-the-newest-link' } })).status).toBe(200);
    // Neither link works after one was used, even the earlier one planted before it.
    const { tokenFor } = await import('../../functions/domains/auth/password-reset');
    const { createPasswordReset } = await import('../../functions/data/entities/password-reset');
    const planted = await tokenFor(await createPasswordReset(member.user._id, 30 * 60 * 1000));
    const newest = await askForLink(email);
    expect((await api.call('POST', '/auth/resetPassword', { body: { token: newest.token, password: 'from-the-last-link' } })).status).toBe(200);
    for (const token of [first.token, second.token, planted]) {
      expect(await api.call('POST', '/auth/resetPassword', { body: { token, password: 'a-stale-link-password' } })).toMatchObject({ status: 400, body: { message: RESET_LINK_INVALID } });
    }
    expect((await api.call('POST', '/auth/login', { body: { email, password: 'from-the-last-link' } })).status).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = `nobody-${Date.now()}@example.in`;
    const asked = await api.call('POST', '/auth/forgotPassword', { body: { email } });
    expect(asked).toMatchObject({ status: 200, body: { message: FORGOT_PASSWORD_SENT } });
    expect(messagesTo(email)).toEqual([]);
  });

  it('refuses expired, forged and altered links', async () => {
    const member = await api.signUp();
    const { createPasswordReset } = await import('../../functions/data/entities/password-reset');
    const { tokenFor } = await import('../../functions/domains/auth/password-reset');
    const expired = await tokenFor(await createPasswordReset(member.user._id, 30 * 60 * 1000, Date.now() - 31 * 60 * 1000));
    expect(await api.call('POST', '/auth/resetPassword', { body: { token: expired, password: 'too-late-password' } })).toMatchObject({ status: 400, body: { message: RESET_LINK_INVALID } });
    const valid = await tokenFor(await createPasswordReset(member.user._id, 30 * 60 * 1000));
    const [id] = valid.split('.');
    for (const token of [`${id}.forged-signature-xxxxxxxxxxxxxxxxxxxxxxxxxxx`, `someone-else.${valid.split('.')[1]}`, 'no-dot-in-this-token', `${valid}x`]) {
      expect(await api.call('POST', '/auth/resetPassword', { body: { token, password: 'forged-password' } })).toMatchObject({ status: 400, body: { message: RESET_LINK_INVALID } });
    }
    expect((await api.call('POST', '/auth/resetPassword', { body: { token: valid, password: 'short' } })).status).toBe(400);
    expect((await api.call('POST', '/auth/login', { body: { email: member.user.email, password: member.password } })).status).toBe(200);
  });

  it('throttles reset requests like login, for known and unknown emails alike', async () => {
    const member = await api.signUp();
    for (const email of [member.user.email!, `ghost-${Date.now()}@example.in`]) {
      for (let attempt = 0; attempt < 5; attempt++) expect((await api.call('POST', '/auth/forgotPassword', { body: { email } })).status).toBe(200);
      expect(await api.call('POST', '/auth/forgotPassword', { body: { email } })).toMatchObject({
        status: 429,
        body: { message: expect.stringMatching(/^Too many password reset requests\. Please try again in \d+ (minutes?|seconds?)\.$/) },
      });
    }
    expect(messagesTo(member.user.email!)).toHaveLength(5);
    // Asking for links never locks the account out of signing in.
    expect((await api.call('POST', '/auth/login', { body: { email: member.user.email, password: member.password } })).status).toBe(200);
    expect((await api.call('POST', '/auth/forgotPassword', { body: { email: 'not-an-email' } })).status).toBe(400);
  });

  it('changes the password only with the current one', async () => {
    const member = await api.signUp();
    expect((await api.call('PATCH', '/auth/changePassword', { body: { currentPassword: member.password, newPassword: 'changed-password-1' } })).status).toBe(401);
    const wrong = await api.call('PATCH', '/auth/changePassword', { token: bearer(member), body: { currentPassword: 'not-my-password', newPassword: 'changed-password-1' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Current password is incorrect' } });
    const weak = await api.call('PATCH', '/auth/changePassword', { token: bearer(member), body: { currentPassword: member.password, newPassword: 'short' } });
    expect(weak).toMatchObject({ status: 400, body: { message: 'Password must be at least 8 characters' } });
    const changed = await api.call('PATCH', '/auth/changePassword', { token: bearer(member), body: { currentPassword: member.password, newPassword: 'changed-password-1' } });
    expect(changed).toMatchObject({ status: 200, body: { message: 'Password changed' } });
    expect((await api.call('POST', '/auth/login', { body: { email: member.user.email, password: member.password } })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { email: member.user.email, password: 'changed-password-1' } })).status).toBe(200);
  });

  it('ends every other session on a password change, and keeps the one that changed it', async () => {
    const member = await api.signUp();
    const elsewhere = (await api.call('POST', '/auth/login', { body: { email: member.user.email, password: member.password } })).body as Member;
    const changed = await api.call('PATCH', '/auth/changePassword', { token: bearer(member), body: { currentPassword: member.password, newPassword: 'changed-password-2' } });
    expect(changed.status).toBe(200);
    expect(await api.call('POST', '/auth/refresh', { body: { refreshToken: elsewhere.tokens.refresh.token } })).toMatchObject({
      status: 401,
      body: { message: 'Session expired. Please login again.' },
    });
    // The other session's access token is refused at once, not for the rest of its 15 minutes.
    expect(await api.call('GET', '/auth/me', { token: elsewhere.tokens.access.token })).toMatchObject({ status: 401, body: { message: 'Session expired. Please login again.' } });
    expect((await api.call('GET', '/auth/me', { token: bearer(member) })).status).toBe(200);
    const kept = await api.call('POST', '/auth/refresh', { body: { refreshToken: member.tokens.refresh.token } });
    expect(kept.status).toBe(200);
    expect((await api.call('GET', '/auth/me', { token: kept.body.tokens.access.token })).status).toBe(200);
  });
});
