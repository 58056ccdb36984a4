import { Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { buttonStyles } from '@/features/shell/button-styles';
import type { MentoringFilters as Filters } from './load-mentoring';
import { MENTOR_LIST_SORTS } from '@jenjang/domain';
import type { MentorListParams } from './mentor-list-query';

const field =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const label = 'mb-1 block text-sm font-semibold text-slate-700';

/**
 * The search box, category and topic filters, "free soon" and the sort, as a plain GET form to
 * /mentoring: works without JavaScript, the address is shareable, every control is labelled.
 */
export async function MentorFilters({
  locale,
  params,
  filters,
}: {
  locale: AppLocale;
  params: MentorListParams;
  filters: Filters | null;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageMentoring.list' });
  const topicsByCategory = filters
    ? filters.categories
        .map((category) => ({
          category,
          topics: filters.topics.filter((topic) => topic.categoryId === category.id),
        }))
        .filter((group) => group.topics.length > 0)
    : [];
  return (
    <form
      method="get"
      action={localizedPath(locale, '/mentoring')}
      role="search"
      aria-labelledby="mentor-filters-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm md:p-5"
    >
      <h2 id="mentor-filters-heading" className="sr-only">
        {t('filtersHeading')}
      </h2>
      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div>
          <label htmlFor="mentor-search" className={label}>
            {t('searchLabel')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id="mentor-search"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={params.q}
              placeholder={t('searchPlaceholder')}
              className={`${field} pl-9`}
            />
          </div>
        </div>
        {filters ? (
          <>
            <div>
              <label htmlFor="mentor-category" className={label}>
                {t('category')}
              </label>
              <select
                id="mentor-category"
                name="category"
                defaultValue={params.categoryId ?? ''}
                className={field}
              >
                <option value="">{t('allCategories')}</option>
                {filters.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="mentor-topic" className={label}>
                {t('topic')}
              </label>
              <select
                id="mentor-topic"
                name="topic"
                defaultValue={params.topicId ?? ''}
                className={field}
              >
                <option value="">{t('allTopics')}</option>
                {topicsByCategory.map(({ category, topics }) => (
                  <optgroup key={category.id} label={category.name}>
                    {topics.map((topic) => (
                      <option key={topic.id} value={topic.id}>
                        {topic.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          </>
        ) : null}
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="soon"
            value="1"
            defaultChecked={params.availableSoon}
            className="size-5 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
          />
          {t('availableSoon')}
        </label>
        <div className="sm:ml-auto sm:w-56">
          <label htmlFor="mentor-sort" className={label}>
            {t('sort')}
          </label>
          <select id="mentor-sort" name="sort" defaultValue={params.sort} className={field}>
            {MENTOR_LIST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={`${buttonStyles.primary} flex-1 sm:flex-none`}>
            {t('apply')}
          </button>
          <Link href="/mentoring" className={`${buttonStyles.secondary} flex-1 sm:flex-none`}>
            {t('reset')}
          </Link>
        </div>
      </div>
    </form>
  );
}
