import { normalize, type Suggestion } from '@jenjang/domain';
import type { Database } from '../../../platform/db';
import { selectSuggestions } from './search-index.queries';

/** Roles, companies and cities as the visitor types, typo-tolerant, with open-job counts. */
export async function suggestSearches(
  deps: { db: Database },
  input: { q: string; limit: number },
): Promise<Suggestion[]> {
  const normalized = normalize(input.q).slice(0, 80);
  if (normalized.length === 0) return [];
  const rows = await selectSuggestions(deps.db, normalized, input.limit);
  return rows.map((row) => ({
    kind: row.kind as Suggestion['kind'],
    label: row.label,
    ref: row.ref,
    jobCount: row.jobCount,
  }));
}
