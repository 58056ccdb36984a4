import type { Metadata } from 'next';
import { SavedJobsPage } from '@/features/saved-jobs/saved-jobs-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Personal: rendered per request with the user's session, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[]>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'savedJobs');
}

function pageOf(raw: string | string[] | undefined): number {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value >= 1 && value <= 500 ? value : 1;
}

export default async function Route({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([resolveLocale(params), searchParams]);
  return <SavedJobsPage locale={locale} page={pageOf(query.page)} />;
}
