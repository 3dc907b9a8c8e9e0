import { useState } from 'react';
import { uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

const PREVIEW_COUNT = 6;

/**
 * Six photos, the sixth opening the full viewer ('View All'); the viewer
 * moves with the arrow keys and closes with Escape (spec 3 §2.9).
 */
export function PhotoGallery({ images, businessName }: { images: string[]; businessName: string }) {
  const [viewing, setViewing] = useState<number | null>(null);
  if (!images.length) return <p className="empty-state">No Images Available</p>;
  const preview = images.slice(0, PREVIEW_COUNT);
  const show = (index: number) => setViewing(((index % images.length) + images.length) % images.length);

  return (
    <>
      <ul className="gallery-grid" aria-label={`Photos of ${businessName}`}>
        {preview.map((image, index) => {
          const isViewAll = index === PREVIEW_COUNT - 1 && images.length > PREVIEW_COUNT;
          return (
            <li key={image}>
              <button type="button" className="gallery-grid__item" onClick={() => show(index)}>
                <img src={uploadUrl(image)} alt={`${businessName}, photo ${index + 1} of ${images.length}`} loading="lazy" />
                {isViewAll && <span className="gallery-grid__more">View All ({images.length})</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} title={`Photos of ${businessName}`} variant="viewer">
        {viewing !== null && (
          <div
            className="viewer"
            role="group"
            aria-roledescription="carousel"
            tabIndex={0}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') show(viewing + 1);
              if (event.key === 'ArrowLeft') show(viewing - 1);
            }}
          >
            <img className="viewer__image" src={uploadUrl(images[viewing])} alt={`${businessName}, photo ${viewing + 1} of ${images.length}`} />
            <div className="viewer__controls">
              <Button variant="secondary" onClick={() => show(viewing - 1)}>
                Previous
              </Button>
              <span aria-live="polite">
                {viewing + 1} / {images.length}
              </span>
              <Button variant="secondary" onClick={() => show(viewing + 1)}>
                Next
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
