// Job search text analysis: pure TypeScript, shared by the API (indexing, queries) and the web app.
export { normalize, tokenize, MAX_TOKEN_LENGTH } from './normalize';
export { INDONESIAN_STOPWORDS, ENGLISH_STOPWORDS, STOPWORDS, isStopword } from './stopwords';
export { INDONESIAN_ROOTS } from './roots-id';
export { PROTECTED_WORDS } from './protected-words';
export { INDONESIAN_STEM_FIXUPS, stemIndonesian } from './stem-id';
export { stemEnglish } from './stem-en';
export { stemToken } from './stem';
export { SYNONYM_GROUPS, type SynonymGroup } from './synonym-groups';
export { SYNONYM_TOKEN_PREFIX, synonymToken, synonymGroupsOf } from './synonyms';
export { stripHtml } from './html';
export {
  SEARCH_ANALYZER_VERSION,
  MAX_INDEX_TEXT_LENGTH,
  analyzeTerms,
  analyzeForIndex,
  jobIndexParts,
  type IndexParts,
  type JobTextFields,
  type IndexedTerms,
} from './analyze';
export {
  MAX_QUERY_LENGTH,
  MAX_QUERY_TOKENS,
  needsSpellCheck,
  parseSearchQuery,
  type SearchQuery,
  type SearchQueryOptions,
} from './query';
export { pickRelaxations, relaxableFiltersOf, withoutFilter } from './relaxations';
export { holdsGroup, matchesQuery, nameTerms, type NameTerms } from './match';
