import { analyzeForIndex, type IndexParts } from './analyze';
import { parseSearchQuery, type SearchQuery } from './query';

// Shared by the search tests; not exported from the package. Mirrors what PostgreSQL does with
// the tsquery (without prefixes): every OR-group needs one of its lexemes in the job's terms.

export function termsOf(parts: Partial<IndexParts>): Set<string> {
  const { titleTerms, bodyTerms } = analyzeForIndex({
    role: '',
    company: '',
    skills: [],
    description: '',
    ...parts,
  });
  return new Set(`${titleTerms} ${bodyTerms}`.split(' ').filter(Boolean));
}

export function satisfies(query: SearchQuery, terms: ReadonlySet<string>): boolean {
  return query.terms.every((group) => group.some((lexeme) => terms.has(lexeme)));
}

/** Does a search for `query` find a job with these fields? False for a query without terms. */
export function finds(query: string, job: Partial<IndexParts>): boolean {
  const parsed = parseSearchQuery(query);
  return parsed.terms.length > 0 && satisfies(parsed, termsOf(job));
}
