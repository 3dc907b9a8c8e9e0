import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessInsightDayEntity } from '../../functions/data/entities/business-insight';
import { findAuthoredReview } from '../../functions/data/entities/review';
import { businessInsightReactors } from '../../functions/streams/reactors/business-insights';
import { INSIGHT_DAYS_MESSAGE, TRACK_EVENT_MESSAGE, type InsightsResponse } from '../../shared/schemas/insights';
import { reviewTagsByKind } from '../../shared/schemas/review';
import { addIndiaDays, indiaDay } from '../../shared/time/india';
import { listingBody } from '../fixtures/listing';
import { recordCommands } from './command-recorder';
import { promoteToAdmin, startHarness, type Harness } from './harness';

let api: Harness;
type Session = Awaited<ReturnType<Harness['signUp']>>;
let owner: Session;
let stranger: Session;
let admin: Session;
let businessId: string;

const token = (session: { tokens: { access: { token: string } } }) => session.tokens.access.token;
/** A desktop Chrome; `n` makes a different browser build, so each n is another visitor from the same address. */
const browser = (n = 0) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;

/** A request as a browser sends it (the harness's own calls carry Node's user agent, which is a bot's). */
async function send(method: string, path: string, options: { userAgent?: string; body?: unknown; session?: Session } = {}) {
  const response = await fetch(`${api.url}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': options.userAgent ?? browser(),
      ...(options.session ? { Authorization: `Bearer ${token(options.session)}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const tap = (event: string, userAgent?: string, id = businessId, session?: Session) => send('POST', '/businesses/track', { userAgent, session, body: { businessId: id, event } });

async function insights(days = 28, session: Session = owner): Promise<InsightsResponse> {
  await api.poller.drain();
  const response = await api.call<InsightsResponse>('GET', `/businesses/insights/${businessId}?days=${days}`, { token: token(session) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Insha', lastName: 'Owner' });
  stranger = await api.signUp({ firstName: 'Sunil', lastName: 'Stranger' });
  const candidate = await api.signUp({ firstName: 'Ira', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  const login = await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } });
  admin = { ...login.body, password: candidate.password };
  const added = await api.call('POST', '/businesses/add', { token: token(owner), body: listingBody({ name: 'Insights Idli House', cityName: 'Pune' }) });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  businessId = added.body._id;
});
afterAll(() => api.stop());

describe('POST /businesses/track: each visitor once per event, listing and day', () => {
  it('counts 20 parallel taps by one visitor once, a phone reveal and a call tap together', async () => {
    const answers = await Promise.all([...Array.from({ length: 20 }, () => tap('call')), tap('phoneReveal')]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(21).fill(202));
    expect(answers.filter((answer) => answer.body.counted)).toHaveLength(1);
    const { totals, series } = await insights();
    expect(totals.calls.current).toBe(1);
    expect(series.at(-1)).toMatchObject({ day: indiaDay(new Date()), calls: 1 });
  });

  it('counts 20 visitors tapping at once 20 times, and a signed-in user by account whatever the browser', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => tap('directions', browser(n + 1))));
    expect(answers.every((answer) => answer.status === 202 && answer.body.counted)).toBe(true);
    expect((await insights()).totals.directions.current).toBe(20);

    expect((await tap('share', browser(1), businessId, stranger)).body.counted).toBe(true);
    expect((await tap('share', browser(2), businessId, stranger)).body.counted).toBe(false);
    expect((await insights()).totals.shares.current).toBe(1);
  });

  it('does not count known bots, scripts or a request without a user agent', async () => {
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'python-requests/2.31',
      '',
    ];
    for (const userAgent of bots) {
      const answer = await tap('website', userAgent);
      expect(answer, userAgent).toMatchObject({ status: 202, body: { counted: false } });
    }
    expect((await insights()).totals.website.current).toBe(0);
    expect((await tap('website')).body.counted).toBe(true);
    expect((await insights()).totals.website.current).toBe(1);
  });

  it('refuses an unknown event, a missing listing id and an unknown listing with clear messages', async () => {
    expect(await tap('click')).toMatchObject({ status: 400, body: { message: TRACK_EVENT_MESSAGE } });
    expect(await send('POST', '/businesses/track', { body: { event: 'call' } })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/business/i) } });
    expect(await tap('call', undefined, 'no-such-listing')).toMatchObject({ status: 404, body: { message: 'Business not found' } });
  });
});

describe('the other counters', () => {
  it('counts a profile view once per visitor per day, and no bot views', async () => {
    const view = (userAgent: string) => send('PATCH', '/businesses/businessViews', { userAgent, body: { id: businessId, cityName: 'pune' } });
    for (const userAgent of [browser(), browser(), browser(7), 'Googlebot/2.1 (+http://www.google.com/bot.html)']) expect((await view(userAgent)).status).toBe(200);
    expect((await insights()).totals.views.current).toBe(2);
  });

  it('counts appearances in search results from the results page beacon, once per listing per page, and never an unknown id', async () => {
    const beacon = (businessIds: string[], userAgent?: string) => send('POST', '/businesses/trackAppearances', { userAgent, body: { businessIds } });
    expect(await beacon([businessId, businessId, 'no-such-listing'])).toMatchObject({ status: 202, body: { counted: 2 } });
    expect((await beacon([businessId])).status).toBe(202);
    expect(await beacon([businessId], 'Googlebot/2.1')).toMatchObject({ status: 202, body: { counted: 0 } });
    expect((await insights()).totals.appearances.current).toBe(2);
    expect(await BusinessInsightDayEntity.get({ businessId: 'no-such-listing', day: indiaDay(new Date()) }).go()).toMatchObject({ data: null });

    expect(await beacon([])).toMatchObject({ status: 400, body: { message: 'businessIds must name at least one listing' } });
    expect(await beacon(Array.from({ length: 51 }, (_, n) => `id-${n}`))).toMatchObject({ status: 400, body: { message: 'businessIds can name at most 50 listings' } });
  });

  it('costs a results page one Put on the request path, and the reactor one BatchGet and one transaction, whatever the page size', async () => {
    const page = [businessId, ...Array.from({ length: 19 }, (_, n) => `unlisted-${n}`)];
    await api.poller.drain();
    const onRequest = await recordCommands(() => send('POST', '/businesses/trackAppearances', { body: { businessIds: page } }));
    // The rate limit's counter, then the one item naming the page's 20 listings (the poller may start on it before the answer arrives).
    expect(onRequest.slice(0, 2)).toEqual(['UpdateItemCommand', 'PutItemCommand']);
    await api.poller.drain();
    const appearances = businessInsightReactors.find((reactor) => reactor.entity === 'businessAppearances')!;
    const inReactor = await recordCommands(() =>
      appearances.react({ kind: 'INSERT', entity: 'businessAppearances', sequenceNumber: `cost-${businessId}`, newItem: { batchId: 'cost', day: indiaDay(new Date()), businessIds: page } }),
    );
    expect(inReactor.map((command) => command.replace(/(Item|Items)?Command$/, ''))).toEqual(['BatchGet', 'TransactWrite']);
    expect((await insights()).totals.appearances.current).toBe(4);
  });

  it('counts follows, and reviews with their average rating, from the records themselves', async () => {
    expect((await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(stranger), body: { businessId, cityName: 'pune' } })).status).toBe(200);
    for (const [session, rating] of [
      [stranger, 5],
      [admin, 2],
    ] as const) {
      const review = await api.call('POST', '/reviews/add', {
        token: token(session),
        body: {
          business: businessId,
          cityName: 'Pune',
          rating,
          title: 'Crisp dosa and quick service',
          content: 'Soft idlis, hot sambar and a friendly counter.',
          tags: [reviewTagsByKind.business[0]],
        },
      });
      expect(review.status, JSON.stringify(review.body)).toBe(201);
    }
    const { totals, averageRating, series } = await insights();
    expect(totals.follows.current).toBe(1);
    expect(totals.reviews.current).toBe(2);
    expect(averageRating.current).toBe(3.5);
    expect(series.at(-1)).toMatchObject({ reviews: 2, averageRating: 3.5 });
  });

  it('counts down too: an unfollow on the day it happens, and a deleted review leaves the day it was written, once per record', async () => {
    const follow = () => api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(stranger), body: { businessId, cityName: 'pune' } });
    expect((await follow()).status).toBe(200);
    const deleted = await findAuthoredReview(admin.user._id, 'business', businessId);
    expect((await api.call('DELETE', `/reviews/delete/${deleted!.reviewId}`, { token: token(admin) })).status).toBe(200);
    const { totals, averageRating, series } = await insights();
    expect([totals.follows.current, totals.unfollows.current]).toEqual([1, 1]);
    expect(series.at(-1)).toMatchObject({ follows: 1, unfollows: 1, reviews: 1, averageRating: 5 });
    expect([totals.reviews.current, averageRating.current]).toEqual([1, 5]);

    // A retried record of a changed rating (5 to 3) moves the day once; a change that is not the rating moves nothing.
    const reviews = businessInsightReactors.find((reactor) => reactor.entity === 'review')!;
    const kept = (await findAuthoredReview(stranger.user._id, 'business', businessId))!;
    const rerated = { kind: 'MODIFY' as const, entity: 'review', oldItem: { ...kept }, newItem: { ...kept, rating: 3 }, sequenceNumber: `rerated-${businessId}` };
    await reviews.react(rerated);
    await reviews.react(rerated);
    await reviews.react({ kind: 'MODIFY', entity: 'review', oldItem: { ...kept, rating: 3 }, newItem: { ...kept, rating: 3, helpful: 2 }, sequenceNumber: `liked-${businessId}` });
    const after = await insights();
    expect([after.totals.reviews.current, after.averageRating.current]).toEqual([1, 3]);
    // Following again is another follow; the unfollow stays counted.
    expect((await follow()).status).toBe(200);
    expect((await insights()).series.at(-1)).toMatchObject({ follows: 2, unfollows: 1 });
  });

  it('counts an Ask chat started, a quote request, a request for quotes and a category lead from their records', async () => {
    const react = (entity: string, newItem: Record<string, unknown>, sequenceNumber: string) =>
      businessInsightReactors.find((reactor) => reactor.entity === entity)!.react({ kind: 'INSERT', entity, newItem, sequenceNumber: `${sequenceNumber}-${businessId}` });
    const createdAt = new Date().toISOString();
    await react('conversation', { conversationId: 'c-1', businessId, customerId: stranger.user._id, ownerId: owner.user._id, cityName: 'pune', createdAt }, 'chat');
    await react('sellerInbox', { kind: 'quote', recipientId: owner.user._id, itemId: 'q-1', businessId, productId: 'p-1', createdAt }, 'quote');
    await react('sellerInbox', { kind: 'rfq', recipientId: owner.user._id, itemId: 'r-1', businessId, createdAt }, 'rfq');
    await react('sellerInbox', { kind: 'lead', recipientId: owner.user._id, itemId: 'l-1', businessId, categoryId: 'cat-1', createdAt }, 'lead');
    // A lead stored before leads named a listing counts nowhere.
    await react('sellerInbox', { kind: 'lead', recipientId: owner.user._id, itemId: 'l-0', categoryId: 'cat-1', createdAt }, 'old-lead');
    // A conversation that changes later (its last message) is not another chat.
    await businessInsightReactors
      .find((reactor) => reactor.entity === 'conversation')!
      .react({ kind: 'MODIFY', entity: 'conversation', newItem: { businessId, createdAt }, sequenceNumber: `chat-modify-${businessId}` });
    const { totals } = await insights();
    expect([totals.chats.current, totals.quotes.current, totals.leads.current]).toEqual([1, 1, 2]);
  });

  it('applies a retried stream record once', async () => {
    const visits = businessInsightReactors.find((reactor) => reactor.entity === 'businessInsightVisit')!;
    const change = {
      kind: 'INSERT' as const,
      entity: 'businessInsightVisit',
      sequenceNumber: `replayed-${businessId}`,
      newItem: { businessId, day: indiaDay(new Date()), metric: 'website', visitor: 'replay' },
    };
    await visits.react(change);
    await visits.react(change);
    expect((await insights()).totals.website.current).toBe(2);
  });
});

describe('GET /businesses/insights/{businessId}', () => {
  it('answers the owner and an admin, 403 to anyone else, 401 signed out and 404 for an unknown listing', async () => {
    expect((await insights(28, owner)).business).toMatchObject({ _id: businessId, name: 'Insights Idli House' });
    expect((await insights(28, admin)).business._id).toBe(businessId);
    expect(await api.call('GET', `/businesses/insights/${businessId}`, { token: token(stranger) })).toMatchObject({
      status: 403,
      body: { message: 'Only the owner of this business or an admin can see its insights' },
    });
    expect((await api.call('GET', `/businesses/insights/${businessId}`)).status).toBe(401);
    expect((await api.call('GET', '/businesses/insights/no-such-listing', { token: token(owner) })).status).toBe(404);
  });

  it('puts the previous period beside the current one, day by day, with totals and change', async () => {
    const today = indiaDay(new Date());
    const seed = (day: string, views: number) =>
      BusinessInsightDayEntity.update({ businessId, day })
        .add({ views })
        .set({ ttl: Math.floor(Date.now() / 1000) + 86_400 })
        .go();
    await seed(addIndiaDays(today, -7), 4); // the previous 7 days
    await seed(addIndiaDays(today, -13), 3); // the first of them
    await seed(addIndiaDays(today, -14), 50); // before both periods
    const week = await insights(7);
    expect(week).toMatchObject({ days: 7, to: today, from: addIndiaDays(today, -6), previousTo: addIndiaDays(today, -7), previousFrom: addIndiaDays(today, -13) });
    expect(week.series).toHaveLength(7);
    expect(week.previous).toHaveLength(7);
    expect(week.previous[0]).toMatchObject({ day: addIndiaDays(today, -13), views: 3 });
    expect(week.previous[6]).toMatchObject({ day: addIndiaDays(today, -7), views: 4 });
    expect(week.totals.views).toEqual({ current: 2, previous: 7, change: -71 });
    expect(week.totals.calls).toEqual({ current: 1, previous: 0, change: null });

    const quarter = await insights(90);
    expect(quarter.series).toHaveLength(90);
    expect(quarter.totals.views).toEqual({ current: 59, previous: 0, change: null });
  });

  it('refuses a period other than 7, 28 or 90 days', async () => {
    for (const days of ['30', 'abc', '0']) {
      expect(await api.call('GET', `/businesses/insights/${businessId}?days=${days}`, { token: token(owner) })).toMatchObject({ status: 400, body: { message: INSIGHT_DAYS_MESSAGE } });
    }
    expect((await api.call('GET', `/businesses/insights/${businessId}`, { token: token(owner) })).body.days).toBe(28);
  });
});
