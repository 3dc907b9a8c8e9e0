import { useState, type FormEvent } from 'react';
import { feedbackIssueTypes, FeedbackSchema } from '@shared/schemas/content';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSendFeedback } from '../api/send-feedback';

type Area = 'improvement' | 'broken';
const AREAS: Array<{ value: Area; label: string; hint: string }> = [
  { value: 'improvement', label: 'Suggest an improvement', hint: 'An idea that would make Sbiz better for you' },
  { value: 'broken', label: 'Something is broken', hint: 'A page that does not work or looks wrong' },
];

/**
 * The feedback modal (spec 1 §2): step 1 picks improvement or broken, step 2
 * takes the details (and, for broken, the issue type). The spec's messages:
 * 'Please fill all fields', 'Feedback submitted successfully!', and on
 * failure 'Failed to submit feedback.' (or 'Something went wrong!' when the
 * server could not be reached).
 */
export function FeedbackForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const send = useSendFeedback();
  const [area, setArea] = useState<Area | null>(null);
  const [issueType, setIssueType] = useState<(typeof feedbackIssueTypes)[number]>(feedbackIssueTypes[0]);
  const [details, setDetails] = useState('');
  const [step, setStep] = useState<1 | 2>(1);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = FeedbackSchema.safeParse({ area, details, issueType: area === 'broken' ? issueType : undefined });
    if (!input.success) {
      toast.show({ message: 'Please fill all fields', type: 'error' });
      return;
    }
    send.mutate(input.data, {
      onSuccess: () => {
        toast.show({ message: 'Feedback submitted successfully!' });
        onDone();
      },
      onError: (error) => toast.show({ message: error instanceof ApiError ? 'Failed to submit feedback.' : 'Something went wrong!', type: 'error' }),
    });
  }

  if (step === 1) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (area) setStep(2);
          else toast.show({ message: 'Please fill all fields', type: 'error' });
        }}
      >
        <fieldset className="choice-list">
          <legend className="field__label">What would you like to tell us?</legend>
          {AREAS.map((choice) => (
            <label key={choice.value} className="choice choice--card">
              <input type="radio" name="feedback-area" value={choice.value} checked={area === choice.value} onChange={() => setArea(choice.value)} />
              <span>
                <strong>{choice.label}</strong>
                <span className="choice__hint">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="dialog-actions">
          <Button type="submit">Next</Button>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={submit}>
      {area === 'broken' && (
        <fieldset className="choice-list">
          <legend className="field__label">Issue type</legend>
          {feedbackIssueTypes.map((type) => (
            <label key={type} className="choice">
              <input type="radio" name="feedback-issue" value={type} checked={issueType === type} onChange={() => setIssueType(type)} /> {type}
            </label>
          ))}
        </fieldset>
      )}
      <div className="field">
        <label className="field__label" htmlFor="feedback-details">
          Details
        </label>
        <textarea id="feedback-details" className="input textarea" rows={5} maxLength={2000} value={details} onChange={(event) => setDetails(event.target.value)} aria-required />
      </div>
      <div className="dialog-actions">
        <Button type="button" variant="outline" onClick={() => setStep(1)}>
          Back
        </Button>
        <Button type="submit" isLoading={send.isPending}>
          Send feedback
        </Button>
      </div>
    </form>
  );
}

/** The header's feedback button and its modal; the form starts afresh each time it opens. */
