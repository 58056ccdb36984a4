'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { apiClient } from '@/lib/auth/browser-api';
import { ClientForm } from '@/lib/hydration/client-form';
import { inputStyles } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { techTestPath } from './applications-api';

/** Submitting a tech test: a link to the work or a file (the API checks the file's content). */
export function TechTestForm({
  applicationId,
  stepId,
  instructions,
  deadline,
}: {
  applicationId: string;
  stepId: string;
  instructions: string | null;
  /** Already worded: 'DD MMM YYYY, HH:mm'. */
  deadline: string | null;
}) {
  const t = useTranslations('profile.appliedJobs.techTest');
  const id = useId();
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const link = String(data.get('link') ?? '').trim();
    const file = data.get('file');
    const hasFile = file instanceof File && file.size > 0;
    if (!link && !hasFile) {
      setProblem(t('needOne'));
      return;
    }
    setProblem(null);
    setState('sending');
    try {
      if (hasFile) {
        const body = new FormData();
        body.set('file', file);
        await apiClient.request(techTestPath(applicationId, stepId, 'file'), {
          method: 'POST',
          body,
        });
      } else {
        await apiClient.request(techTestPath(applicationId, stepId, 'link'), {
          method: 'POST',
          body: { url: link },
        });
      }
      setState('done');
      startRefresh(() => router.refresh());
    } catch {
      setProblem(t('failed'));
      setState('idle');
    }
  }

  if (state === 'done') {
    return (
      <p
        role="status"
        className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800"
      >
        {t('submitted')}
      </p>
    );
  }
  const sending = state === 'sending';
  return (
    <ClientForm
      noValidate
      onSubmit={submit}
      data-tech-test-form
      aria-labelledby={`${id}-heading`}
      className="mt-4 space-y-3 rounded-xl border border-brand-100 bg-brand-50/50 p-4"
    >
      <h4 id={`${id}-heading`} className="text-sm font-bold text-slate-900">
        {t('heading')}
      </h4>
      {deadline ? (
        <p className="text-sm text-slate-700">{t('deadline', { date: deadline })}</p>
      ) : null}
      {instructions ? (
        <div className="text-sm text-slate-800">
          <p className="font-semibold">{t('instructions')}</p>
          <p className="mt-1 whitespace-pre-line">{instructions}</p>
        </div>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-link`} className="block text-sm font-semibold text-slate-800">
          {t('linkLabel')}
        </label>
        <input
          id={`${id}-link`}
          name="link"
          type="text"
          inputMode="url"
          autoComplete="url"
          aria-describedby={`${id}-link-hint`}
          className={inputStyles}
        />
        <p id={`${id}-link-hint`} className="text-xs text-slate-600">
          {t('linkHint')}
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
          {t('fileLabel')}
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-describedby={`${id}-file-hint`}
          className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-white file:px-4 file:font-semibold file:text-brand-700"
        />
        <p id={`${id}-file-hint`} className="text-xs text-slate-600">
          {t('fileHint')}
        </p>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={buttonStyles.primary} disabled={sending} aria-busy={sending}>
        {sending ? t('submitting') : t('submit')}
      </button>
    </ClientForm>
  );
}
