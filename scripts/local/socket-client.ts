import { WebSocket } from 'ws';

type Frame = { type: string; data?: any; message?: string; action?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A small Node client of the chat WebSocket for tests and the benchmark: it
 * keeps every frame it receives, and waits for the next one matching a test.
 */
export class SocketClient {
  readonly frames: Frame[] = [];
  private waiters: Array<{ test: (frame: Frame) => boolean; resolve: (frame: Frame) => void; from: number }> = [];
  onFrame?: (frame: Frame) => void;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      this.frames.push(frame);
      this.onFrame?.(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
  }

  /** Opens a socket to `${baseUrl}/ws?token=…`; rejects with the HTTP status if the handshake is refused. */
  static open(baseUrl: string, token?: string): Promise<SocketClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new SocketClient(socket)));
      socket.once('unexpected-response', (_request, response) => reject(Object.assign(new Error(`refused ${response.statusCode}`), { status: response.statusCode })));
      socket.once('error', reject);
    });
  }

  send(frame: Record<string, unknown> | string) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame (received from now on, or already received since `fromIndex`) that passes the test. */
  next(test: (frame: Frame) => boolean, timeoutMs = 5000, fromIndex = this.frames.length): Promise<Frame> {
    const earlier = this.frames.slice(fromIndex).find(test);
    if (earlier) return Promise.resolve(earlier);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== done);
        reject(new Error(`no matching frame within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = (frame: Frame) => {
        clearTimeout(timer);
        resolve(frame);
      };
      this.waiters.push({ test, resolve: done, from: fromIndex });
    });
  }

  /** Sends a frame and waits for the first answer of `type` (or an error frame). */
  async request(frame: Record<string, unknown> | string, type: string, timeoutMs = 5000): Promise<Frame> {
    const from = this.frames.length;
    this.send(frame);
    return this.next((answer) => answer.type === type || answer.type === 'error', timeoutMs, from);
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
