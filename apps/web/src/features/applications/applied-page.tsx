import { APPLICATION_STATUS_GROUP_LABELS, formatCount, formatWibDateLong } from '@jenjang/domain';
import { FileText, Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BrowseHeader } from '@/features/browse/browse-header';
import { Pagination } from '@/features/jobs/pagination';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { ApiError } from '@/lib/api/client';
import { loadAsUser } from '@/lib/auth/server-api';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import { type AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import { PAGES } from '@/lib/routes';
import { ApplicationCard } from './application-card';
import {
  APPLICATIONS_PAGE_SIZE,
  appliedHref,
  STATUS_GROUPS,
  type StatusGroup,
} from './applications-query';
import { myApplicationsRequest } from './applications-api';

/** /loker/applied: every application of the signed-in job seeker, with its status and timeline. */
export async function AppliedJobsPage({
  locale,
  group,
  page,
}: {
  locale: AppLocale;
  group: StatusGroup;
  page: number;
}) {
  const path = PAGES.appliedJobs.path;
  const returnPath = appliedHref(path, group, page);
  const [{ title }, t] = await Promise.all([
    getPageText(locale, 'appliedJobs'),
    getTranslations({ locale, namespace: 'profile.appliedJobs' }),
  ]);
  const request = myApplicationsRequest({ group, page, limit: APPLICATIONS_PAGE_SIZE });
  let result: Awaited<ReturnType<typeof loadAsUser<typeof request.schema>>>['data'] | null = null;
  try {
    // Signed-out users go to sign-in and come back; non-students go to onboarding.
    result = (
      await loadAsUser(request.path, request.schema, { returnPath, locale, query: request.query })
    ).data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`applications unavailable: ${error.message}`);
  }
  // The tabs are the domain's status groups, named there (decision 029).
  const groupLabel = (key: (typeof STATUS_GROUPS)[number]) =>
    key === 'all' ? t('groupAll') : APPLICATION_STATUS_GROUP_LABELS[key][locale];

  return (
    <>
      <BrowseHeader
        locale={locale}
        trail={[{ label: title, path }]}
        title={title}
        intro={<p>{t('intro')}</p>}
      />
      <section
        aria-labelledby="applied-heading"
        className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12"
      >
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="applied-heading" className="text-xl font-bold text-slate-900 md:text-2xl">
            {t('heading')}
          </h2>
          {result && result.docs.length > 0 ? (
            <p className="text-sm text-slate-600">
              {t('range', {
                from: formatCount((result.page - 1) * result.limit + 1, locale),
                to: formatCount((result.page - 1) * result.limit + result.docs.length, locale),
                total: formatCount(result.totalDocs, locale),
              })}
            </p>
          ) : null}
        </div>
        <nav aria-label={t('filtersLabel')} className="-mx-4 mb-6 overflow-x-auto px-4">
          <ul className="flex gap-2">
            {STATUS_GROUPS.map((key) => (
              <li key={key}>
                <Link
                  href={appliedHref(path, key)}
                  aria-current={key === group ? 'page' : undefined}
                  data-group={key}
                  className={cn(
                    'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold',
                    key === group
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700',
                  )}
                >
                  {result
                    ? t('groupCount', {
                        group: groupLabel(key),
                        count: formatCount(result.counts[key], locale),
                      })
                    : groupLabel(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {result === null ? (
          <StatusPanel
            role="alert"
            title={t('errorTitle')}
            actions={
              <Link href={returnPath} className={buttonStyles.primary}>
                {t('retry')}
              </Link>
            }
          >
            <p>{t('errorBody')}</p>
          </StatusPanel>
        ) : result.docs.length === 0 ? (
          <StatusPanel
            role="status"
            icon={<FileText aria-hidden="true" className="size-7" />}
            title={group === 'all' ? t('emptyTitle') : t('emptyGroupTitle')}
            actions={
              group === 'all' ? (
                <Link href="/" className={buttonStyles.primary}>
                  <Search aria-hidden="true" className="size-4" />
                  {t('searchJobs')}
                </Link>
              ) : (
                <Link href={path} className={buttonStyles.secondary}>
                  {t('showAll')}
                </Link>
              )
            }
          >
            <p>{group === 'all' ? t('emptyBody') : t('emptyGroupBody')}</p>
          </StatusPanel>
        ) : (
          <>
            <ul className="space-y-4" data-applications>
              {result.docs.map((application) => (
                <li key={application.id}>
                  <ApplicationCard
                    application={application}
                    locale={locale}
                    appliedOn={formatWibDateLong(application.createdAt, locale)}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              locale={locale}
              page={result.page}
              totalPages={result.totalPages}
              hrefFor={(target) => appliedHref(path, group, target)}
            />
          </>
        )}
      </section>
    </>
  );
}
