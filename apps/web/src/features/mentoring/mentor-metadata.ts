import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { loadMentorDetail } from './load-mentoring';
import { mentorPath, mentorReviewsPath } from './mentoring-api';

/** Title and description of a mentor's profile or reviews page, from the mentor. */
export async function mentorRouteMetadata(
  locale: AppLocale,
  slug: string,
  page: 'profile' | 'reviews',
): Promise<Metadata> {
  const result = await loadMentorDetail(slug, locale);
  if (result.status === 'not-found') notFound();
  const base = await pageMetadata(locale, page === 'profile' ? 'mentorDetail' : 'mentorReviews', {
    path: page === 'profile' ? mentorPath(slug) : mentorReviewsPath(slug),
  });
  if (result.status === 'error') return { ...base, robots: { index: false, follow: true } };
  const { mentor } = result;
  const t = await getTranslations({ locale, namespace: 'mentorDetail' });
  const [title, description] =
    page === 'profile'
      ? [
          mentor.companyName ? `${mentor.name}, ${mentor.companyName}` : mentor.name,
          t('profile.metaDescription', { name: mentor.name, headline: mentor.headline }),
        ]
      : [
          `${t('sections.reviews')} · ${mentor.name}`,
          t('profile.reviewsMetaDescription', { name: mentor.name }),
        ];
  return {
    ...base,
    title,
    description: description.slice(0, 160),
    openGraph: {
      ...base.openGraph,
      title,
      description: description.slice(0, 160),
      ...(mentor.photoUrl ? { images: [{ url: mentor.photoUrl }] } : {}),
    },
  };
}
