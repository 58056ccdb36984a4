// Free job posting (issue 13): the seeded employer signs in through the employer mode of the
// sign-in page, posts a job with pre-screening questions (three types, two from the library)
// and recruitment steps (an HR interview among them) and publishes it; a student searches, finds
// it and applies through its form, which asks the employer's questions; the employer schedules
// the HR interview and rejects with a reason on the pipeline; the student sees the steps and
// Rejected, never the reason.
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { answerEveryQuestion, getJson } from '../fixtures/applications';
import { expectRejectedWithoutReason, scheduleInterviewThenReject } from '../fixtures/pipeline';
import { DEMO_PASSWORD, signInThroughProxy } from '../fixtures/session';

const EMPLOYER = 'employer@jenjang.test';
const STUDENT = 'siswa2@jenjang.test';
const SLOW = { timeout: 30_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** A made-up word of letters only, so the search finds this job and no other. */
const marker = `Zeta${randomBytes(4)
  .toString('hex')
  .replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
const title = `Peracik Kopi ${marker}`;

describe('an employer posts a job; a student applies; the employer decides', () => {
  it('posts with questions and steps, publishes, and the job is searchable at once', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    // Signed out, the employer area sends the visitor to sign in as an employer.
    await page.goto(webUrl('/employer/jobs/new'));
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('for')).toBe('employer');
    await page.getByRole('heading', { name: 'Masuk sebagai pemberi kerja' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(EMPLOYER);
    await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/employer/jobs/new', SLOW);

    // Two questions from the library (a number and a multiple choice), one written here.
    const library = page.getByLabel('Pustaka pertanyaan');
    await library.selectOption('yearsOfExperience');
    await page.getByRole('button', { name: 'Tambahkan', exact: true }).click();
    await library.selectOption('languages');
    await page.getByRole('button', { name: 'Tambahkan', exact: true }).click();
    await page.getByRole('button', { name: 'Tambah pertanyaan' }).click();
    await page.getByLabel('3. Pertanyaan').fill('Bersedia kerja shift pagi?');
    await page.locator('#q-2-type').selectOption('radio');
    await page.locator('#q-2-options').fill('Ya\nTidak');
    await page.locator('#q-2-options').blur();
    await page.locator('#q-2-mandatory').check();
    // Steps: an HR interview (the default new step), then a hidden custom one.
    await page.getByRole('button', { name: 'Tambah tahapan' }).click();
    await page.getByRole('button', { name: 'Tambah tahapan' }).click();
    await page.locator('#s-1-type').selectOption('custom');
    await page.locator('#s-1-name').fill('Uji racik');
    await page.locator('#s-1-visible').uncheck();
    // The editor's controls are disabled until it is hydrated (decision 027), and Playwright waits
    // for a control to be enabled, so nothing here is typed or picked into a page that drops it.
    // Requirements from the one vocabulary (issue 22): the job page must read them back as
    // picked, never "Mahasiswa tahun ke-2" for "1–2 tahun".
    const educations = page.getByRole('group', { name: 'Pendidikan terakhir', exact: true });
    await educations.getByLabel('SMA/SMK', { exact: true }).check();
    await educations.getByLabel('D4', { exact: true }).check();
    const experiences = page.getByRole('group', { name: 'Pengalaman', exact: true });
    await experiences.getByLabel('Junior (1–3 tahun)', { exact: true }).check();
    await experiences.getByLabel('Fresh graduate', { exact: true }).check();
    await page.getByLabel('Judul lowongan').fill(title);
    await page
      .getByLabel('Deskripsi pekerjaan (Bahasa Indonesia)')
      .fill('Meracik kopi susu gula aren.\n\n- Menjaga kualitas rasa\n- Melayani pelanggan');

    await page.getByRole('button', { name: 'Simpan draf' }).click();
    // Saved: the editor moves to the job's own address; if not, say what the page said. A soak
    // run (decision 028) once stayed on /employer/jobs/new with no alert after 20 s; the status
    // line ('Tersimpan' once the POST answered) tells a lost navigation from a save never made.
    const saved = async () =>
      /^\/employer\/jobs\/[0-9a-f-]{36}$/.test(new URL(page.url()).pathname)
        ? 'saved'
        : `at ${page.url()} | alerts: ${(await page.getByRole('alert').allInnerTexts()).join(' / ')}` +
          ` | status: ${(await page.getByRole('status').allInnerTexts()).join(' / ')}`;
    await expect.poll(saved, SLOW).toBe('saved');
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain('Status: Draf');
    await page.getByRole('button', { name: 'Tayangkan' }).click();
    await expect
      .poll(() => page.locator('main').innerText(), SLOW)
      .toContain('Lowongan tayang dan bisa ditemukan di pencarian.');

    // The list shows it published.
    await page.goto(webUrl('/employer/jobs?status=open'));
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain(title);

    // A student searches for it and opens its apply form.
    const student = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(student, STUDENT);
    const found = await student.request.get(
      webUrl(`/api/v1/explore-job/job?search=${encodeURIComponent(marker)}`),
    );
    const docs = (
      (await found.json()) as {
        data: { docs: { role: string; slug: string; company: { slug: string } }[] };
      }
    ).data.docs;
    expect(docs.map((d) => d.role)).toEqual([title]);
    await student.goto(webUrl(`/?search=${encodeURIComponent(marker)}`));
    await expect.poll(() => student.locator('main').innerText(), SLOW).toContain(title);
    await student.goto(webUrl(`/loker/${docs[0]!.slug}~${docs[0]!.company.slug}`));
    const facts = await student.locator('main').innerText();
    expect(facts).toContain('SMA/SMK, D4');
    expect(facts).toContain('Fresh graduate, Junior (1–3 tahun)');
    await student.getByRole('link', { name: 'Lamar sekarang' }).first().click();
    await student.waitForURL((url) => url.pathname.endsWith('/apply'), SLOW);
    const form = student.locator('[data-apply-form]');
    await expect.poll(() => form.locator('[data-question]').count(), SLOW).toBe(3);
    const types = await form
      .locator('[data-question]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-question-type')));
    expect(types.sort()).toEqual(['checkbox', 'numeric', 'radio']);
    expect(await form.innerText()).toContain('Bersedia kerja shift pagi?');

    // The student applies; the employer schedules the HR interview, then rejects with a reason;
    // the student sees the steps and Rejected, never the reason.
    await answerEveryQuestion(student, '[data-apply-form]');
    await form.getByRole('button', { name: 'Kirim lamaran' }).click();
    await expect.poll(() => student.locator('[data-apply-success]').isVisible(), SLOW).toBe(true);
    // The pipeline on a desktop screen (the phone layout of the board has its own test).
    const desk = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(desk, EMPLOYER);
    const mine = await getJson<{
      data: { docs: { id: string; job: { id: string; role: string } }[] };
    }>(student.request, '/v1/job-portal/me/application?limit=100');
    const application = mine.data.docs.find((a) => a.job.role === title)!;
    const candidate = await getJson<{
      data: {
        result: { profile: { name: string }; job: { steps: { name: string; type: string }[] } };
      };
    }>(desk.request, `/v1/job-portal/employer/application/${application.id}`);
    const hr = candidate.data.result.job.steps.find((step) => step.type === 'hrInterview')!;
    await scheduleInterviewThenReject(desk, {
      jobId: application.job.id,
      applicationId: application.id,
      candidateName: candidate.data.result.profile.name,
      hrStepName: hr.name,
      reason: `Belum cocok untuk ${marker} (catatan internal)`,
    });
    await expectRejectedWithoutReason(student, {
      applicationId: application.id,
      hrStepName: hr.name,
      secret: 'catatan internal',
    });
  }, 240_000);

  it('shows a job seeker a page saying the area is for employers', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await signInThroughProxy(page, STUDENT);
    await page.goto(webUrl('/employer'));
    await page.getByRole('heading', { name: 'Halaman ini khusus akun pemberi kerja' }).waitFor();
  });
});
