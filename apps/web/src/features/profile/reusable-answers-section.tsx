'use client';

import {
  isValidNumericAnswer,
  type Locale,
  NUMERIC_ANSWER_ERROR,
  numericAnswerValue,
  type ReusableAnswer,
  type reusableAnswersResponseSchema,
  serializeDateAnswer,
} from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiClient } from '@/lib/auth/browser-api';
import { buttonStyles } from '@/features/shell/button-styles';
import { dateInputValue } from '@/features/applications/answer-drafts';
import { inputStyles } from './form-fields';

type ListBody = z.infer<typeof reusableAnswersResponseSchema>;
const PATH = '/v1/job-portal/me/reusable-answer';

type Load =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; docs: ReusableAnswer[] };

/** How an answer reads: option texts joined, a date as the day, text as it is. */
function answerText(answer: ReusableAnswer['answer']): string {
  if (answer === null) return '—';
  if (Array.isArray(answer)) return answer.length === 0 ? '—' : answer.join(', ');
  const date = typeof answer === 'string' ? dateInputValue(answer) : '';
  return date && /^\d{2}\/\d{2}\/\d{4}$/.test(String(answer)) ? date : String(answer);
}

/** Text, numbers and dates are edited here; chosen options are changed on the next form. */
const EDITABLE = new Set<ReusableAnswer['type']>(['shortText', 'numeric', 'date']);

/**
 * The candidate's reusable answers: what they answered before, offered again on apply forms
 * that ask a question of the same text. Theirs to correct or delete.
 */
export function ReusableAnswersSection() {
  const t = useTranslations('profile.profilePage.reusableAnswers');
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const refresh = useCallback(() => {
    apiClient
      .request<ListBody>(PATH)
      .then((body) => setLoad({ status: 'done', docs: body.data.docs }))
      .catch(() => setLoad({ status: 'error' }));
  }, []);
  useEffect(refresh, [refresh]);

  return (
    <section
      id="reusableAnswers"
      aria-labelledby="reusableAnswers-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id="reusableAnswers-heading" className="text-lg font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {load.status === 'loading' ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : load.status === 'error' ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('error')}{' '}
          <button type="button" className="font-semibold underline" onClick={refresh}>
            {t('retry')}
          </button>
        </p>
      ) : load.docs.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" data-reusable-answers>
          {load.docs.map((entry) => (
            <AnswerRow key={entry.id} entry={entry} onChanged={refresh} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AnswerRow({ entry, onChanged }: { entry: ReusableAnswer; onChanged: () => void }) {
  const t = useTranslations('profile.profilePage.reusableAnswers');
  const locale = useLocale() as Locale;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `reusable-${entry.id}`;

  const start = () => {
    const text = entry.answer === null || Array.isArray(entry.answer) ? '' : String(entry.answer);
    setValue(entry.type === 'date' ? dateInputValue(text) : text);
    setProblem(null);
    setEditing(true);
  };

  const save = async () => {
    const trimmed = value.trim();
    let answer: string | number | null = trimmed === '' ? null : trimmed;
    if (entry.type === 'numeric' && trimmed !== '' && !trimmed.includes('/')) {
      if (!isValidNumericAnswer(trimmed)) {
        setProblem(NUMERIC_ANSWER_ERROR[locale]);
        return;
      }
      answer = numericAnswerValue(trimmed);
    }
    if (entry.type === 'date' && trimmed !== '') answer = serializeDateAnswer(trimmed);
    setBusy(true);
    setProblem(null);
    try {
      await apiClient.request(`${PATH}/${encodeURIComponent(entry.id)}`, {
        method: 'PATCH',
        body: { answer },
      });
      setEditing(false);
      onChanged();
    } catch {
      setProblem(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await apiClient.request(`${PATH}/${encodeURIComponent(entry.id)}`, { method: 'DELETE' });
      onChanged();
    } catch {
      setProblem(t('deleteFailed'));
      setBusy(false);
    }
  };

  return (
    <li className="py-3" data-reusable-answer={entry.questionTitle}>
      <p className="text-sm font-semibold text-slate-900">{entry.questionTitle}</p>
      {editing ? (
        <div className="mt-2 space-y-2">
          <label htmlFor={id} className="sr-only">
            {t('answerFor', { question: entry.questionTitle })}
          </label>
          <input
            id={id}
            type={entry.type === 'date' ? 'date' : 'text'}
            inputMode={entry.type === 'numeric' ? 'decimal' : undefined}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            className={inputStyles}
          />
          {problem ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={busy}
              aria-busy={busy}
              onClick={save}
            >
              {t('save')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={busy}
              onClick={() => setEditing(false)}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">{answerText(entry.answer)}</p>
          <div className="flex gap-1">
            {EDITABLE.has(entry.type) ? (
              <button
                type="button"
                className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                onClick={start}
                aria-label={t('editFor', { question: entry.questionTitle })}
              >
                {t('edit')}
              </button>
            ) : null}
            <button
              type="button"
              className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
              disabled={busy}
              onClick={remove}
              aria-label={t('deleteFor', { question: entry.questionTitle })}
            >
              {t('delete')}
            </button>
          </div>
          {problem ? (
            <p role="alert" className="w-full text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}
