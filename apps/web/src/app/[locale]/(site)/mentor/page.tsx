import type { Metadata } from 'next';
import { MentorDashboardPage, readDashboardQuery } from '@/features/mentor-area/dashboard-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// The signed-in mentor's own data: never prerendered.
export const dynamic = 'force-dynamic';

type Props = {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'mentorHome');
}

export default async function MentorRoute({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([resolveLocale(params), searchParams]);
  return <MentorDashboardPage locale={locale} query={readDashboardQuery(query)} />;
}
