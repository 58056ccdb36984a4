import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import {
  ExploreCheckbox,
  ExploreFilterButtons,
  ExploreFilterForm,
  ExploreSearchField,
  ExploreSelect,
} from '@/features/shell/explore-filter-form';
import type { MentoringFilters as Filters } from './load-mentoring';
import { MENTOR_LIST_SORTS } from '@jenjang/domain';
import type { MentorListParams } from './mentor-list-query';

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
    <ExploreFilterForm
      action={localizedPath(locale, '/mentoring')}
      idPrefix="mentor"
      heading={t('filtersHeading')}
      gridClassName="md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
      fields={
        <>
          <ExploreSearchField
            id="mentor-search"
            name="q"
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            defaultValue={params.q}
          />
          {filters ? (
            <>
              <ExploreSelect
                id="mentor-category"
                name="category"
                label={t('category')}
                defaultValue={params.categoryId ?? ''}
              >
                <option value="">{t('allCategories')}</option>
                {filters.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </ExploreSelect>
              <ExploreSelect
                id="mentor-topic"
                name="topic"
                label={t('topic')}
                defaultValue={params.topicId ?? ''}
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
              </ExploreSelect>
            </>
          ) : null}
        </>
      }
      footer={
        <>
          <ExploreCheckbox
            name="soon"
            label={t('availableSoon')}
            defaultChecked={params.availableSoon}
          />
          <ExploreSelect
            id="mentor-sort"
            name="sort"
            label={t('sort')}
            defaultValue={params.sort}
            className="sm:ml-auto sm:w-56"
          >
            {MENTOR_LIST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </ExploreSelect>
          <ExploreFilterButtons apply={t('apply')} reset={t('reset')} resetHref="/mentoring" />
        </>
      }
    />
  );
}
