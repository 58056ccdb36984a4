// Real values from the seeded database, by the parameter and property names the contracts use, so
// that valid-looking requests find a job, a city or a profile and reach the code behind them.
import type { FastifyInstance } from 'fastify';
import type { FuzzIdentity } from './run-fuzz';
import type { Samples } from './schema-values';

type Doc = Record<string, unknown>;

async function docs(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url, headers });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  const data = (res.json() as { data: { docs?: Doc[]; result?: Doc } }).data;
  return data.docs ?? (data.result ? [data.result] : []);
}

const field = (rows: Doc[], key: string) => rows.map((row) => row[key]).filter((v) => v != null);

export async function collectSamples(
  app: FastifyInstance,
  student: FuzzIdentity | undefined,
): Promise<Samples> {
  const jobs = await docs(app, '/v1/explore-job/job?limit=8');
  const cities = (await docs(app, '/v1/job-portal/job/city')).slice(0, 8);
  const roles = (await docs(app, '/v1/job-portal/job-role')).slice(0, 8);
  const categories = (await docs(app, '/v1/job-portal/job-role-category')).slice(0, 5);
  const profile = student
    ? await docs(app, '/v1/job-portal/me/student', await student.headers())
    : [];
  const jobIds = field(jobs, 'id');
  const cityIds = field(cities, 'id');
  const roleIds = field(roles, 'id');
  const categoryIds = field(categories, 'id');
  return {
    id: [...jobIds, ...field(profile, 'id')],
    jobId: jobIds,
    jobIds,
    slug: field(jobs, 'slug'),
    cityIds,
    preferredCityIds: cityIds,
    jobRoleIds: roleIds,
    preferredRoleIds: roleIds,
    categoryId: categoryIds,
    jobRoleCategoryIds: categoryIds,
    names: field(roles, 'name'),
    search: ['software engineer', 'sofware enginer', 'admin jakarta', 'data'],
    q: ['soft', 'jak', 'admin'],
    email: ['siswa2@jenjang.test', 'nobody@jenjang.test'],
  };
}
