import type { APIGatewayProxyResult, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { SocketConnectionEntity } from '../data/entities/socket-connection';
import { HttpError, UnauthorizedError } from '../lib/errors';
import { sendToConnection } from '../lib/sockets';
import { verifyAccessToken } from '../lib/tokens';

type SocketEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

const ok = (): APIGatewayProxyResult => ({ statusCode: 200, body: '' });

/** Messages the client may send; API Gateway routes on `action` ($default catches everything here). */
const ClientMessageSchema = z.discriminatedUnion('action', [z.object({ action: z.literal('ping') })]);

async function connect(event: SocketEvent) {
  // Browsers cannot set headers on a WebSocket, so the access token comes in the query string.
  const token = event.queryStringParameters?.token;
  if (!token) throw new UnauthorizedError();
  const caller = await verifyAccessToken(token);
  await SocketConnectionEntity.create({ connectionId: event.requestContext.connectionId, userId: caller.sub }).go();
  return ok();
}

async function disconnect(event: SocketEvent) {
  await SocketConnectionEntity.delete({ connectionId: event.requestContext.connectionId }).go();
  return ok();
}

async function message(event: SocketEvent) {
  const { connectionId } = event.requestContext;
  let parsed: z.infer<typeof ClientMessageSchema>;
  try {
    parsed = ClientMessageSchema.parse(JSON.parse(event.body ?? ''));
  } catch {
    await sendToConnection(connectionId, { type: 'error', message: 'Unknown or malformed message' });
    return ok();
  }
  if (parsed.action === 'ping') await sendToConnection(connectionId, { type: 'pong', at: new Date().toISOString() });
  return ok();
}

/** The WebSocket API's Lambda: $connect authenticates, $disconnect forgets, $default routes on `action`. */
export async function handler(event: SocketEvent): Promise<APIGatewayProxyResult> {
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
    console.error('Socket handler failed', error);
    return { statusCode: 500, body: '' };
  }
}
