// The employer's pipeline (issue 13): the seeded employer opens a job's applicants, finds one of
// the seeded student's applications, schedules the HR interview (WIB) from the candidate page,
// then rejects with a private reason; signed in as the student, /loker/applied shows the steps
// and Rejected, never the reason.
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
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

/** The day after tomorrow in WIB, YYYY-MM-DD. */
function wibDateInTwoDays(): string {
  return new Date(Date.now() + 7 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
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

    // The job's applicants: the board with the funnel, then the list searched by name.
    await employerPage.goto(webUrl(`/employer/jobs/${jobId}/applicants`));
    await expect
      .poll(() => employerPage.getByRole('heading', { level: 1 }).innerText(), SLOW)
      .toContain('Pelamar');
    await expect.poll(() => employerPage.getByRole('heading', { name: 'Corong' }).count()).toBe(1);
    await employerPage.getByRole('link', { name: 'Daftar' }).click();
    await employerPage.getByLabel('Cari nama').fill(candidate.profile.name);
    await employerPage.getByRole('button', { name: 'Cari' }).click();
    const link = employerPage.getByRole('link', { name: candidate.profile.name }).first();
    await expect.poll(() => link.count(), SLOW).toBeGreaterThan(0);
    await link.click();
    await employerPage.waitForURL((url) => url.pathname.endsWith(`/applicants/${applicationId}`));
    // The dialogs open once the page is hydrated.
    await expect
      .poll(() => employerPage.locator('[data-actions-ready="true"]').count(), SLOW)
      .toBe(1);

    // Schedule the HR interview (WIB) in its dialog.
    await employerPage.getByRole('button', { name: `Jadwalkan ${hr.name}` }).click();
    const dialog = employerPage.getByRole('dialog', { name: `Jadwalkan ${hr.name}` });
    await dialog.getByLabel('Tanggal (WIB)').fill(wibDateInTwoDays());
    await dialog.getByLabel('Jam (WIB)').fill('10:00');
    await dialog.getByLabel('Tempat').fill('Kantor Jenjang, Jakarta Selatan');
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    const header = employerPage.locator('[data-candidate-status]');
    // The dialog closes once the API took the action; on failure, say what the page said.
    const said = async () =>
      (await dialog.isVisible())
        ? `open: ${await dialog.innerText()} | alerts: ${(await employerPage.getByRole('alert').allInnerTexts()).join(' / ')}`
        : 'closed';
    await expect.poll(said, SLOW).toBe('closed');
    // The page refreshes itself after an action, but that refresh was seen to lag past 20 s in
    // two of five runs on the shared machine (not understood yet): the server-rendered state is
    // read after a reload, which is what this test is about.
    await employerPage.reload();
    await expect.poll(() => header.innerText(), SLOW).toContain('Interview HR');
    const detail = await employerPage.request.get(
      webUrl(`/api/v1/job-portal/employer/application/${applicationId}`),
    );
    const interviews = (
      (await detail.json()) as { data: { result: { interviews: { location: string | null }[] } } }
    ).data.result.interviews;
    expect(
      interviews.map((i) => i.location),
      JSON.stringify(interviews),
    ).toContain('Kantor Jenjang, Jakarta Selatan');
    const section = employerPage.getByRole('heading', { name: 'Wawancara' });
    await expect.poll(() => section.count(), SLOW).toBe(1);

    // Reject with a private reason.
    const reason = 'Ekspektasi gaji di atas anggaran (catatan internal E2E)';
    await expect
      .poll(() => employerPage.locator('[data-actions-ready="true"]').count(), SLOW)
      .toBe(1);
    await employerPage.getByRole('button', { name: 'Tolak', exact: true }).click();
    const reject = employerPage.getByRole('dialog', { name: 'Tolak' });
    await reject.getByLabel(/Alasan/).fill(reason);
    await reject.getByRole('button', { name: 'Kirim' }).click();
    await expect.poll(() => reject.isVisible(), SLOW).toBe(false);
    await employerPage.reload();
    await expect.poll(() => header.innerText(), SLOW).toContain('Ditolak');
    await expect.poll(() => employerPage.getByText(reason).count(), SLOW).toBe(1);

    // The student: the steps and Rejected, without the reason.
    await studentPage.goto(webUrl('/loker/applied'));
    const card = studentPage.locator(`[data-application="${applicationId}"]`);
    await expect.poll(() => card.locator('[data-status]').innerText(), SLOW).toBe('Ditolak');
    await card.locator('summary').click();
    await expect
      .poll(() => card.locator('[data-timeline] li').count(), SLOW)
      .toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => card.locator(`[data-timeline] [data-step="${hr.name}"]`).count())
      .toBe(1);
    expect(await studentPage.content()).not.toContain('catatan internal E2E');
    const api = await studentPage.request.get(
      webUrl(`/api/v1/job-portal/me/application/${applicationId}`),
    );
    expect(await api.text()).not.toContain('catatan internal E2E');

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
