// Server loaders of the public mentoring pages. An API failure becomes a state the page shows;
// only a missing mentor is a 404.
import {
  mentorDetailResponseSchema,
  mentorListResponseSchema,
  mentorReviewListResponseSchema,
  mentorStatisticResponseSchema,
  mentoringCategoryListResponseSchema,
  mentoringTopicListResponseSchema,
  specialMentorBannerListResponseSchema,
  type Locale,
  type MentorCard,
  type MentorDetail,
  type MentorReview,
  type MentorStatistic,
  type MentoringCategory,
  type MentoringTopic,
  type Paginated,
  type SpecialMentorBanner,
} from '@jenjang/domain';
import { cache } from 'react';
import { ApiError, apiGet } from '@/lib/api/client';
import { mentorListApiQuery, type MentorListParams } from './mentor-list-query';
import { mentoringPaths } from './mentoring-api';

export type Loaded<T> = { ok: true; value: T } | { ok: false };

async function attempt<T>(what: string, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`${what} unavailable: ${error.message}`);
    return { ok: false };
  }
}

/** One page of mentors for the /mentoring address. */
export function loadMentorList(
  params: MentorListParams,
  locale: Locale,
): Promise<Loaded<Paginated<MentorCard>>> {
  return attempt('mentors', async () => {
    const body = await apiGet(mentoringPaths.mentorList, mentorListResponseSchema, {
      locale,
      query: mentorListApiQuery(params),
      // Next free slots move with every booking: never older than half a minute.
      next: { revalidate: 30 },
    });
    return body.data;
  });
}

export type MentoringFilters = { categories: MentoringCategory[]; topics: MentoringTopic[] };

/** Categories and the topics that active mentors offer; null (the filters hide) on failure. */
export async function loadMentoringFilters(locale: Locale): Promise<MentoringFilters | null> {
  const loaded = await attempt('mentoring taxonomy', async () => {
    const [categories, topics] = await Promise.all([
      apiGet(mentoringPaths.categories, mentoringCategoryListResponseSchema, {
        locale,
        query: { limit: 500 },
        next: { revalidate: 600 },
      }),
      apiGet(mentoringPaths.topics, mentoringTopicListResponseSchema, {
        locale,
        query: { limit: 500, withMentors: 'true' },
        next: { revalidate: 600 },
      }),
    ]);
    return { categories: categories.data.docs, topics: topics.data.docs };
  });
  return loaded.ok ? loaded.value : null;
}

/** The banners shown now; none when the API cannot say (the list still shows). */
export async function loadBanners(locale: Locale): Promise<SpecialMentorBanner[]> {
  const loaded = await attempt('mentor banners', async () => {
    const body = await apiGet(mentoringPaths.banners, specialMentorBannerListResponseSchema, {
      locale,
      next: { revalidate: 300 },
    });
    return [...body.data.docs].sort((a, b) => a.position - b.position);
  });
  return loaded.ok ? loaded.value : [];
}

export type MentorDetailResult =
  { status: 'found'; mentor: MentorDetail } | { status: 'not-found' } | { status: 'error' };

/** A mentor by slug; cached per request so the page and its metadata share one call. */
export const loadMentorDetail = cache(
  async (slug: string, locale: Locale): Promise<MentorDetailResult> => {
    try {
      const body = await apiGet(mentoringPaths.mentorOne, mentorDetailResponseSchema, {
        locale,
        query: { slug_eq: slug },
        cache: 'no-store',
      });
      return { status: 'found', mentor: body.data };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404 || error.status === 400) return { status: 'not-found' };
      console.error(`mentor unavailable: ${error.message}`);
      return { status: 'error' };
    }
  },
);

export const loadMentorStatistic = cache(
  async (mentorId: string, locale: Locale): Promise<MentorStatistic | null> => {
    const loaded = await attempt('mentor statistic', async () => {
      const body = await apiGet(mentoringPaths.mentorStatistic, mentorStatisticResponseSchema, {
        locale,
        query: { id_eq: mentorId },
        next: { revalidate: 60 },
      });
      return body.data;
    });
    return loaded.ok ? loaded.value : null;
  },
);

export const REVIEWS_PAGE_SIZE = 10;

export function loadMentorReviews(
  mentorId: string,
  page: number,
  limit: number,
  locale: Locale,
): Promise<Loaded<Paginated<MentorReview>>> {
  return attempt('mentor reviews', async () => {
    const body = await apiGet(mentoringPaths.reviews, mentorReviewListResponseSchema, {
      locale,
      query: { mentorId_eq: mentorId, page, limit },
      cache: 'no-store',
    });
    return body.data;
  });
}
