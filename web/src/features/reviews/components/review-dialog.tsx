import { useId, useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { addReviewSchemas, isRatedKind, reviewTagsByKind, REVIEW_MAX_IMAGES, type AddReviewInput, type ReviewKind, type ReviewTag } from '@shared/schemas/review';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, FieldWrapper, Form, FormAlert, InputField } from '../../../components/ui/form';
import { UploadField } from '../../../components/ui/upload-field';
import { errorMessage } from '../../../lib/api-client';
import { useAddReview, type AddReviewBody } from '../api/review-actions';
import { StarPicker } from './stars';
import { useT } from '../../../i18n';
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

/**
 * Typed as the business schema, the widest (rating and a headline); at run
 * time each kind is checked by its own schema, which drops what it does not know.
 */
const schemaOf = (kind: ReviewKind) => addReviewSchemas[kind] as (typeof addReviewSchemas)['business'];

/** The fields with a place in the form; a problem with any other (the target) is shown above the submit button. */
const shownFields = new Set(['rating', 'title', 'content']);

/** The review form (spec 1 §2, spec 2 §5): stars with their labels, headline, experience, tags and photos with upload progress. */
export function ReviewDialog({ kind, targetId, targetName, cityName, initialRating, open, onClose, onSubmitted }: ReviewDialogProps) {
  const t = useT();
  const contentId = useId();
  // A refusal of a field the form does not show: never a silent submit button.
  const [hiddenProblem, setHiddenProblem] = useState('');
  // Fields still uploading, by slot: the review waits for their photos.
  const [busySlots, setBusySlots] = useState<Record<string, boolean>>({});
  const submit = useAddReview(kind, targetId);
  const uploading = Object.values(busySlots).some(Boolean);
  const trackBusy = (slot: string) => (busy: boolean) => setBusySlots((all) => ({ ...all, [slot]: busy }));
  const withTitle = kind === 'business';
  const wording = wordingText[kind];

  function send({ title, tags, ...values }: AddReviewInput<'business'>) {
    setHiddenProblem('');
    // Untagged and untitled reviews leave those out, so the server applies its defaults.
    const body = { ...values, ...(withTitle || title ? { title } : {}), tags: tags.length ? tags : undefined };
    // Typed as the business form; the kind's own schema checked it (schemaOf).
    submit.mutate(body as AddReviewBody, {
      onSuccess: () => {
        onSubmitted?.();
        onClose();
      },
    });
  }

  function refused(errors: FieldErrors) {
    const hidden = Object.entries(errors).find(([name]) => !shownFields.has(name));
    setHiddenProblem(hidden?.[1]?.message ? String(hidden[1].message) : '');
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('Review {name}', { name: targetName })} className="review-dialog">
      <Form
        className="review-form"
        schema={schemaOf(kind)}
        options={{ defaultValues: { ...(isRatedKind(kind) ? { rating: initialRating } : {}), title: '', content: '', tags: [], images: [], ...targetBody(kind, targetId, cityName) } }}
        onSubmit={send}
        onInvalid={refused}
      >
        {({ control, register, getValues, formState: { errors } }) => (
          <>
            {isRatedKind(kind) && (
              <Controller
                control={control}
                name="rating"
                render={({ field }) => <StarPicker value={Number(field.value) || 0} onChange={field.onChange} inputRef={field.ref} error={errors.rating?.message} />}
              />
            )}
            {withTitle && <InputField label={t('Headline')} maxLength={150} placeholder={t(wording.headline)} registration={register('title')} error={errors.title} />}
            <FieldWrapper id={contentId} label={t('Your experience')} error={errors.content}>
              <textarea
                id={contentId}
                className="input"
                rows={5}
                maxLength={5000}
                placeholder={t(wording.experience)}
                aria-invalid={errors.content ? true : undefined}
                aria-describedby={describedBy(contentId, { error: errors.content })}
                {...register('content')}
              />
            </FieldWrapper>
            <Controller
              control={control}
              name="tags"
              render={({ field: { value = [], onChange } }) => {
                const chosen: ReviewTag[] = value;
                return (
                  <fieldset className="review-form__tags">
                    <legend className="field__label">{t('Tags')}</legend>
                    {(reviewTagsByKind[kind] as readonly ReviewTag[]).map((tag) => (
                      <label key={tag} className="chip">
                        <input type="checkbox" checked={chosen.includes(tag)} onChange={(event) => onChange(event.target.checked ? [...chosen, tag] : chosen.filter((item) => item !== tag))} />
                        {t(tagText[tag])}
                      </label>
                    ))}
                  </fieldset>
                );
              }}
            />
            <Controller
              control={control}
              name="images"
              render={({ field: { value: photos = [], onChange } }) => {
                // An upload ends after other changes may have been made: the change applies to the photos as they are then.
                const updatePhotos = (change: (all: string[]) => string[]) => onChange(change(getValues('images') ?? []));
                return (
                  <fieldset className="review-form__photos">
                    <legend className="field__label">{t('Photos (up to {max})', { max: REVIEW_MAX_IMAGES })}</legend>
                    {photos.map((photo, index) => (
                      <UploadField
                        key={photo}
                        kind="review"
                        label={t('Photo {number}', { number: index + 1 })}
                        value={photo}
                        onBusyChange={trackBusy(photo)}
                        onChange={(key) => updatePhotos((all) => (key ? all.map((entry) => (entry === photo ? key : entry)) : all.filter((entry) => entry !== photo)))}
                      />
                    ))}
                    {photos.length < REVIEW_MAX_IMAGES && (
                      <UploadField
                        kind="review"
                        label={photos.length ? t('Add another photo') : t('Add a photo')}
                        value={null}
                        onBusyChange={trackBusy('new')}
                        onChange={(key) => {
                          if (key) updatePhotos((all) => [...all, key]);
                        }}
                      />
                    )}
                  </fieldset>
                );
              }}
            />
            <FormAlert message={submit.error ? errorMessage(submit.error, t('There was an issue submitting your review. Please try again.')) : hiddenProblem || undefined} />
            <Button type="submit" disabled={submit.isPending || uploading}>
              {submit.isPending ? t('Submitting…') : t('Submit review')}
            </Button>
          </>
        )}
      </Form>
    </Dialog>
  );
}
