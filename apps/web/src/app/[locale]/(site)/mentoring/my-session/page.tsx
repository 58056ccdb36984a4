import type { Metadata } from 'next';
import { MySessionsPage } from '@/features/mentoring/my-sessions-page';
import { readSessionsQuery } from '@/features/mentoring/session-query';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Personal: rendered per request with the user's session, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[]>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'mySessions');
}

export default async function Route({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([resolveLocale(params), searchParams]);
  const { group, page } = readSessionsQuery(query);
  return <MySessionsPage locale={locale} group={group} page={page} />;
}
