import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadJobSearch, RESULTS_PAGE_SIZE } from '@/features/browse/load-job-search';
import { presetApiQuery } from '@/features/jobs/search-preset';
import { parsePageParam, type SearchParams } from '@/features/jobs/search-params';
import { listingMetadata } from '@/features/seo/listing-metadata';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { findLandingPage, landingPath, type LandingPage } from './landing-pages';
import { LandingPageView } from './landing-page-view';

type Props = { params: LocaleParams; searchParams: Promise<SearchParams> };

/**
 * Metadata and page of one landing page; its route file (generated, see landing-route-files.ts)
 * stays three lines. The page and its metadata make the same API call, fetched once per render.
 */
export function landingRoute(slug: string) {
  const found = findLandingPage(slug);
  if (!found) throw new Error(`No landing page "${slug}" in landing-pages.ts`);
  const landing: LandingPage = found;

  async function resolve({ params, searchParams }: Props) {
    const [locale, query] = await Promise.all([resolveLocale(params), searchParams]);
    const page = parsePageParam(query.page);
    const state = await loadJobSearch(landing.preset, { page, locale });
    return { locale, page, state };
  }

  async function generateMetadata(props: Props): Promise<Metadata> {
    const { locale, page, state } = await resolve(props);
    const t = await getTranslations({ locale, namespace: 'homepageJobs.pagination' });
    const title = landing.title[locale];
    return listingMetadata({
      locale,
      path: landingPath(landing),
      page,
      title: page > 1 ? `${title} – ${t('page', { page })}` : title,
      description: landing.description[locale],
      // A search that finds nothing (or could not run) is not worth a place in search results.
      indexable: state.ok && state.result.docs.length > 0,
      apiQuery: presetApiQuery(landing.preset, { page, limit: RESULTS_PAGE_SIZE }),
    });
  }

  async function Page(props: Props) {
    const { locale, page, state } = await resolve(props);
    return <LandingPageView locale={locale} landing={landing} page={page} state={state} />;
  }

  return { generateMetadata, Page };
}
