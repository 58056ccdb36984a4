// The relevance of a job to a text search: one formula for both engines. The in-memory engine
// computes it here; the SQL path (search.queries.ts, `relevance`) writes the same sums with these
// constants, so both order a search's matches the same way (docs/decisions/013).
//
//   score = TITLE_WORDS_WEIGHT × share of the words typed that the job's own title holds
//         + TITLE_TERMS_WEIGHT × share of the query's word groups (synonyms included) its title
//           terms hold (title, catalogue role names, company)
//         + RECENCY_WEIGHT / (1 + age / two weeks)
//         + ACTIVITY_WEIGHT × ln(1 + open jobs the company posted in 30 days) / 6
//
// The title parts are worth 3 each against at most 0.6 for recency and ~0.4 for activity, so a
// title that says what was typed ranks above one that matches by synonym only ("software
// engineer": "Software Engineer (Backend)" above "Staff Programmer"), which ranks above a job
// that matches in its description only; recency and activity order jobs within each tier.
import type { JobStore } from './job-store';

export const TITLE_WORDS_WEIGHT = 3;
export const TITLE_TERMS_WEIGHT = 3;
export const RECENCY_WEIGHT = 0.6;
export const ACTIVITY_WEIGHT = 0.4;
export const RECENCY_HALF_LIFE_MS = 1_209_600_000;

/** The title parts of the score, given how many of the query's words and groups a title holds. */
export const titleScore = (
  wordsHeld: number,
  words: number,
  groupsHeld: number,
  groups: number,
): number =>
  (words === 0 ? 0 : (TITLE_WORDS_WEIGHT * wordsHeld) / words) +
  (groups === 0 ? 0 : (TITLE_TERMS_WEIGHT * groupsHeld) / groups);

export const recencyScore = (nowMs: number, publishedAtMs: number): number =>
  RECENCY_WEIGHT / (1 + Math.max(0, nowMs - publishedAtMs) / RECENCY_HALF_LIFE_MS);

/** Kept per slot by the store (`JobStore.activityScore`): it never changes for a slot. */
export const activityScore = (companyActivity: number): number =>
  (ACTIVITY_WEIGHT * Math.log(1 + companyActivity)) / 6;

/** A slot's whole score, given its title part. */
export const relevanceScore = (
  store: JobStore,
  nowMs: number,
  slot: number,
  textScore: number,
): number => textScore + recencyScore(nowMs, store.publishedAt[slot]!) + store.activityScore[slot]!;
