import { Head } from '../../../components/ui/head';
import { ModerationQueue } from '../../../features/reviews/components/moderation-queue';

/** /admin-portal/reviews (admins only): the review moderation queue. */
export function ReviewModerationRoute() {
  return (
    <div className="container page">
      <Head title="Reported reviews (admin)" />
      <h1>Reported reviews</h1>
      <ModerationQueue />
    </div>
  );
}
