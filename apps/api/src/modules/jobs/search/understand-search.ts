// What a search asks, in the terms both engines take: the analysed (and typo-corrected) text as
// the domain parsed it, the filters with industry slugs resolved, now, the sort and the page.
import {
  needsSpellCheck,
  parseSearchQuery,
  stemToken,
  tokenize,
  wibDateOf,
  type JobSearchFilters,
  type SearchQuery,
  type SortParam,
} from '@jenjang/domain';
import type { EngineInput, EngineQuery } from './engine/evaluate';
import { dayNumber } from './engine/job-store';
import type { SearchDeps } from './job-search';
import type { SearchLookups } from './search-lookups';
import type { SearchSql } from './search.queries';

export type UnderstoodText = { parsed: SearchQuery; correctedSearch: string | null };

export type PageRequest = EngineInput;

/**
 * The query and page of a search. `text` reuses text understood before (the relaxations of a
 * search count with the words its page was searched with).
 */
export async function understandSearch(
  deps: Pick<SearchDeps, 'clock' | 'lookups'>,
  filters: JobSearchFilters,
  request: { sort?: SortParam | undefined; page: number; limit: number; facets: boolean },
  text?: UnderstoodText,
): Promise<{ q: SearchSql; text: UnderstoodText; page: PageRequest }> {
  const understood = text ?? (await understandText(deps.lookups, filters.text));
  const { parsed } = understood;
  const now = deps.clock.now();
  const q: SearchSql = {
    wibToday: wibDateOf(now),
    nowMs: now.getTime(),
    tsquery: parsed.tsquery,
    terms: parsed.terms,
    titleWords: parsed.titleWords,
    titleCities: parsed.titleCities,
    cityIds: filters.cityIds,
    workplaceTypes: filters.workplaceTypes,
    employmentTypes: filters.employmentTypes,
    lastEducations: filters.lastEducations,
    experienceLevels: filters.experienceLevels,
    industryIds: await deps.lookups.findIndustryIds(filters.industries),
    jobRoleCategoryIds: filters.jobRoleCategoryIds,
    jobRoleIds: filters.jobRoleIds,
    urgentlyNeeded: filters.urgentlyNeeded,
    salaryMin: filters.salaryMin,
    salaryMax: filters.salaryMax,
    includeNegotiableSalary: filters.includeNegotiableSalary,
  };
  // An industry that does not exist matches nothing rather than everything.
  if (filters.industries.length > 0 && q.industryIds.length === 0) q.industryIds = [-1];

  const sort: SortParam = request.sort ?? (parsed.tsquery ? 'mostRelevant' : 'publishedAt');
  const offset = (request.page - 1) * request.limit;
  return {
    q,
    text: understood,
    page: { sort, limit: request.limit, offset, facets: request.facets },
  };
}

/** The in-memory engine's form of a query: the same terms, today as a day number. */
export const engineQuery = (q: SearchSql): EngineQuery => ({
  ...q,
  groups: q.terms,
  todayDay: dayNumber(q.wibToday),
});

/**
 * Parses the text and corrects words the index has never seen to the closest known term
 * ("sofware enginer" → "software engineer"), keeping words that are known. Words of synonym
 * phrases match through their group even when misspelt ("programer"); their title words are
 * corrected for ranking only. Correction is a help, not a need: when the vocabulary cannot be
 * read (the database is unreachable), the text is searched as typed.
 */
export async function understandText(
  lookups: SearchLookups,
  text: string,
): Promise<UnderstoodText> {
  const parsed = parseSearchQuery(text);
  const asTyped = { parsed, correctedSearch: null };
  if (!parsed.tsquery) return asTyped;
  const candidates = parsed.words.filter(needsSpellCheck);
  const checked = new Set(candidates.map(stemToken));
  const phraseWords = parsed.titleWords.filter((w) => needsSpellCheck(w) && !checked.has(w));
  if (candidates.length === 0 && phraseWords.length === 0) return asTyped;

  const replacements = new Map<string, string>();
  const titleWordFixes = new Map<string, string>();
  try {
    const known = await lookups.findKnownTerms([
      ...new Set([...candidates.flatMap((w) => [w, stemToken(w)]), ...phraseWords]),
    ]);
    for (const word of candidates) {
      if (known.has(word) || known.has(stemToken(word))) continue;
      const closest = await lookups.findClosestTerm(word);
      if (closest && closest !== word) replacements.set(word, closest);
    }
    for (const word of phraseWords) {
      if (known.has(word)) continue;
      const closest = await lookups.findClosestTerm(word);
      if (closest) titleWordFixes.set(word, stemToken(closest));
    }
  } catch {
    return asTyped;
  }

  let understood: UnderstoodText = asTyped;
  if (replacements.size > 0) {
    const corrected = tokenize(text)
      .map((word) => replacements.get(word) ?? word)
      .join(' ');
    const reparsed = parseSearchQuery(corrected);
    understood = { parsed: reparsed, correctedSearch: reparsed.tsquery ? corrected : null };
  }
  if (titleWordFixes.size === 0) return understood;
  const titleWords = understood.parsed.titleWords.map((w) => titleWordFixes.get(w) ?? w);
  return {
    ...understood,
    parsed: { ...understood.parsed, titleWords: [...new Set(titleWords)] },
  };
}
