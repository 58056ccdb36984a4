import {
  type AnswerValue,
  dateAnswerCalendarDate,
  EDUCATION_LEVEL_VOCABULARY,
  formatCalendarDate,
  formatDecimal,
  formatMonthYear,
  EMPLOYER_STATUS_DEFINITIONS,
  employerStatusKey,
  formatRupiah,
  formatWibDateLong,
  historyEntryStatusKey,
  pipelineCandidateResponseSchema,
} from '@jenjang/domain';
import { CalendarPlus, Download } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusChip } from '@/features/applications/status-chip';
import { StatusPanel } from '@/features/shell/status-panel';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { CandidateActions } from './candidate-actions';
import { CandidateNotes } from './candidate-notes';
import { loadForEmployer } from './load-pipeline';
import { applicantsPath, candidatePath, pipelinePaths } from './pipeline-api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** An answer as the candidate meant it: '20 Des 2026' for a date, '3,45' for a number. */
function answerText(answer: AnswerValue | null, type: string, locale: AppLocale): string {
  if (answer === null || answer === undefined) return '—';
  if (Array.isArray(answer)) return answer.join(', ');
  if (typeof answer === 'number') return formatDecimal(answer, locale, 2);
  if (type === 'date') {
    const day = dateAnswerCalendarDate(answer);
    return day ? formatCalendarDate(day, locale) : answer;
  }
  // A GPA travels as '3.45/4'.
  const gpa = /^(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(answer);
  if (type === 'numeric' && gpa) {
    return `${formatDecimal(Number(gpa[1]), locale, 2)}/${formatDecimal(Number(gpa[2]), locale, 2)}`;
  }
  return answer;
}

/** /employer/jobs/[jobId]/applicants/[applicationId]: everything about one candidate. */
export async function CandidatePage({
  locale,
  jobId,
  applicationId,
}: {
  locale: AppLocale;
  jobId: string;
  applicationId: string;
}) {
  const t = await getTranslations({ locale, namespace: 'employer.pipeline' });
  const loaded = await loadForEmployer(
    pipelinePaths.candidate(applicationId),
    pipelineCandidateResponseSchema,
    { locale, returnPath: candidatePath(jobId, applicationId) },
  );
  if (!loaded.ok || loaded.data.data.result.job.id !== jobId) {
    const reason = loaded.ok ? 'notFound' : loaded.reason;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <StatusPanel
          as="h1"
          role={reason === 'error' ? 'alert' : 'status'}
          title={
            reason === 'error'
              ? t('error')
              : reason === 'forbidden'
                ? t('employersOnly')
                : t('notFound')
          }
          actions={
            <Link href={applicantsPath(jobId)} className={buttonStyles.secondary}>
              {t('candidate.backToApplicants')}
            </Link>
          }
        />
      </div>
    );
  }
  const c = loaded.data.data.result;
  const app = c.application;
  const date = (iso: string) => formatWibDateLong(iso, locale);
  const stepName = (id: string | null) => c.job.steps.find((s) => s.id === id)?.name ?? null;
  // The status as the board and the CSV word it, from the one definition (decision 029); the
  // step is named while the application stands in one.
  const statusKey = employerStatusKey(app.status, app.withdrawnAt !== null);
  const status = EMPLOYER_STATUS_DEFINITIONS[statusKey];
  const atStep = status.seekerPhase === 'inStep' ? stepName(app.recruitmentStepId) : null;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 md:px-6 md:py-10">
      <Link href={applicantsPath(jobId)} className="text-sm font-semibold text-brand-800 underline">
        ← {t('candidate.backToApplicants')}
      </Link>
      <header className="space-y-1">
        <p className="text-sm text-slate-600">
          {c.job.role} · {c.job.companyName}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{c.profile.name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-slate-700" data-candidate-status>
          <span>{t('candidate.status')}:</span>
          <StatusChip
            label={status.label[locale]}
            tone={status.tone}
            status={statusKey}
            className="text-sm"
          />
          {atStep ? <span>{atStep}</span> : null}
        </p>
      </header>
      <Section title={t('actions.title')}>
        <CandidateActions candidate={c} />
        {app.rejectionReason ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            <strong>{t('candidate.rejectionReason')}:</strong> {app.rejectionReason}
          </p>
        ) : null}
      </Section>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title={t('candidate.profile')}>
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">{t('candidate.email')}</dt>
                <dd className="break-all">{c.profile.email}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('candidate.phone')}</dt>
                <dd>{c.profile.phone ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('candidate.major')}</dt>
                <dd>{c.profile.major ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('candidate.expectedSalary')}</dt>
                <dd>{c.profile.expectedSalary ? formatRupiah(c.profile.expectedSalary) : '—'}</dd>
              </div>
            </dl>
            <h3 className="pt-2 font-semibold">{t('candidate.education')}</h3>
            <ul className="list-disc pl-5 text-sm">
              {c.profile.educations.map((e, i) => (
                <li key={i}>
                  {e.institutionName}
                  {EDUCATION_LEVEL_VOCABULARY.labelOf(e.educationLevel, locale)
                    ? ` (${EDUCATION_LEVEL_VOCABULARY.labelOf(e.educationLevel, locale)})`
                    : ''}
                  {e.major ? ` — ${e.major}` : ''} {e.startYear ?? ''}–
                  {e.endYear ?? t('candidate.present')}
                </li>
              ))}
            </ul>
            <h3 className="pt-2 font-semibold">{t('candidate.experience')}</h3>
            <ul className="list-disc pl-5 text-sm">
              {c.profile.experiences.map((e, i) => (
                <li key={i}>
                  {e.roleName}, {e.companyName} ({formatMonthYear(e.startDate, locale)} –{' '}
                  {e.currentlyOccupied
                    ? t('candidate.present')
                    : e.endDate
                      ? formatMonthYear(e.endDate, locale)
                      : ''}
                  )
                </li>
              ))}
            </ul>
            {c.profile.skills.length > 0 ? (
              <>
                <h3 className="pt-2 font-semibold">{t('candidate.skills')}</h3>
                <ul className="flex flex-wrap gap-1 text-sm">
                  {c.profile.skills.map((s) => (
                    <li key={s} className="rounded-full bg-slate-100 px-2 py-0.5">
                      {s}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Section>
          <Section title={t('candidate.answers')}>
            {c.answers.length === 0 ? (
              <p className="text-sm text-slate-600">{t('candidate.noAnswers')}</p>
            ) : (
              <dl className="space-y-2 text-sm">
                {c.answers.map((a) => (
                  <div key={a.questionId}>
                    <dt className="font-semibold text-slate-800">{a.title}</dt>
                    <dd>{answerText(a.answer, a.type, locale)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Section>
          <Section title={t('candidate.cv')}>
            {c.cv ? (
              <a href={pipelinePaths.cvHref(app.id)} download className={buttonStyles.secondary}>
                <Download aria-hidden="true" className="size-4" />
                {t('candidate.downloadCv')} ({c.cv.fileName})
              </a>
            ) : (
              <p className="text-sm text-slate-600">{t('candidate.noCv')}</p>
            )}
          </Section>
          {c.techTests.length > 0 ? (
            <Section title={t('candidate.techTest')}>
              {c.techTests.map((tt) => (
                <div key={tt.recruitmentStepId} className="space-y-1 text-sm">
                  <p className="font-semibold">{stepName(tt.recruitmentStepId)}</p>
                  <p className="whitespace-pre-line">{tt.instructions}</p>
                  {tt.deadlineDate ? (
                    <p>
                      {t('candidate.deadline', {
                        date: formatCalendarDate(tt.deadlineDate, locale),
                      })}
                    </p>
                  ) : null}
                  <p>
                    {tt.submittedAt
                      ? t('candidate.submitted', { date: date(tt.submittedAt) })
                      : t('candidate.notSubmitted')}
                  </p>
                  {tt.submissionUrl ? (
                    <a
                      href={tt.submissionUrl}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className="text-brand-800 underline"
                    >
                      {t('candidate.openSubmission')}
                    </a>
                  ) : null}
                </div>
              ))}
            </Section>
          ) : null}
          {c.interviews.length > 0 ? (
            <Section title={t('candidate.interviews')}>
              <ul className="space-y-1 text-sm">
                {c.interviews.map((i) => (
                  <li key={i.id} data-interview={i.id}>
                    <strong>{stepName(i.recruitmentStepId)}</strong>:{' '}
                    {t('candidate.interviewAt', { date: date(i.startsAt) })}
                    {i.location ? ` · ${i.location}` : ''}
                    {i.meetingUrl ? ` · ${i.meetingUrl}` : ''}{' '}
                    <a
                      href={pipelinePaths.interviewCalendarHref(app.id, i.id)}
                      download
                      data-calendar-file
                      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      <CalendarPlus aria-hidden="true" className="size-4" />
                      {t('candidate.interviewCalendar')}
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
        <div className="space-y-6">
          <Section title={t('candidate.timeline')}>
            <ol className="space-y-1 text-sm">
              {c.history.map((h, i) => (
                <li key={i}>
                  <span className="text-slate-600">{date(h.at)} WIB</span> —{' '}
                  {EMPLOYER_STATUS_DEFINITIONS[historyEntryStatusKey(h)].label[locale]}
                  {stepName(h.recruitmentStepId)
                    ? ` (${stepName(h.recruitmentStepId)})`
                    : ''} · {t(`candidate.by.${h.by}`)}
                </li>
              ))}
            </ol>
          </Section>
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <CandidateNotes applicationId={app.id} notes={c.notes} rating={app.rating} />
          </div>
        </div>
      </div>
    </div>
  );
}
