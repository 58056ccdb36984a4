import { openDatabase } from '/work/wt/search/apps/api/src/platform/db';
import { migrateDatabase } from '/work/wt/search/apps/api/src/platform/migrate';
import { refreshSearchIndex } from '/work/wt/search/apps/api/src/modules/jobs/search/search-index.service';
import { systemClock } from '/work/wt/search/apps/api/src/platform/clock';
const h = await openDatabase({ databaseUrl: process.argv[2] });
await migrateDatabase(h);
const t = performance.now();
console.log(
  await refreshSearchIndex({ db: h.db, clock: systemClock }),
  `${((performance.now() - t) / 1000).toFixed(0)} s`,
);
await h.execute('VACUUM ANALYZE jobs');
await h.close();
