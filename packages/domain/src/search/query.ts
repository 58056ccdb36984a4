/**
 * Query-side analysis: what a job seeker types → terms and a to_tsquery('simple', …) string.
 *
 * Each query word becomes an OR-group of its stem and, when it is a synonym, the group's
 * canonical token; a multi-word synonym phrase ('fresh graduate', 'kerja dari rumah') becomes one
 * group of canonical tokens only, since the index adds the canonical token wherever the phrase
 * occurs. Groups are ANDed. The longest phrase wins at each position ('staff admin' is the admin
 * group, not 'staff' AND 'admin').
 *
 * Safety: the tsquery is assembled here from lexemes that are checked against [a-z0-9]+ and the
 * fixed operators & | ( ) :*, so no input — quotes, backslashes, SQL, emoji, 10 kB of text — can
 * produce invalid tsquery syntax. Pass it as a bound parameter all the same.
 *
 * Typos: this module does not correct spelling. `words` lists the plain query words (not
 * stopwords, not synonym phrases). The API looks each one with needsSpellCheck(word) up in its
 * vocabulary table (the distinct terms of the index); a word missing there — check its
 * stemToken() too, the index holds stems and surface forms — is replaced by the most similar
 * vocabulary term by pg_trgm similarity() above a threshold, and the corrected text is parsed
 * again ("showing results for …").
 */
import { CITIES } from '../enums';
import { tokenize } from './normalize';
import { stemToken } from './stem';
import { isStopword } from './stopwords';
import { SYNONYM_TOKEN_PREFIX, phraseKey, phrasesAt, synonymToken } from './synonyms';

export type SearchQuery = {
  /** AND of OR-groups of lexemes; the tsquery says which lexemes of the last group are prefixes. */
  terms: string[][];
  /** For to_tsquery('simple', $1); '' when nothing searchable is left (list everything). */
  tsquery: string;
  /** Normalised plain query words, in order, for spelling correction. */
  words: string[];
  /**
   * The stems of the words as typed, synonym phrases included ('software engineer' → software,
   * engineer), without stopwords and generic words: what a job's own title holds when it says
   * what was asked in the searcher's words (ranked above titles that match only by synonym).
   */
  titleWords: string[];
  /**
   * Title words (and their lexemes) that, with their neighbours, name a city the product knows
   * ('jakarta', 'bandar' + 'lampung') → its id: a job in that city holds them as if its title
   * did ("perawat jakarta" ranks a nurse in Jakarta above a driver whose title says Jakarta).
   */
  titleCities: Record<string, number>;
};

export type SearchQueryOptions = {
  /** Search-as-you-type: the last word may be unfinished, so it also matches as a prefix. */
  prefix?: boolean;
};

/** Input beyond this many characters is ignored. */
export const MAX_QUERY_LENGTH = 500;
/** Query words beyond this many are ignored (each adds an AND to the tsquery). */
export const MAX_QUERY_TOKENS = 16;
/** Shorter unfinished words would match too much ('a:*'); they match exactly. */
const MIN_PREFIX_LENGTH = 3;
const LEXEME = /^[a-z0-9]+$/;

type QueryLexeme = { readonly lexeme: string; readonly prefix: boolean };

/** Worth a spelling check: four letters or more and no digits (not 's1', '2024', 'ipv6'). */
export function needsSpellCheck(word: string): boolean {
  return word.length >= 4 && /^[a-z]+$/.test(word);
}

/** The lexemes of a single word: its stem, and for an unfinished last word stem and word as prefixes. */
function wordLexemes(token: string, asPrefix: boolean): QueryLexeme[] {
  const stem = stemToken(token);
  // Canonical tokens start with 'syn'; 'syn:*' would match every job that has any synonym.
  if (!asPrefix || token.length < MIN_PREFIX_LENGTH || token.startsWith(SYNONYM_TOKEN_PREFIX)) {
    return [{ lexeme: stem, prefix: false }];
  }
  const lexemes = [{ lexeme: stem, prefix: true }];
  if (token !== stem) lexemes.push({ lexeme: token, prefix: true });
  return lexemes;
}

function formatGroup(group: readonly QueryLexeme[]): string {
  const parts = group.map(({ lexeme, prefix }) => (prefix ? `${lexeme}:*` : lexeme));
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' | ')})`;
}

export function parseSearchQuery(input: string, options: SearchQueryOptions = {}): SearchQuery {
  const tokens = tokenize(input.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_TOKENS);
  const keys = tokens.map(phraseKey);
  const groups: QueryLexeme[][] = [];
  const words: string[] = [];
  const titleWords = new Set<string>();
  const titleCities = citiesNamedIn(tokens);
  const addTitleWords = (from: number, to: number) => {
    for (const token of tokens.slice(from, to)) {
      const stem = stemToken(token);
      if (!isStopword(token) && LEXEME.test(stem)) titleWords.add(stem);
    }
  };
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    const asPrefix = options.prefix === true && i === tokens.length - 1 && !isStopword(token);
    const match = phrasesAt(keys, i, 'query')[0];
    if (match !== undefined) {
      const start = i;
      i += match.length;
      const canonical = match.groups
        .filter((group) => !group.generic)
        .map((group) => ({ lexeme: synonymToken(group.id), prefix: false }));
      // A generic phrase ('loker', 'lowongan kerja') names every job: nothing to search for.
      if (canonical.length === 0) continue;
      addTitleWords(start, i);
      const own = match.length === 1 && !isStopword(token) ? wordLexemes(token, asPrefix) : [];
      groups.push([...own, ...canonical]);
      continue;
    }
    i += 1;
    if (isStopword(token)) continue;
    if (!words.includes(token)) words.push(token);
    addTitleWords(i - 1, i);
    groups.push(wordLexemes(token, asPrefix));
  }

  const seen = new Set<string>();
  const unique: QueryLexeme[][] = [];
  for (const group of groups) {
    const valid = group.filter(({ lexeme }) => LEXEME.test(lexeme));
    const key = formatGroup(valid);
    if (valid.length === 0 || seen.has(key)) continue;
    seen.add(key);
    unique.push(valid);
  }
  return {
    terms: unique.map((group) => [...new Set(group.map(({ lexeme }) => lexeme))]),
    tsquery: unique.map(formatGroup).join(' & '),
    words,
    titleWords: [...titleWords],
    titleCities,
  };
}

/** The cities the product knows, as tokens (eighteen short names: cheap to make at import). */
const CITY_NAMES = CITIES.map((city) => ({ id: city.id, tokens: tokenize(city.name) }));

/** The stems of the tokens that spell a city's whole name, mapped to the city. */
function citiesNamedIn(tokens: readonly string[]): Record<string, number> {
  const named: Record<string, number> = {};
  for (const city of CITY_NAMES) {
    const length = city.tokens.length;
    for (let i = 0; i + length <= tokens.length; i++) {
      if (city.tokens.every((token, k) => tokens[i + k] === token)) {
        for (const token of city.tokens) named[stemToken(token)] = city.id;
      }
    }
  }
  return named;
}
