import { useEffect, useState, type ReactNode } from 'react';
import { yearsInBusiness } from '@shared/business/format';
import { isOpenAt, openStatusMessage } from '@shared/business/open-status';
import { closureMessage } from '@shared/business/localized-days';
import { isTemporarilyClosed, upcomingClosure } from '@shared/business/special-hours';
import type { BusinessResponse } from '@shared/schemas/business';
import { uploadUrl } from '@shared/uploads';
import { Avatar } from '../../../components/ui/avatar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ClockIcon, MapPinIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { ClaimedLabel } from './claimed-label';
import { BookmarkIcon, ChatIcon, CheckIcon, DirectionsIcon, FlagIcon, PencilIcon, PhoneIcon, PlusIcon, ShareIcon } from './profile-icons';
import { RatingStars } from './rating-stars';
import { trackTap } from '../api/track';
import { DistanceAway } from './listing-location';
import { mapLinks } from './profile-parts';
import { useLocale, useT } from '../../../i18n';

const HINT_EVERY_MS = 6000;
const HINT_FOR_MS = 3000;

/** The 'Suggest an edit' hint bubble: shows every 6 seconds for 3 seconds (spec 1 §2, §9). */
function useBlinkingHint() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setVisible(true);
      hide = setTimeout(() => setVisible(false), HINT_FOR_MS);
    }, HINT_EVERY_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(hide);
    };
  }, []);
  return visible;
}

export type ProfileAction = 'share' | 'follow' | 'save' | 'ask' | 'suggest' | 'removal' | 'report';

interface ProfileHeaderProps {
  business: BusinessResponse;
  now: Date;
  following: boolean;
  followPending: boolean;
  saved: boolean;
  isOwner: boolean;
  onAction: (action: ProfileAction) => void;
  /** Shown under the actions, e.g. how quickly the business answers Ask (composed by the route). */
  askNote?: ReactNode;
}

/** The top of a business profile: cover, logo, name, labels, rating, open-now line and every action. */
export function ProfileHeader({ business, now, following, followPending, saved, isOwner, onAction, askNote }: ProfileHeaderProps) {
  const t = useT();
  const locale = useLocale();
  const hintVisible = useBlinkingHint();
  const isOpen = isOpenAt(business.workingHours ?? [], now, business);
  const statusMessage = openStatusMessage(business.workingHours ?? [], now, business, locale);
  // A closure running today, or one announced: said at the top, with the owner's note.
  const closure = business.permanentlyClosed ? undefined : isTemporarilyClosed(business, now) ? business.temporaryClosure : upcomingClosure(business, now);
  const years = yearsInBusiness(business.establishmentYear, now);
  const phone = business.contact?.phone;

  return (
    <header className="business-hero">
      {business.media.headerImage ? (
        <img className="business-hero__cover" src={uploadUrl(business.media.headerImage)} alt="" fetchPriority="high" />
      ) : (
        <div className="business-hero__cover business-hero__cover--blank" />
      )}
      <div className="container">
        <div className="business-hero__body">
          {business.logo ? (
            <img className="business-hero__logo" src={uploadUrl(business.logo)} alt={t('{name} logo', { name: business.name })} />
          ) : (
            <Avatar name={business.name} size="xl" decorative className="business-hero__logo" />
          )}
          <div className="business-hero__text">
            <h1 className="business-hero__name">{business.name}</h1>
            <div className="business-hero__meta">
              <ClaimedLabel unclaimed={business.unclaimed} />
              {years ? <span>{t('{count, plural, one {# Year} other {# Years}} in Business', { count: years })}</span> : null}
              <span>
                <MapPinIcon size={14} /> {business.address?.city || business.cityNameFormatted}
              </span>
              <DistanceAway location={business.location} />
            </div>
            <RatingStars businessId={business._id} slug={business.slug} cityName={business.cityName} rating={business.rating} />
            {business.permanentlyClosed ? (
              <p className="open-status open-status--closed" data-testid="open-status">
                <ClockIcon size={16} />
                {t('Permanently closed')}
              </p>
            ) : (
              <p className={cn('open-status', isOpen ? 'open-status--open' : 'open-status--closed')} data-testid="open-status">
                <ClockIcon size={16} />
                {t(statusMessage.id, statusMessage.values)}
              </p>
            )}
          </div>
        </div>
        {closure && (
          <div className={cn('alert closure-banner', isTemporarilyClosed(business, now) ? 'alert--warning' : 'alert--info')} role="status" data-testid="closure-banner">
            <p>
              <strong>{t(closureMessage(closure, now, locale).id, closureMessage(closure, now, locale).values)}.</strong>
              {closure.note ? ` ${closure.note}` : ''}
            </p>
          </div>
        )}

        {askNote}
        <div className="business-actions" aria-label={t('Actions')} role="group">
          <Button variant={following ? 'secondary' : 'primary'} aria-pressed={following} isLoading={followPending} icon={following ? <CheckIcon /> : <PlusIcon />} onClick={() => onAction('follow')}>
            {following ? t('Following') : t('Follow')}
          </Button>
          <Button variant="outline" className={cn(saved && 'btn--saved')} aria-pressed={saved} icon={<BookmarkIcon />} onClick={() => onAction('save')}>
            {saved ? t('Saved') : t('Save')}
          </Button>
          <Button
            variant="outline"
            icon={<ShareIcon />}
            onClick={() => {
              trackTap(business._id, 'share');
              onAction('share');
            }}
          >
            {t('Share')}
          </Button>
          <Button variant="outline" icon={<ChatIcon />} onClick={() => onAction('ask')}>
            {t('Ask')}
          </Button>
          {phone && (
            <a className="btn btn--outline btn--md" href={`tel:${phone.replace(/[^\d+]/g, '')}`} onClick={() => trackTap(business._id, 'call')}>
              <PhoneIcon />
              {t('Call')}
            </a>
          )}
          <a className="btn btn--outline btn--md" href={mapLinks(business).directions} target="_blank" rel="noopener noreferrer" onClick={() => trackTap(business._id, 'directions')}>
            <DirectionsIcon />
            {t('Get Directions')}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
        </div>

        <div className="business-more-actions">
          <span className="hint-anchor">
            <Button variant="ghost" size="sm" icon={<PencilIcon size={16} />} onClick={() => onAction('suggest')}>
              {t('Suggest an edit')}
            </Button>
            <span className={cn('hint-bubble', hintVisible && 'hint-bubble--visible')} aria-hidden="true">
              {t("Know something we don't? Suggest an edit.")}
            </span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onAction('removal')}>
            {t('Request removal')}
          </Button>
          <Button variant="ghost" size="sm" icon={<FlagIcon size={16} />} onClick={() => onAction('report')}>
            {t('Report')}
          </Button>
          {isOwner && (
            <ButtonLink variant="ghost" size="sm" icon={<PencilIcon size={16} />} to={paths.dashboard.business.getHref({ businessId: business._id, city: business.cityName })}>
              {t('Edit your listing')}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
