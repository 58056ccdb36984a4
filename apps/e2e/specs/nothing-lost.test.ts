// Issue 22, "nothing a person did is lost", in a real browser: a job saved while signed out is
// saved after signing in and after signing up; onboarding resumes in a fresh browser where the
// last one stopped (and keeps where it was going), ends with a confirmation and the first
// matching jobs, and sends a finished job seeker onward; the CV has its section on the profile;
// the apply page says one thing about the job's questions.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../fixtures/applications';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { samplePdf } from '../fixtures/cv-review';
import { signUpCode } from '../fixtures/mail';
import { freshJobSeeker } from '../fixtures/session';

/** Saves and uploads go to the API and back; a busy machine needs more than poll's 1 s. */
const SLOW = { timeout: 20_000 };
const PASSWORD = 'Kopi Susu Gula Aren 42';

type JobDoc = {
  id: string;
  slug: string;
  role: string;
  applicationType: string;
  company: { slug: string; name: string };
  jobRole: { name: string } | null;
  location: { city: { name: string } };
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const jobPathOf = (job: JobDoc) => `/loker/${job.slug}~${job.company.slug}`;
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@contoh.test`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Open jobs from the public list (guests may read it). */
async function openJobs(request: APIRequestContext, limit = 30): Promise<JobDoc[]> {
  const body = await getJson<{ data: { docs: JobDoc[] } }>(
    request,
    `/v1/explore-job/job?limit=${limit}`,
  );
  return body.data.docs;
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  const response = await page.request.post(webUrl('/api/v1/login/email'), {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(webUrl('/')).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function savedJobIds(page: Page): Promise<string[]> {
  const body = await getJson<{ data: { docs: { id: string }[] } }>(
    page.request,
    '/v1/explore-job/job/saved?limit=50',
  );
  return body.data.docs.map((doc) => doc.id);
}

/** A guest on a job's page follows its bookmark, which asks them to sign in first. */
async function guestSavesJob(page: Page, job: JobDoc): Promise<void> {
  await page.goto(webUrl(jobPathOf(job)));
  await page.locator(`a[href*="saveJob=${job.id}"]`).first().click();
  await page.waitForURL((url) => url.pathname === '/sign-in');
  const url = new URL(page.url());
  expect(url.searchParams.get('saveJob')).toBe(job.id);
  expect(url.searchParams.get('returnUrl')).toBe(jobPathOf(job));
}

describe('a job saved while signed out', () => {
  it('is saved once the person signs in, back on the job with a word that it is', async () => {
    const setup = await newPage(browser);
    const { email } = await freshJobSeeker(setup, 'simpan-masuk', 'Sari Wulandari');
    await setup.context().close();

    const page = await newPage(browser, VIEWPORTS.mobile);
    const [job] = await openJobs(page.request, 1);
    await guestSavesJob(page, job!);
    // The sign-in page says what signing in will do.
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain(`Masuk untuk menyimpan ${job!.role} di ${job!.company.name}.`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname === jobPathOf(job!)),
      page.getByRole('button', { name: 'Masuk', exact: true }).click(),
    ]);

    const notice = page.locator('[data-save-outcome="saved"]');
    await expect
      .poll(() => notice.innerText(), SLOW)
      .toContain(`${job!.role} di ${job!.company.name} sudah tersimpan.`);
    await expect
      .poll(() => page.locator(`[data-saved-job="${job!.id}"]`).getAttribute('aria-pressed'), SLOW)
      .toBe('true');
    expect(await savedJobIds(page)).toContain(job!.id);
    // Told once: the next page (hydrated: its bookmark knows it is saved) does not repeat it.
    await page.reload();
    await expect
      .poll(() => page.locator(`[data-saved-job="${job!.id}"]`).getAttribute('aria-pressed'), SLOW)
      .toBe('true');
    expect(await page.locator('[data-save-outcome]').count()).toBe(0);
    await page.context().close();
  });

  it(
    'is saved when the person signs up instead; onboarding resumes in a fresh browser, ends ' +
      'with matching jobs and the way back, and is closed once finished',
    { timeout: 240_000 },
    async () => {
      const page = await newPage(browser, VIEWPORTS.desktop);
      const jobs = await openJobs(page.request);
      const job = jobs.find((doc) => doc.jobRole !== null) ?? jobs[0]!;
      const email = uniqueEmail('simpan-daftar');

      // Bookmark → sign-in → sign-up, the job to save carried along.
      await guestSavesJob(page, job);
      await page.getByRole('link', { name: 'Daftar gratis' }).click();
      await page.waitForURL((url) => url.pathname === '/sign-up');
      expect(new URL(page.url()).searchParams.get('saveJob')).toBe(job.id);
      await expect
        .poll(() => page.locator('main').innerText())
        .toContain(`Daftar untuk menyimpan ${job.role} di ${job.company.name}.`);
      await page.getByLabel('Nama lengkap', { exact: true }).fill('Rina Kusumawati');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Daftar', exact: true }).click();
      await page.getByLabel('Kode 6 digit', { exact: true }).fill(await signUpCode(email));
      await page.getByRole('button', { name: 'Buat akun', exact: true }).click();

      // Saved already, before onboarding: leaving onboarding cannot lose it.
      await page.waitForURL((url) => url.pathname === '/onboarding');
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(jobPathOf(job));
      await expect
        .poll(() => page.locator('[data-save-outcome="saved"]').innerText(), SLOW)
        .toContain('sudah tersimpan');
      expect(await savedJobIds(page)).toContain(job.id);

      // Two steps and half of the third, then the browser is closed.
      await expect.poll(() => page.locator('main').innerText()).toContain('Langkah 1 dari 5');
      const next = page.getByRole('button', { name: 'Lanjut', exact: true });
      await page.getByRole('radio', { name: /Aktif mencari kerja/ }).check();
      await next.click();
      await page.getByRole('radio', { name: /Fresh graduate/ }).check();
      await next.click();
      await expect.poll(() => page.locator('main').innerText()).toContain('Langkah 3 dari 5');
      await page.getByRole('radio', { name: 'S1', exact: true }).check();
      await page.getByLabel('Jurusan', { exact: true }).fill('Akuntansi');
      // Kept on the server (answers wait a moment before they are sent).
      await expect
        .poll(async () => {
          const body = await getJson<{
            data: { result: { step: string; answers: { major: string } } | null };
          }>(page.request, '/v1/job-portal/onboarding/progress');
          return body.data.result && [body.data.result.step, body.data.result.answers.major];
        }, SLOW)
        .toEqual(['education', 'Akuntansi']);
      await page.context().close();

      // Another browser, no returnUrl: the same step with the same answers.
      const later = await newPage(browser, VIEWPORTS.mobile);
      await signInWithPassword(later, email);
      await later.goto(webUrl('/onboarding'));
      await expect.poll(() => later.locator('main').innerText()).toContain('Langkah 3 dari 5');
      expect(await later.getByRole('radio', { name: 'S1', exact: true }).isChecked()).toBe(true);
      expect(await later.getByLabel('Jurusan', { exact: true }).inputValue()).toBe('Akuntansi');
      const laterNext = later.getByRole('button', { name: 'Lanjut', exact: true });
      await laterNext.click();
      await expect.poll(() => later.locator('main').innerText()).toContain('Langkah 4 dari 5');
      const role = job.jobRole?.name ?? 'Akuntan';
      await later.getByLabel('Cari posisi').fill(role);
      await later
        .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(role)}`) })
        .first()
        .check();
      await later.getByLabel('Cari kota').fill(job.location.city.name);
      await later
        .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(job.location.city.name)}`) })
        .first()
        .check();
      await laterNext.click();
      await expect.poll(() => later.locator('main').innerText()).toContain('Langkah 5 dari 5');
      await later.locator('#cv-file').setInputFiles({
        name: 'cv-rina.pdf',
        mimeType: 'application/pdf',
        buffer: await samplePdf(),
      });
      await expect.poll(() => later.locator('main').innerText()).toContain('cv-rina.pdf');
      await later.getByRole('button', { name: 'Selesai', exact: true }).click();

      // A confirmation, the first jobs that match, and the way back to the saved job.
      const done = later.locator('[data-onboarding-done]');
      await expect.poll(() => done.innerText(), SLOW).toContain('Profilmu sudah siap');
      expect(await done.innerText()).toContain('CV cv-rina.pdf tersimpan di profilmu.');
      await expect
        .poll(() => done.locator('[data-first-jobs] li').count(), SLOW)
        .toBeGreaterThan(0);
      expect(await done.innerText()).toContain('Lowongan yang cocok untukmu');
      const firstJob = await done.locator('[data-first-jobs] li').first().innerText();
      expect(firstJob).toMatch(/Posisi pilihanmu|Kota pilihanmu/);
      await Promise.all([
        later.waitForURL((url) => url.pathname === jobPathOf(job)),
        done.getByRole('link', { name: 'Kembali ke halaman tadi' }).click(),
      ]);
      await expect
        .poll(
          () => later.locator(`[data-saved-job="${job.id}"]`).getAttribute('aria-pressed'),
          SLOW,
        )
        .toBe('true');

      // Finished: /onboarding sends the person on, and the onboarding's CV is on the profile.
      await later.goto(webUrl('/onboarding'));
      await later.waitForURL((url) => url.pathname === '/');
      await later.goto(webUrl('/profile'));
      await expect.poll(() => later.locator('#cv').innerText(), SLOW).toContain('cv-rina.pdf');
      await later.context().close();
    },
  );
});

describe('the CV on the profile', () => {
  it('is seen, downloaded by its owner only, replaced (checked by content) and deleted', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await freshJobSeeker(page, 'cv-profil', 'Budi Santoso');
    await page.goto(webUrl('/profile'));
    const section = page.locator('#cv');
    await expect.poll(() => section.innerText(), SLOW).toContain('Belum ada CV di profilmu.');
    const input = section.locator('#cv-upload');
    // The file input is usable once the page is hydrated (docs/decisions/027).
    await expect.poll(() => input.isEnabled()).toBe(true);

    const pdf = await samplePdf();
    await input.setInputFiles({ name: 'cv-budi.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => section.innerText(), SLOW).toContain('CV tersimpan: cv-budi.pdf.');
    const details = await section.locator('[data-cv-file]').innerText();
    expect(details).toContain('cv-budi.pdf');
    expect(details).toMatch(/\d+(,\d)? KB · diunggah \d{2} \w{3} \d{4}, \d{2}:\d{2} WIB/);

    // Downloaded as the same bytes, under its name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: 'Unduh cv-budi.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cv-budi.pdf');
    expect(Buffer.compare(await readFile((await download.path())!), pdf)).toBe(0);
    // Nobody else's session opens it: a guest gets 401.
    const guest = await newPage(browser);
    const stranger = await guest.request.get(webUrl('/api/v1/job-portal/me/student/cv/file'));
    expect(stranger.status()).toBe(401);
    await guest.context().close();

    // Kept: a reload shows it again.
    await page.reload();
    await expect.poll(() => section.innerText(), SLOW).toContain('cv-budi.pdf');
    await expect.poll(() => input.isEnabled()).toBe(true);

    // A picture renamed to .pdf is refused by its content; the CV on file stays.
    const png = await readFile(new URL('../fixtures/company-photo.png', import.meta.url));
    await input.setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: png });
    await expect
      .poll(() => section.innerText(), SLOW)
      .toContain('CV belum tersimpan: CV harus berupa PDF atau DOCX.');
    expect(await section.locator('[data-cv-file]').innerText()).toContain('cv-budi.pdf');

    await input.setInputFiles({ name: 'cv-baru.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => section.innerText(), SLOW).toContain('CV diganti: cv-baru.pdf.');

    // Deleting asks first.
    await section.getByRole('button', { name: 'Hapus CV' }).click();
    await expect
      .poll(() => section.innerText())
      .toContain('Hapus cv-baru.pdf? Perusahaan tempatmu melamar juga tidak bisa membukanya lagi.');
    await section.getByRole('button', { name: 'Ya, hapus' }).click();
    await expect.poll(() => section.innerText(), SLOW).toContain('CV dihapus.');
    expect(await section.innerText()).toContain('Belum ada CV di profilmu.');
    const after = await getJson<{ data: { result: unknown } }>(
      page.request,
      '/v1/job-portal/me/student/cv',
    );
    expect(after.data.result).toBeNull();
    await page.context().close();
  });
});

describe('the apply page', () => {
  it("says one thing about the job's questions, and what goes with the application", async () => {
    const page = await newPage(browser);
    await freshJobSeeker(page, 'lamar-tanya', 'Dewi Lestari');
    const jobs = (await openJobs(page.request, 60)).filter(
      (doc) => doc.applicationType === 'easyApply',
    );
    const counted: { job: JobDoc; questions: number }[] = [];
    for (const job of jobs) {
      const detail = await getJson<{ data: { result: { questions: unknown[] } } }>(
        page.request,
        `/v1/job-portal/job/${job.id}`,
      );
      counted.push({ job, questions: detail.data.result.questions.length });
      if (counted.some((c) => c.questions === 0) && counted.some((c) => c.questions > 0)) break;
    }
    const withQuestions = counted.find((c) => c.questions > 0);
    const without = counted.find((c) => c.questions === 0);
    expect(withQuestions, 'an easy-apply job with questions').toBeDefined();
    expect(without, 'an easy-apply job without questions').toBeDefined();

    await page.goto(webUrl(`${jobPathOf(withQuestions!.job)}/apply`));
    const header = page.locator('main header');
    await expect
      .poll(() => header.innerText(), SLOW)
      .toContain(
        `${withQuestions!.job.company.name} mengajukan ${withQuestions!.questions} pertanyaan`,
      );
    // A new job seeker has no CV yet: the page says so, with the way to add one.
    expect(await page.locator('[data-apply-sends]').innerText()).toContain(
      'Belum ada CV di profilmu',
    );
    expect(await page.locator('main').innerText()).not.toContain('tidak mengajukan');

    await page.goto(webUrl(`${jobPathOf(without!.job)}/apply`));
    await expect
      .poll(() => page.locator('main header').innerText(), SLOW)
      .toContain(`${without!.job.company.name} tidak mengajukan pertanyaan tambahan`);
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('Pertanyaan dari perusahaan');
    expect(text).not.toMatch(/mengajukan \d+ pertanyaan/);
    await page.context().close();
  });
});
