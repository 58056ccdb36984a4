// The employer's pipeline (issue 13): the seeded employer opens a job's applicants, finds one of
// the seeded student's applications, schedules the HR interview (WIB) from the candidate page,
// then rejects with a private reason; signed in as the student, /loker/applied shows the steps
// and Rejected, never the reason.
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { expectRejectedWithoutReason, scheduleInterviewThenReject } from '../fixtures/pipeline';
import { signInThroughProxy } from '../fixtures/session';

const STUDENT = 'siswa@jenjang.test';
const EMPLOYER = 'employer@jenjang.test';
const SLOW = { timeout: 20_000 };
const ENDED = ['accepted', 'rejected', 'rejectedBySystem', 'expired', 'closed'];

type Step = { id: string; name: string; type: string; visible: boolean };
type Candidate = {
  application: { id: string; status: string; withdrawnAt: string | null };
  job: { id: string; steps: Step[] };
  profile: { name: string };
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** A seeded application of the student at the employer's company that can still move to HR. */
async function findApplication(student: APIRequestContext, employer: APIRequestContext) {
  const mine = await student.get(webUrl('/api/v1/job-portal/me/application?limit=100'));
  expect(mine.status()).toBe(200);
  const docs = ((await mine.json()) as { data: { docs: { id: string }[] } }).data.docs;
  for (const doc of docs) {
    const res = await employer.get(webUrl(`/api/v1/job-portal/employer/application/${doc.id}`));
    if (res.status() !== 200) continue;
    const c = ((await res.json()) as { data: { result: Candidate } }).data.result;
    const hr = c.job.steps.find((s) => s.type === 'hrInterview' && s.visible);
    const { status, withdrawnAt } = c.application;
    if (hr && withdrawnAt === null && !ENDED.includes(status) && status !== 'hrInterview')
      return { candidate: c, hr };
  }
  throw new Error('no movable application of the student at the employer’s company');
}

describe('the applicant pipeline', () => {
  it('schedules an HR interview, rejects with a reason; the student sees Rejected only', async () => {
    const employerPage = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(employerPage, EMPLOYER);
    const studentPage = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(studentPage, STUDENT);
    const { candidate, hr } = await findApplication(studentPage.request, employerPage.request);
    const jobId = candidate.job.id;
    const applicationId = candidate.application.id;

    await scheduleInterviewThenReject(employerPage, {
      jobId,
      applicationId,
      candidateName: candidate.profile.name,
      hrStepName: hr.name,
      reason: 'Ekspektasi gaji di atas anggaran (catatan internal E2E)',
    });
    // Its section on the candidate page after the reload.
    await expect
      .poll(() => employerPage.getByRole('heading', { name: 'Wawancara' }).count(), SLOW)
      .toBe(1);
    await expectRejectedWithoutReason(studentPage, {
      applicationId,
      hrStepName: hr.name,
      secret: 'catatan internal E2E',
    });

    await employerPage.context().close();
    await studentPage.context().close();
  }, 150_000);

  it('shows the board as one column with a step selector at 360 px', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await signInThroughProxy(page, EMPLOYER);
    const studentPage = await newPage(browser);
    await signInThroughProxy(studentPage, STUDENT);
    const mine = await studentPage.request.get(
      webUrl('/api/v1/job-portal/me/application?limit=100'),
    );
    const docs = ((await mine.json()) as { data: { docs: { job: { id: string } }[] } }).data.docs;
    let jobId: string | null = null;
    for (const d of docs) {
      const res = await page.request.get(
        webUrl(`/api/v1/job-portal/employer/job/${d.job.id}/pipeline`),
      );
      if (res.status() === 200) {
        jobId = d.job.id;
        break;
      }
    }
    expect(jobId).not.toBeNull();
    await page.goto(webUrl(`/employer/jobs/${jobId}/applicants`));
    const selector = page.getByLabel('Kolom');
    await expect.poll(() => selector.count(), SLOW).toBe(1);
    const visibleColumns = page.locator('section[aria-labelledby^="col-"]:visible');
    await expect.poll(() => visibleColumns.count()).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.context().close();
    await studentPage.context().close();
  }, 90_000);
});
