import {
  applyFormResponseSchema,
  optionalStudentCvResponseSchema,
  type JobDetail,
} from '@jenjang/domain';
import { ArrowLeft, ExternalLink, Lock } from 'lucide-react';
import { NextIntlClientProvider } from 'next-intl';
import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { jobPath } from '@/features/jobs/job-path';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { apiFetchAsUser, loadAsUser } from '@/lib/auth/server-api';
import { countArgs } from '@/lib/i18n/count';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { ApplyFlow } from './apply-flow';
import { ExternalApplyLink } from './external-apply-link';
import { StatusBadge } from './status-badge';

/** What the apply page's client parts translate in the browser. */
function pickClientMessages(messages: Messages): Messages {
  return {
    jobDetail: { applyForm: messages.jobDetail.applyForm },
    // The jobs recommended after applying can be picked for bulk apply.
    bulkApply: { flow: messages.bulkApply.flow },
  } as unknown as Messages;
}

/**
 * The name of the CV on the student's profile (the employer can open it with the application),
 * or null: none, or it could not be read (the page then says none is there, which only invites
 * an upload).
 */
async function loadCvName(locale: AppLocale): Promise<string | null> {
  const { status, body } = await apiFetchAsUser('/v1/job-portal/me/student/cv', { locale });
  if (status !== 200) return null;
  const parsed = optionalStudentCvResponseSchema.safeParse(body);
  return parsed.success ? (parsed.data.data.result?.originalName ?? null) : null;
}

/**
 * /loker/<job>/apply: the apply form of an easy-apply job with the signed-in student's prefills.
 * Signed-out users go to sign-in and come back here; a closed job, an external job or a job
 * already applied to says so instead of showing the form.
 */
export async function ApplyPage({ job, locale }: { job: JobDetail; locale: AppLocale }) {
  const path = `${jobPath(job)}/apply`;
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'jobDetail.applyForm' }),
    getMessages({ locale }),
  ]);
  const back = (
    <Link href={jobPath(job)} className={buttonStyles.secondary}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('back')}
    </Link>
  );
  const frame = (body: ReactNode) => (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-8 md:px-6 md:py-12">{body}</div>
    </div>
  );

  if (job.isClosed) {
    return frame(
      <StatusPanel
        as="h1"
        role="status"
        icon={<Lock aria-hidden="true" className="size-7" />}
        title={job.role}
        actions={back}
      >
        <p>{t('closed')}</p>
      </StatusPanel>,
    );
  }
  if (job.applicationType === 'external' && job.externalUrl) {
    return frame(
      <StatusPanel
        as="h1"
        title={t('external.title')}
        actions={
          <>
            <ExternalApplyLink
              jobId={job.id}
              href={job.externalUrl}
              className={buttonStyles.primary}
            >
              {t('external.open')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </ExternalApplyLink>
            {back}
          </>
        }
      >
        <p>{t('external.body', { company: job.company.name })}</p>
      </StatusPanel>,
    );
  }

  const [formBody, cvName] = await Promise.all([
    loadAsUser(
      `/v1/job-portal/job/${encodeURIComponent(job.id)}/apply-form`,
      applyFormResponseSchema,
      {
        returnPath: localizedPath(locale, path),
        locale,
      },
    ),
    loadCvName(locale),
  ]);
  const form = formBody.data.result;
  const questionCount = form.questions.length;

  if (form.application) {
    return frame(
      <StatusPanel
        as="h1"
        role="status"
        title={job.role}
        actions={
          <>
            <Link href="/loker/applied" className={buttonStyles.primary}>
              {t('seeApplications')}
            </Link>
            {back}
          </>
        }
      >
        <p>{t('failures.alreadyApplied')}</p>
        {/* Where the application stands, as /loker/applied says it (decision 029). */}
        <p className="mt-3" data-applied-status>
          <StatusBadge application={form.application} locale={locale} />
        </p>
      </StatusPanel>,
    );
  }

  return frame(
    <NextIntlClientProvider
      locale={locale}
      messages={pickClientMessages(messages)}
      timeZone="Asia/Jakarta"
    >
      <header className="mb-6">
        <Link
          href={jobPath(job)}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">
          {t('heading', { role: job.role })}
        </h1>
        {/* One sentence from the job's own questions, then what goes with the application. */}
        <p className="mt-2 text-slate-700">
          {questionCount > 0
            ? t('introQuestions', {
                company: job.company.name,
                ...countArgs(questionCount, locale),
              })
            : t('introNoQuestions', { company: job.company.name })}
        </p>
        <p className="mt-1 text-slate-700" data-apply-sends>
          {cvName
            ? t('sendsWithCv', { name: cvName })
            : t.rich('sendsWithoutCv', {
                link: (text) => (
                  <Link href="/profile#cv" className="font-semibold text-brand-700 underline">
                    {text}
                  </Link>
                ),
              })}
        </p>
      </header>
      <section
        aria-labelledby="apply-questions"
        className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
      >
        <h2 id="apply-questions" className="mb-4 text-lg font-bold text-slate-900">
          {questionCount > 0 ? t('questionsHeading') : t('sendHeading')}
        </h2>
        <ApplyFlow
          job={{ id: job.id, role: job.role, companyName: job.company.name, path: jobPath(job) }}
          questions={form.questions}
        />
      </section>
    </NextIntlClientProvider>,
  );
}
