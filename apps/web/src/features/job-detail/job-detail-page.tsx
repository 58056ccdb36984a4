import type { JobDetail } from '@jenjang/domain';
import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo';
import { jobPath } from '@/features/jobs/job-path';
import { ClosedBanner } from './closed-banner';
import { CompanyBox } from './company-box';
import { JobFacts } from './job-facts';
import { JobHeader, JobSections } from './job-detail-view';
import { buildJobPostingJsonLd, serializeJsonLd } from './job-posting-json-ld';
import { ActivityBeacon } from '@/features/activity/activity-beacon';
import { ReportJobSection } from './report-job-section';
import { ShareLinks } from './share-links';
import { SimilarJobs } from './similar-jobs';

/** The canonical job page: everything about the job, the company, sharing and similar jobs. */
export async function JobDetailPage({ job, locale }: { job: JobDetail; locale: AppLocale }) {
  const path = jobPath(job);
  const url = absoluteUrl(locale, path);
  const t = await getTranslations({ locale, namespace: 'jobDetail' });
  const now = new Date();
  const jsonLd = buildJobPostingJsonLd(job, {
    url,
    sectionTitles: {
      responsibilities: t('sections.responsibilities'),
      requirements: t('sections.requirements'),
    },
  });

  return (
    <div className="bg-slate-50">
      <ActivityBeacon type="jobView" jobId={job.id} />
      {jsonLd ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      ) : null}
      <div className="mx-auto max-w-6xl px-4 pb-12 pt-4 md:px-6 md:pt-6">
        <nav aria-label={t('breadcrumb.label')} className="mb-4 text-sm">
          <ol className="flex min-w-0 items-center gap-1 text-slate-600">
            <li className="shrink-0">
              <Link
                href="/"
                className="inline-flex min-h-11 items-center underline-offset-4 hover:text-brand-700 hover:underline"
              >
                {t('breadcrumb.jobs')}
              </Link>
            </li>
            <li aria-hidden="true" className="shrink-0">
              <ChevronRight className="size-4" />
            </li>
            <li className="min-w-0 truncate">
              <span aria-current="page" className="text-slate-800">
                {job.role}
              </span>
            </li>
          </ol>
        </nav>

        {job.isClosed ? (
          <div className="mb-6 space-y-6">
            <ClosedBanner job={job} locale={locale} />
            <SimilarJobs jobId={job.id} locale={locale} forClosedJob />
          </div>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <article className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 md:p-6">
            <JobHeader
              job={job}
              locale={locale}
              headingLevel="h1"
              headingId="job-title"
              returnUrl={localizedPath(locale, path)}
            />
            <div className="mt-6 border-t border-slate-200 pt-6">
              <JobFacts job={job} locale={locale} now={now} />
            </div>
            <JobSections job={job} locale={locale} />
          </article>
          <aside className="min-w-0 space-y-6">
            <CompanyBox job={job} locale={locale} />
            <section
              aria-labelledby="share-heading"
              className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5"
            >
              <h2 id="share-heading" className="mb-3 text-base font-bold text-slate-900">
                {t('share.heading')}
              </h2>
              <ShareLinks locale={locale} url={url} role={job.role} company={job.company.name} />
            </section>
            <ReportJobSection job={job} locale={locale} />
          </aside>
        </div>

        {!job.isClosed ? (
          <div className="mt-10">
            <SimilarJobs jobId={job.id} locale={locale} forClosedJob={false} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
