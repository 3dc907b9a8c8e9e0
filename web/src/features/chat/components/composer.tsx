import { MESSAGE_MAX_LENGTH, prepareMessageText } from '@shared/chat/message-text';
import { uploadRules } from '@shared/uploads';
import { useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload';
import { PaperclipIcon, SendIcon } from './chat-icons';
import { translate, useLocale, useT } from '../../../i18n';
import { formatCount } from '../../../lib/format';

interface ComposerProps {
  onSend: (text: string, attachmentKey?: string, previewUrl?: string) => void;
  onUploadFailed: (message: string) => void;
}

/** Images, video and the spec's documents (pdf, doc, docx, txt, xls, xlsx, ppt, pptx, csv, rtf). */
const ACCEPT = [...uploadRules.chat.contentTypes, '.pdf,.doc,.docx,.txt,.xls,.xlsx,.ppt,.pptx,.csv,.rtf'].join(',');

/** The message box: Enter sends, Shift+Enter starts a new line, and empty text is never sent (spec 2 §5). */
export function Composer({ onSend, onUploadFailed }: ComposerProps) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const t = useT();
  const locale = useLocale();

  function submit() {
    const prepared = prepareMessageText(text);
    if (!prepared) return;
    onSend(prepared);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  async function attach(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const key = await uploadFile('chat', file);
      onSend(prepareMessageText(text) ?? '', key, `/${key}`);
      setText('');
    } catch (error) {
      // Spec 2 §8: the message is not sent.
      onUploadFailed(translate('Upload failed: {reason}', { reason: errorMessage(error) }));
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  const tooLong = text.trim().length > MESSAGE_MAX_LENGTH;
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <button type="button" className="icon-button" disabled={uploading} onClick={() => fileRef.current?.click()}>
        <PaperclipIcon />
        <span className="visually-hidden">{uploading ? t('Uploading attachment') : t('Attach a file')}</span>
      </button>
      <input ref={fileRef} type="file" hidden accept={ACCEPT} onChange={(event) => void attach(event.target.files?.[0])} />
      <label className="chat-composer__field">
        <span className="visually-hidden">{t('Type a message')}</span>
        <textarea
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH + 100}
          placeholder={uploading ? t('Uploading…') : t('Type a message')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={tooLong || undefined}
        />
      </label>
      <button type="submit" className="chat-composer__send" disabled={!text.trim() || tooLong}>
        <SendIcon size={18} />
        <span className="visually-hidden">{t('Send')}</span>
      </button>
      {tooLong && (
        <p className="chat-composer__error" role="alert">
          {t('Messages can be at most {max} characters', { max: formatCount(MESSAGE_MAX_LENGTH, locale) })}
        </p>
      )}
    </form>
  );
}
