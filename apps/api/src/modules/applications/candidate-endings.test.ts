// The candidate's own decisions on a real database (decision 029): accepting or declining an
// offer (only while it stands, only one's own, the same answer twice is harmless), withdrawing;
// each with a history row the employer reads, a receipt on the bell and by mail in the words of
// the one status definition, and the application in the group its chip names.
import {
  applicationBellText,
  applicationStatusView,
  offerAnsweredBellText,
  type ApplicationListItem,
  type NotificationParams,
} from '@jenjang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyMember, addSteps, USUAL_STEPS } from '../../../seed/application-factories';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { createCompany, createJob } from '../../../seed/factories';
import type { Clock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startSmtpCapture, type SmtpCapture } from '../auth/test-support';

let now = new Date('2026-11-21T03:00:00Z');
const clock: Clock = { now: () => now };
const tick = () => (now = new Date(now.getTime() + 1000));
let t: TestApp;
let smtp: SmtpCapture;
let companyId: string;
let employerToken: string;

type Seeker = { token: string; email: string };

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

async function newSeeker(): Promise<Seeker> {
  const s = await createStudent(t.database.db);
  return { token: await signIn(s.user.email), email: s.user.email };
}

/** An application of a new seeker, moved by the employer through HR to an offer. */
async function offeredApplication(locale = 'id'): Promise<{ id: string; seeker: Seeker }> {
  const job = await createJob(t.database.db, { companyId }, { now });
  const steps = await addSteps(t.database.db, job.id, USUAL_STEPS);
  const seeker = await newSeeker();
  const applied = await t.app.inject({
    method: 'POST',
    url: `/v1/job-portal/job/${job.id}/apply`,
    headers: auth(seeker.token, locale),
    payload: { answers: [] },
  });
  expect(applied.statusCode).toBe(201);
  const id: string = applied.json().data.result.id;
  const hr = steps.find((s) => s.type === 'hrInterview')!;
  for (const body of [
    { status: 'review' },
    { status: 'hrInterview', recruitmentStepId: hr.id },
    { status: 'offered' },
  ]) {
    tick();
    expect((await move(id, body)).statusCode).toBe(200);
  }
  // The moves' mails leave through the job queue: counted mail starts after they are out.
  await t.jobsDone();
  return { id, seeker };
}

const move = (id: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/job-portal/employer/application/${id}/move`,
    headers: auth(employerToken),
    payload: body,
  });

const answerOffer = (id: string, token: string, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/job-portal/me/application/${id}/offer`,
    headers: auth(token),
    payload: { decision },
  });

async function mine(id: string, token: string): Promise<ApplicationListItem> {
  const res = await t.app.inject({
    url: `/v1/job-portal/me/application/${id}`,
    headers: auth(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.result;
}

async function latestNotification(token: string) {
  const res = await t.app.inject({
    url: '/v1/job-portal/me/notification?limit=1',
    headers: auth(token),
  });
  return res.json().data.docs[0];
}

/** What the company's bell says of this application: the employer's notices about it. */
async function companyNotices(id: string): Promise<string[]> {
  const res = await t.app.inject({
    url: '/v1/job-portal/me/notification?limit=50',
    headers: auth(employerToken),
  });
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .data.docs.filter((n: { applicationId: string }) => n.applicationId === id)
    .map(
      (n: { type: string; params: NotificationParams }) =>
        `${n.type}: ${offerAnsweredBellText(n.params, 'idn')}`,
    );
}

async function employerHistory(id: string): Promise<string[]> {
  const res = await t.app.inject({
    url: `/v1/job-portal/employer/application/${id}`,
    headers: auth(employerToken),
  });
  expect(res.statusCode).toBe(200);
  const { history, application } = res.json().data.result;
  expect(application.id).toBe(id);
  return history.map((h: { by: string; to: string }) => `${h.by}:${h.to}`);
}

async function groupIds(token: string, group: string): Promise<string[]> {
  const res = await t.app.inject({
    url: `/v1/job-portal/me/application?statusGroup=${group}&limit=100`,
    headers: auth(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.docs.map((d: { id: string }) => d.id);
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    clock,
    env: { SMTP_URL: smtp.url, WEB_BASE_URL: 'https://jenjang.example' },
  });
  companyId = (await createCompany(t.database.db, {})).id;
  const employer = await createUser(t.database.db, { role: 'employer' });
  await addCompanyMember(t.database.db, employer.id, companyId);
  employerToken = await signIn(employer.email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('answering an offer', () => {
  it('tells the candidate of the offer as an offer, on the chip, the bell and in the mail', async () => {
    const mailsBefore = smtp.messages.length;
    const { id, seeker } = await offeredApplication('en');
    const item = await mine(id, seeker.token);
    expect(applicationStatusView(item, 'en')).toMatchObject({
      phase: 'offered',
      label: 'Offer received',
    });
    const bell = await latestNotification(seeker.token);
    expect(bell).toMatchObject({ type: 'applicationStatusChanged', params: { status: 'offered' } });
    expect(applicationBellText(bell.type, bell.params, 'idn')).toContain('menawarimu posisi');
    const mail = await smtp.nextMailTo(seeker.email, { after: mailsBefore });
    expect(mail.text).toContain('Congratulations! The company has offered you the job');
    expect(await groupIds(seeker.token, 'offers')).toContain(id);
  });

  it('accepts: hired on both sides, a receipt by bell and mail, the same answer twice harmless', async () => {
    const { id, seeker } = await offeredApplication();
    tick();
    const mailsBefore = smtp.messages.length;
    const accepted = await answerOffer(id, seeker.token, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.result).toMatchObject({ status: 'accepted', withdrawnAt: null });
    expect(accepted.json().data.result.decidedAt).not.toBeNull();
    expect(applicationStatusView(accepted.json().data.result, 'idn').label).toBe(
      'Tawaran Diterima',
    );
    expect((await employerHistory(id)).at(-1)).toBe('candidate:accepted');
    const bell = await latestNotification(seeker.token);
    expect(applicationBellText(bell.type, bell.params, 'idn')).toMatch(/sudah kamu terima/);
    const mail = await smtp.nextMailTo(seeker.email, { after: mailsBefore });
    expect(mail.text).toMatch(/sudah kamu terima\. Selamat!/);
    expect(await groupIds(seeker.token, 'offers')).toContain(id);
    // The company hears it on its bell, once.
    const told = await companyNotices(id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^offerAnswered: .+ menerima tawaran untuk .+\.$/);

    const again = await answerOffer(id, seeker.token, 'accept');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.result.decidedAt).toBe(accepted.json().data.result.decidedAt);
    expect(await companyNotices(id)).toEqual(told);
    // Accepted is final: no declining afterwards, no employer move.
    expect((await answerOffer(id, seeker.token, 'decline')).json().messageId).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    expect((await move(id, { status: 'rejected' })).statusCode).toBe(409);
  });

  it('declines: the offer stays as where it ended, the employer reads the declined offer', async () => {
    const { id, seeker } = await offeredApplication();
    tick();
    const mailsBefore = smtp.messages.length;
    const declined = await answerOffer(id, seeker.token, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    const result = declined.json().data.result;
    expect(result).toMatchObject({ status: 'offered', statusReason: 'withdrawn' });
    expect(result.withdrawnAt).not.toBeNull();
    expect(applicationStatusView(result, 'idn')).toMatchObject({
      phase: 'offerDeclined',
      label: 'Tawaran Kamu Tolak',
    });
    expect((await employerHistory(id)).at(-1)).toBe('candidate:offered');
    const bell = await latestNotification(seeker.token);
    expect(bell.params).toMatchObject({ status: 'offered', withdrawn: true });
    expect(applicationBellText(bell.type, bell.params, 'idn')).toMatch(/^Kamu menolak tawaran/);
    const mail = await smtp.nextMailTo(seeker.email, { after: mailsBefore });
    expect(mail.text).toMatch(/Kamu menolak tawaran .+ Perusahaan sudah diberi tahu\./);
    expect(await groupIds(seeker.token, 'withdrawn')).toContain(id);
    expect(await groupIds(seeker.token, 'offers')).not.toContain(id);
    // "Perusahaan sudah diberi tahu" is true: the company's bell says so, once.
    const told = await companyNotices(id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^offerAnswered: .+ menolak tawaran untuk .+\.$/);

    const again = await answerOffer(id, seeker.token, 'decline');
    expect(again.statusCode).toBe(200);
    expect(await companyNotices(id)).toEqual(told);
    expect(again.json().data.result.withdrawnAt).toBe(result.withdrawnAt);
    expect((await answerOffer(id, seeker.token, 'accept')).statusCode).toBe(409);
    expect((await move(id, { status: 'accepted' })).statusCode).toBe(409);
  });

  it('refuses an answer when no offer stands, and anyone else’s answer', async () => {
    const { id, seeker } = await offeredApplication();
    const other = await newSeeker();
    for (const decision of ['accept', 'decline']) {
      const foreign = await answerOffer(id, other.token, decision);
      expect(foreign.statusCode, decision).toBe(404);
      expect(foreign.json().messageId).toBe('APPLICATION_NOT_FOUND');
    }
    const employerAnswer = await t.app.inject({
      method: 'POST',
      url: `/v1/job-portal/me/application/${id}/offer`,
      headers: auth(employerToken),
      payload: { decision: 'accept' },
    });
    expect(employerAnswer.statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/v1/job-portal/me/application/${id}/offer`,
      payload: { decision: 'accept' },
    });
    expect(guest.statusCode).toBe(401);
    expect((await answerOffer(id, seeker.token, 'maybe')).statusCode).toBe(400);

    // The company rejects before the candidate answers: the offer is gone.
    tick();
    expect((await move(id, { status: 'rejected' })).statusCode).toBe(200);
    for (const decision of ['accept', 'decline'])
      expect((await answerOffer(id, seeker.token, decision)).json().messageId, decision).toBe(
        'INVALID_STATUS_TRANSITION',
      );
    expect((await mine(id, seeker.token)).withdrawnAt).toBeNull();
  });

  it('declines only while the offer stands, even against a concurrent move', async () => {
    const { id, seeker } = await offeredApplication();
    tick();
    const [decline, reject] = await Promise.all([
      answerOffer(id, seeker.token, 'decline'),
      move(id, { status: 'rejected' }),
    ]);
    // Exactly one wins; the application reads as whichever it was.
    expect([decline.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const item = await mine(id, seeker.token);
    const phase = applicationStatusView(item, 'idn').phase;
    expect(decline.statusCode === 200 ? 'offerDeclined' : 'notSelected').toBe(phase);
  });
});

describe('withdrawing', () => {
  it('gets a receipt and reads "Ditarik" in the withdrawn group', async () => {
    const job = await createJob(t.database.db, { companyId }, { now });
    const seeker = await newSeeker();
    const applied = await t.app.inject({
      method: 'POST',
      url: `/v1/job-portal/job/${job.id}/apply`,
      headers: auth(seeker.token),
      payload: { answers: [] },
    });
    const id: string = applied.json().data.result.id;
    tick();
    await t.jobsDone();
    const mailsBefore = smtp.messages.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/job-portal/me/application/${id}/withdraw`,
      headers: auth(seeker.token),
    });
    expect(res.statusCode).toBe(200);
    expect(applicationStatusView(res.json().data.result, 'idn').label).toBe('Ditarik');
    const bell = await latestNotification(seeker.token);
    expect(applicationBellText(bell.type, bell.params, 'idn')).toMatch(/^Kamu menarik lamaranmu/);
    const mail = await smtp.nextMailTo(seeker.email, { after: mailsBefore });
    expect(mail.text).toContain('Kamu menarik lamaranmu ke');
    expect(await groupIds(seeker.token, 'withdrawn')).toEqual([id]);
    expect(await groupIds(seeker.token, 'inReview')).toEqual([]);
    const counts = (
      await t.app.inject({ url: '/v1/job-portal/me/application', headers: auth(seeker.token) })
    ).json().data.counts;
    expect(counts).toEqual({
      all: 1,
      inReview: 0,
      inProgress: 0,
      offers: 0,
      unsuccessful: 0,
      withdrawn: 1,
    });
  });
});
