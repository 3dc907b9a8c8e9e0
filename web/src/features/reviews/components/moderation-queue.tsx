import { spamReasonLabels, spamReasons } from '@shared/schemas/review';
import { Button } from '../../../components/ui/button';
import { formatCount, formatIndiaDate, nounOf } from '../../../lib/format';
import { useModerationDecision, useModerationQueue } from '../api/moderation';

/** /admin-portal/reviews: reported reviews with their reasons and counts; an admin blocks them or dismisses the reports. */
export function ModerationQueue() {
  const queue = useModerationQueue();
  const decision = useModerationDecision();
  if (queue.isPending) return <p className="empty-state">Loading reviews...</p>;
  if (queue.isError) return <p className="alert alert--error">Could not load the reported reviews.</p>;
  if (!queue.data.data.length) return <p className="empty-state">No reported reviews. All clear.</p>;
  return (
    <ul className="moderation-list">
      {queue.data.data.map((entry) => (
        <li key={entry.reviewId} className="card moderation-item">
          <p>
            <strong>{formatCount(entry.reportCount)}</strong> {nounOf(entry.reportCount, 'report')} · last {formatIndiaDate(entry.lastReportedAt)}
          </p>
          <ul className="review-card__tags" aria-label="Reasons">
            {spamReasons
              .filter((reason) => entry.reasons[reason] > 0)
              .map((reason) => (
                <li key={reason} className="chip">
                  {spamReasonLabels[reason]}: {entry.reasons[reason]}
                </li>
              ))}
          </ul>
          <blockquote className="review-card__text">
            <strong>{entry.review.title}</strong> {entry.review.content}
            <footer>
              — {entry.review.user.firstName} {entry.review.user.lastName} ({entry.kind})
            </footer>
          </blockquote>
          <div className="moderation-item__actions">
            <Button variant="danger" size="sm" disabled={decision.isPending} onClick={() => decision.mutate({ entry, decision: 'block' })}>
              Block
            </Button>
            <Button variant="outline" size="sm" disabled={decision.isPending} onClick={() => decision.mutate({ entry, decision: 'dismiss' })}>
              Dismiss
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
