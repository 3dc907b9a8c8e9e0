import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_BURST, FRAMES_TOO_FAST } from '../../functions/socket/frame-limit';
import { countUse } from '../../functions/data/entities/rate-limit';
import { MESSAGE_LIMIT, messageLimitKey } from '../../functions/socket/index';
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
});
