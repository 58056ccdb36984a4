// The employer offering: /pasang-loker-gratis (partners, the WhatsApp sales link and its
// promise, "book a demo" checked in the page and by the API, mailed to the sales inbox) and
// /pasang-loker-gratis/pricing (plans, comparison, a plan carried into the demo form).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPage, webUrl } from '../fixtures/browser';
import { nextMailTo } from '../fixtures/mail';

const SALES_INBOX = 'sales@jenjang.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('/pasang-loker-gratis', () => {
  it('shows the offering, partners and the sales link with its prefilled promise', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/pasang-loker-gratis'));
    await expect
      .poll(() => page.locator('h1').innerText())
      .toBe('Pasang loker gratis, temukan kandidat yang tepat lebih cepat');
    await expect.poll(() => page.getByText('750+ lainnya').count()).toBe(1);

    const whatsApp = page.getByRole('link', { name: /Chat tim sales via WhatsApp/ }).first();
    const href = new URL((await whatsApp.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toContain('2 kredit gratis senilai Rp699K');
    expect(await whatsApp.getAttribute('target')).toBe('_blank');
    await expect
      .poll(() => page.getByText(/2 kredit gratis senilai Rp699K/).count())
      .toBeGreaterThan(0);
    await page.context().close();
  });

  it('books a demo: fields checked in the page, then stored, mailed to sales and thanked', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/pasang-loker-gratis#employer-contact-form'));
    const send = page.getByRole('button', { name: 'Kirim permintaan demo' });
    await send.click();
    await expect
      .poll(() => page.getByText('Isi nama perusahaan.').count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => page.getByText('Pilih jumlah karyawan.').count()).toBe(1);

    const company = `PT Uji Demo ${Date.now()}`;
    await page.getByLabel('Nama lengkap').fill('Dewi Lestari');
    await page.getByLabel('Email kerja').fill('dewi.lestari@contoh.test');
    await page.getByLabel('Nomor WhatsApp').fill('0812-3456-7890');
    await page.getByLabel('Nama perusahaan').fill(company);
    await page.getByLabel('Jumlah karyawan').selectOption('51-200');
    await page.getByLabel(/Kebutuhan rekrutmen/).fill('10 staf gudang di Bekasi');
    await send.click();

    await expect
      .poll(() => page.getByRole('heading', { name: 'Terima kasih, Dewi Lestari!' }).count())
      .toBe(1);
    const mail = await nextMailTo(SALES_INBOX, new RegExp(`^Permintaan demo: ${company}`));
    expect(mail.text).toContain('Kebutuhan: 10 staf gudang di Bekasi');
    await page.context().close();
  });
});

describe('/pasang-loker-gratis/pricing', () => {
  it('lists the plans in rupiah with a comparison, and carries the chosen plan to the form', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/en/pasang-loker-gratis/pricing'));
    await expect.poll(() => page.locator('h1').innerText()).toBe('Pricing for employers');
    await expect.poll(() => page.getByText('Rp1.499.000').count()).toBe(1);
    const table = page.getByRole('table', { name: 'Compare plans' });
    await expect.poll(() => table.getByRole('row').count()).toBe(11);
    await expect
      .poll(() => table.getByRole('row', { name: /Active jobs/ }).innerText())
      .toMatch(/3\s+10\s+30\s+Unlimited/);

    await page.getByRole('link', { name: 'Choose Growth' }).click();
    await page.waitForURL((url) => url.pathname === '/en/pasang-loker-gratis');
    expect(new URL(page.url()).searchParams.get('plan')).toBe('growth');
    await expect
      .poll(() => page.getByText('The plan you looked at: Growth').count(), { timeout: 15_000 })
      .toBe(1);
    await page.context().close();
  });
});
