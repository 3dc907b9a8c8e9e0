import { lazy, Suspense, useState } from 'react';
import { uploadUrl } from '@shared/uploads';
import { Dialog } from '../../../components/ui/dialog';
import { CameraIcon } from './profile-icons';
import { useT, type Translate } from '../../../i18n';

// The overlay's gallery and viewer load when it first opens (a tap on a photo).
const OverlayBody = lazy(async () => ({ default: (await import('./gallery-overlay-body')).OverlayBody }));

/** How many photos the business page shows before 'View All' (spec 3 §2.9). */
export const GALLERY_PREVIEW_COUNT = 6;

export interface GalleryPhotos {
  /** The business's own images, shown first. */
  own: string[];
  /** Images reviewers uploaded, after the business's own. */
  fromReviews: string[];
}

export interface Photo {
  key: string;
  alt: string;
}

type Mode = 'grid' | 'carousel';

export interface OverlayState {
  mode: Mode;
  /** The photo open in the viewer, or null for the gallery itself. */
  viewing: number | null;
  /** Whether Escape in the viewer goes back to the gallery (it was opened from there) or closes everything. */
  fromGallery: boolean;
}

/** The business's photos then the reviewers', with alt texts that say which is which. */
function photoList({ own, fromReviews }: GalleryPhotos, businessName: string, t: Translate): Photo[] {
  const total = own.length + fromReviews.length;
  return [
    ...own.map((key, index) => ({ key, alt: t('{name}, photo {number} of {total}', { name: businessName, number: index + 1, total }) })),
    ...fromReviews.map((key, index) => ({ key, alt: t('{name}, photo {number} of {total}, from a review', { name: businessName, number: own.length + index + 1, total }) })),
  ];
}

/** 'No Images Available' (spec 3 §2.9). */
function NoPhotos() {
  const t = useT();
  return (
    <div className="gallery-empty">
      <CameraIcon size={28} />
      <p className="gallery-empty__title">{t('No Images Available')}</p>
      <p className="empty-state">{t("This business hasn't uploaded any photos yet.")}</p>
    </div>
  );
}

interface PhotoGalleryProps {
  photos: GalleryPhotos;
  businessName: string;
  /** Show only the first six with 'View All' on the sixth (the Info tab), or every photo (the Photos tab). */
  preview?: boolean;
  /** Shows the 'Report an issue with this image/photos' link when given. */
  onReport?: () => void;
}

/**
 * The business page's photos and the full overlay of spec 3 §2.9: a grid
 * or carousel of every photo, and a viewer with a thumbnail list, Back to
 * Gallery, previous/next and 'N of M'. Arrow keys move (wrapping), Escape
 * closes the viewer.
 */
export function PhotoGallery({ photos, businessName, preview = true, onReport }: PhotoGalleryProps) {
  const t = useT();
  const [overlay, setOverlay] = useState<OverlayState | null>(null);
  const list = photoList(photos, businessName, t);
  if (!list.length) return <NoPhotos />;
  const shown = preview ? list.slice(0, GALLERY_PREVIEW_COUNT) : list;

  return (
    <>
      <ul className="gallery-grid" aria-label={t('Photos of {name}', { name: businessName })}>
        {shown.map((photo, index) => {
          const isViewAll = preview && index === GALLERY_PREVIEW_COUNT - 1 && list.length > GALLERY_PREVIEW_COUNT;
          return (
            <li key={`${photo.key}-${index}`}>
              <button
                type="button"
                className="gallery-grid__item"
                onClick={() => setOverlay(isViewAll ? { mode: 'grid', viewing: null, fromGallery: true } : { mode: 'grid', viewing: index, fromGallery: false })}
              >
                <img src={uploadUrl(photo.key)} alt={isViewAll ? '' : photo.alt} loading="lazy" />
                {isViewAll && <span className="gallery-grid__more">{t('View All ({count})', { count: list.length })}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <GalleryOverlay state={overlay} onChange={setOverlay} photos={photos} list={list} businessName={businessName} onReport={onReport} />
    </>
  );
}

export interface GalleryOverlayProps {
  state: OverlayState | null;
  onChange: (state: OverlayState | null) => void;
  photos: GalleryPhotos;
  list: Photo[];
  businessName: string;
  onReport?: () => void;
}

function GalleryOverlay({ state, onChange, businessName, ...rest }: GalleryOverlayProps) {
  return (
    <Dialog open={state !== null} onClose={() => onChange(null)} title={businessName} variant="viewer" className="gallery-overlay">
      {state && (
        <Suspense fallback={null}>
          <OverlayBody state={state} onChange={onChange} businessName={businessName} {...rest} />
        </Suspense>
      )}
    </Dialog>
  );
}
