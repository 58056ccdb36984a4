/**
 * Matching a search against a few items in memory (mentors, the roles of a picker) as PostgreSQL
 * matches the job search's tsquery against a job: every OR-group of the query needs one of its
 * lexemes among the item's terms. What is typed into such a box is often unfinished, so the
 * last group also matches as a prefix of three letters or more ('akun' finds 'akuntan').
 */
import { analyzeForIndex, analyzeTerms } from './analyze';

const MIN_PREFIX_LENGTH = 3;

/** Whether `terms` hold group `index` of `groups` (the last group also as a prefix). */
export function holdsGroup(
  terms: ReadonlySet<string>,
  groups: readonly (readonly string[])[],
  index: number,
): boolean {
  const group = groups[index] ?? [];
  const last = index === groups.length - 1;
  return group.some(
    (lexeme) =>
      terms.has(lexeme) ||
      (last &&
        lexeme.length >= MIN_PREFIX_LENGTH &&
        [...terms].some((term) => term.startsWith(lexeme))),
  );
}

/** Whether the terms hold every group of the query. */
export function matchesQuery(
  terms: ReadonlySet<string>,
  groups: readonly (readonly string[])[],
): boolean {
  return groups.every((_, index) => holdsGroup(terms, groups, index));
}

export type NameTerms = {
  /** What the names are found by: stems, words and synonym tokens, as a job's title terms. */
  terms: Set<string>;
  /** The stems of the names' own words (no synonyms), as a job's own title words. */
  words: Set<string>;
};

/**
 * The terms of a short name given in several languages ('Akuntan', 'Accountant'), analysed as
 * the job search analyses a job's title, so the same query finds it by the same words.
 */
export function nameTerms(names: readonly string[]): NameTerms {
  const analysed = analyzeForIndex({
    role: names[0] ?? '',
    roleNames: names.slice(1),
    company: '',
    skills: [],
    description: '',
  });
  return {
    terms: new Set(analysed.titleTerms.split(' ').filter(Boolean)),
    words: new Set(names.flatMap(analyzeTerms)),
  };
}
