import {
  EMPLOYMENT_TYPE_VOCABULARY,
  type EmploymentType,
  employmentTypeLandingPath,
  formatCount,
} from '@jenjang/domain';
import { Inbox, SlidersHorizontal } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { INTL_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import type { PageKey } from '@/lib/routes';
import { LANDING_CITY } from '@/features/landing/landing-cities';
import { findLandingPage, landingPath } from '@/features/landing/landing-pages';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { BrowseHeader } from './browse-header';
import { BrowseSection, ChipLinks } from './count-link-grid';
import { JobResults } from './job-results';
import type { JobSearchState } from '@/features/jobs/fetch-job-search';
import { presetHref, type SearchPreset } from '@/features/jobs/search-preset';

export const EMPLOYMENT_TYPE_PAGE_KEYS = {
  fullTime: 'fullTimeJobs',
  contract: 'contractJobs',
  partTime: 'partTimeJobs',
  internship: 'internshipJobs',
  freelance: 'freelanceJobs',
} as const satisfies Record<EmploymentType, PageKey>;

/** The newest jobs of one employment type. */
export function employmentTypeFilters(type: EmploymentType): SearchPreset {
  return { employment: [type], sortParam: 'publishedAt' };
}

/** A city combined with the type: its landing page when there is one (part time), else a search. */
function cityLink(type: EmploymentType, city: (typeof LANDING_CITY)[keyof typeof LANDING_CITY]) {
  const landing = type === 'partTime' ? findLandingPage(`loker-part-time-${city.slug}`) : undefined;
  return landing ? landingPath(landing) : presetHref({ employment: [type], cityIds: city.cityIds });
}

/** /loker/tipe/loker-<type>: title and intro of the type, cities to narrow by, the newest jobs. */
export async function EmploymentTypePage({
  locale,
  type,
  page,
  state,
}: {
  locale: AppLocale;
  type: EmploymentType;
  page: number;
  state: JobSearchState;
}) {
  const [t, { title }] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs.browse.types' }),
    getPageText(locale, EMPLOYMENT_TYPE_PAGE_KEYS[type]),
  ]);
  const path = employmentTypeLandingPath(type);
  const typeLabel = EMPLOYMENT_TYPE_VOCABULARY.label(type, locale).toLocaleLowerCase(
    INTL_LOCALE[locale],
  );
  const total = state.ok && state.result.totalDocs > 0 ? state.result : null;
  const refine = presetHref({ employment: [type] });

  return (
    <>
      <BrowseHeader
        locale={locale}
        trail={[{ label: title, path }]}
        title={title}
        intro={<p>{t(`${type}.intro`)}</p>}
      >
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
          {total ? (
            <p className="text-sm text-brand-50">
              <strong className="text-base font-bold text-white">
                {formatCount(total.totalDocs, locale)}
                {total.totalIsCapped ? '+' : ''}
              </strong>{' '}
              {t('open')}
            </p>
          ) : null}
          <Link href={refine} className={buttonStyles.onDark}>
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('refine')}
          </Link>
        </div>
      </BrowseHeader>

      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
        <BrowseSection id="type-cities-heading" title={t('citiesHeading', { type: typeLabel })}>
          <ChipLinks
            scrollOnPhone
            items={Object.values(LANDING_CITY).map((city) => ({
              key: city.slug,
              label: city.name,
              href: cityLink(type, city),
            }))}
          />
        </BrowseSection>
        <div className="mt-10">
          <JobResults
            locale={locale}
            state={state}
            page={page}
            pathname={path}
            heading={t('resultsHeading', { type: typeLabel })}
            empty={
              <StatusPanel
                role="status"
                icon={<Inbox aria-hidden="true" className="size-7" />}
                title={t('emptyTitle', { type: typeLabel })}
                actions={
                  <Link href="/" className={buttonStyles.primary}>
                    {t('allJobs')}
                  </Link>
                }
              >
                <p>{t('emptyBody')}</p>
              </StatusPanel>
            }
          />
        </div>
      </div>
    </>
  );
}
