import type { Metadata } from 'next';
import { AppliedJobsPage } from '@/features/applications/applied-page';
import { readAppliedQuery } from '@/features/applications/applications-query';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Personal: rendered per request with the user's session, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[]>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'appliedJobs');
}

export default async function Route({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([resolveLocale(params), searchParams]);
  const { group, page } = readAppliedQuery(query);
  return <AppliedJobsPage locale={locale} group={group} page={page} />;
}
