import type { ClientFrame, ServerFrame } from '@shared/schemas/chat';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiRoute } from './api-route';
import { loadEnv } from '../config/env';
import { useSession } from './session-context';
import { sessionStore } from './session';

/** The real-time service's state (spec 2 §4): connecting, then connected, disconnected or error. */
export type ChatConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'error';

type Listener = (frame: ServerFrame) => void;

export interface ChatSocketState {
  status: ChatConnectionStatus;
  /** Unread messages over all the user's conversations, kept live by the server. */
  unseenCount: number;
  /** Sends a frame when connected; answers false when it could not be sent now. */
  send: (frame: ClientFrame) => boolean;
  /** Every frame the server sends; returns the unsubscribe. */
  subscribe: (listener: Listener) => () => void;
  /** Goes up by one on every (re)connection, so screens fetch what they missed. */
  connection: number;
}

const ChatSocketContext = createContext<ChatSocketState | null>(null);

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;
/** Jittered exponential backoff, so a server restart is not met by every tab at once. */
const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.75 + Math.random() * 0.5);

/**
 * One chat WebSocket per tab while signed in, shared by the header badge and
 * the messages screen. It reconnects with backoff and asks for the unread
 * count on every connection.
 */
export function ChatSocketProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const userId = user?._id;
  const [status, setStatus] = useState<ChatConnectionStatus>('disconnected');
  const [unseenCount, setUnseenCount] = useState(0);
  const [connection, setConnection] = useState(0);
  const socketRef = useRef<WebSocket | null>(null);
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    let attempt = 0;
    let timer: number | undefined;

    const scheduleRetry = () => {
      if (stopped) return;
      timer = window.setTimeout(() => void open(), retryDelay(attempt++));
    };

    async function open() {
      if (stopped) return;
      setStatus('connecting');
      const { websocketUrl } = await loadEnv();
      // An expired access token is refused at the handshake: a quick authenticated call refreshes it first.
      if (attempt > 0) await apiRoute('GET /auth/me', {}).catch(() => undefined);
      const token = sessionStore.get()?.tokens.access.token;
      if (!token || stopped) return;
      const socket = new WebSocket(`${websocketUrl}${websocketUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
      socketRef.current = socket;
      let opened = false;
      socket.onopen = () => {
        opened = true;
        attempt = 0;
        setStatus('connected');
        setConnection((count) => count + 1);
        socket.send(JSON.stringify({ action: 'getUnseenCount', userId } satisfies ClientFrame));
      };
      socket.onmessage = (event) => {
        let frame: ServerFrame;
        try {
          frame = JSON.parse(String(event.data)) as ServerFrame;
        } catch {
          return;
        }
        if (frame.type === 'unseenCount') setUnseenCount(frame.data.count);
        for (const listener of listeners.current) listener(frame);
      };
      socket.onerror = () => {
        if (!opened) setStatus('error');
      };
      socket.onclose = () => {
        if (socketRef.current === socket) socketRef.current = null;
        if (stopped) return;
        setStatus(opened ? 'disconnected' : 'error');
        scheduleRetry();
      };
    }

    void open();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      socketRef.current?.close();
      socketRef.current = null;
      setStatus('disconnected');
      setUnseenCount(0);
    };
  }, [userId]);

  // Stable across renders, so screens can depend on them without re-subscribing.
  const send = useCallback((frame: ClientFrame) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }, []);
  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const value = useMemo<ChatSocketState>(() => ({ status, unseenCount, connection, send, subscribe }), [status, unseenCount, connection, send, subscribe]);
  return <ChatSocketContext value={value}>{children}</ChatSocketContext>;
}

/** The tab's chat connection: its status, the unread count, send and subscribe. */
export function useChatSocket(): ChatSocketState {
  const context = use(ChatSocketContext);
  if (!context) throw new Error('useChatSocket must be used inside <ChatSocketProvider>');
  return context;
}
