'use client';

import type { PipelineJob, PipelineRecommendation } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { ApiRequestError, apiClient } from '@/lib/auth/browser-api';
import { pipelinePaths } from './pipeline-api';

/** Recommended students with "invite to apply" into a chosen step (or review). */
export function Recommendations({
  jobId,
  job,
  docs,
}: {
  jobId: string;
  job: PipelineJob;
  docs: PipelineRecommendation[];
}) {
  const t = useTranslations('employer.pipeline.recommendations');
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [stepId, setStepId] = useState<string>(job.steps[0]?.id ?? '');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function invite(studentId: string) {
    setBusy(studentId);
    setMessage(null);
    try {
      await apiClient.request(pipelinePaths.invite(jobId, studentId), {
        method: 'POST',
        body: { recruitmentStepId: stepId || null },
      });
      setMessage(t('invited'));
      startRefresh(() => router.refresh());
    } catch (e) {
      setMessage(t('failed', { message: e instanceof ApiRequestError ? e.message : '' }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="recommendations-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="recommendations-heading" className="text-lg font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-600">{t('hint')}</p>
      {docs.length === 0 ? (
        <p className="text-sm text-slate-700">{t('empty')}</p>
      ) : (
        <>
          <label className="flex max-w-xs flex-col text-sm font-semibold text-slate-800">
            {t('step')}
            <select
              value={stepId}
              onChange={(e) => setStepId(e.target.value)}
              className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-2 font-normal"
            >
              <option value="">{t('review')}</option>
              {job.steps.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <ul className="grid gap-2 md:grid-cols-2">
            {docs.map((d) => (
              <li
                key={d.studentId}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 p-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{d.name}</p>
                  <p className="text-xs text-slate-600">
                    {d.matches.map((m) => t(`matches.${m}`)).join(' · ')}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={busy !== null}
                  aria-label={t('invite', { name: d.name })}
                  onClick={() => void invite(d.studentId)}
                >
                  {t('invite', { name: '' }).trim()}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {message ? (
        <p role="status" className="text-sm text-slate-800">
          {message}
        </p>
      ) : null}
    </section>
  );
}
