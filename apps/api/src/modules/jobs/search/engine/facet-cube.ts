// The facet cube: the open jobs of one day grouped by everything a facet filter can ask about
// except the city (industry, role category and the flag bits), each group with a count per city,
// kept up to date as jobs are added and removed. A search without text, role or salary filters
// counts its exact total and facets over the groups instead of over every job: the arithmetic
// of the walk over slots, with each group weighing its counts. Jobs look alike along these
// columns (at 100k open jobs, 17k groups; the city alone would multiply them by 18), which is
// what makes it pay; when they do not, `worthUsing` says so and searches walk the slots.
import { FLAG_SPAN } from './job-flags';
import type { JobStore } from './job-store';

// A group's key packs its columns into one exact double (< 2^53): industry + 1 and category + 1
// (10 bits each) above the flags (FLAG_SPAN, as wide as job-flags.ts makes them).
const ID_LIMIT = (1 << 10) - 1;
/** More cities than this (a per-city row each) and the cube is not worth keeping. */
export const MAX_CITY_COLUMNS = 64;

export class FacetCube {
  groups = 0;
  industry = new Int32Array(1024);
  category = new Int32Array(1024);
  flags = new Int32Array(1024);
  /** Jobs per group, all cities together. */
  total = new Int32Array(1024);
  /** Jobs per group and city: row `group`, column = the city's dense index. */
  byCity: Int32Array;
  /** Columns of `byCity`: the cities the store knew when the cube was built, plus room. */
  readonly width: number;
  /** Jobs per city, all groups together. */
  byCityTotal: Int32Array;
  /** Jobs counted (open, not past `day`). */
  jobs = 0;
  /** False once a job held a value the cube cannot hold: searches then walk the slots. */
  usable = true;
  /** A city beyond the columns made it unusable: a cube built afresh (wider) would hold it. */
  outgrown = false;
  private readonly groupOf = new Map<number, number>();
  /**
   * The group each slot is counted in; -1 = not counted (past its last day on `day`, or dead).
   * A removal subtracts exactly what was added, and a walk over slots reads a job's facet
   * columns as one group (evaluate.ts).
   */
  slotGroup: Int32Array;

  /** Groups every slot that is open on `day` (days since 1970-01-01, Jakarta). */
  constructor(
    private readonly store: JobStore,
    readonly day: number,
  ) {
    this.width = Math.min(MAX_CITY_COLUMNS, store.cities.values.length + 8);
    this.byCity = new Int32Array(1024 * this.width);
    this.byCityTotal = new Int32Array(this.width);
    this.slotGroup = new Int32Array(Math.max(1024, store.size)).fill(-1);
    for (let slot = 0; slot < store.size; slot++) this.add(slot);
  }

  /** Worth it when a group stands for several jobs on average. */
  worthUsing(): boolean {
    return this.usable && this.groups * 4 <= this.jobs;
  }

  /** Counts a slot just written (jobs past their last day, and dead slots, are not counted). */
  add(slot: number): void {
    const store = this.store;
    if (slot >= this.slotGroup.length) {
      const grown = new Int32Array(Math.max(slot + 1, this.slotGroup.length * 2)).fill(-1);
      grown.set(this.slotGroup);
      this.slotGroup = grown;
    }
    if (store.deadlineDay[slot]! < this.day) return;
    const key = this.keyOf(slot);
    const city = store.city[slot]!;
    if (key === null || city >= this.width) {
      this.usable = false;
      this.outgrown ||= key !== null && this.width < MAX_CITY_COLUMNS;
      return;
    }
    let group = this.groupOf.get(key);
    if (group === undefined) {
      group = this.newGroup(slot);
      this.groupOf.set(key, group);
    }
    this.total[group]! += 1;
    this.byCity[group * this.width + city]! += 1;
    this.byCityTotal[city]! += 1;
    this.jobs += 1;
    this.slotGroup[slot] = group;
  }

  /** Uncounts a slot about to be marked dead (its columns still hold what `add` read). */
  remove(slot: number): void {
    const group = this.slotGroup[slot] ?? -1;
    if (group < 0) return;
    this.slotGroup[slot] = -1;
    this.total[group]! -= 1;
    const city = this.store.city[slot]!;
    this.byCity[group * this.width + city]! -= 1;
    this.byCityTotal[city]! -= 1;
    this.jobs -= 1;
  }

  private keyOf(slot: number): number | null {
    const store = this.store;
    const industry = store.industry[slot]! + 1;
    const category = store.category[slot]! + 1;
    if (industry > ID_LIMIT || category > ID_LIMIT) return null;
    return (industry * (ID_LIMIT + 1) + category) * FLAG_SPAN + (store.flags[slot]! >>> 0);
  }

  private newGroup(slot: number): number {
    if (this.groups === this.total.length) {
      const grow = (old: Int32Array) => {
        const next = new Int32Array(old.length * 2);
        next.set(old);
        return next;
      };
      this.industry = grow(this.industry);
      this.category = grow(this.category);
      this.flags = grow(this.flags);
      this.total = grow(this.total);
      this.byCity = grow(this.byCity);
    }
    const group = this.groups++;
    const store = this.store;
    this.industry[group] = store.industry[slot]!;
    this.category[group] = store.category[slot]!;
    this.flags[group] = store.flags[slot]!;
    return group;
  }
}
