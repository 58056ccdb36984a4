'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import { NUMERIC_ANSWER_ERROR, type Locale } from '@jenjang/domain';
import { Send } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link } from '@/lib/i18n/navigation';
import { buttonStyles } from '@/features/shell/button-styles';
import {
  checkDrafts,
  initialDrafts,
  isEmptyDraft,
  toWireAnswers,
  type AnswerDraft,
  type DraftProblem,
  gpaMaxOf,
  type FormQuestion,
  type WireAnswer,
} from './answer-drafts';
import { describeApplyFailure, type ApplyFailure } from './apply-failure';
import { QuestionField, type DraftSource } from './question-field';

type FormValues = { answers: AnswerDraft[] };

export type ApplyFormProps = {
  questions: readonly FormQuestion[];
  /** Sends the answers; throws the API's error (ApiRequestError) when refused. */
  send: (answers: WireAnswer[]) => Promise<void>;
  onApplied: () => void;
};

/** The problem's words; the numeric rule's message is the domain's own (spec section 5). */
export function useProblemText() {
  const t = useTranslations('jobDetail.applyForm.problems');
  const locale = useLocale() as Locale;
  return (problem: DraftProblem, question: FormQuestion): string =>
    problem === 'numeric' ? NUMERIC_ANSWER_ERROR[locale] : t(problem, { max: gpaMaxOf(question) });
}

/**
 * The apply form: every pre-screening question with its problems beside it as the candidate
 * goes (after a first try or on leaving a field), the first problem focused on submit. When
 * the API refuses, what was typed stays and the reason shows above the button.
 */
export function ApplyForm({ questions, send, onApplied }: ApplyFormProps) {
  const t = useTranslations('jobDetail.applyForm');
  const problemText = useProblemText();
  const [failure, setFailure] = useState<ApplyFailure | null>(null);
  const defaults = useMemo(() => {
    const drafts = initialDrafts(questions);
    return questions.map((q) => drafts[q.questionId] ?? (q.type === 'checkbox' ? [] : ''));
  }, [questions]);
  const sources = questions.map((q, index): DraftSource => {
    if (isEmptyDraft(defaults[index])) return null;
    return q.answerSource === 'profile'
      ? 'profile'
      : q.answerSource === 'reusable'
        ? 'earlier'
        : null;
  });

  const resolver: Resolver<FormValues> = async (values) => {
    const drafts = Object.fromEntries(questions.map((q, i) => [q.questionId, values.answers[i]]));
    const problems = checkDrafts(questions, drafts as Record<string, AnswerDraft>);
    const errors: Record<string, { type: string; message: string }> = {};
    questions.forEach((q, i) => {
      const problem = problems[q.questionId];
      if (problem) errors[i] = { type: problem, message: problemText(problem, q) };
    });
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: { answers: errors } as never };
  };

  const form = useForm<FormValues>({
    resolver,
    defaultValues: { answers: defaults },
    mode: 'onTouched',
  });

  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      document
        .querySelector<HTMLElement>(
          '[data-apply-form] [aria-invalid="true"] input, [data-apply-form] input[aria-invalid="true"]',
        )
        ?.focus();
    });

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const drafts = Object.fromEntries(questions.map((q, i) => [q.questionId, values.answers[i]]));
      try {
        await send(toWireAnswers(questions, drafts as Record<string, AnswerDraft>));
        onApplied();
      } catch (error) {
        const described = describeApplyFailure(error);
        if (described.kind === 'alreadyApplied') {
          // Applied already (another tab, a retried request): the outcome the candidate wanted.
          setFailure(described);
          return;
        }
        questions.forEach((q, i) => {
          const problem = described.questions[q.questionId];
          if (problem) {
            form.setError(`answers.${i}`, {
              type: 'server',
              message: problemText(problem, q),
            });
          }
        });
        setFailure(described);
        focusFirstProblem();
      }
    },
    () => {
      setFailure(null);
      focusFirstProblem();
    },
  );

  const sending = form.formState.isSubmitting;
  const hasProblems = Object.keys(form.formState.errors.answers ?? {}).length > 0;

  return (
    <ClientForm noValidate onSubmit={submit} data-apply-form className="space-y-6">
      {/* Without questions the page's intro says so once; the form is the send button. */}
      {questions.length === 0 ? null : (
        <ol className="space-y-6">
          {questions.map((question, index) => (
            <li key={question.questionId}>
              <Controller
                control={form.control}
                name={`answers.${index}`}
                render={({ field, fieldState }) => (
                  <QuestionField
                    question={question}
                    id={`apply-question-${index}`}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    source={sources[index] ?? null}
                  />
                )}
              />
            </li>
          ))}
        </ol>
      )}
      <div aria-live="polite" className="space-y-2">
        {hasProblems && !failure ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {t('checkFields')}
          </p>
        ) : null}
        {failure ? (
          <div
            role="alert"
            data-apply-failure={failure.kind}
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <p className="font-semibold">
              {t(`failures.${failure.kind}`, { seconds: failure.retryAfterSeconds ?? 60 })}
            </p>
            {failure.kind === 'alreadyApplied' ? (
              <Link href="/loker/applied" className="mt-1 inline-block font-semibold underline">
                {t('seeApplications')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
      <button
        type="submit"
        className={`${buttonStyles.primary} w-full sm:w-auto`}
        disabled={sending}
        aria-busy={sending}
      >
        <Send aria-hidden="true" className="size-4" />
        {sending ? t('sending') : t('submit')}
      </button>
    </ClientForm>
  );
}
