// The mentor's side of mentoring (issue 14): a new mentor signs up on /mentor/sign-up (emailed
// code from the mail catcher), onboards with the demo invitation code of the seed
// (apps/api/seed/mentoring.ts, DEMO_INVITATION_CODE) through the five steps, sets a weekly
// schedule, goes live and is listed; the seeded mentor approves a waiting request on the
// dashboard and proposes another time for it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { signUpCode } from '../fixtures/mail';
import { signInThroughProxy } from '../fixtures/session';

/** The seed's open invitation code (apps/api/seed/mentoring.ts). */
const INVITATION_CODE = 'JENJANG-MENTOR-2026';
const SEEDED_MENTOR = 'mentor@jenjang.test';
const SLOW = { timeout: 30_000 };
/** Whether the built web app has the mentee pages (/mentoring lists mentors rather than "soon"). */
const MENTEE_PAGES_BUILT = existsSync(
  fileURLToPath(new URL('../../web/src/features/mentoring/mentor-list-page.tsx', import.meta.url)),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const mentorName = `Ratna Wulandari ${unique}`;

async function signUpAsMentor(page: Page, email: string) {
  await page.goto(webUrl('/mentor/sign-up'));
  await page.getByRole('heading', { name: 'Daftar sebagai mentor' }).waitFor();
  await page.getByLabel('Nama lengkap', { exact: true }).fill(mentorName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill('Kopi Susu Gula Aren 42');
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await page.getByLabel('Kode 6 digit', { exact: true }).fill(await signUpCode(email));
  await page.getByRole('button', { name: 'Buat akun', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/mentor/onboarding', SLOW);
}

describe('a new mentor signs up, onboards and goes live', () => {
  it('signs up, passes the five steps (surviving a reload) and is listed', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    const email = `mentor-${unique}@example.test`;
    await signUpAsMentor(page, email);

    // 1: the invitation code, checked as it is typed; a wrong one is refused before sending.
    const code = page.getByRole('textbox', { name: 'Kode undangan' });
    await code.fill('BUKAN-KODE-INI');
    await page.getByText('Kode tidak ditemukan').waitFor();
    await code.fill(INVITATION_CODE);
    await page.getByText('Kode valid.').waitFor();
    await page.getByRole('button', { name: 'Lanjut', exact: true }).click();

    // 2: the profile. A reload keeps the step and what was typed.
    await page.getByRole('heading', { name: 'Profil', exact: true }).waitFor();
    await page
      .getByLabel('Jabatan atau keahlian utama')
      .fill('Data Analyst di perusahaan logistik');
    await page.reload();
    await page.getByRole('heading', { name: 'Profil', exact: true }).waitFor();
    await expect
      .poll(() => page.getByLabel('Jabatan atau keahlian utama').inputValue())
      .toBe('Data Analyst di perusahaan logistik');
    await page
      .getByLabel('Tentang kamu')
      .fill(
        'Lima tahun menganalisis data pengiriman. Senang membantu fresh graduate menyiapkan portofolio dan wawancara.',
      );
    await page.getByLabel('Kecamatan', { exact: true }).fill('Tebet');
    await page
      .getByRole('button', { name: /^Tebet/ })
      .first()
      .click();
    await page.getByLabel('Zona waktu kamu').selectOption('Asia/Makassar');
    await page.getByRole('button', { name: 'Simpan dan lanjut' }).click();

    // 3: education, added in a dialog.
    await page.getByRole('heading', { name: 'Pendidikan', exact: true }).waitFor(SLOW);
    await page.getByRole('button', { name: 'Tambah pendidikan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah pendidikan' });
    await dialog.getByLabel('Nama sekolah atau kampus').fill('Universitas Hasanuddin');
    await dialog.getByLabel('Jurusan atau bidang studi').fill('Statistika');
    await dialog.getByLabel('Tahun mulai').fill('2012');
    await dialog.getByLabel('Tahun lulus').fill('2016');
    await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Universitas Hasanuddin').waitFor();
    await page.getByRole('button', { name: 'Lanjut', exact: true }).click();

    // 4: topics: the first one of the list.
    await page.getByRole('heading', { name: 'Keahlian dan topik' }).waitFor();
    const topics = page.getByRole('group', { name: 'Topik mentoring' });
    await topics.locator('button[aria-pressed]').first().click();
    await page.getByRole('button', { name: 'Simpan dan lanjut' }).click();

    // 5: a weekly schedule: Monday and Wednesday mornings (09:00–12:00 WIB), shown in WITA beside it.
    await page.getByRole('heading', { name: 'Jadwal pertama' }).waitFor(SLOW);
    for (const day of ['Senin', 'Rabu']) {
      await page.getByRole('button', { name: `Tambah jam ${day}` }).click();
    }
    await page.getByText('Di zonamu: 10:00 WITA – 13:00 WITA').first().waitFor();
    await page.getByRole('button', { name: 'Simpan dan tayangkan profil' }).click();

    // Live: the dashboard, and the mentor list finds the new mentor.
    await page.waitForURL((url) => url.pathname === '/mentor', SLOW);
    await page.getByText('Aktif menerima sesi').waitFor();
    const list = await page.request.get(apiUrl('/v2/mentoring/mentor/list'), {
      params: { q: unique },
    });
    const body = (await list.json()) as { data: { docs: { name: string }[] } };
    expect(body.data.docs.map((m) => m.name)).toContain(mentorName);
    // The mentee side's list (issue 14's other half): once it is in this tree, it finds them too.
    if (MENTEE_PAGES_BUILT) {
      await page.goto(webUrl(`/mentoring?q=${unique}`));
      await page.getByText(mentorName).first().waitFor(SLOW);
    }
    await page.context().close();
  });
});

/** The upcoming session whose card is labelled `labelId`, looking through the list's pages. */
async function findUpcoming(page: Page, labelId: string) {
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    await page.goto(webUrl(`/mentor?tab=upcoming&page=${pageNumber}`));
    await page.getByRole('heading', { name: 'Sesi mendatang' }).waitFor(SLOW);
    const found = page.locator(`article[aria-labelledby="${labelId}"]`);
    if ((await found.count()) > 0) return found;
    if ((await page.getByRole('link', { name: 'Berikutnya' }).count()) === 0) break;
  }
  throw new Error(`No upcoming session ${labelId}`);
}

describe('the seeded mentor answers a request', () => {
  it('approves a waiting request, then proposes another time for it', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(page, SEEDED_MENTOR);
    await page.goto(webUrl('/mentor'));
    await page.getByRole('heading', { name: 'Permintaan sesi' }).waitFor(SLOW);
    // A slot booking (its Approve needs no time chosen): the first card waiting for approval,
    // followed by its session id (the card's label) from the requests to the upcoming list.
    const card = page.getByRole('article').filter({ hasText: 'Menunggu persetujuan' }).first();
    const labelId = (await card.getAttribute('aria-labelledby'))!;
    const mine = page.locator(`article[aria-labelledby="${labelId}"]`);
    const when = (await mine.locator('p', { hasText: 'WIB' }).first().textContent())!.trim();
    await mine.getByRole('button', { name: 'Setujui', exact: true }).click();
    await mine.waitFor({ state: 'detached', ...SLOW });

    const approved = await findUpcoming(page, labelId);
    await approved.getByText('Disetujui', { exact: true }).waitFor(SLOW);
    expect(await approved.textContent()).toContain(when);
    await approved.getByRole('button', { name: 'Jadwalkan ulang' }).click();
    const dialog = page.getByRole('dialog', { name: 'Usulkan jadwal baru' });
    const firstTime = dialog.getByRole('radio').first();
    await firstTime.waitFor(SLOW);
    await firstTime.check();
    const proposed = (await dialog
      .locator('label')
      .filter({ has: page.locator('input[type=radio]') })
      .first()
      .textContent())!.trim();
    await dialog.getByLabel('Alasan').fill('Ada rapat mendadak di kantor.');
    await dialog.getByRole('button', { name: 'Kirim usulan' }).click();
    await dialog.waitFor({ state: 'detached', ...SLOW });
    // Still upcoming at the old time, with the proposal shown until the mentee answers.
    const moved = approved.filter({ hasText: 'Kamu mengusulkan jadwal baru' });
    await moved.waitFor(SLOW);
    expect(await moved.textContent()).toContain(proposed);
    expect(await moved.textContent()).toContain(when);
    await moved.getByRole('button', { name: 'Tarik usulan' }).waitFor();
    await page.context().close();
  });
});
