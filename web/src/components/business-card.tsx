import type { CSSProperties } from 'react';
import { Link } from '../lib/router';
import { isOpenAt, openStatusMessage } from '@shared/business/open-status';
import { ratingStars } from '@shared/business/format';
import { formatDistance } from '@shared/geo/location';
import type { BusinessCard as BusinessCardData } from '@shared/schemas/search';
import { uploadUrl } from '@shared/uploads';
import { MapPinIcon } from './ui/icons';
import { paths } from '../config/paths';
import { cn } from '../utils/cn';
import { useLocale, useT } from '../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

/** The first line of a card's address: suite and street, else the city. */
function addressLine(address: BusinessCardData['address']): string {
  return [address.suite, address.street, address.city].filter(Boolean).join(', ');
}

/**
 * How many of the five stars are full, and whether one more is half: the
 * stars are one CSS-painted element (business-card.css), not five SVGs, as a
 * page of cards once carried 60 of them (40 kB of its HTML).
 */
function starFill(average: number): CSSProperties {
  const stars = ratingStars(average);
  return { '--stars-full': stars.filter((fill) => fill === 'full').length, '--stars-half': stars.includes('half') ? 1 : 0 } as CSSProperties;
}

/** Five read-only stars with the score and review count ('{n} Reviews'). */
export function RatingSummary({ rating }: { rating: BusinessCardData['rating'] }) {
  const t = useT();
  const average = rating.average.toFixed(1);
  const label = rating.count ? t('Rated {average} out of 5 from {count, plural, one {# review} other {# reviews}}', { average, count: rating.count }) : t('No reviews yet');
  return (
    // A paragraph may not carry an aria-label: the label is hidden text, the stars and score are for the eye.
    <p className="rating-summary">
      <span className="visually-hidden">{label}</span>
      <span className="rating-summary__stars" aria-hidden="true" style={starFill(rating.average)} />
      <span aria-hidden="true">{rating.count ? t('{average} · {count, plural, one {# Review} other {# Reviews}}', { average, count: rating.count }) : t('New')}</span>
    </p>
  );
}

/**
 * A listing as search results, category pages and home carousels show it
 * (spec 3 §2.10): cover image, rating, address, 'Est. {year}', today's
 * open status and 'View Business'. `aboveTheFold` cards (a list's first)
 * fetch their cover at once: it is what the page paints largest.
 */
export function BusinessCard({ card, now = new Date(), headingLevel = 3, aboveTheFold = false }: { card: BusinessCardData; now?: Date; headingLevel?: 2 | 3; aboveTheFold?: boolean }) {
  const href = paths.business.profile.getHref({ city: card.cityName, slug: card.slug });
  const cover = uploadUrl(card.media.headerImage ?? card.media.gallery[0] ?? card.logo);
  // Special days and a temporary closure ride on the card ('Temporarily closed, opens on 16 Dec at 9:00 AM', 'Closed for Diwali, …').
  const isOpen = isOpenAt(card.workingHours, now, card);
  const t = useT();
  const locale = useLocale();
  const statusText = openStatusMessage(card.workingHours, now, card, locale);
  const named = [card.subCategoryId[0], card.categories[0]].find((entry) => entry?.title);
  const category = named?.title ? categoryTitle({ title: named.title, titleHi: named.titleHi }, locale) : undefined;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="business-card">
      <Link to={href} className="business-card__media" tabIndex={-1} aria-hidden="true">
        {cover ? (
          <img src={cover} alt="" loading={aboveTheFold ? 'eager' : 'lazy'} fetchPriority={aboveTheFold ? 'high' : 'auto'} />
        ) : (
          <span className="business-card__placeholder">{card.name.slice(0, 1)}</span>
        )}
      </Link>
      <div className="business-card__body">
        <div className="business-card__title-row">
          {card.logo && <img className="business-card__logo" src={uploadUrl(card.logo)} alt="" loading="lazy" />}
          <Heading className="business-card__title">
            <Link to={href}>{card.name}</Link>
          </Heading>
        </div>
        {category && <p className="business-card__category">{category}</p>}
        <RatingSummary rating={card.rating} />
        {addressLine(card.address) && (
          <p className="business-card__address">
            <MapPinIcon size={14} aria-hidden="true" />
            <span>{addressLine(card.address)}</span>
          </p>
        )}
        <p className="business-card__meta">
          {/* Read at the server's minute and again at the browser's: the list's clock corrects it right after hydration. */}
          <span className={cn('open-status', isOpen ? 'open-status--open' : 'open-status--closed')} suppressHydrationWarning>
            {t(statusText.id, statusText.values)}
          </span>
          {card.distanceKm !== undefined && (
            <span className="business-card__distance">
              {formatDistance(card.distanceKm)}
              <span className="visually-hidden"> {t('away')}</span>
            </span>
          )}
          {card.establishmentYear ? <span>{t('Est. {year}', { year: card.establishmentYear })}</span> : null}
          {!card.unclaimed && <span className="business-card__claimed">{t('Claimed')}</span>}
        </p>
        <Link to={href} className="btn btn--outline btn--sm business-card__cta">
          {t('View Business')}
          <span className="visually-hidden">: {card.name}</span>
        </Link>
      </div>
    </article>
  );
}
