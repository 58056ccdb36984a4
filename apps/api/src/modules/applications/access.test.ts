// Role × endpoint × foreign object: every application endpoint that names an object refuses the
// wrong owner, the wrong company and the wrong role, and leaves the object as it was.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyMember, addSteps, USUAL_STEPS } from '../../../seed/application-factories';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { createCompany, createJob } from '../../../seed/factories';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
let ownerStudentId: string;
let applicationId: string;
let jobId: string;
let techStepId: string;
let reusableId: string;
let notificationId: string;

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  return res.json().data.tokenData.token;
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who: string | null,
  payload?: object,
) =>
  t.app.inject({
    method,
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
  techStepId = steps.find((s) => s.type === 'techTest')!.id;
  const owner = await createStudent(db);
  const other = await createStudent(db);
  const employer = await createUser(db, { role: 'employer' });
  const otherEmployer = await createUser(db, { role: 'employer' });
  await addCompanyMember(db, employer.id, company.id);
  await addCompanyMember(db, otherEmployer.id, otherCompany.id);
  ownerStudentId = owner.profile.id;
  tokens.owner = await signIn(owner.user.email);
  tokens.otherStudent = await signIn(other.user.email);
  tokens.employer = await signIn(employer.email);
  tokens.otherEmployer = await signIn(otherEmployer.email);
  const applied = await call('POST', `/v1/job-portal/job/${job.id}/apply`, 'owner', {
    answers: [],
  });
  applicationId = applied.json().data.result.id;
  await call('POST', `/v1/job-portal/employer/application/${applicationId}/move`, 'employer', {
    status: 'techTestSent',
    recruitmentStepId: techStepId,
  });
  await db.execute(
    sql`INSERT INTO reusable_answers (student_id, title_key, question_title, type, answer)
        VALUES (${ownerStudentId}::uuid, 'kota domisili', 'Kota domisili', 'shortText', '"Bandung"')`,
  );
  reusableId = (
    await selectRows<{ id: string }>(db, sql`SELECT id FROM reusable_answers LIMIT 1`)
  )[0]!.id;
  notificationId = (await call('GET', '/v1/job-portal/me/notification', 'owner')).json().data
    .docs[0].id;
});
afterAll(async () => t.close());

type Case = [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: () => string, body?: object];
const CASES: Record<string, Case> = {
  'read the application': ['GET', () => `/v1/job-portal/me/application/${applicationId}`],
  withdraw: ['POST', () => `/v1/job-portal/me/application/${applicationId}/withdraw`],
  'answer an offer': [
    'POST',
    () => `/v1/job-portal/me/application/${applicationId}/offer`,
    { decision: 'decline' },
  ],
  'hand in the tech test': [
    'POST',
    () => `/v1/job-portal/me/application/${applicationId}/tech-test/${techStepId}/link`,
    { url: 'https://github.com/x/y' },
  ],
  'count applied jobs': ['GET', () => `/v1/job-portal/student/${ownerStudentId}/applied-job/count`],
  'edit a reusable answer': [
    'PATCH',
    () => `/v1/job-portal/me/reusable-answer/${reusableId}`,
    { answer: 'Jakarta' },
  ],
  'delete a reusable answer': ['DELETE', () => `/v1/job-portal/me/reusable-answer/${reusableId}`],
  'move the applicant': [
    'POST',
    () => `/v1/job-portal/employer/application/${applicationId}/move`,
    { status: 'rejected' },
  ],
  "list the job's applicants": ['GET', () => `/v1/job-portal/employer/job/${jobId}/application`],
};

/** Who is refused what, and how: 401 guest, 403 wrong role, 404 someone else's object. */
const EXPECTED: Record<string, Record<string, number>> = {
  'read the application': { guest: 401, otherStudent: 404, employer: 403, otherEmployer: 403 },
  withdraw: { guest: 401, otherStudent: 404, employer: 403, otherEmployer: 403 },
  'answer an offer': { guest: 401, otherStudent: 404, employer: 403, otherEmployer: 403 },
  'hand in the tech test': { guest: 401, otherStudent: 404, employer: 403, otherEmployer: 403 },
  'count applied jobs': { guest: 401, otherStudent: 403, employer: 403, otherEmployer: 403 },
  'edit a reusable answer': { guest: 401, otherStudent: 404, employer: 403, otherEmployer: 403 },
  'delete a reusable answer': { guest: 401, otherStudent: 404, employer: 403, otherEmployer: 403 },
  'move the applicant': { guest: 401, owner: 403, otherStudent: 403, otherEmployer: 404 },
  "list the job's applicants": { guest: 401, owner: 403, otherStudent: 403, otherEmployer: 404 },
};

describe('role × endpoint × foreign object', () => {
  const rows = Object.entries(EXPECTED).flatMap(([name, byWho]) =>
    Object.entries(byWho).map(([who, status]) => [name, who, status] as const),
  );
  it.each(rows)('%s as %s → %i', async (name, who, status) => {
    const [method, url, body] = CASES[name]!;
    const res = await call(method, url(), who === 'guest' ? null : who, body);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('left everything as it was', async () => {
    const app = (
      await call('GET', `/v1/job-portal/me/application/${applicationId}`, 'owner')
    ).json().data.result;
    expect(app).toMatchObject({ status: 'techTestSent', withdrawnAt: null });
    expect(app.techTests[0].submittedAt).toBeNull();
    const reusable = (await call('GET', '/v1/job-portal/me/reusable-answer', 'owner')).json().data
      .docs;
    expect(reusable).toEqual([expect.objectContaining({ id: reusableId, answer: 'Bandung' })]);
  });

  it("marking someone else's notification read changes nothing", async () => {
    const res = await call('POST', '/v1/job-portal/me/notification/read', 'otherStudent', {
      ids: [notificationId],
    });
    expect(res.json().data.updated).toBe(0);
    const mine = (await call('GET', '/v1/job-portal/me/notification', 'owner')).json().data;
    expect(mine.docs[0]).toMatchObject({ id: notificationId, readAt: null });
    const theirs = (await call('GET', '/v1/job-portal/me/notification', 'otherStudent')).json()
      .data;
    expect(theirs.totalDocs).toBe(0);
  });

  it("the owner's list holds only the owner's applications", async () => {
    const other = (await call('GET', '/v1/job-portal/me/application', 'otherStudent')).json().data;
    expect(other.totalDocs).toBe(0);
    const mine = (await call('GET', '/v1/job-portal/me/application', 'owner')).json().data;
    expect(mine.docs.map((d: { id: string }) => d.id)).toEqual([applicationId]);
    expect(mine.counts).toMatchObject({ all: 1, inProgress: 1 });
    const count = await call(
      'GET',
      `/v1/job-portal/student/${ownerStudentId}/applied-job/count`,
      'owner',
    );
    expect(count.json().data.count).toBe(1);
  });
});
