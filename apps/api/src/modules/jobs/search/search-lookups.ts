// Small, slowly changing data every search needs (facet labels, industry slugs, the vocabulary
// of known terms, typo answers), kept for a minute so that a search does not spend a database
// round trip on each (bench/RESULTS.md). Whatever is not found in a copy is looked up again, so a
// new industry or term is never wrongly missing; at worst a removed one lingers a minute. While
// the database cannot be reached, the last copies keep serving (docs/decisions/013).
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import type { ApiLocale } from '../../../platform/locale';
import { selectSearchTaxonomy, type TaxonomyRow } from './search.queries';
import { selectClosestTerm, selectKnownTerms, selectVocabulary } from './search-index.queries';

const TTL_MS = 60_000;
const MAX_WORDS = 5_000;

export type SearchLookups = {
  /** Ids of the industries named by slug, id or name (either language, lowercase). */
  findIndustryIds(slugsOrIds: string[]): Promise<number[]>;
  /** Label of facet values that live in the database (`dimension:id` → name in `locale`). */
  facetLabeler(locale: ApiLocale, keys: string[]): Promise<(key: string) => string | undefined>;
  /** Which of `terms` the vocabulary knows; the copy answers yes, the database answers no. */
  findKnownTerms(terms: string[]): Promise<Set<string>>;
  /** The known term closest to a misspelt word ("sofware" → "software"), or null. */
  findClosestTerm(word: string): Promise<string | null>;
};

export function createSearchLookups(deps: { db: Database; clock: Clock }): SearchLookups {
  const { db } = deps;
  const perf = { now: () => deps.clock.now().getTime() };
  // One entry each; a failed reload keeps serving the last copy.
  const copyOptions = {
    max: 1,
    ttl: TTL_MS,
    perf,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
  } as const;
  const taxonomy = new LRUCache<'all', TaxonomyRow[]>({
    ...copyOptions,
    fetchMethod: () => selectSearchTaxonomy(db),
  });
  const vocabulary = new LRUCache<'all', Set<string>>({
    ...copyOptions,
    fetchMethod: () => selectVocabulary(db),
  });
  // Words the database said it does not know, within the minute, need not be asked again.
  const unknownTerms = new LRUCache<string, true>({ max: MAX_WORDS, ttl: TTL_MS, perf });
  // Misspelt words are few and repeat ("akutansi", "sofware"): their answers are kept a minute.
  const closestTerms = new LRUCache<string, { term: string | null }>({
    max: MAX_WORDS,
    ttl: TTL_MS,
    perf,
    fetchMethod: async (word) => ({ term: await selectClosestTerm(db, word) }),
  });
  const taxonomyRows = async (reload = false) =>
    (await taxonomy.fetch('all', { forceRefresh: reload })) ?? [];

  return {
    async findIndustryIds(slugsOrIds) {
      if (slugsOrIds.length === 0) return [];
      const match = (rows: TaxonomyRow[]) => {
        const ids = new Set<number>();
        let missing = false;
        for (const wanted of slugsOrIds) {
          const found = rows.filter(
            (r) =>
              r.kind === 'industry' &&
              (r.slug === wanted ||
                String(r.id) === wanted ||
                r.nameId.toLowerCase() === wanted ||
                r.nameEn.toLowerCase() === wanted),
          );
          if (found.length === 0) missing = true;
          for (const row of found) ids.add(row.id);
        }
        return { ids: [...ids], missing };
      };
      const first = match(await taxonomyRows());
      if (!first.missing) return first.ids;
      return match(await taxonomyRows(true)).ids;
    },

    async facetLabeler(locale, keys) {
      const index = (rows: TaxonomyRow[]) =>
        new Map(rows.map((r) => [`${r.kind}:${r.id}`, locale === 'en' ? r.nameEn : r.nameId]));
      let labels = index(await taxonomyRows());
      if (keys.some((key) => !labels.has(key))) labels = index(await taxonomyRows(true));
      return (key) => labels.get(key);
    },

    async findKnownTerms(terms) {
      const copy = (await vocabulary.fetch('all')) ?? new Set<string>();
      const known = new Set(terms.filter((t) => copy.has(t)));
      const unsure = terms.filter((t) => !known.has(t) && !unknownTerms.has(t));
      if (unsure.length === 0) return known;
      const found = await selectKnownTerms(db, unsure);
      for (const term of found) known.add(term);
      for (const term of unsure) if (!known.has(term)) unknownTerms.set(term, true);
      return known;
    },

    async findClosestTerm(word) {
      return (await closestTerms.fetch(word))?.term ?? null;
    },
  };
}
