import { useEffect, useRef, type KeyboardEvent } from 'react';
import { uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';
import { ChevronLeftIcon, ChevronRightIcon, GridIcon } from '../../../components/ui/icons';
import { CarouselIcon } from './profile-icons';
import { useT } from '../../../i18n';
import type { GalleryOverlayProps, OverlayState } from './photo-gallery';

const wrap = (index: number, length: number) => ((index % length) + length) % length;

/**
 * The overlay's content: the gallery (grid or carousel, the photo groups) and the viewer. Its own file, loaded when
 * the overlay first opens, so that a page showing the photos' preview does not download it.
 */
export function OverlayBody({ state, onChange, photos, list, onReport }: GalleryOverlayProps & { state: OverlayState }) {
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
