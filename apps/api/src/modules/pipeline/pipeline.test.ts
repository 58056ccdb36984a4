// The employer's pipeline end to end on the real app: a job from draft (posted and published
// through the employer's own endpoints) and apply through every step type
// (tech test sent and submitted, hidden custom step, HR interview scheduled, user interview,
// offer, accept) with the interview's calendar file (mailed, and downloaded by the company);
// the private rejection reason never reaches the candidate; bulk actions with
// mixed outcomes; notes and rating stay with the company; CSV escaping; recommendations leave
// out hidden students and applicants, and an invitation reads "Invited to <step>".
import {
  applicationStatusView,
  emptyJobEditorValues,
  type ApplicationListItem,
} from '@jenjang/domain';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyMember, addSteps, USUAL_STEPS } from '../../../seed/application-factories';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { createCompany, createJob, ensureCity } from '../../../seed/factories';
import type { Clock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startSmtpCapture, type SmtpCapture } from '../auth/test-support';

let now = new Date('2026-11-21T03:00:00Z');
const clock: Clock = { now: () => now };
const tick = () => (now = new Date(now.getTime() + 1_000));
let t: TestApp;
let smtp: SmtpCapture;
let companyId: string;
let employer: string;
let stranger: string;

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.tokenData.token;
}
const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'x-locale': 'en' });
const get = (url: string, token: string) => t.app.inject({ url, headers: auth(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload });

async function newStudent(name?: string) {
  const s = await createStudent(t.database.db, name ? { user: { name } } : {});
  return { ...s, token: await signIn(s.user.email) };
}
async function newJob() {
  const job = await createJob(t.database.db, { companyId }, { now });
  const steps = await addSteps(t.database.db, job.id, USUAL_STEPS);
  const step = (type: string) => steps.find((s) => s.type === type)!.id;
  return { id: job.id, step };
}
/** A job as an employer makes it: a draft with every step type, then published. */
async function postedJob() {
  const draft = await post('/v1/employer/jobs', employer, {
    ...emptyJobEditorValues(await ensureCity(t.database.db)),
    role: 'Backend Engineer Pembayaran',
    workplaceType: 'hybrid',
    salaryMin: 12_000_000,
    salaryMax: 18_000_000,
    lastEducations: [3],
    experienceLevels: [2],
    skills: ['Go', 'PostgreSQL'],
    descriptionId: 'Membangun layanan pembayaran.\n\n- Merancang API\n- Menjaga keandalan',
    steps: USUAL_STEPS.map((step) => ({
      type: step.type,
      name: step.name,
      visible: step.visible ?? true,
      instructions: step.instructions ?? '',
    })),
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const created = draft.json().data as { id: string; status: string; steps: StepRow[] };
  expect(created.status).toBe('draft');
  expect(created.steps.map((s) => s.type)).toEqual([
    'techTest',
    'custom',
    'hrInterview',
    'userInterview',
  ]);
  const published = await post(`/v1/employer/jobs/${created.id}/publish`, employer, {});
  expect(published.statusCode, published.body).toBe(200);
  expect(published.json().data.status).toBe('open');
  tick();
  const step = (type: string) => created.steps.find((s) => s.type === type)!.id;
  return { id: created.id, step };
}
type StepRow = { id: string; type: string };

/** The one event of an .ics, read as a calendar program reads it. */
function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time;
  return { calendar, event, time };
}

async function applyTo(jobId: string, token: string): Promise<string> {
  const res = await post(`/v1/job-portal/job/${jobId}/apply`, token, { answers: [] });
  expect(res.statusCode, res.body).toBe(201);
  tick();
  return res.json().data.result.id;
}
async function act(id: string, body: object, token = employer) {
  const res = await post(`/v1/job-portal/employer/application/${id}/action`, token, body);
  tick();
  return res;
}
async function mine(id: string, token: string): Promise<ApplicationListItem> {
  const res = await get(`/v1/job-portal/me/application/${id}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data.result;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    clock,
    env: { SMTP_URL: smtp.url, WEB_BASE_URL: 'https://jenjang.example' },
  });
  const db = t.database.db;
  companyId = (await createCompany(db, {})).id;
  const other = await createCompany(db, {});
  const e = await createUser(db, { role: 'employer' });
  const s = await createUser(db, { role: 'employer' });
  await addCompanyMember(db, e.id, companyId);
  await addCompanyMember(db, s.id, other.id);
  employer = await signIn(e.email);
  stranger = await signIn(s.email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a job from draft to accept through every step type', () => {
  it('moves, notifies and shows the candidate the right label at each step', async () => {
    const job = await postedJob();
    const cand = await newStudent('Rani Kusuma');
    const id = await applyTo(job.id, cand.token);
    const label = async () => applicationStatusView(await mine(id, cand.token), 'idn');

    expect((await act(id, { action: 'move', status: 'review' })).statusCode).toBe(200);
    expect(await label()).toMatchObject({ phase: 'inReview', label: 'Sedang Ditinjau' });

    const tech = await act(id, {
      action: 'techTest',
      recruitmentStepId: job.step('techTest'),
      instructions: 'Bangun API kecil dan kirim tautannya.',
      deadlineDate: '2026-11-28',
    });
    expect(tech.statusCode, tech.body).toBe(200);
    expect(tech.json().data.result).toMatchObject({
      status: 'techTestSent',
      column: job.step('techTest'),
    });
    const mineTech = await mine(id, cand.token);
    expect(mineTech.techTests[0]).toMatchObject({
      instructions: 'Bangun API kecil dan kirim tautannya.',
      deadlineDate: '2026-11-28',
      deadlineAt: '2026-11-28T16:59:59.000Z',
    });
    const submit = await post(
      `/v1/job-portal/me/application/${id}/tech-test/${job.step('techTest')}/link`,
      cand.token,
      { url: 'https://github.com/rani/api-kecil' },
    );
    expect(submit.statusCode, submit.body).toBe(201);
    tick();

    expect(
      (await act(id, { action: 'move', status: 'custom', recruitmentStepId: job.step('custom') }))
        .statusCode,
    ).toBe(200);
    // A hidden step reads as review for the candidate.
    expect(await label()).toMatchObject({ phase: 'inReview' });

    const mailsBefore = smtp.messages.length;
    const interview = await act(id, {
      action: 'interview',
      recruitmentStepId: job.step('hrInterview'),
      date: '2026-11-25',
      time: '10:30',
      location: 'Menara Jenjang lt. 5, Jakarta',
      meetingUrl: null,
    });
    expect(interview.statusCode, interview.body).toBe(200);
    expect(await label()).toMatchObject({ phase: 'inStep', label: 'Interview HR' });
    const bell = (await get('/v1/job-portal/me/notification?limit=1', cand.token)).json().data
      .docs[0];
    expect(bell).toMatchObject({
      type: 'interviewScheduled',
      params: {
        stepName: 'Interview HR',
        interviewAt: '2026-11-25T03:30:00.000Z',
        location: 'Menara Jenjang lt. 5, Jakarta',
      },
    });
    const interviewMail = async () => {
      // Earlier moves' mails may still be arriving: wait for the one about the interview.
      for (let i = 0; i < 100; i++) {
        const found = smtp.messages
          .slice(mailsBefore)
          .find((m) => m.text?.includes('interview (Interview HR)'));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('no interview mail');
    };
    const mail = await interviewMail();
    expect(mail.text).toContain('25 Nov 2026, 10:30 WIB');
    expect(mail.text).toContain('Menara Jenjang lt. 5, Jakarta');
    // The mail carries the interview as a calendar file (RFC 5545, read back with ical.js).
    const mailedFile = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(mailedFile?.filename).toBe('wawancara.ics');
    const mailed = eventOf(mailedFile!.content.toString('utf8'));
    expect(mailed.time('dtstart').toJSDate().toISOString()).toBe('2026-11-25T03:30:00.000Z');
    expect(mailed.event.getFirstPropertyValue('summary')).toMatch(
      /^Interview \(Interview HR\): Backend Engineer Pembayaran — \S/,
    );

    const user = await act(id, {
      action: 'interview',
      recruitmentStepId: job.step('userInterview'),
      date: '2026-11-27',
      time: '14:00',
      location: null,
      meetingUrl: 'https://meet.example/abc',
    });
    expect(user.statusCode, user.body).toBe(200);
    expect((await act(id, { action: 'move', status: 'offered' })).statusCode).toBe(200);
    // An offer reads as an offer on both sides (decision 029).
    expect(await label()).toMatchObject({ phase: 'offered', label: 'Ditawari' });
    expect((await act(id, { action: 'move', status: 'accepted' })).statusCode).toBe(200);

    const detail = (await get(`/v1/job-portal/employer/application/${id}`, employer)).json().data
      .result;
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual([
      'waitListed',
      'review',
      'techTestSent',
      'techTestSubmitted',
      'custom',
      'hrInterview',
      'userInterview',
      'offered',
      'accepted',
    ]);
    expect(detail.techTests[0]).toMatchObject({
      submissionKind: 'link',
      submissionUrl: 'https://github.com/rani/api-kecil',
    });
    expect(detail.interviews).toHaveLength(2);

    // The company's members download the same event (one UID); nobody else gets it.
    const calendarUrl = `/v1/job-portal/employer/application/${id}/interview/${detail.interviews[0].id}/calendar`;
    const file = await get(calendarUrl, employer);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('jenjang-wawancara-rani-kusuma.ics');
    expect(file.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const downloaded = eventOf(file.body);
    expect(downloaded.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(downloaded.event.getFirstPropertyValue('uid')).toBe(detail.interviews[0].id);
    expect(mailed.event.getFirstPropertyValue('uid')).toBe(detail.interviews[0].id);
    expect(downloaded.time('dtstamp')).toBeTruthy();
    for (const [name, at] of [
      ['dtstart', '2026-11-25T03:30:00.000Z'],
      ['dtend', '2026-11-25T04:30:00.000Z'],
    ] as const) {
      expect(downloaded.time(name).zone?.tzid, name).toBe('UTC');
      expect(downloaded.time(name).toJSDate().toISOString(), name).toBe(at);
    }
    expect(downloaded.event.getFirstPropertyValue('summary')).toBe(
      'Interview (Interview HR): Rani Kusuma — Backend Engineer Pembayaran',
    );
    expect(String(downloaded.event.getFirstPropertyValue('description'))).toContain(
      `https://jenjang.example/en/employer/jobs/${job.id}/applicants/${id}`,
    );
    expect(downloaded.event.getFirstPropertyValue('location')).toBe(
      'Menara Jenjang lt. 5, Jakarta',
    );
    expect((await get(calendarUrl, stranger)).statusCode).toBe(404);
    expect((await get(calendarUrl, cand.token)).statusCode).toBe(403);
    const otherInterview = `/v1/job-portal/employer/application/${id}/interview/${crypto.randomUUID()}/calendar`;
    expect((await get(otherInterview, employer)).statusCode).toBe(404);
    expect(detail.application).toMatchObject({ column: 'offered', rejectionReason: null });
    expect(detail.application.decidedAt).not.toBeNull();

    const funnel = (
      await get(`/v1/job-portal/employer/job/${job.id}/pipeline/funnel`, employer)
    ).json().data;
    expect(funnel.total).toBe(1);
    const col = (key: string) => funnel.columns.find((c: { key: string }) => c.key === key);
    expect(col('offered')).toMatchObject({ current: 1, reached: 1 });
    expect(col(job.step('hrInterview'))).toMatchObject({ current: 0, reached: 1 });
    expect(col(job.step('hrInterview')).medianDaysInStep).toBeGreaterThanOrEqual(0);
    expect(funnel.response).toMatchObject({ total: 1, answered: 1, responseRate: 1 });
    expect(funnel.response.medianDaysToFirstResponse).toBeGreaterThanOrEqual(0);
  });

  it('refuses interviews in the past, at a step of another type, or on a day that does not exist', async () => {
    const job = await newJob();
    const cand = await newStudent();
    const id = await applyTo(job.id, cand.token);
    const base = { action: 'interview', location: 'Kantor', meetingUrl: null };
    const past = await act(id, {
      ...base,
      recruitmentStepId: job.step('hrInterview'),
      date: '2026-11-20',
      time: '10:00',
    });
    expect(past.statusCode).toBe(400);
    const bad = await act(id, {
      ...base,
      recruitmentStepId: job.step('hrInterview'),
      date: '2026-02-30',
      time: '10:00',
    });
    expect(bad.statusCode).toBe(400);
    // A tech test due on a day that does not exist is refused at the edge, not by the database.
    const badDeadline = await act(id, {
      action: 'techTest',
      recruitmentStepId: job.step('techTest'),
      instructions: 'Kerjakan studi kasus.',
      deadlineDate: '2027-02-31',
    });
    expect(badDeadline.statusCode, badDeadline.body).toBe(400);
    expect(JSON.stringify(badDeadline.json().details)).toContain('Not a valid date.');
    const wrong = await act(id, {
      ...base,
      recruitmentStepId: job.step('techTest'),
      date: '2026-12-01',
      time: '10:00',
    });
    expect(wrong.json().messageId).toBe('INVALID_STATUS_TRANSITION');
    const nowhere = await act(id, {
      action: 'interview',
      recruitmentStepId: job.step('hrInterview'),
      date: '2026-12-01',
      time: '10:00',
      location: null,
      meetingUrl: null,
    });
    expect(nowhere.statusCode).toBe(400);
    expect((await mine(id, cand.token)).status).toBe('waitListed');
  });
});

describe('the rejection reason stays with the company', () => {
  it('the candidate sees Rejected and never the reason, anywhere', async () => {
    const job = await newJob();
    const cand = await newStudent();
    const id = await applyTo(job.id, cand.token);
    const reason = 'Gaji yang diharapkan jauh di atas anggaran ZQX-PRIVATE';
    const mailsBefore = smtp.messages.length;
    const res = await act(id, { action: 'reject', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(applicationStatusView(await mine(id, cand.token), 'idn')).toMatchObject({
      phase: 'notSelected',
      label: 'Belum Lolos',
    });
    const candidateUrls = [
      `/v1/job-portal/me/application/${id}`,
      '/v1/job-portal/me/application',
      '/v1/job-portal/me/application?group=unsuccessful',
      '/v1/job-portal/me/notification',
      `/v1/job-portal/job/${job.id}`,
    ];
    for (const url of candidateUrls) {
      const body = (await get(url, cand.token)).body;
      expect(body).not.toContain('ZQX-PRIVATE');
    }
    const mail = await smtp.nextMailTo(cand.user.email, { after: mailsBefore });
    expect(`${mail.text}${mail.html}`).not.toContain('ZQX-PRIVATE');
    // The candidate cannot reach the employer's view either.
    expect((await get(`/v1/job-portal/employer/application/${id}`, cand.token)).statusCode).toBe(
      403,
    );
    const detail = (await get(`/v1/job-portal/employer/application/${id}`, employer)).json().data
      .result;
    expect(detail.application).toMatchObject({ status: 'rejected', rejectionReason: reason });
  });
});

describe('bulk actions', () => {
  it('each application succeeds or fails on its own', async () => {
    const job = await newJob();
    const otherJob = await newJob();
    const a = await applyTo(job.id, (await newStudent()).token);
    const b = await applyTo(job.id, (await newStudent()).token);
    const ended = await applyTo(job.id, (await newStudent()).token);
    const elsewhere = await applyTo(otherJob.id, (await newStudent()).token);
    await act(ended, { action: 'reject', reason: 'Tidak sesuai' });
    const res = await post(`/v1/job-portal/employer/job/${job.id}/pipeline/bulk`, employer, {
      applicationIds: [a, b, ended, elsewhere, 'not-a-uuid', a],
      action: { action: 'move', status: 'hrInterview', recruitmentStepId: job.step('hrInterview') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      results: [
        { applicationId: a, ok: true, error: null },
        { applicationId: b, ok: true, error: null },
        { applicationId: ended, ok: false, error: 'INVALID_STATUS_TRANSITION' },
        { applicationId: elsewhere, ok: false, error: 'APPLICATION_NOT_FOUND' },
        { applicationId: 'not-a-uuid', ok: false, error: 'APPLICATION_NOT_FOUND' },
      ],
      succeeded: 2,
      failed: 3,
    });
    const rejectAll = await post(`/v1/job-portal/employer/job/${job.id}/pipeline/bulk`, employer, {
      applicationIds: [a, b, ended],
      action: { action: 'reject', reason: 'Posisi sudah terisi' },
    });
    expect(rejectAll.json().data).toMatchObject({ succeeded: 2, failed: 1 });
    // Another company's member moves nothing.
    const foreign = await post(`/v1/job-portal/employer/job/${job.id}/pipeline/bulk`, stranger, {
      applicationIds: [a],
      action: { action: 'move', status: 'review' },
    });
    expect(foreign.statusCode).toBe(404);
    const board = (
      await get(`/v1/job-portal/employer/job/${job.id}/pipeline/board`, employer)
    ).json().data;
    const counts = Object.fromEntries(
      board.columns.map((c: { key: string; count: number }) => [c.key, c.count]),
    );
    expect(counts).toMatchObject({ applied: 0, rejected: 3, offered: 0, waitListed: 0 });
    expect(board.columns.map((c: { kind: string }) => c.kind)).toEqual([
      'applied',
      'step',
      'step',
      'step',
      'step',
      'offered',
      'rejected',
      'waitListed',
    ]);
  });
});

describe('list, board and wait-list', () => {
  it('filters by column and status, searches by name, sorts and pages', async () => {
    const job = await newJob();
    const ids: string[] = [];
    for (const name of ['Budi Santoso', 'Ayu Lestari', 'Citra Dewi'])
      ids.push(await applyTo(job.id, (await newStudent(name)).token));
    // A new application is already "waitListed" (received): the company reviews, then wait-lists.
    expect((await act(ids[1]!, { action: 'move', status: 'waitListed' })).statusCode).toBe(409);
    await act(ids[1]!, { action: 'move', status: 'review' });
    expect((await act(ids[1]!, { action: 'move', status: 'waitListed' })).statusCode).toBe(200);
    const url = `/v1/job-portal/employer/job/${job.id}/pipeline`;
    const byName = (await get(`${url}?sort=name`, employer)).json().data;
    expect(byName.docs.map((d: { candidate: { name: string } }) => d.candidate.name)).toEqual([
      'Ayu Lestari',
      'Budi Santoso',
      'Citra Dewi',
    ]);
    const search = (await get(`${url}?q=citra`, employer)).json().data;
    expect(search.totalDocs).toBe(1);
    const waiting = (await get(`${url}?column=waitListed`, employer)).json().data;
    expect(waiting.docs.map((d: { id: string }) => d.id)).toEqual([ids[1]]);
    const page2 = (await get(`${url}?column=applied&limit=1&page=2&sort=oldest`, employer)).json()
      .data;
    expect(page2).toMatchObject({ totalDocs: 2, totalPages: 2 });
    expect(page2.docs[0].id).toBe(ids[2]);
    const status = (await get(`${url}?status=waitListed`, employer)).json().data;
    expect(status.totalDocs).toBe(3);
    const card = waiting.docs[0];
    expect(card).toMatchObject({ status: 'waitListed', column: 'waitListed' });
    const board = (await get(`${url}/board?perColumn=1`, employer)).json().data;
    const applied = board.columns.find((c: { key: string }) => c.key === 'applied');
    expect(applied).toMatchObject({ count: 2 });
    expect(applied.cards).toHaveLength(1);
  });
});

describe('notes and rating', () => {
  it('are kept for the company members and shown to nobody else', async () => {
    const job = await newJob();
    const cand = await newStudent();
    const id = await applyTo(job.id, cand.token);
    const note = await post(`/v1/job-portal/employer/application/${id}/note`, employer, {
      body: 'Komunikasi bagus NOTE-SECRET-77',
    });
    expect(note.statusCode, note.body).toBe(201);
    await post(`/v1/job-portal/employer/application/${id}/note`, employer, { body: 'Kedua' });
    const rate = await t.app.inject({
      method: 'PUT',
      url: `/v1/job-portal/employer/application/${id}/rating`,
      headers: auth(employer),
      payload: { rating: 4 },
    });
    expect(rate.json().data).toEqual({ rating: 4 });
    const badRating = await t.app.inject({
      method: 'PUT',
      url: `/v1/job-portal/employer/application/${id}/rating`,
      headers: auth(employer),
      payload: { rating: 6 },
    });
    expect(badRating.statusCode).toBe(400);
    const detail = (await get(`/v1/job-portal/employer/application/${id}`, employer)).json().data
      .result;
    expect(detail.notes.map((n: { body: string }) => n.body)).toHaveLength(2);
    expect(detail.notes[0].author.name).toBeTruthy();
    expect(detail.application).toMatchObject({ rating: 4, noteCount: 2 });
    expect((await get(`/v1/job-portal/employer/application/${id}`, stranger)).statusCode).toBe(404);
    expect(
      (await post(`/v1/job-portal/employer/application/${id}/note`, stranger, { body: 'x' }))
        .statusCode,
    ).toBe(404);
    for (const url of [`/v1/job-portal/me/application/${id}`, '/v1/job-portal/me/notification'])
      expect((await get(url, cand.token)).body).not.toContain('NOTE-SECRET-77');
  });
});

describe('CSV export', () => {
  it('quotes per RFC 4180 and neutralises formulas', async () => {
    const job = await newJob();
    await applyTo(job.id, (await newStudent('=HYPERLINK("http://x","klik")')).token);
    await applyTo(job.id, (await newStudent('Siti, "Sisi" Rahma')).token);
    const res = await get(`/v1/job-portal/employer/job/${job.id}/pipeline/export`, employer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applicants-/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,Major,Last education,Experience,Status,Step,Rating,Applied (WIB),Updated (WIB),Withdrew (WIB)',
    );
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x"",""klik""\)",/);
    expect(lines[2]).toMatch(/^"Siti, ""Sisi"" Rahma",/);
    // Levels and dates read as on the pages (the factory's student: S1, fresh graduate).
    expect(lines[2]).toContain(',Bachelor’s (S1),Fresh graduate,');
    expect(lines[2]).toMatch(/,"\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}",/);
    expect(lines).toHaveLength(4);
    // The status as the board labels it, never the raw value (decision 029).
    expect(lines[1]!.split(',')).toContain('New');
    expect(res.body).not.toMatch(/,waitListed,/);
    // A download link names the language of its page.
    const id = await get(
      `/v1/job-portal/employer/job/${job.id}/pipeline/export?locale=idn`,
      employer,
    );
    const idLines = id.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(idLines[0]).toMatch(
      /^Nama,Email,Telepon,Jurusan,Pendidikan terakhir,Pengalaman,Status,Tahap,/,
    );
    expect(idLines[1]!.split(',')).toContain('Baru');
    expect(
      (await get(`/v1/job-portal/employer/job/${job.id}/pipeline/export`, stranger)).statusCode,
    ).toBe(404);
  });
});

describe('recommended candidates', () => {
  it('leave out hidden students and applicants; an invitation reads "Invited to <step>"', async () => {
    const job = await newJob();
    const applicant = await newStudent();
    await applyTo(job.id, applicant.token);
    const hidden = await newStudent();
    await t.database.db.execute(
      sql`UPDATE student_profiles SET hidden_from_companies = true WHERE id = ${hidden.profile.id}::uuid`,
    );
    const fit = await newStudent('Dimas Pratama');
    await t.database.db.execute(
      sql`UPDATE student_profiles SET last_education = 4, experience_level = 5
          WHERE id = ${fit.profile.id}::uuid`,
    );
    const res = await get(
      `/v1/job-portal/employer/job/${job.id}/recommendation?limit=50`,
      employer,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.docs.map((d: { studentId: string }) => d.studentId);
    expect(ids).not.toContain(hidden.profile.id);
    expect(ids).not.toContain(applicant.profile.id);
    expect(ids).toContain(fit.profile.id);
    const top = res
      .json()
      .data.docs.find((d: { studentId: string }) => d.studentId === fit.profile.id);
    expect(top.matches).toEqual(expect.arrayContaining(['city', 'education', 'experience']));

    const inviteHidden = await post(
      `/v1/job-portal/employer/job/${job.id}/recommendation/${hidden.profile.id}/invite`,
      employer,
      { recruitmentStepId: job.step('hrInterview') },
    );
    expect(inviteHidden.statusCode).toBe(404);
    const invite = await post(
      `/v1/job-portal/employer/job/${job.id}/recommendation/${fit.profile.id}/invite`,
      employer,
      { recruitmentStepId: job.step('hrInterview') },
    );
    expect(invite.statusCode, invite.body).toBe(200);
    const card = invite.json().data.result;
    expect(card).toMatchObject({ status: 'hrInterview', fromRecommendation: true });
    const seen = await mine(card.id, fit.token);
    expect(seen.fromRecommendation).toBe(true);
    expect(applicationStatusView(seen, 'idn')).toMatchObject({
      phase: 'invited',
      label: 'Diundang ke Interview HR',
    });
    const again = await post(
      `/v1/job-portal/employer/job/${job.id}/recommendation/${fit.profile.id}/invite`,
      employer,
      { recruitmentStepId: null },
    );
    expect(again.statusCode).toBe(409);
    const after = (
      await get(`/v1/job-portal/employer/job/${job.id}/recommendation?limit=50`, employer)
    )
      .json()
      .data.docs.map((d: { studentId: string }) => d.studentId);
    expect(after).not.toContain(fit.profile.id);
    // Invitations are not answers to applications: the response figures leave them out.
    const funnel = (
      await get(`/v1/job-portal/employer/job/${job.id}/pipeline/funnel`, employer)
    ).json().data;
    expect(funnel.response).toMatchObject({ total: 1, answered: 0, responseRate: 0 });
  });
});
