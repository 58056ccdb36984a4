import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MentorListPage } from '@/features/mentoring/mentor-list-page';
import { mentorListHref, parseMentorListParams } from '@/features/mentoring/mentor-list-query';
import { MentorListLoading } from '@/features/mentoring/mentoring-loading';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Filters come from the address; next free slots change with every booking.
export const dynamic = 'force-dynamic';

type Props = {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const metadata = await pageMetadata(await resolveLocale(params), 'mentoring');
  // Filtered and later pages are variations of /mentoring: followed, not listed.
  const query = await searchParams;
  return Object.keys(query).length > 0
    ? { ...metadata, robots: { index: false, follow: true } }
    : metadata;
}

export default async function MentoringRoute({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const list = parseMentorListParams(await searchParams);
  // The skeleton is this page's own (no loading.tsx): a loading.tsx here would also wrap
  // /mentoring/my-session, whose sign-in redirect must be sent before anything streams.
  return (
    <Suspense key={mentorListHref(list)} fallback={<MentorListLoading />}>
      <MentorListPage locale={locale} params={list} />
    </Suspense>
  );
}
