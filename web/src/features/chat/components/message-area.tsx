import { formatChatTimestamp } from '@shared/chat/timestamps';
import { useEffect, useRef } from 'react';
import { cn } from '../../../utils/cn';
import type { UiMessage } from '../hooks/use-chat';
import { AttachmentView } from './attachment-view';
import { CheckCheckIcon, CheckIcon, ClockIcon } from './chat-icons';

interface MessageAreaProps {
  messages: UiMessage[];
  myId: string;
  /** When the other side last read the chat: my messages up to then show as seen. */
  otherReadAt?: string;
}

/** The open chat's messages, oldest first, kept scrolled to the newest. */
export function MessageArea({ messages, myId, otherReadAt }: MessageAreaProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?._id;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [last]);

  if (!messages.length) {
    return (
      <div className="chat-messages chat-messages--empty">
        <div className="chat-empty">
          <p className="chat-empty__title">No messages yet</p>
          <p>Send a message to start the conversation</p>
        </div>
      </div>
    );
  }
  return (
    <div className="chat-messages" role="log" aria-label="Messages" aria-live="polite" tabIndex={0}>
      <ol className="chat-messages__list">
        {messages.map((message) => {
          const mine = message.senderId === myId;
          const seen = mine && !message.pending && otherReadAt !== undefined && message.createdAt <= otherReadAt;
          return (
            <li key={message.clientId ?? message._id} className={cn('chat-bubble', mine ? 'chat-bubble--mine' : 'chat-bubble--theirs')}>
              {message.imgUrl && <AttachmentView url={message.imgUrl} />}
              {message.text && <p className="chat-bubble__text">{message.text}</p>}
              <span className="chat-bubble__meta">
                <time dateTime={message.createdAt} title={new Date(message.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}>
                  {formatChatTimestamp(message.createdAt)}
                </time>
                {mine &&
                  (message.pending ? (
                    <span title="Sending">
                      <ClockIcon size={14} />
                      <span className="visually-hidden">Sending</span>
                    </span>
                  ) : seen ? (
                    <span title="Seen">
                      <CheckCheckIcon size={14} />
                      <span className="visually-hidden">Seen</span>
                    </span>
                  ) : (
                    <span title="Sent">
                      <CheckIcon size={14} />
                      <span className="visually-hidden">Sent</span>
                    </span>
                  ))}
              </span>
            </li>
          );
        })}
      </ol>
      <div ref={endRef} />
    </div>
  );
}
