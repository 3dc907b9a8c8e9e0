import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient } from '../../scripts/local/socket-client';
import { startHarness, type Harness } from './harness';
import { listingBody } from '../fixtures/listing';
import { FRAMES_PER_SECOND } from '../../functions/socket/frame-limit';

let api: Harness;
type Session = Awaited<ReturnType<Harness['signUp']>>;
let owner: Session;
let customer: Session;
let stranger: Session;
let business: { _id: string; cityName: string };
const open: SocketClient[] = [];

const token = (session: Session) => session.tokens.access.token;
async function connect(session: Session) {
  const client = await SocketClient.open(api.url, token(session));
  open.push(client);
  return client;
}
const send = (from: Session, to: Session, text: string, extra: Record<string, unknown> = {}) => ({
  action: 'sendMessage',
  senderId: from.user._id,
  receiverId: to.user._id,
  businessId: business._id,
  cityName: business.cityName,
  text,
  clientId: randomUUID(),
  createdAt: new Date().toISOString(),
  ...extra,
});

beforeAll(async () => {
  api = await startHarness();
  [owner, customer, stranger] = await Promise.all([api.signUp({ firstName: 'Owner' }), api.signUp({ firstName: 'Asha' }), api.signUp({ firstName: 'Stranger' })]);
  const added = await api.call('POST', '/businesses/add', { token: token(owner), body: listingBody({ name: `Mumbai Tiffins ${randomUUID().slice(0, 6)}`, cityName: 'Mumbai' }) });
  expect(added.status).toBe(201);
  business = added.body;
});
afterAll(async () => {
  await Promise.all(open.map((client) => client.close()));
  await api.stop();
});

describe('Ask over the WebSocket API', () => {
  let conversationId: string;

  it('lets a user and the business owner talk in real time, storing each message once', async () => {
    const [asha, ownerTab, ownerOtherTab, ashaOtherTab] = await Promise.all([connect(customer), connect(owner), connect(owner), connect(customer)]);
    const frame = send(customer, owner, '  Do you deliver to Andheri?  ');
    const atOwner = ownerTab.next((f) => f.type === 'getMessage');
    const atOwnerOtherTab = ownerOtherTab.next((f) => f.type === 'getMessage');
    const echoed = ashaOtherTab.next((f) => f.type === 'getMessage');
    const ack = await asha.request(frame, 'getMessage');
    expect(ack.data).toMatchObject({ text: 'Do you deliver to Andheri?', senderId: customer.user._id, receiverId: owner.user._id, clientId: frame.clientId, businessId: business._id });
    conversationId = ack.data.conversationId;
    expect((await atOwner).data._id).toBe(ack.data._id);
    expect((await atOwnerOtherTab).data._id).toBe(ack.data._id);
    expect((await echoed).data._id).toBe(ack.data._id);

    // A resend of the same client id (after a reconnect) answers the stored message, not a new one.
    const again = await asha.request(frame, 'getMessage');
    expect(again.data._id).toBe(ack.data._id);

    const answer = asha.next((f) => f.type === 'getMessage' && f.data.senderId === owner.user._id);
    await ownerTab.request(send(owner, customer, 'Yes, till 10 pm.'), 'getMessage');
    expect((await answer).data.text).toBe('Yes, till 10 pm.');

    const history = await asha.request({ action: 'getUserMsgs', senderId: customer.user._id, receiverId: owner.user._id, businessId: business._id }, 'userMsgs');
    expect(history.data.messages.map((message: { text: string }) => message.text)).toEqual(['Do you deliver to Andheri?', 'Yes, till 10 pm.']);
  });

  it('keeps the list and unseen counts for an offline receiver, and marking seen clears them', async () => {
    const asha = await connect(customer);
    for (const text of ['One more thing', 'Do you take UPI?']) await asha.request(send(customer, owner, text), 'getMessage');
    await api.poller.drain();

    const ownerLater = await connect(owner);
    const list = await ownerLater.request({ action: 'getAllConversations', userId: owner.user._id }, 'allConversations');
    const row = list.data.conversations.find((c: { _id: string }) => c._id === conversationId);
    expect(row).toMatchObject({ isOwner: true, otherUserId: customer.user._id, unseenMessages: 3, lastMessage: { text: 'Do you take UPI?' } });
    expect(row.userContext).toMatchObject({ _id: customer.user._id, name: 'Asha User' });
    expect(row.businessContext).toMatchObject({ _id: business._id, owner: owner.user._id });
    expect((await ownerLater.request({ action: 'getUnseenCount', userId: owner.user._id }, 'unseenCount')).data.count).toBe(3);

    const seenByAsha = asha.next((f) => f.type === 'messagesSeen');
    const count = ownerLater.next((f) => f.type === 'unseenCount');
    ownerLater.send({ action: 'markMessagesAsSeen', conversationId, userId: owner.user._id });
    expect((await seenByAsha).data).toMatchObject({ conversationId, userId: owner.user._id });
    expect((await count).data.count).toBe(0);

    // Asha's side counts the owner's one reply, and the reactor pushed her unread total live.
    const ashaList = await asha.request({ action: 'getAllConversations', userId: customer.user._id }, 'allConversations');
    expect(ashaList.data.conversations.find((c: { _id: string }) => c._id === conversationId)).toMatchObject({ isOwner: false, unseenMessages: 1 });
  });

  it('applies a retried stream record once', async () => {
    const { chatConversationsReactor } = await import('../../functions/streams/reactors/chat-conversations');
    const { getConversationMember } = await import('../../functions/data/entities/conversation');
    const before = (await getConversationMember(owner.user._id, conversationId))!.unseenMessages;
    const item = {
      conversationId,
      messageId: randomUUID(),
      createdAt: new Date().toISOString(),
      senderId: customer.user._id,
      receiverId: owner.user._id,
      fromOwner: false,
      text: 'retried',
      searchText: 'retried',
      businessId: business._id,
      cityName: 'mumbai',
    };
    const change = { kind: 'INSERT' as const, entity: 'chatMessage', newItem: item, sequenceNumber: '999999999999999999999999' };
    await chatConversationsReactor.react(change);
    await chatConversationsReactor.react(change);
    expect((await getConversationMember(owner.user._id, conversationId))!.unseenMessages).toBe(before + 1);
  });

  it('trusts the token, not the payload, and keeps a third user out', async () => {
    const intruder = await connect(stranger);
    const forged = await intruder.request(send(customer, owner, 'I am Asha'), 'getMessage');
    expect(forged).toMatchObject({ type: 'error', message: 'You can only act as yourself' });
    const join = await intruder.request({ action: 'joinRoom', userId: stranger.user._id, otherUserId: customer.user._id, businessId: business._id }, 'getUsers');
    expect(join).toMatchObject({ type: 'error', message: "You don't have access to this conversation" });
    const read = await intruder.request({ action: 'getUserMsgs', senderId: stranger.user._id, receiverId: customer.user._id, businessId: business._id }, 'userMsgs');
    expect(read.type).toBe('error');
    const mark = await intruder.request({ action: 'markMessagesAsSeen', conversationId, userId: stranger.user._id }, 'messagesSeen');
    expect(mark).toMatchObject({ type: 'error', message: "You don't have access to this conversation" });
    const list = await intruder.request({ action: 'getAllConversations', userId: customer.user._id }, 'allConversations');
    expect(list).toMatchObject({ type: 'error', message: 'You can only act as yourself' });

    const search = await api.call('GET', `/chat/searchMessagesInConversation/${conversationId}?query=upi`, { token: token(stranger) });
    expect(search.status).toBe(403);
    expect(search.body.message).toBe("You don't have access to this conversation");
    const removal = await api.call('DELETE', '/chat/deleteConversation', { token: token(stranger), body: { conversationId } });
    expect(removal.status).toBe(403);
    const byParticipants = await api.call('DELETE', '/chat/deleteConversation', {
      token: token(stranger),
      body: { participant1: customer.user._id, participant2: owner.user._id, businessId: business._id },
    });
    expect(byParticipants.status).toBe(403);
    expect((await api.call('GET', `/chat/searchMessagesInConversation/${conversationId}?query=upi`)).status).toBe(401);
    // The owner cannot open a conversation with someone who never wrote to the business.
    const cold = await (await connect(owner)).request(send(owner, stranger, 'Hello'), 'getMessage');
    expect(cold).toMatchObject({ type: 'error', message: "You don't have access to this conversation" });
  });

  it('answers bad frames with an error frame and keeps the socket usable', async () => {
    const client = await connect(customer);
    expect(await client.request('not json', 'pong')).toEqual({ type: 'error', message: 'Unknown or malformed message' });
    expect(await client.request({ action: 'dance' }, 'pong')).toMatchObject({ type: 'error', message: 'Unknown or malformed message' });
    expect(await client.request(send(customer, owner, 'x'.repeat(1024 * 1024)), 'getMessage')).toMatchObject({ type: 'error', message: 'Message too large' });
    expect(await client.request(send(customer, owner, 'x'.repeat(2001)), 'getMessage')).toMatchObject({ type: 'error', message: 'Messages can be at most 2,000 characters' });
    expect(await client.request(send(customer, owner, '   '), 'getMessage')).toMatchObject({ type: 'error', message: 'Type a message or attach a file' });
    expect(await client.request(send(customer, owner, 'see file', { imgUrl: `uploads/${owner.user._id}/chat/x/a.pdf` }), 'getMessage')).toMatchObject({
      type: 'error',
      message: 'Attach a file you uploaded for this chat',
    });
    expect((await client.request({ action: 'ping' }, 'pong')).type).toBe('pong');
    const withFile = await client.request(send(customer, owner, '', { imgUrl: `uploads/${customer.user._id}/chat/${randomUUID()}/menu.pdf` }), 'getMessage');
    expect(withFile.data.imgUrl).toMatch(/^\/uploads\/.+\/menu\.pdf$/);
  });

  it('forgets a connection that answers 410 Gone', async () => {
    const { SocketConnectionEntity } = await import('../../functions/data/entities/socket-connection');
    const { sendToUser } = await import('../../functions/data/sockets');
    const stale = `gone-${randomUUID()}`;
    await SocketConnectionEntity.create({ connectionId: stale, userId: stranger.user._id }).go();
    expect(await sendToUser(stranger.user._id, { type: 'unseenCount', data: { count: 0 } })).toBeGreaterThanOrEqual(0);
    expect((await SocketConnectionEntity.get({ connectionId: stale }).go()).data).toBeNull();
  });
});

describe('Ask over REST', () => {
  it('opens the chat with a business: contexts, owner and the messages so far', async () => {
    const response = await api.call('POST', `/businesses/getContexts/${business._id}`, { token: token(customer), body: { cityName: 'mumbai' } });
    expect(response.status).toBe(200);
    expect(response.body.owner).toBe(owner.user._id);
    expect(response.body.userContext).toMatchObject({ _id: customer.user._id, name: 'Asha User' });
    expect(response.body.businessContext).toMatchObject({ _id: business._id, cityName: 'mumbai' });
    expect(response.body.conversation.messages[0].text).toBe('Do you deliver to Andheri?');

    const fresh = await api.call('POST', `/businesses/getContexts/${business._id}`, { token: token(stranger), body: { cityName: 'mumbai' } });
    expect(fresh.body.conversation).toBeNull();
    expect((await api.call('POST', `/businesses/getContexts/${business._id}`, { token: token(owner), body: { cityName: 'mumbai' } })).status).toBe(400);
    expect((await api.call('POST', `/businesses/getContexts/${business._id}`, { body: { cityName: 'mumbai' } })).status).toBe(401);
    expect((await api.call('POST', '/businesses/getContexts/nope', { token: token(customer), body: { cityName: 'mumbai' } })).status).toBe(404);
    expect((await api.call('POST', `/businesses/getContexts/${business._id}`, { token: token(customer), body: {} })).status).toBe(400);
  });

  it('searches a conversation case-insensitively, and deletes it for the caller only', async () => {
    const contexts = await api.call('POST', `/businesses/getContexts/${business._id}`, { token: token(customer), body: { cityName: 'mumbai' } });
    const conversationId = contexts.body.conversation._id;
    const found = await api.call('GET', `/chat/searchMessagesInConversation/${conversationId}?query=UPI`, { token: token(owner) });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ count: 1, messages: [{ text: 'Do you take UPI?', senderId: customer.user._id }] });
    expect((await api.call('GET', `/chat/searchMessagesInConversation/${conversationId}?query=%20`, { token: token(owner) })).status).toBe(400);

    const deleted = await api.call('DELETE', '/chat/deleteConversation', { token: token(customer), body: { participant1: customer.user._id, participant2: owner.user._id, businessId: business._id } });
    expect(deleted.status).toBe(200);
    const after = await api.call('POST', `/businesses/getContexts/${business._id}`, { token: token(customer), body: { cityName: 'mumbai' } });
    expect(after.body.conversation.messages).toEqual([]);
    expect(after.body.conversation.lastMessage).toBeNull();
    expect((await api.call('GET', `/chat/searchMessagesInConversation/${conversationId}?query=upi`, { token: token(customer) })).body.count).toBe(0);
    // The owner still has the whole conversation.
    expect((await api.call('GET', `/chat/searchMessagesInConversation/${conversationId}?query=upi`, { token: token(owner) })).body.count).toBe(1);
  });

  it("derives the business's reply time from Ask", async () => {
    const stats = await api.call('GET', `/chat/responseTime/${business._id}`);
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ conversations: 1, replied: 1, replyRate: 1, label: null });
  });
});

describe('Ask moderation', () => {
  it('delivers abuse masked, in English, Hinglish and Devanagari, and leaves clean words alone', async () => {
    const writer = await connect(stranger);
    const cases: [string, RegExp][] = [
      ['You are a f*cking cheat', /\*{4,}/],
      ['ye dukaan wala ch00tiya hai', /\*{4,}/],
      ['तू कमीना है', /\*{2,}/],
    ];
    for (const [text, masked] of cases) {
      const ack = await writer.request(send(stranger, owner, text), 'getMessage');
      expect(ack.data.text, text).toMatch(masked);
      expect(ack.data.text).not.toBe(text);
    }
    const clean = await writer.request(send(stranger, owner, 'Do you stock Shiitake mushrooms? I am from Assam.'), 'getMessage');
    expect(clean.data.text).toBe('Do you stock Shiitake mushrooms? I am from Assam.');
  });
});

describe('Ask: older messages and the customer’s contact details', () => {
  const PAGE = 50;
  const TOTAL = PAGE + 7;
  let shop: { _id: string; cityName: string };
  let buyer: Session;
  let conversationId: string;
  const texts = Array.from({ length: TOTAL }, (_, index) => `Message number ${index + 1}`);

  beforeAll(async () => {
    buyer = await api.signUp({ firstName: 'Bhavna' });
    const added = await api.call('POST', '/businesses/add', { token: token(owner), body: listingBody({ name: `Mumbai Bakes ${randomUUID().slice(0, 6)}`, cityName: 'Mumbai' }) });
    shop = added.body;
    const tab = await connect(buyer);
    for (const text of texts) {
      // A person types slower than the socket's 10 frames a second; on a fast
      // machine an unpaced loop would be refused as too fast after the burst.
      await new Promise((resolve) => setTimeout(resolve, 1000 / FRAMES_PER_SECOND));
      const ack = await tab.request({ ...send(buyer, owner, text), businessId: shop._id, cityName: shop.cityName }, 'getMessage', 20_000);
      expect(ack.type, JSON.stringify(ack)).toBe('getMessage');
      conversationId = ack.data.conversationId;
    }
    await api.poller.drain();
  }, 240_000);

  it('opens with the newest page and pages back with signed cursors', async () => {
    const tab = await connect(buyer);
    const newest = await tab.request({ action: 'getUserMsgs', senderId: buyer.user._id, receiverId: owner.user._id, businessId: shop._id }, 'userMsgs');
    expect(newest.data.messages.map((message: { text: string }) => message.text)).toEqual(texts.slice(-PAGE));
    expect(typeof newest.data.olderCursor).toBe('string');

    const older = await api.call('GET', `/chat/olderMessages/${conversationId}?cursor=${encodeURIComponent(newest.data.olderCursor)}`, { token: token(owner) });
    expect(older.status, JSON.stringify(older.body)).toBe(200);
    expect(older.body.messages.map((message: { text: string }) => message.text)).toEqual(texts.slice(0, TOTAL - PAGE));
    expect(older.body.olderCursor).toBeNull();

    // Smaller pages walk back the same way, and the REST open carries the cursor too.
    const contexts = await api.call('POST', `/businesses/getContexts/${shop._id}`, { token: token(buyer), body: { cityName: 'mumbai' } });
    expect(contexts.body.conversation.messages).toHaveLength(PAGE);
    const small = await api.call('GET', `/chat/olderMessages/${conversationId}?limit=5&cursor=${encodeURIComponent(contexts.body.conversation.olderCursor)}`, { token: token(buyer) });
    expect(small.body.messages.map((message: { text: string }) => message.text)).toEqual(texts.slice(2, 7));
    const rest = await api.call('GET', `/chat/olderMessages/${conversationId}?limit=5&cursor=${encodeURIComponent(small.body.olderCursor)}`, { token: token(buyer) });
    expect(rest.body).toMatchObject({ messages: [{ text: texts[0] }, { text: texts[1] }], olderCursor: null });
  });

  it('keeps older messages to the participants and refuses bad cursors', async () => {
    const contexts = await api.call('POST', `/businesses/getContexts/${shop._id}`, { token: token(buyer), body: { cityName: 'mumbai' } });
    const cursor = encodeURIComponent(contexts.body.conversation.olderCursor);
    const older = (query: string, session?: Session) => api.call('GET', `/chat/olderMessages/${conversationId}?${query}`, session ? { token: token(session) } : {});
    expect((await older(`cursor=${cursor}`)).status).toBe(401);
    expect(await older(`cursor=${cursor}`, stranger)).toMatchObject({ status: 403, body: { message: "You don't have access to this conversation" } });
    expect(await older('cursor=e30', buyer)).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    expect(await older(`cursor=${cursor.slice(0, -3)}abc`, buyer)).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    expect((await older('', buyer)).status).toBe(400);
    expect((await older(`cursor=${cursor}&limit=0`, buyer)).status).toBe(400);
    expect((await older(`cursor=${cursor}&limit=500`, buyer)).status).toBe(400);
    expect((await older(`cursor=${'x'.repeat(3000)}`, buyer)).status).toBe(400);
  });

  it('shows the customer’s phone and home address to the business answering them, and to nobody else', async () => {
    const update = (body: Record<string, unknown>, session: Session | null = buyer) => api.call('PATCH', `/users/update/${buyer.user._id}`, { ...(session ? { token: token(session) } : {}), body });
    expect(await update({ phone: '98200 1234' })).toMatchObject({ status: 400, body: { message: 'Please enter a 10-digit Indian mobile number' } });
    expect((await update({ homeAddress: 'x'.repeat(201) })).status).toBe(400);
    expect((await update({ phone: '9820012345' }, stranger)).status).toBe(403);
    expect((await update({ phone: '9820012345' }, null)).status).toBe(401);
    const saved = await update({ phone: '+91 98200-12345', homeAddress: '12 Hill Road, Bandra West, Mumbai 400050' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ phone: '9820012345', homeAddress: '12 Hill Road, Bandra West, Mumbai 400050' });

    // Public profile: private fields stay private.
    const publicView = await api.call('GET', `/users/getBySlug?slug=${buyer.user.slug}`, { token: token(stranger) });
    expect(publicView.body.user.phone).toBeUndefined();
    expect(publicView.body.user.homeAddress).toBeUndefined();

    const ownerTab = await connect(owner);
    const list = await ownerTab.request({ action: 'getAllConversations', userId: owner.user._id }, 'allConversations');
    const row = list.data.conversations.find((conversation: { _id: string }) => conversation._id === conversationId);
    expect(row.userContext).toMatchObject({ _id: buyer.user._id, phone: '+91 98200 12345', home: ['12 Hill Road, Bandra West, Mumbai 400050'] });
    // A stranger has no such row, and cannot read the conversation's messages either.
    const strangerTab = await connect(stranger);
    const theirs = await strangerTab.request({ action: 'getAllConversations', userId: stranger.user._id }, 'allConversations');
    expect(theirs.data.conversations.some((conversation: { _id: string }) => conversation._id === conversationId)).toBe(false);
    expect((await strangerTab.request({ action: 'getUserMsgs', senderId: stranger.user._id, receiverId: buyer.user._id, businessId: shop._id }, 'userMsgs')).type).toBe('error');

    // Clearing them removes them.
    expect((await update({ phone: '', homeAddress: '' })).body.user.phone).toBeUndefined();
  });
});
