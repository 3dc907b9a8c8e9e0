import type { ClientFrame, ServerFrame } from '@shared/schemas/chat';
import { apiRoute } from './api-route';
import { loadEnv } from '../config/env';
import { sessionStore } from './session';
import type { ChatConnectionStatus } from './chat-socket';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;
/** Jittered exponential backoff, so a server restart is not met by every tab at once. */
const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.75 + Math.random() * 0.5);

export interface ChatConnectionEvents {
  status: (status: ChatConnectionStatus) => void;
  /** A socket opened: the tab's current one until it closes. */
  opened: (socket: WebSocket) => void;
  closed: (socket: WebSocket) => void;
  frame: (frame: ServerFrame) => void;
}

/**
 * The signed-in user's chat WebSocket (loaded by chat-socket.tsx once someone
 * signs in: a visitor's pages never load it). It reconnects with backoff and
 * asks for the unread count on every connection; the returned function stops it.
 */
export function connectChat(userId: string, on: ChatConnectionEvents): () => void {
  let stopped = false;
  let attempt = 0;
  let timer: number | undefined;
  let current: WebSocket | undefined;

  const scheduleRetry = () => {
    if (stopped) return;
    timer = window.setTimeout(() => void open(), retryDelay(attempt++));
  };

  async function open() {
    if (stopped) return;
    on.status('connecting');
    const { websocketUrl } = await loadEnv();
    // An expired access token is refused at the handshake: a quick authenticated call refreshes it first.
    if (attempt > 0) await apiRoute('GET /auth/me', {}).catch(() => undefined);
    const token = sessionStore.get()?.tokens.access.token;
    if (!token || stopped) return;
    const socket = new WebSocket(`${websocketUrl}${websocketUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
    current = socket;
    on.opened(socket);
    let opened = false;
    socket.onopen = () => {
      opened = true;
      attempt = 0;
      on.status('connected');
      socket.send(JSON.stringify({ action: 'getUnseenCount', userId } satisfies ClientFrame));
    };
    socket.onmessage = (event) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      on.frame(frame);
    };
    socket.onerror = () => {
      if (!opened) on.status('error');
    };
    socket.onclose = () => {
      on.closed(socket);
      if (current === socket) current = undefined;
      if (stopped) return;
      on.status(opened ? 'disconnected' : 'error');
      scheduleRetry();
    };
  }

  void open();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    current?.close();
  };
}
