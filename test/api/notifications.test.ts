import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { EventMarkEntity } from '../../functions/data/entities/event-mark';
import { QuestionEntity } from '../../functions/data/entities/question';
import { ReviewEntity } from '../../functions/data/entities/review';
import { ReviewReplyEntity } from '../../functions/data/entities/review-reply';
import { deliverToInboxes, SellerInboxEntity } from '../../functions/data/entities/seller-inbox';
import { FollowEntity } from '../../functions/data/entities/follow';
import { saveNotificationPreferences } from '../../functions/domains/notifications/preferences';
import { notificationReactors } from '../../functions/streams/reactors/notifications';
import type { EntityChange } from '../../functions/streams/stream-records';
import type { NotificationResponse } from '../../shared/schemas/notifications';
import { reviewTagsByKind } from '../../shared/schemas/review';
import { listingBody } from '../fixtures/listing';
import { promoteToAdmin, startHarness, type Harness } from './harness';

type Session = Awaited<ReturnType<Harness['signUp']>>;
let api: Harness;
let owner: Session;
let buyer: Session;
let admin: Session;

const token = (session: Session) => session.tokens.access.token;
const run = randomUUID().slice(0, 6);

/** Applies a stream change to the notification reactors again, as a retried stream record would be. */
async function redeliver(change: EntityChange) {
  for (const reactor of notificationReactors.filter((candidate) => candidate.entity === change.entity)) await reactor.react(change);
}

async function notificationsOf(session: Session, query = ''): Promise<{ notifications: NotificationResponse[]; nextCursor: string | null }> {
  const response = await api.call('GET', `/notifications${query}`, { token: token(session) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const unreadCount = async (session: Session) => (await api.call('GET', '/notifications/unreadCount', { token: token(session) })).body.count as number;

async function addBusiness(session: Session, name: string) {
  const response = await api.call('POST', '/businesses/add', { token: token(session), body: listingBody({ name, cityName: 'Pune' }) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { _id: string; slug: string; name: string };
}

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Neha', lastName: 'Owner' });
  buyer = await api.signUp({ firstName: 'Asha', lastName: 'Kulkarni' });
  const candidate = await api.signUp({ firstName: 'Ishan', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };
});
afterAll(() => api.stop());

describe('what creates a notification, once each even when its stream record is applied twice', () => {
  it('a quote request to the owner’s product: one notification, linking to the leads inbox', async () => {
    const seller = await api.signUp({ firstName: 'Meera', lastName: 'Seller' });
    const productId = randomUUID();
    await deliverToInboxes([
      {
        recipientId: seller.user._id,
        kind: 'quote',
        name: 'Asha Kulkarni',
        email: 'asha@example.in',
        buyerId: buyer.user._id,
        wanted: 20,
        unit: 'Kg',
        message: 'Need it by Friday',
        productId,
        productTitle: `Basmati ${run}`,
        productSlug: 'basmati',
        productCity: 'surat',
      },
    ]);
    await api.poller.drain();
    const {
      data: [item],
    } = await SellerInboxEntity.query.byRecipient({ recipientId: seller.user._id }).go();
    await redeliver({ kind: 'INSERT', entity: 'sellerInbox', newItem: item });

    const { notifications } = await notificationsOf(seller);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      userId: seller.user._id,
      kind: 'leads',
      event: 'quote-request',
      actorName: 'Asha Kulkarni',
      subjectName: `Basmati ${run}`,
      excerpt: 'Need it by Friday',
      link: '/dashboard/leads',
      read: false,
    });
    expect(await unreadCount(seller)).toBe(1);
  });

  it('a review of the owner’s listing, and a reply to it, reach the owner and the review’s author; nobody hears of their own', async () => {
    const business = await addBusiness(owner, `Misal House ${run}`);
    const reviewer = await api.signUp({ firstName: 'Riya', lastName: 'Reviewer' });
    const added = await api.call('POST', '/reviews/add', {
      token: token(reviewer),
      body: { business: business._id, cityName: 'Pune', rating: 4, title: 'Worth the queue', content: 'Spicy misal, soft pav and quick service.', tags: [reviewTagsByKind.business[0]] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const reviewId = added.body.data._id as string;
    expect((await api.call('PATCH', `/reviews/reply/${reviewId}`, { token: token(owner), body: { content: 'Thank you, see you on Sunday!' } })).status).toBe(201);
    await api.poller.drain();
    const review = (await ReviewEntity.get({ reviewId }).go()).data!;
    await redeliver({ kind: 'INSERT', entity: 'review', newItem: review });
    const [reply] = (await ReviewReplyEntity.query.byReview({ reviewId }).go()).data;
    await redeliver({ kind: 'INSERT', entity: 'reviewReply', newItem: reply });

    const ownerSees = (await notificationsOf(owner)).notifications.filter((notification) => notification.subjectName === business.name);
    // The owner's own reply is not news to the owner.
    expect(ownerSees.map((notification) => notification.event)).toEqual(['review']);
    expect(ownerSees[0]).toMatchObject({ actorName: 'Riya R.', link: `/in/pune/sbiz/${business.slug}`, excerpt: 'Worth the queue' });
    const reviewerSees = (await notificationsOf(reviewer)).notifications;
    expect(reviewerSees).toHaveLength(1);
    expect(reviewerSees[0]).toMatchObject({ event: 'review-reply', kind: 'reviews', actorName: 'Neha O.', subjectName: business.name, excerpt: 'Thank you, see you on Sunday!' });
  });

  it('a question on the owner’s listing, then its answer to the asker', async () => {
    const business = await addBusiness(owner, `Chai Point ${run}`);
    const asked = await api.call('POST', '/questions/add', { token: token(buyer), body: { businessId: business._id, question: 'Are you open on Diwali?' } });
    expect(asked.status).toBe(201);
    const questionId = asked.body.data._id as string;
    await api.poller.drain();
    const [before] = (await QuestionEntity.query.byId({ questionId }).go()).data;
    await redeliver({ kind: 'INSERT', entity: 'question', newItem: before });
    expect((await api.call('PATCH', `/questions/answer/${questionId}`, { token: token(owner), body: { answer: 'Yes, 9 to 1.' } })).status).toBe(200);
    await api.poller.drain();
    const [after] = (await QuestionEntity.query.byId({ questionId }).go()).data;
    await redeliver({ kind: 'MODIFY', entity: 'question', oldItem: before, newItem: after });

    const questions = (await notificationsOf(owner)).notifications.filter((notification) => notification.event === 'question' && notification.subjectName === business.name);
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ kind: 'questions', actorName: 'Asha K.', excerpt: 'Are you open on Diwali?', link: '/dashboard/questions' });
    const answers = (await notificationsOf(buyer)).notifications.filter((notification) => notification.event === 'answer');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ subjectName: business.name, excerpt: 'Yes, 9 to 1.', link: `/in/pune/sbiz/${business.slug}` });
  });

  it('a new follower of the person, and of the owner’s listing; following yourself or your own listing tells nobody', async () => {
    const star = await api.signUp({ firstName: 'Kabir', lastName: 'Star' });
    const shop = await addBusiness(star, `Kabir Cycles ${run}`);
    expect((await api.call('PATCH', '/users/followUser', { token: token(buyer), body: { followeeId: star.user._id } })).status).toBe(200);
    expect((await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(buyer), body: { businessId: shop._id, cityName: 'pune' } })).status).toBe(200);
    expect((await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(star), body: { businessId: shop._id, cityName: 'pune' } })).status).toBe(200);
    await api.poller.drain();
    for (const edge of [
      { targetType: 'user' as const, targetId: star.user._id },
      { targetType: 'business' as const, targetId: shop._id },
    ]) {
      const { data } = await FollowEntity.get({ ...edge, followerId: buyer.user._id }).go();
      await redeliver({ kind: 'INSERT', entity: 'follow', newItem: data as unknown as Record<string, unknown> });
    }
    const { notifications } = await notificationsOf(star);
    expect(notifications.map((notification) => [notification.event, notification.subjectName ?? null, notification.actorName])).toEqual(
      expect.arrayContaining([
        ['follow', null, 'Asha K.'],
        ['follow', shop.name, 'Asha K.'],
      ]),
    );
    expect(notifications).toHaveLength(2);
    expect(notifications[0]!.link).toBe(`/sb-user/${buyer.user.slug}`);
  });

  it('an edit request approved, and a claim rejected, tell the person who asked', async () => {
    const business = await addBusiness(owner, `Edit Bakery ${run}`);
    const suggester = await api.signUp({ firstName: 'Sunil', lastName: 'Suggests' });
    const submitted = await api.call('POST', '/businesses/submitEditRequest', {
      token: token(suggester),
      body: { businessId: business._id, cityName: 'pune', requestedFields: { name: `Edit Bakery & Cafe ${run}` } },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect((await api.call('POST', `/businesses/approveEditRequest/${submitted.body.data._id}`, { token: token(admin) })).status).toBe(200);

    // A claim decided by an admin (claims need an unclaimed listing; the decision's stream change is what matters here).
    const claim = {
      claimId: `${business._id}_${suggester.user._id}`,
      businessId: business._id,
      businessName: business.name,
      businessSlug: business.slug,
      cityName: 'pune',
      userId: suggester.user._id,
      status: 'pending',
      queue: 'claims',
      createdAt: new Date().toISOString(),
    };
    const decided = { ...claim, status: 'rejected', decidedBy: admin.user._id, decidedAt: new Date().toISOString() };
    const claimChange: EntityChange = { kind: 'MODIFY', entity: 'businessClaim', oldItem: claim, newItem: decided };
    await api.poller.drain();
    await redeliver(claimChange);
    await redeliver(claimChange);

    const { notifications } = await notificationsOf(suggester);
    expect(notifications.map((notification) => notification.event).sort()).toEqual(['claim-rejected', 'edit-approved']);
    for (const notification of notifications) expect(notification).toMatchObject({ kind: 'moderation', link: `/in/pune/sbiz/${business.slug}` });
  });

  it('an event changed or cancelled tells everyone who marked it (paged), once per change, never its host', async () => {
    const host = await api.signUp({ firstName: 'Hema', lastName: 'Host' });
    const fans = await Promise.all(Array.from({ length: 3 }, (_, index) => api.signUp({ firstName: `Fan${index}`, lastName: 'Goer' })));
    const eventId = randomUUID();
    for (const [index, fan] of fans.entries()) await EventMarkEntity.create({ eventId, userId: fan.user._id, kind: index === 0 ? 'interested' : 'going' }).go();
    // The first fan marked both: still one notification.
    await EventMarkEntity.create({ eventId, userId: fans[0]!.user._id, kind: 'going' }).go();
    await EventMarkEntity.create({ eventId, userId: host.user._id, kind: 'going' }).go();
    const before = {
      eventId,
      slug: `jazz-night-${run}`,
      name: `Jazz Night ${run}`,
      cityName: 'pune',
      startsAt: '2030-01-10T13:30:00.000Z',
      endsAt: '2030-01-10T16:30:00.000Z',
      hostId: host.user._id,
      listingType: 'public',
      updatedAt: '2029-12-01T00:00:00.000Z',
    };
    const moved = { ...before, startsAt: '2030-01-11T13:30:00.000Z', endsAt: '2030-01-11T16:30:00.000Z', updatedAt: '2029-12-02T00:00:00.000Z' };
    const retitledOnlyViews = { ...moved, views: 10, updatedAt: '2029-12-03T00:00:00.000Z' };
    await redeliver({ kind: 'MODIFY', entity: 'event', oldItem: before, newItem: moved });
    await redeliver({ kind: 'MODIFY', entity: 'event', oldItem: before, newItem: moved });
    await redeliver({ kind: 'MODIFY', entity: 'event', oldItem: moved, newItem: retitledOnlyViews });
    await redeliver({ kind: 'REMOVE', entity: 'event', oldItem: retitledOnlyViews });
    await redeliver({ kind: 'REMOVE', entity: 'event', oldItem: retitledOnlyViews });

    for (const fan of fans) {
      const { notifications } = await notificationsOf(fan);
      expect(notifications.map((notification) => notification.event).sort()).toEqual(['event-cancelled', 'event-changed']);
      expect(notifications[0]).toMatchObject({ kind: 'events', subjectName: `Jazz Night ${run}`, link: `/in/pune/events/jazz-night-${run}` });
    }
    expect((await notificationsOf(host)).notifications).toHaveLength(0);
  });

  it('honours the in-app switch: off, the notification is kept for the mailer only and never shown or counted', async () => {
    const quiet = await api.signUp({ firstName: 'Quiet', lastName: 'Seller' });
    await saveNotificationPreferences(quiet.user._id, { kinds: { leads: { inApp: false } } });
    await deliverToInboxes([{ recipientId: quiet.user._id, kind: 'lead', name: 'Asha Kulkarni', email: 'asha@example.in', categoryId: 'rice', categoryTitle: 'Rice' }]);
    await api.poller.drain();
    expect((await notificationsOf(quiet)).notifications).toHaveLength(0);
    expect(await unreadCount(quiet)).toBe(0);
    const { NotificationEntity } = await import('../../functions/data/entities/notification');
    const { data } = await NotificationEntity.query.byFeed({ userId: quiet.user._id, feed: 'mailOnly' }).go();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ event: 'lead', state: 'read', ttl: expect.any(Number) });
    expect(data[0]!.ttl - Math.floor(Date.parse(data[0]!.createdAt) / 1000)).toBe(90 * 24 * 60 * 60);
  });
});

describe('reading and marking: the caller’s own only', () => {
  async function seed(count: number) {
    const reader = await api.signUp({ firstName: 'Paging', lastName: 'Reader' });
    for (let index = 0; index < count; index++) {
      await deliverToInboxes([{ recipientId: reader.user._id, kind: 'lead', name: `Buyer ${index}`, email: 'b@example.in', categoryId: 'c', categoryTitle: `Category ${index}` }]);
    }
    await api.poller.drain();
    return reader;
  }

  it('pages newest first with signed cursors, and counts the unread', async () => {
    const reader = await seed(5);
    const first = await notificationsOf(reader, '?limit=2');
    expect(first.notifications.map((notification) => notification.subjectName)).toEqual(['Category 4', 'Category 3']);
    const second = await notificationsOf(reader, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.notifications.map((notification) => notification.subjectName)).toEqual(['Category 2', 'Category 1']);
    const third = await notificationsOf(reader, `?limit=2&cursor=${encodeURIComponent(second.nextCursor!)}`);
    expect(third.notifications.map((notification) => notification.subjectName)).toEqual(['Category 0']);
    expect(third.nextCursor).toBeNull();
    expect(await unreadCount(reader)).toBe(5);
    expect((await api.call('GET', '/notifications?cursor=forged.cursor', { token: token(reader) })).status).toBe(400);
    expect((await api.call('GET', '/notifications?limit=500', { token: token(reader) })).status).toBe(400);
  });

  it('marks one, or all, read; another person’s ids change nothing and are not readable', async () => {
    const reader = await seed(3);
    const stranger = await seed(1);
    const { notifications } = await notificationsOf(reader);
    const theirs = (await notificationsOf(stranger)).notifications[0]!;
    expect(notifications.some((notification) => notification._id === theirs._id)).toBe(false);

    const marked = await api.call('PATCH', '/notifications/markRead', { token: token(reader), body: { ids: [notifications[0]!._id, theirs._id] } });
    expect(marked).toMatchObject({ status: 200, body: { updated: 1, count: 2 } });
    expect((await notificationsOf(reader)).notifications.map((notification) => notification.read)).toEqual([true, false, false]);
    expect(await unreadCount(stranger)).toBe(1);
    expect((await notificationsOf(stranger)).notifications[0]!.read).toBe(false);

    expect(await api.call('PATCH', '/notifications/markRead', { token: token(reader), body: { all: true } })).toMatchObject({ status: 200, body: { updated: 2, count: 0 } });
    expect(await unreadCount(reader)).toBe(0);
    expect(await unreadCount(stranger)).toBe(1);
  });

  it('refuses bad input with a clear message, and callers who are not signed in', async () => {
    const reader = await seed(0);
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['x'], all: true }, { ids: Array.from({ length: 101 }, (_, index) => `id-${index}`) }]) {
      const response = await api.call('PATCH', '/notifications/markRead', { token: token(reader), body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect((await api.call('GET', '/notifications')).status).toBe(401);
    expect((await api.call('GET', '/notifications/unreadCount')).status).toBe(401);
    expect((await api.call('PATCH', '/notifications/markRead', { body: { all: true } })).status).toBe(401);
  });
});

describe('live delivery', () => {
  function open(session: Session): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${api.url.replace('http', 'ws')}/ws?token=${encodeURIComponent(token(session))}`);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  }
  const frameOf = (socket: WebSocket, type: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const listener = (raw: Buffer) => {
        const frame = JSON.parse(raw.toString()) as Record<string, unknown>;
        if (frame.type !== type) return;
        socket.off('message', listener);
        resolve(frame);
      };
      socket.on('message', listener);
    });

  it('pushes { type: "notification", data } to every open tab of the recipient, and to nobody else', async () => {
    const seller = await api.signUp({ firstName: 'Live', lastName: 'Seller' });
    const [tabA, tabB, other] = await Promise.all([open(seller), open(seller), open(buyer)]);
    const received = Promise.all([frameOf(tabA, 'notification'), frameOf(tabB, 'notification')]);
    let otherGotOne = false;
    other.on('message', (raw: Buffer) => {
      if ((JSON.parse(raw.toString()) as { type?: string }).type === 'notification') otherGotOne = true;
    });
    await deliverToInboxes([
      {
        recipientId: seller.user._id,
        kind: 'quote',
        name: 'Asha Kulkarni',
        email: 'asha@example.in',
        buyerId: buyer.user._id,
        productId: 'p',
        productTitle: 'Live Rice',
        productSlug: 'live-rice',
        productCity: 'surat',
        wanted: 1,
        unit: 'Kg',
      },
    ]);
    const frames = await received;
    for (const frame of frames) expect(frame).toMatchObject({ type: 'notification', data: { userId: seller.user._id, event: 'quote-request', subjectName: 'Live Rice', read: false } });
    expect((frames[0].data as NotificationResponse)._id).toBe((await notificationsOf(seller)).notifications[0]!._id);
    await api.poller.drain();
    expect(otherGotOne).toBe(false);
    for (const socket of [tabA, tabB, other]) socket.close();
  });

  it('tells every open tab the new unread count when some are marked read', async () => {
    const seller = await api.signUp({ firstName: 'Two', lastName: 'Tabs' });
    await deliverToInboxes([{ recipientId: seller.user._id, kind: 'lead', name: 'Asha Kulkarni', email: 'asha@example.in', categoryId: 'rice', categoryTitle: 'Rice' }]);
    await api.poller.drain();
    const [tabA, tabB] = await Promise.all([open(seller), open(seller)]);
    const counts = Promise.all([frameOf(tabA, 'notificationCount'), frameOf(tabB, 'notificationCount')]);
    expect((await api.call('PATCH', '/notifications/markRead', { token: token(seller), body: { all: true } })).body).toMatchObject({ updated: 1, count: 0 });
    for (const frame of await counts) expect(frame).toEqual({ type: 'notificationCount', data: { count: 0 } });
    for (const socket of [tabA, tabB]) socket.close();
  });
});

describe('a chat message unread for 10 minutes', () => {
  async function conversation() {
    const seller = await api.signUp({ firstName: 'Chat', lastName: 'Owner' });
    const customer = await api.signUp({ firstName: 'Gita', lastName: 'Customer' });
    const business = await addBusiness(seller, `Waiting Stores ${randomUUID().slice(0, 6)}`);
    const conversationId = randomUUID();
    const { ConversationMemberEntity } = await import('../../functions/data/entities/conversation');
    const base = { conversationId, businessId: business._id, cityName: 'pune', lastMessageAt: new Date(0).toISOString() };
    await ConversationMemberEntity.create({ ...base, userId: seller.user._id, otherUserId: customer.user._id, isOwner: true }).go();
    await ConversationMemberEntity.create({ ...base, userId: customer.user._id, otherUserId: seller.user._id, isOwner: false }).go();
    /** A message from the customer as the stream delivers it: applied to the rows, then to the waiting reactor, twice. */
    const send = async (at: Date, text: string) => {
      const { chatConversationsReactor } = await import('../../functions/streams/reactors/chat-conversations');
      const messageId = randomUUID();
      const newItem = {
        conversationId,
        messageId,
        createdAt: at.toISOString(),
        senderId: customer.user._id,
        receiverId: seller.user._id,
        fromOwner: false,
        text,
        searchText: text,
        businessId: business._id,
        cityName: 'pune',
      };
      const change: EntityChange = { kind: 'INSERT', entity: 'chatMessage', newItem, sequenceNumber: `${at.getTime()}`.padStart(20, '0') };
      await chatConversationsReactor.react(change);
      await redeliver(change);
      await redeliver(change);
    };
    const read = (at: Date) => ConversationMemberEntity.patch({ userId: seller.user._id, conversationId }).set({ unseenMessages: 0, lastReadAt: at.toISOString() }).go();
    const waiting = async () => (await notificationsOf(seller)).notifications.filter((notification) => notification.event === 'message-waiting');
    return { seller, business, conversationId, send, read, waiting };
  }
  const minutes = (start: Date, count: number) => new Date(start.getTime() + count * 60_000);

  it('notifies once per conversation per quiet period, with the sender and a link to the chat', async () => {
    const { sweepWaitingMessages } = await import('../../functions/scheduled/waiting-messages');
    const chat = await conversation();
    const start = new Date(Date.now() - 30 * 60_000);
    await chat.send(start, 'Is the 5 kg pack in stock?');
    await chat.send(minutes(start, 2), 'Hello?');
    await sweepWaitingMessages(minutes(start, 9));
    expect(await chat.waiting()).toHaveLength(0);
    await sweepWaitingMessages(minutes(start, 11));
    await sweepWaitingMessages(minutes(start, 12));
    const [first, ...others] = await chat.waiting();
    expect(others).toHaveLength(0);
    expect(first).toMatchObject({ kind: 'messages', actorName: 'Gita C.', subjectName: chat.business.name, excerpt: 'Hello?', link: `/dashboard/messages?conversation=${chat.conversationId}` });

    // Still unread: more messages in the quiet period make no new notification.
    await chat.send(minutes(start, 13), 'Anyone there?');
    await sweepWaitingMessages(minutes(start, 25));
    expect(await chat.waiting()).toHaveLength(1);

    // Once the owner has read the chat, a new unanswered message may notify again.
    await chat.read(minutes(start, 26));
    await chat.send(minutes(start, 27), 'One more question');
    await sweepWaitingMessages(minutes(start, 36));
    expect(await chat.waiting()).toHaveLength(1);
    await sweepWaitingMessages(minutes(start, 38));
    expect(await chat.waiting()).toHaveLength(2);
  });

  it('a message read within 10 minutes makes no notification', async () => {
    const { sweepWaitingMessages } = await import('../../functions/scheduled/waiting-messages');
    const chat = await conversation();
    const start = new Date(Date.now() - 30 * 60_000);
    await chat.send(start, 'Do you deliver?');
    await chat.read(minutes(start, 4));
    await sweepWaitingMessages(minutes(start, 11));
    await sweepWaitingMessages(minutes(start, 20));
    expect(await chat.waiting()).toHaveLength(0);
  });
});
