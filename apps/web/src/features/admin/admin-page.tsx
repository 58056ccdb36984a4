import {
  adminCompaniesResponseSchema,
  adminReviewResponseSchema,
  type AdminCompany,
  type AdminReviewJob,
} from '@jenjang/domain';
import { BadgeCheck, Flag, ShieldAlert, TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/lib/api/client';
import { loadAsUser } from '@/lib/auth/server-api';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { jobPath } from '@/features/jobs/job-path';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { AdminActionButton } from './admin-action-button';

type Loaded =
  | { status: 'ok'; jobs: AdminReviewJob[]; companies: AdminCompany[] }
  | { status: 'forbidden' }
  | { status: 'error' };

async function loadAdminData(locale: AppLocale): Promise<Loaded> {
  try {
    const options = { returnPath: '/admin', locale } as const;
    const [jobs, companies] = await Promise.all([
      loadAsUser('/v1/admin/jobs/review', adminReviewResponseSchema, {
        ...options,
        query: { limit: 50 },
      }),
      loadAsUser('/v1/admin/companies', adminCompaniesResponseSchema, {
        ...options,
        query: { verified: 'false', limit: 50 },
      }),
    ]);
    return { status: 'ok', jobs: jobs.data.docs, companies: companies.data.docs };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { status: 'forbidden' };
    if (error instanceof ApiError) return { status: 'error' };
    throw error; // sign-in redirects
  }
}

/** /admin: reported and flagged jobs to hide or restore, companies to verify. */
export async function AdminPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'common.admin' });
  const loaded = await loadAdminData(locale);
  const shell = (content: React.ReactNode) => (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">{content}</div>
  );
  if (loaded.status === 'forbidden')
    return shell(
      <StatusPanel
        as="h1"
        role="alert"
        icon={<ShieldAlert aria-hidden="true" className="size-7" />}
        title={t('forbiddenTitle')}
      >
        <p>{t('forbiddenBody')}</p>
      </StatusPanel>,
    );
  if (loaded.status === 'error')
    return shell(
      <StatusPanel
        as="h1"
        role="alert"
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={t('errorTitle')}
      />,
    );

  const small = 'min-h-11 px-3';
  return shell(
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>

      <section aria-labelledby="review-jobs" className="mt-8">
        <h2 id="review-jobs" className="mb-3 text-lg font-bold text-slate-900">
          {t('jobsHeading')} ({loaded.jobs.length})
        </h2>
        {loaded.jobs.length === 0 ? (
          <p className="text-slate-600">{t('noJobs')}</p>
        ) : (
          <ul className="space-y-3">
            {loaded.jobs.map((job) => (
              <li
                key={job.id}
                data-job-id={job.id}
                className="rounded-2xl border border-slate-200 bg-white p-4"
              >
                <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
                  <div className="min-w-0">
                    <p className="font-bold text-slate-900">
                      <Link
                        href={jobPath(job)}
                        className="underline-offset-2 hover:text-brand-700 hover:underline"
                      >
                        {job.role}
                      </Link>{' '}
                      <span className="font-normal text-slate-600">· {job.company.name}</span>
                    </p>
                    <p className="mt-1 text-sm font-semibold text-slate-700">
                      {t(`state.${job.moderation}`)} ·{' '}
                      {job.openReportCount > 0
                        ? t('reportCount', { count: job.openReportCount })
                        : t('noReports')}
                    </p>
                    {job.flagReasons.length > 0 && !job.flagsReviewed ? (
                      <p className="mt-1 inline-flex items-center gap-1 text-sm text-amber-800">
                        <Flag aria-hidden="true" className="size-4" />
                        {t('flagged')}: {job.flagReasons.map((f) => t(`flags.${f}`)).join(', ')}
                      </p>
                    ) : null}
                    {job.reports.length > 0 ? (
                      <ul className="mt-2 space-y-1 text-sm text-slate-700">
                        {job.reports.map((report, index) => (
                          <li key={index}>
                            <span className="font-semibold">{t(`reasons.${report.reason}`)}</span>
                            {report.note ? ` — ${report.note}` : ''}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 gap-2">
                    {job.moderation !== 'removed' ? (
                      <AdminActionButton
                        path={`/v1/admin/jobs/${job.id}/decision`}
                        body={{ decision: 'hide' }}
                        className={`${buttonStyles.primary} ${small}`}
                        failedText={t('failed')}
                      >
                        {t('hide')}
                      </AdminActionButton>
                    ) : null}
                    <AdminActionButton
                      path={`/v1/admin/jobs/${job.id}/decision`}
                      body={{ decision: 'restore' }}
                      className={`${buttonStyles.secondary} ${small}`}
                      failedText={t('failed')}
                    >
                      {t('restore')}
                    </AdminActionButton>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="verify-companies" className="mt-10">
        <h2 id="verify-companies" className="mb-3 text-lg font-bold text-slate-900">
          {t('companiesHeading')} ({loaded.companies.length})
        </h2>
        {loaded.companies.length === 0 ? (
          <p className="text-slate-600">{t('noCompanies')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {loaded.companies.map((company) => (
              <li
                key={company.id}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <Link
                    href={`/karir/${encodeURIComponent(company.slug)}`}
                    className="font-semibold text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
                  >
                    {company.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {t('openJobs', { count: company.openJobCount })}
                  </p>
                </div>
                <AdminActionButton
                  path={`/v1/admin/companies/${company.id}/verification`}
                  body={{ verified: true }}
                  className={`${buttonStyles.secondary} ${small}`}
                  failedText={t('failed')}
                >
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t('verify')}
                </AdminActionButton>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>,
  );
}
