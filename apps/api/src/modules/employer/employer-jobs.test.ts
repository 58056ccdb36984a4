// Free job posting through the API: a job from draft to publish to close to reopen to duplicate
// with its questions and steps; a published job found by the search API right after the publish
// call and gone right after the close call (same request cycle, in-memory engine); closing moves
// the job's open applications to closed; refusals in both languages.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyMember } from '../../../seed/application-factories';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { createCompany, ensureCity } from '../../../seed/factories';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer } from '../auth/test-support';

let t: TestApp;
const tokens: Record<string, string> = {};
let cityId: number;

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  return res.json().data.tokenData.token;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  cityId = await ensureCity(db);
  const company = await createCompany(db, { name: 'PT Rempah Nusantara' });
  const employer = await createUser(db, { role: 'employer' });
  await addCompanyMember(db, employer.id, company.id, 'recruiter');
  const student = await createStudent(db);
  tokens.employer = await signIn(employer.email);
  tokens.student = await signIn(student.user.email);
  tokens.student2 = await signIn((await createStudent(db)).user.email);
  // Loads the in-memory index now, so the tests below see changes applied to a loaded engine.
  await t.app.inject('/v1/explore-job/job?search=apa+saja');
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who]!), ...headers },
    ...(payload ? { payload } : {}),
  });

function job(overrides: object = {}) {
  return {
    role: 'Peracik Jamu Tradisional',
    jobRoleId: null,
    cityId,
    employmentTypes: ['fullTime'],
    workplaceType: 'onSite',
    salaryType: 'monthly',
    salaryMin: 4_500_000,
    salaryMax: 6_000_000,
    salaryShown: true,
    lastEducations: [2, 3],
    experienceLevels: [1],
    skills: ['Herbal', 'Higiene pangan'],
    descriptionId: 'Meracik jamu setiap pagi.\n\n- Menyiapkan bahan\n- Menjaga kebersihan <dapur>',
    descriptionEn: '',
    responsibilitiesId: '',
    responsibilitiesEn: '',
    requirementsId: '',
    requirementsEn: '',
    applicationType: 'easyApply',
    externalUrl: '',
    urgentlyNeeded: true,
    deadline: null,
    questions: [
      {
        type: 'numeric',
        title: 'Berapa tahun pengalamanmu?',
        description: '',
        mandatory: true,
        options: [],
      },
      {
        type: 'radio',
        title: 'Bersedia shift pagi?',
        description: '',
        mandatory: true,
        options: ['Ya', 'Tidak'],
      },
      {
        type: 'checkbox',
        title: 'Bahan yang kamu kenal',
        description: '',
        mandatory: false,
        options: ['Kunyit', 'Jahe', 'Temulawak'],
      },
    ],
    steps: [
      { type: 'hrInterview', name: 'Interview HR', visible: true, instructions: '' },
      { type: 'custom', name: 'Uji racik', visible: false, instructions: 'Meracik di dapur kami.' },
    ],
    ...overrides,
  };
}

const applicationIdOf = (res: { json(): unknown }) =>
  (res.json() as { data: { result: { id: string } } }).data.result.id;

const search = async (words: string) =>
  (await t.app.inject(`/v1/explore-job/job?search=${encodeURIComponent(words)}`)).json().data
    .docs as { id: string }[];

describe('an employer job from draft to duplicate', () => {
  it('drafts, publishes (found at once), closes (gone at once), reopens and duplicates', async () => {
    const created = await call('POST', '/v1/employer/jobs', 'employer', job());
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data;
    expect(draft.status).toBe('draft');
    expect(draft.publishedAt).toBeNull();
    expect(draft.questions.map((q: { type: string }) => q.type)).toEqual([
      'numeric',
      'radio',
      'checkbox',
    ]);
    expect(draft.steps.map((s: { type: string; visible: boolean }) => [s.type, s.visible])).toEqual(
      [
        ['hrInterview', true],
        ['custom', false],
      ],
    );
    // The text round-trips; the stored HTML escapes what the employer typed.
    expect(draft.descriptionId).toBe(
      'Meracik jamu setiap pagi.\n\n- Menyiapkan bahan\n- Menjaga kebersihan <dapur>',
    );
    const [stored] = await selectRows<{ description_id: string }>(
      t.database.db,
      sql`SELECT description_id FROM jobs WHERE id = ${draft.id}::uuid`,
    );
    expect(stored!.description_id).toContain('&lt;dapur&gt;');

    // A draft is neither searchable nor public.
    expect((await search('peracik jamu')).map((d) => d.id)).not.toContain(draft.id);
    const publicPage = await t.app.inject(`/v1/job-portal/job/slug/${draft.slug}`);
    expect(publicPage.statusCode).toBe(404);

    const published = await call('POST', `/v1/employer/jobs/${draft.id}/publish`, 'employer');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.status).toBe('open');
    expect((await search('peracik jamu')).map((d) => d.id)).toContain(draft.id);
    const again = await call('POST', `/v1/employer/jobs/${draft.id}/publish`, 'employer');
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('JOB_STATUS_CONFLICT');

    // A student applies; closing moves the application to closed in the same request.
    const form = await t.app.inject({
      method: 'POST',
      url: `/v1/job-portal/job/${draft.id}/apply`,
      headers: bearer(tokens.student!),
      payload: {
        answers: draft.questions.map((q: { id: string; type: string }) => ({
          questionId: q.id,
          answer: q.type === 'numeric' ? '3' : q.type === 'radio' ? 'o1' : ['o2'],
        })),
      },
    });
    expect(form.statusCode, form.body).toBe(201);

    const list = (await call('GET', '/v1/employer/jobs', 'employer')).json().data;
    const row = list.docs.find((d: { id: string }) => d.id === draft.id);
    expect(row).toMatchObject({ status: 'open', applicantCount: 1, activeApplicantCount: 1 });
    expect(list.counts.open).toBeGreaterThanOrEqual(1);

    const closed = await call('POST', `/v1/employer/jobs/${draft.id}/close`, 'employer');
    expect(closed.json().data.status).toBe('closed');
    expect((await search('peracik jamu')).map((d) => d.id)).not.toContain(draft.id);
    const [application] = await selectRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM applications WHERE job_id = ${draft.id}::uuid`,
    );
    expect(application!.status).toBe('closed');

    const reopened = await call('POST', `/v1/employer/jobs/${draft.id}/reopen`, 'employer');
    expect(reopened.json().data.status).toBe('open');
    expect((await search('peracik jamu')).map((d) => d.id)).toContain(draft.id);

    // A question someone answered stays.
    const withoutQuestions = await call(
      'PUT',
      `/v1/employer/jobs/${draft.id}`,
      'employer',
      job({ questions: [] }),
    );
    expect(withoutQuestions.json().messageId).toBe('JOB_PART_IN_USE');

    // A step an applicant is in keeps its type.
    const second = await call('POST', `/v1/job-portal/job/${draft.id}/apply`, 'student2', {
      answers: draft.questions.map((q: { id: string; type: string }) => ({
        questionId: q.id,
        answer: q.type === 'numeric' ? '1' : q.type === 'radio' ? 'o2' : [],
      })),
    });
    expect(second.statusCode, second.body).toBe(201);
    const moved = await call(
      'POST',
      `/v1/job-portal/employer/application/${applicationIdOf(second)}/move`,
      'employer',
      {
        status: 'hrInterview',
        recruitmentStepId: draft.steps[0].id,
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const retyped = await call(
      'PUT',
      `/v1/employer/jobs/${draft.id}`,
      'employer',
      job({
        questions: draft.questions,
        steps: [{ ...draft.steps[0], type: 'userInterview' }, draft.steps[1]],
      }),
    );
    expect(retyped.json().messageId).toBe('JOB_PART_IN_USE');

    // An edit of an open job is searchable with its new words at once.
    const edited = await call(
      'PUT',
      `/v1/employer/jobs/${draft.id}`,
      'employer',
      job({
        role: 'Barista Jamu Kekinian',
        questions: draft.questions.map((q: object) => q),
        steps: draft.steps,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search('barista jamu')).map((d) => d.id)).toContain(draft.id);

    const copy = await call('POST', `/v1/employer/jobs/${draft.id}/duplicate`, 'employer');
    expect(copy.statusCode, copy.body).toBe(201);
    const duplicate = copy.json().data;
    expect(duplicate.status).toBe('draft');
    expect(duplicate.id).not.toBe(draft.id);
    expect(duplicate.role).toBe('Barista Jamu Kekinian');
    expect(duplicate.questions).toHaveLength(3);
    expect(duplicate.steps.map((s: { name: string }) => s.name)).toEqual([
      'Interview HR',
      'Uji racik',
    ]);
    expect(duplicate.questions[0].id).not.toBe(draft.questions[0].id);
  });

  it('refuses invalid jobs field by field, in Indonesian and English', async () => {
    const bad = job({
      role: '',
      employmentTypes: [],
      salaryMin: 9_000_000,
      salaryMax: 1_000_000,
      applicationType: 'external',
      externalUrl: 'bukan-url',
      questions: [
        { type: 'radio', title: 'Pilih', description: '', mandatory: true, options: ['Ya'] },
      ],
    });
    const id = await call('POST', '/v1/employer/jobs', 'employer', bad);
    expect(id.statusCode).toBe(400);
    const fields = (res: typeof id) =>
      Object.fromEntries(
        res.json().details.map((d: { field: string; message: string }) => [d.field, d.message]),
      );
    expect(fields(id)).toMatchObject({
      role: 'Isi judul lowongan.',
      employmentTypes: 'Pilih paling sedikit satu jenis pekerjaan.',
    });
    const en = await call('POST', '/v1/employer/jobs', 'employer', bad, {
      'accept-language': 'en',
    });
    expect(fields(en)).toMatchObject({ role: 'Enter the job title.' });
    const refine = await call(
      'POST',
      '/v1/employer/jobs',
      'employer',
      job({ salaryMin: 9_000_000, salaryMax: 1 }),
      {
        'accept-language': 'en',
      },
    );
    expect(fields(refine)).toMatchObject({
      salaryMax: 'The maximum salary cannot be below the minimum.',
    });
  });

  it('flags a posting that asks candidates for money or ID-card photos for the admin, and unflags it when fixed', async () => {
    const flags = async (id: string) =>
      (
        await selectRows<{ flag_reasons: string[]; reviewed: boolean }>(
          t.database.db,
          sql`SELECT flag_reasons, flags_reviewed_at IS NOT NULL AS reviewed FROM jobs WHERE id = ${id}::uuid`,
        )
      )[0];
    const scam = job({
      requirementsId: 'Wajib transfer biaya pendaftaran Rp150.000 dan kirim foto KTP.',
    });
    const created = (await call('POST', '/v1/employer/jobs', 'employer', scam)).json().data;
    expect((await flags(created.id))?.flag_reasons.sort()).toEqual([
      'asksForIdCard',
      'asksForMoney',
    ]);
    const clean = await call('PUT', `/v1/employer/jobs/${created.id}`, 'employer', job());
    expect(clean.statusCode, clean.body).toBe(200);
    expect((await flags(created.id))?.flag_reasons).toEqual([]);
  });

  it('answers a student and another company as if the job did not exist', async () => {
    const created = (await call('POST', '/v1/employer/jobs', 'employer', job())).json().data;
    const student = await call('GET', `/v1/employer/jobs/${created.id}`, 'student');
    expect(student.statusCode).toBe(403);
    expect(student.json().messageId).toBe('EMPLOYER_ONLY');
  });
});
