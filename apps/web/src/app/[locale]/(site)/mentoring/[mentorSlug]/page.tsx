import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { mentorRouteMetadata } from '@/features/mentoring/mentor-metadata';
import { MentorError } from '@/features/mentoring/mentor-error';
import { MentorProfilePage } from '@/features/mentoring/mentor-profile-page';
import { loadMentorDetail } from '@/features/mentoring/load-mentoring';
import { resolveLocale } from '@/lib/i18n/params';

// Free times and statistics change at any time; the build needs no API.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; mentorSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  return mentorRouteMetadata(locale, (await params).mentorSlug, 'profile');
}

export default async function MentorRoute({ params }: Props) {
  const locale = await resolveLocale(params);
  const result = await loadMentorDetail((await params).mentorSlug, locale);
  if (result.status === 'not-found') notFound();
  if (result.status === 'error') return <MentorError locale={locale} />;
  return <MentorProfilePage mentor={result.mentor} locale={locale} />;
}
