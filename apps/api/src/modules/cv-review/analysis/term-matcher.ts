// How well a CV covers a phrase (a skill, a job title, a keyword). Lexical for now: the job
// search's analyzer (Indonesian and English stemming, synonym groups), so "akuntansi" meets
// "accounting" and "mengelola" meets "pengelolaan". A sentence-embedding model could implement
// the same interface later without the job match changing.
import {
  analyzeForIndex,
  isStopword,
  stemToken,
  synonymGroupsOf,
  synonymToken,
  tokenize,
} from '@jenjang/domain';

export type CvTermProfile = {
  /** 0-1: the share of the phrase's words the text covers, by stem or synonym. */
  coverage(phrase: string): number;
  /** True when the text holds this single word (by stem or synonym). */
  has(word: string): boolean;
};

export type TermMatcher = {
  /** Prepares a text once (the CV, or a job ad when looking for the skills it names). */
  profile(text: string): CvTermProfile;
};

function synonymTokensOf(phrase: string): string[] {
  return synonymGroupsOf(phrase)
    .filter((group) => !group.generic)
    .map((group) => synonymToken(group.id));
}

export function createLexicalTermMatcher(): TermMatcher {
  return {
    profile(text) {
      const terms = new Set(
        analyzeForIndex({ role: '', company: '', skills: [], description: text }).bodyTerms.split(
          ' ',
        ),
      );
      const hasWord = (token: string): boolean =>
        terms.has(stemToken(token)) ||
        terms.has(token) ||
        synonymTokensOf(token).some((t) => terms.has(t));
      return {
        has: (word) => tokenize(word).every(hasWord),
        coverage(phrase) {
          if (synonymTokensOf(phrase).some((t) => terms.has(t))) return 1;
          const tokens = tokenize(phrase).filter((t) => !isStopword(t));
          if (tokens.length === 0) return 0;
          return tokens.filter(hasWord).length / tokens.length;
        },
      };
    },
  };
}
