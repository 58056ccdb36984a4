// A search that finds nothing asks the API once: the relaxation suggestions come in the same
// answer (includeRelaxations), against a small real HTTP server standing in for the API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadJobSearch } from './load-job-search';
import { parseJobFilters } from './search-filters';

let server: Server;
let searches: URL[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    response.writeHead(200, { 'content-type': 'application/json' });
    if (url.pathname !== '/v1/explore-job/job') {
      response.end(JSON.stringify({ data: { docs: [] } })); // taxonomy lists
      return;
    }
    searches.push(url);
    const asked = url.searchParams.get('includeRelaxations') === 'true';
    response.end(
      JSON.stringify({
        data: {
          docs: [],
          totalDocs: 0,
          page: 1,
          limit: 20,
          totalPages: 0,
          totalIsCapped: false,
          correctedSearch: null,
          facets: null,
          stale: false,
          ...(asked
            ? {
                relaxations: [
                  { filter: 'cityIds', total: 45, totalIsCapped: false },
                  { filter: 'employmentTypes', total: 3, totalIsCapped: false },
                ],
              }
            : {}),
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_INTERNAL_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  searches = [];
});

describe('loadJobSearch', () => {
  it('asks once when nothing is found, and offers what the API suggests', async () => {
    const filters = parseJobFilters({
      search: 'pilot',
      cityIds: ['179', '265'],
      employment: ['internship', 'contract'],
      location: 'remote',
      lastEducations: '4',
      experienceLevels: '0',
      urgentlyNeeded: 'true',
      salaryMin: '20000000',
    });
    const page = await loadJobSearch(filters, 'idn');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.searchParams.get('includeRelaxations')).toBe('true');
    expect(page.ok && page.relaxations.map((r) => [r.dimension, r.total])).toEqual([
      ['cityIds', 45],
      ['employment', 3],
    ]);
  });
});
