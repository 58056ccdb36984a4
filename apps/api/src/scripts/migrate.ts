// npm run migrate: apply migrations to DATABASE_URL (or the embedded database) and exit.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { openReadyDatabase } from '../platform/runtime';

// Migrating and seeding sign nothing: a missing JWT_SECRET is no reason to refuse, and a random
// one (never stored, gone with this process) keeps the embedded demo's secret file untouched.
const config = loadConfig({
  ...process.env,
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
});
const database = await openReadyDatabase(config);
console.log(`migrations applied (${database.engine})`);
await database.close();
