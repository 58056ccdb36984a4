import type { Metadata } from 'next';
import { OPEN_GRAPH_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { absoluteUrl, alternatesFor } from '@/lib/seo';
import { withSearchJson, type ApiQuery } from './search-json-link';

/** `/loker-wfh` for page 1, `/loker-wfh?page=2` after: each page of a list is its own address. */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * Metadata of a job list page (landing, employment type): canonical and hreflang for the page
 * shown, and `noindex` when the list has nothing to show (no results, or the API failed), so
 * that search engines never keep an empty page.
 */
export function listingMetadata({
  locale,
  path,
  page,
  title,
  description,
  indexable,
  apiQuery,
}: {
  locale: AppLocale;
  path: string;
  page: number;
  title: string;
  description: string;
  indexable: boolean;
  /** The API's query of the list shown, linked as its JSON alternate. */
  apiQuery: ApiQuery;
}): Metadata {
  const address = pagedPath(path, page);
  const metadata: Metadata = {
    title,
    description,
    alternates: alternatesFor(locale, address),
    ...(indexable ? {} : { robots: { index: false, follow: true } }),
    openGraph: {
      title,
      description,
      siteName: 'Jenjang',
      type: 'website',
      locale: OPEN_GRAPH_LOCALE[locale],
      url: absoluteUrl(locale, address),
    },
  };
  return withSearchJson(metadata, apiQuery);
}
