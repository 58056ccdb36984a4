// Easy apply on a real database: every answer rule of spec section 5, every apply error of
// section 8, a double click, 20 concurrent applies, external apply and the apply form.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  addSteps,
  EVERY_QUESTION_TYPE,
  USUAL_STEPS,
  type CreatedQuestion,
} from '../../../seed/application-factories';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { createCompany, createJob } from '../../../seed/factories';
import { fixedClock } from '../../platform/clock';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-11-21T03:00:00Z');
let t: TestApp;
let companyId: string;
let student: { token: string; userId: string; studentId: string };
let questions: CreatedQuestion[];

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.tokenData.token;
}

async function newStudent() {
  const s = await createStudent(t.database.db);
  await t.database.db.execute(
    sql`UPDATE student_profiles SET toefl = 550, birthdate = '2001-08-17', gpa_value = 3.6, gpa_max = 4
        WHERE id = ${s.profile.id}::uuid`,
  );
  return { token: await signIn(s.user.email), userId: s.user.id, studentId: s.profile.id };
}

async function newJob(overrides: Parameters<typeof createJob>[1] = {}) {
  const job = await createJob(t.database.db, { companyId, ...overrides }, { now: NOW });
  const qs = await addQuestions(t.database.db, job.id, EVERY_QUESTION_TYPE);
  await addSteps(t.database.db, job.id, USUAL_STEPS);
  return { id: job.id, questions: qs };
}

const q = (list: CreatedQuestion[], title: string) => list.find((x) => x.title === title)!;

/** A complete, valid set of answers to EVERY_QUESTION_TYPE. */
function validAnswers(list: CreatedQuestion[]) {
  return [
    { questionId: q(list, 'Tools apa yang pernah kamu gunakan?').id, answer: ['o1', 'o2'] },
    { questionId: q(list, 'Bersedia bekerja di kantor?').id, answer: 'o1' },
    { questionId: q(list, 'Berapa tahun pengalaman kerjamu?').id, answer: 3.5 },
    { questionId: q(list, 'Kapan kamu bisa mulai bekerja?').id, answer: '01/05/2027' },
    { questionId: q(list, 'Tautan portofolio').id, answer: 'putri.example.id/karya' },
    { questionId: q(list, 'Skor TOEFL').id, answer: 550 },
    { questionId: q(list, 'Tanggal lahir').id, answer: '08/17/2001' },
    { questionId: q(list, 'IPK').id, answer: '3.6/4' },
  ];
}

const apply = (token: string, jobId: string, answers: unknown, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/job-portal/job/${jobId}/apply`,
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    payload: { answers, ...extra },
  });

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  companyId = (await createCompany(t.database.db, {})).id;
  student = await newStudent();
  questions = (await newJob()).questions;
});
afterAll(async () => t.close());

describe('easy apply', () => {
  it('applies with every question type and stores the answers as the server normalised them', async () => {
    const job = await newJob();
    const res = await apply(student.token, job.id, validAnswers(job.questions));
    expect(res.statusCode).toBe(201);
    const result = res.json().data.result;
    expect(result).toMatchObject({
      status: 'waitListed',
      applicationType: 'easyApply',
      fromRecommendation: false,
      job: { id: job.id, status: 'active' },
    });
    expect(result.recruitmentSteps.map((s: { name: string }) => s.name)).toEqual([
      'Tes Teknis',
      'Screening Internal',
      'Interview HR',
      'Interview User',
    ]);
    expect(result.history).toEqual([
      expect.objectContaining({ from: null, to: 'waitListed', by: 'candidate' }),
    ]);
    const stored = await selectRows<{ title: string; answer: unknown }>(
      t.database.db,
      sql`SELECT q.title, a.answer FROM application_answers a JOIN job_questions q ON q.id = a.question_id
          WHERE a.application_id = ${result.id}::uuid`,
    );
    const byTitle = Object.fromEntries(stored.map((r) => [r.title, r.answer]));
    expect(byTitle).toEqual({
      'Tools apa yang pernah kamu gunakan?': ['o1', 'o2'],
      'Bersedia bekerja di kantor?': 'o1',
      'Berapa tahun pengalaman kerjamu?': 3.5,
      'Kapan kamu bisa mulai bekerja?': '01/05/2027',
      // Spec section 5: links without https get it.
      'Tautan portofolio': 'https://putri.example.id/karya',
      'Skor TOEFL': 550,
      'Tanggal lahir': '08/17/2001',
      IPK: '3.6/4',
    });
  });

  it('answers with the application as it is read back, and writes the count, activity and saved answers', async () => {
    const job = await newJob();
    const fresh = await newStudent();
    const res = await apply(fresh.token, job.id, validAnswers(job.questions), {
      saveAnswers: true,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data.result;
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/job-portal/me/application/${created.id}`,
      headers: { authorization: `Bearer ${fresh.token}`, 'x-locale': 'en' },
    });
    expect(read.statusCode).toBe(200);
    expect(created).toEqual(read.json().data.result);
    const [written] = await selectRows<{ count: number; activities: number; saved: number }>(
      t.database.db,
      sql`SELECT (SELECT applicant_count FROM jobs WHERE id = ${job.id}::uuid)::int AS count,
            (SELECT count(*) FROM student_activities
              WHERE user_id = ${fresh.userId}::uuid AND type = 'jobApply' AND job_id = ${job.id}::uuid)::int AS activities,
            (SELECT count(*) FROM reusable_answers WHERE student_id = ${fresh.studentId}::uuid)::int AS saved`,
    );
    // The five questions that are not profile questions are remembered; TOEFL, birthdate and
    // GPA come from the profile.
    expect(written).toEqual({ count: 1, activities: 1, saved: 5 });
  });

  it('takes numeric text with a decimal point, and an unanswered optional checkbox as []', async () => {
    const job = await createJob(t.database.db, { companyId }, { now: NOW });
    const [years, langs] = await addQuestions(t.database.db, job.id, [
      { type: 'numeric', title: 'Lama pengalaman', mandatory: true },
      { type: 'checkbox', title: 'Bahasa lain', options: ['Inggris', 'Mandarin'] },
    ]);
    const res = await apply(student.token, job.id, [{ questionId: years!.id, answer: '2.' }]);
    expect(res.statusCode).toBe(201);
    const stored = await selectRows<{ questionId: string; answer: unknown }>(
      t.database.db,
      sql`SELECT question_id AS "questionId", answer FROM application_answers
          WHERE application_id = ${res.json().data.result.id}::uuid`,
    );
    expect(Object.fromEntries(stored.map((r) => [r.questionId, r.answer]))).toEqual({
      [years!.id]: 2,
      [langs!.id]: [],
    });
  });

  it.each([
    ['a mandatory question left out', (a: ReturnType<typeof validAnswers>) => a.slice(1)],
    [
      'a mandatory numeric answered empty',
      (a: ReturnType<typeof validAnswers>) => a.map((x, i) => (i === 2 ? { ...x, answer: '' } : x)),
    ],
    [
      'a mandatory checkbox answered with an empty list',
      (a: ReturnType<typeof validAnswers>) => a.map((x, i) => (i === 0 ? { ...x, answer: [] } : x)),
    ],
  ])('INCOMPLETE_PRE_SCREENING_ANSWERS: %s', async (_name, change) => {
    const job = await newJob();
    const res = await apply(student.token, job.id, change(validAnswers(job.questions)));
    expect(res.statusCode).toBe(400);
    expect(res.json().messageId).toBe('INCOMPLETE_PRE_SCREENING_ANSWERS');
  });

  it.each([
    ['a radio option the question does not offer', 1, 'o9'],
    ['a checkbox option the question does not offer', 0, ['o1', 'o7']],
  ])('INVALID_PRE_SCREENING_ANSWERS_OPTION: %s', async (_name, index, answer) => {
    const job = await newJob();
    const answers = validAnswers(job.questions).map((x, i) => (i === index ? { ...x, answer } : x));
    const res = await apply(student.token, job.id, answers);
    expect(res.statusCode).toBe(400);
    expect(res.json().messageId).toBe('INVALID_PRE_SCREENING_ANSWERS_OPTION');
  });

  it.each([
    ['two decimal separators', 2, '3,4,5'],
    ['a negative number', 2, -1],
    ['an exponent', 2, '1e3'],
    ['a date not in m/d/Y', 3, '2027-05-01'],
    ['an impossible date', 3, '02/30/2027'],
    ['a GPA without its scale', 7, '3.6'],
    ['a GPA above its scale', 7, '4.5/4'],
    ['a GPA on another scale', 7, '3.6/5'],
    ['a short text too long', 4, 'x'.repeat(501)],
    ['a radio answered with a list', 1, ['o1']],
    ['a checkbox answered with text', 0, 'o1'],
    ['a checkbox repeating an option', 0, ['o1', 'o1']],
  ])('INVALID_PRE_SCREENING_ANSWERS: %s', async (_name, index, answer) => {
    const job = await newJob();
    const answers = validAnswers(job.questions).map((x, i) => (i === index ? { ...x, answer } : x));
    const res = await apply(student.token, job.id, answers);
    expect(res.statusCode).toBe(400);
    expect(res.json().messageId).toBe('INVALID_PRE_SCREENING_ANSWERS');
    expect(res.json().details[0].field).toBe(job.questions[index]!.id);
  });

  it('INVALID_PRE_SCREENING_ANSWERS: an unknown or repeated question', async () => {
    const job = await newJob();
    const answers = validAnswers(job.questions);
    const unknown = await apply(student.token, job.id, [
      ...answers,
      { questionId: questions[0]!.id, answer: ['o1'] },
    ]);
    expect(unknown.json().messageId).toBe('INVALID_PRE_SCREENING_ANSWERS');
    // The request's own id is not quoted back: the problem is named as the answers field.
    expect(unknown.body).not.toContain(questions[0]!.id);
    expect(unknown.json().details).toEqual([expect.objectContaining({ field: 'answers' })]);
    const repeated = await apply(student.token, job.id, [...answers, answers[0]]);
    expect(repeated.json().messageId).toBe('INVALID_PRE_SCREENING_ANSWERS');
    // Nothing was created by the refusals.
    expect((await apply(student.token, job.id, answers)).statusCode).toBe(201);
  });

  it('JOB_CLOSED for a closed job and for one past its deadline (23:59:59 WIB)', async () => {
    const closed = await newJob({ status: 'closed' });
    const res = await apply(student.token, closed.id, validAnswers(closed.questions));
    expect(res.statusCode).toBe(409);
    expect(res.json().messageId).toBe('JOB_CLOSED');
    // NOW is 10:00 WIB on 21 Nov: a deadline of 20 Nov has passed, one of 21 Nov has not.
    const past = await newJob({ deadline: '2026-11-20' });
    expect(
      (await apply(student.token, past.id, validAnswers(past.questions))).json().messageId,
    ).toBe('JOB_CLOSED');
    const today = await newJob({ deadline: '2026-11-21' });
    expect((await apply(student.token, today.id, validAnswers(today.questions))).statusCode).toBe(
      201,
    );
  });

  it('JOB_NOT_EASY_APPLY for an external job, JOB_NOT_FOUND for unknown and malformed ids', async () => {
    const external = await createJob(
      t.database.db,
      { companyId, applicationType: 'external', externalUrl: 'https://karier.example.id/1' },
      { now: NOW },
    );
    expect((await apply(student.token, external.id, [])).json().messageId).toBe(
      'JOB_NOT_EASY_APPLY',
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await apply(student.token, id, []);
      expect(res.statusCode).toBe(404);
      expect(res.json().messageId).toBe('JOB_NOT_FOUND');
    }
  });

  it('answers in Indonesian by default and in English when asked', async () => {
    const job = await newJob();
    const id = await t.app.inject({
      method: 'POST',
      url: `/v1/job-portal/job/${job.id}/apply`,
      headers: { authorization: `Bearer ${student.token}` },
      payload: { answers: [] },
    });
    expect(id.json().localizedMessage).toMatch(/Jawab semua pertanyaan wajib/);
    expect((await apply(student.token, job.id, [])).json().localizedMessage).toMatch(
      /Answer every/,
    );
  });

  it('refuses guests (401), employers (403) and accounts without a student profile', async () => {
    const job = await newJob();
    const guest = await t.app.inject({
      method: 'POST',
      url: `/v1/job-portal/job/${job.id}/apply`,
      payload: { answers: [] },
    });
    expect(guest.statusCode).toBe(401);
    const employer = await createUser(t.database.db, { role: 'employer' });
    expect((await apply(await signIn(employer.email), job.id, [])).statusCode).toBe(403);
    const bare = await createUser(t.database.db, { role: 'student' });
    const res = await apply(await signIn(bare.email), job.id, []);
    expect(res.json().messageId).toBe('USER_IS_NOT_STUDENT');
  });

  it('a double click is one application and JOB_ALREADY_APPLIED', async () => {
    const job = await newJob();
    const first = await apply(student.token, job.id, validAnswers(job.questions));
    const second = await apply(student.token, job.id, validAnswers(job.questions));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json().messageId).toBe('JOB_ALREADY_APPLIED');
  });

  it('20 concurrent applies by one student to one job: one application, 19 JOB_ALREADY_APPLIED', async () => {
    const someone = await newStudent();
    const job = await newJob();
    const answers = validAnswers(job.questions);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => apply(someone.token, job.id, answers)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(results.filter((r) => r.json().messageId === 'JOB_ALREADY_APPLIED')).toHaveLength(19);
    const rows = await selectRows<{ n: number; answers: number; history: number; count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n,
            (SELECT count(*)::int FROM application_answers aa JOIN applications a2 ON a2.id = aa.application_id
              WHERE a2.job_id = ${job.id}::uuid) AS answers,
            (SELECT count(*)::int FROM application_status_history h JOIN applications a3 ON a3.id = h.application_id
              WHERE a3.job_id = ${job.id}::uuid) AS history,
            (SELECT applicant_count FROM jobs WHERE id = ${job.id}::uuid) AS count
          FROM applications WHERE job_id = ${job.id}::uuid AND student_id = ${someone.studentId}::uuid`,
    );
    expect(rows[0]).toEqual({ n: 1, answers: EVERY_QUESTION_TYPE.length, history: 1, count: 1 });
  });
});

describe('apply form and reusable answers', () => {
  it('prefills the profile questions and the earlier answer to a question with the same text', async () => {
    const someone = await newStudent();
    const first = await newJob();
    expect((await apply(someone.token, first.id, validAnswers(first.questions))).statusCode).toBe(
      201,
    );
    const second = await newJob();
    const res = await t.app.inject({
      url: `/v1/job-portal/job/${second.id}/apply-form`,
      headers: { authorization: `Bearer ${someone.token}` },
    });
    expect(res.statusCode).toBe(200);
    const form = res.json().data.result;
    const answerOf = (title: string) =>
      form.questions.find((x: { title: string }) => x.title === title);
    expect(answerOf('Skor TOEFL')).toMatchObject({ answer: 550, answerSource: 'profile' });
    expect(answerOf('Tanggal lahir')).toMatchObject({
      answer: '08/17/2001',
      answerSource: 'profile',
    });
    expect(answerOf('IPK')).toMatchObject({ answer: '3.6/4', answerSource: 'profile', gpaMax: 4 });
    expect(answerOf('Bersedia bekerja di kantor?')).toMatchObject({
      answer: 'o1',
      answerSource: 'reusable',
    });
    expect(answerOf('Tools apa yang pernah kamu gunakan?')).toMatchObject({
      answer: ['o1', 'o2'],
    });
    expect(form.recruitmentSteps.map((s: { name: string }) => s.name)).toEqual([
      'Tes Teknis',
      'Interview HR',
      'Interview User',
    ]);
    const list = await t.app.inject({
      url: '/v1/job-portal/me/reusable-answer',
      headers: { authorization: `Bearer ${someone.token}` },
    });
    const radio = list.json().data.docs.find((d: { type: string }) => d.type === 'radio');
    expect(radio.answer).toBe('Ya');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/v1/job-portal/me/reusable-answer/${radio.id}`,
      headers: { authorization: `Bearer ${someone.token}` },
      payload: { answer: 'Tidak' },
    });
    expect(edited.json().data.result.answer).toBe('Tidak');
    // Another student cannot edit it.
    const other = await t.app.inject({
      method: 'PATCH',
      url: `/v1/job-portal/me/reusable-answer/${radio.id}`,
      headers: { authorization: `Bearer ${student.token}` },
      payload: { answer: 'Ya' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('the job detail carries the questions (never answers) and only the visible steps', async () => {
    const job = await newJob();
    const res = await t.app.inject({ url: `/v1/job-portal/job/${job.id}` });
    const detail = res.json().data.result;
    expect(detail.questions).toHaveLength(EVERY_QUESTION_TYPE.length);
    expect(detail.questions.every((x: { answerSource: null }) => x.answerSource === null)).toBe(
      true,
    );
    expect(detail.recruitmentSteps).toHaveLength(3);
  });
});

describe('external apply', () => {
  it('records the click once and gives the employer URL', async () => {
    const external = await createJob(
      t.database.db,
      { companyId, applicationType: 'external', externalUrl: 'https://karier.example.id/2' },
      { now: NOW },
    );
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/job-portal/job/${external.id}/apply/external`,
        headers: { authorization: `Bearer ${student.token}` },
      });
    const [a, b] = [await call(), await call()];
    expect(a.statusCode).toBe(200);
    expect(a.json().data.externalUrl).toBe('https://karier.example.id/2');
    expect(a.json().data.result.applicationType).toBe('external');
    expect(b.json().data.result.id).toBe(a.json().data.result.id);
  });
});
