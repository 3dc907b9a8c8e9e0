import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { mapSearchLink } from '@shared/events/calendar';
import { eventFormatLabel, recordedPlatformLabels } from '@shared/events/constants';
import { dateTile, durationText, formatEventDate, formatEventTime, hasEnded } from '@shared/events/dates';
import { describeSchedule, expandOccurrences, nextOccurrence } from '@shared/events/recurrence';
import type { EventResponse } from '@shared/schemas/event';
import { uploadUrl } from '@shared/uploads';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CalendarIcon, EyeIcon, GlobeIcon, MapPinIcon, TagIcon } from '../../../components/ui/icons';
import { SmartLink } from '../../../components/ui/smart-link';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { countEventView } from '../api/count-view';
import { AddToCalendar } from './add-to-calendar';
import { eventPlace } from './event-card';
import { MarkButtons } from './mark-buttons';
import { formatCount, formatViews } from '../../../lib/format';
import { formatMoney } from './money';
import { TicketsDialog } from './tickets-dialog';

const detailMessages = { interested: 'Marked Interested!', going: 'Marked As Going, Add event to Calendar!' } as const;
const platformLabels = { physical: 'In person', online: 'Online', recorded: 'Recorded' } as const;
/** The schedule lists this many upcoming occurrences. */
const SCHEDULE_SHOWN = 8;

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="event-stat">
      <strong>{formatCount(value)}</strong>
      <span>{label}</span>
    </div>
  );
}

/** One line of an occurrence: 'Friday, March 20, 2026 · 7:00 PM – 9:00 PM'. */
function occurrenceText(start: Date | string, end: Date | string) {
  const sameDay = formatEventDate(start) === formatEventDate(end);
  return sameDay
    ? `${formatEventDate(start)} · ${formatEventTime(start)} – ${formatEventTime(end)}`
    : `${formatEventDate(start)} ${formatEventTime(start)} – ${formatEventDate(end)} ${formatEventTime(end)}`;
}

function Schedule({ event, now }: { event: EventResponse; now: Date }) {
  const schedule = event.reccuring;
  if (!schedule) {
    return (
      <ul className="event-schedule">
        <li>{occurrenceText(event.start, event.end)}</li>
        <li>Duration: {durationText(event)}</li>
      </ul>
    );
  }
  const upcoming = expandOccurrences(schedule).filter((occurrence) => occurrence.end >= now);
  return (
    <>
      <p>{describeSchedule(schedule)}</p>
      <p className="event-schedule__range">
        From {formatEventDate(`${schedule.startDate}T00:00:00+05:30`)} to {formatEventDate(`${schedule.endDate}T00:00:00+05:30`)}
      </p>
      {upcoming.length ? (
        <ul className="event-schedule">
          {upcoming.slice(0, SCHEDULE_SHOWN).map((occurrence) => (
            <li key={occurrence.start.toISOString()}>
              {occurrenceText(occurrence.start, occurrence.end)} <span className="event-schedule__duration">({durationText(occurrence)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {upcoming.length > SCHEDULE_SHOWN && <p className="event-schedule__more">and {upcoming.length - SCHEDULE_SHOWN} more dates</p>}
    </>
  );
}

/**
 * The event detail page (spec 3 §2.2). `reviews` is the slot the route
 * module fills with the event reviews section.
 */
export function EventDetail({ event, reviews }: { event: EventResponse; reviews?: ReactNode }) {
  const toast = useToast();
  const [booking, setBooking] = useState(false);
  const now = new Date();
  const ended = hasEnded(event, now);
  // A recurring event's header shows its next date (or its last, once over).
  const shown = nextOccurrence({ ...event, reccuring: event.reccuring }, now);
  const tile = dateTile(shown.start);
  const place = eventPlace(event);
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
        toast.show({ message: 'Link copied to clipboard' });
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') toast.show({ message: 'Could not share this event', type: 'error' });
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
              {event.eventType && <span className="badge">{event.eventType.name}</span>}
              <span className="badge badge--info">{platformLabels[event.platform]}</span>
              {event.paid && <span className="badge badge--success">Paid Event</span>}
              {event.eventCategory === 'recurring' && <span className="badge">Recurring</span>}
            </p>
            <p className="event-detail__meta">
              <CalendarIcon />
              <span>
                {formatEventDate(shown.start)} · {formatEventTime(shown.start)} · {durationText(shown)}
                {event.eventCategory === 'recurring' && ' (next date)'}
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
                      View on map
                    </a>
                  </>
                )}
              </span>
            </p>
            <p className="event-detail__meta">
              <EyeIcon />
              <span>{formatViews(event.views)}</span>
            </p>
            {ended && (
              <p className="alert alert--warning" role="note">
                This event has already occurred. You can still view details but can no longer mark interest or attendance.
              </p>
            )}
            <div className="event-detail__actions">
              <MarkButtons event={event} ended={ended} successMessages={detailMessages} />
              <Button variant="outline" onClick={() => void share()}>
                Share
              </Button>
              <AddToCalendar event={event} url={detailUrl} />
            </div>
          </div>
        </header>

        <div className="event-detail__stats">
          <Stat label="Going" value={event.goingCount} />
          <Stat label="Interested" value={event.interestedCount} />
          <Stat label="Views" value={event.views} />
          <Stat label="Tickets" value={ticketsTotal} />
        </div>

        <div className="event-detail__columns">
          <div className="event-detail__main">
            <section className="card event-detail__section" aria-labelledby="event-schedule">
              <h2 id="event-schedule">Event Schedule</h2>
              <Schedule event={event} now={now} />
            </section>

            <section className="card event-detail__section" aria-labelledby="event-about">
              <h2 id="event-about">About This Event</h2>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: event.description }} />
              {event.notes && (
                <>
                  <h3>Additional Notes</h3>
                  <div className="rich-text" dangerouslySetInnerHTML={{ __html: event.notes }} />
                </>
              )}
            </section>

            {event.images.length > 0 && (
              <section className="card event-detail__section" aria-labelledby="event-gallery">
                <h2 id="event-gallery">Event Gallery</h2>
                <ul className="event-gallery">
                  {event.images.map((image, index) => (
                    <li key={image}>
                      <img src={uploadUrl(image)} alt={`${event.name}, photo ${index + 1}`} loading="lazy" />
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section className="card event-detail__section" aria-labelledby="event-tickets">
              <h2 id="event-tickets">Ticket Information</h2>
              <ul className="ticket-info">
                {event.tickets.map((ticket) => (
                  <li key={ticket._id}>
                    <strong>{ticket.name}</strong>
                    <span>{ticket.price > 0 ? formatMoney(ticket.price, ticket.currency) : 'Free'}</span>
                    <span className="ticket-info__quantity">{ticket.quantity} available</span>
                    {ticket.instructions && <span className="ticket-info__note">{ticket.instructions}</span>}
                  </li>
                ))}
              </ul>
              {event.discount && <p className="ticket-info__discount">{event.discount.type === 'flat' ? `Flat ₹${event.discount.amount}` : `${event.discount.amount}% Off`}</p>}
              <Button disabled={ended} onClick={() => setBooking(true)}>
                Book Tickets
              </Button>
            </section>
            {reviews}
          </div>

          <aside className="event-detail__side">
            <section className="card event-detail__section" aria-labelledby="event-host">
              <h2 id="event-host">Event Host</h2>
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
                <h2 id="event-links">Event Links</h2>
                <ul className="event-links">
                  {website && (
                    <li>
                      <GlobeIcon />{' '}
                      <SmartLink href={website} rel="noopener noreferrer nofollow">
                        Event Website
                      </SmartLink>
                    </li>
                  )}
                  {event.promotionalLink && (
                    <li>
                      <TagIcon />{' '}
                      <SmartLink href={event.promotionalLink} rel="noopener noreferrer nofollow">
                        Promotional Link
                      </SmartLink>
                    </li>
                  )}
                </ul>
              </section>
            )}

            <section className="card event-detail__section" aria-labelledby="event-category">
              <h2 id="event-category">Event Category</h2>
              <dl className="event-facts">
                <dt>Category</dt>
                <dd>{[event.eventType?.name, event.eventSubCat?.name].filter(Boolean).join(' · ') || 'Not set'}</dd>
                <dt>Format</dt>
                <dd>{event.eventFormat ? eventFormatLabel(event.eventFormat) : 'Not set'}</dd>
                <dt>Platform</dt>
                <dd>
                  {platformLabels[event.platform]}
                  {event.linkPlatform ? ` (${recordedPlatformLabels[event.linkPlatform as keyof typeof recordedPlatformLabels] ?? event.linkPlatform})` : ''}
                </dd>
              </dl>
            </section>
          </aside>
        </div>
      </div>
      <TicketsDialog event={event} open={booking} onClose={() => setBooking(false)} />
    </article>
  );
}
