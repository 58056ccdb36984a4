import { employmentTypeLandingPath, type EmploymentType } from '@jenjang/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parsePageParam, type SearchParams } from '@/features/jobs/search-params';
import { listingMetadata } from '@/features/seo/listing-metadata';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { getPageText } from '@/lib/page-text';
import {
  EMPLOYMENT_TYPE_PAGE_KEYS,
  EmploymentTypePage,
  employmentTypeFilters,
} from './employment-type-page';
import { presetApiQuery } from '@/features/jobs/search-preset';
import { loadJobSearch, RESULTS_PAGE_SIZE } from './load-job-search';

type Props = { params: LocaleParams; searchParams: Promise<SearchParams> };

/**
 * Metadata and page of `/loker/tipe/loker-<type>`; the five route files stay one line each.
 * The page and its metadata make the same API call, which Next fetches once per render.
 */
export function employmentTypeRoute(type: EmploymentType) {
  async function resolve({ params, searchParams }: Props) {
    const [locale, query] = await Promise.all([resolveLocale(params), searchParams]);
    const page = parsePageParam(query.page);
    const state = await loadJobSearch(employmentTypeFilters(type), { page, locale });
    return { locale, page, state };
  }

  async function generateMetadata(props: Props): Promise<Metadata> {
    const { locale, page, state } = await resolve(props);
    const [{ title, description }, t] = await Promise.all([
      getPageText(locale, EMPLOYMENT_TYPE_PAGE_KEYS[type]),
      getTranslations({ locale, namespace: 'homepageJobs.pagination' }),
    ]);
    return listingMetadata({
      locale,
      path: employmentTypeLandingPath(type),
      page,
      title: page > 1 ? `${title} – ${t('page', { page })}` : title,
      description,
      indexable: state.ok && state.result.docs.length > 0,
      apiQuery: presetApiQuery(employmentTypeFilters(type), { page, limit: RESULTS_PAGE_SIZE }),
    });
  }

  async function Page(props: Props) {
    const { locale, page, state } = await resolve(props);
    return <EmploymentTypePage locale={locale} type={type} page={page} state={state} />;
  }

  return { generateMetadata, Page };
}
