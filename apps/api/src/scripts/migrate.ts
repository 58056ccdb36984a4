// npm run migrate: apply migrations to DATABASE_URL (or the embedded database) and exit.
import { loadConfig } from '../config';
import { openReadyDatabase } from '../platform/runtime';

const config = loadConfig();
const database = await openReadyDatabase(config);
console.log(`migrations applied (${database.engine})`);
await database.close();
