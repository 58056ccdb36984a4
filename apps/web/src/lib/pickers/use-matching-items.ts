'use client';

import { useEffect, useMemo, useState } from 'react';
import { matchingItems, type ListSearch } from './name-matches';

/** Typing pauses this long before the list is searched: one request per word, not per letter. */
const SEARCH_DELAY_MS = 200;

/**
 * The items a picker shows for `text` (matchingItems): the containing names at once, joined by
 * the search's answer when it arrives. An answer to an older text is never shown; a failed
 * search leaves the containing names.
 */
export function useMatchingItems<Item extends { id: number }>(
  items: readonly Item[],
  text: string,
  textOf: (item: Item) => string,
  search?: ListSearch,
): readonly Item[] {
  const [answer, setAnswer] = useState<{ text: string; ids: number[] } | null>(null);
  const wanted = text.trim();

  useEffect(() => {
    if (!search || !wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(wanted, controller.signal).then(
        (ids) => setAnswer({ text: wanted, ids }),
        () => {}, // aborted or failed: the containing names stay
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, wanted]);

  const found = answer !== null && answer.text === wanted ? answer.ids : null;
  return useMemo(() => matchingItems(items, text, found, textOf), [items, text, found, textOf]);
}
