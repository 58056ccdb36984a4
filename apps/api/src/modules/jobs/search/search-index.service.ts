// Keeps search structures current: analysed terms of new jobs, denormalised ranking columns,
// the vocabulary for typo correction and the autocomplete suggestions.
import {
  SEARCH_ANALYZER_VERSION,
  SYNONYM_GROUPS,
  analyzeForIndex,
  jobIndexParts,
  normalize,
  synonymToken,
  wibDateOf,
  type JobTextFields,
} from '@jenjang/domain';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import {
  rebuildVocabulary,
  refreshJobDenormalisedColumns,
  replaceSuggestions,
  selectJobTextsByIds,
  selectJobsToAnalyze,
  selectSuggestionSources,
  updateJobSearchTerms,
  type JobTextRow,
  type SuggestionRow,
} from './search-index.queries';

export type SearchIndexDeps = { db: Database; clock: Clock };

const BATCH = 500;

/**
 * Analyses every job without search terms or with terms of an older analyzer version (after a
 * change of analysis, the next refresh brings stored jobs up to date); returns how many.
 */
export async function analyzeNewJobs(deps: SearchIndexDeps): Promise<number> {
  const version = SEARCH_ANALYZER_VERSION;
  let analysed = 0;
  for (;;) {
    const rows = await selectJobsToAnalyze(deps.db, { version, limit: BATCH });
    if (rows.length === 0) return analysed;
    await updateJobSearchTerms(deps.db, { version, rows: rows.map(analyzeRow) });
    analysed += rows.length;
  }
}

function analyzeRow(row: JobTextRow) {
  return { id: row.id, ...analyzeJobTexts(row) };
}

/**
 * The analysed search terms of a job's texts, as a refresh stores them; a writer of many new
 * jobs at once (the demo seed) stores them with the rows instead of leaving them to a refresh.
 */
export function analyzeJobTexts(fields: JobTextFields) {
  const terms = analyzeForIndex(jobIndexParts(fields));
  // Jobs search and rank on the title; a job always has a role, '-' keeps the column filled.
  return {
    titleTerms: terms.titleTerms || '-',
    bodyTerms: terms.bodyTerms,
    titleWords: terms.titleWords,
  };
}

/**
 * Analyses these jobs now, in the request that wrote them (the employer's editor): the write
 * takes a new change number (migration 0008), so the next search already finds the job by its
 * words instead of waiting for the next refresh.
 */
export async function analyzeJobsNow(db: Database, ids: string[]): Promise<void> {
  const rows = await selectJobTextsByIds(db, ids);
  await updateJobSearchTerms(db, { version: SEARCH_ANALYZER_VERSION, rows: rows.map(analyzeRow) });
}

export async function refreshSearchIndex(
  deps: SearchIndexDeps,
): Promise<{ analysed: number; vocabulary: number; suggestions: number }> {
  const analysed = await analyzeNewJobs(deps);
  const now = deps.clock.now();
  await refreshJobDenormalisedColumns(deps.db, { now, wibToday: wibDateOf(now) });
  const vocabulary = await rebuildVocabulary(
    deps.db,
    SYNONYM_GROUPS.map((group) => synonymToken(group.id)),
  );
  const suggestions = await rebuildSuggestions(deps);
  return { analysed, vocabulary, suggestions };
}

async function rebuildSuggestions(deps: SearchIndexDeps): Promise<number> {
  const sources = await selectSuggestionSources(deps.db, wibDateOf(deps.clock.now()));
  const rows: SuggestionRow[] = [];
  const seenRoles = new Set<string>();
  for (const role of sources.roles) {
    const normalized = normalize(role.label);
    seenRoles.add(normalized);
    rows.push({
      kind: 'role',
      label: role.label,
      normalized,
      ref: role.label,
      jobCount: role.jobCount,
    });
  }
  // Titles people actually post ("Kasir Minimarket") beside the taxonomy's role names.
  for (const title of sources.titles) {
    const normalized = normalize(title.label);
    if (seenRoles.has(normalized)) continue;
    seenRoles.add(normalized);
    rows.push({
      kind: 'role',
      label: title.label,
      normalized,
      ref: title.label,
      jobCount: title.jobCount,
    });
  }
  for (const company of sources.companies) {
    rows.push({
      kind: 'company',
      label: company.label,
      normalized: normalize(company.label),
      ref: company.ref,
      jobCount: company.jobCount,
    });
  }
  for (const city of sources.cities) {
    rows.push({
      kind: 'city',
      label: city.label,
      normalized: normalize(city.label),
      ref: city.ref,
      jobCount: city.jobCount,
    });
  }
  await replaceSuggestions(deps.db, rows);
  return rows.length;
}
