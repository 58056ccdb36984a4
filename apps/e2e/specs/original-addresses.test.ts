// Issue 11 (decision 015): the original site's addresses answer a permanent redirect to
// Jenjang's page or a 404, and every search page links its job list as JSON (the API's query),
// since the App Router has no __NEXT_DATA__ to scrape. Raw HTTP: no script runs for either.
import { describe, expect, it } from 'vitest';
import { apiUrl, webUrl } from '../fixtures/browser';

async function apiData<T>(path: string): Promise<T> {
  const response = await fetch(apiUrl(path));
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The status and the redirect's path and query (Location may be absolute or not). */
async function visit(pathname: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(webUrl(pathname), { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) return { status: response.status, location: null };
  const url = new URL(location, webUrl('/'));
  return { status: response.status, location: `${url.pathname}${url.search}` };
}

const jsonAlternate = (body: string) =>
  /<link rel="alternate" type="application\/json" href="([^"]*)"/
    .exec(body)?.[1]
    ?.replaceAll('&amp;', '&');

describe("the original site's addresses", () => {
  it('/loker answers the jobs home, its query kept', async () => {
    expect(await visit('/loker')).toEqual({ status: 308, location: '/' });
    expect(await visit('/loker?search=kasir')).toEqual({ status: 308, location: '/?search=kasir' });
  });

  it("/jobs/{slug} and /jobs/{companySlug}/{slug} lead to the job's page", async () => {
    const { docs } = await apiData<{ docs: { slug: string; company: { slug: string } }[] }>(
      '/v1/explore-job/job?limit=1',
    );
    const job = docs[0]!;
    const page = `/loker/${job.slug}~${job.company.slug}`;
    expect(await visit(`/jobs/${job.slug}`)).toEqual({ status: 308, location: page });
    expect(await visit(`/jobs/${job.company.slug}/${job.slug}`)).toEqual({
      status: 308,
      location: page,
    });
    expect(await visit(`/en/jobs/${job.slug}`)).toEqual({ status: 308, location: `/en${page}` });
    expect((await visit('/jobs/no-such-job-zz9')).status).toBe(404);
    expect((await visit(`/jobs/${job.company.slug}/no-such-job-zz9`)).status).toBe(404);
  });

  it('/role/{slug} leads to the job search for the role', async () => {
    const { docs } = await apiData<{ docs: { id: number; slug: string }[] }>(
      '/v1/job-portal/job-role',
    );
    const role = docs[0]!;
    expect(await visit(`/role/${role.slug}`)).toEqual({
      status: 308,
      location: `/?jobRoleIds=${role.id}`,
    });
    expect((await visit('/role/no-such-role-zz9')).status).toBe(404);
  });

  it("/company/{slug} leads to the company's page", async () => {
    const { docs } = await apiData<{ docs: { slug: string }[] }>('/v1/seo/sitemap/companies');
    const company = docs[0]!;
    expect(await visit(`/company/${company.slug}`)).toEqual({
      status: 308,
      location: `/karir/${company.slug}`,
    });
    expect((await visit('/company/no-such-company-zz9')).status).toBe(404);
  });
});

describe('search pages link their list as JSON', () => {
  it.each([
    ['/?search=kasir&cityIds=179', 'search=kasir&cityIds=179&page=1&limit=20'],
    ['/loker-wfh', 'workplaceTypes=remote&page=1&limit=20'],
    [
      '/loker/tipe/loker-full-time?page=2',
      'employmentTypes=fullTime&sortParam=publishedAt&page=2&limit=20',
    ],
  ])('%s', async (pathname, query) => {
    const response = await fetch(webUrl(pathname));
    expect(response.status).toBe(200);
    const href = jsonAlternate(await response.text());
    expect(href).toBeDefined();
    const url = new URL(href!);
    expect(url.pathname).toBe('/api/v1/explore-job/job');
    expect(url.search).toBe(`?${query}`);
    // The link answers the list through the site's own address (the API proxy).
    const data = await fetch(webUrl(`${url.pathname}${url.search}`));
    expect(data.status).toBe(200);
    const body = (await data.json()) as { data: { docs: unknown[]; totalDocs: number } };
    expect(Array.isArray(body.data.docs)).toBe(true);
  });
});
