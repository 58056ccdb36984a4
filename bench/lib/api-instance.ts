// One API instance in its own process for the latency bench's `--instances N` runs (the
// deployment shape of several stateless instances behind a load balancer): starts the API on a
// bench database, loads the search index, prints "READY <url>", serves until killed.
import { parseArgs } from './cli';
import { benchTarget } from './database';
import { startApi } from './server';

const args = parseArgs();
const target = benchTarget(args, args.number('size', 100_000));
const searchEngine = args.get('engine') === 'sql' ? 'sql' : 'memory';
const api = await startApi(target, {
  poolSize: args.number('pool', 10),
  search: { engine: searchEngine },
});
if (searchEngine === 'memory') await api.search.engine.loadNow();
console.log(`READY ${api.baseUrl}`);
process.once('SIGTERM', () => void api.close().then(() => process.exit(0)));
