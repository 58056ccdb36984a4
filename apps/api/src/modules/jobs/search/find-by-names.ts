// Finding items of a short list by their names (the roles the onboarding and profile pickers
// offer) with the job search's own text handling: the words corrected against the vocabulary of
// open jobs (understandText), parsed into the same synonym groups and stems, matched as a job's
// title is, and ordered by the same title part of relevance (docs/decisions/030).
import {
  holdsGroup,
  matchesQuery,
  nameTerms,
  parseSearchQuery,
  type NameTerms,
  type SearchQuery,
} from '@jenjang/domain';
import { titleScore } from './engine/relevance';
import type { SearchLookups } from './search-lookups';
import { understandText } from './understand-search';

/**
 * The items whose names (one per language) a search for `text` finds, best first; items that
 * score alike keep the order they came in. The text is tried as typed (its last word may be
 * unfinished: 'akun' finds Akuntan) and as the job search corrects it ('akutan' → 'akuntan').
 */
export async function findByNames<Item>(
  lookups: SearchLookups,
  text: string,
  items: readonly Item[],
  namesOf: (item: Item) => readonly string[],
): Promise<Item[]> {
  const typed = parseSearchQuery(text, { prefix: true });
  if (typed.terms.length === 0) return [];
  const { parsed: corrected } = await understandText(lookups, text);
  const found: { item: Item; order: number; score: number }[] = [];
  items.forEach((item, order) => {
    const names = nameTerms(namesOf(item));
    const scores = [typed, corrected]
      .filter((query) => query.terms.length > 0 && matchesQuery(names.terms, query.terms))
      .map((query) => titlePart(names, query));
    if (scores.length > 0) found.push({ item, order, score: Math.max(...scores) });
  });
  return found.sort((a, b) => b.score - a.score || a.order - b.order).map((entry) => entry.item);
}

/** The title part of relevance (engine/relevance.ts) of names that match the query. */
function titlePart(names: NameTerms, query: SearchQuery): number {
  const words = query.titleWords.map((word) => [word]);
  const wordsHeld = words.filter((_, i) => holdsGroup(names.words, words, i)).length;
  const groupsHeld = query.terms.filter((_, i) => holdsGroup(names.terms, query.terms, i)).length;
  return titleScore(wordsHeld, words.length, groupsHeld, query.terms.length);
}
