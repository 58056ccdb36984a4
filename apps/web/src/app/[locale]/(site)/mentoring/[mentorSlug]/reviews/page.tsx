import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadMentorDetail } from '@/features/mentoring/load-mentoring';
import { mentorRouteMetadata } from '@/features/mentoring/mentor-metadata';
import { MentorError } from '@/features/mentoring/mentor-error';
import { MentorReviewsPage } from '@/features/mentoring/mentor-reviews-page';
import { resolveLocale } from '@/lib/i18n/params';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; mentorSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const pageOf = (raw: string | string[] | undefined) => {
  const page = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(page) && page >= 1 && page <= 1_000 ? page : 1;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const metadata = await mentorRouteMetadata(locale, (await params).mentorSlug, 'reviews');
  return pageOf((await searchParams).page) > 1
    ? { ...metadata, robots: { index: false, follow: true } }
    : metadata;
}

export default async function MentorReviewsRoute({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const result = await loadMentorDetail((await params).mentorSlug, locale);
  if (result.status === 'not-found') notFound();
  if (result.status === 'error') return <MentorError locale={locale} />;
  return (
    <MentorReviewsPage
      mentor={result.mentor}
      page={pageOf((await searchParams).page)}
      locale={locale}
    />
  );
}
