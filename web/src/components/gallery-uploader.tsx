import { useId, useState, type DragEvent } from 'react';
import { MAXIMUM_IMAGES_MESSAGE } from '@shared/schemas/business';
import { uploadProblem, uploadRules, uploadUrl, type UploadKind } from '@shared/uploads';
import { Button } from './ui/button';
import { UploadIcon } from './ui/icons';
import { errorMessage } from '../lib/api-client';
import { acceptFor, uploadFile } from '../lib/upload';
import { cn } from '../utils/cn';
import { Trans, useT } from '../i18n';
import { useMessageText } from '../lib/message-text';

interface ImagesUploaderProps {
  kind: Extract<UploadKind, 'gallery' | 'collection'>;
  images: string[];
  onChange: (images: string[]) => void;
  /** Most images in total, counting those already saved. */
  max: number;
  /** The file input's accessible name; the list of images is 'Uploaded {label}'. */
  label: string;
  /** Alt text stem for the thumbnails ("{altStem} photo 3"). */
  altStem: string;
  /** Empty slots drawn after the images, up to this many in all (the gallery's 12). */
  placeholderSlots?: number;
  describedBy?: string;
}

const typeList = (kind: UploadKind) => uploadRules[kind].contentTypes.map((type) => type.replace('image/', '').toUpperCase()).join(', ');

/**
 * Several images at once, uploaded one after another with each file checked
 * against its kind's rule first. At the maximum the dropzone hides and says
 * 'Maximum images reached' (spec 1 §5).
 */
export function ImagesUploader({ kind, images, onChange, max, label, altStem, placeholderSlots = 0, describedBy }: ImagesUploaderProps) {
  const t = useT();
  const text = useMessageText();
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const room = max - images.length;
  const maxMb = Math.round(uploadRules[kind].maxBytes / (1024 * 1024));

  async function add(files: File[]) {
    const accepted = files.slice(0, Math.max(0, room));
    const problems: string[] = files.length > accepted.length ? [MAXIMUM_IMAGES_MESSAGE] : [];
    setUploading(accepted.length);
    const keys: string[] = [];
    for (const file of accepted) {
      const problem = uploadProblem(kind, file);
      if (problem) {
        problems.push(t('{file}: {problem}', { file: file.name, problem: text(problem) }));
      } else {
        try {
          keys.push(await uploadFile(kind, file));
        } catch (error) {
          problems.push(t('{file}: {problem}', { file: file.name, problem: errorMessage(error) }));
        }
      }
      setUploading((count) => count - 1);
    }
    setErrors(problems);
    if (keys.length) onChange([...images, ...keys]);
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  }

  return (
    <div className="gallery-uploader">
      {room > 0 ? (
        <label
          className={cn('dropzone', dragging && 'dropzone--dragging', uploading > 0 && 'dropzone--busy')}
          htmlFor={id}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <UploadIcon size={28} />
          <span className="dropzone__title">{t('Drop photos here or choose files')}</span>
          <span className="dropzone__hint">{t('{types}, up to {size} MB each. {used} of {max} used.', { types: typeList(kind), size: maxMb, used: images.length, max })}</span>
          <input
            id={id}
            type="file"
            multiple
            accept={acceptFor(kind)}
            className="visually-hidden"
            aria-label={label}
            aria-describedby={describedBy}
            disabled={uploading > 0}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void add(files);
            }}
          />
        </label>
      ) : (
        <p className="alert alert--info" role="status">
          {text(MAXIMUM_IMAGES_MESSAGE)}
        </p>
      )}
      {uploading > 0 && (
        <p role="status" className="field__hint">
          {t('Uploading {count, plural, one {# photo} other {# photos}}…', { count: uploading })}
        </p>
      )}
      {errors.length > 0 && (
        <ul className="field__error gallery-uploader__errors" role="alert">
          {errors.map((error) => (
            <li key={error}>{text(error)}</li>
          ))}
        </ul>
      )}
      {(images.length > 0 || placeholderSlots > 0) && (
        <ul className="gallery-uploader__grid" aria-label={t('Uploaded {label}', { label: label.toLowerCase() })}>
          {images.map((image, index) => (
            <li key={image} className="gallery-uploader__item">
              <img src={uploadUrl(image)} alt={t('{name} photo {number}', { name: altStem, number: index + 1 })} loading="lazy" />
              <Button variant="danger" size="sm" className="gallery-uploader__remove" onClick={() => onChange(images.filter((key) => key !== image))}>
                <Trans id="Remove<0> photo {number}</0>" values={{ number: index + 1 }} components={{ 0: <span className="visually-hidden" /> }} />
              </Button>
            </li>
          ))}
          {Array.from({ length: Math.max(0, Math.min(placeholderSlots, max) - images.length) }, (_, index) => (
            <li key={`placeholder-${index}`} className="gallery-uploader__placeholder" aria-hidden="true" />
          ))}
        </ul>
      )}
    </div>
  );
}
