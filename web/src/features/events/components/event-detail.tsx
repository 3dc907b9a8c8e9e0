import { lazy, memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { expandOccurrences, hasEnded, mapSearchLink, nextOccurrence } from '../ist-dates';
import type { EventResponse } from '@shared/schemas/event';
import { uploadUrl } from '@shared/uploads';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CalendarIcon, EyeIcon, GlobeIcon, MapPinIcon, TagIcon } from '../../../components/ui/icons';
import { SmartLink } from '../../../components/ui/smart-link';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { countEventView } from '../api/count-view';
import { eventPlace } from './event-card';
import { MarkButtons } from './mark-buttons';
import { msg, useLocale, useT } from '../../../i18n';
import { intlLocale } from '@shared/i18n/locales';
import { categoryName } from '@shared/i18n/category-title';
import { eventFormatText, platformLabels, recordedPlatformText, useEventText, type EventText } from '../i18n';
import { TicketsDialog } from './tickets-dialog';
import { RichHtml } from '../../../components/ui/rich-html';
import { deferredLazy } from '../../../lib/deferred';

// Shown only to the event's host (or an admin): its code (the confirm dialog, the call) loads for them alone.
const CancelEventButton = lazy(async () => ({ default: (await import('./cancel-event-button')).CancelEventButton }));

// Its links come from the calendar module and Luxon (some 25 KB gz): they load when the visitor points at, touches or
// focuses the button; a click meanwhile opens the menu once they are there.
const { Component: LoadedAddToCalendar, useSlot: useAddToCalendarSlot } = deferredLazy(async () => (await import('./add-to-calendar')).AddToCalendar);
const AddToCalendar = memo(function AddToCalendar({ event, url }: { event: EventResponse; url: string }) {
  const slot = useAddToCalendarSlot<HTMLDivElement>({ onlyOnIntent: true });
  return (
    <div ref={slot} className="display-contents">
      <Suspense fallback={null}>
        <LoadedAddToCalendar event={event} url={url} />
      </Suspense>
    </div>
  );
});

const detailMessages = { interested: msg('Marked Interested!'), going: msg('Marked As Going, Add event to Calendar!') } as const;
/** The schedule lists this many upcoming occurrences. */
const SCHEDULE_SHOWN = 8;

function Stat({ label, value }: { label: string; value: number }) {
  const locale = useLocale();
  return (
    <div className="event-stat">
      <strong>{new Intl.NumberFormat(intlLocale[locale]).format(value)}</strong>
      <span>{label}</span>
    </div>
  );
}

/** One line of an occurrence: 'Friday, March 20, 2026 · 7:00 PM – 9:00 PM'. */
function occurrenceText(text: EventText, start: Date | string, end: Date | string) {
  const sameDay = text.date(start) === text.date(end);
  return sameDay ? `${text.date(start)} · ${text.time(start)} – ${text.time(end)}` : `${text.date(start)} ${text.time(start)} – ${text.date(end)} ${text.time(end)}`;
}

function Schedule({ event, now }: { event: EventResponse; now: Date }) {
  const t = useT();
  const text = useEventText();
  const schedule = event.reccuring;
  if (!schedule) {
    return (
      <ul className="event-schedule">
        <li>{occurrenceText(text, event.start, event.end)}</li>
        <li>{t('Duration: {duration}', { duration: text.duration(event) })}</li>
      </ul>
    );
  }
  const upcoming = expandOccurrences(schedule).filter((occurrence) => occurrence.end >= now);
  return (
    <>
      <p>{text.schedule(schedule)}</p>
      <p className="event-schedule__range">{t('From {start} to {end}', { start: text.date(`${schedule.startDate}T00:00:00+05:30`), end: text.date(`${schedule.endDate}T00:00:00+05:30`) })}</p>
      {upcoming.length ? (
        <ul className="event-schedule">
          {upcoming.slice(0, SCHEDULE_SHOWN).map((occurrence) => (
            <li key={occurrence.start.toISOString()}>
              {occurrenceText(text, occurrence.start, occurrence.end)} <span className="event-schedule__duration">({text.duration(occurrence)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {upcoming.length > SCHEDULE_SHOWN && <p className="event-schedule__more">{t('and {count} more dates', { count: String(upcoming.length - SCHEDULE_SHOWN) })}</p>}
    </>
  );
}

/**
 * The event detail page (spec 3 §2.2). `reviews` is the slot the route
 * module fills with the event reviews section.
 */
export function EventDetail({ event, reviews }: { event: EventResponse; reviews?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const text = useEventText();
  const toast = useToast();
  const [booking, setBooking] = useState(false);
  const now = new Date();
  const ended = hasEnded(event, now);
  const cancelled = Boolean(event.cancelledAt);
  // A recurring event's header shows its next date (or its last, once over).
  const shown = nextOccurrence({ ...event, reccuring: event.reccuring }, now);
  const tile = text.tile(shown.start);
  const place = eventPlace(event, t);
  // Server-rendered: the origin is known in the browser only; the links are used on a click, after hydration.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const shareUrl = `${origin}${paths.events.detail.getHref({ city: event.cityName, id: event._id })}`;
  const detailUrl = `${origin}${paths.events.detail.getHref({ city: event.cityName, id: event.slug })}`;
  const banner = uploadUrl(event.banner ?? event.images[0]) ?? '/seed/cover-1.svg';
  const ticketsTotal = event.tickets.reduce((sum, ticket) => sum + ticket.quantity, 0);
  const website = event.platform === 'physical' ? event.tplink : (event.link ?? event.tplink);

  // One view once the event loads (spec 3 §4).
  useEffect(() => {
    void countEventView(event._id);
  }, [event._id]);

  async function share() {
    try {
      if (navigator.share) await navigator.share({ title: event.name, url: shareUrl });
      else {
        await navigator.clipboard.writeText(shareUrl);
        toast.show({ message: t('Link copied to clipboard') });
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') toast.show({ message: t('Could not share this event'), type: 'error' });
    }
  }

  return (
    <article className="event-detail">
      <div className="event-detail__cover">
        <img src={banner} alt="" />
      </div>
      <div className="container event-detail__layout">
        <header className="event-detail__header card">
          <div className="event-detail__tile" aria-hidden="true">
            <span>{tile.month}</span>
            <strong>{tile.day}</strong>
          </div>
          <div className="event-detail__heading">
            <h1 className="event-detail__title">{event.name}</h1>
            <p className="badge-list">
              {event.eventType && <span className="badge">{categoryName(event.eventType, locale)}</span>}
              <span className="badge badge--info">{t(platformLabels[event.platform])}</span>
              {event.paid && <span className="badge badge--success">{t('Paid Event')}</span>}
              {event.eventCategory === 'recurring' && <span className="badge">{t('Recurring')}</span>}
            </p>
            <p className="event-detail__meta">
              <CalendarIcon />
              <span>
                {text.date(shown.start)} · {text.time(shown.start)} · {text.duration(shown)}
                {event.eventCategory === 'recurring' && <> {t('(next date)')}</>}
              </span>
            </p>
            <p className="event-detail__meta">
              <MapPinIcon />
              <span>
                {place}
                {event.platform === 'physical' && place && (
                  <>
                    {' '}
                    <a className="event-detail__map" href={mapSearchLink(place)} target="_blank" rel="noopener noreferrer">
                      {t('View on map')}
                    </a>
                  </>
                )}
              </span>
            </p>
            <p className="event-detail__meta">
              <EyeIcon />
              <span>{t('{count, plural, one {# view} other {# views}}', { count: event.views })}</span>
            </p>
            {cancelled && (
              <p className="alert alert--error event-detail__cancelled" role="note" data-testid="event-cancelled">
                <strong>{t('This event has been cancelled')}</strong> {t('It will not take place; Going, Interested and tickets are closed.')}
              </p>
            )}
            {ended && !cancelled && (
              <p className="alert alert--warning" role="note">
                {t('This event has already occurred. You can still view details but can no longer mark interest or attendance.')}
              </p>
            )}
            <div className="event-detail__actions">
              <MarkButtons event={event} ended={ended} successMessages={detailMessages} />
              <Button variant="outline" onClick={() => void share()}>
                {t('Share')}
              </Button>
              {!cancelled && <AddToCalendar event={event} url={detailUrl} />}
              {/* The host's (or an admin's) way to call it off, beside the dashboard's list. */}
              {event.canEdit && !cancelled && !ended && (
                <Suspense fallback={null}>
                  <CancelEventButton event={event} />
                </Suspense>
              )}
            </div>
          </div>
        </header>

        <div className="event-detail__stats">
          <Stat label={t('Going')} value={event.goingCount} />
          <Stat label={t('Interested')} value={event.interestedCount} />
          <Stat label={t('Views')} value={event.views} />
          <Stat label={t('Tickets')} value={ticketsTotal} />
        </div>

        <div className="event-detail__columns">
          <div className="event-detail__main">
            <section className="card event-detail__section" aria-labelledby="event-schedule">
              <h2 id="event-schedule">{t('Event Schedule')}</h2>
              <Schedule event={event} now={now} />
            </section>

            <section className="card event-detail__section" aria-labelledby="event-about">
              <h2 id="event-about">{t('About This Event')}</h2>
              <RichHtml className="rich-text" html={event.description} />
              {event.notes && (
                <>
                  <h3>{t('Additional Notes')}</h3>
                  <RichHtml className="rich-text" html={event.notes} />
                </>
              )}
            </section>

            {event.images.length > 0 && (
              <section className="card event-detail__section" aria-labelledby="event-gallery">
                <h2 id="event-gallery">{t('Event Gallery')}</h2>
                <ul className="event-gallery">
                  {event.images.map((image, index) => (
                    <li key={image}>
                      <img src={uploadUrl(image)} alt={t('{name}, photo {number}', { name: event.name, number: String(index + 1) })} loading="lazy" />
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section className="card event-detail__section" aria-labelledby="event-tickets">
              <h2 id="event-tickets">{t('Ticket Information')}</h2>
              <ul className="ticket-info">
                {event.tickets.map((ticket) => (
                  <li key={ticket._id}>
                    <strong>{ticket.name}</strong>
                    <span>{ticket.price > 0 ? text.money(ticket.price, ticket.currency) : t('Free')}</span>
                    <span className="ticket-info__quantity">{t('{count} available', { count: String(ticket.quantity) })}</span>
                    {ticket.instructions && <span className="ticket-info__note">{ticket.instructions}</span>}
                  </li>
                ))}
              </ul>
              {event.discount && <p className="ticket-info__discount">{text.discount(event.discount)}</p>}
              {!cancelled && (
                <Button disabled={ended} onClick={() => setBooking(true)}>
                  {t('Book Tickets')}
                </Button>
              )}
            </section>
            {reviews}
          </div>

          <aside className="event-detail__side">
            <section className="card event-detail__section" aria-labelledby="event-host">
              <h2 id="event-host">{t('Event Host')}</h2>
              <div className="event-host">
                <Avatar name={event.userId.firstName} image={event.userId.image ? uploadUrl(event.userId.image) : undefined} />
                <div>
                  <strong>{event.userId.firstName}</strong>
                  <Link to={paths.business.profile.getHref({ city: event.businessDetails.cityName, slug: event.businessDetails.slug })}>{event.businessDetails.name}</Link>
                </div>
              </div>
            </section>

            {(website || event.promotionalLink) && (
              <section className="card event-detail__section" aria-labelledby="event-links">
                <h2 id="event-links">{t('Event Links')}</h2>
                <ul className="event-links">
                  {website && (
                    <li>
                      <GlobeIcon />{' '}
                      <SmartLink href={website} rel="noopener noreferrer nofollow">
                        {t('Event Website')}
                      </SmartLink>
                    </li>
                  )}
                  {event.promotionalLink && (
                    <li>
                      <TagIcon />{' '}
                      <SmartLink href={event.promotionalLink} rel="noopener noreferrer nofollow">
                        {t('Promotional Link')}
                      </SmartLink>
                    </li>
                  )}
                </ul>
              </section>
            )}

            <section className="card event-detail__section" aria-labelledby="event-category">
              <h2 id="event-category">{t('Event Category')}</h2>
              <dl className="event-facts">
                <dt>{t('Category')}</dt>
                <dd>{[event.eventType, event.eventSubCat].flatMap((category) => (category ? [categoryName(category, locale)] : [])).join(' · ') || t('Not set')}</dd>
                <dt>{t('Format')}</dt>
                <dd>{event.eventFormat ? eventFormatText(t, event.eventFormat) : t('Not set')}</dd>
                <dt>{t('Platform')}</dt>
                <dd>
                  {t(platformLabels[event.platform])}
                  {event.linkPlatform ? ` (${recordedPlatformText(t, event.linkPlatform)})` : ''}
                </dd>
              </dl>
            </section>
          </aside>
        </div>
      </div>
      <TicketsDialog event={event} open={booking && !cancelled} onClose={() => setBooking(false)} />
    </article>
  );
}
