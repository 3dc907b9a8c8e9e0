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
import { intlLocale, type Locale } from '@shared/i18n/locales';
import { Trans, useLocale, useT } from '../../../i18n';

const askedOn = (iso: string, locale: Locale) => new Date(iso).toLocaleDateString(intlLocale[locale], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The inline answer form: a first answer, or a new one replacing the posted answer. */
function AnswerForm({ row, onDone }: { row: OwnerQuestionRow; onDone?: () => void }) {
  const t = useT();
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
              toast.show({ message: t('Answer posted') });
              onDone?.();
            },
            onError: (error) => setFailure(errorMessage(error)),
          },
        );
      }}
    >
      {({ register, formState }) => (
        <>
          <FieldWrapper id={fieldId} label={row.answer ? t('Your new answer') : t('Your answer')} required error={formState.errors.answer}>
            <textarea id={fieldId} className="input textarea" rows={3} maxLength={2000} aria-required {...register('answer')} />
          </FieldWrapper>
          <FormAlert message={failure} />
          <div className="owner-question__actions">
            <Button type="submit" size="sm" isLoading={answer.isPending}>
              {t('Post answer')}
            </Button>
            {onDone && (
              <Button variant="ghost" size="sm" onClick={onDone}>
                {t('Cancel')}
              </Button>
            )}
          </div>
        </>
      )}
    </Form>
  );
}

function QuestionCard({ row }: { row: OwnerQuestionRow }) {
  const t = useT();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const answered = row.answer !== null;
  return (
    <li className={cn('owner-question', !answered && 'owner-question--open')}>
      <div className="owner-question__meta">
        <Link to={paths.business.profile.getHref({ city: row.business.cityName, slug: row.business.slug })} className="owner-question__business">
          {row.business.name}
        </Link>
        <span className={cn('badge', answered ? 'badge--success' : 'badge--warning')}>{answered ? t('Answered') : t('Unanswered')}</span>
      </div>
      <p className="owner-question__text">{row.question}</p>
      <p className="owner-question__date">
        <Trans id="Asked <0>{date}</0>" values={{ date: askedOn(row.createdAt, locale) }} components={{ 0: <time dateTime={row.createdAt} /> }} />
      </p>
      {answered && !editing && (
        <div className="owner-question__answer">
          <p>
            <strong>{t('Your answer:')} </strong>
            {row.answer}
          </p>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Trans id="Edit answer<0> to “{question}”</0>" values={{ question: row.question }} components={{ 0: <span className="visually-hidden" /> }} />
          </Button>
        </div>
      )}
      {(!answered || editing) && <AnswerForm row={row} onDone={editing ? () => setEditing(false) : undefined} />}
    </li>
  );
}

/** Questions on every listing the owner has (or, for an admin, the named owner has): unanswered first, 20 at a time. */
export function OwnerQuestions({ ownerId }: { ownerId?: string }) {
  const t = useT();
  const questions = useOwnerQuestions(ownerId);
  if (questions.isPending)
    return (
      <LoadingRegion label={t('Loading questions…')} className="owner-questions">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height="8rem" />
        ))}
      </LoadingRegion>
    );
  if (questions.isError)
    return (
      <LoadError
        error={questions.error}
        what={t('your questions')}
        onRetry={() => void questions.refetch()}
        forbiddenReason={t('Only the owner of these listings or an admin can see their questions.')}
      />
    );
  const rows = questions.data.pages.flatMap((page) => page.data);
  if (!rows.length) return <p className="empty-state">{t('No questions yet. When visitors ask on one of your listings, their questions show up here for you to answer.')}</p>;
  return (
    <>
      <ul className="owner-questions">
        {rows.map((row) => (
          <QuestionCard key={row._id} row={row} />
        ))}
      </ul>
      {questions.hasNextPage && (
        <Button variant="outline" className="owner-questions__more" isLoading={questions.isFetchingNextPage} onClick={() => void questions.fetchNextPage()}>
          {t('Show more questions')}
        </Button>
      )}
    </>
  );
}
