import { spamReasons } from '@shared/schemas/review';
import { Button } from '../../../components/ui/button';
import { formatIndiaDate } from '../../../lib/format';
import { Trans, useLocale, useT } from '../../../i18n';
import { spamReasonText } from '../review-text';
import { useModerationDecision, useModerationQueue } from '../api/moderation';

/** /admin-portal/reviews: reported reviews with their reasons and counts; an admin blocks them or dismisses the reports. */
export function ModerationQueue() {
  const t = useT();
  const queue = useModerationQueue();
  const locale = useLocale();
  const decision = useModerationDecision();
  if (queue.isPending) return <p className="empty-state">{t('Loading reviews...')}</p>;
  if (queue.isError) return <p className="alert alert--error">{t('Could not load the reported reviews.')}</p>;
  if (!queue.data.data.length) return <p className="empty-state">{t('No reported reviews. All clear.')}</p>;
  return (
    <ul className="moderation-list">
      {queue.data.data.map((entry) => (
        <li key={entry.reviewId} className="card moderation-item">
          <p>
            <Trans
              id="{count, plural, one {<0>#</0> report} other {<0>#</0> reports}} · last {date}"
              values={{ count: entry.reportCount, date: formatIndiaDate(entry.lastReportedAt, 'short', locale) }}
              components={{ 0: <strong /> }}
            />
          </p>
          <ul className="review-card__tags" aria-label={t('Reasons')}>
            {spamReasons
              .filter((reason) => entry.reasons[reason] > 0)
              .map((reason) => (
                <li key={reason} className="chip">
                  {t('{reason}: {count}', { reason: t(spamReasonText[reason]), count: entry.reasons[reason] })}
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
              {t('Block')}
            </Button>
            <Button variant="outline" size="sm" disabled={decision.isPending} onClick={() => decision.mutate({ entry, decision: 'dismiss' })}>
              {t('Dismiss')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
