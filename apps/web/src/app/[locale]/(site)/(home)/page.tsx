import type { Metadata } from 'next';
import { HomePage } from '@/features/jobs/home-page';
import { JOB_LIST_PAGE_SIZE } from '@/features/jobs/load-job-search';
import { parseJobFilters, toApiQuery } from '@/features/jobs/search-filters';
import { firstParam, type SearchParams } from '@/features/jobs/search-params';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { withSearchJson } from '@/features/seo/search-json-link';
import { pageMetadata } from '@/lib/seo';

// Fresh jobs on every request; the build never needs the API.
export const dynamic = 'force-dynamic';

type Props = { params: LocaleParams; searchParams: Promise<SearchParams> };

// Every search and page of the list points to the bare home page as canonical: results shift
// with each new job, and the filtered views are reached by their own landing pages.
// The list itself is linked as data: the API's query for the page shown.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [locale, query] = await Promise.all([resolveLocale(params), searchParams]);
  const apiQuery = toApiQuery(parseJobFilters(query), { limit: JOB_LIST_PAGE_SIZE });
  return withSearchJson(await pageMetadata(locale, 'home'), apiQuery);
}

export default async function HomeRoute({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const job = firstParam(query.job)?.trim();
  return (
    <HomePage
      locale={locale}
      filters={parseJobFilters(query)}
      selectedJob={job && job.length <= 200 ? job : undefined}
      filtersOpen={firstParam(query.filters) === '1'}
    />
  );
}
