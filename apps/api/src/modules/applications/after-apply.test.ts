// After applying, on a real database: the additional information the candidate adds (kept per
// candidate, fields left out keep their value, https prefixed on the portfolio, a date that does
// not exist refused in the reader's language) and the jobs recommended on the success screen
// (like the job applied to, never the job itself nor one already applied to).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { createCompany, createJob } from '../../../seed/factories';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn as signInAs } from '../auth/test-support';

const NOW = new Date('2026-11-21T03:00:00Z');
const INFO = '/v1/job-portal/additional-information-after-apply-job';
const RECOMMEND = '/v1/explore-job/job/recommendation-after-apply';
let t: TestApp;
let companyId: string;

const signIn = async (email: string) =>
  (await signInAs(t.app, email, FACTORY_PASSWORD)).tokenData.token;
const newStudent = async () => signIn((await createStudent(t.database.db)).user.email);
const call = (
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  token: string | null,
  payload?: object,
  locale = 'id',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-locale': locale },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  companyId = (await createCompany(t.database.db, {})).id;
});
afterAll(async () => t.close());

describe('additional information after applying', () => {
  it('starts empty, keeps what is patched, and leaves out fields untouched', async () => {
    const token = await newStudent();
    const empty = await call('GET', INFO, token);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data.result).toMatchObject({
      expectedSalary: null,
      noticePeriod: null,
      availableFrom: null,
      willingToRelocate: null,
      portfolioUrl: null,
    });

    const first = await call('PATCH', INFO, token, {
      expectedSalary: 9_500_000,
      noticePeriod: 'oneMonth',
      availableFrom: '2027-01-04',
      portfolioUrl: 'dewi.example.id/karya',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.result).toMatchObject({
      expectedSalary: 9_500_000,
      noticePeriod: 'oneMonth',
      availableFrom: '2027-01-04',
      willingToRelocate: null,
      portfolioUrl: 'https://dewi.example.id/karya',
    });

    // Only what is sent changes; null clears a field.
    await call('PATCH', INFO, token, { willingToRelocate: true, portfolioUrl: null });
    const after = (await call('GET', INFO, token)).json().data.result;
    expect(after).toMatchObject({
      expectedSalary: 9_500_000,
      noticePeriod: 'oneMonth',
      availableFrom: '2027-01-04',
      willingToRelocate: true,
      portfolioUrl: null,
    });

    // Another candidate's information is their own.
    const other = (await call('GET', INFO, await newStudent())).json().data.result;
    expect(other.expectedSalary).toBeNull();
  });

  it('refuses a date that does not exist and an unknown notice period, keeping the old values', async () => {
    const token = await newStudent();
    await call('PATCH', INFO, token, { availableFrom: '2027-02-01' });
    const badDate = await call('PATCH', INFO, token, { availableFrom: '2027-02-31' }, 'en');
    expect(badDate.statusCode).toBe(400);
    expect(JSON.stringify(badDate.json())).toContain('Not a valid date.');
    const badDateId = await call('PATCH', INFO, token, { availableFrom: '2027-02-31' });
    expect(JSON.stringify(badDateId.json())).toContain('Tanggal tidak valid.');
    const badPeriod = await call('PATCH', INFO, token, { noticePeriod: 'someday' });
    expect(badPeriod.statusCode).toBe(400);
    expect((await call('GET', INFO, token)).json().data.result.availableFrom).toBe('2027-02-01');
  });

  it('is for signed-in job seekers only', async () => {
    expect((await call('GET', INFO, null)).statusCode).toBe(401);
    const employer = await createUser(t.database.db, { role: 'employer' });
    const res = await call('GET', INFO, await signIn(employer.email));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('jobs recommended after applying', () => {
  it('are like the job applied to, without it and without jobs already applied to', async () => {
    const token = await newStudent();
    const make = (role: string) => createJob(t.database.db, { companyId, role }, { now: NOW });
    const applied = await make('Penata Rias Pengantin');
    const alsoApplied = await make('Penata Rias Pengantin Senior');
    const open = await make('Penata Rias Pengantin Junior');
    const unrelated = await make('Operator Forklift Gudang');
    for (const job of [applied, alsoApplied]) {
      const res = await call('POST', `/v1/job-portal/job/${job.id}/apply`, token, { answers: [] });
      expect(res.statusCode, res.body).toBe(201);
    }

    const res = await call('GET', `${RECOMMEND}?jobId=${applied.id}&limit=6`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const ids = (res.json().data.docs as { id: string }[]).map((doc) => doc.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(applied.id);
    expect(ids).not.toContain(alsoApplied.id);
    expect(ids).not.toContain(unrelated.id);
    expect(ids.length).toBeLessThanOrEqual(6);
  });

  it('answers 404 for a job that does not exist, in the reader language', async () => {
    const token = await newStudent();
    const res = await call(
      'GET',
      `${RECOMMEND}?jobId=00000000-0000-4000-8000-000000000000`,
      token,
      undefined,
      'en',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().messageId).toBe('JOB_NOT_FOUND');
    const notUuid = await call('GET', `${RECOMMEND}?jobId=bukan-id`, token);
    expect(notUuid.statusCode).toBe(404);
  });
});
