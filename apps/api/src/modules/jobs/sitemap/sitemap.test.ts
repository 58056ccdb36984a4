import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob } from '../../../../seed/factories';
import { createMentor } from '../../../../seed/mentor-factories';
import { fixedClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';

const NOW = new Date('2026-11-21T03:00:00Z');
let t: TestApp;
let openSlugs: string[];

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  const company = await createCompany(t.database.db, { slug: 'pt-peta-situs' });
  const open = await createJob(t.database.db, { companyId: company.id }, { now: NOW });
  const older = await createJob(
    t.database.db,
    { companyId: company.id, publishedAt: new Date('2026-11-01T00:00:00Z') },
    { now: NOW },
  );
  await createJob(t.database.db, { companyId: company.id, status: 'closed' }, { now: NOW });
  await createJob(t.database.db, { companyId: company.id, deadline: '2026-11-20' }, { now: NOW });
  openSlugs = [older.slug, open.slug];
  await createMentor(t.database.db, { slug: 'mentor-peta-aktif' });
  await createMentor(t.database.db, { slug: 'mentor-peta-jeda', status: 'paused' });
  await createMentor(t.database.db, { slug: 'mentor-peta-baru', status: 'onboarding' });
});
afterAll(async () => t.close());

describe('sitemap data', () => {
  it('lists open jobs only, oldest first, with their company slug and last change', async () => {
    const res = await t.app.inject('/v1/seo/sitemap/jobs?chunk=0');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ chunk: 0, chunkSize: 5000, totalChunks: 1 });
    expect(data.docs.map((d: { slug: string }) => d.slug)).toEqual(openSlugs);
    expect(data.docs[0]).toMatchObject({ companySlug: 'pt-peta-situs' });
    expect(Date.parse(data.docs[0].updatedAt)).not.toBeNaN();
    expect((await t.app.inject('/v1/seo/sitemap/jobs?chunk=1')).json().data.docs).toEqual([]);
  });

  it('lists companies with open-job counts', async () => {
    const docs = (await t.app.inject('/v1/seo/sitemap/companies')).json().data.docs;
    expect(docs).toEqual([expect.objectContaining({ slug: 'pt-peta-situs', openJobCount: 2 })]);
  });

  it('lists active mentors only, with their last change', async () => {
    const res = await t.app.inject('/v1/seo/sitemap/mentors');
    expect(res.statusCode).toBe(200);
    const docs = res.json().data.docs as { slug: string; updatedAt: string }[];
    expect(docs.map((d) => d.slug)).toEqual(['mentor-peta-aktif']);
    expect(Date.parse(docs[0]!.updatedAt)).not.toBeNaN();
  });
});
