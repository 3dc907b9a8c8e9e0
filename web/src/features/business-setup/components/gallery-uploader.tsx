import { useId, useState } from 'react';
import { GALLERY_MAX_IMAGES, MAXIMUM_IMAGES_MESSAGE } from '@shared/schemas/business';
import { uploadProblem, uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { acceptFor, uploadFile } from '../../../lib/upload';

const PLACEHOLDER_SLOTS = 12;

/**
 * The images tab: several photos at once (JPEG, PNG, GIF, 5 MB each), at
 * most 50 including those already saved; at 50 the dropzone hides and says
 * so (spec 1 §5).
 */
export function GalleryUploader({ images, onChange, businessName }: { images: string[]; onChange: (images: string[]) => void; businessName: string }) {
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const room = GALLERY_MAX_IMAGES - images.length;

  async function add(files: File[]) {
    const accepted = files.slice(0, Math.max(0, room));
    const problems = files.length > accepted.length ? [MAXIMUM_IMAGES_MESSAGE] : [];
    setUploading(accepted.length);
    const keys: string[] = [];
    for (const file of accepted) {
      const problem = uploadProblem('gallery', file);
      if (problem) {
        problems.push(`${file.name}: ${problem}`);
      } else {
        try {
          keys.push(await uploadFile('gallery', file));
        } catch (error) {
          problems.push(`${file.name}: ${errorMessage(error)}`);
        }
      }
      setUploading((count) => count - 1);
    }
    setErrors(problems);
    if (keys.length) onChange([...images, ...keys]);
  }

  return (
    <div className="gallery-uploader">
      {room > 0 ? (
        <label className="dropzone" htmlFor={id}>
          <span className="dropzone__title">Add photos</span>
          <span className="dropzone__hint">
            JPEG, PNG or GIF, up to 5 MB each. {images.length} of {GALLERY_MAX_IMAGES} used.
          </span>
          <input
            id={id}
            type="file"
            multiple
            accept={acceptFor('gallery')}
            className="visually-hidden"
            aria-label="Gallery images"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void add(files);
            }}
          />
        </label>
      ) : (
        <p className="alert alert--info" role="status">
          {MAXIMUM_IMAGES_MESSAGE}
        </p>
      )}
      {uploading > 0 && <p role="status">Uploading {uploading} photo(s)…</p>}
      {errors.length > 0 && (
        <ul className="field__error" role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <ul className="gallery-grid gallery-uploader__grid" aria-label="Gallery">
        {images.map((image, index) => (
          <li key={image} className="gallery-uploader__item">
            <img src={uploadUrl(image)} alt={`${businessName || 'Business'} photo ${index + 1}`} loading="lazy" />
            <Button variant="danger" size="sm" onClick={() => onChange(images.filter((key) => key !== image))}>
              Remove<span className="visually-hidden"> photo {index + 1}</span>
            </Button>
          </li>
        ))}
        {Array.from({ length: Math.max(0, Math.min(PLACEHOLDER_SLOTS, GALLERY_MAX_IMAGES) - images.length) }, (_, index) => (
          <li key={`placeholder-${index}`} className="gallery-uploader__placeholder" aria-hidden="true" />
        ))}
      </ul>
    </div>
  );
}
