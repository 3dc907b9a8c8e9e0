import { attachmentName, classifyAttachment, type AttachmentKind } from '@shared/chat/attachments';
import { useState } from 'react';
import { FileIcon } from '../../../components/ui/icons';
import { FileTextIcon, MusicIcon, PresentationIcon, SheetIcon } from './chat-icons';
import { msg, useT } from '../../../i18n';

const FILE_ICONS: Partial<Record<AttachmentKind, typeof FileIcon>> = {
  pdf: FileTextIcon,
  document: FileTextIcon,
  spreadsheet: SheetIcon,
  presentation: PresentationIcon,
  audio: MusicIcon,
};

const KIND_LABELS: Record<AttachmentKind, string> = {
  image: msg('Image'),
  video: msg('Video'),
  audio: msg('Audio'),
  pdf: msg('PDF document'),
  document: msg('Document'),
  spreadsheet: msg('Spreadsheet'),
  presentation: msg('Presentation'),
  file: msg('File'),
};

/** An attachment shown by its extension (spec 2 §2.1), with the spec's fallbacks. */
export function AttachmentView({ url }: { url: string }) {
  const kind = classifyAttachment(url);
  const name = attachmentName(url);
  const [imageFailed, setImageFailed] = useState(false);
  const t = useT();
  if (kind === 'image') {
    if (imageFailed) return <p className="chat-attachment__failed">{t('Failed to load image')}</p>;
    return (
      <a href={url} target="_blank" rel="noreferrer" className="chat-attachment chat-attachment--image">
        <img src={url} alt={name} loading="lazy" onError={() => setImageFailed(true)} />
      </a>
    );
  }
  if (kind === 'video') {
    return (
      <video className="chat-attachment chat-attachment--video" src={url} controls preload="metadata">
        {t('Your browser does not support the video tag.')}
      </video>
    );
  }
  if (kind === 'audio') {
    return (
      <audio className="chat-attachment chat-attachment--audio" src={url} controls preload="metadata">
        {t('Your browser does not support the audio element.')}
      </audio>
    );
  }
  const Icon = FILE_ICONS[kind] ?? FileIcon;
  return (
    <a href={url} target="_blank" rel="noreferrer" download={name} className="chat-attachment chat-attachment--file">
      <Icon size={22} />
      <span className="chat-attachment__name">{name}</span>
      <span className="chat-attachment__kind">{t(KIND_LABELS[kind])}</span>
    </a>
  );
}
