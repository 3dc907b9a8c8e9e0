import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SocketConnectionEntity } from './entities/socket-connection';
import { env } from '../lib/config';
import { logger } from '../lib/observability';

let management: ApiGatewayManagementApiClient | undefined;

/** The management API of the WebSocket stage (API Gateway on AWS, the local gateway on a laptop). */
function managementClient(): ApiGatewayManagementApiClient {
  const endpoint = env().WEBSOCKET_ENDPOINT;
  if (!endpoint) throw new Error('WEBSOCKET_ENDPOINT is not set');
  management ??= new ApiGatewayManagementApiClient({
    endpoint,
    ...(endpoint.startsWith('http://') ? { region: process.env.AWS_REGION ?? 'ap-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return management;
}

/** A post that fails for another reason than 410 (a reset connection under load) is tried this many times. */
const MAX_POST_ATTEMPTS = 3;

const isGone = (error: unknown) => error instanceof GoneException || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410;

/**
 * Sends one message to one connection; a connection that has gone away is
 * forgotten. Other failures are retried, then reported as not delivered
 * (the message is stored, and clients fetch what they missed on reconnect),
 * so one bad connection never fails the others' fan-out.
 */
export async function sendToConnection(connectionId: string, message: unknown): Promise<boolean> {
  const data = JSON.stringify(message);
  for (let attempt = 1; ; attempt++) {
    try {
      await managementClient().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
      return true;
    } catch (error) {
      if (isGone(error)) {
        await SocketConnectionEntity.delete({ connectionId }).go();
        return false;
      }
      if (attempt >= MAX_POST_ATTEMPTS) {
        logger.warn('Could not post to a connection', { connectionId, error });
        return false;
      }
    }
  }
}

/** The ids of a user's open connections (several tabs or devices). */
export async function connectionsOf(userId: string): Promise<string[]> {
  const { data } = await SocketConnectionEntity.query.byUser({ userId }).go({ pages: 'all' });
  return data.map((connection) => connection.connectionId);
}

/** Sends one message to each of these connections; answers how many took it. */
export async function sendToConnections(connectionIds: readonly string[], message: unknown): Promise<number> {
  const delivered = await Promise.all(connectionIds.map((connectionId) => sendToConnection(connectionId, message)));
  return delivered.filter(Boolean).length;
}

/** Sends a message to every open connection of a user. */
export async function sendToUser(userId: string, message: unknown): Promise<number> {
  return sendToConnections(await connectionsOf(userId), message);
}
