import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SocketConnectionEntity } from '../data/entities/socket-connection';
import { env } from './config';

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

/** Sends one message to one connection; a connection that has gone away is forgotten. */
export async function sendToConnection(connectionId: string, message: unknown): Promise<boolean> {
  try {
    await managementClient().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
    return true;
  } catch (error) {
    if (error instanceof GoneException || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410) {
      await SocketConnectionEntity.delete({ connectionId }).go();
      return false;
    }
    throw error;
  }
}

/** Sends a message to every open connection of a user (several tabs or devices). */
export async function sendToUser(userId: string, message: unknown): Promise<number> {
  const { data } = await SocketConnectionEntity.query.byUser({ userId }).go({ pages: 'all' });
  const delivered = await Promise.all(data.map((connection) => sendToConnection(connection.connectionId, message)));
  return delivered.filter(Boolean).length;
}
