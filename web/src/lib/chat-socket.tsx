import type { ClientFrame, ServerFrame } from '@shared/schemas/chat';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from './session-context';

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

/**
 * One chat WebSocket per tab while signed in, shared by the header badge and
 * the messages screen; its connection (chat-connection.ts) loads once someone
 * is signed in, so a visitor's pages never carry it.
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
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./chat-connection').then(({ connectChat }) => {
      if (stopped) return;
      stop = connectChat(userId, {
        status: (next) => {
          setStatus(next);
          if (next === 'connected') setConnection((count) => count + 1);
        },
        opened: (socket) => (socketRef.current = socket),
        closed: (socket) => {
          if (socketRef.current === socket) socketRef.current = null;
        },
        frame: (frame) => {
          if (frame.type === 'unseenCount') setUnseenCount(frame.data.count);
          for (const listener of listeners.current) listener(frame);
        },
      });
    });
    return () => {
      stopped = true;
      stop?.();
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
