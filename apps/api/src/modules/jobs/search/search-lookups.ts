// Small, slowly changing data every search needs (facet labels, industry slugs, the vocabulary
// of known terms), kept per database for a minute so that a search does not spend a database
// round trip on each (bench/RESULTS.md). Whatever is not found in a copy is looked up again, so
// a new industry or term is never wrongly missing; at worst a removed one lingers a minute.
import type { Database } from '../../../platform/db';
import type { ApiLocale } from '../../../platform/locale';
import { selectSearchTaxonomy, type TaxonomyRow } from './search.queries';
import { selectClosestTerm, selectKnownTerms, selectVocabulary } from './search-index.queries';

const TTL_MS = 60_000;

type Copy<T> = { loaded: number; value: Promise<T> };
const taxonomies = new WeakMap<Database, Copy<TaxonomyRow[]>>();
const vocabularies = new WeakMap<Database, Copy<Set<string>>>();

function cached<T>(
  store: WeakMap<Database, Copy<T>>,
  db: Database,
  load: () => Promise<T>,
  reload = false,
): Promise<T> {
  const copy = store.get(db);
  if (copy && !reload && Date.now() - copy.loaded < TTL_MS) return copy.value;
  const value = load();
  store.set(db, { loaded: Date.now(), value });
  value.catch(() => store.delete(db));
  return value;
}

/** Ids of the industries named by slug, id or name (either language, lowercase). */
export async function findIndustryIds(db: Database, slugsOrIds: string[]): Promise<number[]> {
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
  const first = match(await cached(taxonomies, db, () => selectSearchTaxonomy(db)));
  if (!first.missing) return first.ids;
  return match(await cached(taxonomies, db, () => selectSearchTaxonomy(db), true)).ids;
}

/** Label of facet values that live in the database (`dimension:id` → name in `locale`). */
export async function facetLabeler(
  db: Database,
  locale: ApiLocale,
  keys: string[],
): Promise<(key: string) => string | undefined> {
  const index = (rows: TaxonomyRow[]) =>
    new Map(rows.map((r) => [`${r.kind}:${r.id}`, locale === 'en' ? r.nameEn : r.nameId]));
  let labels = index(await cached(taxonomies, db, () => selectSearchTaxonomy(db)));
  if (keys.some((key) => !labels.has(key))) {
    labels = index(await cached(taxonomies, db, () => selectSearchTaxonomy(db), true));
  }
  return (key) => labels.get(key);
}

/** Which of `terms` the vocabulary knows; the copy answers yes, the database answers no. */
export async function findKnownTerms(db: Database, terms: string[]): Promise<Set<string>> {
  const vocabulary = await cached(vocabularies, db, () => selectVocabulary(db));
  const known = new Set(terms.filter((t) => vocabulary.has(t)));
  // Words the database said it does not know, within the minute, need not be asked again.
  let unknown = unknownTerms.get(db);
  if (!unknown) unknownTerms.set(db, (unknown = new Map()));
  const now = Date.now();
  const unsure = terms.filter((t) => {
    if (known.has(t)) return false;
    const since = unknown.get(t);
    return since === undefined || now - since >= TTL_MS;
  });
  if (unsure.length === 0) return known;
  const found = await selectKnownTerms(db, unsure);
  for (const term of found) known.add(term);
  if (unknown.size >= MAX_CLOSEST_TERMS) unknown.clear();
  for (const term of unsure) if (!known.has(term)) unknown.set(term, now);
  return known;
}

const unknownTerms = new WeakMap<Database, Map<string, number>>();

/**
 * Typo answers: misspelt words are few and repeat ("akutansi", "sofware"), and the vocabulary
 * changes with the search index refresh, so the closest term of a word is kept a minute too.
 */
const closestTerms = new WeakMap<Database, Map<string, Copy<string | null>>>();
const MAX_CLOSEST_TERMS = 5_000;

export function findClosestTerm(db: Database, word: string): Promise<string | null> {
  let memo = closestTerms.get(db);
  if (!memo) closestTerms.set(db, (memo = new Map()));
  const copy = memo.get(word);
  if (copy && Date.now() - copy.loaded < TTL_MS) return copy.value;
  const value = selectClosestTerm(db, word);
  if (memo.size >= MAX_CLOSEST_TERMS) memo.clear();
  memo.set(word, { loaded: Date.now(), value });
  value.catch(() => memo.delete(word));
  return value;
}
