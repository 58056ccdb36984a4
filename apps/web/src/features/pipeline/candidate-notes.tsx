'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import { formatWibDateLong, pipelineNoteRequestSchema, type PipelineNote } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { apiClient } from '@/lib/auth/browser-api';
import { cn } from '@/lib/cn';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { pipelinePaths } from './pipeline-api';

/** Private notes (newest first) and the 1-5 rating: the company's members only. */
export function CandidateNotes({
  applicationId,
  notes,
  rating,
}: {
  applicationId: string;
  notes: PipelineNote[];
  rating: number | null;
}) {
  const t = useTranslations('employer.pipeline.notes');
  const locale = useLocale();
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [failed, setFailed] = useState(false);
  const [current, setCurrent] = useState(rating);
  const form = useForm({
    resolver: fieldResolver(pipelineNoteRequestSchema, locale),
    defaultValues: { body: '' },
  });

  async function rate(value: number | null) {
    const before = current;
    setCurrent(value);
    try {
      await apiClient.request(pipelinePaths.rating(applicationId), {
        method: 'PUT',
        body: { rating: value },
      });
      startRefresh(() => router.refresh());
    } catch {
      setCurrent(before);
    }
  }

  return (
    <section aria-labelledby="notes-heading" className="space-y-4">
      <div>
        <h2 id="notes-heading" className="text-lg font-bold text-slate-900">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-600">{t('hint')}</p>
      </div>
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('ratingLabel')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={current !== null && n <= current}
            aria-label={t('star', { n })}
            onClick={() => void rate(n)}
            className={cn(
              'min-h-11 min-w-11 rounded-lg text-2xl',
              current !== null && n <= current ? 'text-amber-500' : 'text-slate-300',
            )}
          >
            ★
          </button>
        ))}
        {current !== null ? (
          <button type="button" className="ml-2 text-sm underline" onClick={() => void rate(null)}>
            {t('clear')}
          </button>
        ) : null}
      </fieldset>
      <ClientForm
        noValidate
        className="space-y-2"
        onSubmit={form.handleSubmit(async (values) => {
          setFailed(false);
          try {
            await apiClient.request(pipelinePaths.note(applicationId), {
              method: 'POST',
              body: values,
            });
            form.reset();
            startRefresh(() => router.refresh());
          } catch {
            setFailed(true);
          }
        })}
      >
        <TextAreaField
          label={t('add')}
          rows={3}
          maxLength={5000}
          {...form.register('body')}
          id="note-body"
          error={form.formState.errors.body?.message}
        />
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {t('failed')}
          </p>
        ) : null}
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={form.formState.isSubmitting}
        >
          {t('add')}
        </button>
      </ClientForm>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="space-y-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-amber-50 p-3 text-sm">
              <p className="whitespace-pre-line text-slate-900">{n.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {n.author.name} · {formatWibDateLong(n.createdAt, locale)} WIB
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
