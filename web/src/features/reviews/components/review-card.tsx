import { useState } from 'react';
import { Link } from '../../../lib/router';
import { isOpenReplyKind, isRatedKind, reactionTypes, REVIEW_CARD_IMAGES, REVIEW_TEXT_CUT, reviewMessages, spamReasons, type ReactionType, type SpamReason } from '@shared/reviews/constants';
import type { ReviewResponse } from '@shared/schemas/review';
import { uploadUrl } from '@shared/uploads';
import { useRequireSignIn } from '../../../components/sign-in-gate';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatIndiaDate } from '../../../lib/format';
import { useLocale, useT } from '../../../i18n';
import { reactionText, spamReasonText, tagText } from '../review-text';
import { sessionStore } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { blockReview, deleteReview, reactOnReview, replyToReview, reportReview, useReviewMutation } from '../api/review-actions';
import { Stars } from './stars';

interface ReviewCardProps {
  review: ReviewResponse;
  /** The signed-in user owns the reviewed business (may reply, with the 'Owner' badge). */
  viewerOwnsTarget: boolean;
}

/** One review (spec 2 §2.4): author, stars, text with Read more, photos, reactions, replies and the options menu. */
export function ReviewCard({ review, viewerOwnsTarget }: ReviewCardProps) {
  const t = useT();
  const { user, isSignedIn, isAdmin } = useSession();
  const locale = useLocale();
  const toast = useToast();
  const requireSignIn = useRequireSignIn();
  const [expanded, setExpanded] = useState(false);
  const [reactions, setReactions] = useState(review.reactions);
  const [replying, setReplying] = useState(false);
  const [replyText, setReplyText] = useState('');
  const [reporting, setReporting] = useState(false);
  const { kind, targetId } = review;
  const react = useReviewMutation(kind, targetId, (type: ReactionType) => reactOnReview(kind, review._id, type));
  const reply = useReviewMutation(kind, targetId, (content: string) => replyToReview(kind, review._id, content));
  const remove = useReviewMutation(kind, targetId, () => deleteReview(kind, review._id));
  const block = useReviewMutation(kind, targetId, (blocked: boolean) => blockReview(kind, review._id, blocked));
  const report = useReviewMutation(kind, targetId, (reason: SpamReason) => reportReview(kind, review._id, reason));

  const long = review.content.length > REVIEW_TEXT_CUT;
  const text = long && !expanded ? `${review.content.slice(0, REVIEW_TEXT_CUT).trimEnd()}…` : review.content;
  const mayReply = isSignedIn && (isAdmin || isOpenReplyKind(review.kind) || viewerOwnsTarget);
  const isAuthor = user?._id === review.user._id;
  const name = `${review.user.firstName} ${review.user.lastName}`.trim();

  /** `resumed`: after a login, only adds a reaction the account has not made already (a second press would take it away). */
  function toggleReaction(type: ReactionType, resumed = false) {
    const me = sessionStore.get()?.user;
    // One's own review takes no reactions (the server refuses them too).
    if (!me || me._id === review.user._id) return;
    const before = reactions;
    const had = before[type].includes(me._id);
    if (had && resumed) return;
    // Shown at once, put back if the call fails (spec 2 §4).
    setReactions({ ...before, [type]: had ? before[type].filter((id) => id !== me._id) : [...before[type], me._id] });
    react.mutate(type, { onError: () => setReactions(before) });
  }

  function sendReply() {
    if (!replyText.trim()) return;
    reply.mutate(replyText, {
      onSuccess: () => {
        setReplyText('');
        setReplying(false);
      },
      onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
    });
  }

  return (
    <article className={`card review-card${review.status === 'blocked' ? ' review-card--blocked' : ''}`} aria-label={t('Review by {name}', { name })}>
      <header className="review-card__head">
        <Avatar name={name} image={review.user.image} />
        <div className="review-card__who">
          {review.user.slug ? <Link to={paths.users.profile.getHref({ slug: review.user.slug })}>{name}</Link> : <span>{name}</span>}
          <span className="review-card__meta">
            {t('{followers, plural, one {# follower} other {# followers}} · {following, number} following · {date}', {
              followers: review.user.followers,
              following: review.user.following,
              date: formatIndiaDate(review.createdAt, 'short', locale),
            })}
          </span>
        </div>
        <details className="review-card__menu">
          <summary aria-label={t('Review options')}>⋯</summary>
          <div className="review-card__menu-list">
            {/* A blocked review stays: only an admin deletes it. */}
            {((isAuthor && review.status !== 'blocked') || isAdmin) && (
              <button type="button" onClick={() => remove.mutate(undefined, { onSuccess: (result) => toast.show({ message: result.message }) })}>
                {t('Delete')}
              </button>
            )}
            {isAdmin && (
              <button type="button" onClick={() => block.mutate(review.status !== 'blocked')}>
                {review.status === 'blocked' ? t('Unblock') : t('Block')}
              </button>
            )}
            <button type="button" onClick={() => requireSignIn({ title: t('Log in to report this review'), action: () => setReporting(true) })}>
              {t('Report')}
            </button>
          </div>
        </details>
      </header>
      {review.status === 'blocked' && <p className="alert alert--warning">{t('This review is blocked by our moderators and is visible only to you.')}</p>}
      {isRatedKind(review.kind) && review.rating ? <Stars rating={review.rating} /> : null}
      {review.title && <h3 className="review-card__title">{review.title}</h3>}
      <p className="review-card__text">
        {text}{' '}
        {long && (
          <button type="button" className="link-button" onClick={() => setExpanded(!expanded)}>
            {expanded ? t('Show less') : t('Read more')}
          </button>
        )}
      </p>
      {review.tags.length > 0 && (
        <ul className="review-card__tags">
          {review.tags.map((tag) => (
            <li key={tag} className="chip">
              {tagText[tag] ? t(tagText[tag]) : tag}
            </li>
          ))}
        </ul>
      )}
      {review.images.length > 0 && (
        <ul className="review-card__images">
          {review.images.slice(0, REVIEW_CARD_IMAGES).map((key, index) => (
            <li key={key}>
              <img src={uploadUrl(key)} alt={t("Photo {number} from {name}'s review", { number: index + 1, name })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <div className="review-card__reactions">
        {reactionTypes.map((type) => {
          const mine = Boolean(user && reactions[type].includes(user._id));
          return (
            <button
              key={type}
              type="button"
              className={`chip${mine ? ' chip--on' : ''}`}
              aria-pressed={mine}
              disabled={isAuthor}
              title={isAuthor ? t(reviewMessages.ownReaction) : undefined}
              onClick={() => requireSignIn({ title: t('Log in to react to this review'), action: () => toggleReaction(type), resume: () => toggleReaction(type, true) })}
            >
              {t(reactionText[type])} {reactions[type].length > 0 && <span>{reactions[type].length}</span>}
            </button>
          );
        })}
      </div>
      {review.replies.length > 0 && (
        <ul className="review-card__replies">
          {review.replies.map((item) => (
            <li key={item._id}>
              <strong>{`${item.user.firstName} ${item.user.lastName}`.trim()}</strong>
              {item.owner && <span className="badge">{t('Owner')}</span>} <span className="review-card__meta">{formatIndiaDate(item.timestamp, 'short', locale)}</span>
              <p className="review-card__text">{item.content}</p>
            </li>
          ))}
        </ul>
      )}
      {mayReply && !replying && (
        <button type="button" className="link-button" onClick={() => setReplying(true)}>
          {t('Reply?')}
        </button>
      )}
      {replying && (
        <div className="review-card__reply-form">
          <label className="field">
            <span className="field__label">{t('Your reply')}</span>
            <textarea className="input" rows={2} maxLength={2000} value={replyText} onChange={(event) => setReplyText(event.target.value)} />
          </label>
          <Button size="sm" onClick={sendReply} disabled={reply.isPending || !replyText.trim()}>
            {t('Send reply')}
          </Button>
        </div>
      )}
      {reporting && (
        <div className="review-card__reply-form" role="group" aria-label={t('Report this review')}>
          {spamReasons.map((reason) => (
            <Button
              key={reason}
              size="sm"
              variant="outline"
              onClick={() =>
                report.mutate(reason, {
                  onSuccess: (result) => toast.show({ message: result.message }),
                  onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
                  onSettled: () => setReporting(false),
                })
              }
            >
              {t(spamReasonText[reason])}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
