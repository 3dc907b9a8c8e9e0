import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startHarness, type Harness } from './harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api.stop());

function open(token?: string): Promise<{ socket?: WebSocket; status?: number }> {
  const url = `${api.url.replace('http', 'ws')}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode }));
    socket.once('error', () => resolve({}));
  });
}

const nextMessage = (socket: WebSocket) => new Promise<Record<string, unknown>>((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));

describe('the WebSocket API emulation', () => {
  it('refuses a connection without a valid token', async () => {
    expect((await open()).status).toBe(401);
    expect((await open('not-a-token')).status).toBe(401);
  });

  it('connects with a token, routes actions, and answers through the management API', async () => {
    const { tokens } = await api.signUp();
    const { socket } = await open(tokens.access.token);
    expect(socket).toBeDefined();
    const pong = nextMessage(socket!);
    socket!.send(JSON.stringify({ action: 'ping' }));
    expect(await pong).toMatchObject({ type: 'pong' });
    const complaint = nextMessage(socket!);
    socket!.send('not json');
    expect(await complaint).toEqual({ type: 'error', message: 'Unknown or malformed message' });
    socket!.close();
  });

  it('never lets a client call $disconnect or $connect: those actions go to $default like any unknown one', async () => {
    const { user, tokens } = await api.signUp();
    const { socket } = await open(tokens.access.token);
    for (const action of ['$disconnect', '$connect']) {
      const answer = nextMessage(socket!);
      socket!.send(JSON.stringify({ action }));
      expect(await answer).toMatchObject({ type: 'error', message: 'Unknown or malformed message' });
    }
    // The connection is still stored and still receives.
    const { sendToUser } = await import('../../functions/data/sockets');
    const received = nextMessage(socket!);
    expect(await sendToUser(user._id, { type: 'still-here' })).toBe(1);
    expect(await received).toEqual({ type: 'still-here' });
    socket!.close();
  });

  it('stores the connection, delivers to a user, and reports 410 once it is gone', async () => {
    const { user, tokens } = await api.signUp();
    const { socket } = await open(tokens.access.token);
    const { sendToUser, sendToConnection } = await import('../../functions/data/sockets');
    const { SocketConnectionEntity } = await import('../../functions/data/entities/socket-connection');
    const received = nextMessage(socket!);
    expect(await sendToUser(user._id, { type: 'hello' })).toBe(1);
    expect(await received).toEqual({ type: 'hello' });

    const { data } = await SocketConnectionEntity.query.byUser({ userId: user._id }).go();
    const connectionId = data[0]!.connectionId;
    const described = await fetch(`${api.url}/@connections/${encodeURIComponent(connectionId)}`);
    expect(described.status).toBe(200);
    expect(await described.json()).toMatchObject({ ConnectedAt: expect.any(String) });

    const closed = new Promise((resolve) => socket!.once('close', resolve));
    expect((await fetch(`${api.url}/@connections/${encodeURIComponent(connectionId)}`, { method: 'DELETE' })).status).toBe(204);
    await closed;
    expect(await sendToConnection(connectionId, { type: 'late' })).toBe(false);
    const after = await SocketConnectionEntity.query.byUser({ userId: user._id }).go();
    expect(after.data).toHaveLength(0);
  });
});
