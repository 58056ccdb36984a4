/**
 * Index-side analysis. The API stores the output in text columns and indexes
 * to_tsvector('simple', titleTerms) / to_tsvector('simple', bodyTerms): every term is already a
 * single [a-z0-9] lexeme, so the 'simple' configuration only has to split on spaces.
 *
 * What a job's terms contain, per word: its stem ('perawat' → 'rawat'), the word itself when it
 * differs from the stem (so a query typed halfway, 'pengem:*', still reaches 'pengembang'), and
 * the canonical token of every synonym phrase it starts ('synsoftwareengineer').
 */
import { stripHtml } from './html';
import { tokenize } from './normalize';
import { stemToken } from './stem';
import { isStopword } from './stopwords';
import { phraseKey, phrasesAt, synonymToken, type PhraseContext } from './synonyms';

/**
 * Bump when anything that changes analysis output changes (rules, roots, fix-ups, stopwords,
 * synonym groups); the API re-analyses stored jobs whose version is older.
 */
export const SEARCH_ANALYZER_VERSION = 1;

/** Longest text analysed per field; a job description beyond this is not searched further. */
export const MAX_INDEX_TEXT_LENGTH = 20_000;
const MAX_SKILLS = 100;

export type IndexParts = {
  role: string;
  company: string;
  skills: readonly string[];
  description: string;
};

export type IndexedTerms = {
  /** Role (with synonyms) and company name. */
  titleTerms: string;
  /** Skills (with synonyms, abbreviations included) and the description (HTML stripped). */
  bodyTerms: string;
};

/** normalize → tokenize → drop stopwords → stem. No synonyms: one term per kept word. */
export function analyzeTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    if (!isStopword(token)) terms.push(stemToken(token));
  }
  return terms;
}

/**
 * Appends the terms of one field to `out`. Synonyms are looked for at every position and every
 * length, so 'front end developer' adds both the front-end and the developer group; `context`
 * null means no synonyms at all (company names are names: 'PT Lepas Jaya' is not freelance).
 */
function appendTerms(text: string, context: PhraseContext | null, out: string[]): void {
  const tokens = tokenize(text.slice(0, MAX_INDEX_TEXT_LENGTH));
  const keys = context === null ? [] : tokens.map(phraseKey);
  tokens.forEach((token, i) => {
    if (!isStopword(token)) {
      const stem = stemToken(token);
      out.push(stem);
      if (stem !== token) out.push(token);
    }
    if (context === null) return;
    const matches = phrasesAt(keys, i, context);
    if (matches.length === 0) return;
    const added = new Set<string>();
    for (const match of matches) {
      for (const group of match.groups) {
        if (group.generic || added.has(group.id)) continue;
        added.add(group.id);
        out.push(synonymToken(group.id));
      }
    }
  });
}

export function analyzeForIndex(parts: IndexParts): IndexedTerms {
  const title: string[] = [];
  appendTerms(parts.role, 'title', title);
  appendTerms(parts.company, null, title);
  const body: string[] = [];
  // Each skill on its own, so a phrase cannot run from one skill label into the next; skills are
  // labels like titles, where 'BE' or 'UI' are meant as abbreviations.
  for (const skill of parts.skills.slice(0, MAX_SKILLS)) appendTerms(skill, 'title', body);
  appendTerms(stripHtml(parts.description.slice(0, MAX_INDEX_TEXT_LENGTH)), 'body', body);
  return { titleTerms: title.join(' '), bodyTerms: body.join(' ') };
}
