import type { Metadata } from 'next';
import { HomePage } from '@/features/jobs/home-page';
import { parsePageParam, parseSearchParam, type SearchParams } from '@/features/jobs/search-params';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Fresh jobs on every request; the build never needs the API.
export const dynamic = 'force-dynamic';

type Props = { params: LocaleParams; searchParams: Promise<SearchParams> };

// Every page of the newest-jobs list points to the first as canonical: later pages shift
// with each new job, so they are not worth indexing on their own.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'home');
}

export default async function HomeRoute({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  return (
    <HomePage
      locale={locale}
      page={parsePageParam(query.page)}
      search={parseSearchParam(query.search)}
    />
  );
}
