import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_BURST, FRAME_LIMIT, FRAMES_TOO_FAST, forgetConnection } from '../../functions/socket/frame-limit';
import { countUse } from '../../functions/data/entities/rate-limit';
import { connectionsOf } from '../../functions/data/sockets';
import { handler, MESSAGE_LIMIT, messageLimitKey } from '../../functions/socket/index';
import { lambdaContext } from '../../scripts/local/proxy-event';
import { SocketClient } from '../../scripts/local/socket-client';
import { listingBody } from '../fixtures/listing';
import { startHarness, type Harness } from './harness';

let api: Harness;
type Session = Awaited<ReturnType<Harness['signUp']>>;
let owner: Session;
let business: { _id: string; cityName: string };
const open: SocketClient[] = [];

async function connect(session: Session) {
  const client = await SocketClient.open(api.url, session.tokens.access.token);
  open.push(client);
  return client;
}
const sendMessage = (from: Session, text: string) => ({
  action: 'sendMessage',
  senderId: from.user._id,
  receiverId: owner.user._id,
  businessId: business._id,
  cityName: business.cityName,
  text,
  clientId: randomUUID(),
  createdAt: new Date().toISOString(),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The connection id the gateway gave a user's only socket. */
async function connectionIdOf(session: Session) {
  const [id, ...others] = await connectionsOf(session.user._id);
  expect(others).toEqual([]);
  if (!id) throw new Error('The socket has no connection');
  return id;
}

/** One frame straight into the socket Lambda, as API Gateway calls it: on AWS each frame is its own call, in any container. */
const invokeFrame = (connectionId: string, frame: Record<string, unknown>, requestTimeEpoch = Date.now()) =>
  handler(
    {
      requestContext: {
        routeKey: '$default',
        eventType: 'MESSAGE',
        connectionId,
        requestId: randomUUID(),
        requestTimeEpoch,
        connectedAt: Date.now(),
        domainName: 'localhost',
        stage: 'local',
        apiId: 'local',
        messageDirection: 'IN',
        identity: { sourceIp: '127.0.0.1' },
      },
      body: JSON.stringify(frame),
      isBase64Encoded: false,
    } as unknown as Parameters<typeof handler>[0],
    lambdaContext('socket'),
  );

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Owner' });
  const added = await api.call('POST', '/businesses/add', { token: owner.tokens.access.token, body: listingBody({ name: `Pune Sweets ${randomUUID().slice(0, 6)}`, cityName: 'Pune' }) });
  expect(added.status).toBe(201);
  business = added.body;
});
afterAll(async () => {
  await Promise.all(open.map((client) => client.close()));
  await api.stop();
});

describe('limits on the chat socket', () => {
  it('answers a burst of 100 frames from one socket with error frames, and the API stays fast', async () => {
    const flooder = await connect(await api.signUp());
    for (let index = 0; index < 100; index++) flooder.send({ action: 'ping' });
    const started = Date.now();
    const health = await api.call('GET', '/health');
    const healthMs = Date.now() - started;
    // From the socket's first frame: the error frame may well arrive while /health is being answered.
    await flooder.next((frame) => frame.type === 'error', 5000, 0);
    await sleep(500);
    const pongs = flooder.frames.filter((frame) => frame.type === 'pong').length;
    const errors = flooder.frames.filter((frame) => frame.type === 'error');
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(2000);
    // The burst, plus what refilled while it was handled; the rest is refused, and said so once a second at most.
    expect(pongs).toBeGreaterThanOrEqual(FRAME_BURST);
    expect(pongs).toBeLessThan(60);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.length).toBeLessThanOrEqual(3);
    expect(errors[0]).toEqual({ type: 'error', message: FRAMES_TOO_FAST });
    // A moment later the connection works again.
    await sleep(1000);
    expect(await flooder.request({ action: 'ping' }, 'pong')).toMatchObject({ type: 'pong' });
  });

  it('keeps one sender’s messages in order, and refuses past the messages a minute with an error frame', async () => {
    // Messages are counted per fixed minute: start early in one, so all of them fall in it.
    const secondsIntoMinute = (Date.now() / 1000) % 60;
    if (secondsIntoMinute > 45) await sleep((61 - secondsIntoMinute) * 1000);
    const customer = await api.signUp({ firstName: 'Asha' });
    const [asha, ownerTab] = await Promise.all([connect(customer), connect(owner)]);
    // Within the frame burst, all at once: the owner receives them in the order sent.
    const burst = Array.from({ length: 15 }, (_, index) => `message ${index + 1}`);
    for (const text of burst) asha.send(sendMessage(customer, text));
    await ownerTab.next((frame) => frame.type === 'getMessage' && frame.data.text === 'message 15', 15_000);
    const received = ownerTab.frames.filter((frame) => frame.type === 'getMessage').map((frame) => frame.data.text as string);
    expect(received).toEqual(burst);

    // The rest of the minute's allowance is used up directly in the table; the next message is refused with an error frame.
    for (let used = burst.length; used < MESSAGE_LIMIT.max; used++) await countUse(MESSAGE_LIMIT, messageLimitKey(customer.user._id));
    const refused = await asha.request(sendMessage(customer, 'one too many'), 'getMessage');
    expect(refused.type).toBe('error');
    const errors = asha.frames.filter((frame) => frame.type === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ type: 'error', action: 'sendMessage', message: expect.stringMatching(/^Too many messages\. Please try again in \d+ seconds?\.$/) });
    expect(asha.frames.filter((frame) => frame.type === 'getMessage')).toHaveLength(burst.length);
  });

  it('holds a connection to its frames a second when each frame runs in another container', async () => {
    const session = await api.signUp();
    const client = await connect(session);
    const connectionId = await connectionIdOf(session);
    // Every frame arrives within one second (a second of its own, ahead of this socket's other frames) and lands in a fresh container.
    const arrivedAt = (Math.floor(Date.now() / 1000) + 2) * 1000 + 100;
    for (let index = 0; index < 40; index++) {
      forgetConnection(connectionId);
      await invokeFrame(connectionId, { action: 'ping' }, arrivedAt + index);
    }
    await client.next((frame) => frame.type === 'error', 5000, 0);
    await sleep(300);
    // Each container's bucket would have let all 40 through; the count in the table stops them at its limit.
    expect(client.frames.filter((frame) => frame.type === 'pong')).toHaveLength(FRAME_LIMIT.max);
    const errors = client.frames.filter((frame) => frame.type === 'error');
    expect(errors.length).toBeGreaterThanOrEqual(1);
    for (const error of errors) expect(error).toEqual({ type: 'error', message: FRAMES_TOO_FAST });
  });

  it('numbers a conversation’s messages in the order stored when 20 sends run at once, and every reader and push agrees', async () => {
    const customer = await api.signUp({ firstName: 'Ravi' });
    const [ravi, ownerTab] = await Promise.all([connect(customer), connect(owner)]);
    const connectionId = await connectionIdOf(customer);
    const texts = Array.from({ length: 20 }, (_, index) => `parallel ${index + 1}`);
    // 20 concurrent Lambda calls, the first of them racing to start the conversation.
    const now = Date.now();
    await Promise.all(texts.map((text, index) => invokeFrame(connectionId, sendMessage(customer, text), now + index)));
    const isOurs = (frame: SocketClient['frames'][number]) => frame.type === 'getMessage' && String(frame.data.text).startsWith('parallel ');
    const waitFor = async (client: SocketClient) => {
      for (let waited = 0; client.frames.filter(isOurs).length < texts.length && waited < 10_000; waited += 50) await sleep(50);
      return client.frames.filter(isOurs).map((frame) => frame.data);
    };
    const [acknowledged, pushed] = [await waitFor(ravi), await waitFor(ownerTab)];
    expect(acknowledged).toHaveLength(texts.length);
    expect(pushed).toHaveLength(texts.length);

    // The reader: oldest first, numbered 1…20 with nothing skipped or doubled, and time rising with the number.
    const read = await ownerTab.request({ action: 'getUserMsgs', senderId: owner.user._id, receiverId: customer.user._id, businessId: business._id }, 'userMsgs');
    const stored = read.data.messages as { _id: string; seq: number; createdAt: string; text: string }[];
    expect(stored.map((message) => message.seq)).toEqual(texts.map((_, index) => index + 1));
    const times = stored.map((message) => message.createdAt);
    expect(times).toEqual([...new Set(times)].sort());
    expect(stored.map((message) => message.text).sort()).toEqual([...texts].sort());

    // What each side was sent carries the same numbers: placed by them, both lists are the stored one, whatever order they arrived in.
    const bySeq = (messages: { _id: string; seq: number }[]) => [...messages].sort((a, b) => a.seq - b.seq).map((message) => `${message.seq}:${message._id}`);
    expect(bySeq(pushed)).toEqual(bySeq(stored));
    expect(bySeq(acknowledged)).toEqual(bySeq(stored));
  });
});
