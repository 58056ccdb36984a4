'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SavedJobsStore, SavedState } from './saved-jobs-store';

// The store (and the browser API client under it) is loaded only for signed-in users: guests
// see a sign-in link, and most page views are guests'.
const loadStore = () => import('./saved-jobs-store').then((module) => module.savedJobsStore());

const noSubscription = () => () => undefined;

/** The saved state of one job for the signed-in user, and a way to change it. */
export function useSavedJob(jobId: string | undefined, signedIn: boolean) {
  const [store, setStore] = useState<SavedJobsStore | null>(null);
  useEffect(() => {
    if (!signedIn || !jobId) return;
    let current = true;
    void loadStore()
      .then((loaded) => {
        if (!current) return;
        setStore(loaded);
        loaded.register(jobId);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [jobId, signedIn]);
  const state = useSyncExternalStore<SavedState>(
    store?.subscribe ?? noSubscription,
    () => (store && jobId ? store.state(jobId) : 'unknown'),
    () => 'unknown',
  );
  const pending = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => (store && jobId ? store.isPending(jobId) : false),
    () => false,
  );
  return {
    saved: state === 'saved',
    known: state !== 'unknown',
    pending,
    /** Works before the store has loaded too (a click right after the page appears). */
    toggle: async (next: boolean) => {
      if (!jobId) return;
      const ready = store ?? (await loadStore());
      await ready.toggle(jobId, next);
    },
  };
}
