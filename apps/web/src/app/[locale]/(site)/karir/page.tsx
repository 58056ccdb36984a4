import type { Metadata } from 'next';
import { ExploreCompaniesPage } from '@/features/companies/explore-companies-page';
import { parseExploreParams } from '@/features/companies/explore-query';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Filters come from the address; counts are live (the API's answers are shared for a minute).
export const dynamic = 'force-dynamic';

type Props = {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const metadata = await pageMetadata(await resolveLocale(params), 'companies');
  // Filtered and later pages are variations of /karir: followed, not listed.
  const query = await searchParams;
  return Object.keys(query).length > 0
    ? { ...metadata, robots: { index: false, follow: true } }
    : metadata;
}

export default async function CompaniesRoute({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  return <ExploreCompaniesPage locale={locale} params={parseExploreParams(await searchParams)} />;
}
