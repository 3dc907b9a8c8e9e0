import { useState, type FormEvent } from 'react';
import { addReviewSchemas, isRatedKind, reviewTagsByKind, REVIEW_MAX_IMAGES, type ReviewKind, type ReviewTag } from '@shared/schemas/review';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { UploadField } from '../../../components/ui/upload-field';
import { errorMessage } from '../../../lib/api-client';
import { useAddReview } from '../api/review-actions';
import { StarPicker } from './stars';
import { useT } from '../../../i18n';
import { useMessageText } from '../../../lib/message-text';
import { tagText, wordingText } from '../review-text';

interface ReviewDialogProps {
  kind: ReviewKind;
  targetId: string;
  targetName: string;
  cityName?: string;
  initialRating: number;
  open: boolean;
  onClose: () => void;
  /** Called once the review is posted, before the dialog closes. */
  onSubmitted?: () => void;
}

const targetBody = (kind: ReviewKind, targetId: string, cityName?: string) =>
  kind === 'business' ? { business: targetId, cityName } : { [kind === 'product' ? 'productId' : kind === 'blog' ? 'blogId' : 'eventId']: targetId };

/** The review form (spec 1 §2, spec 2 §5): stars with their labels, headline, experience, tags and photos with upload progress. */
export function ReviewDialog({ kind, targetId, targetName, cityName, initialRating, open, onClose, onSubmitted }: ReviewDialogProps) {
  const t = useT();
  const text = useMessageText();
  const [rating, setRating] = useState(initialRating);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [tags, setTags] = useState<ReviewTag[]>([]);
  const [photos, setPhotos] = useState<string[]>([]);
  // Fields still uploading, by slot: the review waits for their photos.
  const [busySlots, setBusySlots] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState('');
  const submit = useAddReview(kind, targetId);
  const uploading = Object.values(busySlots).some(Boolean);
  const trackBusy = (slot: string) => (busy: boolean) => setBusySlots((all) => ({ ...all, [slot]: busy }));
  const withTitle = kind === 'business';
  const wording = wordingText[kind];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...(isRatedKind(kind) ? { rating } : {}),
      ...(withTitle || title ? { title } : {}),
      content,
      tags: tags.length ? tags : undefined,
      images: photos,
      ...targetBody(kind, targetId, cityName),
    };
    const parsed = addReviewSchemas[kind].safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? t('Please check the form'));
    setProblem('');
    submit.mutate(body, {
      onSuccess: () => {
        setTitle('');
        setContent('');
        setTags([]);
        setPhotos([]);
        onSubmitted?.();
        onClose();
      },
      onError: (error) => setProblem(errorMessage(error, t('There was an issue submitting your review. Please try again.'))),
    });
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('Review {name}', { name: targetName })} className="review-dialog">
      <form className="review-form" onSubmit={onSubmit} noValidate>
        {isRatedKind(kind) && <StarPicker value={rating} onChange={setRating} />}
        {withTitle && (
          <label className="field">
            <span className="field__label">{t('Headline')}</span>
            <input className="input" value={title} maxLength={150} onChange={(event) => setTitle(event.target.value)} placeholder={t(wording.headline)} />
          </label>
        )}
        <label className="field">
          <span className="field__label">{t('Your experience')}</span>
          <textarea className="input" rows={5} value={content} maxLength={5000} onChange={(event) => setContent(event.target.value)} placeholder={t(wording.experience)} />
        </label>
        <fieldset className="review-form__tags">
          <legend className="field__label">{t('Tags')}</legend>
          {(reviewTagsByKind[kind] as readonly ReviewTag[]).map((tag) => (
            <label key={tag} className="chip">
              <input type="checkbox" checked={tags.includes(tag)} onChange={(event) => setTags((all) => (event.target.checked ? [...all, tag] : all.filter((item) => item !== tag)))} />
              {t(tagText[tag])}
            </label>
          ))}
        </fieldset>
        <fieldset className="review-form__photos">
          <legend className="field__label">{t('Photos (up to {max})', { max: REVIEW_MAX_IMAGES })}</legend>
          {photos.map((photo, index) => (
            <UploadField
              key={photo}
              kind="review"
              label={t('Photo {number}', { number: index + 1 })}
              value={photo}
              onBusyChange={trackBusy(photo)}
              onChange={(key) => setPhotos((all) => (key ? all.map((entry) => (entry === photo ? key : entry)) : all.filter((entry) => entry !== photo)))}
            />
          ))}
          {photos.length < REVIEW_MAX_IMAGES && (
            <UploadField
              kind="review"
              label={photos.length ? t('Add another photo') : t('Add a photo')}
              value={null}
              onBusyChange={trackBusy('new')}
              onChange={(key) => {
                if (key) setPhotos((all) => [...all, key]);
              }}
            />
          )}
        </fieldset>
        {problem && (
          <p className="field__error" role="alert">
            {text(problem)}
          </p>
        )}
        <Button type="submit" disabled={submit.isPending || uploading}>
          {submit.isPending ? t('Submitting…') : t('Submit review')}
        </Button>
      </form>
    </Dialog>
  );
}
