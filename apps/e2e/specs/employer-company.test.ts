// The company profile editor (issue 13): the seeded employer edits the about text, picks a
// culture value and a benefit, saves, uploads a workplace photo (fixtures/company-photo.png),
// moves it first with the keyboard, and sees all of it on the public company page at once.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { BENEFIT_VOCABULARY, CULTURE_VALUE_VOCABULARY } from '@jenjang/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { getJson } from '../fixtures/applications';
import { signInThroughProxy } from '../fixtures/session';

const EMPLOYER = 'employer@jenjang.test';
const PHOTO = path.resolve(import.meta.dirname, '../fixtures/company-photo.png');
const SLOW = { timeout: 30_000 };

/** The names of the options, Indonesian: the domain's vocabularies, which every page reads. */
const cultureNames = CULTURE_VALUE_VOCABULARY.labelsIn('idn');
const benefitNames = BENEFIT_VOCABULARY.labelsIn('idn');

type Profile = {
  slug: string;
  cultureValues: string[];
  benefits: string[];
  photos: { id: string; url: string }[];
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('an employer edits the company profile', () => {
  it('edits about, a culture value and a benefit, adds a photo; the company page shows them', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await signInThroughProxy(page, EMPLOYER);
    const before = (await getJson<{ data: Profile }>(page.request, '/v1/employer/company/profile'))
      .data;
    // A value and a benefit the company does not show yet (the seed gives it 3 to 5 values).
    const culture = CULTURE_VALUE_VOCABULARY.values.find((k) => !before.cultureValues.includes(k))!;
    const benefit = BENEFIT_VOCABULARY.values.find((b) => !before.benefits.includes(b))!;
    const about = `Kami tim kecil yang suka kopi. Kode ${randomBytes(4).toString('hex')}.`;

    await page.goto(webUrl('/employer/company'));
    await page.getByRole('heading', { name: 'Profil perusahaan', level: 1 }).waitFor(SLOW);
    await page.getByLabel('Tentang perusahaan (bahasa Indonesia)').fill(about);
    await page
      .getByRole('group', { name: 'Nilai budaya' })
      .getByRole('checkbox', { name: cultureNames[culture] })
      .check();
    await page
      .getByRole('group', { name: 'Benefit' })
      .getByRole('checkbox', { name: benefitNames[benefit], exact: true })
      .check();
    await page.getByRole('button', { name: 'Simpan profil' }).click();
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain('Tersimpan.');

    // The photo: chosen like a person would (the picker's label), shown with progress, then in
    // the gallery as the last one.
    await page.getByLabel('Tambah foto').setInputFiles(PHOTO);
    const count = before.photos.length + 1;
    await expect
      .poll(() => page.locator('main').innerText(), SLOW)
      .toContain(`${count} dari 8 foto`);
    // Moved to the front with the keyboard: focus its "up" button and press Enter until first.
    for (let n = count; n > 1; n -= 1) {
      const up = page.getByRole('button', { name: `Naikkan foto ${n}` });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('[aria-live="polite"].sr-only').innerText(), SLOW)
        .toContain(`urutan ${n - 1}`);
    }

    const after = (await getJson<{ data: Profile }>(page.request, '/v1/employer/company/profile'))
      .data;
    const uploaded = after.photos[0]!.url;
    expect(uploaded).toMatch(/^\/api\/v1\/company-files\/[0-9a-f-]{36}\/[0-9a-f]{32}\.png$/);

    // The public page, at once.
    await page.goto(webUrl(`/karir/${before.slug}`));
    const main = page.locator('main');
    await expect.poll(() => main.innerText(), SLOW).toContain(about);
    const text = await main.innerText();
    expect(text).toContain(cultureNames[culture]);
    expect(text).toContain(benefitNames[benefit]);
    const first = page.locator(`img[src="${uploaded}"]`);
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), SLOW)
      .toBe(640);
    // First in the gallery.
    expect(await page.locator('#photos-heading + ul img').first().getAttribute('src')).toBe(
      uploaded,
    );
    await page.context().close();
  });

  it('refuses a file that is not an image, in the page language', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(page, EMPLOYER);
    await page.goto(webUrl('/en/employer/company'));
    await page.getByRole('heading', { name: 'Company profile', level: 1 }).waitFor(SLOW);
    await page
      .getByLabel('Upload a logo')
      .or(page.getByLabel('Replace the logo'))
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      });
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts(), SLOW)
      .toContain('This file is not a PNG, JPEG or WebP image (SVG is not accepted).');
    await page.context().close();
  });
});
