'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { savedJobsStore, type SavedState } from './saved-jobs-store';

/** The saved state of one job for the signed-in user, and a way to change it. */
export function useSavedJob(jobId: string | undefined, signedIn: boolean) {
  const store = savedJobsStore();
  useEffect(() => {
    if (signedIn && jobId) store.register(jobId);
  }, [jobId, signedIn, store]);
  const state = useSyncExternalStore<SavedState>(
    store.subscribe,
    () => (jobId ? store.state(jobId) : 'unknown'),
    () => 'unknown',
  );
  const pending = useSyncExternalStore(
    store.subscribe,
    () => (jobId ? store.isPending(jobId) : false),
    () => false,
  );
  return {
    saved: state === 'saved',
    known: state !== 'unknown',
    pending,
    toggle: (next: boolean) => (jobId ? store.toggle(jobId, next) : Promise.resolve()),
  };
}
