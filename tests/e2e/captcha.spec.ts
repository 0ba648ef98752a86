import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, accountMenuButton, gotoHydrated, withoutAnnouncementPopup, demo } from './fixtures';
import { fromFreshAddress } from '../fixtures/addresses';

async function humanCheck(request: APIRequestContext, humanCheck: 'CAPTCHA' | 'TURNSTILE') {
  const response = await request.put('/__dev/platform/security-settings', { data: { humanCheck } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** A browser from an address of its own, with three wrong passwords behind it: the platform now asks for a check. */
async function afterThreeFailures(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ extraHTTPHeaders: fromFreshAddress() });
  await withoutAnnouncementPopup(context);
  const page = await context.newPage();
  await gotoHydrated(page, '/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  for (let attempt = 1; attempt <= 3; attempt++) {
    await dialog.getByLabel('Username').fill(demo.down1.username);
    await dialog.getByLabel('Password', { exact: true }).fill(`Wrong${attempt}x`);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.');
  }
  return { page, close: () => context.close() };
}

test.describe('human checks at login', () => {
  test('the image captcha is a PNG; knowing its answer logs in', async ({ browser, request }) => {
    const { page, close } = await afterThreeFailures(browser);
    try {
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      const image = dialog.getByRole('img', { name: 'Captcha: type the characters shown' });
      expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      // An image the visitor cannot read is replaced by a new challenge (at most once a second).
      const first = await dialog.locator('input[name="captchaId"]').inputValue();
      await dialog.getByRole('button', { name: 'New image' }).click();
      await expect(dialog.locator('input[name="captchaId"]')).not.toHaveValue(first);
      const captchaId = await dialog.locator('input[name="captchaId"]').inputValue();
      const answer = (await (await request.get(`/__dev/platform/captcha?id=${captchaId}`)).json()).value.answer as string;
      await dialog.getByLabel('Password', { exact: true }).fill(demo.down1.password);
      await dialog.getByLabel('Verification code').fill(answer);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(accountMenuButton(page)).toBeVisible();
    } finally {
      await close();
    }
  });

  test('a Turnstile brand shows its widget (the development stand-in) and logs in with its token', async ({ browser, request }) => {
    await humanCheck(request, 'TURNSTILE');
    const { page, close } = await afterThreeFailures(browser);
    try {
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      const check = dialog.getByRole('group', { name: 'Human verification' });
      await expect(check).toBeVisible();
      await expect(dialog.getByRole('img', { name: /Captcha/ })).toHaveCount(0);
      // Without the check the platform refuses even the right password.
      await dialog.getByLabel('Password', { exact: true }).fill(demo.down1.password);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByRole('group', { name: 'Human verification' })).toContainText('Please enter the verification code.');
      await dialog.getByLabel('Password', { exact: true }).fill(demo.down1.password);
      await check.getByLabel('I am human').check();
      await expect(check.getByRole('status')).toHaveText('Verified. You can log in now.');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(accountMenuButton(page)).toBeVisible();
    } finally {
      await close();
      await humanCheck(request, 'CAPTCHA');
    }
  });
});
