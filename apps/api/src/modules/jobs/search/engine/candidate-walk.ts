// The loop of a search that visits its candidates one by one (the text matches, or every slot):
// it keeps the slots that pass every filter and tallies the facets. Two ways, one answer:
// `walkSlots` reads each job's facet columns and counts them per job; `walkGroups` reads the
// job's facet-cube group and city only and counts per group, spreading the groups' counts over
// the facets once at the end — about a third of the work per job, for a fixed cost per group,
// so it pays when the candidates outnumber the groups (evaluate.ts decides).
import type { FacetCube } from './facet-cube';
import type { FacetTally } from './facet-tally';
import {
  D_CITY,
  failedDimensions,
  passesNonFacetFilters,
  withoutCity,
  type FilterPlan,
} from './filter-plan';
import type { JobStore } from './job-store';

/** Where a walk reads its candidates and writes the matching slots (ascending). */
export type Walk = {
  /** The candidate slots, ascending; null = every slot of the store. */
  candidates: Int32Array | null;
  count: number;
  /** Jobs past their last day on this day (and dead slots) are not candidates. */
  today: number;
  matched: Int32Array;
};

/** Per-group counters of `walkGroups`, reused by every search (grown with the cube). */
export class GroupCounters {
  fail = new Int32Array(0);
  matches = new Int32Array(0);
  failures = new Int32Array(0);

  fit(groups: number): void {
    if (this.fail.length >= groups) return;
    const size = Math.max(groups, 1024) * 2;
    this.fail = new Int32Array(size);
    this.matches = new Int32Array(size);
    this.failures = new Int32Array(size);
  }
}

/** Walks the candidates testing each job's own columns; answers how many matched. */
export function walkSlots(
  store: JobStore,
  plan: FilterPlan,
  walk: Walk,
  tally: FacetTally | null,
): number {
  const { candidates, count, today, matched } = walk;
  const { deadlineDay, city, industry, category, jobRole, flags, salaryLow, salaryHigh } = store;
  const checkOthers = plan.roles !== null || plan.salaryFiltered;
  let matchedCount = 0;
  // One tight loop (no call per job but the inlined filter test).
  for (let i = 0; i < count; i++) {
    const slot = candidates ? candidates[i]! : i;
    // Dead (replaced or closed) slots read as past their deadline.
    if (deadlineDay[slot]! < today) continue;
    // Conditions that are not facets must always hold; facet dimensions may fail once (counted
    // in that dimension's facet only: disjunctive facets).
    if (checkOthers && !passesNonFacetFilters(plan, jobRole, salaryLow, salaryHigh, slot)) continue;
    const cityIndex = city[slot]!;
    const industryIndex = industry[slot]!;
    const categoryIndex = category[slot]!;
    const bits = flags[slot]!;
    const failed = failedDimensions(plan, cityIndex, industryIndex, categoryIndex, bits);
    if (failed !== 0) {
      // Exactly one failed dimension: the job counts in that dimension's facet only.
      if (tally !== null && (failed & (failed - 1)) === 0) {
        tally.addFailed(failed, cityIndex, industryIndex, categoryIndex, bits, 1);
      }
      continue;
    }
    matched[matchedCount++] = slot;
    tally?.addMatch(cityIndex, industryIndex, categoryIndex, bits, 1);
  }
  return matchedCount;
}

/**
 * The same answer as `walkSlots`, counted by facet-cube group: the filters but the city's are
 * decided once per group, and a job adds one to its group's counter and one to its city's. The
 * cube must be usable and of the walk's day (it then counts exactly the jobs open that day).
 */
export function walkGroups(
  store: JobStore,
  cube: FacetCube,
  plan: FilterPlan,
  walk: Walk,
  tally: FacetTally | null,
  counters: GroupCounters,
): number {
  const { candidates, count, matched } = walk;
  const groups = cube.groups;
  counters.fit(groups);
  const { fail, matches, failures } = counters;
  const rest = withoutCity(plan);
  for (let g = 0; g < groups; g++) {
    fail[g] = failedDimensions(rest, 0, cube.industry[g]!, cube.category[g]!, cube.flags[g]!);
  }
  matches.fill(0, 0, groups);
  failures.fill(0, 0, groups);
  const cityCount = store.cities.values.length;
  const cityFail = new Int32Array(cityCount);
  if (plan.cities !== null) {
    for (let c = 0; c < cityCount; c++) cityFail[c] = plan.cities[c] === 1 ? 0 : D_CITY;
  }
  // Counted whether or not facets were asked for: one loop, and the counts are cheap.
  const cityCounts = tally?.cities ?? new Int32Array(cityCount);
  const { slotGroup } = cube;
  const { city, jobRole, salaryLow, salaryHigh } = store;
  const checkOthers = plan.roles !== null || plan.salaryFiltered;
  let matchedCount = 0;
  for (let i = 0; i < count; i++) {
    const slot = candidates ? candidates[i]! : i;
    const group = slotGroup[slot]!;
    // Not counted in the cube: past its last day, or dead.
    if (group < 0) continue;
    if (checkOthers && !passesNonFacetFilters(plan, jobRole, salaryLow, salaryHigh, slot)) continue;
    const cityIndex = city[slot]!;
    const groupFailed = fail[group]!;
    const failed = groupFailed | cityFail[cityIndex]!;
    if (failed === 0) {
      matched[matchedCount++] = slot;
      matches[group]! += 1;
      cityCounts[cityIndex]! += 1;
    } else if (failed === D_CITY) {
      cityCounts[cityIndex]! += 1;
    } else if (failed === groupFailed && (failed & (failed - 1)) === 0) {
      // The city passes and the group fails exactly one filter: counted in that facet.
      failures[group]! += 1;
    }
  }
  if (tally !== null) {
    for (let g = 0; g < groups; g++) {
      const matching = matches[g]!;
      const failing = failures[g]!;
      if (matching === 0 && failing === 0) continue;
      const industry = cube.industry[g]!;
      const category = cube.category[g]!;
      const flags = cube.flags[g]!;
      if (matching > 0) tally.addMatchExceptCity(industry, category, flags, matching);
      if (failing > 0) tally.addFailed(fail[g]!, 0, industry, category, flags, failing);
    }
  }
  return matchedCount;
}
