import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';
import { lambdaContext } from './proxy-event';

type SocketHandler = (event: unknown, context: unknown) => Promise<APIGatewayProxyResult>;

interface OpenConnection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
}

/**
 * Emulates an API Gateway WebSocket API: $connect (which may refuse the
 * handshake), $disconnect, routing on the message's `action`, and the
 * management API's POST/GET/DELETE /@connections/{id}.
 */
export class SocketEmulator {
  private readonly server = new WebSocketServer({ noServer: true });
  private readonly connections = new Map<string, OpenConnection>();

  constructor(
    private readonly loadHandler: () => Promise<SocketHandler>,
    private readonly routeKeys: readonly string[] = ['$connect', '$disconnect', '$default'],
  ) {}

  /** `receivedAt`: when the frame arrived, which API Gateway gives as requestTimeEpoch (a frame may wait behind earlier ones). */
  private event(routeKey: string, connectionId: string, extra: Record<string, unknown> = {}, receivedAt = Date.now()) {
    const connection = this.connections.get(connectionId);
    return {
      requestContext: {
        routeKey,
        eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
        connectionId,
        domainName: 'localhost',
        stage: 'local',
        apiId: 'local',
        requestId: randomBytes(8).toString('hex'),
        connectedAt: connection?.connectedAt ?? Date.now(),
        requestTimeEpoch: receivedAt,
        messageDirection: 'IN',
        identity: { sourceIp: connection?.sourceIp ?? '127.0.0.1' },
      },
      isBase64Encoded: false,
      ...extra,
    };
  }

  /** Loaded once, as a warm Lambda container holds it: a dynamic import per frame costs a loader round trip. */
  private handler?: Promise<SocketHandler>;

  private async invoke(event: unknown) {
    const handler = await (this.handler ??= this.loadHandler());
    return handler(event, lambdaContext('socket'));
  }

  /** Runs $connect before accepting the upgrade, as API Gateway does; a non-2xx answer refuses it. */
  async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const connectionId = randomBytes(9).toString('base64url') + '=';
    const queryStringParameters = Object.fromEntries(url.searchParams);
    let result: APIGatewayProxyResult;
    try {
      result = await this.invoke(this.event('$connect', connectionId, { queryStringParameters, headers: request.headers }));
    } catch (error) {
      console.error('$connect failed', error);
      result = { statusCode: 500, body: '' };
    }
    if (result.statusCode < 200 || result.statusCode >= 300) {
      socket.write(`HTTP/1.1 ${result.statusCode} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
      return;
    }
    this.server.handleUpgrade(request, socket, head, (ws) => {
      const now = Date.now();
      this.connections.set(connectionId, {
        socket: ws,
        connectedAt: now,
        lastActiveAt: now,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      // One connection's frames run one after another, so its messages are stored in the order sent; $disconnect waits
      // for the frames before it. API Gateway calls the Lambda for each frame at once: there, a conversation's order is
      // the order its messages were stored in (their seq), which every reader and push carries (test/api/socket-limits.test.ts).
      let frames = Promise.resolve();
      ws.on('message', (data) => {
        const body = data.toString();
        const receivedAt = Date.now();
        frames = frames.then(() => this.onMessage(connectionId, body, receivedAt));
      });
      ws.on('close', () => {
        frames = frames.then(() => this.onClose(connectionId));
      });
    });
  }

  private async onMessage(connectionId: string, body: string, receivedAt: number) {
    const connection = this.connections.get(connectionId);
    if (connection) connection.lastActiveAt = Date.now();
    let action: unknown;
    try {
      action = (JSON.parse(body) as { action?: unknown }).action;
    } catch {
      action = undefined;
    }
    // Route keys starting with $ are API Gateway's own: a client naming one reaches $default, as on AWS.
    const routeKey = typeof action === 'string' && !action.startsWith('$') && this.routeKeys.includes(action) ? action : '$default';
    try {
      await this.invoke(this.event(routeKey, connectionId, { body }, receivedAt));
    } catch (error) {
      console.error(`${routeKey} failed`, error);
    }
  }

  private async onClose(connectionId: string) {
    try {
      await this.invoke(this.event('$disconnect', connectionId));
    } catch (error) {
      console.error('$disconnect failed', error);
    } finally {
      this.connections.delete(connectionId);
    }
  }

  /** The management API: POST sends, GET describes, DELETE closes; unknown ids are 410 Gone. */
  async handleManagement(request: IncomingMessage, response: ServerResponse, connectionId: string, body: Buffer) {
    const connection = this.connections.get(connectionId);
    if (!connection || connection.socket.readyState !== WebSocket.OPEN) {
      response.writeHead(410, { 'Content-Type': 'application/json', 'x-amzn-ErrorType': 'GoneException' });
      response.end(JSON.stringify({ message: 'GoneException' }));
      return;
    }
    switch (request.method) {
      case 'POST':
        connection.socket.send(body.toString('utf8'));
        response.writeHead(200).end();
        return;
      case 'GET':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({
            ConnectedAt: new Date(connection.connectedAt).toISOString(),
            LastActiveAt: new Date(connection.lastActiveAt).toISOString(),
            Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
          }),
        );
        return;
      case 'DELETE':
        connection.socket.close(1000);
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(405).end();
    }
  }

  async close() {
    for (const { socket } of this.connections.values()) socket.terminate();
    this.server.close();
  }
}
