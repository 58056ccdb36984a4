import { EMPLOYER_JOB_STATUSES, formatWibDateLong, type EmployerJobStatus } from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { buttonStyles } from '@/features/shell/button-styles';
import { cn } from '@/lib/cn';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { localizedPath } from '@/lib/i18n/routing';
import { loadJobs } from './employer-api';
import { LoadErrorNotice } from './employer-states';

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /employer/jobs: the company's jobs by status, with applicant counts. */
export async function EmployerJobsPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Search;
}) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const raw = typeof query.status === 'string' ? query.status : undefined;
  const status = EMPLOYER_JOB_STATUSES.includes(raw as EmployerJobStatus)
    ? (raw as EmployerJobStatus)
    : undefined;
  const page = Math.max(1, Number(query.page) || 1);
  const t = await getTranslations({ locale, namespace: 'employer.area.jobs' });
  const loaded = await loadJobs(locale, { status, page });
  const base = localizedPath(locale, '/employer/jobs');
  const tabHref = (s?: EmployerJobStatus) => (s ? `${base}?status=${s}` : base);

  return (
    <div className="space-y-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
        <Link className={buttonStyles.primary} href={`${base}/new`}>
          {t('new')}
        </Link>
      </header>
      {loaded.kind !== 'ok' ? (
        <LoadErrorNotice locale={locale} />
      ) : (
        <>
          <nav aria-label={t('heading')} className="flex gap-2 overflow-x-auto">
            {[undefined, ...EMPLOYER_JOB_STATUSES].map((s) => {
              const count = s
                ? loaded.data.data.counts[s]
                : Object.values(loaded.data.data.counts).reduce((a, b) => a + b, 0);
              return (
                <Link
                  key={s ?? 'all'}
                  href={tabHref(s)}
                  aria-current={s === status ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold',
                    s === status
                      ? 'border-brand-700 bg-brand-50 text-brand-800'
                      : 'border-slate-300 text-slate-700',
                  )}
                >
                  {s ? t(`status.${s}`) : t('all')} ({count})
                </Link>
              );
            })}
          </nav>
          {loaded.data.data.docs.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="text-slate-700">{t('empty')}</p>
              <Link className={`${buttonStyles.primary} mt-4`} href={`${base}/new`}>
                {t('emptyAction')}
              </Link>
            </div>
          ) : (
            <ul className="space-y-3">
              {loaded.data.data.docs.map((job) => (
                <li
                  key={job.id}
                  className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <p className="flex flex-wrap items-center gap-2">
                      <Link
                        href={`${base}/${job.id}`}
                        className="font-semibold text-slate-900 hover:text-brand-700"
                      >
                        {job.role}
                      </Link>
                      <span
                        className={cn(
                          'rounded-full px-2 py-0.5 text-xs font-semibold',
                          job.status === 'open' && 'bg-emerald-100 text-emerald-800',
                          job.status === 'draft' && 'bg-slate-100 text-slate-700',
                          job.status === 'closed' && 'bg-red-100 text-red-800',
                        )}
                      >
                        {t(`status.${job.status}`)}
                      </span>
                    </p>
                    <p className="mt-1 text-sm text-slate-600">
                      {[
                        job.cityName,
                        job.applicantCount === 0
                          ? t('noApplicants')
                          : t('applicants', { count: job.applicantCount }),
                        job.activeApplicantCount > 0
                          ? t('active', { count: job.activeApplicantCount })
                          : null,
                        t('updated', { date: formatWibDateLong(job.updatedAt, locale) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {job.status !== 'draft' ? (
                      <Link className={buttonStyles.primary} href={`${base}/${job.id}/applicants`}>
                        {t('applicantsLink')}
                      </Link>
                    ) : null}
                    <Link className={buttonStyles.secondary} href={`${base}/${job.id}`}>
                      {t('edit')}
                    </Link>
                    {job.status === 'open' ? (
                      <Link
                        className={buttonStyles.secondary}
                        href={localizedPath(locale, `/loker/${job.slug}~${job.companySlug}`)}
                      >
                        {t('view')}
                      </Link>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {loaded.data.data.totalPages > 1 ? (
            <nav className="flex justify-between" aria-label="pagination">
              {page > 1 ? (
                <Link
                  className={buttonStyles.secondary}
                  href={`${tabHref(status)}${status ? '&' : '?'}page=${page - 1}`}
                >
                  {t('previous')}
                </Link>
              ) : (
                <span />
              )}
              {page < loaded.data.data.totalPages ? (
                <Link
                  className={buttonStyles.secondary}
                  href={`${tabHref(status)}${status ? '&' : '?'}page=${page + 1}`}
                >
                  {t('next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
