import type { Metadata } from 'next';
import { JoinPage } from '@/features/mentoring/join-page';
import { resolveLocale } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Personal and of the moment: asks the API on every visit.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  return pageMetadata(locale, 'mentoringJoin', {
    path: `/mentoring/join/${encodeURIComponent((await params).token)}`,
  });
}

export default async function Route({ params }: Props) {
  const locale = await resolveLocale(params);
  return <JoinPage token={(await params).token} locale={locale} />;
}
