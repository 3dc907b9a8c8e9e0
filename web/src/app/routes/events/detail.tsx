import { useNavigate, useParams } from 'react-router';
import { plainText } from '@shared/schemas/event';
import { Button } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { PageSpinner } from '../../../components/ui/spinner';
import { useEventBySlug } from '../../../features/events/api/get-event';
import { EventDetail } from '../../../features/events/components/event-detail';
import { ReviewSection } from '../../../features/reviews/components/review-section';

/** /in/{city}/events/{slug}: one event (spec 3 §2.2); all above-the-fold data is one read. */
export function EventDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const event = useEventBySlug(id);
  if (event.isPending) return <PageSpinner label="Loading event…" />;
  // A failed load is silent and reads 'Event not found' (spec 3 §8).
  if (event.isError) {
    return (
      <div className="container page events-empty">
        <h1 className="events-empty__title">Event not found</h1>
        <Button variant="outline" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
    );
  }
  return (
    <>
      <Head title={event.data.name} description={plainText(event.data.description).slice(0, 160)} />
      <EventDetail event={event.data} reviews={<ReviewSection kind="event" targetId={event.data._id} targetName={event.data.name} cityName={event.data.cityName} />} />
    </>
  );
}
