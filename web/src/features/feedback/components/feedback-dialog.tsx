import { useState } from 'react';
import { feedbackIssueTypes, FeedbackSchema, type FeedbackInput } from '@shared/schemas/content';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { msg, translate, useT } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useSendFeedback } from '../api/send-feedback';

type Area = FeedbackInput['area'];
const AREAS: Array<{ value: Area; label: string; hint: string }> = [
  { value: 'improvement', label: msg('Suggest an improvement'), hint: msg('An idea that would make Sbiz better for you') },
  { value: 'broken', label: msg('Something is broken'), hint: msg('A page that does not work or looks wrong') },
];
/** The issue types' labels (the stored values are the spec's English). */
const ISSUE_TYPE_LABELS: Record<(typeof feedbackIssueTypes)[number], string> = {
  'Page Broken': msg('Page Broken'),
  'Need Changes': msg('Need Changes'),
  'UI Suggestions': msg('UI Suggestions'),
};

/**
 * The feedback modal (spec 1 §2): step 1 picks improvement or broken, step 2
 * takes the details (and, for broken, the issue type), one form state over
 * both steps so Back keeps what was typed. The spec's messages, as toasts:
 * 'Please fill all fields', 'Feedback submitted successfully!', and on
 * failure 'Failed to submit feedback.' (or 'Something went wrong!' when the
 * server could not be reached).
 */
export function FeedbackForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const toast = useToast();
  const send = useSendFeedback();
  const [step, setStep] = useState<1 | 2>(1);

  function submit(values: FeedbackInput) {
    if (step === 1) return setStep(2);
    send.mutate(
      { ...values, issueType: values.area === 'broken' ? values.issueType : undefined },
      {
        onSuccess: () => {
          toast.show({ message: translate('Feedback submitted successfully!') });
          onDone();
        },
        onError: (error) => toast.show({ message: error instanceof ApiError ? translate('Failed to submit feedback.') : translate('Something went wrong!'), type: 'error' }),
      },
    );
  }

  return (
    <Form
      schema={FeedbackSchema}
      options={{ defaultValues: { details: '', issueType: feedbackIssueTypes[0] } }}
      onSubmit={submit}
      // Step 1 asks only for the area; the details are step 2's.
      onInvalid={(errors) => (step === 1 && !errors.area ? setStep(2) : toast.show({ message: translate('Please fill all fields'), type: 'error' }))}
    >
      {({ register, watch }) =>
        step === 1 ? (
          <>
            <fieldset className="choice-list">
              <legend className="field__label">{t('What would you like to tell us?')}</legend>
              {AREAS.map((choice) => (
                <label key={choice.value} className="choice choice--card">
                  <input type="radio" value={choice.value} {...register('area')} />
                  <span>
                    <strong>{t(choice.label)}</strong>
                    <span className="choice__hint">{t(choice.hint)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="dialog-actions">
              <Button type="submit">{t('Next')}</Button>
            </div>
          </>
        ) : (
          <>
            {watch('area') === 'broken' && (
              <fieldset className="choice-list">
                <legend className="field__label">{t('Issue type')}</legend>
                {feedbackIssueTypes.map((type) => (
                  <label key={type} className="choice">
                    <input type="radio" value={type} {...register('issueType')} /> {t(ISSUE_TYPE_LABELS[type])}
                  </label>
                ))}
              </fieldset>
            )}
            <div className="field">
              <label className="field__label" htmlFor="feedback-details">
                {t('Details')}
              </label>
              <textarea id="feedback-details" className="input textarea" rows={5} maxLength={2000} aria-required {...register('details')} />
            </div>
            <div className="dialog-actions">
              <Button type="button" variant="outline" onClick={() => setStep(1)}>
                {t('Back')}
              </Button>
              <Button type="submit" isLoading={send.isPending}>
                {t('Send feedback')}
              </Button>
            </div>
          </>
        )
      }
    </Form>
  );
}
