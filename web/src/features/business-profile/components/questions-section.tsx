import { useState } from 'react';
import { AddQuestionSchema, QUESTION_MAX_LENGTH, type QuestionResponse } from '@shared/schemas/listing-feedback';
import { useRequireSignIn } from '../../../components/sign-in-gate';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldWrapper, Form } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useAddQuestion, useAnswerQuestion, useQuestions } from '../api/questions';
import { msg, useT } from '../../../i18n';

const QUESTION_RULES = [msg('Ask about the company, its products or services.'), msg('Keep it clear and concise.'), msg('No marketing or promotional content.'), msg('No links or URLs.')];

/** The owner's (or an admin's) answer box under an unanswered question. */
function AnswerBox({ question, businessId }: { question: QuestionResponse; businessId: string }) {
  const t = useT();
  const toast = useToast();
  const answer = useAnswerQuestion(businessId);
  const [text, setText] = useState('');
  return (
    <form
      className="answer-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        answer.mutate(
          { id: question._id, answer: text.trim() },
          { onSuccess: () => toast.show({ message: t('Answer posted') }), onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }) },
        );
      }}
    >
      <label className="visually-hidden" htmlFor={`answer-${question._id}`}>
        {t('Answer to {question}', { question: question.question })}
      </label>
      <textarea id={`answer-${question._id}`} className="input textarea" rows={2} value={text} onChange={(event) => setText(event.target.value)} placeholder={t('Write an answer')} />
      <Button type="submit" size="sm" isLoading={answer.isPending}>
        {t('Post answer')}
      </Button>
    </form>
  );
}

/** 'Faqs': the listing's questions and answers, and the Post Your Question drawer (spec 1 §2, §5). */
export function QuestionsSection({ businessId, cityName, canAnswer }: { businessId: string; cityName: string; canAnswer: boolean }) {
  const t = useT();
  const requireSignIn = useRequireSignIn();
  const questions = useQuestions(businessId);
  const addQuestion = useAddQuestion(businessId);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [posted, setPosted] = useState<'ok' | string | null>(null);

  function openDrawer() {
    requireSignIn({ title: t('Log in to ask a question'), action: () => setDrawerOpen(true) });
  }

  return (
    <section className="card" aria-labelledby="faqs-title">
      <div className="card__heading-row">
        <div>
          <h2 id="faqs-title" className="card__title">
            {t('Faqs')}
          </h2>
          <p className="card__subtitle">{t('Question & Answers')}</p>
        </div>
        <Button variant="outline" onClick={openDrawer}>
          {t('Post Your Question')}
        </Button>
      </div>
      {questions.data?.length ? (
        <div className="accordion">
          {questions.data.map((question) => (
            <details key={question._id} className="accordion__item">
              <summary className="accordion__summary">{question.question}</summary>
              <p className="accordion__content">{question.answer ?? t('Not answered yet.')}</p>
              {canAnswer && !question.answer && <AnswerBox question={question} businessId={businessId} />}
            </details>
          ))}
        </div>
      ) : (
        <p className="empty-state">{t('No questions yet. Be the first to ask.')}</p>
      )}

      <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('Post Your Question')} variant="drawer">
        <Form
          schema={AddQuestionSchema}
          options={{ defaultValues: { businessId, cityName, question: '' } }}
          onSubmit={(values) =>
            addQuestion.mutate(values, {
              onSuccess: () => {
                setDrawerOpen(false);
                setPosted('ok');
              },
              onError: (error) => setPosted(errorMessage(error)),
            })
          }
        >
          {({ register, formState, watch }) => (
            <>
              <FieldWrapper id="question-text" label={t('Your question')} hint={t('Less than 200 Characters*')} required error={formState.errors.question}>
                <textarea id="question-text" className="input textarea" rows={5} maxLength={QUESTION_MAX_LENGTH} aria-required {...register('question')} />
              </FieldWrapper>
              <p className="field__hint" aria-live="polite">
                {(watch('question') ?? '').length}/{QUESTION_MAX_LENGTH}
              </p>
              <ul className="rules-list">
                {QUESTION_RULES.map((rule) => (
                  <li key={rule}>{t(rule)}</li>
                ))}
              </ul>
              <Button type="submit" isLoading={addQuestion.isPending}>
                {t('Post Question')}
              </Button>
            </>
          )}
        </Form>
      </Dialog>

      <Dialog open={posted !== null} onClose={() => setPosted(null)} title={posted === 'ok' ? t('Question Posted!') : t('Oops...')}>
        <p>{posted === 'ok' ? t('Your question has been submitted successfully.') : posted}</p>
        <Button onClick={() => setPosted(null)}>{t('OK')}</Button>
      </Dialog>
    </section>
  );
}
