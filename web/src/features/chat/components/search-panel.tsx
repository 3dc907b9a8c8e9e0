import { Fragment, useState } from 'react';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSearchMessages } from '../api/search-messages';
import { useT } from '../../../i18n';
import { useChatTimestamp } from './chat-time';

/** Spec 2 §9: message search waits 300 ms after typing stops. */
export const MESSAGE_SEARCH_DEBOUNCE_MS = 300;

/** The text with every case-insensitive occurrence of `needle` marked. */
export function Highlighted({ text, needle }: { text: string; needle: string }) {
  const trimmed = needle.trim();
  if (!trimmed) return <>{text}</>;
  const pattern = new RegExp(`(${trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi');
  return (
    <>
      {text.split(pattern).map((part, index) => (
        <Fragment key={index}>{index % 2 ? <mark>{part}</mark> : part}</Fragment>
      ))}
    </>
  );
}

interface SearchPanelProps {
  conversationId?: string;
  myId: string;
  otherName: string;
  onClose: () => void;
}

/** The search-messages panel: a box, the result count, highlighted matches and the empty states. */
export function SearchPanel({ conversationId, myId, otherName, onClose }: SearchPanelProps) {
  const [text, setText] = useState('');
  const t = useT();
  const timestamp = useChatTimestamp();
  const query = useDebouncedValue(text, MESSAGE_SEARCH_DEBOUNCE_MS);
  const search = useSearchMessages(conversationId, query);
  const results = search.data?.messages ?? [];
  const typed = query.trim().length > 0;
  return (
    <aside className="chat-side" aria-label={t('Search messages')}>
      <header className="chat-side__header">
        <h2 className="chat-side__title">{t('Search messages')}</h2>
        <button type="button" className="icon-button" onClick={onClose}>
          <CloseIcon size={20} />
          <span className="visually-hidden">{t('Close search')}</span>
        </button>
      </header>
      <label className="chat-list__search chat-side__search">
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('Search in this conversation')}</span>
        <input type="search" autoFocus value={text} maxLength={100} placeholder={t('Search messages')} onChange={(event) => setText(event.target.value)} />
      </label>
      {typed && search.isFetching && <p className="chat-side__status">{t('Searching…')}</p>}
      {typed && search.isSuccess && (
        <p className="chat-side__status" aria-live="polite">
          {t('{count, plural, one {# result} other {# results}}', { count: results.length })}
        </p>
      )}
      {!typed ? (
        <p className="chat-side__hint">{t('Type to search this conversation.')}</p>
      ) : search.isSuccess && results.length === 0 ? (
        <div className="chat-empty">
          <p className="chat-empty__title">{t('No messages found')}</p>
          <p>{t('Try searching with different keywords')}</p>
        </div>
      ) : (
        <ul className="chat-side__results">
          {results.map((message) => (
            <li key={message._id} className="chat-result">
              <span className="chat-result__meta">
                <span>{message.senderId === myId ? t('You') : otherName}</span>
                <time dateTime={message.createdAt}>{timestamp(message.createdAt)}</time>
              </span>
              <span className="chat-result__text">
                <Highlighted text={message.text} needle={query} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
