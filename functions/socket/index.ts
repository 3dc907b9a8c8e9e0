import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { APIGatewayProxyResult, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { SocketConnectionEntity } from '../data/entities/socket-connection';
import { isSessionOpen } from '../data/entities/session';
import { listRecentConversations } from '../data/entities/conversation';
import { HttpError, UnauthorizedError } from '../lib/errors';
import { connectionsOf, sendToConnection, sendToConnections, sendToUser } from '../data/sockets';
import { verifyAccessToken } from '../lib/tokens';
import { isVisible, toChatMessage, toConversationRows } from '../data/chat/contexts';
import { assertSelf, markSeen, readMessagePage, readMessagesSince, resolveConversation, storeMessage, unseenTotal } from '../data/chat/conversations';
import { ClientFrameSchema, MAX_FRAME_BYTES, type ClientFrame, type ServerFrame } from '../../shared/schemas/chat';
import { firstIssueMessage } from '../lib/validation';
import { takeUse } from '../lib/rate-limit';
import { admitFrame, FRAMES_TOO_FAST, forgetConnection } from './frame-limit';
import { logger, metrics, MetricUnit, tracingMiddlewares } from '../lib/observability';
import { msg } from '../../shared/i18n/catalog';

type SocketEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

const ok = (): APIGatewayProxyResult => ({ statusCode: 200, body: '' });
/** How many conversations the list holds (the newest). */
const CONVERSATION_LIST_LIMIT = 100;
/** Messages one user may send a minute, over all their tabs: one a second, faster than anyone types. */
export const MESSAGE_LIMIT = { action: 'chatMessage', max: 60, windowSeconds: 60 };
export const messageLimitKey = (userId: string) => `user:${userId}`;

async function connect(event: SocketEvent) {
  // Browsers cannot set headers on a WebSocket, so the access token comes in the query string.
  const token = event.queryStringParameters?.token;
  if (!token) throw new UnauthorizedError();
  const caller = await verifyAccessToken(token);
  if (caller.sid && !(await isSessionOpen(caller.sid, caller.sub))) throw new UnauthorizedError(msg('Session expired. Please login again.'));
  await SocketConnectionEntity.create({ connectionId: event.requestContext.connectionId, userId: caller.sub }).go();
  return ok();
}

async function disconnect(event: SocketEvent) {
  connectionOwners.delete(event.requestContext.connectionId);
  forgetConnection(event.requestContext.connectionId);
  await SocketConnectionEntity.delete({ connectionId: event.requestContext.connectionId }).go();
  return ok();
}

/** Connection → user, remembered per container: a connection never changes hands. */
const connectionOwners = new Map<string, string>();
const MAX_REMEMBERED_CONNECTIONS = 10_000;

/** Who holds this connection: the user whose token opened it. */
async function connectionOwner(connectionId: string): Promise<string> {
  const known = connectionOwners.get(connectionId);
  if (known) return known;
  const { data } = await SocketConnectionEntity.get({ connectionId }).go();
  if (!data) throw new UnauthorizedError('This connection is not signed in; reconnect');
  if (connectionOwners.size >= MAX_REMEMBERED_CONNECTIONS) connectionOwners.clear();
  connectionOwners.set(connectionId, data.userId);
  return data.userId;
}

const reply = (connectionId: string, frame: ServerFrame) => sendToConnection(connectionId, frame);
const tell = (userId: string, frame: ServerFrame) => sendToUser(userId, frame);

async function isOnline(userId: string) {
  const { data } = await SocketConnectionEntity.query.byUser({ userId }).go({ limit: 1 });
  return data.length > 0;
}

/** One client frame, from the signed-in caller. The token decides who is speaking; payload ids must match it. */
async function dispatch(connectionId: string, callerId: string, frame: ClientFrame) {
  switch (frame.action) {
    case 'ping':
      return reply(connectionId, { type: 'pong', data: { at: new Date().toISOString() } });
    case 'getAllConversations': {
      assertSelf(callerId, frame.userId);
      const members = (await listRecentConversations(callerId, CONVERSATION_LIST_LIMIT)).filter(isVisible);
      return reply(connectionId, { type: 'allConversations', data: { conversations: await toConversationRows(members) } });
    }
    case 'getUnseenCount':
      assertSelf(callerId, frame.userId);
      return reply(connectionId, { type: 'unseenCount', data: { count: await unseenTotal(callerId) } });
    case 'addUser': {
      assertSelf(callerId, frame.userId);
      const others = frame.otherUserId ? [frame.otherUserId] : [];
      const users = await Promise.all(others.map(async (userId) => ({ userId, online: await isOnline(userId) })));
      return reply(connectionId, { type: 'getUsers', data: { users: [{ userId: callerId, online: true }, ...users] } });
    }
    case 'joinRoom': {
      assertSelf(callerId, frame.userId);
      await resolveConversation(callerId, frame.otherUserId, frame.businessId);
      const users = [
        { userId: callerId, online: true },
        { userId: frame.otherUserId, online: await isOnline(frame.otherUserId) },
      ];
      return reply(connectionId, { type: 'getUsers', data: { users } });
    }
    case 'getUserMsgs': {
      assertSelf(callerId, frame.senderId);
      const { conversationId, conversation } = await resolveConversation(callerId, frame.receiverId, frame.businessId);
      if (!conversation) return reply(connectionId, { type: 'userMsgs', data: { conversationId, messages: [], olderCursor: null } });
      // A catch-up from `since`, or the newest page with the cursor to older ones (GET /chat/olderMessages).
      if (frame.since) {
        const missed = await readMessagesSince(callerId, conversationId, frame.since);
        return reply(connectionId, { type: 'userMsgs', data: { conversationId, messages: missed.map(toChatMessage) } });
      }
      const page = await readMessagePage(callerId, conversationId);
      return reply(connectionId, { type: 'userMsgs', data: { conversationId, messages: page.messages.map(toChatMessage), olderCursor: page.olderCursor } });
    }
    case 'sendMessage': {
      // The receiver's connections are looked up while the message is stored (a refused send just drops the
      // lookup), so telling them waits for one round trip to the table instead of two.
      await takeUse(MESSAGE_LIMIT, messageLimitKey(callerId), 'messages');
      const receiverConnections = connectionsOf(frame.receiverId);
      receiverConnections.catch(() => undefined);
      const { message, duplicate } = await storeMessage(callerId, frame);
      const frameOut: ServerFrame = { type: 'getMessage', data: toChatMessage(message) };
      // Stored first, then told: the receiver's tabs and the sending tab (which takes it as its acknowledgement)…
      if (duplicate) return reply(connectionId, frameOut);
      await sendToConnections([...(await receiverConnections), connectionId], frameOut);
      // …then the sender's other tabs, off the receiver's critical path.
      const otherTabs = (await connectionsOf(callerId)).filter((id) => id !== connectionId);
      await sendToConnections(otherTabs, frameOut);
      return;
    }
    case 'markMessagesAsSeen': {
      assertSelf(callerId, frame.userId);
      const { otherUserId, seenAt } = await markSeen(callerId, frame.conversationId);
      const seen: ServerFrame = { type: 'messagesSeen', data: { conversationId: frame.conversationId, userId: callerId, seenAt } };
      await Promise.all([tell(otherUserId, seen), tell(callerId, seen), unseenTotal(callerId).then((count) => tell(callerId, { type: 'unseenCount', data: { count } }))]);
      return;
    }
  }
}

/** Parses a frame: too large, not JSON, an unknown action or bad fields each get a clear message. */
function parseFrame(body: string | undefined): { frame?: ClientFrame; problem?: string; action?: string } {
  if (!body) return { problem: 'Empty message' };
  if (Buffer.byteLength(body, 'utf8') > MAX_FRAME_BYTES) return { problem: 'Message too large' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { problem: 'Unknown or malformed message' };
  }
  const action = typeof (json as { action?: unknown })?.action === 'string' ? String((json as { action: string }).action).slice(0, 40) : undefined;
  const parsed = ClientFrameSchema.safeParse(json);
  if (parsed.success) return { frame: parsed.data };
  const unknownAction = parsed.error.issues.some((issue) => issue.code === 'invalid_union' && issue.path.join('.') === 'action');
  return { problem: unknownAction || !action ? 'Unknown or malformed message' : firstIssueMessage(parsed.error, 'message'), action };
}

async function message(event: SocketEvent) {
  const { connectionId, requestTimeEpoch } = event.requestContext;
  // A flood is refused before anything is parsed or read, counted by when its frames arrived, in this container and over all.
  const allowance = await admitFrame(connectionId, requestTimeEpoch || Date.now());
  if (allowance === 'drop') return ok();
  if (allowance === 'refuse') {
    await reply(connectionId, { type: 'error', message: FRAMES_TOO_FAST });
    return ok();
  }
  const { frame, problem, action } = parseFrame(event.body);
  try {
    if (!frame) throw new HttpError(400, problem ?? 'Unknown or malformed message');
    await dispatch(connectionId, await connectionOwner(connectionId), frame);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await reply(connectionId, { type: 'error', message: error.message, ...(frame?.action || action ? { action: frame?.action ?? action } : {}) });
  }
  return ok();
}

/** The WebSocket API's Lambda: $connect authenticates, $disconnect forgets, $default routes on `action`. */
async function handleSocketEvent(event: SocketEvent): Promise<APIGatewayProxyResult> {
  // Each frame is its own correlation: the gateway's id for it, in every log line and in the pushes it causes.
  logger.setCorrelationId(event.requestContext.requestId);
  logger.appendKeys({ route: `socket ${event.requestContext.routeKey}` });
  // One route dimension per frame: the container (and the local stack) reuses the instance.
  metrics.clearDimensions();
  metrics.addDimension('route', `socket ${event.requestContext.routeKey}`);
  const started = performance.now();
  try {
    switch (event.requestContext.routeKey) {
      case '$connect':
        return await connect(event);
      case '$disconnect':
        return await disconnect(event);
      default:
        return await message(event);
    }
  } catch (error) {
    if (error instanceof HttpError) return { statusCode: error.statusCode, body: JSON.stringify(error.toJSON()) };
    logger.error('Socket handler failed', error instanceof Error ? error : String(error));
    if (event.requestContext.routeKey !== '$connect' && event.requestContext.routeKey !== '$disconnect') {
      await sendToConnection(event.requestContext.connectionId, { type: 'error', message: 'Something went wrong; please try again' }).catch(() => undefined);
    }
    return { statusCode: 500, body: '' };
  } finally {
    metrics.addMetric('latency', MetricUnit.Milliseconds, performance.now() - started);
  }
}

export const handler = middy<SocketEvent, APIGatewayProxyResult, Error, Context>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(tracingMiddlewares)
  .use(logMetrics(metrics))
  .handler(handleSocketEvent);
