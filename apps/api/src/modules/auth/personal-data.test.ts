// Personal data (UU PDP): the export holds everything of the user; deletion removes all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJobRole, uniqueEmail } from '../../../seed/account-factories';
import { createJob, ensureCity } from '../../../seed/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, RELAXED_AUTH_LIMITS, signUp, STRONG_PASSWORD } from './test-support';

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_AUTH_LIMITS, clock });
  await ensureCity(t.database.db, 49180);
  await ensureJobRole(t.database.db);
});
afterAll(async () => t.close());

/** A student with a profile, an activity, a saved job, a second session and a mail. */
async function busyStudent() {
  const email = uniqueEmail('pdp');
  const { tokenData, user } = await signUp(t.app, { email });
  const headers = bearer(tokenData.token);
  await t.app.inject({
    method: 'PUT',
    url: '/v1/profiles/student',
    headers,
    payload: {
      careerPreference: 'activelyLooking',
      experienceLevel: 5,
      lastEducation: 4,
      preferredCityIds: [49180],
      skills: ['Akuntansi'],
      certifications: [{ certificationName: 'Brevet A', certificationIssuedBy: 'IAI' }],
    },
  });
  await t.app.inject({
    method: 'POST',
    url: '/v1/job-portal/student-activity',
    headers,
    payload: { type: 'search', payload: { search: 'akuntan' } },
  });
  const job = await createJob(t.database.db, { role: 'Akuntan Pajak' });
  await t.database.execute('insert into saved_jobs (user_id, job_id) values ($1, $2)', [
    user.id,
    job.id,
  ]);
  await t.app.inject({ method: 'POST', url: '/v1/users/forgot/code', payload: { email } });
  return { email, user, token: tokenData.token, job };
}

async function countRows(userId: string, email: string) {
  const counts: Record<string, number> = {};
  const queries: Record<string, [string, unknown[]]> = {
    users: ['select count(*)::int as n from users where id = $1', [userId]],
    sessions: ['select count(*)::int as n from sessions where user_id = $1', [userId]],
    student_profiles: [
      'select count(*)::int as n from student_profiles where user_id = $1',
      [userId],
    ],
    student_skills: [
      'select count(*)::int as n from student_skills s join student_profiles p on p.id = s.student_id where p.user_id = $1',
      [userId],
    ],
    student_activities: [
      'select count(*)::int as n from student_activities where user_id = $1',
      [userId],
    ],
    saved_jobs: ['select count(*)::int as n from saved_jobs where user_id = $1', [userId]],
    auth_codes: ['select count(*)::int as n from auth_codes where user_id = $1', [userId]],
    dev_mailbox: [
      'select count(*)::int as n from dev_mailbox where lower(to_address) = $1',
      [email],
    ],
  };
  for (const [table, [text, values]] of Object.entries(queries)) {
    counts[table] = Number((await t.database.execute(text, values)).rows[0]?.n);
  }
  return counts;
}

describe('personal data export', () => {
  it('downloads everything of the user as a JSON attachment, without secrets', async () => {
    const { email, user, token, job } = await busyStudent();
    const res = await t.app.inject({ url: '/v1/users/me/export', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="jenjang-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.user).toMatchObject({ id: user.id, email, hasPassword: true });
    expect(data.user.lastSignInAt).toEqual(expect.any(String));
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ method: 'sign-up', refreshTokensIssued: 1 });
    expect(data.studentProfile).toMatchObject({
      skills: ['Akuntansi'],
      certifications: [{ certificationName: 'Brevet A' }],
    });
    expect(data.activities).toMatchObject([{ type: 'search', payload: { search: 'akuntan' } }]);
    expect(data.savedJobs).toMatchObject([{ jobId: job.id, role: 'Akuntan Pajak' }]);
    expect(res.body).not.toMatch(/argon2|token_hash|tokenHash|secret_hash|secretHash/);
  });

  it('needs a session', async () => {
    expect((await t.app.inject('/v1/users/me/export')).statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  it('needs the current password once the sign-in is not recent', async () => {
    const { token } = await busyStudent();
    try {
      clock.offsetMs = 11 * 60_000;
      const without = await t.app.inject({
        method: 'DELETE',
        url: '/v1/users/me',
        headers: bearer(token),
      });
      expect(without.statusCode).toBe(403);
      expect(without.json().messageId).toBe('REAUTHENTICATION_REQUIRED');
      const wrong = await t.app.inject({
        method: 'DELETE',
        url: '/v1/users/me',
        headers: bearer(token),
        payload: { password: 'Bukan-Sandinya-99' },
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().messageId).toBe('INVALID_CREDENTIALS');
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('removes every row of the user in one go, and the session stops working', async () => {
    const { email, user, token, job } = await busyStudent();
    await t.jobsDone(); // the code mail has landed
    const before = await countRows(user.id, email);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: bearer(token),
      payload: { password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { deleted: true } });
    const after = await countRows(user.id, email);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect((await t.app.inject({ url: '/v1/users/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    // The job itself is not the user's: it stays.
    const { rows } = await t.database.execute('select count(*)::int as n from jobs where id = $1', [
      job.id,
    ]);
    expect(rows[0]?.n).toBe(1);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/login/email',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(again.statusCode).toBe(403);
  });

  it('right after sign-in, no password is needed', async () => {
    const { token, user, email } = await busyStudent();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect((await countRows(user.id, email)).users).toBe(0);
  });
});
