import type { ChatConversation } from '@shared/schemas/chat';
import { useMemo, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { SearchIcon } from '../../../components/ui/icons';
import { cn } from '../../../utils/cn';
import { msg, useT } from '../../../i18n';
import { useChatTimestamp } from './chat-time';

export type ConversationFilter = 'all' | 'unread' | 'read';

/** Who the row is about, from the caller's side: the customer for an owner, the business for a customer. */
export function counterpart(row: Pick<ChatConversation, 'isOwner' | 'userContext' | 'businessContext'>) {
  return row.isOwner ? { name: row.userContext.name, image: row.userContext.image } : { name: row.businessContext.name, image: row.businessContext.logo };
}

/** Spec 2 §4: All; Unread (unseen > 0); Read (unseen 0 or absent). */
const matchesFilter = (row: ChatConversation, filter: ConversationFilter) => (filter === 'all' ? true : filter === 'unread' ? row.unseenMessages > 0 : !row.unseenMessages);

interface ConversationListProps {
  conversations: ChatConversation[];
  loaded: boolean;
  selectedId?: string;
  onSelect: (row: ChatConversation) => void;
}

/** The left column: search, the All / Unread / Read tabs (Unread with its count) and the conversations. */
export function ConversationList({ conversations, loaded, selectedId, onSelect }: ConversationListProps) {
  const [search, setSearch] = useState('');
  const t = useT();
  const timestamp = useChatTimestamp();
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const unreadCount = conversations.filter((row) => row.unseenMessages > 0).length;
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return conversations.filter((row) => matchesFilter(row, filter) && (!needle || counterpart(row).name.toLowerCase().includes(needle)));
  }, [conversations, filter, search]);
  const tabs: { id: ConversationFilter; label: string }[] = [
    { id: 'all', label: msg('All') },
    { id: 'unread', label: msg('Unread') },
    { id: 'read', label: msg('Read') },
  ];

  return (
    <section className="chat-list" aria-label={t('Conversations')}>
      <div className="chat-list__top">
        <h1 className="chat-list__title">{t('Messages')}</h1>
        <label className="chat-list__search">
          <SearchIcon size={18} />
          <span className="visually-hidden">{t('Search chats')}</span>
          <input type="search" value={search} maxLength={100} placeholder={t('Search chats')} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <div className="chat-list__tabs" role="group" aria-label={t('Show')}>
          {tabs.map((tab) => (
            <button key={tab.id} type="button" className={cn('chat-tab', filter === tab.id && 'chat-tab--active')} aria-pressed={filter === tab.id} onClick={() => setFilter(tab.id)}>
              {t(tab.label)}
              {tab.id === 'unread' && unreadCount > 0 && <span className="chat-badge">{unreadCount}</span>}
            </button>
          ))}
        </div>
      </div>
      {!loaded ? (
        <p className="chat-list__status">{t('Loading chats…')}</p>
      ) : conversations.length === 0 ? (
        <div className="chat-empty">
          <p className="chat-empty__title">{t('No chats yet')}</p>
          <p>{t('Start a conversation')}</p>
        </div>
      ) : visible.length === 0 ? (
        <div className="chat-empty">
          <p className="chat-empty__title">{t('No results found')}</p>
          <p>{t('Try a different search term')}</p>
        </div>
      ) : (
        <ul className="chat-list__rows">
          {visible.map((row) => {
            const who = counterpart(row);
            const preview = row.lastMessage ? row.lastMessage.text || (row.lastMessage.hasAttachment ? t('Attachment') : '') : t('No messages yet');
            return (
              <li key={row._id}>
                <button type="button" className={cn('chat-row', row._id === selectedId && 'chat-row--selected')} aria-current={row._id === selectedId || undefined} onClick={() => onSelect(row)}>
                  <Avatar name={who.name} image={who.image} decorative />
                  <span className="chat-row__body">
                    <span className="chat-row__line">
                      <span className="chat-row__name">{who.name}</span>
                      {row.lastMessage && (
                        <time className="chat-row__time" dateTime={row.lastMessage.timeNow}>
                          {timestamp(row.lastMessage.timeNow)}
                        </time>
                      )}
                    </span>
                    <span className="chat-row__line">
                      <span className={cn('chat-row__preview', row.unseenMessages > 0 && 'chat-row__preview--unread')}>{preview}</span>
                      {row.unseenMessages > 0 && (
                        <span className="chat-badge">
                          {row.unseenMessages}
                          <span className="visually-hidden"> {t('unread')}</span>
                        </span>
                      )}
                    </span>
                    {row.isOwner && <span className="chat-row__context">{t('about {name}', { name: row.businessContext.name })}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
