-- Extensions used by search (trigram similarity) and by exclusion constraints (mentor schedules).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
