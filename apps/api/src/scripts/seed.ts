// npm run seed: migrate and load the demo data into DATABASE_URL (or the embedded database).
import { seedDemoData } from '../../seed/seed-demo-data';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { createLocalFileStorage } from '../platform/file-storage';
import { openReadyDatabase } from '../platform/runtime';

// Migrating and seeding sign nothing: a missing JWT_SECRET is no reason to refuse, and a random
// one (never stored, gone with this process) keeps the embedded demo's secret file untouched.
const config = loadConfig({
  ...process.env,
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
});
const database = await openReadyDatabase(config);
const result = await seedDemoData(database, {
  log: (msg) => console.log(msg),
  // The seeded job seekers' CVs go where the API keeps uploads.
  fileStorage: createLocalFileStorage(config.fileStorage.localDir),
});
console.log(
  result.seeded
    ? `seeded ${result.companies} companies and ${result.jobs} jobs (${database.engine})`
    : 'the database already holds data: nothing seeded',
);
await database.close();
