import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../utils/cn';
import { ChevronLeftIcon, ChevronRightIcon, GridIcon } from '../../../components/ui/icons';
import { CameraIcon, CarouselIcon } from './profile-icons';
import { useT, type Translate } from '../../../i18n';

/** How many photos the business page shows before 'View All' (spec 3 §2.9). */
export const GALLERY_PREVIEW_COUNT = 6;

export interface GalleryPhotos {
  /** The business's own images, shown first. */
  own: string[];
  /** Images reviewers uploaded, after the business's own. */
  fromReviews: string[];
}

interface Photo {
  key: string;
  alt: string;
}

type Mode = 'grid' | 'carousel';

interface OverlayState {
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

const wrap = (index: number, length: number) => ((index % length) + length) % length;

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

interface GalleryOverlayProps {
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
      {state && <OverlayBody state={state} onChange={onChange} businessName={businessName} {...rest} />}
    </Dialog>
  );
}

function OverlayBody({ state, onChange, photos, list, onReport }: GalleryOverlayProps & { state: OverlayState }) {
  const t = useT();
  const stageRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<number | null>(null);
  const viewing = state.viewing;

  // Entering the viewer puts focus on it so the arrow keys work at once;
  // going back to the gallery returns focus to the photo last seen.
  useEffect(() => {
    if (viewing !== null) {
      // After the dialog's showModal(), which runs later (a parent's effect) and focuses its first
      // button: focusing the stage now would be undone, and the arrow keys would not work at once.
      const frame = requestAnimationFrame(() => stageRef.current?.focus());
      return () => cancelAnimationFrame(frame);
    }
    if (returnTo.current === null) return;
    document.querySelector<HTMLButtonElement>(`[data-gallery-index="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [viewing]);

  const open = (index: number) => onChange({ ...state, viewing: index, fromGallery: true });
  const show = (index: number) => onChange({ ...state, viewing: wrap(index, list.length) });
  const backToGallery = () => {
    returnTo.current = viewing;
    onChange({ ...state, viewing: null, fromGallery: true });
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (viewing === null) return;
    if (event.key === 'ArrowRight') show(viewing + 1);
    else if (event.key === 'ArrowLeft') show(viewing - 1);
    else if (event.key === 'Escape' && state.fromGallery) {
      // Escape leaves the viewer for the gallery it was opened from, not the whole overlay.
      event.preventDefault();
      backToGallery();
    } else return;
    event.preventDefault();
  }

  const featured = [
    { label: t('Business photos'), count: photos.own.length, first: 0 },
    { label: t('Review photos'), count: photos.fromReviews.length, first: photos.own.length },
  ].filter((group) => group.count > 0);

  return (
    <div className="gallery-overlay__body" onKeyDown={onKeyDown}>
      <div className="gallery-overlay__bar">
        <p className="gallery-overlay__count">{t('{count, plural, one {# photo} other {# photos}}', { count: list.length })}</p>
        {viewing === null ? (
          <div className="segmented" role="group" aria-label={t('Gallery layout')}>
            {(['grid', 'carousel'] as const).map((mode) => (
              <button key={mode} type="button" className="segmented__option" aria-pressed={state.mode === mode} onClick={() => onChange({ ...state, mode })}>
                {mode === 'grid' ? <GridIcon size={16} /> : <CarouselIcon size={16} />}
                {mode === 'grid' ? t('Grid') : t('Carousel')}
              </button>
            ))}
          </div>
        ) : (
          <Button variant="secondary" size="sm" icon={<ChevronLeftIcon size={16} />} onClick={backToGallery}>
            {t('Back to Gallery')}
          </Button>
        )}
      </div>

      {viewing === null ? (
        <>
          {state.mode === 'grid' && featured.length > 1 && (
            <ul className="gallery-featured" aria-label={t('Photo groups')}>
              {featured.map((group) => (
                <li key={group.label}>
                  <button type="button" className="gallery-featured__tile" onClick={() => open(group.first)}>
                    <img src={uploadUrl(list[group.first]?.key)} alt="" />
                    <span>{t('{label} ({count})', { label: group.label, count: group.count })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <ul className={cn(state.mode === 'grid' ? 'gallery-overlay__grid' : 'gallery-overlay__carousel')} aria-label={t('All photos')}>
            {list.map((photo, index) => (
              <li key={`${photo.key}-${index}`}>
                <button type="button" className="gallery-overlay__photo" data-gallery-index={index} onClick={() => open(index)}>
                  <img src={uploadUrl(photo.key)} alt={photo.alt} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="photo-viewer">
          <ul className="photo-viewer__thumbs" aria-label={t('Thumbnails')}>
            {list.map((photo, index) => (
              <li key={`${photo.key}-${index}`}>
                <button
                  type="button"
                  className="photo-viewer__thumb"
                  aria-current={index === viewing ? 'true' : undefined}
                  ref={(element) => {
                    if (element && index === viewing) element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
                  }}
                  onClick={() => show(index)}
                >
                  <img src={uploadUrl(photo.key)} alt={t('Show photo {number}', { number: index + 1 })} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
          <div className="photo-viewer__stage" ref={stageRef} tabIndex={-1} role="group" aria-roledescription="carousel" aria-label={t('Photo viewer')}>
            <img className="photo-viewer__image" src={uploadUrl(list[viewing]?.key)} alt={list[viewing]?.alt ?? ''} />
            <button type="button" className="photo-viewer__nav photo-viewer__nav--prev" onClick={() => show(viewing - 1)}>
              <ChevronLeftIcon size={24} />
              <span className="visually-hidden">{t('Previous photo')}</span>
            </button>
            <button type="button" className="photo-viewer__nav photo-viewer__nav--next" onClick={() => show(viewing + 1)}>
              <ChevronRightIcon size={24} />
              <span className="visually-hidden">{t('Next photo')}</span>
            </button>
            <p className="photo-viewer__counter" aria-live="polite">
              {t('{number} of {total}', { number: viewing + 1, total: list.length })}
            </p>
          </div>
        </div>
      )}

      {onReport && (
        <button
          type="button"
          className="gallery-overlay__report"
          onClick={() => {
            onChange(null);
            onReport();
          }}
        >
          {t('Report an issue with this image/photos')}
        </button>
      )}
    </div>
  );
}
