import { useNavigate, useParams } from '../../../lib/router';
import { plainText } from '@shared/business/format';
import { metaDescription } from '@shared/seo/head';
import { EVENT_OCCURRENCES_MAX, eventJsonLd, eventOccurrencesJsonLd } from '@shared/seo/json-ld';
import { expandOccurrences } from '../../../features/events/ist-dates';
import { uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { getEventBySlugQueryOptions, useEventBySlug } from '../../../features/events/api/get-event';
import { EventDetail } from '../../../features/events/components/event-detail';
import { ReviewSection } from '../../../features/reviews/components/review-slot';
import type { PagePrefetch } from '../../ssr/page-data';
import { useT } from '../../../i18n';

const summaryOf = (description: string) => metaDescription(plainText(description));

/** The server's data for an event: its one read, the Event JSON-LD (IST dates, place, INR offers), or 404. */
export const prefetch: PagePrefetch = async ({ params, url, queryClient }) => {
  const event = await queryClient.ensureQueryData(getEventBySlugQueryOptions(params.id ?? ''));
  if (!event) return { status: 404 };
  const canonicalPath = paths.events.detail.getHref({ city: event.cityName, id: event.slug });
  const at = (path: string) => new URL(path, url.origin).href;
  const images = [event.banner, ...event.images].filter((key): key is string => Boolean(key)).map((key) => at(uploadUrl(key) ?? key));
  const description = summaryOf(event.description);
  const markup = {
    name: event.name,
    url: at(canonicalPath),
    description,
    images: [...new Set(images)],
    online: event.platform !== 'physical',
    link: event.link,
    place: { name: event.locationName, address: event.address, city: event.city || event.cityName, state: event.state },
    organizer: { name: event.businessDetails.name, url: at(paths.business.profile.getHref({ city: event.businessDetails.cityName, slug: event.businessDetails.slug })) },
    tickets: event.tickets.map((ticket) => ({ name: ticket.name, price: ticket.price })),
    paid: event.paid,
    cancelled: Boolean(event.cancelledAt),
  };
  // A recurring event is marked up date by date (its span is not one event), from the next one on.
  const schedule = event.reccuring;
  const now = new Date();
  const upcoming = schedule
    ? expandOccurrences(schedule)
        .filter((occurrence) => occurrence.end >= now)
        .slice(0, EVENT_OCCURRENCES_MAX)
    : [];
  return {
    title: event.name,
    description,
    canonicalPath,
    image: images[0],
    jsonLd: upcoming.length ? eventOccurrencesJsonLd(markup, upcoming) : [eventJsonLd({ ...markup, start: event.start, end: event.end })],
  };
};

/** /in/{city}/events/{slug}: one event (spec 3 §2.2); all above-the-fold data is one read. */
export function EventDetailRoute() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const event = useEventBySlug(id);
  if (event.isPending) return <PageSpinner label={t('Loading event…')} />;
  // A failed load is silent and reads 'Event not found' (spec 3 §8).
  if (event.isError || !event.data) {
    return (
      <div className="container page events-empty">
        <Head title={t('Event not found')} />
        <h1 className="events-empty__title">{t('Event not found')}</h1>
        <Button variant="outline" onClick={() => void navigate(-1)}>
          {t('Go Back')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Head title={event.data.name} description={summaryOf(event.data.description)} />
      <EventDetail event={event.data} reviews={<ReviewSection kind="event" targetId={event.data._id} targetName={event.data.name} cityName={event.data.cityName} ownerId={event.data.userId._id} />} />
    </>
  );
}
