// Role × endpoint × foreign object for the pipeline: every endpoint refuses guests (401),
// students (403) and members of another company (404), and leaves the objects as they were.
// Prints the counts: cases run, refused as expected, leaks (must be zero).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyMember, addSteps, USUAL_STEPS } from '../../../seed/application-factories';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { createCompany, createJob } from '../../../seed/factories';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
let applicationId: string;
let jobId: string;
let hrStepId: string;
let techStepId: string;
let candidateStudentId: string;
let interviewId: string;

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  return res.json().data.tokenData.token;
}

const call = (method: string, url: string, who: string | null, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const company = await createCompany(db, {});
  const otherCompany = await createCompany(db, {});
  const job = await createJob(db, { companyId: company.id });
  jobId = job.id;
  const steps = await addSteps(db, job.id, USUAL_STEPS);
  hrStepId = steps.find((s) => s.type === 'hrInterview')!.id;
  techStepId = steps.find((s) => s.type === 'techTest')!.id;
  const owner = await createStudent(db);
  const other = await createStudent(db);
  const spare = await createStudent(db);
  candidateStudentId = spare.profile.id;
  const employer = await createUser(db, { role: 'employer' });
  const otherEmployer = await createUser(db, { role: 'employer' });
  await addCompanyMember(db, employer.id, company.id);
  await addCompanyMember(db, otherEmployer.id, otherCompany.id);
  tokens.owner = await signIn(owner.user.email);
  tokens.otherStudent = await signIn(other.user.email);
  tokens.employer = await signIn(employer.email);
  tokens.otherEmployer = await signIn(otherEmployer.email);
  const applied = await call('POST', `/v1/job-portal/job/${job.id}/apply`, 'owner', {
    answers: [],
  });
  applicationId = applied.json().data.result.id;
  await call('POST', `/v1/job-portal/employer/application/${applicationId}/note`, 'employer', {
    body: 'Catatan pertama',
  });
  // An interview on file (written directly: the matrix leaves the application's status alone).
  const [interview] = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO application_interviews (application_id, recruitment_step_id, starts_at, location)
        VALUES (${applicationId}::uuid, ${hrStepId}::uuid, '2099-01-01T03:00:00Z', 'Kantor')
        RETURNING id`,
  );
  interviewId = interview!.id;
});
afterAll(async () => t.close());

// Bodies are functions: the ids they name exist only once beforeAll has run.
type Case = [method: string, url: () => string, body?: () => object];
const CASES: Record<string, Case> = {
  list: ['GET', () => `/v1/job-portal/employer/job/${jobId}/pipeline`],
  board: ['GET', () => `/v1/job-portal/employer/job/${jobId}/pipeline/board`],
  funnel: ['GET', () => `/v1/job-portal/employer/job/${jobId}/pipeline/funnel`],
  export: ['GET', () => `/v1/job-portal/employer/job/${jobId}/pipeline/export`],
  bulk: [
    'POST',
    () => `/v1/job-portal/employer/job/${jobId}/pipeline/bulk`,
    () => ({
      applicationIds: ['00000000-0000-4000-8000-000000000000'],
      action: { action: 'move', status: 'review' },
    }),
  ],
  recommendations: ['GET', () => `/v1/job-portal/employer/job/${jobId}/recommendation`],
  invite: [
    'POST',
    () => `/v1/job-portal/employer/job/${jobId}/recommendation/${candidateStudentId}/invite`,
    () => ({ recruitmentStepId: null }),
  ],
  detail: ['GET', () => `/v1/job-portal/employer/application/${applicationId}`],
  cv: ['GET', () => `/v1/job-portal/employer/application/${applicationId}/cv`],
  'interview calendar': [
    'GET',
    () => `/v1/job-portal/employer/application/${applicationId}/interview/${interviewId}/calendar`,
  ],
  'move to a step': [
    'POST',
    () => `/v1/job-portal/employer/application/${applicationId}/action`,
    () => ({ action: 'move', status: 'hrInterview', recruitmentStepId: hrStepId }),
  ],
  'send a tech test': [
    'POST',
    () => `/v1/job-portal/employer/application/${applicationId}/action`,
    () => ({
      action: 'techTest',
      recruitmentStepId: techStepId,
      instructions: 'x',
      deadlineDate: '2099-01-01',
    }),
  ],
  'schedule an interview': [
    'POST',
    () => `/v1/job-portal/employer/application/${applicationId}/action`,
    () => ({
      action: 'interview',
      recruitmentStepId: hrStepId,
      date: '2099-01-01',
      time: '10:00',
      location: 'Kantor',
    }),
  ],
  reject: [
    'POST',
    () => `/v1/job-portal/employer/application/${applicationId}/action`,
    () => ({ action: 'reject', reason: 'LEAK-CHECK' }),
  ],
  note: [
    'POST',
    () => `/v1/job-portal/employer/application/${applicationId}/note`,
    () => ({ body: 'LEAK-CHECK' }),
  ],
  rating: [
    'PUT',
    () => `/v1/job-portal/employer/application/${applicationId}/rating`,
    () => ({ rating: 1 }),
  ],
};

const REFUSED = { guest: 401, owner: 403, otherStudent: 403, otherEmployer: 404 };

describe('pipeline: role × endpoint × foreign object', () => {
  const rows = Object.keys(CASES).flatMap((name) =>
    Object.entries(REFUSED).map(([who, status]) => [name, who, status] as const),
  );
  const tally = { cases: 0, refused: 0, leaks: 0 };
  afterAll(() => {
    console.log(
      `pipeline access matrix: ${tally.cases} cases, ${tally.refused} refused as expected, ${tally.leaks} leaks`,
    );
  });

  it.each(rows)('%s as %s → %i', async (name, who, status) => {
    const [method, url, body] = CASES[name]!;
    const res = await call(method, url(), who === 'guest' ? null : who, body?.());
    tally.cases++;
    if (res.statusCode === status) tally.refused++;
    else tally.leaks++;
    expect(res.statusCode, res.body).toBe(status);
    expect(res.body).not.toContain('Catatan pertama');
  });

  it('left everything as it was', async () => {
    const app = (
      await call('GET', `/v1/job-portal/me/application/${applicationId}`, 'owner')
    ).json().data.result;
    expect(app).toMatchObject({ status: 'waitListed', withdrawnAt: null });
    const db = t.database.db;
    const counts = await selectRows<{
      notes: number;
      ratings: number;
      rejections: number;
      interviews: number;
      apps: number;
    }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM application_notes) AS notes,
            (SELECT count(*)::int FROM application_ratings) AS ratings,
            (SELECT count(*)::int FROM application_rejections) AS rejections,
            (SELECT count(*)::int FROM application_interviews) AS interviews,
            (SELECT count(*)::int FROM applications) AS apps`,
    );
    expect(counts[0]).toEqual({ notes: 1, ratings: 0, rejections: 0, interviews: 1, apps: 1 });
    expect(tally.leaks).toBe(0);
  });

  it('the company member is let through (the matrix is not refusing everyone)', async () => {
    expect((await call('GET', CASES.detail![1](), 'employer')).statusCode).toBe(200);
    expect((await call('GET', CASES.board![1](), 'employer')).statusCode).toBe(200);
    expect((await call('GET', CASES.cv![1](), 'employer')).statusCode).toBe(404); // no CV uploaded
    expect((await call('GET', CASES['interview calendar']![1](), 'employer')).statusCode).toBe(200);
  });
});
