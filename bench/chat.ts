/**
 * `npm run bench:chat [-- --conversations 200 --messages 20 --reconnect 0.1 --pace 10000 --warmup 400]`
 *
 * Ask under load on the local stack (started here, in memory, on loopback):
 * N conversations between N customers and N owners, each with its own
 * socket (2N sockets), every side sending M messages to the other, each one
 * after its previous one is acknowledged and a think time of half to one
 * and a half times --pace milliseconds: people type. With --pace 0 the sides
 * send flat out, which measures queueing at the store's throughput rather
 * than fan-out. Uncounted warm-up messages go first, so that DynamoDB Local's
 * JVM has compiled its hot paths as a long-running table has: cold, its
 * requests take about three times as long. A share of the sockets drop
 * midway, come back after a pause, resend what was not acknowledged (same client id) and
 * fetch what they missed with getUserMsgs. At the end every conversation is
 * read back from the table. It prints messages sent, delivered, lost and
 * duplicated, and the fan-out latency (send to receipt on the other side's
 * socket) at p50/p95/p99.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { forEachConcurrently } from '../functions/lib/concurrency';
import { freePort } from '../scripts/local/ports';
import { SocketClient } from '../scripts/local/socket-client';
import { startLocalStack } from '../scripts/local/stack';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const TARGET_P95_MS = 50;
const RECONNECT_PAUSE_MS = 300;
/** Warm-up conversations (their messages are split among them). */
const WARMUP_CONVERSATIONS = 10;
const ACK_TIMEOUT_MS = 30_000;
const MAX_SEND_ATTEMPTS = 5;

const { values } = parseArgs({
  options: {
    conversations: { type: 'string', default: '200' },
    messages: { type: 'string', default: '20' },
    reconnect: { type: 'string', default: '0.1' },
    pace: { type: 'string', default: '10000' },
    warmup: { type: 'string', default: '400' },
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
  paceMs: count('pace', values.pace, 0, 600_000),
  warmupMessages: count('warmup', values.warmup, 0, 100_000),
};
/** A think time around the pace (half to one and a half times it), so the sides drift apart as people do. */
const thinkTime = () => (options.paceMs ? new Promise((resolve) => setTimeout(resolve, options.paceMs * (0.5 + Math.random()))) : Promise.resolve());

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

    type Pair = { businessId: string; customer: Side; owner: Side; conversationId?: string };
    /** Owners, their businesses and customers; `reconnectShare` of the conversations have one side drop midway. */
    async function createPairs(total: number, reconnectShare: number, label: string): Promise<Pair[]> {
      const created: Pair[] = [];
      await forEachConcurrently(
        Array.from({ length: total }, (_, index) => index),
        8,
        async (index) => {
          const person = async (role: string) => {
            const user = await createUser({
              email: `${role}-${label}${index}-${randomUUID().slice(0, 6)}@bench.local`,
              firstName: role,
              lastName: `${index}`,
              slug: `${role}-${label}${index}-${randomUUID().slice(0, 6)}`,
              provider: 'password',
            });
            return { userId: user.userId, token: (await signAccessToken({ sub: user.userId, role: 'user' })).token };
          };
          const [owner, customer] = await Promise.all([person('owner'), person('customer')]);
          const business = await createBusiness({ name: `Bench Kirana ${label}${index}`, cityName: 'Mumbai' }, owner.userId);
          const side = (who: { userId: string; token: string }, reconnects: boolean) => ({
            ...who,
            client: undefined as unknown as SocketClient,
            received: new Set<string>(),
            liveDuplicates: 0,
            reconnects,
          });
          // A tenth of the sockets (both sides of a tenth of the conversations, alternating) drop midway.
          const dropping = index < Math.round(total * reconnectShare * 2);
          created.push({ businessId: business.businessId, customer: side(customer, dropping && index % 2 === 0), owner: side(owner, dropping && index % 2 === 1) });
        },
      );
      return created;
    }

    console.log(`Creating ${options.conversations} owners, businesses and customers…`);
    const pairs = await createPairs(options.conversations, options.reconnect, '');
    const warmupPairs = options.warmupMessages ? await createPairs(WARMUP_CONVERSATIONS, 0, 'warmup-') : [];

    console.log(`Opening ${(warmupPairs.length + pairs.length) * 2} sockets…`);
    await forEachConcurrently([...warmupPairs, ...pairs], 20, async (pair) => {
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
      for (let attempts = 0; ;) {
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

    async function talk(from: Side, to: Side, businessId: string, messages: number, paced: boolean) {
      for (let index = 1; index <= messages; index++) {
        if (paced) await thinkTime();
        if (from.reconnects && index === Math.ceil(messages / 2)) await reconnect(from, to, businessId);
        await sendOne(from, to, businessId, index);
      }
    }

    /** Every pair talks at once: the customer's first message starts each conversation, then both sides write. */
    async function converse(talking: Pair[], messages: number, paced: boolean) {
      await Promise.all(
        talking.map(async (pair) => {
          if (paced) await thinkTime();
          pair.conversationId = await sendOne(pair.customer, pair.owner, pair.businessId, 0);
          await Promise.all([talk(pair.customer, pair.owner, pair.businessId, messages, paced), talk(pair.owner, pair.customer, pair.businessId, messages, paced)]);
        }),
      );
    }

    if (warmupPairs.length) {
      console.log(`Warming up: ${options.warmupMessages} messages, not counted…`);
      await converse(warmupPairs, Math.max(1, Math.round(options.warmupMessages / warmupPairs.length / 2)), false);
      latencies.length = 0;
      sentAt.clear();
      sent = 0;
    }

    console.log(`Talking: ${options.messages} messages each way in every conversation${options.paceMs ? `, about ${options.paceMs} ms apart` : ''}…`);
    const started = performance.now();
    // Clients, gateway, handlers and stream poller share this process: its own stalls are part of every figure, so they are printed too.
    const loopDelay = monitorEventLoopDelay({ resolution: 2 });
    loopDelay.enable();
    await converse(pairs, options.messages, true);
    const seconds = (performance.now() - started) / 1000;
    loopDelay.disable();

    // Stragglers: let every side fetch once more what it may have missed (as a client does after a reconnect).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await forEachConcurrently(pairs, 20, async (pair) => {
      for (const [side, other] of [
        [pair.customer, pair.owner],
        [pair.owner, pair.customer],
      ] as const) {
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
    console.log(
      `conversations ${pairs.length}, sockets ${pairs.length * 2}, ${options.messages} messages each way${options.paceMs ? ` about ${options.paceMs} ms apart` : ' flat out'}, ${pairs.filter((pair) => pair.customer.reconnects || pair.owner.reconnects).length} sockets reconnected midway`,
    );
    console.log(`sent ${sent}  stored ${stored}  delivered ${delivered}  lost ${lost}  duplicated ${storedDuplicates + liveDuplicates}`);
    console.log(`fan-out latency (ms, ${sorted.length} live deliveries): p50 ${p(50)}  p95 ${p(95)}  p99 ${p(99)}  (target p95 ≤ ${TARGET_P95_MS})`);
    console.log(`throughput ${(sent / seconds).toFixed(0)} messages/s over ${seconds.toFixed(1)} s`);
    const delayMs = (p: number) => (loopDelay.percentile(p) / 1e6).toFixed(1);
    console.log(`this process's event-loop delay (ms): p50 ${delayMs(50)}  p95 ${delayMs(95)}  p99 ${delayMs(99)}`);
    await Promise.all([...warmupPairs, ...pairs].flatMap((pair) => [pair.customer.client.close(), pair.owner.client.close()]));
    if (lost || storedDuplicates || liveDuplicates) process.exitCode = 1;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
