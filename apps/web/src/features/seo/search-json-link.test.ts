import { describe, expect, it } from 'vitest';
import { parseJobFilters, toApiQuery } from '@/features/jobs/search-filters';
import { presetApiQuery } from '@/features/jobs/search-preset';
import { findLandingPage } from '@/features/landing/landing-pages';
import { SITE_URL } from '@/lib/env';
import { listingMetadata } from './listing-metadata';
import { searchJsonUrl, withSearchJson } from './search-json-link';

const API = `${SITE_URL}/api/v1/explore-job/job`;

describe('the JSON alternate of a search page', () => {
  it("is the API's query of the list shown, arrays as repeated keys", () => {
    const filters = parseJobFilters({ search: 'kasir', cityIds: ['179', '265'], page: '2' });
    expect(searchJsonUrl(toApiQuery(filters, { limit: 20 }))).toBe(
      `${API}?search=kasir&cityIds=179&cityIds=265&page=2&limit=20`,
    );
  });

  it('keeps the canonical and hreflang alternates beside it', () => {
    const metadata = withSearchJson(
      { alternates: { canonical: `${SITE_URL}/` } },
      { page: 1, limit: 20 },
    );
    expect(metadata.alternates).toEqual({
      canonical: `${SITE_URL}/`,
      types: { 'application/json': `${API}?page=1&limit=20` },
    });
  });

  it('is on every landing page', () => {
    const landing = findLandingPage('loker-wfh')!;
    const metadata = listingMetadata({
      locale: 'idn',
      path: '/loker-wfh',
      page: 1,
      title: 'Loker WFH',
      description: 'Kerja dari rumah',
      indexable: true,
      apiQuery: presetApiQuery(landing.preset, { page: 1, limit: 20 }),
    });
    expect(metadata.alternates?.types).toEqual({
      'application/json': `${API}?workplaceTypes=remote&page=1&limit=20`,
    });
    expect(metadata.alternates?.canonical).toBe(`${SITE_URL}/loker-wfh`);
  });
});
