import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';
import type { UiMessage } from '../hooks/use-chat';
import { AttachmentView } from './attachment-view';
import { CheckCheckIcon, CheckIcon } from './chat-icons';
import { ClockIcon } from '../../../components/ui/icons';
import { useLocale, useT } from '../../../i18n';
import { chatFullTime, useChatTimestamp } from './chat-time';

interface MessageAreaProps {
  messages: UiMessage[];
  myId: string;
  /** When the other side last read the chat: my messages up to then show as seen. */
  otherReadAt?: string;
  /** Older messages, loaded a page at a time when the reader scrolls to the top. */
  older?: { hasMore: boolean; loading: boolean; load: () => void };
}

/** How close to the top (px) scrolling loads the previous page. */
const LOAD_OLDER_THRESHOLD = 80;

/** The open chat's messages, oldest first, kept scrolled to the newest; scrolling up loads older ones. */
export function MessageArea({ messages, myId, otherReadAt, older }: MessageAreaProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const locale = useLocale();
  const timestamp = useChatTimestamp();
  const endRef = useRef<HTMLDivElement>(null);
  /** Where the first message sat on screen before older ones were put above it, to keep the reader's place. */
  const placeBeforeOlder = useRef<{ id: string; top: number } | null>(null);
  const firstId = messages[0]?._id;
  const last = messages.at(-1)?._id;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [last]);
  useLayoutEffect(() => {
    const list = listRef.current;
    const place = placeBeforeOlder.current;
    if (!list || !place) return;
    placeBeforeOlder.current = null;
    const item = list.querySelector<HTMLElement>(`[data-message-key="${CSS.escape(place.id)}"]`);
    const moved = item ? item.getBoundingClientRect().top - place.top : 0;
    // The browser's scroll anchoring may have kept the place already; otherwise scroll whichever box scrolls.
    if (moved) (list.scrollHeight > list.clientHeight ? list : window).scrollBy(0, moved);
  }, [firstId]);

  const loadOlder = () => {
    if (!older?.hasMore || older.loading) return;
    const item = listRef.current?.querySelector<HTMLElement>('[data-message-key]');
    placeBeforeOlder.current = item ? { id: item.dataset.messageKey!, top: item.getBoundingClientRect().top } : null;
    older.load();
  };

  // On phones the page scrolls instead of the list, so watch the window as well.
  useEffect(() => {
    const nearTop = () => {
      const list = listRef.current;
      if (list && list.scrollHeight <= list.clientHeight && list.getBoundingClientRect().top > -LOAD_OLDER_THRESHOLD) loadOlder();
    };
    window.addEventListener('scroll', nearTop, { passive: true });
    return () => window.removeEventListener('scroll', nearTop);
  });

  if (!messages.length) {
    return (
      <div className="chat-messages chat-messages--empty">
        <div className="chat-empty">
          <p className="chat-empty__title">{t('No messages yet')}</p>
          <p>{t('Send a message to start the conversation')}</p>
        </div>
      </div>
    );
  }
  return (
    <div
      ref={listRef}
      className="chat-messages"
      role="log"
      aria-label={t('Messages')}
      aria-live="polite"
      aria-busy={older?.loading || undefined}
      tabIndex={0}
      onScroll={(event) => {
        if (event.currentTarget.scrollTop < LOAD_OLDER_THRESHOLD) loadOlder();
      }}
    >
      {older?.hasMore && (
        <div className="chat-messages__older">
          <Button variant="ghost" size="sm" isLoading={older.loading} onClick={loadOlder}>
            {older.loading ? t('Loading older messages…') : t('Load older messages')}
          </Button>
        </div>
      )}
      <ol className="chat-messages__list">
        {messages.map((message) => {
          const mine = message.senderId === myId;
          const seen = mine && !message.pending && otherReadAt !== undefined && message.createdAt <= otherReadAt;
          return (
            <li key={message.clientId ?? message._id} data-message-key={message.clientId ?? message._id} className={cn('chat-bubble', mine ? 'chat-bubble--mine' : 'chat-bubble--theirs')}>
              {message.imgUrl && <AttachmentView url={message.imgUrl} />}
              {message.text && <p className="chat-bubble__text">{message.text}</p>}
              <span className="chat-bubble__meta">
                <time dateTime={message.createdAt} title={chatFullTime(message.createdAt, locale)}>
                  {timestamp(message.createdAt)}
                </time>
                {mine &&
                  (message.pending ? (
                    <span title={t('Sending')}>
                      <ClockIcon size={14} />
                      <span className="visually-hidden">{t('Sending')}</span>
                    </span>
                  ) : seen ? (
                    <span title={t('Seen')}>
                      <CheckCheckIcon size={14} />
                      <span className="visually-hidden">{t('Seen')}</span>
                    </span>
                  ) : (
                    <span title={t('Sent')}>
                      <CheckIcon size={14} />
                      <span className="visually-hidden">{t('Sent')}</span>
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
