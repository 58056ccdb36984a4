// The job seeker's profile: onboarding, reading (the replica), updating, the whole profile with
// its sections, the hidden flag (owner only) and activity of users and guests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStudent,
  createUser,
  ensureJobRole,
  FACTORY_PASSWORD,
  uniqueEmail,
} from '../../../seed/account-factories';
import { ensureCity, ensureIndustry } from '../../../seed/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, RELAXED_AUTH_LIMITS, signIn, signUp } from '../auth/test-support';

let t: TestApp;
let roleId: number;
let industryId: number;
const JAKARTA = 49180;
const BANDUNG = 179;

beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_AUTH_LIMITS });
  await ensureCity(t.database.db, JAKARTA);
  await ensureCity(t.database.db, BANDUNG);
  roleId = await ensureJobRole(t.database.db, 'data-analyst');
  industryId = await ensureIndustry(t.database.db);
});
afterAll(async () => t.close());

const onboarding = {
  careerPreference: 'activelyLooking',
  experienceLevel: 0,
  lastEducation: 4,
  major: 'Statistika',
  preferredRoleIds: [] as number[],
  preferredCityIds: [JAKARTA],
};

async function newUserToken(role: 'student' | 'mentor' = 'student') {
  if (role === 'student')
    return (await signUp(t.app, { email: uniqueEmail('siswa') })).tokenData.token;
  const user = await createUser(t.database.db, { role, email: uniqueEmail(role) });
  return (await signIn(t.app, user.email, FACTORY_PASSWORD)).tokenData.token;
}

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const send = (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  token: string | null,
  payload: object,
) => t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

describe('the student gate', () => {
  it('answers 403 USER_IS_NOT_STUDENT to a signed-in user without a profile', async () => {
    const token = await newUserToken();
    for (const url of ['/v1/job-portal/me/student', '/v1/job-portal/me/student/mini']) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ messageId: 'USER_IS_NOT_STUDENT', label: 'Forbidden' });
    }
    const patch = await send('PATCH', '/v1/job-portal/me/student', token, { major: 'Fisika' });
    expect(patch.json().messageId).toBe('USER_IS_NOT_STUDENT');
  });

  it('answers USER_IS_NOT_STUDENT to a mentor, who cannot onboard as a student', async () => {
    const token = await newUserToken('mentor');
    expect((await get('/v1/job-portal/me/student', token)).json().messageId).toBe(
      'USER_IS_NOT_STUDENT',
    );
    const res = await send('POST', '/v1/job-portal/onboarding', token, onboarding);
    expect(res.statusCode).toBe(403);
    expect(res.json().messageId).toBe('FORBIDDEN');
  });

  it('answers 401 without a token', async () => {
    expect((await get('/v1/job-portal/me/student')).statusCode).toBe(401);
  });
});

describe('onboarding', () => {
  it('takes every level of the one education list: SD, SMP and D4 too (migration 0023)', async () => {
    for (const lastEducation of [7, 8, 9]) {
      const token = await newUserToken();
      const res = await send('POST', '/v1/job-portal/onboarding', token, {
        ...onboarding,
        lastEducation,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.result.lastEducation).toBe(lastEducation);
    }
    const refused = await send('POST', '/v1/job-portal/onboarding', await newUserToken(), {
      ...onboarding,
      lastEducation: 10,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('creates the profile; onboarding again updates it', async () => {
    const token = await newUserToken();
    const first = await send('POST', '/v1/job-portal/onboarding', token, {
      ...onboarding,
      preferredRoleIds: [roleId],
    });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json().data.result;
    expect(created).toMatchObject({
      careerPreference: 'activelyLooking',
      experienceLevel: 0,
      lastEducation: 4,
      major: 'Statistika',
      preferredRoleIds: [roleId],
      preferredCityIds: [JAKARTA],
      hiddenFromCompanies: false,
      profile: { name: 'Dewi Lestari', handphone: null },
      workExperiences: [],
      skills: [],
    });
    const second = await send('POST', '/v1/job-portal/onboarding', token, {
      ...onboarding,
      careerPreference: 'openOpportunity',
      preferredCityIds: [BANDUNG],
    });
    expect(second.json().data.result).toMatchObject({
      id: created.id,
      careerPreference: 'openOpportunity',
      preferredCityIds: [BANDUNG],
    });
    const { rows } = await t.database.execute(
      'select count(*)::int as n from student_profiles where user_id = $1',
      [created.userId],
    );
    expect(rows[0]?.n).toBe(1);
    // Sign-in and the session now carry the profile summary.
    const self = await get('/v1/login/self', token);
    expect(self.json().data.profile).toMatchObject({
      id: created.id,
      careerPreference: 'openOpportunity',
    });
  });

  it('names invalid fields, in the user language', async () => {
    const token = await newUserToken();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/job-portal/onboarding',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { ...onboarding, experienceLevel: 9, careerPreference: 'sometimes' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(['careerPreference', 'experienceLevel']);
    const unknownCity = await send('POST', '/v1/job-portal/onboarding', token, {
      ...onboarding,
      preferredCityIds: [JAKARTA, 999_999],
    });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().details).toEqual([
      { field: 'preferredCityIds', message: 'Berisi id yang tidak dikenal: 999999' },
    ]);
    // Beyond what an integer column holds: the contract refuses it (the database answered 500).
    const huge = await send('POST', '/v1/job-portal/onboarding', token, {
      ...onboarding,
      preferredCityIds: [2_147_483_648],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details).toEqual([
      { field: 'preferredCityIds.0', message: 'Maksimal 2147483647.' },
    ]);
  });
});

describe('reading and updating the profile', () => {
  it('GET me/student answers data.result; mini answers the summary; PATCH updates fields', async () => {
    const token = await newUserToken();
    await send('POST', '/v1/job-portal/onboarding', token, onboarding);
    const full = await get('/v1/job-portal/me/student', token);
    expect(full.statusCode).toBe(200);
    expect(full.json().data.result).toHaveProperty('educations');
    const mini = await get('/v1/job-portal/me/student/mini', token);
    expect(Object.keys(mini.json().data.result).sort()).toEqual(
      [
        'id',
        'userId',
        'batch',
        'profile',
        'careerPreference',
        'experienceLevel',
        'lastEducation',
        'hiddenFromCompanies',
      ].sort(),
    );
    const patched = await send('PATCH', '/v1/job-portal/me/student', token, {
      toefl: 560,
      gpa: { value: 3.45, max: 4 },
      birthdate: '2001-02-03',
      expectedSalary: 8_500_000,
      name: 'Dewi L.',
      handphone: '081234567890',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.result).toMatchObject({
      toefl: 560,
      gpa: { value: 3.45, max: 4 },
      birthdate: '2001-02-03',
      expectedSalary: 8_500_000,
      profile: { name: 'Dewi L.', handphone: '081234567890' },
      major: 'Statistika',
    });
    const bad = await send('PATCH', '/v1/job-portal/me/student', token, {
      gpa: { value: 3.9, max: 3 },
      birthdate: '2999-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['birthdate', 'gpa.value']);
  });

  it('PUT /v1/profiles/student replaces the whole profile with every section', async () => {
    const token = await newUserToken();
    const profile = {
      ...onboarding,
      batch: '2023',
      toefl: 600,
      workExperiences: [
        {
          companyName: 'PT Maju Bersama',
          industryPreferences: [industryId],
          roleName: 'Analis Data',
          roleLevel: 'staff',
          startDate: '2023-01-01',
          currentlyOccupied: true,
        },
        {
          companyName: 'CV Kecil',
          roleName: 'Magang',
          startDate: '2022-01-01',
          endDate: '2022-06-30',
        },
      ],
      certifications: [{ certificationName: 'SQL Dasar', certificationIssuedBy: 'Lembaga X' }],
      organizations: [{ organizationName: 'BEM', organizationPosition: 'Ketua' }],
      educations: [
        {
          educationLevel: 4,
          institutionName: 'Universitas Y',
          major: 'Statistika',
          startYear: 2018,
          endYear: 2022,
        },
      ],
      skills: ['SQL', 'Python'],
    };
    const res = await send('PUT', '/v1/profiles/student', token, profile);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data.result;
    expect(result.workExperiences.map((w: { companyName: string }) => w.companyName)).toEqual([
      'PT Maju Bersama',
      'CV Kecil',
    ]);
    expect(result).toMatchObject({
      batch: '2023',
      toefl: 600,
      certifications: [{ certificationName: 'SQL Dasar' }],
      organizations: [{ organizationPosition: 'Ketua' }],
      educations: [{ institutionName: 'Universitas Y', endYear: 2022 }],
      skills: ['SQL', 'Python'],
    });
    // Replacing again with fewer sections removes the others.
    const again = await send('PUT', '/v1/profiles/student', token, {
      ...onboarding,
      skills: ['R'],
    });
    expect(again.json().data.result).toMatchObject({ workExperiences: [], skills: ['R'] });
    const profiles = await get('/v1/profiles', token);
    expect(profiles.json().data).toMatchObject({ role: 'student', student: { skills: ['R'] } });
  });

  it('PUT names the fields of invalid sections', async () => {
    const token = await newUserToken();
    const res = await send('PUT', '/v1/profiles/student', token, {
      ...onboarding,
      workExperiences: [
        { companyName: 'A', roleName: 'B', startDate: '2023-01-01' },
        { companyName: 'C', roleName: 'D', startDate: '2023-05-01', endDate: '2023-01-01' },
        {
          companyName: 'E',
          roleName: 'F',
          startDate: '2023-05-01',
          endDate: '2023-06-01',
          currentlyOccupied: true,
        },
      ],
      educations: [{ educationLevel: 4, institutionName: 'U', startYear: 2020, endYear: 2019 }],
      skills: ['SQL', 'sql'],
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual([
      'educations.0.endYear',
      'skills.1',
      'workExperiences.0.endDate',
      'workExperiences.1.endDate',
      'workExperiences.2.endDate',
    ]);
  });

  it('GET /v1/profiles works for users who are not students', async () => {
    const token = await newUserToken('mentor');
    const res = await get('/v1/profiles', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'mentor', student: null });
  });
});

describe('hidden from companies', () => {
  it('only the owner can flip the flag', async () => {
    const owner = await createStudent(t.database.db);
    const ownerToken = (await signIn(t.app, owner.user.email, FACTORY_PASSWORD)).tokenData.token;
    const intruderToken = await newUserToken();
    const url = `/v1/job-portal/student/${owner.profile.id}/hidden-from-companies-by-student`;

    const intrusion = await send('PATCH', url, intruderToken, { hiddenFromCompanies: true });
    expect(intrusion.statusCode).toBe(403);
    expect(intrusion.json().messageId).toBe('FORBIDDEN');
    const untouched = await get('/v1/job-portal/me/student/mini', ownerToken);
    expect(untouched.json().data.result.hiddenFromCompanies).toBe(false);

    const mine = await send('PATCH', url, ownerToken, { hiddenFromCompanies: true });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.result).toEqual({ id: owner.profile.id, hiddenFromCompanies: true });
    const hidden = await get('/v1/job-portal/me/student/mini', ownerToken);
    expect(hidden.json().data.result.hiddenFromCompanies).toBe(true);

    const missing = await send(
      'PATCH',
      '/v1/job-portal/student/00000000-0000-4000-8000-000000000000/hidden-from-companies-by-student',
      ownerToken,
      { hiddenFromCompanies: false },
    );
    expect(missing.statusCode).toBe(404);
    expect((await send('PATCH', url, null, { hiddenFromCompanies: false })).statusCode).toBe(401);
  });
});

describe('student activity', () => {
  const DEVICE = 'AbCdEfGhIjKlMnOpQrStUv12';

  it('records activity of signed-in users and of guests', async () => {
    const token = await newUserToken();
    const mine = await send('POST', '/v1/job-portal/student-activity', token, {
      type: 'search',
      payload: { search: 'data analyst', cityIds: [JAKARTA] },
    });
    expect(mine.statusCode).toBe(201);
    const guest = await send('POST', '/v1/job-portal/student-activity', null, {
      type: 'jobView',
      jobId: '00000000-0000-4000-8000-000000000001',
      guestId: 'guest-123',
      deviceId: DEVICE,
    });
    expect(guest.statusCode).toBe(201);
    const { rows } = await t.database.execute(
      "select type, guest_id, device_id from student_activities where guest_id = 'guest-123'",
      [],
    );
    expect(rows).toEqual([{ type: 'jobView', guest_id: 'guest-123', device_id: DEVICE }]);
  });

  it('refuses guests without ids, bad device ids, unknown types and big payloads', async () => {
    const cases: [object, string][] = [
      [{ type: 'search' }, 'guestId'],
      [{ type: 'search', guestId: 'g1', deviceId: 'short' }, 'deviceId'],
      [{ type: 'like', guestId: 'g1', deviceId: DEVICE }, 'type'],
      [
        { type: 'search', guestId: 'g1', deviceId: DEVICE, payload: { q: 'x'.repeat(3000) } },
        'payload',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await send('POST', '/v1/job-portal/student-activity', null, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
  });

  it('refuses a stale token instead of recording as a guest', async () => {
    const res = await send('POST', '/v1/job-portal/student-activity', 'not-a-token', {
      type: 'search',
      guestId: 'g1',
      deviceId: DEVICE,
    });
    expect(res.statusCode).toBe(401);
  });
});
