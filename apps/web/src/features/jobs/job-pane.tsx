import { ArrowUpRight, X } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { CompanyBox } from '@/features/job-detail/company-box';
import { JobFacts } from '@/features/job-detail/job-facts';
import { JobHeader, JobSections } from '@/features/job-detail/job-detail-view';
import type { JobDetailResult } from '@/features/job-detail/load-job-detail';
import { buttonStyles } from '@/features/shell/button-styles';
import { jobPath } from './job-path';
import { PaneFocus } from './split-view';

export const PANE_HEADING_ID = 'split-job-title';

/**
 * The split view's right side on wide screens: the chosen job in full, scrolling on its own so
 * the list keeps its place. Links to the job's own page and closes back to the list.
 */
export async function JobPane({
  detail,
  locale,
  closeHref,
  returnUrl,
}: {
  detail: JobDetailResult;
  locale: AppLocale;
  closeHref: string;
  returnUrl: string;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.split' });
  const closeLink = (
    <Link
      href={closeHref}
      scroll={false}
      aria-label={t('close')}
      title={t('close')}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
    >
      <X aria-hidden="true" className="size-5" />
    </Link>
  );

  return (
    <section
      aria-label={t('region')}
      className="sticky top-[calc(var(--header-height)+1rem)] max-h-[calc(100dvh-var(--header-height)-2rem)] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-opacity [[data-split-pending]_&]:opacity-60"
    >
      {detail.status === 'found' ? (
        <>
          <PaneFocus targetId={PANE_HEADING_ID} />
          <div className="float-right -mr-2 -mt-2 ml-2">{closeLink}</div>
          <JobHeader
            job={detail.job}
            locale={locale}
            headingLevel="h2"
            headingId={PANE_HEADING_ID}
            returnUrl={returnUrl}
            extra={
              <Link href={jobPath(detail.job)} className={buttonStyles.secondary}>
                {t('openPage')}
                <ArrowUpRight aria-hidden="true" className="size-4" />
              </Link>
            }
          />
          <div className="mt-6 border-t border-slate-200 pt-6">
            <JobFacts job={detail.job} locale={locale} now={new Date()} headingLevel="h3" />
          </div>
          <JobSections job={detail.job} locale={locale} headingLevel="h3" />
          <div className="mt-8">
            <CompanyBox job={detail.job} locale={locale} headingLevel="h3" />
          </div>
        </>
      ) : (
        <div className="flex items-start justify-between gap-3">
          <p className="pt-2 text-sm text-slate-700">{t('unavailable')}</p>
          {closeLink}
        </div>
      )}
    </section>
  );
}
