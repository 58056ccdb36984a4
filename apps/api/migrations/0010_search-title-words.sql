-- The stems of a job's own title and company words, apart from its title terms (which also hold
-- synonym tokens and the catalogue names of its role): relevance ranks a title that holds every
-- word of a search above one that matches only by synonym (docs/decisions/013). Filled by the
-- search index refresh (SEARCH_ANALYZER_VERSION 3). A constant default: no table rewrite.
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "search_title_words" text[] DEFAULT '{}'::text[] NOT NULL;
