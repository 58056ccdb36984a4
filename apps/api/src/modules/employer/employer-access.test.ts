// Role × endpoint × foreign object for the employer area: every endpoint that names a job, an
// invitation, a join request, a member or a photo of company A refuses guests, students,
// employers of another company (404, as if it did not exist), employers without a company and,
// for the owners' endpoints, A's own recruiter; the profile endpoints (which act on the actor's
// own company) refuse guests, students and employers without a company; nothing changes. The
// counts are printed at the end.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyMember } from '../../../seed/application-factories';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { createCompany, ensureCity } from '../../../seed/factories';
import { multipartFile, pngImage } from './company-image-fixtures';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let jobBody: object;

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  return res.json().data.tokenData.token;
}

/** A body: JSON, or a multipart upload (its bytes and content type). */
type Body = object | { multipart: ReturnType<typeof multipartFile> };

const call = (method: string, url: string, who: string | null, body?: Body) => {
  const auth = who ? { authorization: `Bearer ${tokens[who]}` } : {};
  if (body && 'multipart' in body)
    return t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...auth, ...body.multipart.headers },
      payload: body.multipart.payload,
    });
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: auth,
    ...(body ? { payload: body } : {}),
  });
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const cityId = await ensureCity(db);
  const a = await createCompany(db, {});
  const b = await createCompany(db, {});
  const owner = await createUser(db, { role: 'employer' });
  const recruiter = await createUser(db, { role: 'employer' });
  const otherOwner = await createUser(db, { role: 'employer' });
  const lone = await createUser(db, { role: 'employer' });
  const asker = await createUser(db, { role: 'employer' });
  await addCompanyMember(db, owner.id, a.id, 'owner');
  await addCompanyMember(db, recruiter.id, a.id, 'recruiter');
  await addCompanyMember(db, otherOwner.id, b.id, 'owner');
  const student = await createStudent(db);
  tokens.owner = await signIn(owner.email);
  tokens.recruiter = await signIn(recruiter.email);
  tokens.otherEmployer = await signIn(otherOwner.email);
  tokens.noCompany = await signIn(lone.email);
  tokens.asker = await signIn(asker.email);
  tokens.student = await signIn(student.user.email);
  ids.recruiter = recruiter.id;
  jobBody = {
    role: 'Staf Gudang',
    jobRoleId: null,
    cityId,
    employmentTypes: ['fullTime'],
    workplaceType: 'onSite',
    salaryType: 'monthly',
    salaryMin: null,
    salaryMax: null,
    salaryShown: false,
    lastEducations: [],
    experienceLevels: [],
    skills: [],
    descriptionId: 'Mengelola stok gudang.',
    descriptionEn: '',
    responsibilitiesId: '',
    responsibilitiesEn: '',
    requirementsId: '',
    requirementsEn: '',
    applicationType: 'easyApply',
    externalUrl: '',
    urgentlyNeeded: false,
    deadline: null,
    questions: [],
    steps: [],
  };
  ids.job = (await call('POST', '/v1/employer/jobs', 'owner', jobBody)).json().data.id;
  ids.invitation = (
    await call('POST', '/v1/employer/company/invitations', 'owner', {
      email: 'calon.rekan@contoh.test',
      role: 'recruiter',
    })
  ).json().data.id;
  ids.joinRequest = (
    await call('POST', `/v1/employer/companies/${a.id}/join-requests`, 'asker', { message: '' })
  ).json().data.id;
  ids.company = a.id;
  const [photo] = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO company_photos (company_id, url, caption_id, caption_en, position)
        VALUES (${a.id}::uuid, '/company-photos/office.svg', 'Ruang kerja', 'Workspace', 0)
        RETURNING id`,
  );
  ids.photo = photo!.id;
});

const image = () => ({ multipart: multipartFile(pngImage(400, 400), 'kantor.png') });

type Case = [method: string, url: () => string, body?: () => object];
const CASES: Record<string, Case> = {
  'read the job': ['GET', () => `/v1/employer/jobs/${ids.job}`],
  'save the job': ['PUT', () => `/v1/employer/jobs/${ids.job}`, () => jobBody],
  'publish the job': ['POST', () => `/v1/employer/jobs/${ids.job}/publish`],
  'close the job': ['POST', () => `/v1/employer/jobs/${ids.job}/close`],
  'reopen the job': ['POST', () => `/v1/employer/jobs/${ids.job}/reopen`],
  'duplicate the job': ['POST', () => `/v1/employer/jobs/${ids.job}/duplicate`],
  'withdraw the invitation': ['DELETE', () => `/v1/employer/company/invitations/${ids.invitation}`],
  'approve the join request': [
    'POST',
    () => `/v1/employer/company/join-requests/${ids.joinRequest}/approve`,
  ],
  'decline the join request': [
    'POST',
    () => `/v1/employer/company/join-requests/${ids.joinRequest}/decline`,
  ],
  "change a member's role": [
    'PATCH',
    () => `/v1/employer/company/members/${ids.recruiter}`,
    () => ({ role: 'owner' }),
  ],
  'remove a member': ['DELETE', () => `/v1/employer/company/members/${ids.recruiter}`],
  'caption a photo': [
    'PATCH',
    () => `/v1/employer/company/photos/${ids.photo}`,
    () => ({ captionId: 'Diubah', captionEn: 'Changed' }),
  ],
  'delete a photo': ['DELETE', () => `/v1/employer/company/photos/${ids.photo}`],
  'reorder the photos': [
    'PUT',
    () => '/v1/employer/company/photos/order',
    () => ({ ids: [ids.photo] }),
  ],
  'rename the company': [
    'PATCH',
    () => '/v1/employer/company/profile',
    () => ({ name: 'PT Diambil Alih' }),
  ],
  'read the company profile': ['GET', () => '/v1/employer/company/profile'],
  'edit the company profile': [
    'PATCH',
    () => '/v1/employer/company/profile',
    () => ({ descriptionId: 'Diubah orang lain' }),
  ],
  'upload the logo': ['POST', () => '/v1/employer/company/logo', image],
  'remove the logo': ['DELETE', () => '/v1/employer/company/logo'],
  'upload a photo': ['POST', () => '/v1/employer/company/photos', image],
};

const JOB = { guest: 401, student: 403, otherEmployer: 404, noCompany: 409 };
const OWNERS = { ...JOB, recruiter: 403 };
// Another company's photo is "not found"; an order naming it is not the actor's own photos.
const PHOTO = JOB;
const ORDER = { ...JOB, otherEmployer: 400 };
// These act on the actor's own company: another company's member changes only its own.
const OWN_COMPANY = { guest: 401, student: 403, noCompany: 409 };
const EXPECTED: Record<string, Record<string, number>> = {
  'read the job': JOB,
  'save the job': JOB,
  'publish the job': JOB,
  'close the job': JOB,
  'reopen the job': JOB,
  'duplicate the job': JOB,
  'withdraw the invitation': OWNERS,
  'approve the join request': OWNERS,
  'decline the join request': OWNERS,
  "change a member's role": OWNERS,
  'remove a member': OWNERS,
  'caption a photo': PHOTO,
  'delete a photo': PHOTO,
  'reorder the photos': ORDER,
  'rename the company': { ...OWN_COMPANY, recruiter: 403 },
  'read the company profile': OWN_COMPANY,
  'edit the company profile': OWN_COMPANY,
  'upload the logo': OWN_COMPANY,
  'remove the logo': OWN_COMPANY,
  'upload a photo': OWN_COMPANY,
};

const tally = { calls: 0, refused: 0, leaks: 0 };

describe('employer area: role × endpoint × foreign object', () => {
  const rows = Object.entries(EXPECTED).flatMap(([name, byWho]) =>
    Object.entries(byWho).map(([who, status]) => [name, who, status] as const),
  );
  it.each(rows)('%s as %s → %i', async (name, who, status) => {
    const [method, url, body] = CASES[name]!;
    const res = await call(method, url(), who === 'guest' ? null : who, body?.());
    tally.calls += 1;
    if (res.statusCode >= 400) tally.refused += 1;
    else tally.leaks += 1;
    // A refusal never shows the object: no job, member or address in the body.
    expect(res.body).not.toContain('Staf Gudang');
    expect(res.body).not.toContain('calon.rekan');
    expect(res.body).not.toContain('Ruang kerja');
    expect(res.body).not.toContain(ids.company);
    expect(res.statusCode, res.body).toBe(status);
  });

  it("lists show only the actor's own company", async () => {
    const jobs = (await call('GET', '/v1/employer/jobs', 'otherEmployer')).json().data;
    expect(jobs.docs.map((d: { id: string }) => d.id)).not.toContain(ids.job);
    const team = (await call('GET', '/v1/employer/company/members', 'otherEmployer')).json().data;
    expect(JSON.stringify(team)).not.toContain('calon.rekan');
    expect(team.joinRequests).toEqual([]);
    expect((await call('GET', '/v1/employer/jobs', 'noCompany')).statusCode).toBe(409);
    expect((await call('GET', '/v1/employer/company/members', 'student')).statusCode).toBe(403);
  });

  it('left every object as it was', async () => {
    const [state] = await selectRows<{
      job: string;
      jobs: number;
      invitation: number;
      request: string;
      role: string;
      photo: string;
      company: string;
    }>(
      t.database.db,
      sql`SELECT (SELECT status FROM jobs WHERE id = ${ids.job}::uuid) AS job,
                 (SELECT count(*)::int FROM jobs WHERE role = 'Staf Gudang') AS jobs,
                 (SELECT count(*)::int FROM company_invitations WHERE id = ${ids.invitation}::uuid) AS invitation,
                 (SELECT status FROM company_join_requests WHERE id = ${ids.joinRequest}::uuid) AS request,
                 (SELECT role FROM company_members WHERE user_id = ${ids.recruiter}::uuid) AS role,
                 (SELECT caption_id || '@' || position FROM company_photos WHERE id = ${ids.photo}::uuid) AS photo,
                 (SELECT name || '|' || description_id || '|' || coalesce(logo_url, '-')
                  FROM companies WHERE id = ${ids.company}::uuid) AS company`,
    );
    expect(state).toEqual({
      job: 'draft',
      jobs: 1,
      invitation: 1,
      request: 'pending',
      role: 'recruiter',
      photo: 'Ruang kerja@0',
      company: expect.stringMatching(
        /^PT Uji Coba .+\|.+ adalah perusahaan fiktif untuk pengujian\.\|-$/,
      ),
    });
  });
});

afterAll(async () => {
  console.log(
    `employer access matrix: ${Object.keys(CASES).length} endpoints, ${tally.calls} calls, ` +
      `${tally.refused} refused, ${tally.leaks} leaks`,
  );
  expect(tally.leaks).toBe(0);
  await t.close();
});
