import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewBases, reviewTagsByKind, reviewTargetFields, type ReviewKind, type ReviewsDetailsResponse } from '../../shared/schemas/review';
import { ReviewEntity } from '../../functions/data/entities/review';
import { ReviewReactionEntity } from '../../functions/data/entities/review-reaction';
import { ReviewReplyEntity } from '../../functions/data/entities/review-reply';
import { ModerationEntryEntity, ReviewReportEntity } from '../../functions/data/entities/review-report';
import { getRatingSummary } from '../../functions/data/entities/review-stats';
import { reviewStatsReactor } from '../../functions/streams/reactors/review-stats';
import { promoteToAdmin, startHarness, type Harness } from './harness';
import { listingBody } from '../fixtures/listing';
import { sanitizeRichText } from '../../functions/lib/rich-text';

type Session = Awaited<ReturnType<Harness['signUp']>>;
let api: Harness;
let owner: Session;
let admin: Session;
const token = (session: Session) => session.tokens.access.token;

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Omkar', lastName: 'Owner' });
  const candidate = await api.signUp({ firstName: 'Anita', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };
});
afterAll(() => api.stop());

async function addBusiness() {
  const response = await api.call('POST', '/businesses/add', {
    token: token(owner),
    body: listingBody({ name: `Misal House ${randomUUID().slice(0, 6)}`, cityName: 'Pune', contact: { phone: '9822012345' } }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { _id: string; slug: string };
}

const reviewer = (firstName = 'Riya') => api.signUp({ firstName, lastName: 'Reviewer' });
const photoOf = (session: Session) => `uploads/${session.user._id}/review/${randomUUID()}.jpg`;

/** A valid body for POST {base}/add of each kind. */
function reviewBody(kind: ReviewKind, targetId: string, overrides: Record<string, unknown> = {}) {
  const target = kind === 'business' ? { business: targetId, cityName: 'Pune' } : { [reviewTargetFields[kind]]: targetId };
  const rating = kind === 'business' || kind === 'product' ? { rating: 4 } : {};
  return { title: 'Worth the queue on Sunday', content: 'Spicy misal, soft pav and quick service at the counter.', tags: [reviewTagsByKind[kind][0]], ...rating, ...target, ...overrides };
}

async function addReview(kind: ReviewKind, targetId: string, session: Session, overrides: Record<string, unknown> = {}) {
  const response = await api.call('POST', `${reviewBases[kind]}/add`, { token: token(session), body: reviewBody(kind, targetId, overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { _id: string };
}

const details = (kind: ReviewKind, targetId: string, extra = '', session?: Session) =>
  api.call<ReviewsDetailsResponse>('GET', `${reviewBases[kind]}/getReviewsDetails?${reviewTargetFields[kind]}=${targetId}&status=approved${extra}`, session ? { token: token(session) } : {});

/**
 * Something real to review: a listing through the API; a product or an event stored directly (their own suites test creating them).
 * `hidden`: one its reviewers cannot see (a suspended listing or product, a draft event, a deleted article).
 */
async function addTarget(kind: ReviewKind, hidden = false): Promise<string> {
  if (kind === 'business') {
    const businessId = (await addBusiness())._id;
    if (hidden) await (await import('../../functions/data/entities/business')).setBusinessStatus(businessId, 'suspended');
    return businessId;
  }
  const seller = { businessId: randomUUID(), businessName: 'Misal House', businessSlug: 'misal-house', cityName: 'pune', userId: owner.user._id };
  if (kind === 'product') {
    const { ProductEntity } = await import('../../functions/data/entities/product');
    const status = hidden ? ('suspended' as const) : ('active' as const);
    return (await ProductEntity.create({ ...seller, title: 'Kolhapuri misal masala', slug: `misal-masala-${randomUUID().slice(0, 8)}`, createdBy: owner.user._id, status }).go()).data.productId;
  }
  if (kind === 'event') {
    const { EventEntity } = await import('../../functions/data/entities/event');
    const { businessId, businessName, businessSlug } = seller;
    const startsAt = new Date(Date.now() - 86_400_000).toISOString();
    const event = {
      ...{ businessId, businessName, businessSlug, businessCityName: 'pune', cityName: 'pune', hostId: owner.user._id, hostFirstName: 'Owner' },
      ...{ name: 'Misal tasting evening', slug: `misal-evening-${randomUUID().slice(0, 8)}`, description: sanitizeRichText('<p>Taste six misals.</p>'), startsAt, endsAt: startsAt, timezone: 'IST' },
      ...{ platform: 'physical' as const, eventCategory: 'single' as const, listingType: hidden ? ('draft' as const) : ('public' as const), tickets: [] },
    };
    return (await EventEntity.create(event).go()).data.eventId;
  }
  const { createArticle } = await import('../../functions/data/entities/article');
  const { businessId, businessName, businessSlug } = seller;
  const article = {
    ...{ businessId, businessName, businessSlug, businessCityName: 'pune', cityName: 'pune', authorId: owner.user._id, tags: [] },
    ...{
      title: 'Misal trail of Pune',
      body: sanitizeRichText('<p>Six misals in one morning.</p>'),
      blogCategoryId: 'food-and-dining',
      blogCategoryName: 'Food & Dining',
      blogCategorySlug: 'food-and-dining',
    },
  };
  const { articleId } = await createArticle(article);
  if (hidden) await (await import('../../functions/data/entities/article')).deleteArticle(articleId);
  return articleId;
}

describe.each(['business', 'product', 'blog', 'event'] as const)('the %s review base', (kind) => {
  const base = reviewBases[kind];
  let targetId: string;
  let authors: Session[];
  let reviewIds: string[];

  beforeAll(async () => {
    targetId = await addTarget(kind);
    authors = await Promise.all(['Asha', 'Bala', 'Chitra', 'Deepak', 'Esha', 'Farhan', 'Gita'].map(reviewer));
    reviewIds = [];
    // Seven reviews, oldest first; the third and sixth with a photo; ratings 5,4,1,5,2,4,3.
    for (const [index, author] of authors.entries()) {
      const images = index === 2 || index === 5 ? [photoOf(author)] : [];
      reviewIds.push((await addReview(kind, targetId, author, { rating: [5, 4, 1, 5, 2, 4, 3][index], images }))._id);
    }
    await api.poller.drain();
  });

  it('lists approved reviews newest first in pages of 5, with the rating summary', async () => {
    const first = await details(kind, targetId);
    expect(first.status).toBe(200);
    expect(first.body.data.map((review) => review._id)).toEqual(reviewIds.slice(2).reverse());
    expect(first.body.total).toBe(7);
    expect(first.body.data[0]).toMatchObject({ user: { firstName: 'Gita', followers: 0, following: 0 }, replies: [], reactions: { helpful: [], thanks: [], loved: [], ohno: [] } });
    if (kind === 'business' || kind === 'product') {
      expect(first.body.ratingCounts).toEqual({ '1': 1, '2': 1, '3': 1, '4': 2, '5': 2 });
      expect(first.body.average).toBe(3.4);
    } else {
      expect(first.body.data[0]!.rating).toBeNull();
    }
    const byPage = await details(kind, targetId, '&page=2&limit=5');
    expect(byPage.body.data.map((review) => review._id)).toEqual(reviewIds.slice(0, 2).reverse());
    const byCursor = await details(kind, targetId, `&cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    expect(byCursor.body.data.map((review) => review._id)).toEqual(reviewIds.slice(0, 2).reverse());
  });

  it('filters to reviews with photos, and (rated kinds) to positive ones', async () => {
    const withPhotos = await details(kind, targetId, '&image=true');
    expect(withPhotos.body.data.map((review) => review._id)).toEqual([reviewIds[5], reviewIds[2]]);
    const positive = await details(kind, targetId, '&positive=true');
    if (kind === 'business' || kind === 'product') expect(positive.body.data.map((review) => review._id)).toEqual([reviewIds[5], reviewIds[3], reviewIds[1], reviewIds[0]]);
    else expect(positive.body.data).toEqual([]);
  });

  it('toggles a reaction, one per user and type', async () => {
    const react = (session: Session) => api.call('PATCH', `${base}/reactOnReview`, { token: token(session), body: { reviewId: reviewIds[0], reactionType: 'helpful' } });
    expect((await react(authors[1]!)).body).toMatchObject({ reacted: true });
    expect((await react(authors[2]!)).body).toMatchObject({ reacted: true });
    expect((await react(authors[1]!)).body).toMatchObject({ reacted: false });
    const listed = await details(kind, targetId, '&page=2');
    expect(listed.body.data.find((review) => review._id === reviewIds[0])!.reactions.helpful).toEqual([authors[2]!.user._id]);
  });

  it('lets the right people reply', async () => {
    const replyAs = (session: Session, content = 'Thank you for visiting us!') => api.call('PATCH', `${base}/reply/${reviewIds[6]}`, { token: token(session), body: { content } });
    expect((await replyAs(admin)).status).toBe(201);
    const stranger = await replyAs(authors[0]!);
    if (kind === 'blog' || kind === 'event') expect(stranger.status).toBe(201);
    else expect(stranger).toMatchObject({ status: 403 });
    const asOwner = await replyAs(owner);
    // The listing's owner, the product's seller and the event's host answer with the Owner badge.
    if (kind !== 'blog') expect(asOwner).toMatchObject({ status: 201, body: { data: { owner: true } } });
    expect((await replyAs(admin, '   ')).body.message).toBe('Please write a reply');
    expect((await replyAs(admin, 'You are a chutiya')).status).toBe(400);
    const replies = (await details(kind, targetId)).body.data[0]!.replies;
    expect(replies[0]).toMatchObject({ content: 'Thank you for visiting us!', owner: false, user: { firstName: 'Anita' } });
    if (kind !== 'blog') expect(replies.at(-1)).toMatchObject({ owner: true, user: { firstName: 'Omkar' } });
  });

  it('blocks a review out of the list and the rating, shows it to its author, and unblocks it', async () => {
    const blocked = reviewIds[4]!;
    expect((await api.call('PATCH', `${base}/block/${blocked}`, { token: token(authors[0]!), body: {} })).status).toBe(403);
    expect((await api.call('PATCH', `${base}/block/${blocked}`, { token: token(admin), body: {} })).body).toMatchObject({ status: 'blocked' });
    await api.poller.drain();
    const after = await details(kind, targetId, '', authors[4]);
    expect(after.body.data.map((review) => review._id)).not.toContain(blocked);
    expect(after.body.total).toBe(6);
    expect(after.body.mine).toMatchObject({ _id: blocked, status: 'blocked' });
    if (kind === 'business' || kind === 'product') expect(after.body.ratingCounts['2']).toBe(0);
    expect((await details(kind, targetId, '', authors[3])).body.mine).toBeNull();
    await api.call('PATCH', `${base}/block/${blocked}`, { token: token(admin), body: { blocked: false } });
    await api.poller.drain();
    expect((await details(kind, targetId)).body.total).toBe(7);
  });

  it('deletes for the author or an admin only, after which the author may review again', async () => {
    const target = reviewIds[3]!;
    expect((await api.call('DELETE', `${base}/delete/${target}`, { token: token(authors[0]!) })).status).toBe(403);
    expect((await api.call('DELETE', `${base}/delete/${target}`)).status).toBe(401);
    expect((await api.call('DELETE', `${base}/delete/${target}`, { token: token(authors[3]!) })).body).toEqual({ message: 'Your Comment has been deleted' });
    expect((await api.call('DELETE', `${base}/delete/${reviewIds[2]}`, { token: token(admin) })).status).toBe(200);
    await api.poller.drain();
    expect((await details(kind, targetId)).body.total).toBe(5);
    reviewIds[3] = (await addReview(kind, targetId, authors[3]!))._id;
  });

  it("refuses a reaction to one's own review", async () => {
    const own = await api.call('PATCH', `${base}/reactOnReview`, { token: token(authors[6]!), body: { reviewId: reviewIds[6], reactionType: 'helpful' } });
    expect(own).toMatchObject({ status: 400, body: { message: 'You cannot react to your own review' } });
    const listed = await details(kind, targetId);
    expect(listed.body.data.find((review) => review._id === reviewIds[6])!.reactions.helpful).toEqual([]);
  });

  it('keeps a blocked review: its author can neither delete it nor review the same thing again', async () => {
    const blocked = reviewIds[1]!;
    const author = authors[1]!;
    expect((await api.call('PATCH', `${base}/block/${blocked}`, { token: token(admin), body: {} })).body).toMatchObject({ status: 'blocked' });
    const deleted = await api.call('DELETE', `${base}/delete/${blocked}`, { token: token(author) });
    expect(deleted).toMatchObject({ status: 403, body: { message: 'This review was blocked by our moderators and cannot be deleted' } });
    const again = await api.call('POST', `${base}/add`, { token: token(author), body: reviewBody(kind, targetId) });
    expect(again).toMatchObject({ status: 403, body: { message: 'Your review of this was blocked by our moderators, so you cannot review it again' } });
    await api.poller.drain();
    const shown = await details(kind, targetId, '', author);
    expect(shown.body.mine).toMatchObject({ _id: blocked, status: 'blocked' });
    expect(shown.body.data.map((review) => review._id)).not.toContain(blocked);
    // An admin still deletes it.
    expect((await api.call('DELETE', `${base}/delete/${blocked}`, { token: token(admin) })).status).toBe(200);
  });

  it('refuses a review of, and hides the reviews of, something its reviewer cannot see', async () => {
    const hiddenId = await addTarget(kind, true);
    const stranger = await reviewer('Kiran');
    const refused = await api.call('POST', `${base}/add`, { token: token(stranger), body: reviewBody(kind, hiddenId) });
    expect(refused).toMatchObject({ status: 404, body: { message: kind === 'business' ? 'Business not found' : 'Nothing to review here' } });
    const stored = await ReviewEntity.query.byTarget({ kind, targetId: hiddenId, status: 'approved' }).go();
    expect(stored.data).toEqual([]);
    // A draft event's reviews are its host's and admins' to read, as the event itself.
    if (kind === 'event') {
      expect((await details(kind, hiddenId)).status).toBe(404);
      expect((await details(kind, hiddenId, '', stranger)).status).toBe(404);
      expect((await details(kind, hiddenId, '', owner)).status).toBe(200);
    }
  });
});

describe('rules for writing a review', () => {
  let businessId: string;
  let author: Session;
  beforeAll(async () => {
    businessId = (await addBusiness())._id;
    author = await reviewer('Harsh');
  });
  const post = (body: Record<string, unknown>, session: Session | null = author, base = '/reviews') => api.call('POST', `${base}/add`, session ? { token: token(session), body } : { body });

  it.each([
    [{ content: '' }, 'Please share your experience'],
    [{ content: 'Too short' }, 'Please write at least 10 characters'],
    [{ title: '' }, 'Please Write your headline'],
    [{ title: 'Short' }, 'Your headline needs at least 10 characters'],
    [{ rating: 6 }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: undefined }, 'Please choose a rating from 1 to 5 stars'],
    [{ tags: ['best_ever'] }, 'Please choose tags from the list'],
    [{ images: Array.from({ length: 11 }, (_, index) => `uploads/x/review/${index}.jpg`) }, 'You can add up to 10 photos'],
  ])('refuses %j with the spec message', async (overrides, message) => {
    const response = await post(reviewBody('business', businessId, overrides));
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it("refuses photos from someone else's uploads", async () => {
    const other = await reviewer('Ira');
    const response = await post(reviewBody('business', businessId, { images: [photoOf(other)] }));
    expect(response.status).toBe(400);
  });

  it('needs a sign-in (401), a real business (404), and not the owner (403)', async () => {
    expect((await post(reviewBody('business', businessId), null)).status).toBe(401);
    expect((await post(reviewBody('business', randomUUID()))).status).toBe(404);
    expect((await post(reviewBody('business', businessId), owner)).status).toBe(403);
  });

  it.each([
    ['English', 'The owner is a fucking liar and a cheat'],
    ['Devanagari', 'मालिक पूरा चूतिया है, कभी मत जाना'],
    ['Hinglish', 'Yeh log pure ch00tiya hain, paise loot lete hai'],
  ])('refuses a toxic review in %s and stores nothing', async (_script, content) => {
    const writer = await reviewer('Jai');
    const response = await post(reviewBody('business', businessId, { content }), writer);
    expect(response).toMatchObject({ status: 400, body: { message: 'Your review contains offensive language. Please revise it.' } });
    const { data } = await ReviewEntity.query.byTarget({ kind: 'business', targetId: businessId, status: 'approved' }).go();
    expect(data.filter((review) => review.userId === writer.user._id)).toEqual([]);
  });

  it.each([
    ['product', 'delicious_food'],
    ['blog', 'clean_place'],
    ['event', 'well_written'],
  ] as const)("refuses a %s review tagged with another base's tag (%s)", async (kind, tag) => {
    const response = await post(reviewBody(kind, await addTarget(kind), { tags: [tag] }), author, reviewBases[kind]);
    expect(response).toMatchObject({ status: 400, body: { message: 'Please choose tags from the list' } });
  });

  it.each([
    ['product', 'You cannot review your own product'],
    ['blog', 'You cannot review your own article'],
    ['event', 'You cannot review your own event'],
  ] as const)('tells the owner of a %s in its own words that they cannot review it', async (kind, message) => {
    const response = await post(reviewBody(kind, await addTarget(kind)), owner, reviewBases[kind]);
    expect(response).toMatchObject({ status: 403, body: { message } });
  });

  it('takes one review per user per business', async () => {
    await addReview('business', businessId, author);
    expect(await post(reviewBody('business', businessId))).toMatchObject({ status: 409, body: { message: 'You have already reviewed this. Delete your review to write a new one.' } });
  });
});

describe('ratings derived by the stream', () => {
  it('moves the business average and count within the stream lag, and feeds the listing', async () => {
    const business = await addBusiness();
    const author = await reviewer('Kiran');
    const started = Date.now();
    await addReview('business', business._id, author, { rating: 5 });
    let rating = { count: 0, average: 0 };
    while (rating.count === 0 && Date.now() - started < 10_000) {
      rating = (await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`)).body.data.rating;
      if (rating.count === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const lag = Date.now() - started;
    console.log(`stream lag from a new review to the updated average: ${lag} ms`);
    expect(rating).toEqual({ count: 1, average: 5 });
    expect(lag).toBeLessThan(10_000);
  });

  it("copies a product's average and count onto the product, for its page and cards", async () => {
    const productId = await addTarget('product');
    for (const [name, rating] of [
      ['Lata', 5],
      ['Mohan', 3],
    ] as const)
      await addReview('product', productId, await reviewer(name), { rating });
    await api.poller.drain();
    const { getProductById } = await import('../../functions/data/entities/product');
    expect(await getProductById(productId)).toMatchObject({ ratingAverage: 4, ratingCount: 2 });
  });

  it('applies a retried stream record once', async () => {
    const targetId = randomUUID();
    const newItem = { kind: 'product', targetId, status: 'approved', rating: 4 };
    const change = { kind: 'INSERT' as const, entity: 'review', newItem, sequenceNumber: `test-${randomUUID()}` };
    await reviewStatsReactor.react(change);
    await reviewStatsReactor.react(change);
    expect(await getRatingSummary('product', targetId, true)).toMatchObject({ total: 1, average: 4, ratingCounts: { '4': 1 } });
    await reviewStatsReactor.react({ ...change, sequenceNumber: `test-${randomUUID()}` });
    expect((await getRatingSummary('product', targetId, true)).total).toBe(2);
  });
});

describe('deleting a review', () => {
  it('also removes its reactions, replies and reports, and takes back its rating', async () => {
    const business = await addBusiness();
    const [author, fan, reporter] = await Promise.all([reviewer('Sunil'), reviewer('Tara'), reviewer('Uma')]);
    const review = await addReview('business', business._id, author, { rating: 2 });
    const reviewId = review._id;
    await api.call('PATCH', '/reviews/reactOnReview', { token: token(fan), body: { reviewId, reactionType: 'helpful' } });
    await api.call('PATCH', '/reviews/reactOnReview', { token: token(fan), body: { reviewId, reactionType: 'thanks' } });
    expect((await api.call('PATCH', `/reviews/reply/${reviewId}`, { token: token(owner), body: { content: 'Sorry, we will do better next time.' } })).status).toBe(201);
    expect((await api.call('PATCH', '/reviews/spam', { token: token(reporter), body: { reviewId, reason: 'irrelevant' } })).status).toBe(200);
    await api.poller.drain();
    expect(await getRatingSummary('business', business._id, true)).toMatchObject({ total: 1, ratingCounts: { '2': 1 } });

    expect((await api.call('DELETE', `/reviews/delete/${reviewId}`, { token: token(author) })).status).toBe(200);
    await api.poller.drain();
    const [reactions, replies, reports, queued] = await Promise.all([
      ReviewReactionEntity.query.byReview({ reviewId }).go(),
      ReviewReplyEntity.query.byReview({ reviewId }).go(),
      ReviewReportEntity.query.byReview({ reviewId }).go(),
      ModerationEntryEntity.get({ queue: 'reviews', reviewId }).go(),
    ]);
    expect([reactions.data, replies.data, reports.data]).toEqual([[], [], []]);
    expect(queued.data).toBeNull();
    expect(await getRatingSummary('business', business._id, true)).toMatchObject({ total: 0, ratingCounts: { '2': 0 } });
    expect((await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`)).body.data.rating).toEqual({ count: 0, average: 0 });
    // Reacting to or replying on the deleted review is a 404, not a new orphan.
    expect((await api.call('PATCH', '/reviews/reactOnReview', { token: token(fan), body: { reviewId, reactionType: 'loved' } })).status).toBe(404);
    expect((await api.call('PATCH', `/reviews/reply/${reviewId}`, { token: token(owner), body: { content: 'Anyone still reading this?' } })).status).toBe(404);
  });
});

describe('reactions under load', () => {
  it('counts 50 concurrent reactions on one review', async () => {
    const business = await addBusiness();
    const review = await addReview('business', business._id, await reviewer('Lata'));
    // Signing up hashes a password: five at a time, so that only the reactions race.
    const fans: Session[] = [];
    while (fans.length < 50) fans.push(...(await Promise.all(Array.from({ length: 5 }, (_, index) => reviewer(`Fan${fans.length + index}`)))));
    const responses = await Promise.all(fans.map((fan) => api.call('PATCH', '/reviews/reactOnReview', { token: token(fan), body: { reviewId: review._id, reactionType: 'loved' } })));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const listed = await details('business', business._id);
    expect(new Set(listed.body.data[0]!.reactions.loved)).toEqual(new Set(fans.map((fan) => fan.user._id)));
  }, 180_000);

  it('needs a sign-in to react (401) and a known review (404)', async () => {
    expect((await api.call('PATCH', '/reviews/reactOnReview', { body: { reviewId: randomUUID(), reactionType: 'loved' } })).status).toBe(401);
    expect((await api.call('PATCH', '/reviews/reactOnReview', { token: token(owner), body: { reviewId: randomUUID(), reactionType: 'loved' } })).status).toBe(404);
  });
});

describe('spam reports and the moderation queue', () => {
  it('takes one report per user, queues it with its reasons, and lets an admin dismiss or block', async () => {
    const business = await addBusiness();
    const author = await reviewer('Mohan');
    const review = await addReview('business', business._id, author);
    const [first, second] = await Promise.all([reviewer('Neha'), reviewer('Om')]);
    const report = (session: Session, reason: string) => api.call('PATCH', '/reviews/spam', { token: token(session), body: { reviewId: review._id, reason } });
    expect((await report(first, 'fraudulent')).body.message).toBe('Thank you for your report. Our team will review it shortly.');
    expect((await report(first, 'fraudulent')).status).toBe(409);
    expect((await report(second, 'inappropriate')).status).toBe(200);
    expect((await report(author, 'other')).status).toBe(400);
    expect((await api.call('GET', '/reviews/moderation', { token: token(first) })).status).toBe(403);
    const queue = await api.call('GET', '/reviews/moderation?limit=50', { token: token(admin) });
    const entry = queue.body.data.find((item: { reviewId: string }) => item.reviewId === review._id);
    expect(entry).toMatchObject({ reportCount: 2, reasons: { fraudulent: 1, inappropriate: 1, irrelevant: 0 }, review: { _id: review._id } });
    await api.call('PATCH', '/reviews/moderation/dismiss', { token: token(admin), body: { reviewId: review._id } });
    const after = await api.call('GET', '/reviews/moderation?limit=50', { token: token(admin) });
    expect(after.body.data.some((item: { reviewId: string }) => item.reviewId === review._id)).toBe(false);
  });
});

describe('the reviewer profile', () => {
  it('shows the reviewer with follow counts and their reviews', async () => {
    const business = await addBusiness();
    const author = await reviewer('Pooja');
    await addReview('business', business._id, author);
    const fan = await reviewer('Qadir');
    await api.call('PATCH', '/users/followUser', { token: token(fan), body: { followeeId: author.user._id } });
    await api.poller.drain();
    const profile = await api.call('GET', `/reviews/getByUser?slug=${author.user.slug}`, { token: token(fan) });
    expect(profile.body).toMatchObject({ user: { firstName: 'Pooja', followers: 1, following: 0, isFollowing: true }, reviews: [{ business: { slug: business.slug, cityName: 'pune' } }] });
    expect((await api.call('GET', '/reviews/getByUser?slug=nobody-here')).status).toBe(404);
  });
});
