import { Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { JOB_SEARCH_PATH } from '@/lib/routes';
import { buttonStyles } from '@/features/shell/button-styles';
import { JobCard } from '@/features/jobs/job-card';
import { JobListSkeleton } from '@/features/jobs/job-list-skeleton';
import { SIMILAR_JOBS_ANCHOR } from './closed-banner';
import { loadSimilarJobs } from './load-job-detail';

type Props = { jobId: string; locale: AppLocale; forClosedJob: boolean };

/**
 * Up to six open jobs like this one; first on a closed job's page, last on an open one's. They
 * stream in after the job itself (a skeleton meanwhile), so the job never waits for them.
 */
export async function SimilarJobs(props: Props) {
  const t = await getTranslations({ locale: props.locale, namespace: 'jobDetail' });
  return (
    <Suspense fallback={<JobListSkeleton label={t('loading')} count={3} />}>
      <SimilarJobsList {...props} />
    </Suspense>
  );
}

async function SimilarJobsList({ jobId, locale, forClosedJob }: Props) {
  const [t, jobs] = await Promise.all([
    getTranslations({ locale, namespace: 'jobDetail.similar' }),
    loadSimilarJobs(jobId, locale),
  ]);
  const now = new Date();
  return (
    <section
      id={SIMILAR_JOBS_ANCHOR}
      aria-labelledby="similar-jobs-heading"
      className="scroll-mt-24"
    >
      <h2 id="similar-jobs-heading" className="text-lg font-bold text-slate-900 md:text-xl">
        {forClosedJob ? t('headingClosed') : t('heading')}
      </h2>
      {jobs.length > 0 ? (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} locale={locale} now={now} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <p>{t('empty')}</p>
          <Link href={JOB_SEARCH_PATH} className={buttonStyles.secondary}>
            <Search aria-hidden="true" className="size-4" />
            {t('browse')}
          </Link>
        </div>
      )}
    </section>
  );
}
