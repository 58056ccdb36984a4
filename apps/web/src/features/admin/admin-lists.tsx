import {
  JOB_REPORT_REASON_VOCABULARY,
  type AdminCompany,
  type AdminReviewJob,
} from '@jenjang/domain';
import { BadgeCheck, Flag } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { jobPath } from '@/features/jobs/job-path';
import { buttonStyles } from '@/features/shell/button-styles';
import { countArgs } from '@/lib/i18n/count';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { AdminActionButton } from './admin-action-button';
import { DecidedItem } from './decided-item';

const small = 'min-h-11 px-3';

/** Reported and flagged jobs of one page, each with its reports and the hide/restore buttons. */
export async function ReviewJobsList({
  locale,
  jobs,
}: {
  locale: AppLocale;
  jobs: AdminReviewJob[];
}) {
  const t = await getTranslations({ locale, namespace: 'common.admin' });
  return (
    <ul className="space-y-3" data-admin-list="jobs">
      {jobs.map((job) => (
        <DecidedItem
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
                  ? t('reportCount', countArgs(job.openReportCount, locale))
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
                      <span className="font-semibold">
                        {JOB_REPORT_REASON_VOCABULARY.labelOf(report.reason, locale) ??
                          report.reason}
                      </span>
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
        </DecidedItem>
      ))}
    </ul>
  );
}

/** Companies of one page waiting for verification, each with its verify button. */
export async function UnverifiedCompaniesList({
  locale,
  companies,
}: {
  locale: AppLocale;
  companies: AdminCompany[];
}) {
  const t = await getTranslations({ locale, namespace: 'common.admin' });
  return (
    <ul
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      data-admin-list="companies"
    >
      {companies.map((company) => (
        <DecidedItem
          key={company.id}
          data-company-id={company.id}
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
              {t('openJobs', countArgs(company.openJobCount, locale))}
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
        </DecidedItem>
      ))}
    </ul>
  );
}
