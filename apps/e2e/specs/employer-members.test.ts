// The members page of a new company (issue 22): the only owner sees why they can neither make
// themselves a recruiter nor leave (the buttons are disabled with the reason beside them), and
// an invitation is a recruiter's unless the owner picks otherwise.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { signUpThroughProxy } from '../fixtures/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('company members', () => {
  it('keeps the only owner and invites recruiters by default', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await signUpThroughProxy(page, {
      email: `pemilik-${stamp}@example.test`,
      password: 'Kopi Susu Gula Aren 42',
      name: 'Sri Wahyuni',
      role: 'employer',
    });
    const created = await page.request.post(webUrl('/api/v1/employer/company'), {
      data: {
        name: `PT Anggota Uji ${stamp}`,
        industryId: null,
        cityId: null,
        size: '11-50',
        website: '',
        description: 'Perusahaan uji untuk halaman anggota.',
      },
      headers: { origin: new URL(webUrl('/')).origin },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(webUrl('/employer/members'));
    const me = page.locator('li').filter({ hasText: 'Sri Wahyuni' });
    await expect
      .poll(() => me.locator('[data-sole-owner]').innerText())
      .toContain('Kamu satu-satunya pemilik');
    for (const name of ['Jadikan perekrut', 'Keluarkan']) {
      const button = me.getByRole('button', { name });
      expect(await button.isDisabled()).toBe(true);
      // The reason is the button's description for screen readers too.
      const describedBy = await button.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain('satu-satunya');
    }

    // The role field offers the recruiter first and has it chosen.
    const role = page.locator('#invite-role');
    await expect.poll(() => role.inputValue()).toBe('recruiter');
    expect(await role.locator('option').first().innerText()).toBe('Perekrut');
    await page.locator('#invite-email').fill(`rekan-${stamp}@example.test`);
    await page.getByRole('button', { name: 'Kirim undangan' }).click();
    const invitation = page.locator('li').filter({ hasText: `rekan-${stamp}@example.test` });
    await expect.poll(() => invitation.innerText()).toContain('Perekrut');
    await page.context().close();
  });
});
