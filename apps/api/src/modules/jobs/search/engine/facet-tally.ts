// Facet counters of one search. Ids count into arrays by dense index; each bit dimension counts
// its bits as one small integer (workplace 3 bits, employment 5, education 10, experience 9,
// urgency 1), so a job (or a facet-cube group of `n` jobs) costs one addition per dimension,
// and the integers are spread over their bits once at the end.
import { EMPLOYMENT_TYPES, WORKPLACE_TYPES, type FacetKey } from '@jenjang/domain';
import type { FacetCountRow } from '../search.queries';
import {
  D_CATEGORY,
  D_CITY,
  D_EDUCATION,
  D_EMPLOYMENT,
  D_EXPERIENCE,
  D_INDUSTRY,
  D_URGENT,
  D_WORKPLACE,
} from './filter-plan';
import {
  EDUCATION_LEVELS,
  EDUCATION_SHIFT,
  EMPLOYMENT_SHIFT,
  EXPERIENCE_LEVELS,
  EXPERIENCE_SHIFT,
  URGENT_BIT,
  WORKPLACE_SHIFT,
} from './job-flags';
import { type JobStore } from './job-store';

const EDUCATION_MASK = (1 << EDUCATION_LEVELS) - 1;
const EXPERIENCE_MASK = (1 << EXPERIENCE_LEVELS) - 1;
export class FacetTally {
  readonly cities: Int32Array;
  readonly industries: Int32Array;
  readonly categories: Int32Array;
  readonly workplaces = new Int32Array(1 << 3);
  readonly employments = new Int32Array(1 << 5);
  readonly educations = new Int32Array(1 << EDUCATION_LEVELS);
  readonly experiences = new Int32Array(1 << EXPERIENCE_LEVELS);
  readonly urgent = new Int32Array(2);

  constructor(private readonly store: JobStore) {
    this.cities = new Int32Array(store.cities.values.length);
    this.industries = new Int32Array(store.industries.values.length);
    this.categories = new Int32Array(store.categories.values.length);
  }

  /** Counts `n` jobs that pass every filter: in every dimension. */
  addMatch(city: number, industry: number, category: number, flags: number, n: number): void {
    this.cities[city]! += n;
    this.addMatchExceptCity(industry, category, flags, n);
  }

  /** Counts `n` jobs that pass every filter in every dimension but the city's. */
  addMatchExceptCity(industry: number, category: number, flags: number, n: number): void {
    if (industry >= 0) this.industries[industry]! += n;
    if (category >= 0) this.categories[category]! += n;
    this.workplaces[(flags >>> WORKPLACE_SHIFT) & 0b111]! += n;
    this.employments[(flags >>> EMPLOYMENT_SHIFT) & 0b11111]! += n;
    this.educations[(flags >>> EDUCATION_SHIFT) & EDUCATION_MASK]! += n;
    this.experiences[(flags >>> EXPERIENCE_SHIFT) & EXPERIENCE_MASK]! += n;
    this.urgent[flags & URGENT_BIT ? 1 : 0]! += n;
  }

  /** Counts `n` jobs that fail exactly one filter (a D_* bit): in that dimension only. */
  addFailed(
    dimension: number,
    city: number,
    industry: number,
    category: number,
    flags: number,
    n: number,
  ): void {
    switch (dimension) {
      case D_CITY:
        this.cities[city]! += n;
        return;
      case D_INDUSTRY:
        if (industry >= 0) this.industries[industry]! += n;
        return;
      case D_CATEGORY:
        if (category >= 0) this.categories[category]! += n;
        return;
      case D_WORKPLACE:
        this.workplaces[(flags >>> WORKPLACE_SHIFT) & 0b111]! += n;
        return;
      case D_EMPLOYMENT:
        this.employments[(flags >>> EMPLOYMENT_SHIFT) & 0b11111]! += n;
        return;
      case D_EDUCATION:
        this.educations[(flags >>> EDUCATION_SHIFT) & EDUCATION_MASK]! += n;
        return;
      case D_EXPERIENCE:
        this.experiences[(flags >>> EXPERIENCE_SHIFT) & EXPERIENCE_MASK]! += n;
        return;
      case D_URGENT:
        this.urgent[flags & URGENT_BIT ? 1 : 0]! += n;
        return;
    }
  }

  /** Adds `count` to the facet value of each bit set in `value` (bit i = values[i]). */
  private static spread(counts: Int32Array, push: (index: number, count: number) => void): void {
    const totals = new Int32Array(31);
    for (let value = 1; value < counts.length; value++) {
      const count = counts[value]!;
      if (count === 0) continue;
      for (let bits = value; bits !== 0; bits &= bits - 1)
        totals[31 - Math.clz32(bits & -bits)]! += count;
    }
    totals.forEach((count, index) => {
      if (count > 0) push(index, count);
    });
  }

  rows(): FacetCountRow[] {
    const rows: FacetCountRow[] = [];
    const push = (dim: FacetKey, value: string, count: number) => {
      if (count > 0) rows.push({ dim, value, count });
    };
    const store = this.store;
    this.cities.forEach((n, i) => push('cityIds', String(store.cities.values[i]), n));
    this.industries.forEach((n, i) => push('industry', String(store.industries.values[i]), n));
    this.categories.forEach((n, i) =>
      push('jobRoleCategoryIds', String(store.categories.values[i]), n),
    );
    FacetTally.spread(this.workplaces, (i, n) => push('workplaceTypes', WORKPLACE_TYPES[i]!, n));
    FacetTally.spread(this.employments, (i, n) => push('employmentTypes', EMPLOYMENT_TYPES[i]!, n));
    FacetTally.spread(this.educations, (i, n) => push('lastEducations', String(i), n));
    FacetTally.spread(this.experiences, (i, n) => push('experienceLevels', String(i), n));
    push('urgentlyNeeded', 'true', this.urgent[1]!);
    // Most frequent first, as the SQL path answers them.
    rows.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    return rows;
  }
}
