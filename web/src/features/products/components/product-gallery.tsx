import { useState } from 'react';
import { uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ChevronLeftIcon, ChevronRightIcon, PackageIcon } from '../../../components/ui/icons';
import { useT } from '../../../i18n';

/** Thumbnails shown under the main image (spec 2 §9). */
const THUMBNAILS = 6;

/** The product's images: the chosen one large, the first 6 as thumbnails, and a zoom dialog with previous, next and a counter (index wraps). */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  if (!images.length) {
    return (
      <div className="product-gallery__empty">
        <PackageIcon size={48} />
        <p>{t('No Images Available')}</p>
      </div>
    );
  }
  const step = (delta: number) => setCurrent((index) => (index + delta + images.length) % images.length);
  return (
    <div className="product-gallery">
      <button
        type="button"
        className="product-gallery__main"
        onClick={() => setZoomed(true)}
        aria-label={t('Zoom image {number} of {total}', { number: String(current + 1), total: String(images.length) })}
      >
        <img src={uploadUrl(images[current])} alt={t('{title}, image {number}', { title, number: String(current + 1) })} />
      </button>
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {images.slice(0, THUMBNAILS).map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={index === current}
                aria-label={t('Show image {number}', { number: String(index + 1) })}
                onClick={() => setCurrent(index)}
              >
                <img src={uploadUrl(image)} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog open={zoomed} onClose={() => setZoomed(false)} title={title} className="product-zoom">
        <img className="product-zoom__image" src={uploadUrl(images[current])} alt={t('{title}, image {number}', { title, number: String(current + 1) })} />
        <div className="product-zoom__controls">
          <Button variant="outline" size="sm" icon={<ChevronLeftIcon />} onClick={() => step(-1)}>
            {t('Previous')}
          </Button>
          <span aria-live="polite">
            {current + 1} / {images.length}
          </span>
          <Button variant="outline" size="sm" onClick={() => step(1)}>
            {t('Next')} <ChevronRightIcon />
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
