import {
  EDUCATION_LEVEL_VOCABULARY,
  EMPLOYMENT_TYPE_VOCABULARY,
  EXPERIENCE_LEVEL_VOCABULARY,
  formatCompactRupiah,
  formatCount,
  WORKPLACE_TYPE_VOCABULARY,
} from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import type { AppLocale } from '@/lib/i18n/routing';
import { AutoSubmitForm } from './auto-submit-form';
import { filterOptions, type EnumLabel, type Facets, type FilterOption } from './filter-options';
import type { SearchTaxonomy } from './load-taxonomy';
import {
  carriedFields,
  LIST_DIMENSIONS,
  type JobFilters,
  type ListDimension,
} from './search-filters';

/** Monthly amounts offered for the salary range (the spec's preset runs 5 to 60 million). */
export const SALARY_STEPS = [
  1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000, 8_000_000, 10_000_000,
  15_000_000, 20_000_000, 30_000_000, 60_000_000,
];

/** Fields the filter form edits itself; everything else (search, sort) rides along hidden. */
const EDITED_FIELDS = [...LIST_DIMENSIONS, 'urgentlyNeeded', 'salaryMin', 'salaryMax'];

/** How many options of an open list show before "show all". */
const VISIBLE_OPTIONS = 6;

export async function enumLabelFor(locale: AppLocale): Promise<EnumLabel> {
  return (dimension, value) => {
    switch (dimension) {
      case 'location':
        return WORKPLACE_TYPE_VOCABULARY.labelOf(value, locale) ?? value;
      case 'employment':
        return EMPLOYMENT_TYPE_VOCABULARY.labelOf(value, locale) ?? value;
      case 'lastEducations':
        return EDUCATION_LEVEL_VOCABULARY.labelOf(Number(value), locale) ?? value;
      case 'experienceLevels':
        return EXPERIENCE_LEVEL_VOCABULARY.labelOf(Number(value), locale) ?? value;
      default:
        return value;
    }
  };
}

function Option({
  name,
  option,
  locale,
}: {
  name: string;
  option: FilterOption;
  locale: AppLocale;
}) {
  return (
    <li>
      <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50">
        <input
          type="checkbox"
          name={name}
          value={option.value}
          defaultChecked={option.checked}
          className="size-4 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <span
          className={cn(
            'min-w-0 flex-1',
            option.count === 0 && !option.checked && 'text-slate-500',
          )}
        >
          {option.label}
        </span>
        {option.count !== null ? (
          <span className="shrink-0 tabular-nums text-slate-500">
            ({formatCount(option.count, locale)})
          </span>
        ) : null}
      </label>
    </li>
  );
}

function CheckboxGroup({
  legend,
  name,
  options,
  locale,
  showAllLabel,
}: {
  legend: string;
  name: ListDimension;
  options: FilterOption[];
  locale: AppLocale;
  showAllLabel?: (count: number) => string;
}) {
  if (options.length === 0) return null;
  const visible = showAllLabel ? options.slice(0, VISIBLE_OPTIONS) : options;
  const more = showAllLabel ? options.slice(VISIBLE_OPTIONS) : [];
  return (
    <fieldset className="border-t border-slate-200 py-3">
      <legend className="float-left mb-1 w-full px-2 text-sm font-bold text-slate-900">
        {legend}
      </legend>
      <ul className="clear-left">
        {visible.map((option) => (
          <Option key={option.value} name={name} option={option} locale={locale} />
        ))}
      </ul>
      {more.length > 0 && showAllLabel ? (
        <details className="group" open={more.some((o) => o.checked)}>
          <summary className="flex min-h-10 cursor-pointer list-none items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 group-open:hidden [&::-webkit-details-marker]:hidden">
            {showAllLabel(options.length)}
          </summary>
          <ul>
            {more.map((option) => (
              <Option key={option.value} name={name} option={option} locale={locale} />
            ))}
          </ul>
        </details>
      ) : null}
    </fieldset>
  );
}

function SalarySelect({
  id,
  name,
  label,
  anyLabel,
  value,
  locale,
}: {
  id: string;
  name: 'salaryMin' | 'salaryMax';
  label: string;
  anyLabel: string;
  value: number | undefined;
  locale: AppLocale;
}) {
  const chosen = value !== undefined ? String(value) : '';
  const steps =
    value !== undefined && !SALARY_STEPS.includes(value)
      ? [...SALARY_STEPS, value].sort((a, b) => a - b)
      : SALARY_STEPS;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block px-0.5 text-xs font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={chosen}
        data-server-value={chosen}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        <option value="">{anyLabel}</option>
        {steps.map((step) => (
          <option key={step} value={step}>
            {formatCompactRupiah(step, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Every filter of the search as one GET form: checkbox groups with facet counts, the urgency
 * switch and the salary range. Works without JavaScript (a submit button in <noscript>); with
 * it, each change applies at once (AutoSubmitForm).
 */
export async function FilterPanel({
  locale,
  action,
  formId,
  filters,
  facets,
  taxonomy,
}: {
  locale: AppLocale;
  action: string;
  formId: string;
  filters: JobFilters;
  facets: Facets;
  taxonomy: SearchTaxonomy;
}) {
  const [t, enumLabel] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs.filters' }),
    enumLabelFor(locale),
  ]);
  const context = { filters, facets, taxonomy, enumLabel };
  const options = (dimension: ListDimension) => filterOptions(dimension, context);
  const showAll = (count: number) => t('showAll', { count: formatCount(count, locale) });
  const urgentCount = facets
    ? (facets.urgentlyNeeded?.find((f) => f.value === 'true')?.count ?? 0)
    : null;

  return (
    <AutoSubmitForm
      id={formId}
      action={action}
      aria-label={t('heading')}
      className="[&>fieldset:first-of-type]:border-t-0 [&>fieldset:first-of-type]:pt-0"
    >
      {carriedFields(filters, EDITED_FIELDS).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <CheckboxGroup
        locale={locale}
        legend={t('city')}
        name="cityIds"
        options={options('cityIds')}
        showAllLabel={showAll}
      />
      <CheckboxGroup
        locale={locale}
        legend={t('workplace')}
        name="location"
        options={options('location')}
      />
      <CheckboxGroup
        locale={locale}
        legend={t('employment')}
        name="employment"
        options={options('employment')}
      />
      <fieldset className="border-t border-slate-200 py-3">
        <legend className="float-left mb-1 w-full px-2 text-sm font-bold text-slate-900">
          {t('urgency')}
        </legend>
        <ul className="clear-left">
          <Option
            locale={locale}
            name="urgentlyNeeded"
            option={{
              value: 'true',
              label: t('urgentlyNeeded'),
              count: urgentCount,
              checked: filters.urgentlyNeeded,
            }}
          />
        </ul>
      </fieldset>
      <fieldset className="border-t border-slate-200 py-3">
        <legend className="float-left mb-2 w-full px-2 text-sm font-bold text-slate-900">
          {t('salary')}
        </legend>
        <div className="clear-left grid grid-cols-2 gap-2 px-2 lg:grid-cols-1">
          <SalarySelect
            id={`${formId}-salary-min`}
            name="salaryMin"
            label={t('salaryMin')}
            anyLabel={t('salaryAny')}
            value={filters.salaryMin}
            locale={locale}
          />
          <SalarySelect
            id={`${formId}-salary-max`}
            name="salaryMax"
            label={t('salaryMax')}
            anyLabel={t('salaryAny')}
            value={filters.salaryMax}
            locale={locale}
          />
        </div>
      </fieldset>
      <CheckboxGroup
        locale={locale}
        legend={t('education')}
        name="lastEducations"
        options={options('lastEducations')}
      />
      <CheckboxGroup
        locale={locale}
        legend={t('experience')}
        name="experienceLevels"
        options={options('experienceLevels')}
      />
      <CheckboxGroup
        locale={locale}
        legend={t('industry')}
        name="industry"
        options={options('industry')}
        showAllLabel={showAll}
      />
      <CheckboxGroup
        locale={locale}
        legend={t('jobRole')}
        name="jobRoleIds"
        options={options('jobRoleIds')}
      />
      <CheckboxGroup
        locale={locale}
        legend={t('jobRoleCategory')}
        name="jobRoleCategoryIds"
        options={options('jobRoleCategoryIds')}
        showAllLabel={showAll}
      />
      <noscript>
        <button
          type="submit"
          className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
        >
          {t('submit')}
        </button>
      </noscript>
    </AutoSubmitForm>
  );
}
