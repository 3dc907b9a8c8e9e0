import { Link } from '../../../lib/router';
import type { EventResponse } from '@shared/schemas/event';
import { uploadUrl } from '@shared/uploads';
import { CalendarIcon, EyeIcon, MapPinIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { clipAtWord, plainText } from '@shared/business/format';
import { useLocale, useT, type Translate } from '../../../i18n';
import { categoryName } from '@shared/i18n/category-title';
import { useEventText } from '../i18n';

/** English, for text that leaves the page in no particular language. */
const english: Translate = (message) => message;

/** Where an event happens, in one line, in `t`'s language. */
export function eventPlace(event: Pick<EventResponse, 'platform' | 'locationName' | 'address' | 'city' | 'linkPlatform'>, t: Translate = english): string {
  if (event.platform === 'online') return t('Online event');
  if (event.platform === 'recorded') return t('Recorded event');
  return [event.locationName, event.address, event.city].filter(Boolean).join(', ');
}

export const eventHref = (event: Pick<EventResponse, 'cityName' | 'slug'>) => paths.events.detail.getHref({ city: event.cityName, id: event.slug });

const FALLBACK_BANNER = '/seed/cover-1.svg';

/**
 * An event card (spec 3 §2.1, two looks): 'tile' for the grids (banner,
 * date tile, badges, place, date) and 'row' for the This Week / Next Week
 * lists (banner, name, description, start date and views).
 */
export function EventCard({ event, look = 'tile', actions, badge }: { event: EventResponse; look?: 'tile' | 'row'; actions?: React.ReactNode; badge?: string }) {
  const t = useT();
  const locale = useLocale();
  const text = useEventText();
  const tile = text.tile(event.start);
  const banner = uploadUrl(event.banner ?? event.images[0]) ?? FALLBACK_BANNER;
  return (
    <article className={cn('event-card', `event-card--${look}`)}>
      <div className="event-card__media">
        <img src={banner} alt="" loading="lazy" />
        {look === 'tile' && (
          <span className="event-card__tile" aria-hidden="true">
            <span>{tile.month}</span>
            <strong>{tile.day}</strong>
          </span>
        )}
        {badge && !event.cancelledAt && <span className="event-card__badge">{badge}</span>}
      </div>
      <div className="event-card__body">
        <h3 className="event-card__title">
          <Link to={eventHref(event)}>{event.name}</Link>
        </h3>
        {event.cancelledAt && (
          <p className="badge badge--danger event-card__cancelled" data-testid="event-cancelled">
            {t('This event has been cancelled')}
          </p>
        )}
        {look === 'row' && <p className="event-card__text">{clipAtWord(plainText(event.description), 140)}</p>}
        <p className="event-card__meta">
          <CalendarIcon aria-hidden="true" />
          <span>
            {text.date(event.start)}
            {look === 'tile' && <> · {text.time(event.start)}</>}
          </span>
        </p>
        {look === 'tile' && (
          <p className="event-card__meta">
            <MapPinIcon aria-hidden="true" />
            <span>{eventPlace(event, t)}</span>
          </p>
        )}
        <p className="event-card__meta event-card__footer">
          <span>
            <EyeIcon aria-hidden="true" /> {t('{count, plural, one {# view} other {# views}}', { count: event.views })}
          </span>
          {event.eventType && <span className="badge">{categoryName(event.eventType, locale)}</span>}
          {event.paid ? <span className="badge badge--info">{t('Paid')}</span> : <span className="badge badge--success">{t('Free')}</span>}
          {event.eventCategory === 'recurring' && <span className="badge">{t('Recurring')}</span>}
        </p>
        {actions}
      </div>
    </article>
  );
}
