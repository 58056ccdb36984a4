'use client';

import type { BulkApplyResult, ApplyForm as ApplyFormData, Locale } from '@jenjang/domain';
import { NUMERIC_ANSWER_ERROR, wibDateOf } from '@jenjang/domain';
import { CheckCircle2, Layers, XCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { apiClient } from '@/lib/auth/browser-api';
import { Link } from '@/lib/i18n/navigation';
import { checkDraft, gpaMaxOf, type AnswerDraft } from '@/features/applications/answer-drafts';
import { describeApplyFailure } from '@/features/applications/apply-failure';
import { QuestionField } from '@/features/applications/question-field';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import {
  appliedToday,
  countApplied,
  removeSelected,
  selectedJobs,
  subscribeSelection,
  type SelectedJob,
} from './bulk-selection';
import { answersForJob, shareQuestions, sharedDrafts } from './bulk-questions';

const none: SelectedJob[] = [];
type Forms =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; forms: ApplyFormData[] };

/** Why a picked job cannot be sent at all. */
function blockedReason(form: ApplyFormData | undefined): 'applied' | 'closed' | 'external' | null {
  if (!form) return 'closed';
  if (form.application) return 'applied';
  if (form.isClosed) return 'closed';
  return form.applicationType === 'external' ? 'external' : null;
}

/** /loker/bulk-apply: review the picked jobs, answer what they ask once, send, see each result. */
export function BulkApplyFlow() {
  const t = useTranslations('bulkApply.flow');
  const tp = useTranslations('jobDetail.applyForm');
  const locale = useLocale() as Locale;
  const jobs = useSyncExternalStore(subscribeSelection, selectedJobs, () => none);
  const [forms, setForms] = useState<Forms>({ status: 'loading' });
  const [drafts, setDrafts] = useState<AnswerDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<{ body: BulkApplyResult; jobs: SelectedJob[] } | null>(null);
  // One key per set of answers: a retry after a lost answer returns the first result.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const ids = jobs.map((j) => j.id).join(',');

  useEffect(() => {
    if (!ids) return;
    let current = true;
    setForms({ status: 'loading' });
    apiClient
      .request<{ data: { forms: ApplyFormData[] } }>('/v1/job-portal/application/bulk-apply/form', {
        query: { jobIds: ids.split(',') },
      })
      .then((body) => current && setForms({ status: 'done', forms: body.data.forms }))
      .catch(() => current && setForms({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [ids]);

  const formById = useMemo(
    () => new Map(forms.status === 'done' ? forms.forms.map((f) => [f.jobId, f]) : []),
    [forms],
  );
  const sendable = jobs.filter((j) => blockedReason(formById.get(j.id)) === null);
  // Recomputed when the sendable jobs change, not on every render (the drafts are per question).
  const sendableKey = sendable.map((j) => j.id).join(',');
  const shared = useMemo(
    () =>
      shareQuestions(
        sendableKey
          .split(',')
          .map((id) => formById.get(id))
          .filter((form): form is ApplyFormData => form !== undefined),
      ),
    [formById, sendableKey],
  );
  const values = drafts && drafts.length === shared.length ? drafts : sharedDrafts(shared);

  if (result) {
    const byId = new Map(result.jobs.map((j) => [j.id, j]));
    return (
      <div className="space-y-6" data-bulk-results>
        <StatusPanel
          role="status"
          title={t('doneTitle', { applied: result.body.applied, failed: result.body.failed })}
        >
          <p>
            {t('daily', { remaining: result.body.daily.remaining, limit: result.body.daily.limit })}
          </p>
          <p className="mt-1 text-sm">
            {t('counter', { count: appliedToday(wibDateOf(new Date())) })}
          </p>
        </StatusPanel>
        <ul className="space-y-2">
          {result.body.results.map((entry) => (
            <li
              key={entry.jobId}
              data-bulk-result={entry.ok ? 'ok' : 'failed'}
              className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3"
            >
              {entry.ok ? (
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-green-700"
                />
              ) : (
                <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
              )}
              <div>
                <p className="font-semibold text-slate-900">
                  {byId.get(entry.jobId)?.role ?? entry.jobId}
                  <span className="font-normal text-slate-600">
                    {' '}
                    · {byId.get(entry.jobId)?.company}
                  </span>
                </p>
                <p className="text-sm text-slate-700">
                  {entry.ok
                    ? t('applied')
                    : tp(
                        `failures.${describeApplyFailure({ messageId: entry.error?.messageId }).kind}`,
                        { seconds: 60 },
                      )}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <Link href="/loker/applied" className={buttonStyles.primary}>
          {tp('seeApplications')}
        </Link>
      </div>
    );
  }

  if (jobs.length === 0) {
    return (
      <StatusPanel
        role="status"
        icon={<Layers aria-hidden="true" className="size-7" />}
        title={t('emptyTitle')}
        actions={
          <Link href="/" className={buttonStyles.primary}>
            {t('findJobs')}
          </Link>
        }
      >
        <p>{t('emptyBody')}</p>
      </StatusPanel>
    );
  }
  if (forms.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  }
  if (forms.status === 'error') {
    return (
      <StatusPanel role="alert" title={t('errorTitle')}>
        <p>{t('errorBody')}</p>
      </StatusPanel>
    );
  }

  const submit = async () => {
    const problems: Record<number, string> = {};
    shared.forEach((s, i) => {
      const problem = checkDraft(s.question, values[i]);
      if (problem)
        problems[i] =
          problem === 'numeric'
            ? NUMERIC_ANSWER_ERROR[locale]
            : tp(`problems.${problem}`, { max: gpaMaxOf(s.question) });
    });
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      setFailure(tp('checkFields'));
      return;
    }
    setSending(true);
    try {
      const body = await apiClient.request<{ data: BulkApplyResult }>(
        '/v1/job-portal/application/bulk-apply',
        {
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
          body: {
            jobs: sendable.map((job) => ({
              jobId: job.id,
              answers: answersForJob(formById.get(job.id)!, shared, values),
            })),
          },
        },
      );
      countApplied(wibDateOf(new Date()), body.data.applied);
      setResult({ body: body.data, jobs: [...jobs] });
      removeSelected(body.data.results.filter((r) => r.ok).map((r) => r.jobId));
      setIdempotencyKey(crypto.randomUUID());
    } catch (error) {
      const kind = describeApplyFailure(error).kind;
      setFailure(tp(`failures.${kind}`, { seconds: 60 }));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="bulk-jobs"
        className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
      >
        <h2 id="bulk-jobs" className="text-lg font-bold text-slate-900">
          {t('jobsHeading', { count: jobs.length })}
        </h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {jobs.map((job) => {
            const reason = blockedReason(formById.get(job.id));
            return (
              <li
                key={job.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
                data-bulk-job={job.id}
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{job.role}</span>
                  <span className="block text-sm text-slate-600">{job.company}</span>
                </span>
                <span className="flex items-center gap-2">
                  {reason ? (
                    <span className="text-xs font-semibold text-amber-800">
                      {t(`blocked.${reason}`)}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className="min-h-11 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
                    onClick={() => removeSelected([job.id])}
                    // One name per job: the same role at two companies is common.
                    aria-label={t('removeJob', { role: job.role, company: job.company })}
                  >
                    {t('remove')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      {shared.length > 0 ? (
        <section
          aria-labelledby="bulk-questions"
          className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
        >
          <h2 id="bulk-questions" className="text-lg font-bold text-slate-900">
            {t('questionsHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('questionsIntro')}</p>
          <ol className="mt-4 space-y-6">
            {shared.map((s, index) => (
              <li key={s.key}>
                <QuestionField
                  question={s.question}
                  id={`bulk-question-${index}`}
                  value={values[index] ?? ''}
                  onChange={(next) => {
                    const copy = [...values];
                    copy[index] = next;
                    setDrafts(copy);
                  }}
                  onBlur={() => undefined}
                  error={errors[index]}
                  source={
                    s.question.answerSource === 'profile'
                      ? 'profile'
                      : s.question.answerSource === 'reusable'
                        ? 'earlier'
                        : null
                  }
                />
                {s.jobIds.length > 1 ? (
                  <p className="mt-1 text-xs text-slate-600">
                    {t('askedBy', { count: s.jobIds.length })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={sending || sendable.length === 0}
        aria-busy={sending}
        onClick={submit}
      >
        {sending ? tp('sending') : t('submit', { count: sendable.length })}
      </button>
    </div>
  );
}
