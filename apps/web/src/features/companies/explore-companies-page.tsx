import { Inbox, RefreshCw, TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { INTL_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import { Pagination } from '@/features/jobs/pagination';
import { PageBand } from '@/features/shell/page-band';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
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
  const number = new Intl.NumberFormat(INTL_LOCALE[locale]);

  let body;
  if (!state.ok) {
    body = (
      <StatusPanel
        role="alert"
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={t('error.title')}
        actions={
          <Link href={explorePageHref(params)} prefetch={false} className={buttonStyles.primary}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('error.retry')}
          </Link>
        }
      >
        <p>{t('error.body')}</p>
      </StatusPanel>
    );
  } else if (state.result.docs.length === 0) {
    body = (
      <StatusPanel
        role="status"
        icon={<Inbox aria-hidden="true" className="size-7" />}
        title={t('empty.title')}
        actions={
          hasFilters(params) ? (
            <Link href="/karir" className={buttonStyles.secondary}>
              {t('reset')}
            </Link>
          ) : null
        }
      >
        <p>{t('empty.body')}</p>
      </StatusPanel>
    );
  } else {
    const { docs, totalDocs, page, limit, totalPages } = state.result;
    const from = (page - 1) * limit + 1;
    body = (
      <>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {t('range', {
            from: number.format(from),
            to: number.format(from + docs.length - 1),
            total: number.format(totalDocs),
          })}
        </p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {docs.map((company) => (
            <CompanyCard key={company.id} company={company} locale={locale} />
          ))}
        </ul>
        <div className="mt-8">
          <Pagination
            locale={locale}
            page={page}
            totalPages={totalPages}
            hrefFor={(target) => explorePageHref(params, target)}
          />
        </div>
      </>
    );
  }

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
