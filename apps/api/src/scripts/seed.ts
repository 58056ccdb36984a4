// npm run seed: migrate and load the demo data into DATABASE_URL (or the embedded database).
import { seedDemoData } from '../../seed/seed-demo-data';
import { loadConfig } from '../config';
import { openReadyDatabase } from '../platform/runtime';

const config = loadConfig();
const database = await openReadyDatabase(config);
const result = await seedDemoData(database, { log: (msg) => console.log(msg) });
console.log(
  result.seeded
    ? `seeded ${result.companies} companies and ${result.jobs} jobs (${database.engine})`
    : 'the database already holds data: nothing seeded',
);
await database.close();
