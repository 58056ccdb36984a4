// The jobs picked for bulk apply, and the apply counter (spec section 9: a local storage key),
// kept in this browser under the per-user prefix so signing out forgets them (stored-state.ts).
// No API client and no zod here: the job cards of public pages load it.
import { USER_STORAGE_PREFIX } from '@/lib/auth/stored-state';

export type SelectedJob = { id: string; role: string; company: string };

export const SELECTION_KEY = `${USER_STORAGE_PREFIX}bulk-apply`;
export const APPLY_COUNTER_KEY = `${USER_STORAGE_PREFIX}apply-counter`;
/** Jobs in one bulk apply (the API's BULK_APPLY_MAX_JOBS). */
export const MAX_SELECTED = 50;
const CHANGE_EVENT = 'jenjang:bulk-apply';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable (private modes): the selection lives as long as the page
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let cache: { raw: string | null; jobs: SelectedJob[] } = { raw: null, jobs: [] };

/** The selection; the same array while unchanged (useSyncExternalStore needs that). */
export function selectedJobs(): SelectedJob[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SELECTION_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cache.raw) {
    const parsed = read<unknown>(SELECTION_KEY, []);
    const jobs = Array.isArray(parsed)
      ? parsed.filter(
          (j): j is SelectedJob =>
            typeof j === 'object' && j !== null && typeof (j as SelectedJob).id === 'string',
        )
      : [];
    cache = { raw, jobs };
  }
  return cache.jobs;
}

export function subscribeSelection(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** Adds or removes a job; false when the selection is full. */
export function toggleSelected(job: SelectedJob, on: boolean): boolean {
  const current = selectedJobs().filter((j) => j.id !== job.id);
  if (on && current.length >= MAX_SELECTED) return false;
  write(SELECTION_KEY, on ? [...current, job] : current);
  return true;
}

export function removeSelected(ids: readonly string[]): void {
  const gone = new Set(ids);
  write(
    SELECTION_KEY,
    selectedJobs().filter((j) => !gone.has(j.id)),
  );
}

export function clearSelection(): void {
  write(SELECTION_KEY, []);
}

/** Applications sent from this browser today (WIB day), for the counter. */
export function appliedToday(today: string): number {
  const counter = read<{ day?: string; count?: number }>(APPLY_COUNTER_KEY, {});
  return counter.day === today && typeof counter.count === 'number' ? counter.count : 0;
}

export function countApplied(today: string, applied: number): number {
  const next = appliedToday(today) + applied;
  write(APPLY_COUNTER_KEY, { day: today, count: next });
  return next;
}
