import {
  EMPLOYMENT_TYPE_VOCABULARY,
  formatRelativeTime,
  formatSalaryRange,
  type JobDoc,
  salaryPeriodSuffix,
  WORKPLACE_TYPE_VOCABULARY,
} from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { CardIcon } from './card-icon';
import { CompanyLogo } from '@/features/companies/company-logo';
import { jobPath } from './job-path';
import { LinkPending } from './link-pending';
import { SaveJobButton } from './save-job-button';
import { BulkSelectToggle } from '@/features/bulk-apply/bulk-select-toggle';

/** One job in a list: role, company, place, salary, then freshness and hiring signals. */
export async function JobCard({
  job,
  locale,
  now,
  returnUrl,
  selected = false,
  headingLevel = 'h3',
}: {
  job: JobDoc;
  locale: AppLocale;
  now: Date;
  /** Where a guest comes back to after signing in to save (defaults to the job page). */
  returnUrl?: string;
  /** Shown in the split view's detail pane. */
  selected?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const [t, bulk] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs.card' }),
    getTranslations({ locale, namespace: 'bulkApply.flow' }),
  ]);
  const salary = job.salaryShown ? formatSalaryRange(job.salaryMin, job.salaryMax, locale) : null;
  const types = [
    WORKPLACE_TYPE_VOCABULARY.label(job.workplaceType, locale),
    ...job.employmentTypes.map((type) => EMPLOYMENT_TYPE_VOCABULARY.label(type, locale)),
  ];
  const Heading = headingLevel;
  const href = jobPath(job);
  // Cards of one role at several companies sit side by side: the company tells them apart.
  const named = { role: job.role, company: job.company.name };

  return (
    // content-visibility: the browser skips style and layout of cards below the fold until they
    // are scrolled near (a list of 20 cards was most of a phone's first layout); the intrinsic
    // size keeps the page's height about right until then, and the real one once seen.
    <article
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-4 shadow-sm transition [contain-intrinsic-size:auto_13rem] [content-visibility:auto] focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 hover:border-brand-300 hover:shadow-md md:p-5',
        selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      <div className="flex gap-3">
        <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} />
        <div className="min-w-0 flex-1">
          <Heading className="text-base font-bold leading-snug text-slate-900">
            <Link
              href={href}
              data-split-job={job.slug}
              aria-current={selected ? 'true' : undefined}
              className="rounded after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none"
            >
              {job.role}
              <LinkPending label={t('opening')} />
            </Link>
          </Heading>
          <p className="mt-0.5 truncate text-sm text-slate-600">{job.company.name}</p>
        </div>
        <SaveJobButton
          jobId={job.id}
          returnUrl={returnUrl ?? href}
          labels={{
            save: t('save', named),
            saved: t('saved', named),
            unsave: t('unsave', named),
            signInToSave: t('signInToSave', named),
          }}
          className="-mr-2 -mt-2"
        />
      </div>

      {job.urgentlyNeeded || job.thereAreStillFewApplicants ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {job.urgentlyNeeded ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-rose-50 px-2.5 py-1 text-xs font-semibold text-rose-700">
              <CardIcon name="flame" className="size-3.5" />
              {t('urgentlyNeeded')}
            </li>
          ) : null}
          {job.thereAreStillFewApplicants ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
              <CardIcon name="users-round" className="size-3.5" />
              {t('fewApplicants')}
            </li>
          ) : null}
        </ul>
      ) : null}

      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <CardIcon name="map-pin" className="size-4 shrink-0 text-slate-500" />
          <span className="truncate">{job.location.city.name}</span>
        </li>
        <li className="flex items-center gap-2">
          <CardIcon name="briefcase" className="size-4 shrink-0 text-slate-500" />
          <span className="sr-only">{t('employmentTypes')}: </span>
          <span className="truncate">{types.join(' · ')}</span>
        </li>
        <li className="flex items-center gap-2">
          <CardIcon name="wallet" className="size-4 shrink-0 text-slate-500" />
          {salary ? (
            <span className="font-semibold text-slate-900">
              {salary}
              <span className="font-normal text-slate-600">
                {salaryPeriodSuffix(job.salaryType, locale)}
              </span>
            </span>
          ) : (
            <span className="text-slate-600">{t('salaryHidden')}</span>
          )}
        </li>
      </ul>

      <div className="mt-auto flex items-center gap-1.5 pt-4 text-xs text-slate-600">
        <CardIcon name="clock" className="size-3.5" />
        <time dateTime={job.publishedAt}>
          {t('posted', { time: formatRelativeTime(job.publishedAt, now, locale) })}
        </time>
        {job.applicationType === 'easyApply' ? (
          <BulkSelectToggle
            job={{ id: job.id, role: job.role, company: job.company.name }}
            label={bulk('select')}
          />
        ) : null}
      </div>
    </article>
  );
}
