/**
 * Finding synonym phrases in token sequences. Phrases are compared on "phrase keys": the
 * normalised token with only the English plural removed. Full Indonesian stemming is NOT used
 * here on purpose — 'pengajar' (teacher) stems to 'ajar', and matching on stems would put every
 * ad that says "mau belajar" into the teacher group.
 */
import { PROTECTED_WORD_SET } from './protected-words';
import { tokenize } from './normalize';
import { stemEnglish } from './stem-en';
import { SYNONYM_GROUPS, type SynonymGroup } from './synonym-groups';

/**
 * Canonical tokens are 'syn' + group id, letters and digits only: PostgreSQL's text-search
 * parser splits 'syn_software_engineer' at the underscores (checked with PGlite), so the
 * separator-free form is the only one that stays a single lexeme.
 */
export const SYNONYM_TOKEN_PREFIX = 'syn';

export function synonymToken(groupId: string): string {
  return `${SYNONYM_TOKEN_PREFIX}${groupId}`;
}

/** Where the text is: short abbreviations only count as synonyms in titles and queries. */
export type PhraseContext = 'title' | 'body' | 'query';

export type PhraseMatch = {
  readonly start: number;
  readonly length: number;
  readonly groups: readonly SynonymGroup[];
};

type PhraseEntry = { readonly groups: readonly SynonymGroup[]; readonly titleOnly: boolean };
type PhraseIndex = {
  readonly byKey: ReadonlyMap<string, PhraseEntry>;
  /** First keys of all phrases, to skip most positions with one lookup. */
  readonly firstKeys: ReadonlySet<string>;
  readonly maxLength: number;
};

/** The token as phrases compare it: plural-free, otherwise as written. */
export function phraseKey(token: string): string {
  if (token.length <= 3 || /\d/.test(token) || PROTECTED_WORD_SET.has(token)) return token;
  return stemEnglish(token);
}

let compiled: PhraseIndex | null = null;

/** Built on first use, not at import, so importing the domain package stays free. */
function phraseIndex(): PhraseIndex {
  if (compiled !== null) return compiled;
  const byKey = new Map<string, PhraseEntry>();
  const firstKeys = new Set<string>();
  let maxLength = 1;
  for (const group of SYNONYM_GROUPS) {
    for (const phrase of group.phrases) {
      const keys = tokenize(phrase).map(phraseKey);
      const first = keys[0];
      if (first === undefined) continue;
      const key = keys.join(' ');
      const titleOnly = keys.length === 1 && /^[a-z]{1,2}$/.test(first);
      const existing = byKey.get(key);
      const groups = existing?.groups.includes(group)
        ? existing.groups
        : [...(existing?.groups ?? []), group];
      byKey.set(key, { groups, titleOnly });
      firstKeys.add(first);
      maxLength = Math.max(maxLength, keys.length);
    }
  }
  compiled = { byKey, firstKeys, maxLength };
  return compiled;
}

/** Phrases starting at `start`, longest first. */
export function phrasesAt(
  keys: readonly string[],
  start: number,
  context: PhraseContext,
): PhraseMatch[] {
  const index = phraseIndex();
  const first = keys[start];
  if (first === undefined || !index.firstKeys.has(first)) return [];
  const matches: PhraseMatch[] = [];
  const longest = Math.min(index.maxLength, keys.length - start);
  for (let length = longest; length >= 1; length -= 1) {
    const entry = index.byKey.get(keys.slice(start, start + length).join(' '));
    if (entry === undefined || (entry.titleOnly && context === 'body')) continue;
    matches.push({ start, length, groups: entry.groups });
  }
  return matches;
}

/** Every synonym group of a phrase, for tests and tooling: which groups does this text name? */
export function synonymGroupsOf(phrase: string): readonly SynonymGroup[] {
  const keys = tokenize(phrase).map(phraseKey);
  return phraseIndex().byKey.get(keys.join(' '))?.groups ?? [];
}
