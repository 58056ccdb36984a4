// Onboarding progress on the server (issue 22): what one session saved, another session of the
// same person reads; each person sees only their own; finishing onboarding and deleting the
// account remove it; only job seekers have one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  ensureJobRole,
  FACTORY_PASSWORD,
  uniqueEmail,
} from '../../../../seed/account-factories';
import { ensureCity } from '../../../../seed/factories';
import { selectRows } from '../../../platform/db';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  bearer,
  RELAXED_AUTH_LIMITS,
  signIn,
  signUp,
  STRONG_PASSWORD,
} from '../../auth/test-support';

let t: TestApp;
let roleId: number;
const JAKARTA = 49180;
const PATH = '/v1/job-portal/onboarding/progress';

beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_AUTH_LIMITS });
  await ensureCity(t.database.db, JAKARTA);
  roleId = await ensureJobRole(t.database.db, 'akuntan');
});
afterAll(async () => t.close());

const blank = {
  careerPreference: null,
  experienceLevel: null,
  lastEducation: null,
  major: '',
  preferredRoleIds: [],
  preferredCityIds: [],
};

/** A new job seeker without a profile: the email and a first session's token. */
async function newJobSeeker() {
  const email = uniqueEmail('onboard');
  const session = await signUp(t.app, { email, password: STRONG_PASSWORD });
  return { email, token: session.tokenData.token, userId: session.user.id };
}

const read = (token?: string) => t.app.inject({ url: PATH, headers: token ? bearer(token) : {} });
const save = (token: string | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: PATH, payload, headers: token ? bearer(token) : {} });

describe('onboarding progress', () => {
  it('is null at first; what one session saves, a new session of the same person reads', async () => {
    const seeker = await newJobSeeker();
    expect((await read(seeker.token)).json()).toEqual({ data: { result: null } });

    const progress = {
      step: 'preferences',
      answers: {
        ...blank,
        careerPreference: 'activelyLooking',
        experienceLevel: 0,
        lastEducation: 4,
        major: 'Akuntansi',
        preferredRoleIds: [roleId],
      },
      returnUrl: '/loker/akuntan~pt-maju',
    };
    const saved = await save(seeker.token, progress);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.result).toMatchObject(progress);
    expect(Date.parse(saved.json().data.result.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Another browser: signing in again gives a new session, which finds the same progress.
    const again = await signIn(t.app, seeker.email, STRONG_PASSWORD);
    expect(again.tokenData.token).not.toBe(seeker.token);
    const resumed = await read(again.tokenData.token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.result).toMatchObject(progress);

    // A later save replaces it whole; without a return address there is none.
    const later = await save(again.tokenData.token, {
      step: 'cv',
      answers: { ...progress.answers, preferredCityIds: [JAKARTA] },
    });
    expect(later.json().data.result).toMatchObject({ step: 'cv', returnUrl: null });
    expect((await read(seeker.token)).json().data.result.answers.preferredCityIds).toEqual([
      JAKARTA,
    ]);
  });

  it('refuses answers off the lists, too many choices, other sites and unknown steps', async () => {
    const seeker = await newJobSeeker();
    const cases: [object, string][] = [
      [
        { step: 'cv', answers: { ...blank, careerPreference: 'kadang' } },
        'answers.careerPreference',
      ],
      [{ step: 'cv', answers: { ...blank, lastEducation: 12 } }, 'answers.lastEducation'],
      [
        {
          step: 'cv',
          answers: { ...blank, preferredCityIds: Array.from({ length: 11 }, (_, i) => i + 1) },
        },
        'answers.preferredCityIds',
      ],
      [{ step: 'cv', answers: { ...blank, major: 'x'.repeat(500) } }, 'answers.major'],
      [{ step: 'cv', answers: blank, returnUrl: '//evil.example/x' }, 'returnUrl'],
      [{ step: 'cv', answers: blank, returnUrl: 'https://evil.example/' }, 'returnUrl'],
      [{ step: 'done', answers: blank }, 'step'],
    ];
    for (const [payload, field] of cases) {
      const res = await save(seeker.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().messageId).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.json().details), field).toContain(field);
    }
    expect((await read(seeker.token)).json().data.result).toBeNull();
  });

  it('is each person’s own: another job seeker reads nothing of it', async () => {
    const a = await newJobSeeker();
    const b = await newJobSeeker();
    await save(a.token, {
      step: 'education',
      answers: { ...blank, careerPreference: 'openOpportunity' },
    });
    expect((await read(b.token)).json().data.result).toBeNull();
    await save(b.token, { step: 'experienceLevel', answers: blank });
    expect((await read(a.token)).json().data.result.step).toBe('education');
  });

  it('answers 401 without a session and FORBIDDEN to employers and mentors', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(null, { step: 'cv', answers: blank })).statusCode).toBe(401);
    for (const role of ['employer', 'mentor'] as const) {
      const user = await createUser(t.database.db, { role, email: uniqueEmail(role) });
      const token = (await signIn(t.app, user.email, FACTORY_PASSWORD)).tokenData.token;
      for (const res of [await read(token), await save(token, { step: 'cv', answers: blank })]) {
        expect(res.statusCode, role).toBe(403);
        expect(res.json().messageId).toBe('FORBIDDEN');
      }
    }
  });

  it('is deleted when onboarding is finished', async () => {
    const seeker = await newJobSeeker();
    await save(seeker.token, { step: 'cv', answers: blank, returnUrl: '/loker/saved' });
    const done = await t.app.inject({
      method: 'POST',
      url: '/v1/job-portal/onboarding',
      headers: bearer(seeker.token),
      payload: {
        careerPreference: 'activelyLooking',
        experienceLevel: 0,
        lastEducation: 4,
        major: 'Akuntansi',
        preferredRoleIds: [roleId],
        preferredCityIds: [JAKARTA],
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await read(seeker.token)).json().data.result).toBeNull();
  });

  it('reads back stored answers the lists no longer have without them, keeping the rest', async () => {
    const seeker = await newJobSeeker();
    await save(seeker.token, {
      step: 'preferences',
      answers: { ...blank, careerPreference: 'activelyLooking', lastEducation: 4, major: 'Fisika' },
    });
    // As if the education list had changed since this was saved.
    await t.database.db.execute(
      sql`UPDATE onboarding_progress SET answers = jsonb_set(answers, '{lastEducation}', '42')
          WHERE user_id = ${seeker.userId}::uuid`,
    );
    const result = (await read(seeker.token)).json().data.result;
    expect(result.answers).toMatchObject({
      careerPreference: 'activelyLooking',
      lastEducation: null,
      major: 'Fisika',
    });
  });

  it('is in the personal data export and goes with the account', async () => {
    const seeker = await newJobSeeker();
    await save(seeker.token, { step: 'education', answers: { ...blank, experienceLevel: 5 } });
    const exported = await t.app.inject({
      url: '/v1/users/me/export',
      headers: bearer(seeker.token),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().onboardingProgress).toMatchObject({
      step: 'education',
      answers: { experienceLevel: 5 },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: bearer(seeker.token),
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM onboarding_progress WHERE user_id = ${seeker.userId}::uuid`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
