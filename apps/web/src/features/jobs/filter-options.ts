// The checkboxes of each filter group: values, names and facet counts ("Jakarta (312)").
import {
  CITIES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  WORKPLACE_TYPES,
  type FacetKey,
  type JobSearchResult,
} from '@jenjang/domain';
import type { SearchTaxonomy } from './load-taxonomy';
import { API_FILTER_NAMES, type JobFilters, type ListDimension } from './search-filters';

export type FilterOption = {
  value: string;
  label: string;
  /** Jobs the search would find with this value too; null when the counts are unknown. */
  count: number | null;
  checked: boolean;
};

export type Facets = JobSearchResult['facets'];

/** Names of enum values (workplace, employment, levels) in the page's language. */
export type EnumLabel = (dimension: ListDimension, value: string) => string;

/**
 * Dimensions the API counts no facets for: roles are too many to list as checkboxes, so the
 * panel shows only the selected ones (to uncheck them), without counts.
 */
const UNCOUNTED: ReadonlySet<ListDimension> = new Set(['jobRoleIds']);

const FIXED_VALUES: Partial<Record<ListDimension, readonly (string | number)[]>> = {
  location: WORKPLACE_TYPES,
  employment: EMPLOYMENT_TYPES,
  lastEducations: EDUCATION_LEVELS,
  experienceLevels: EXPERIENCE_LEVELS,
};

export type FilterContext = {
  filters: JobFilters;
  facets: Facets;
  taxonomy: SearchTaxonomy;
  enumLabel: EnumLabel;
};

/** The URL value of a facet value: industries are ids in facets and slugs in URLs. */
function urlValue(dimension: ListDimension, facetValue: string, taxonomy: SearchTaxonomy): string {
  if (dimension !== 'industry') return facetValue;
  return taxonomy.industries.find((i) => String(i.id) === facetValue)?.slug ?? facetValue;
}

/** Whether a checkbox value and a URL value mean the same (`industry=20` is the slug `bank`). */
function sameValue(
  dimension: ListDimension,
  optionValue: string,
  selectedValue: string,
  taxonomy: SearchTaxonomy,
): boolean {
  if (optionValue === selectedValue) return true;
  if (dimension !== 'industry') return false;
  return taxonomy.industries.some((i) => i.slug === optionValue && String(i.id) === selectedValue);
}

/** The name of one value of a filter, for checkboxes and chips. */
export function filterValueLabel(
  dimension: ListDimension,
  value: string,
  context: Omit<FilterContext, 'filters'>,
): string {
  if (FIXED_VALUES[dimension]) return context.enumLabel(dimension, value);
  const { taxonomy, facets } = context;
  switch (dimension) {
    case 'cityIds':
      return (
        taxonomy.cities.find((c) => String(c.id) === value)?.name ??
        facets?.cityIds?.find((f) => f.value === value)?.label ??
        CITIES.find((c) => String(c.id) === value)?.name ??
        value
      );
    case 'industry': {
      const industry = taxonomy.industries.find((i) => i.slug === value || String(i.id) === value);
      return industry?.name ?? facets?.industry?.find((f) => f.value === value)?.label ?? value;
    }
    case 'jobRoleIds':
      return taxonomy.roles.find((r) => String(r.id) === value)?.name ?? value;
    default:
      return (
        taxonomy.roleCategories.find((c) => String(c.id) === value)?.name ??
        facets?.jobRoleCategoryIds?.find((f) => f.value === value)?.label ??
        value
      );
  }
}

function fallbackValues(dimension: ListDimension, taxonomy: SearchTaxonomy): string[] {
  switch (dimension) {
    case 'cityIds':
      return (taxonomy.cities.length > 0 ? taxonomy.cities : CITIES).map((c) => String(c.id));
    case 'industry':
      return taxonomy.industries.map((i) => i.slug);
    case 'jobRoleCategoryIds':
      return taxonomy.roleCategories.map((c) => String(c.id));
    default:
      return [];
  }
}

/**
 * The options of one filter group. Fixed lists (workplace, employment, levels) always show every
 * value in their natural order, with 0 where nothing matches. Open lists (cities, industries,
 * role categories) follow the facets, most jobs first; a selected value the facets do not list
 * is kept with a count of 0 so it can be unchecked. Roles list only the selected ones.
 */
export function filterOptions(dimension: ListDimension, context: FilterContext): FilterOption[] {
  const facet = context.facets?.[API_FILTER_NAMES[dimension] as FacetKey];
  const counts = new Map(
    (facet ?? []).map((f) => [urlValue(dimension, f.value, context.taxonomy), f.count]),
  );
  const counted = context.facets !== null && !UNCOUNTED.has(dimension);
  const countOf = (value: string) => (counted ? (counts.get(value) ?? 0) : null);

  const fixed = FIXED_VALUES[dimension];
  const values = fixed
    ? fixed.map(String)
    : facet
      ? [...counts.keys()]
      : fallbackValues(dimension, context.taxonomy);

  const selected = (context.filters[dimension] as readonly (string | number)[]).map(String);
  const missing = selected
    .filter((sel) => !values.some((v) => sameValue(dimension, v, sel, context.taxonomy)))
    .map((sel) => urlValue(dimension, sel, context.taxonomy));

  return [...values, ...missing].map((value) => ({
    value,
    label: filterValueLabel(dimension, value, context),
    count: countOf(value),
    checked: selected.some((sel) => sameValue(dimension, value, sel, context.taxonomy)),
  }));
}
