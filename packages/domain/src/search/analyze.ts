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
export const SEARCH_ANALYZER_VERSION = 3;

/** Longest text analysed per field; a job's texts beyond this are not searched further. */
export const MAX_INDEX_TEXT_LENGTH = 60_000;
/** Longest part of one stored text (say the description) in that field. */
const MAX_JOB_TEXT_LENGTH = 10_000;
const MAX_SKILLS = 100;

export type IndexParts = {
  role: string;
  /**
   * The names of the job's role in the taxonomy ('Staff Collection', 'Collection Officer'):
   * someone who searches for the role by its catalogue name finds the job posted as
   * 'Desk Collection'.
   */
  roleNames?: readonly string[];
  company: string;
  skills: readonly string[];
  /** Everything the job page shows as text: description, responsibilities, requirements (HTML). */
  description: string;
  /**
   * The name of the job's city: "kasir jakarta" finds the cashiers of Jakarta whether or not
   * their ads name the city.
   */
  city?: string | null;
};

/** The stored fields of a job that its search terms are made of, in both languages. */
export type JobTextFields = {
  role: string;
  roleNameId?: string | null;
  roleNameEn?: string | null;
  companyName: string;
  skills: readonly string[];
  descriptionId: string;
  descriptionEn: string;
  responsibilitiesId?: string | null;
  responsibilitiesEn?: string | null;
  requirementsId?: string | null;
  requirementsEn?: string | null;
  cityName?: string | null;
};

/**
 * What analyzeForIndex gets for a stored job; the API and the benchmark generator both use it,
 * so their indexes cannot drift apart. Requirements are searched too: "Terbuka untuk fresh
 * graduate" usually sits there, not in the description. Both languages are searchable whichever
 * one the visitor reads.
 */
export function jobIndexParts(job: JobTextFields): IndexParts {
  const texts = [
    job.descriptionId,
    job.descriptionEn,
    job.responsibilitiesId,
    job.responsibilitiesEn,
    job.requirementsId,
    job.requirementsEn,
  ];
  return {
    role: job.role,
    roleNames: [job.roleNameId, job.roleNameEn].filter((name): name is string => Boolean(name)),
    company: job.companyName,
    skills: job.skills,
    city: job.cityName ?? null,
    // Each field is cut on its own so a long description cannot push the requirements out.
    description: texts
      .filter((text): text is string => Boolean(text))
      .map((text) => text.slice(0, MAX_JOB_TEXT_LENGTH))
      .join(' '),
  };
}

export type IndexedTerms = {
  /** Role (with synonyms) and company name. */
  titleTerms: string;
  /** Skills (with synonyms, abbreviations included) and the description (HTML stripped). */
  bodyTerms: string;
  /**
   * The stems of the job's own title and company words, each once: no synonym tokens, no
   * catalogue role names. A title holding every word typed ranks above one that matches only
   * by synonym (parseSearchQuery's titleWords).
   */
  titleWords: string[];
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
  // Each name on its own, like skills: no phrase runs from one name into the next.
  for (const name of parts.roleNames ?? []) appendTerms(name, 'title', title);
  appendTerms(parts.company, null, title);
  const body: string[] = [];
  // Each skill on its own, so a phrase cannot run from one skill label into the next; skills are
  // labels like titles, where 'BE' or 'UI' are meant as abbreviations.
  for (const skill of parts.skills.slice(0, MAX_SKILLS)) appendTerms(skill, 'title', body);
  appendTerms(stripHtml(parts.description.slice(0, MAX_INDEX_TEXT_LENGTH)), 'body', body);
  // A place name, not a phrase: no synonyms.
  if (parts.city) appendTerms(parts.city, null, body);
  const titleWords = [...new Set([...analyzeTerms(parts.role), ...analyzeTerms(parts.company)])];
  return { titleTerms: title.join(' '), bodyTerms: body.join(' '), titleWords };
}
