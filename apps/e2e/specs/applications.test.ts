// Applying and following the application (issue 12): the seeded job seeker applies to an
// easy-apply job that asks every question type, sees it on /loker/applied as Application
// Received; the seeded employer moves it to the HR interview through the API; the timeline and
// the header's bell show it.
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { answerEveryQuestion, employerCompanyName, getJson } from '../fixtures/applications';
import { signInThroughProxy } from '../fixtures/session';

const STUDENT = 'siswa@jenjang.test';
const EMPLOYER = 'employer@jenjang.test';
const ALL_TYPES = ['checkbox', 'radio', 'numeric', 'date', 'shortText'];
const SLOW = { timeout: 20_000 };

type JobDoc = {
  id: string;
  slug: string;
  role: string;
  applicationType: string;
  company: { slug: string; name: string };
};
type Question = {
  questionId: string;
  type: string;
  mandatory: boolean;
  profileField: string | null;
};
type Step = { id: string; name: string; type: string };
type JobDetailBody = {
  data: { result: JobDoc & { questions: Question[]; recruitmentSteps: Step[]; isClosed: boolean } };
};
type ApplyFormBody = { data: { result: { application: unknown } } };
type Application = {
  id: string;
  status: string;
  job: { id: string };
  recruitmentSteps: Step[];
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

type Candidate = { job: JobDetailBody['data']['result']; types: Set<string> };

/**
 * The job to apply to: an open easy-apply job of the employer's company with an HR interview
 * step, not applied to yet, asking as many question types as the demo data offers (all five
 * when a job asks them all). When it asks fewer, `others` is another open easy-apply job not
 * applied to that asks the missing types, so the form is still seen rendering every type.
 */
async function findJobs(student: APIRequestContext, employer: APIRequestContext) {
  const companyName = await employerCompanyName(student, employer);

  const candidates = async (search: string) => {
    const list = await getJson<{ data: { docs: JobDoc[] } }>(
      student,
      search
        ? `/v1/explore-job/job?limit=50&search=${encodeURIComponent(search)}`
        : '/v1/explore-job/job?limit=50',
    );
    const found: Candidate[] = [];
    for (const doc of list.data.docs.filter((d) => d.applicationType === 'easyApply')) {
      const job = (
        await getJson<JobDetailBody>(
          student,
          `/v1/job-portal/job/slug/${encodeURIComponent(doc.slug)}`,
        )
      ).data.result;
      if (job.isClosed || job.questions.length === 0) continue;
      const form = await getJson<ApplyFormBody>(
        student,
        `/v1/job-portal/job/${encodeURIComponent(job.id)}/apply-form`,
      );
      if (form.data.result.application !== null) continue;
      found.push({ job, types: new Set(job.questions.map((q) => q.type)) });
    }
    return found;
  };

  let best: (Candidate & { hrStep: Step }) | null = null;
  for (const candidate of await candidates(companyName)) {
    const hrStep = candidate.job.recruitmentSteps.find((s) => s.type === 'hrInterview');
    if (candidate.job.company.name !== companyName || !hrStep) continue;
    if (!best || candidate.types.size > best.types.size) best = { ...candidate, hrStep };
  }
  if (!best) throw new Error(`no open easy-apply job of ${companyName} with questions and HR step`);
  const chosen = best;
  const missing = ALL_TYPES.filter((type) => !chosen.types.has(type));
  if (missing.length === 0) return { job: chosen.job, hrStep: chosen.hrStep, others: [] };
  // Other jobs asking the missing types (the demo question sets repeat across jobs).
  const others: Candidate[] = [];
  let left = missing;
  for (const candidate of await candidates('')) {
    if (candidate.job.id === chosen.job.id || !left.some((t) => candidate.types.has(t))) continue;
    others.push(candidate);
    left = left.filter((type) => !candidate.types.has(type));
    if (left.length === 0) break;
  }
  if (left.length > 0) throw new Error(`no job asks ${left.join(', ')}`);
  return { job: chosen.job, hrStep: chosen.hrStep, others };
}

describe('applying and following the application', () => {
  it('applies with every question type, then follows the move to HR interview', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(page, STUDENT);
    const employerPage = await newPage(browser);
    await signInThroughProxy(employerPage, EMPLOYER);
    const { job, hrStep, others } = await findJobs(page.request, employerPage.request);

    // Every question type renders: the types this job does not ask, on other jobs' forms.
    for (const other of others) {
      await page.goto(webUrl(`/loker/${other.job.slug}~${other.job.company.slug}/apply`));
      const fields = page.locator('[data-apply-form] [data-question]');
      await expect.poll(() => fields.count(), SLOW).toBe(other.job.questions.length);
      const types = await fields.evaluateAll((items) =>
        items.map((item) => item.getAttribute('data-question-type')),
      );
      for (const type of other.types) expect(types).toContain(type);
    }

    // From the job page to the form.
    await page.goto(webUrl(`/loker/${job.slug}~${job.company.slug}`));
    await page.getByRole('link', { name: 'Lamar sekarang' }).first().click();
    await page.waitForURL((url) => url.pathname.endsWith('/apply'));
    const form = page.locator('[data-apply-form]');
    await expect
      .poll(() => form.locator('[data-question]').count(), SLOW)
      .toBe(job.questions.length);

    // A mandatory question left empty (one the profile does not fill) stops the form.
    if (job.questions.some((q) => q.mandatory && !q.profileField)) {
      await form.getByRole('button', { name: 'Kirim lamaran' }).click();
      await expect.poll(() => form.innerText()).toContain('Beberapa jawaban perlu diperiksa.');
    }

    // Inline validation in Indonesian: the numeric rule of spec section 5. A decimal comma is how
    // Indonesians write it ('3,5' passes, issue 22); two separators do not.
    const numeric = form.locator('[data-question-type="numeric"]').first();
    await numeric.locator('input').fill('3,4,5');
    await numeric.locator('input').blur();
    await expect.poll(() => numeric.innerText()).toContain('Harap masukkan angka/desimal saja.');
    await numeric.locator('input').fill('3,5');
    await numeric.locator('input').blur();
    await expect.poll(() => numeric.innerText()).not.toContain('Harap masukkan angka');

    await answerEveryQuestion(page, '[data-apply-form]');
    await form.getByRole('button', { name: 'Kirim lamaran' }).click();
    await expect.poll(() => page.locator('[data-apply-success]').isVisible(), SLOW).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Lamaran terkirim!' }).count())
      .toBe(1);

    // On /loker/applied as sent (never "Diterima", which reads as accepted).
    await page.goto(webUrl('/loker/applied'));
    const mine = (
      await getJson<{ data: { docs: Application[] } }>(
        page.request,
        '/v1/job-portal/me/application?limit=50',
      )
    ).data.docs.find((a) => a.job.id === job.id);
    expect(mine).toBeDefined();
    const card = page.locator(`[data-application="${mine!.id}"]`);
    await expect
      .poll(() => card.locator('[data-status]').innerText(), SLOW)
      .toBe('Lamaran Terkirim');

    // The employer moves it to the HR interview.
    const moved = await employerPage.request.post(
      webUrl(`/api/v1/job-portal/employer/application/${mine!.id}/move`),
      {
        data: { status: 'hrInterview', recruitmentStepId: hrStep.id },
        headers: { origin: new URL(webUrl('/')).origin },
      },
    );
    expect(moved.status(), await moved.text()).toBe(200);

    // The status, the timeline and the bell show it.
    await page.reload();
    await expect.poll(() => card.locator('[data-status]').innerText(), SLOW).toBe(hrStep.name);
    await card.locator('summary').click();
    const current = card.locator('[data-timeline] [aria-current="step"]');
    await expect.poll(() => current.getAttribute('data-step')).toBe(hrStep.name);
    await expect
      .poll(() =>
        card
          .locator('[data-timeline] li')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-state'))),
      )
      .toEqual(expect.arrayContaining(['done', 'done', 'current']));

    const bell = page.locator('header [data-unread-count]');
    await expect.poll(() => bell.count(), SLOW).toBe(1);
    await page.getByRole('button', { name: /Notifikasi, \d+ belum dibaca/ }).click();
    // The seeded notifications may be dated later than this run: find this job's.
    const ours = page.locator('header [data-notification]', { hasText: job.role });
    await expect.poll(() => ours.first().innerText(), SLOW).toContain(hrStep.name);
    expect(await ours.first().getAttribute('data-read')).toBe('false');

    await employerPage.context().close();
    await page.context().close();
  }, 150_000);

  it('sends visitors without a session from /loker/applied to sign-in and back', async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/loker/applied'));
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/loker/applied');
    await page.context().close();
  });

  it('shows the applications at 360 px with a status on every card', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await signInThroughProxy(page, STUDENT);
    await page.goto(webUrl('/loker/applied'));
    const cards = page.locator('[data-application]');
    await expect.poll(() => cards.count(), SLOW).toBeGreaterThan(0);
    const statuses = await page.locator('[data-application] [data-status]').count();
    expect(statuses).toBe(await cards.count());
    // Nothing wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
