import { formatCount } from '@jenjang/domain';
import { Inbox, SlidersHorizontal } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { type AppLocale } from '@/lib/i18n/routing';
import { BrowseHeader } from '@/features/browse/browse-header';
import { JobResults } from '@/features/browse/job-results';
import type { JobSearchState } from '@/features/jobs/fetch-job-search';
import { presetHref } from '@/features/jobs/search-preset';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { landingPath, type LandingPage } from './landing-pages';
import { RelatedLandingLinks } from './related-landing-links';

/** A landing page: H1 and intro, the preset search's results, related landing pages. */
export async function LandingPageView({
  locale,
  landing,
  page,
  state,
}: {
  locale: AppLocale;
  landing: LandingPage;
  page: number;
  state: JobSearchState;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.landing' });
  const path = landingPath(landing);
  const refine = presetHref(landing.preset);
  const total = state.ok && state.result.totalDocs > 0 ? state.result : null;

  return (
    <>
      <BrowseHeader
        locale={locale}
        trail={[{ label: landing.title[locale], path }]}
        title={landing.heading[locale]}
        intro={<p>{landing.intro[locale]}</p>}
      >
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
          {total ? (
            <p className="text-sm text-brand-50">
              <strong className="text-base font-bold text-white">
                {formatCount(total.totalDocs, locale)}
                {total.totalIsCapped ? '+' : ''}
              </strong>{' '}
              {t('matching')}
            </p>
          ) : null}
          <Link href={refine} className={buttonStyles.onDark}>
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('refine')}
          </Link>
        </div>
      </BrowseHeader>

      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
        <JobResults
          locale={locale}
          state={state}
          page={page}
          pathname={path}
          heading={t('resultsHeading')}
          empty={
            <StatusPanel
              role="status"
              icon={<Inbox aria-hidden="true" className="size-7" />}
              title={t('empty.title')}
              actions={
                <>
                  <Link href={refine} className={buttonStyles.primary}>
                    {t('refine')}
                  </Link>
                  <Link href="/" className={buttonStyles.secondary}>
                    {t('empty.allJobs')}
                  </Link>
                </>
              }
            >
              <p>{t('empty.body')}</p>
            </StatusPanel>
          }
        />
        <RelatedLandingLinks locale={locale} landing={landing} />
      </div>
    </>
  );
}
