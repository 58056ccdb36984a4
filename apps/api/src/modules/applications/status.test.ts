// Status changes on a real database: every status in both spellings shows the right label and
// timeline; the employer moves its own company's applicants along decision 016 (and nothing
// else); the candidate is notified in the app and by email in the language they applied in; tech
// tests; withdrawing; anti-ghosting and job-closed jobs run twice without doing anything twice.
import {
  APPLICATION_STATUSES,
  applicationStatusView,
  applicationTimeline,
  timelineEntryTexts,
  type ApplicationListItem,
} from '@jenjang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyMember, addSteps, USUAL_STEPS } from '../../../seed/application-factories';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { createCompany, createJob } from '../../../seed/factories';
import type { Clock } from '../../platform/clock';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startSmtpCapture, type SmtpCapture } from '../auth/test-support';
import { createMailOutbox } from '../mail/mail-outbox';
import { payloadSealingKey } from '../../platform/sealed-payload';
import { inlineDispatcher } from '../../platform/jobs';
import {
  closeApplicationsOfClosedJobs,
  expireUntouchedApplications,
} from './application-housekeeping.service';

let now = new Date('2026-11-21T03:00:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
let smtp: SmtpCapture;
let companyId: string;
let employerToken: string;
let strangerEmployerToken: string;
let seeker: { token: string; email: string; userId: string };

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.tokenData.token;
}

const auth = (token: string, locale = 'id') => ({
  authorization: `Bearer ${token}`,
  'x-locale': locale,
});

async function newJob() {
  const job = await createJob(t.database.db, { companyId }, { now });
  const steps = await addSteps(t.database.db, job.id, USUAL_STEPS);
  const step = (type: string) => steps.find((s) => s.type === type)!;
  return { id: job.id, steps, step };
}

async function applyTo(jobId: string, token = seeker.token, locale = 'id'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/job-portal/job/${jobId}/apply`,
    headers: auth(token, locale),
    payload: { answers: [] },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.result.id;
}

const move = (id: string, body: object, token = employerToken) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/job-portal/employer/application/${id}/move`,
    headers: auth(token),
    payload: body,
  });

async function myApplication(id: string, token = seeker.token): Promise<ApplicationListItem> {
  const res = await t.app.inject({
    url: `/v1/job-portal/me/application/${id}`,
    headers: auth(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.result;
}

function moveDeps() {
  return {
    db: t.database.db,
    clock,
    webBaseUrl: 'https://jenjang.example',
    outbox: createMailOutbox({
      jobs: inlineDispatcher({ error: () => {} }),
      mailer: { send: async () => {} } as never,
      sealingKey: payloadSealingKey(t.config.auth.jwtSecret),
    }),
  };
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    clock,
    env: { SMTP_URL: smtp.url, WEB_BASE_URL: 'https://jenjang.example' },
  });
  const db = t.database.db;
  companyId = (await createCompany(db, {})).id;
  const otherCompany = await createCompany(db, {});
  const employer = await createUser(db, { role: 'employer' });
  const stranger = await createUser(db, { role: 'employer' });
  await addCompanyMember(db, employer.id, companyId);
  await addCompanyMember(db, stranger.id, otherCompany.id);
  employerToken = await signIn(employer.email);
  strangerEmployerToken = await signIn(stranger.email);
  const s = await createStudent(db);
  seeker = { token: await signIn(s.user.email), email: s.user.email, userId: s.user.id };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The phase each canonical status shows for an application standing at the HR step. */
const EXPECTED_PHASE: Record<string, string> = {
  accepted: 'hired',
  notProcessed: 'inReview',
  review: 'inReview',
  approached: 'inReview',
  rejected: 'notSelected',
  rejectedBySystem: 'notSelected',
  expired: 'expired',
  waitListed: 'received',
  hrInterview: 'inStep',
  userInterview: 'inStep',
  techTestSent: 'inStep',
  techTestSubmitted: 'inStep',
  offered: 'offered',
  curatedInProgress: 'inReview',
  custom: 'inStep',
  closed: 'jobClosed',
};
/** The snake spellings of spec section 3's second reading. */
const SNAKE: Record<string, string> = {
  notProcessed: 'not_processed',
  waitListed: 'waitlisted',
  curatedInProgress: 'curated_in_progress',
  rejectedBySystem: 'rejected_by_system',
  techTestSent: 'tech_test_sent',
  techTestSubmitted: 'tech_test_submitted',
};

describe('every status value in both spellings', () => {
  it.each([...APPLICATION_STATUSES])('%s: label and timeline', async (status) => {
    const job = await newJob();
    const id = await applyTo(job.id);
    // The step the status stands at: the step of its type, else the HR interview.
    const stepType =
      status === 'techTestSent' || status === 'techTestSubmitted'
        ? 'techTest'
        : status === 'userInterview'
          ? 'userInterview'
          : status === 'custom'
            ? 'custom'
            : 'hrInterview';
    const step = job.step(stepType);
    // Statuses before any step (and the system's endings from there) stand at no step.
    const atStep = ![
      'waitListed',
      'notProcessed',
      'review',
      'approached',
      'curatedInProgress',
      'expired',
      'closed',
    ].includes(status);
    await t.database.db.execute(
      sql`UPDATE applications SET status = ${status},
            recruitment_step_id = ${atStep ? step.id : null}::uuid
          WHERE id = ${id}::uuid`,
    );
    const item = await myApplication(id);
    expect(item.status).toBe(status);
    const view = applicationStatusView(item, 'idn');
    // 'custom' stands at the hidden internal screening: the candidate sees review there.
    expect(view.phase).toBe(status === 'custom' ? 'inReview' : EXPECTED_PHASE[status]);
    if (view.phase === 'inStep') expect(view.label).toBe(step.name);
    const timeline = applicationTimeline(item, now);
    expect(timeline.map((e) => timelineEntryTexts(e, 'idn').name)).toEqual([
      'Lamaran terkirim',
      'Ditinjau perusahaan',
      'Tes Teknis',
      'Interview HR',
      'Interview User',
      'Tawaran',
    ]);
    const stepEntry = timeline.find((e) => e.key === step.id);
    if (status === 'rejected' || status === 'rejectedBySystem')
      expect(stepEntry).toMatchObject({ state: 'ended', endedAs: 'notSelected' });
    if (['hrInterview', 'userInterview', 'techTestSent'].includes(status))
      expect(stepEntry).toMatchObject({ state: 'current' });
    if (status === 'techTestSubmitted')
      expect(stepEntry).toMatchObject({ techTestSubmitted: true });
    // The other spelling reads the same.
    const other = SNAKE[status];
    if (other) {
      const snake = { ...item, status: other };
      expect(applicationStatusView(snake, 'idn')).toEqual(view);
      expect(applicationTimeline(snake, now)).toEqual(timeline);
    }
  });
});

describe('employer moves (decision 016)', () => {
  it('moves its own applicant into the HR interview; the candidate sees it, the bell and the mail', async () => {
    const job = await newJob();
    const id = await applyTo(job.id, seeker.token, 'en');
    const before = (
      await t.app.inject({
        url: '/v1/job-portal/me/notification/unread-count',
        headers: auth(seeker.token),
      })
    ).json().data.count;
    const mailsBefore = smtp.messages.length;
    expect((await move(id, { status: 'review' })).statusCode).toBe(200);
    now = new Date(now.getTime() + 1000); // the next notification is the newer one
    const res = await move(id, {
      status: 'hrInterview',
      recruitmentStepId: job.step('hrInterview').id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toMatchObject({ status: 'hrInterview' });
    const item = await myApplication(id);
    expect(applicationStatusView(item, 'idn')).toMatchObject({
      phase: 'inStep',
      label: 'Interview HR',
    });
    expect(item.history.map((h) => `${h.by}:${h.to}`)).toEqual([
      'candidate:waitListed',
      'employer:review',
      'employer:hrInterview',
    ]);
    const count = await t.app.inject({
      url: '/v1/job-portal/me/notification/unread-count',
      headers: auth(seeker.token),
    });
    expect(count.json().data.count).toBe(before + 2);
    const list = await t.app.inject({
      url: '/v1/job-portal/me/notification?limit=1',
      headers: auth(seeker.token),
    });
    const [latest] = list.json().data.docs;
    expect(latest).toMatchObject({
      type: 'applicationStatusChanged',
      applicationId: id,
      params: { status: 'hrInterview', stepName: 'Interview HR', stepType: 'hrInterview' },
      readAt: null,
    });
    // Mail in the language the candidate applied in (English here).
    const mail = await smtp.nextMailTo(seeker.email, { after: mailsBefore });
    expect(mail.subject).toMatch(/^Application update:/);
    const read = await t.app.inject({
      method: 'POST',
      url: '/v1/job-portal/me/notification/read',
      headers: auth(seeker.token),
      payload: { ids: [latest.id] },
    });
    expect(read.json().data).toEqual({ updated: 1, unreadCount: before + 1 });
  });

  it('refuses moves decision 016 does not allow', async () => {
    const job = await newJob();
    const other = await newJob();
    const id = await applyTo(job.id);
    const refused = [
      { status: 'accepted' },
      { status: 'expired' },
      { status: 'techTestSubmitted' },
      { status: 'hrInterview' },
      { status: 'hrInterview', recruitmentStepId: job.step('userInterview').id },
      { status: 'hrInterview', recruitmentStepId: other.step('hrInterview').id },
      { status: 'waitListed' },
    ];
    for (const body of refused) {
      const res = await move(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().messageId).toBe('INVALID_STATUS_TRANSITION');
    }
    expect((await move(id, { status: 'rejected' })).statusCode).toBe(200);
    // Terminal now: nothing moves it.
    expect((await move(id, { status: 'review' })).json().messageId).toBe(
      'INVALID_STATUS_TRANSITION',
    );
  });

  it("another company's employer, a student and a guest cannot move it", async () => {
    const job = await newJob();
    const id = await applyTo(job.id);
    const stranger = await move(id, { status: 'review' }, strangerEmployerToken);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().messageId).toBe('APPLICATION_NOT_FOUND');
    expect((await move(id, { status: 'review' }, seeker.token)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/v1/job-portal/employer/application/${id}/move`,
      payload: { status: 'review' },
    });
    expect(guest.statusCode).toBe(401);
    const list = await t.app.inject({
      url: `/v1/job-portal/employer/job/${job.id}/application`,
      headers: auth(strangerEmployerToken),
    });
    expect(list.statusCode).toBe(404);
    const own = await t.app.inject({
      url: `/v1/job-portal/employer/job/${job.id}/application`,
      headers: auth(employerToken),
    });
    expect(own.json().data.docs.map((d: { id: string }) => d.id)).toEqual([id]);
    expect((await myApplication(id)).status).toBe('waitListed');
  });
});

describe('tech tests', () => {
  it('a tech test is sent with a deadline, handed in once as a link, and closes after the deadline', async () => {
    const job = await newJob();
    const id = await applyTo(job.id);
    const stepId = job.step('techTest').id;
    const sent = await move(id, {
      status: 'techTestSent',
      recruitmentStepId: stepId,
      techTest: { instructions: 'Buat REST API kecil.', deadlineDate: '2026-11-25' },
    });
    expect(sent.statusCode).toBe(200);
    const item = await myApplication(id);
    expect(item.techTests[0]).toMatchObject({
      recruitmentStepId: stepId,
      instructions: 'Buat REST API kecil.',
      deadlineDate: '2026-11-25',
      deadlineAt: '2026-11-25T16:59:59.000Z',
      submittedAt: null,
    });
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/job-portal/me/application/${id}/tech-test/${stepId}/link`,
        headers: auth(seeker.token),
        payload: { url: 'github.com/putri/rest-api' },
      });
    const first = await submit();
    expect(first.statusCode).toBe(201);
    expect(first.json().data.result.submission).toMatchObject({
      kind: 'link',
      url: 'https://github.com/putri/rest-api',
    });
    expect((await submit()).json().messageId).toBe('TECH_TEST_CLOSED');
    const after = await myApplication(id);
    expect(after.status).toBe('techTestSubmitted');
    const entry = applicationTimeline(after, now).find((e) => e.key === stepId);
    expect(entry).toMatchObject({ techTestSubmitted: true });

    // Another application, past its deadline: closed.
    const late = await applyTo((await newJob()).id);
    const lateJobStep = (
      await selectRows<{ id: string }>(
        t.database.db,
        sql`SELECT s.id FROM recruitment_steps s JOIN applications a ON a.job_id = s.job_id
            WHERE a.id = ${late}::uuid AND s.type = 'techTest'`,
      )
    )[0]!.id;
    await move(late, {
      status: 'techTestSent',
      recruitmentStepId: lateJobStep,
      techTest: { deadlineDate: '2026-11-20' },
    });
    const tooLate = await t.app.inject({
      method: 'POST',
      url: `/v1/job-portal/me/application/${late}/tech-test/${lateJobStep}/link`,
      headers: auth(seeker.token),
      payload: { url: 'https://github.com/putri/x' },
    });
    expect(tooLate.json().messageId).toBe('TECH_TEST_CLOSED');
  });

  it('a file is checked by its content', async () => {
    const job = await newJob();
    const id = await applyTo(job.id);
    const stepId = job.step('techTest').id;
    await move(id, { status: 'techTestSent', recruitmentStepId: stepId });
    const upload = (bytes: Buffer, name: string) => {
      const boundary = 'jenjangboundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/v1/job-portal/me/application/${id}/tech-test/${stepId}/file`,
        headers: {
          ...auth(seeker.token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
    };
    const fake = await upload(Buffer.from('MZ this is an executable'), 'jawaban.pdf');
    expect(fake.statusCode).toBe(400);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const ok = await upload(pdf, 'jawaban.pdf');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.result.submission).toMatchObject({ kind: 'file', size: pdf.length });
  });
});

describe('withdrawing', () => {
  it('withdraws once, idempotently; the employer can no longer move it; another student cannot', async () => {
    const job = await newJob();
    const id = await applyTo(job.id);
    const other = await createStudent(t.database.db);
    const otherToken = await signIn(other.user.email);
    const withdraw = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/job-portal/me/application/${id}/withdraw`,
        headers: auth(token),
      });
    const foreign = await withdraw(otherToken);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/v1/job-portal/me/application/${id}`,
          headers: auth(otherToken),
        })
      ).statusCode,
    ).toBe(404);
    const first = await withdraw(seeker.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.result).toMatchObject({ statusReason: 'withdrawn' });
    const again = await withdraw(seeker.token);
    expect(again.json().data.result.withdrawnAt).toBe(first.json().data.result.withdrawnAt);
    expect((await move(id, { status: 'review' })).statusCode).toBe(409);
    // Grouped with what its chip says: withdrawn, not among the unsuccessful.
    const list = (group: string) =>
      t.app.inject({
        url: `/v1/job-portal/me/application?statusGroup=${group}&limit=100`,
        headers: auth(seeker.token),
      });
    expect((await list('withdrawn')).json().data.docs.map((d: { id: string }) => d.id)).toContain(
      id,
    );
    expect(
      (await list('unsuccessful')).json().data.docs.map((d: { id: string }) => d.id),
    ).not.toContain(id);
  });
});

describe('background jobs, each run twice', () => {
  it('anti-ghosting expires untouched applications once, with the reason the candidate sees', async () => {
    const job = await newJob();
    const id = await applyTo(job.id);
    const deps = { ...moveDeps(), expiryDays: 30 };
    now = new Date(now.getTime() + 31 * 86_400_000);
    try {
      expect(await expireUntouchedApplications(deps)).toBeGreaterThanOrEqual(1);
      expect(await expireUntouchedApplications(deps)).toBe(0);
    } finally {
      now = new Date(now.getTime() - 31 * 86_400_000);
    }
    const item = await myApplication(id);
    expect(item).toMatchObject({ status: 'expired', statusReason: 'noResponse' });
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notifications
          WHERE application_id = ${id}::uuid AND type = 'applicationExpired'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('closing a job moves its open applications to closed once; an offer stands', async () => {
    const job = await newJob();
    const open = await applyTo(job.id);
    const someone = await createStudent(t.database.db);
    const offered = await applyTo(job.id, await signIn(someone.user.email));
    await move(offered, { status: 'offered' });
    await t.database.db.execute(sql`UPDATE jobs SET status = 'closed' WHERE id = ${job.id}::uuid`);
    expect(await closeApplicationsOfClosedJobs(moveDeps())).toBeGreaterThanOrEqual(1);
    expect(await closeApplicationsOfClosedJobs(moveDeps())).toBe(0);
    const item = await myApplication(open);
    expect(item).toMatchObject({ status: 'closed', statusReason: 'jobClosed' });
    expect(applicationStatusView(item, 'idn')).toMatchObject({
      phase: 'jobClosed',
      label: 'Lowongan Ditutup',
    });
    const [row] = await selectRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM applications WHERE id = ${offered}::uuid`,
    );
    expect(row!.status).toBe('offered');
  });
});
