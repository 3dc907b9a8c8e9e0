/**
 * `npm run bench:chat [-- --conversations 200 --messages 20 --reconnect 0.1]`
 *
 * Ask under load on the local stack (started here, in memory, on loopback):
 * N conversations between N customers and N owners, each with its own
 * socket (2N sockets), every side sending M messages to the other, one after
 * its previous one is acknowledged. A share of the sockets drop midway, come
 * back after a pause, resend what was not acknowledged (same client id) and
 * fetch what they missed with getUserMsgs. At the end every conversation is
 * read back from the table. It prints messages sent, delivered, lost and
 * duplicated, and the fan-out latency (send to receipt on the other side's
 * socket) at p50/p95/p99.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { forEachConcurrently } from '../functions/lib/concurrency';
import { freePort } from '../scripts/local/ports';
import { SocketClient } from '../scripts/local/socket-client';
import { startLocalStack } from '../scripts/local/stack';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const TARGET_P95_MS = 50;
const RECONNECT_PAUSE_MS = 300;
const ACK_TIMEOUT_MS = 30_000;
const MAX_SEND_ATTEMPTS = 5;

const { values } = parseArgs({
  options: {
    conversations: { type: 'string', default: '200' },
    messages: { type: 'string', default: '20' },
    reconnect: { type: 'string', default: '0.1' },
  },
});
const count = (name: string, text: string | undefined, min: number, max: number) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
};
const options = {
  conversations: count('conversations', values.conversations, 1, 2000),
  messages: count('messages', values.messages, 1, 500),
  reconnect: Math.min(1, Math.max(0, Number(values.reconnect) || 0)),
};

interface Side {
  userId: string;
  token: string;
  client: SocketClient;
  /** Message ids this side has, from live frames or from getUserMsgs. */
  received: Set<string>;
  /** Live getMessage frames per id on this side's current socket (a repeat is a duplicate delivery). */
  liveDuplicates: number;
  lastCreatedAt?: string;
  reconnects: boolean;
}

const latencies: number[] = [];
const sentAt = new Map<string, number>();
let sent = 0;

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

function listen(side: Side, businessOwnerOf: () => string) {
  const liveSeen = new Set<string>();
  side.client.onFrame = (frame) => {
    if (frame.type === 'getMessage' && frame.data.senderId !== side.userId) {
      if (liveSeen.has(frame.data._id)) side.liveDuplicates++;
      liveSeen.add(frame.data._id);
      if (!side.received.has(frame.data._id)) {
        const started = sentAt.get(frame.data.clientId);
        if (started !== undefined) latencies.push(performance.now() - started);
      }
      side.received.add(frame.data._id);
      if (!side.lastCreatedAt || frame.data.createdAt > side.lastCreatedAt) side.lastCreatedAt = frame.data.createdAt;
    }
    if (frame.type === 'userMsgs') {
      for (const message of frame.data.messages) if (message.senderId !== side.userId) side.received.add(message._id);
    }
    if (frame.type === 'error') console.error(`error frame for ${businessOwnerOf()}: ${frame.message}`);
  };
}

async function main() {
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sbiz-bench-chat-'));
  console.log(`Starting the local stack on 127.0.0.1:${port} (in memory)…`);
  const stack = await startLocalStack({ port, dataDir, inMemory: true });
  try {
    const { createUser } = await import('../functions/data/entities/user');
    const { createBusiness } = await import('../functions/data/entities/business');
    const { signAccessToken } = await import('../functions/lib/tokens');
    const { listMessages } = await import('../functions/data/entities/chat-message');

    console.log(`Creating ${options.conversations} owners, businesses and customers…`);
    const pairs: { businessId: string; customer: Side; owner: Side; conversationId?: string }[] = [];
    await forEachConcurrently(
      Array.from({ length: options.conversations }, (_, index) => index),
      8,
      async (index) => {
        const person = async (role: string) => {
          const user = await createUser({ email: `${role}-${index}-${randomUUID().slice(0, 6)}@bench.local`, firstName: role, lastName: `${index}`, slug: `${role}-${index}-${randomUUID().slice(0, 6)}`, provider: 'password' });
          return { userId: user.userId, token: (await signAccessToken({ sub: user.userId, role: 'user' })).token };
        };
        const [owner, customer] = await Promise.all([person('owner'), person('customer')]);
        const business = await createBusiness({ name: `Bench Kirana ${index}`, cityName: 'Mumbai' } as Parameters<typeof createBusiness>[0], owner.userId);
        const side = (who: { userId: string; token: string }, reconnects: boolean) => ({ ...who, client: undefined as unknown as SocketClient, received: new Set<string>(), liveDuplicates: 0, reconnects });
        // A tenth of the sockets (both sides of a tenth of the conversations, alternating) drop midway.
        const dropping = index < Math.round(options.conversations * options.reconnect * 2);
        pairs.push({ businessId: business.businessId, customer: side(customer, dropping && index % 2 === 0), owner: side(owner, dropping && index % 2 === 1) });
      },
    );

    console.log(`Opening ${pairs.length * 2} sockets…`);
    await forEachConcurrently(pairs, 20, async (pair) => {
      for (const side of [pair.customer, pair.owner]) {
        side.client = await SocketClient.open(stack.url, side.token);
        listen(side, () => pair.businessId);
      }
    });

    /** Sends one message and waits for the server's acknowledgement (its stored copy, echoed). */
    async function sendOne(from: Side, to: Side, businessId: string, index: number, clientId = randomUUID()) {
      const frame = { action: 'sendMessage', senderId: from.userId, receiverId: to.userId, businessId, text: `message ${index} from ${from.userId.slice(0, 8)}`, clientId };
      if (!sentAt.has(clientId)) {
        sentAt.set(clientId, performance.now());
        sent++;
      }
      for (let attempts = 0; ; ) {
        const from0 = from.client.frames.length;
        from.client.send(frame);
        try {
          const ack = await from.client.next((answer) => (answer.type === 'getMessage' && answer.data.clientId === clientId) || answer.type === 'error', ACK_TIMEOUT_MS, from0);
          if (ack.type === 'error') throw new Error(ack.message);
          return ack.data.conversationId as string;
        } catch (error) {
          // No acknowledgement (the socket dropped, or the ack was lost): the same client id is sent again, as the web client does.
          if (++attempts >= MAX_SEND_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, RECONNECT_PAUSE_MS));
        }
      }
    }

    async function reconnect(side: Side, other: Side, businessId: string) {
      await side.client.close();
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_PAUSE_MS));
      side.client = await SocketClient.open(stack.url, side.token);
      listen(side, () => businessId);
      // What arrived while away: everything from the last message this side had.
      side.client.send({ action: 'getUserMsgs', senderId: side.userId, receiverId: other.userId, businessId, since: side.lastCreatedAt });
    }

    async function talk(from: Side, to: Side, businessId: string) {
      for (let index = 1; index <= options.messages; index++) {
        if (from.reconnects && index === Math.ceil(options.messages / 2)) await reconnect(from, to, businessId);
        await sendOne(from, to, businessId, index);
      }
    }

    console.log(`Talking: ${options.messages} messages each way in every conversation…`);
    const started = performance.now();
    await Promise.all(
      pairs.map(async (pair) => {
        // The customer's first message starts the conversation.
        pair.conversationId = await sendOne(pair.customer, pair.owner, pair.businessId, 0);
        await Promise.all([talk(pair.customer, pair.owner, pair.businessId), talk(pair.owner, pair.customer, pair.businessId)]);
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // Stragglers: let every side fetch once more what it may have missed (as a client does after a reconnect).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await forEachConcurrently(pairs, 20, async (pair) => {
      for (const [side, other] of [[pair.customer, pair.owner], [pair.owner, pair.customer]] as const) {
        const from = side.client.frames.length;
        // From the beginning (a catch-up), not the newest page: every message, however long the run.
        side.client.send({ action: 'getUserMsgs', senderId: side.userId, receiverId: other.userId, businessId: pair.businessId, since: '2000-01-01T00:00:00.000Z' });
        await side.client.next((frame) => frame.type === 'userMsgs', 10_000, from);
      }
    });

    let stored = 0;
    let storedDuplicates = 0;
    let delivered = 0;
    let lost = 0;
    await forEachConcurrently(pairs, 8, async (pair) => {
      const messages = await listMessages(pair.conversationId!, { limit: 10_000, since: '2000-01-01T00:00:00.000Z' });
      stored += messages.length;
      const clientIds = new Set(messages.map((message) => message.clientId));
      storedDuplicates += messages.length - clientIds.size;
      for (const message of messages) {
        const receiver = message.receiverId === pair.owner.userId ? pair.owner : pair.customer;
        if (receiver.received.has(message.messageId)) delivered++;
        else lost++;
      }
    });
    const expected = pairs.length * (1 + 2 * options.messages);
    const liveDuplicates = pairs.reduce((sum, pair) => sum + pair.customer.liveDuplicates + pair.owner.liveDuplicates, 0);
    lost += Math.max(0, expected - (stored - storedDuplicates));
    const sorted = [...latencies].sort((a, b) => a - b);
    const p = (n: number) => percentile(sorted, n).toFixed(1);

    console.log('');
    console.log(`conversations ${pairs.length}, sockets ${pairs.length * 2}, ${options.messages} messages each way, ${pairs.filter((pair) => pair.customer.reconnects || pair.owner.reconnects).length} sockets reconnected midway`);
    console.log(`sent ${sent}  stored ${stored}  delivered ${delivered}  lost ${lost}  duplicated ${storedDuplicates + liveDuplicates}`);
    console.log(`fan-out latency (ms, ${sorted.length} live deliveries): p50 ${p(50)}  p95 ${p(95)}  p99 ${p(99)}  (target p95 ≤ ${TARGET_P95_MS})`);
    console.log(`throughput ${(sent / seconds).toFixed(0)} messages/s over ${seconds.toFixed(1)} s`);
    await Promise.all(pairs.flatMap((pair) => [pair.customer.client.close(), pair.owner.client.close()]));
    if (lost || storedDuplicates || liveDuplicates) process.exitCode = 1;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
