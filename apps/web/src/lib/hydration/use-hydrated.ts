'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates the server's HTML, true from then on (and at once in a page rendered
 * in the browser). Until hydration no handler is attached: a typed letter, a chosen option or a
 * click would be lost, or reset when react-hook-form registers the field.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
