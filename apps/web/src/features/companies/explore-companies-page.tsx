import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import { ExploreResults } from '@/features/shell/explore-results';
import { PageBand } from '@/features/shell/page-band';
import { CompanyCard } from './company-card';
import { ExploreFilters } from './explore-filters';
import { explorePageHref, hasFilters, type ExploreParams } from './explore-query';
import { loadCompanyExplore, loadCompanyFilters } from './load-companies';

/** /karir: the blue band with the search and filters, then the company cards and page links. */
export async function ExploreCompaniesPage({
  locale,
  params,
}: {
  locale: AppLocale;
  params: ExploreParams;
}) {
  const [t, { title }, state, filters] = await Promise.all([
    getTranslations({ locale, namespace: 'exploreCompanies.explore' }),
    getPageText(locale, 'companies'),
    loadCompanyExplore(params, locale),
    loadCompanyFilters(locale),
  ]);
  const body = (
    <ExploreResults
      locale={locale}
      result={state.ok ? state.result : null}
      text={(key, values) => t(key, values)}
      hrefFor={(target) => explorePageHref(params, target)}
      retryHref={explorePageHref(params)}
      resetHref={hasFilters(params) ? '/karir' : null}
      renderCard={(company) => <CompanyCard key={company.id} company={company} locale={locale} />}
    />
  );

  return (
    <>
      <PageBand>
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-brand-100">{t('intro')}</p>
        <div className="mt-6">
          <ExploreFilters locale={locale} params={params} filters={filters} />
        </div>
      </PageBand>
      <section
        aria-labelledby="company-results-heading"
        className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-10"
      >
        <h2 id="company-results-heading" className="sr-only">
          {t('resultsHeading')}
        </h2>
        {body}
      </section>
    </>
  );
}
