// Which jobs on screen the signed-in user has saved, and toggling them. Job cards are rendered
// on the server (and cached), so whether each is saved is asked by the browser: the buttons of a
// page register their job ids, and one request (GET /saved/ids) answers for all of them.
// The answers are typed by the domain's contracts but not parsed: this runs on the public pages,
// which must not ship zod.
import type { SavedJobIdsResponse, SavedJobResponse } from '@jenjang/domain';
import { apiClient } from '@/lib/auth/browser-api';

export type SavedState = 'unknown' | 'saved' | 'not-saved';

type Listener = () => void;

/** How long registrations are gathered into one request. */
const BATCH_DELAY_MS = 30;
/** The API answers for at most this many ids per request. */
const MAX_IDS_PER_REQUEST = 100;

export type SavedJobsApi = {
  savedAmong(jobIds: string[]): Promise<string[]>;
  save(jobId: string): Promise<boolean>;
  unsave(jobId: string): Promise<boolean>;
};

export const httpSavedJobsApi: SavedJobsApi = {
  async savedAmong(jobIds) {
    const body = await apiClient.request<SavedJobIdsResponse>('/v1/explore-job/job/saved/ids', {
      query: { jobIds },
    });
    return body.data.jobIds;
  },
  async save(jobId) {
    const body = await apiClient.request<SavedJobResponse>(
      `/v1/job-portal/job/${encodeURIComponent(jobId)}/save`,
      { method: 'POST' },
    );
    return body.data.saved;
  },
  async unsave(jobId) {
    const body = await apiClient.request<SavedJobResponse>(
      `/v1/job-portal/job/${encodeURIComponent(jobId)}/save`,
      { method: 'DELETE' },
    );
    return body.data.saved;
  },
};

export function createSavedJobsStore(api: SavedJobsApi = httpSavedJobsApi) {
  const states = new Map<string, SavedState>();
  const pending = new Set<string>();
  const listeners = new Set<Listener>();
  let queued = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  async function flush(): Promise<void> {
    timer = null;
    const ids = [...queued];
    queued = new Set();
    for (let start = 0; start < ids.length; start += MAX_IDS_PER_REQUEST) {
      const chunk = ids.slice(start, start + MAX_IDS_PER_REQUEST);
      try {
        const saved = new Set(await api.savedAmong(chunk));
        for (const id of chunk) {
          if (!pending.has(id)) states.set(id, saved.has(id) ? 'saved' : 'not-saved');
        }
      } catch {
        // Unknown stays unknown: the button still works, it just starts from "not saved".
        for (const id of chunk) if (!states.has(id)) states.set(id, 'not-saved');
      }
    }
    emit();
  }

  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state(jobId: string): SavedState {
      return states.get(jobId) ?? 'unknown';
    },
    isPending(jobId: string): boolean {
      return pending.has(jobId);
    },
    /** Asks (batched) whether the job is saved, once per job. */
    register(jobId: string): void {
      if (states.has(jobId) || queued.has(jobId)) return;
      queued.add(jobId);
      timer ??= setTimeout(() => void flush(), BATCH_DELAY_MS);
    },
    /** Optimistic: shows the new state at once and rolls back when the API refuses. */
    async toggle(jobId: string, next: boolean): Promise<void> {
      if (pending.has(jobId)) return;
      const before = states.get(jobId) ?? 'not-saved';
      pending.add(jobId);
      states.set(jobId, next ? 'saved' : 'not-saved');
      emit();
      try {
        const saved = next ? await api.save(jobId) : await api.unsave(jobId);
        states.set(jobId, saved ? 'saved' : 'not-saved');
      } catch (error) {
        states.set(jobId, before);
        throw error;
      } finally {
        pending.delete(jobId);
        emit();
      }
    },
  };
}

export type SavedJobsStore = ReturnType<typeof createSavedJobsStore>;

let shared: SavedJobsStore | null = null;

/** One store per page load. */
export function savedJobsStore(): SavedJobsStore {
  shared ??= createSavedJobsStore();
  return shared;
}
