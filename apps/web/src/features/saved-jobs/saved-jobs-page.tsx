import { formatCount, jobListResponseSchema } from '@jenjang/domain';
import { Bookmark, Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BrowseHeader } from '@/features/browse/browse-header';
import { JobCard } from '@/features/jobs/job-card';
import { Pagination } from '@/features/jobs/pagination';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { loadAsUser } from '@/lib/auth/server-api';
import { Link } from '@/lib/i18n/navigation';
import { type AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import { PAGES } from '@/lib/routes';

/** Saved jobs per page; the API allows up to 100. */
export const SAVED_PAGE_SIZE = 20;

/** /loker/saved: the signed-in job seeker's saved jobs, newest saved first. */
export async function SavedJobsPage({ locale, page }: { locale: AppLocale; page: number }) {
  const path = PAGES.savedJobs.path;
  const returnPath = page > 1 ? `${path}?page=${page}` : path;
  const [{ title }, t, result] = await Promise.all([
    getPageText(locale, 'savedJobs'),
    getTranslations({ locale, namespace: 'profile.savedJobs' }),
    // Signed-out users go to sign-in and come back; non-students go to onboarding.
    loadAsUser('/v1/explore-job/job/saved', jobListResponseSchema, {
      returnPath,
      locale,
      query: { page, limit: SAVED_PAGE_SIZE },
    }).then((body) => body.data),
  ]);
  const now = new Date();
  const from = (result.page - 1) * result.limit + 1;

  return (
    <>
      <BrowseHeader
        locale={locale}
        trail={[{ label: title, path }]}
        title={title}
        intro={<p>{t('intro')}</p>}
      />
      <section
        aria-labelledby="saved-heading"
        className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12"
      >
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="saved-heading" className="text-xl font-bold text-slate-900 md:text-2xl">
            {t('heading')}
          </h2>
          {result.docs.length > 0 ? (
            <p className="text-sm text-slate-600">
              {t('range', {
                from: formatCount(from, locale),
                to: formatCount(from + result.docs.length - 1, locale),
                total: formatCount(result.totalDocs, locale),
              })}
            </p>
          ) : null}
        </div>
        {result.docs.length === 0 ? (
          <StatusPanel
            role="status"
            icon={<Bookmark aria-hidden="true" className="size-7" />}
            title={t('emptyTitle')}
            actions={
              <Link href="/" className={buttonStyles.primary}>
                <Search aria-hidden="true" className="size-4" />
                {t('searchJobs')}
              </Link>
            }
          >
            <p>{t('emptyBody')}</p>
          </StatusPanel>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-saved-jobs>
              {result.docs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} locale={locale} now={now} returnUrl={returnPath} />
                </li>
              ))}
            </ul>
            <Pagination
              locale={locale}
              page={result.page}
              totalPages={result.totalPages}
              hrefFor={(target) => (target > 1 ? `${path}?page=${target}` : path)}
            />
          </>
        )}
      </section>
    </>
  );
}
