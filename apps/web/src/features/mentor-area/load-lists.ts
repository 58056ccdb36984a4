// The taxonomy lists the mentor area picks from (server components only).
import {
  academicExpertiseCategoryListResponseSchema,
  academicExpertiseListResponseSchema,
  mentoringCategoryListResponseSchema,
  mentoringTopicListResponseSchema,
} from '@jenjang/domain';
import type { AppLocale } from '@/lib/i18n/routing';
import type { ExpertiseLists } from './expertise-picker';
import { loadMentorApi } from './mentor-api';
import { MENTOR_API } from './mentor-paths';

/** Categories, topics, expertise categories and expertise; null when one of them failed. */
export async function loadExpertiseLists(
  locale: AppLocale,
  returnPath: string,
): Promise<ExpertiseLists | null> {
  const options = { locale, returnPath, query: { limit: 500 } };
  const [categories, topics, expertiseCategories, expertises] = await Promise.all([
    loadMentorApi(MENTOR_API.categories, mentoringCategoryListResponseSchema, options),
    loadMentorApi(MENTOR_API.topics, mentoringTopicListResponseSchema, options),
    loadMentorApi(
      MENTOR_API.expertiseCategories,
      academicExpertiseCategoryListResponseSchema,
      options,
    ),
    loadMentorApi(MENTOR_API.expertises, academicExpertiseListResponseSchema, options),
  ]);
  if (
    categories.kind !== 'ok' ||
    topics.kind !== 'ok' ||
    expertiseCategories.kind !== 'ok' ||
    expertises.kind !== 'ok'
  )
    return null;
  return {
    categories: categories.data.data.docs,
    topics: topics.data.data.docs,
    expertiseCategories: expertiseCategories.data.data.docs,
    expertises: expertises.data.data.docs,
  };
}
