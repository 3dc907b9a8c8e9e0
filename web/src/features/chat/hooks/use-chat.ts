import type { ChatBusinessContext, ChatConversation, ChatMessage, ChatUserContext, ClientFrame, ServerFrame } from '@shared/schemas/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { translate } from '../../../i18n';
import { localizeMessage } from '../../../lib/message-text';
import { useChatSocket } from '../../../lib/chat-socket';
import { getOlderMessages } from '../api/older-messages';
import { Outbox } from './outbox';

/** The conversation on screen; `conversationId` is unknown until a new chat's first message is stored. */
export interface OpenChat {
  conversationId?: string;
  otherUserId: string;
  businessId: string;
  cityName: string;
  isOwner: boolean;
  userContext: ChatUserContext;
  businessContext: ChatBusinessContext;
  otherReadAt?: string;
  productId?: string;
}

/** A message on screen: stored ones have the server's id; `pending` ones wait for their acknowledgement. */
export type UiMessage = ChatMessage & { pending?: boolean };

type SendFrame = Extract<ClientFrame, { action: 'sendMessage' }>;

/**
 * The conversation's order: stored messages by their number (the server's
 * `seq`), whatever order they arrived in (on AWS each is pushed by its own
 * Lambda), and by time where one has none (from before the numbers; the
 * server stamps times in number order, so the two agree); pending ones after
 * every stored one, as they will be stored after them.
 */
export function conversationOrder(a: UiMessage, b: UiMessage): number {
  return (
    Number(Boolean(a.pending)) - Number(Boolean(b.pending)) || (a.seq !== undefined && b.seq !== undefined ? a.seq - b.seq : 0) || a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id)
  );
}

/** Adds arriving messages in the conversation's order: a stored copy replaces its pending one (same client id), and an id is never shown twice. */
export function mergeMessages(current: UiMessage[], arriving: UiMessage[]): UiMessage[] {
  const arrivingIds = new Set(arriving.map((message) => message._id));
  const arrivingClientIds = new Set(arriving.map((message) => message.clientId).filter(Boolean));
  const kept = current.filter((message) => !arrivingIds.has(message._id) && !(message.pending && arrivingClientIds.has(message.clientId)));
  return [...kept, ...arriving].sort(conversationOrder);
}

const belongsTo = (chat: OpenChat | null, message: Pick<ChatMessage, 'conversationId' | 'businessId' | 'senderId' | 'receiverId'>) =>
  Boolean(
    chat &&
    (chat.conversationId
      ? message.conversationId === chat.conversationId
      : message.businessId === chat.businessId && (message.senderId === chat.otherUserId || message.receiverId === chat.otherUserId)),
  );

/**
 * The messages screen's live state over the tab's chat socket: the
 * conversation list, the open chat and its messages. Unacknowledged messages
 * are sent again after a reconnect (the server drops repeats by client id),
 * and what arrived meanwhile is fetched, so nothing is lost or doubled.
 */
export function useChat(userId: string) {
  const socket = useChatSocket();
  const { send, subscribe, connection } = socket;
  const [conversations, setConversations] = useState<ChatConversation[]>([]);
  const [listLoaded, setListLoaded] = useState(false);
  const [chat, setChat] = useState<OpenChat | null>(null);
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [problem, setProblem] = useState<string>();
  /** Where the older messages of the open chat start: null when there are none, undefined until known. */
  const [olderCursor, setOlderCursor] = useState<string | null>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const chatRef = useRef(chat);
  const messagesRef = useRef(messages);
  const outbox = useRef(new Outbox<SendFrame>());
  chatRef.current = chat;
  messagesRef.current = messages;

  /** Sends what the outbox says goes now; one that cannot go now goes on the next connection. */
  const sendFromOutbox = useCallback(
    (frame: SendFrame | undefined) => {
      if (frame && !send(frame)) outbox.current.notSent();
    },
    [send],
  );

  const markSeen = useCallback(
    (conversationId: string | undefined) => {
      if (!conversationId) return;
      send({ action: 'markMessagesAsSeen', conversationId, userId });
      setConversations((rows) => rows.map((row) => (row._id === conversationId ? { ...row, unseenMessages: 0 } : row)));
    },
    [send, userId],
  );

  const fetchMissed = useCallback(() => {
    const open = chatRef.current;
    if (!open?.conversationId && !messagesRef.current.length) return;
    const stored = messagesRef.current.filter((message) => !message.pending);
    send({ action: 'getUserMsgs', senderId: userId, receiverId: open!.otherUserId, businessId: open!.businessId, since: stored.at(-1)?.createdAt });
  }, [send, userId]);

  useEffect(
    () =>
      subscribe((frame: ServerFrame) => {
        switch (frame.type) {
          case 'allConversations':
            setConversations(frame.data.conversations);
            setListLoaded(true);
            return;
          case 'getMessage': {
            const message = frame.data;
            if (message.clientId) sendFromOutbox(outbox.current.stored(message.clientId));
            const open = chatRef.current;
            const mine = message.senderId === userId;
            if (belongsTo(open, message)) {
              if (!open!.conversationId) setChat({ ...open!, conversationId: message.conversationId });
              setMessages((current) => mergeMessages(current, [message]));
              if (!mine && document.visibilityState === 'visible') markSeen(message.conversationId);
            }
            setConversations((rows) => {
              const row = rows.find((candidate) => candidate._id === message.conversationId);
              if (!row) {
                send({ action: 'getAllConversations', userId });
                return rows;
              }
              const seenNow = belongsTo(open, message) || mine;
              // An earlier message pushed after a later one does not become the row's last.
              const latest = !row.lastMessage || message.createdAt >= row.lastMessage.timeNow;
              const updated: ChatConversation = {
                ...row,
                lastMessage: latest ? { text: message.text, timeNow: message.createdAt, senderId: message.senderId, hasAttachment: Boolean(message.imgUrl) } : row.lastMessage,
                unseenMessages: seenNow ? row.unseenMessages : row.unseenMessages + 1,
              };
              return [updated, ...rows.filter((candidate) => candidate !== row)];
            });
            return;
          }
          case 'userMsgs':
            if (chatRef.current && (chatRef.current.conversationId ?? frame.data.conversationId) === frame.data.conversationId) {
              setMessages((current) => mergeMessages(current, frame.data.messages));
              // Only the newest page carries it; a catch-up from `since` leaves it as it was.
              if (frame.data.olderCursor !== undefined) setOlderCursor(frame.data.olderCursor);
            }
            return;
          case 'messagesSeen': {
            const { conversationId, userId: reader, seenAt } = frame.data;
            if (reader !== userId && chatRef.current?.conversationId === conversationId) setChat((open) => (open ? { ...open, otherReadAt: seenAt } : open));
            if (reader === userId) setConversations((rows) => rows.map((row) => (row._id === conversationId ? { ...row, unseenMessages: 0 } : row)));
            return;
          }
          case 'error':
            if (frame.action === 'sendMessage') sendFromOutbox(outbox.current.refuse());
            setProblem(localizeMessage(frame.message));
            return;
          // The tab's socket (web/src/lib/chat-socket.tsx) keeps the unread count and the notification bell; the screen needs neither.
          case 'unseenCount':
          case 'notification':
          case 'notificationCount':
          case 'getUsers':
          case 'pong':
            return;
        }
      }),
    [subscribe, send, userId, markSeen, sendFromOutbox],
  );

  // Every (re)connection: the list, what the open chat missed, and any message still unacknowledged.
  useEffect(() => {
    if (!connection) return;
    send({ action: 'getAllConversations', userId });
    fetchMissed();
    sendFromOutbox(outbox.current.reconnected());
  }, [connection, send, userId, fetchMissed, sendFromOutbox]);

  /** Shows a conversation: its messages (given, or fetched) and marks it seen. */
  const openChat = useCallback(
    (next: OpenChat | null, initialMessages?: ChatMessage[], initialOlderCursor: string | null = null) => {
      setChat(next);
      setProblem(undefined);
      setMessages(initialMessages ? [...initialMessages].sort(conversationOrder) : []);
      setOlderCursor(initialMessages ? initialOlderCursor : undefined);
      if (!next) return;
      if (!initialMessages) send({ action: 'getUserMsgs', senderId: userId, receiverId: next.otherUserId, businessId: next.businessId });
      send({ action: 'joinRoom', userId, otherUserId: next.otherUserId, businessId: next.businessId });
      markSeen(next.conversationId);
    },
    [send, userId, markSeen],
  );

  /** Appends the message at once and sends it after any still on its way (the outbox); it stays pending (and is resent) until the server stores it. */
  const sendMessage = useCallback(
    (text: string, imgUrl?: string, previewUrl?: string) => {
      const open = chatRef.current;
      if (!open) return;
      const clientId = crypto.randomUUID();
      const createdAt = new Date().toISOString();
      const frame: SendFrame = {
        action: 'sendMessage',
        senderId: userId,
        receiverId: open.otherUserId,
        businessId: open.businessId,
        cityName: open.cityName,
        text,
        imgUrl,
        clientId,
        createdAt,
        productId: open.productId,
      };
      setMessages((current) =>
        mergeMessages(current, [
          {
            _id: `pending-${clientId}`,
            clientId,
            conversationId: open.conversationId ?? '',
            senderId: userId,
            receiverId: open.otherUserId,
            text,
            imgUrl: previewUrl,
            createdAt,
            businessId: open.businessId,
            cityName: open.cityName,
            pending: true,
          },
        ]),
      );
      sendFromOutbox(outbox.current.add(frame));
    },
    [userId, sendFromOutbox],
  );

  /** Scrolling up: the page before the oldest message on screen, if there is one and none is loading. */
  const loadOlder = useCallback(async () => {
    const open = chatRef.current;
    if (!open?.conversationId || !olderCursor || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await getOlderMessages(open.conversationId, olderCursor);
      if (chatRef.current?.conversationId !== open.conversationId) return;
      setMessages((current) => mergeMessages(current, page.messages));
      setOlderCursor(page.olderCursor);
    } catch (error) {
      setProblem(errorMessage(error, translate('Could not load older messages. Try again.')));
    } finally {
      setLoadingOlder(false);
    }
  }, [olderCursor, loadingOlder]);

  /** The chat was deleted for this user: it leaves the list and the screen. */
  const forget = useCallback((conversationId: string | undefined) => {
    setConversations((rows) => rows.filter((row) => row._id !== conversationId));
    setChat(null);
    setMessages([]);
  }, []);

  const older = { hasMore: Boolean(olderCursor), loading: loadingOlder, load: loadOlder };
  return { status: socket.status, conversations, listLoaded, chat, messages, older, problem, clearProblem: () => setProblem(undefined), openChat, sendMessage, forget };
}
