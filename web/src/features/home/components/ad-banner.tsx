import { useEffect, useState } from 'react';
import { Link } from '../../../lib/router';
import { uploadUrl } from '@shared/uploads';
import { SmartLink } from '../../../components/ui/smart-link';
import { paths } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { Trans, useT } from '../../../i18n';
import { useHomeAdvertisements, type Advertisement } from '../api/home-content';

/** The carousel's pace (spec 1 §9). */
export const AD_INTERVAL_MS = 2500;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Where an ad leads: '{city}' in its link becomes the city the visitor is looking at. */
export const adHref = (url: string, city: string) => url.replaceAll('{city}', encodeURIComponent(city));

/** An ad's image, a link when it leads somewhere. */
function AdImage({ ad, city }: { ad: Advertisement; city: string }) {
  const t = useT();
  const image = <img className="ad-banner__image" src={uploadUrl(ad.image)} alt={ad.alt ?? t('Advertisement')} width={1200} height={150} />;
  return ad.url ? (
    <SmartLink href={adHref(ad.url, city)} rel="noopener sponsored">
      {image}
    </SmartLink>
  ) : (
    image
  );
}

/**
 * The home-top banner: the homepage_top ads turning every 2.5 s (paused on
 * hover or focus, and for reduced motion), with a dot per ad. Only when
 * there are none does the 113 px ad slot (90 px on phones) stand in.
 */
export function AdBanner({ city }: { city: string }) {
  const ads = useHomeAdvertisements();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const count = ads.data?.length ?? 0;
  const t = useT();
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), AD_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (ads.isPending) return <div className="ad-slot ad-slot--loading" aria-hidden="true" />;
  if (!ads.data?.length) {
    return (
      <aside className="ad-slot" aria-label={t('Advertisement')}>
        <p>
          <Trans id="Your business here: reach customers across India. <0>List your business free</0>" components={{ 0: <Link to={paths.business.claim.getHref()} /> }} />
        </p>
      </aside>
    );
  }
  // The list may shrink under a kept index (a refetch): show what it points at now.
  const shown = current % count;
  return (
    <section
      className="ad-banner"
      aria-roledescription="carousel"
      aria-label={t('Advertisements')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(prefersReducedMotion())}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(prefersReducedMotion())}
    >
      <div className="ad-banner__track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {ads.data.map((ad, index) => (
          <div
            key={ad._id}
            className="ad-banner__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('{index} of {count}', { index: index + 1, count })}
            aria-hidden={index !== shown}
            inert={index !== shown}
          >
            <AdImage ad={ad} city={city} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="ad-banner__dots">
          {ads.data.map((ad, index) => (
            <button
              key={ad._id}
              type="button"
              className={cn('ad-banner__dot', index === shown && 'ad-banner__dot--active')}
              aria-label={t('Show advertisement {index}', { index: index + 1 })}
              aria-current={index === shown}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
