'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { inputStyles } from '@/features/profile/form-fields';
import { gpaMaxOf, isGpaQuestion, type AnswerDraft, type FormQuestion } from './answer-drafts';

/** Where a draft came from, said under the field so the candidate checks it. */
export type DraftSource = 'profile' | 'earlier' | null;

type QuestionFieldProps = {
  question: FormQuestion;
  /** The field's id base: unique on the page, safe for ids whatever the question id is. */
  id: string;
  value: AnswerDraft;
  onChange: (value: AnswerDraft) => void;
  onBlur: () => void;
  error: string | undefined;
  source: DraftSource;
};

const choiceStyles =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 text-sm text-slate-800 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

/** One pre-screening question of spec section 3, by its type; its problem beside it. */
export function QuestionField(props: QuestionFieldProps) {
  const { question, id, error, source } = props;
  const t = useTranslations('jobDetail.applyForm');
  const hints = [
    question.description ? { key: 'description', text: question.description } : null,
    isGpaQuestion(question)
      ? { key: 'gpa', text: t('gpaHint', { max: gpaMaxOf(question) }) }
      : null,
    source === 'profile' ? { key: 'source', text: t('fromProfile') } : null,
    source === 'earlier' ? { key: 'source', text: t('fromEarlier') } : null,
  ].filter((hint): hint is { key: string; text: string } => hint !== null);
  const describedBy =
    [...hints.map((hint) => `${id}-${hint.key}`), error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const a11y = {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
  };
  const grouped = question.type === 'checkbox' || question.type === 'radio';
  const label = (
    <>
      {question.title}
      {question.mandatory ? (
        <>
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
          {/* A group of choices cannot carry aria-required (only a radiogroup can): its legend
              says it instead. Fields get aria-required, so this is only for groups. */}
          {grouped ? <span className="sr-only"> {t('required')}</span> : null}
        </>
      ) : (
        <span className="font-normal text-slate-600"> {t('optional')}</span>
      )}
    </>
  );

  const footer: ReactNode = (
    <>
      {hints.map((hint) => (
        <p key={hint.key} id={`${id}-${hint.key}`} className="text-xs text-slate-600">
          {hint.text}
        </p>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );

  if (grouped) {
    return (
      <fieldset
        className="space-y-2"
        data-question={question.questionId}
        data-question-type={question.type}
        {...a11y}
      >
        <legend className="mb-1 text-sm font-semibold text-slate-800">{label}</legend>
        <ChoiceList {...props} />
        {footer}
      </fieldset>
    );
  }

  return (
    <div
      className="space-y-1"
      data-question={question.questionId}
      data-question-type={question.type}
      data-profile-field={question.profileField ?? undefined}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        {...a11y}
        aria-required={question.mandatory || undefined}
        type={question.type === 'date' ? 'date' : 'text'}
        inputMode={question.type === 'numeric' ? 'decimal' : undefined}
        autoComplete="off"
        maxLength={question.type === 'shortText' ? 500 : 40}
        value={typeof props.value === 'string' ? props.value : ''}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        className={cn(inputStyles, question.type === 'numeric' && 'max-w-xs')}
      />
      {footer}
    </div>
  );
}

function ChoiceList({ question, id, value, onChange, onBlur }: QuestionFieldProps) {
  const selected = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {question.options.map((option, index) => {
        const optionId = `${id}-option-${index}`;
        const checked = selected.includes(option.id);
        return (
          <li key={option.id}>
            <label htmlFor={optionId} className={choiceStyles}>
              <input
                id={optionId}
                type={question.type === 'checkbox' ? 'checkbox' : 'radio'}
                name={id}
                value={option.id}
                checked={checked}
                onBlur={onBlur}
                onChange={(event) => {
                  if (question.type === 'radio') onChange(option.id);
                  else
                    onChange(
                      event.target.checked
                        ? [...selected, option.id]
                        : selected.filter((picked) => picked !== option.id),
                    );
                }}
                className="size-4 accent-brand-700"
              />
              <span>{option.value}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
