// What a picker of a long list (roles, cities) shows for what was typed: the names that contain
// it, at once, and, when the list can be searched (the roles: GET /v1/job-portal/job-role?search=,
// the job search's own matching, docs/decisions/030), what that search found, best first. The
// names typed into the box are often misspelt ("akutan") or in the other language
// ("acountant" on an Indonesian page), which containment alone never finds.

/** Folds case and accents so 'bandung' finds 'Bandung' and 'cafe' finds 'Café'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Searches a list by a text: the ids of the items found, best first. */
export type ListSearch = (text: string, signal: AbortSignal) => Promise<number[]>;

/**
 * The items to show for `text`: with the search's answer for it (`found`), the items it found in
 * its order, then those whose text contains what was typed and the search did not find; without
 * one (not asked, on its way, failed), the containing items alone. No text: every item.
 */
export function matchingItems<Item extends { id: number }>(
  items: readonly Item[],
  text: string,
  found: readonly number[] | null,
  textOf: (item: Item) => string,
): readonly Item[] {
  const needle = foldText(text.trim());
  if (!needle) return items;
  const containing = items.filter((item) => foldText(textOf(item)).includes(needle));
  if (found === null) return containing;
  const byId = new Map(items.map((item) => [item.id, item]));
  const first = found.flatMap((id) => byId.get(id) ?? []);
  const listed = new Set(first.map((item) => item.id));
  return [...first, ...containing.filter((item) => !listed.has(item.id))];
}
