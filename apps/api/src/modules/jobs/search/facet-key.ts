// The two encodings of a job's filter values that migration 0005 stores in generated columns
// (job_facet_key, job_filter_tokens): this file must say exactly what those SQL functions say.
// Facets are counted here, in one pass over the 16-byte keys of the matches, because PostgreSQL
// spends ~1 µs per row and facet in GROUP BYs (bench/RESULTS.md) and a page needs eight facets.
import { EMPLOYMENT_TYPES, WORKPLACE_TYPES, type FacetKey } from '@jenjang/domain';

/** Integers of filter_tokens (GIN-indexed): one per workplace, employment type, level, … */
export const filterToken = {
  workplace: (type: string) => 101 + WORKPLACE_TYPES.indexOf(type as never),
  employment: (type: string) => 200 + EMPLOYMENT_TYPES.indexOf(type as never),
  education: (level: number) => 300 + level,
  experience: (level: number) => 400 + level,
  urgentlyNeeded: 500,
  roleCategory: (id: number) => 1_000_000 + id,
} as const;

// Migration 0023 (one vocabulary) widened education to ten levels (SD, SMP and D4 joined).
const KEY_BYTES = 16;
const WORKPLACE_BITS = 0;
const EMPLOYMENT_BITS = 2;
const EDUCATION_BITS = 7;
const EXPERIENCE_BITS = 17;
const URGENT_BIT = 26;
const EDUCATION_LEVELS = 10;
const EXPERIENCE_LEVELS = 9;

export type FacetCounts = Map<FacetKey, Map<string, number>>;

/**
 * Adds the facet values of every job key in `keys` (16 bytes each, as string_agg(facet_key)
 * returns them) to `counts`, for the dimensions in `dimensions` only.
 */
export function countFacetKeys(
  keys: Uint8Array | null,
  dimensions: readonly FacetKey[],
  counts: FacetCounts,
): void {
  if (!keys || keys.length === 0 || dimensions.length === 0) return;
  const view = new DataView(keys.buffer, keys.byteOffset, keys.byteLength);
  const wanted = new Set(dimensions);
  const tally = (dimension: FacetKey) => {
    let map = counts.get(dimension);
    if (!map) counts.set(dimension, (map = new Map()));
    return map;
  };
  // Small dimensions count into arrays first: no string per job.
  const cities = new Map<number, number>();
  const industries = new Map<number, number>();
  const categories = new Map<number, number>();
  const workplaces = new Int32Array(WORKPLACE_TYPES.length + 1);
  const employments = new Int32Array(EMPLOYMENT_TYPES.length);
  const educations = new Int32Array(EDUCATION_LEVELS);
  const experiences = new Int32Array(EXPERIENCE_LEVELS);
  let urgent = 0;
  const withBits =
    wanted.has('workplaceTypes') ||
    wanted.has('employmentTypes') ||
    wanted.has('lastEducations') ||
    wanted.has('experienceLevels') ||
    wanted.has('urgentlyNeeded');
  for (let offset = 0; offset + KEY_BYTES <= keys.byteLength; offset += KEY_BYTES) {
    if (wanted.has('cityIds')) bump(cities, view.getInt32(offset));
    if (wanted.has('industry')) bump(industries, view.getInt32(offset + 4));
    if (wanted.has('jobRoleCategoryIds')) bump(categories, view.getInt32(offset + 8));
    if (!withBits) continue;
    const bits = view.getInt32(offset + 12);
    inc(workplaces, (bits >> WORKPLACE_BITS) & 3);
    for (let i = 0; i < employments.length; i++) {
      if (bits & (1 << (EMPLOYMENT_BITS + i))) inc(employments, i);
    }
    for (let i = 0; i < educations.length; i++) {
      if (bits & (1 << (EDUCATION_BITS + i))) inc(educations, i);
    }
    for (let i = 0; i < experiences.length; i++) {
      if (bits & (1 << (EXPERIENCE_BITS + i))) inc(experiences, i);
    }
    if (bits & (1 << URGENT_BIT)) urgent += 1;
  }
  const add = (dimension: FacetKey, value: string, count: number) => {
    if (count === 0 || !wanted.has(dimension)) return;
    const map = tally(dimension);
    map.set(value, (map.get(value) ?? 0) + count);
  };
  // 0 is "none" for the ids (a job without industry or role category counts nowhere).
  for (const [id, n] of cities) if (id !== 0) add('cityIds', String(id), n);
  for (const [id, n] of industries) if (id !== 0) add('industry', String(id), n);
  for (const [id, n] of categories) if (id !== 0) add('jobRoleCategoryIds', String(id), n);
  WORKPLACE_TYPES.forEach((type, i) => add('workplaceTypes', type, workplaces[i + 1] ?? 0));
  EMPLOYMENT_TYPES.forEach((type, i) => add('employmentTypes', type, employments[i] ?? 0));
  educations.forEach((n, level) => add('lastEducations', String(level), n));
  experiences.forEach((n, level) => add('experienceLevels', String(level), n));
  add('urgentlyNeeded', 'true', urgent);
}

function inc(counts: Int32Array, index: number): void {
  counts[index] = (counts[index] ?? 0) + 1;
}

function bump(map: Map<number, number>, key: number): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}
