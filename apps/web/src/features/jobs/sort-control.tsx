import { SORT_PARAMS, SORT_VOCABULARY } from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { AutoSubmitForm } from './auto-submit-form';
import { carriedFields, effectiveSort, type JobFilters } from './search-filters';

/** The four sorts of the spec as a select that applies on change (a button without JS). */
export async function SortControl({
  locale,
  action,
  filters,
}: {
  locale: AppLocale;
  action: string;
  filters: JobFilters;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.sort' });
  const chosen = effectiveSort(filters);
  return (
    <AutoSubmitForm action={action} className="flex items-center gap-2">
      {carriedFields(filters, ['sortParam']).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="job-sort" className="sr-only sm:not-sr-only sm:text-sm sm:text-slate-700">
        {t('label')}
      </label>
      <select
        id="job-sort"
        name="sortParam"
        defaultValue={chosen}
        data-server-value={chosen}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800"
      >
        {SORT_PARAMS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_VOCABULARY.label(sort, locale)}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-semibold"
        >
          {t('apply')}
        </button>
      </noscript>
    </AutoSubmitForm>
  );
}
