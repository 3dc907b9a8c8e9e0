import { useRef, useState } from 'react';
import { EVENT_MAX_IMAGES } from '@shared/events/constants';
import { eventMessages } from '@shared/schemas/event';
import { uploadProblem, uploadUrl } from '@shared/uploads';
import { Button } from '../../../../components/ui/button';
import { TrashIcon, UploadIcon } from '../../../../components/ui/icons';
import { errorMessage } from '../../../../lib/api-client';
import { acceptFor, uploadFile } from '../../../../lib/upload';
import { useT } from '../../../../i18n';

interface Pending {
  name: string;
  percent: number;
}

/**
 * Event images (spec 3 §5): up to 10 images of at most 5 MB, uploaded
 * straight to storage with a progress bar each; the form keeps their keys.
 */
export function ImagesField({ images, onChange, error }: { images: string[]; onChange: (change: (images: string[]) => string[]) => void; error?: string }) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<string>();

  async function addFiles(files: File[]) {
    setNotice(undefined);
    const room = EVENT_MAX_IMAGES - images.length - pending.length;
    if (room <= 0) {
      setNotice(t('Maximum 10 images allowed!'));
      return;
    }
    const valid = files.filter((file) => !uploadProblem('event', file));
    const messages: string[] = [];
    if (valid.length < files.length) messages.push(t(eventMessages.invalidFiles));
    const chosen = valid.slice(0, room);
    if (valid.length > room) messages.push(t('Only {room} images added. Maximum 10 images allowed.', { room: String(room) }));
    setNotice(messages.join(' ') || undefined);
    await Promise.all(
      chosen.map(async (file, index) => {
        const name = `${index}-${file.name}`;
        setPending((list) => [...list, { name, percent: 0 }]);
        try {
          const key = await uploadFile('event', file, (percent) => setPending((list) => list.map((item) => (item.name === name ? { ...item, percent } : item))));
          onChange((current) => (current.length < EVENT_MAX_IMAGES ? [...current, key] : current));
        } catch (uploadError) {
          setNotice(errorMessage(uploadError, t('The upload failed. Please try again.')));
        } finally {
          setPending((list) => list.filter((item) => item.name !== name));
        }
      }),
    );
  }

  return (
    <div className="field">
      <div className="field__label-row">
        <span className="field__label" id="event-images-label">
          {t('Event images')}
        </span>
      </div>
      <p className="field__hint" id="event-images-hint">
        {t('Up to 10 images (JPEG, PNG, WebP or GIF), 5 MB each. The first is the cover.')}
      </p>
      {images.length > 0 && (
        <ul className="event-form-images" aria-labelledby="event-images-label">
          {images.map((key, index) => (
            <li key={key}>
              <img src={uploadUrl(key)} alt={index === 0 ? t('Event image {number} (cover)', { number: String(index + 1) }) : t('Event image {number}', { number: String(index + 1) })} />
              <Button
                variant="ghost"
                size="sm"
                icon={<TrashIcon />}
                aria-label={t('Remove image {number}', { number: String(index + 1) })}
                onClick={() => onChange((current) => current.filter((item) => item !== key))}
              />
            </li>
          ))}
        </ul>
      )}
      {pending.map((item) => (
        <div key={item.name} className="upload-progress">
          <span>{item.name.replace(/^\d+-/, '')}</span>
          <progress max={100} value={item.percent} aria-label={t('Uploading {file}', { file: item.name.replace(/^\d+-/, '') })} />
        </div>
      ))}
      <input
        ref={inputRef}
        id="event-images"
        className="visually-hidden"
        type="file"
        multiple
        accept={acceptFor('event')}
        aria-describedby="event-images-hint"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void addFiles(files);
        }}
      />
      <Button variant="outline" icon={<UploadIcon />} onClick={() => inputRef.current?.click()} disabled={images.length + pending.length >= EVENT_MAX_IMAGES}>
        {t('Add images ({count}/{max})', { count: String(images.length), max: String(EVENT_MAX_IMAGES) })}
      </Button>
      {(notice || error) && (
        <p className="field__error" role="alert">
          {notice ?? error}
        </p>
      )}
    </div>
  );
}
