// The relevance of a job to a search in the in-memory engine: the same three parts, with the same
// weights, as the SQL path's `relevance` (search.queries.ts). The title match (ts_rank × 10
// there; here the share of the query's word groups the title holds × TITLE_MATCH_WEIGHT), recency
// × 0.6 with a two-week half-life, and how actively the company hires × 0.4.
import type { JobStore } from './job-store';

/** A title match is worth about what ts_rank gave it in SQL (×10), against recency and activity. */
export const TITLE_MATCH_WEIGHT = 0.6;
export const RECENCY_HALF_LIFE_MS = 1_209_600_000;

export const recencyScore = (nowMs: number, publishedAtMs: number): number =>
  0.6 / (1 + Math.max(0, nowMs - publishedAtMs) / RECENCY_HALF_LIFE_MS);

/** Kept per slot by the store (`JobStore.activityScore`): it never changes for a slot. */
export const activityScore = (companyActivity: number): number =>
  (0.4 * Math.log1p(companyActivity)) / 6;

/** A slot's whole score, given its text part. */
export const relevanceScore = (
  store: JobStore,
  nowMs: number,
  slot: number,
  textScore: number,
): number => textScore + recencyScore(nowMs, store.publishedAt[slot]!) + store.activityScore[slot]!;
