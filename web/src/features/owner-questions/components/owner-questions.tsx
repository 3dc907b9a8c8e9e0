import { useState } from 'react';
import { Link } from '../../../lib/router';
import { AnswerQuestionSchema, type OwnerQuestionRow } from '@shared/schemas/listing-feedback';
import { LoadError } from '../../../components/access-denied';
import { Button } from '../../../components/ui/button';
import { FieldWrapper, Form, FormAlert } from '../../../components/ui/form';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../utils/cn';
import { useAnswerOwnerQuestion, useOwnerQuestions } from '../api/owner-questions';

const askedOn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The inline answer form: a first answer, or a new one replacing the posted answer. */
function AnswerForm({ row, onDone }: { row: OwnerQuestionRow; onDone?: () => void }) {
  const toast = useToast();
  const answer = useAnswerOwnerQuestion();
  const [failure, setFailure] = useState<string>();
  const fieldId = `owner-answer-${row._id}`;
  return (
    <Form
      schema={AnswerQuestionSchema}
      className="owner-question__form"
      options={{ defaultValues: { answer: row.answer ?? '' } }}
      onSubmit={(values) => {
        setFailure(undefined);
        answer.mutate(
          { id: row._id, businessId: row.business._id, answer: values.answer },
          {
            onSuccess: () => {
              toast.show({ message: 'Answer posted' });
              onDone?.();
            },
            onError: (error) => setFailure(errorMessage(error)),
          },
        );
      }}
    >
      {({ register, formState }) => (
        <>
          <FieldWrapper id={fieldId} label={row.answer ? 'Your new answer' : 'Your answer'} required error={formState.errors.answer}>
            <textarea id={fieldId} className="input textarea" rows={3} maxLength={2000} aria-required {...register('answer')} />
          </FieldWrapper>
          <FormAlert message={failure} />
          <div className="owner-question__actions">
            <Button type="submit" size="sm" isLoading={answer.isPending}>
              Post answer
            </Button>
            {onDone && (
              <Button variant="ghost" size="sm" onClick={onDone}>
                Cancel
              </Button>
            )}
          </div>
        </>
      )}
    </Form>
  );
}

function QuestionCard({ row }: { row: OwnerQuestionRow }) {
  const [editing, setEditing] = useState(false);
  const answered = row.answer !== null;
  return (
    <li className={cn('owner-question', !answered && 'owner-question--open')}>
      <div className="owner-question__meta">
        <Link to={paths.business.profile.getHref({ city: row.business.cityName, slug: row.business.slug })} className="owner-question__business">
          {row.business.name}
        </Link>
        <span className={cn('badge', answered ? 'badge--success' : 'badge--warning')}>{answered ? 'Answered' : 'Unanswered'}</span>
      </div>
      <p className="owner-question__text">{row.question}</p>
      <p className="owner-question__date">
        Asked <time dateTime={row.createdAt}>{askedOn(row.createdAt)}</time>
      </p>
      {answered && !editing && (
        <div className="owner-question__answer">
          <p>
            <strong>Your answer: </strong>
            {row.answer}
          </p>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit answer<span className="visually-hidden"> to “{row.question}”</span>
          </Button>
        </div>
      )}
      {(!answered || editing) && <AnswerForm row={row} onDone={editing ? () => setEditing(false) : undefined} />}
    </li>
  );
}

/** Questions on every listing the owner has (or, for an admin, the named owner has): unanswered first, 20 at a time. */
export function OwnerQuestions({ ownerId }: { ownerId?: string }) {
  const questions = useOwnerQuestions(ownerId);
  if (questions.isPending)
    return (
      <LoadingRegion label="Loading questions…" className="owner-questions">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height="8rem" />
        ))}
      </LoadingRegion>
    );
  if (questions.isError)
    return <LoadError error={questions.error} what="your questions" onRetry={() => void questions.refetch()} forbiddenReason="Only the owner of these listings or an admin can see their questions." />;
  const rows = questions.data.pages.flatMap((page) => page.data);
  if (!rows.length) return <p className="empty-state">No questions yet. When visitors ask on one of your listings, their questions show up here for you to answer.</p>;
  return (
    <>
      <ul className="owner-questions">
        {rows.map((row) => (
          <QuestionCard key={row._id} row={row} />
        ))}
      </ul>
      {questions.hasNextPage && (
        <Button variant="outline" className="owner-questions__more" isLoading={questions.isFetchingNextPage} onClick={() => void questions.fetchNextPage()}>
          Show more questions
        </Button>
      )}
    </>
  );
}
