import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { uploadRules, uploadUrl, type UploadKind } from '@shared/uploads';
import { translate, useT, type Translate } from '../../i18n';
import { errorMessage } from '../../lib/api-client';
import { useMessageText } from '../../lib/message-text';
import { acceptFor, uploadFile } from '../../lib/upload';
import { cn } from '../../utils/cn';
import { Button } from './button';
import { AlertCircleIcon, FileIcon, TrashIcon, UploadIcon } from './icons';

export interface UploadFieldProps {
  /** Which upload rule applies (types, size, messages). */
  kind: UploadKind;
  label: string;
  /** The stored upload key (or URL), if any. */
  value: string | null | undefined;
  /**
   * Called with the new key after a successful upload, or null when removed.
   * May return a promise (e.g. a save); its rejection is shown as the field's error.
   */
  onChange: (key: string | null) => void | Promise<unknown>;
  /** Extra help under the control; the rule's types and size are always shown. */
  hint?: string;
  /** Keeps the label for screen readers only, when a heading right above already says it. */
  hideLabel?: boolean;
  /** Alt text of the preview. @default label */
  previewAlt?: string;
  /** @default 'square' */
  shape?: 'circle' | 'square' | 'wide';
  disabled?: boolean;
  className?: string;
  /** Told when an upload (or the save after it) starts and ends, so a form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}

const typeNames: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};

function ruleSummary(kind: UploadKind, t: Translate): string {
  const rule = uploadRules[kind];
  const names = rule.contentTypes.map((type) => typeNames[type]).filter((name): name is string => Boolean(name));
  const size = Math.round(rule.maxBytes / (1024 * 1024));
  const imagesOnly = rule.contentTypes.every((type) => type.startsWith('image/'));
  return imagesOnly ? t('{types}; up to {size} MB', { types: names.join(', '), size }) : t('Documents or images; up to {size} MB', { size });
}

const isImageKey = (key: string) => /\.(jpe?g|png|webp|gif|avif)$/i.test(key.split('?')[0] ?? '');

type Status = 'idle' | 'uploading' | 'saving';

/**
 * A file picker for one upload: checks the kind's rule, uploads with a
 * progress bar, then hands the key to `onChange`. Shows a preview, the
 * error, and a remove button.
 */
export function UploadField({ kind, label, value, onChange, hint, hideLabel = false, previewAlt, shape = 'square', disabled = false, className, onBusyChange }: UploadFieldProps) {
  const t = useT();
  const text = useMessageText();
  const id = useId();
  const labelId = `${id}-label`;
  const chipId = `${id}-chip`;
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const [localPreview, setLocalPreview] = useState<{ url: string; name: string; isImage: boolean }>();
  const [dragging, setDragging] = useState(false);

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview.url);
  }, [localPreview]);

  const busy = status !== 'idle';
  const busyListener = useRef(onBusyChange);
  busyListener.current = onBusyChange;
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy === wasBusy.current) return;
    wasBusy.current = busy;
    busyListener.current?.(busy);
  }, [busy]);
  const imagesOnly = uploadRules[kind].contentTypes.every((type) => type.startsWith('image/'));

  async function handleFile(file: File | undefined) {
    if (!file || busy || disabled) return;
    setError(undefined);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    setStatus('uploading');
    setLocalPreview({ url: URL.createObjectURL(file), name: file.name, isImage: file.type.startsWith('image/') });
    try {
      const key = await uploadFile(kind, file, setProgress, { signal: controller.signal });
      setStatus('saving');
      await onChange(key);
    } catch (caught) {
      if (!(caught instanceof DOMException && caught.name === 'AbortError')) setError(errorMessage(caught, translate('The upload failed. Please try again.')));
    } finally {
      abortRef.current = null;
      setStatus('idle');
      setLocalPreview(undefined);
    }
  }

  async function handleRemove() {
    setError(undefined);
    setStatus('saving');
    try {
      await onChange(null);
    } catch (caught) {
      setError(errorMessage(caught, translate('Could not remove the file. Please try again.')));
    } finally {
      setStatus('idle');
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void handleFile(event.dataTransfer.files[0]);
  }

  const storedUrl = uploadUrl(value);
  const previewUrl = localPreview?.url ?? storedUrl;
  const previewIsImage = localPreview ? localPreview.isImage : Boolean(value && (imagesOnly || isImageKey(value)));
  const previewName = localPreview?.name ?? value?.split('/').pop();
  const describedBy = [chipId, `${id}-hint`, error ? `${id}-error` : undefined].filter(Boolean).join(' ');

  return (
    <div className={cn('upload', error && 'upload--invalid', className)}>
      <span className={hideLabel ? 'visually-hidden' : 'field__label'} id={labelId}>
        {label}
      </span>
      <div
        className={cn('upload__body', dragging && 'upload__body--dragging')}
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy && !disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className={cn('upload__preview', `upload__preview--${shape}`)}>
          {previewUrl && previewIsImage ? (
            <img src={previewUrl} alt={previewAlt ?? label} />
          ) : previewUrl ? (
            <span className="upload__file">
              <FileIcon size={28} />
              <span className="upload__file-name">{previewName}</span>
            </span>
          ) : (
            <UploadIcon size={28} className="upload__placeholder-icon" />
          )}
        </div>

        <div className="upload__controls">
          <div className="upload__actions">
            <input
              ref={inputRef}
              id={id}
              type="file"
              className="visually-hidden upload__input"
              accept={acceptFor(kind)}
              disabled={busy || disabled}
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void handleFile(file);
              }}
            />
            <label htmlFor={id} id={chipId} className={cn('btn btn--outline btn--sm', (busy || disabled) && 'btn--disabled')}>
              <UploadIcon size={16} />
              {imagesOnly ? (value ? t('Change image') : t('Upload image')) : value ? t('Change file') : t('Upload file')}
            </label>
            {status === 'uploading' ? (
              <Button variant="ghost" size="sm" onClick={() => abortRef.current?.abort()}>
                {t('Cancel')}
              </Button>
            ) : (
              value && (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<TrashIcon size={16} />}
                  onClick={() => void handleRemove()}
                  disabled={busy || disabled}
                  aria-label={t('Remove {name}', { name: label.toLowerCase() })}
                >
                  {t('Remove')}
                </Button>
              )
            )}
          </div>

          {status === 'uploading' && (
            <div className="progress" role="progressbar" aria-label={t('Upload progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-valuetext={`${progress}%`}>
              <span className="progress__bar" style={{ width: `${progress}%` }} />
            </div>
          )}
          {status === 'saving' && (
            <p className="upload__status" role="status">
              {t('Saving…')}
            </p>
          )}

          <p className="field__hint" id={`${id}-hint`}>
            {hint ? `${hint} ` : ''}
            {ruleSummary(kind, t)}.<span className="upload__drop-hint"> {imagesOnly ? t('You can also drop an image here.') : t('You can also drop a file here.')}</span>
          </p>
          {error && (
            <p className="field__error" id={`${id}-error`} role="alert">
              <AlertCircleIcon size={16} />
              {text(error)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
