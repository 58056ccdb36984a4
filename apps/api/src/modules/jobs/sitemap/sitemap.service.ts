import { wibDateOf } from '@jenjang/domain';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import {
  countOpenJobsForSitemap,
  selectCompaniesForSitemap,
  selectMentorsForSitemap,
  selectOpenJobsChunk,
} from './sitemap.queries';

export type SitemapDeps = { db: Database; clock: Clock };

/** Search engines accept 50,000 URLs per file; smaller chunks keep each response quick. */
export const SITEMAP_CHUNK_SIZE = 5_000;

export async function getJobsSitemapChunk(deps: SitemapDeps, chunk: number) {
  const wibToday = wibDateOf(deps.clock.now());
  const [total, rows] = await Promise.all([
    countOpenJobsForSitemap(deps.db, wibToday),
    selectOpenJobsChunk(deps.db, {
      wibToday,
      limit: SITEMAP_CHUNK_SIZE,
      offset: chunk * SITEMAP_CHUNK_SIZE,
    }),
  ]);
  return {
    docs: rows.map((r) => ({
      slug: r.slug,
      companySlug: r.companySlug,
      updatedAt: new Date(r.updatedAt).toISOString(),
    })),
    chunk,
    chunkSize: SITEMAP_CHUNK_SIZE,
    totalChunks: Math.max(1, Math.ceil(total / SITEMAP_CHUNK_SIZE)),
  };
}

export async function getCompaniesSitemap(deps: SitemapDeps) {
  const rows = await selectCompaniesForSitemap(deps.db, wibDateOf(deps.clock.now()));
  return rows.map((r) => ({
    slug: r.slug,
    updatedAt: new Date(r.updatedAt).toISOString(),
    openJobCount: r.openJobCount,
  }));
}

export async function getMentorsSitemap(deps: SitemapDeps) {
  const rows = await selectMentorsForSitemap(deps.db);
  return rows.map((r) => ({ slug: r.slug, updatedAt: new Date(r.updatedAt).toISOString() }));
}
