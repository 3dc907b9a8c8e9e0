import { classifyAttachment } from '@shared/chat/attachments';
import type { ChatConversation } from '@shared/schemas/chat';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DisclosureMenu } from '../../../components/ui/disclosure-menu';
import { SearchIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { NARROW_SCREEN, useMediaQuery } from '../../../hooks/use-media-query';
import { ApiError } from '../../../lib/api-client';
import type { ChatConnectionStatus } from '../../../lib/chat-socket';
import { cn } from '../../../utils/cn';
import { useContexts } from '../api/get-contexts';
import { useDeleteConversation } from '../api/delete-conversation';
import { useChat, type OpenChat } from '../hooks/use-chat';
import { ArrowLeftIcon, MoreVerticalIcon } from './chat-icons';
import { Composer } from './composer';
import { ConversationList, counterpart } from './conversation-list';
import { BusinessDetails, UserDetails } from './details-panel';
import { MessageArea } from './message-area';
import { SearchPanel } from './search-panel';
import { msg, useT } from '../../../i18n';
import { useMessageText } from '../../../lib/message-text';

const STATUS_LABELS: Record<ChatConnectionStatus, string> = {
  connecting: msg('Connecting…'),
  connected: msg('Connected'),
  disconnected: msg('Disconnected — reconnecting'),
  error: msg('Connection error — retrying'),
};

/** The connection's state, always visible (spec 2 §4). */
export function ConnectionStatus({ status }: { status: ChatConnectionStatus }) {
  const t = useT();
  return (
    <span className={cn('chat-status', `chat-status--${status}`)} role="status">
      <span className="chat-status__dot" aria-hidden="true" />
      {t(STATUS_LABELS[status])}
    </span>
  );
}

const fromRow = (row: ChatConversation): OpenChat => ({
  conversationId: row._id,
  otherUserId: row.otherUserId,
  businessId: row.businessId,
  cityName: row.cityName,
  isOwner: row.isOwner,
  userContext: row.userContext,
  businessContext: row.businessContext,
  otherReadAt: row.otherReadAt,
});

type SidePanel = 'search' | 'user' | 'business' | null;

/**
 * /dashboard/messages (spec 2 §2.1): the conversation list and the open
 * chat; under 768 px one or the other, with a back button.
 * `?businessId=&cityName=` (and productId) opens or starts that chat; the
 * open chat is kept in `?conversation=`, so a reload or a link reopens it.
 */
export function MessagesScreen({ userId }: { userId: string }) {
  const chatState = useChat(userId);
  const { chat, messages, older, conversations, listLoaded, status, openChat, sendMessage, forget, problem, clearProblem } = chatState;
  const [params, setParams] = useSearchParams();
  const businessId = params.get('businessId') ?? undefined;
  const cityName = params.get('cityName') ?? undefined;
  const productId = params.get('productId') ?? undefined;
  const wantedConversation = params.get('conversation') ?? undefined;
  const contexts = useContexts(businessId, cityName);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [panel, setPanel] = useState<SidePanel>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const toast = useToast();
  const t = useT();
  const messageText = useMessageText();

  // Opening from a business or product page: select (or start) that chat, then clear the query (spec 2 §4).
  useEffect(() => {
    if (!contexts.data) return;
    const { conversation, userContext, businessContext, owner } = contexts.data;
    openChat(
      {
        conversationId: conversation?._id,
        otherUserId: owner,
        businessId: businessContext._id,
        cityName: businessContext.cityName,
        isOwner: false,
        userContext,
        businessContext,
        otherReadAt: conversation?.otherReadAt,
        productId,
      },
      conversation?.messages ?? [],
      conversation?.olderCursor ?? null,
    );
    setPanel(null);
    setParams({}, { replace: true });
  }, [contexts.data, openChat, productId, setParams]);

  // A reload or a link: open the chat the URL names, once the list has it.
  useEffect(() => {
    if (!wantedConversation || wantedConversation === chat?.conversationId) return;
    const row = conversations.find((conversation) => conversation._id === wantedConversation);
    if (row) openChat(fromRow(row));
  }, [wantedConversation, conversations, chat?.conversationId, openChat]);

  // The open chat goes into the URL, also a new one once its first message gives it an id.
  // Written once per chat opened, so Back past it is not undone.
  const openId = chat?.conversationId;
  const writtenId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!openId || writtenId.current === openId) return;
    writtenId.current = openId;
    if (openId !== wantedConversation) setParams({ conversation: openId }, { replace: true });
  }, [openId, wantedConversation, setParams]);

  useEffect(() => {
    if (!problem) return;
    toast.show({ message: problem, type: 'error' });
    clearProblem();
  }, [problem, toast, clearProblem]);

  const removal = useDeleteConversation({
    onSuccess: () => {
      setConfirmDelete(false);
      setPanel(null);
      forget(chat?.conversationId);
      setParams({}, { replace: true });
    },
  });

  function select(row: ChatConversation) {
    setPanel(null);
    openChat(fromRow(row));
    // Its own history entry: Back returns to the chat before.
    setParams({ conversation: row._id });
  }

  function closeChat() {
    openChat(null);
    setParams({});
  }

  const who = chat ? counterpart(chat) : undefined;
  const media = messages.map((message) => message.imgUrl).filter((url): url is string => Boolean(url) && classifyAttachment(url!) === 'image');
  const showList = !narrow || !chat;
  // On phones the search panel takes the chat's place until it is closed.
  const showChat = narrow ? Boolean(chat) && panel !== 'search' : true;
  const contextsError = contexts.error instanceof ApiError ? messageText(contexts.error.message) : contexts.isError ? t('Could not open this chat.') : undefined;

  const details = panel === 'user' && chat ? <UserDetails user={chat.userContext} media={media} /> : panel === 'business' && chat ? <BusinessDetails business={chat.businessContext} /> : null;

  return (
    <div className={cn('messages', panel && !narrow && 'messages--with-panel')}>
      {showList && <ConversationList conversations={conversations} loaded={listLoaded} selectedId={chat?.conversationId} onSelect={select} />}
      {showChat && (
        <section className="chat-window" aria-label={who ? t('Chat with {name}', { name: who.name }) : t('Chat')}>
          {!chat ? (
            <div className="chat-window__placeholder">
              {contexts.isFetching ? <p>{t('Opening chat…')}</p> : contextsError ? <p role="alert">{contextsError}</p> : <p>{t('Select a chat to start messaging.')}</p>}
              <ConnectionStatus status={status} />
            </div>
          ) : (
            <>
              <header className="chat-header">
                {narrow && (
                  <button type="button" className="icon-button" onClick={closeChat}>
                    <ArrowLeftIcon />
                    <span className="visually-hidden">{t('Back to chats')}</span>
                  </button>
                )}
                <Avatar name={who!.name} image={who!.image} decorative />
                <div className="chat-header__who">
                  <h2 className="chat-header__name">{who!.name}</h2>
                  <ConnectionStatus status={status} />
                </div>
                <button
                  type="button"
                  className={cn('icon-button', panel === 'search' && 'icon-button--active')}
                  aria-pressed={panel === 'search'}
                  onClick={() => setPanel(panel === 'search' ? null : 'search')}
                >
                  <SearchIcon />
                  <span className="visually-hidden">{t('Search messages')}</span>
                </button>
                <DisclosureMenu trigger={<MoreVerticalIcon />} label={t('Chat options')} triggerClassName="icon-button">
                  {(close) => (
                    <ul className="menu__list">
                      <li>
                        <button type="button" className="menu__item" onClick={() => (close(), setPanel('user'))}>
                          {t('User Info')}
                        </button>
                      </li>
                      <li>
                        <button type="button" className="menu__item" onClick={() => (close(), setPanel('business'))}>
                          {t('Business Info')}
                        </button>
                      </li>
                      {chat.conversationId && (
                        <li>
                          <button type="button" className="menu__item menu__item--danger" onClick={() => (close(), setConfirmDelete(true))}>
                            {t('Delete Chat')}
                          </button>
                        </li>
                      )}
                    </ul>
                  )}
                </DisclosureMenu>
              </header>
              <MessageArea messages={messages} myId={userId} otherReadAt={chat.otherReadAt} older={older} />
              <Composer onSend={sendMessage} onUploadFailed={(message) => toast.show({ message, type: 'error' })} />
            </>
          )}
        </section>
      )}
      {chat && panel === 'search' && <SearchPanel conversationId={chat.conversationId} myId={userId} otherName={who!.name} onClose={() => setPanel(null)} />}
      {chat && details && !narrow && (
        <aside className="chat-side" aria-label={panel === 'user' ? t('User Info') : t('Business Info')}>
          <header className="chat-side__header">
            <h2 className="chat-side__title">{panel === 'user' ? t('User Info') : t('Business Info')}</h2>
            <Button variant="ghost" size="sm" onClick={() => setPanel(null)}>
              {t('Close')}
            </Button>
          </header>
          {details}
        </aside>
      )}
      {narrow && (
        <Dialog open={Boolean(chat && details)} onClose={() => setPanel(null)} title={panel === 'user' ? t('User Info') : t('Business Info')}>
          {details}
        </Dialog>
      )}
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('Delete Chat')}>
        <p>{t('Delete this chat? Its messages will be removed from your inbox. {name} keeps their copy.', { name: who?.name ?? '' })}</p>
        {removal.isError && (
          <p className="alert alert--error" role="alert">
            {t('Failed to delete chat.')}
          </p>
        )}
        <div className="chat-dialog__actions">
          <Button variant="outline" onClick={() => setConfirmDelete(false)}>
            {t('Cancel')}
          </Button>
          <Button variant="danger" isLoading={removal.isPending} onClick={() => chat && removal.mutate({ participant1: userId, participant2: chat.otherUserId, businessId: chat.businessId })}>
            {t('Delete')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
