import type { Browser } from '@playwright/test';
import { fromFreshAddress } from '../fixtures/addresses';
import { accountMenuButton, expect, gotoHydrated, test, withoutAnnouncementPopup, tickRegistrationBoxes } from './fixtures';

const unique = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Opens the username registration form in a browser of its own that comes from `headers`' address. */
async function registrationForm(browser: Browser, headers: Record<string, string>) {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  await withoutAnnouncementPopup(context);
  const page = await context.newPage();
  await gotoHydrated(page, '/register?method=username');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  const fill = async (username: string) => {
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Welcome2026');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Welcome2026');
    await tickRegistrationBoxes(dialog);
  };
  return { context, page, dialog, fill, submit: () => dialog.getByRole('button', { name: 'Create account' }).click() };
}

test.describe('registration throttle', () => {
  test('after 3 registrations from one address the form asks for the captcha the platform demands, and then registers', async ({ browser, request }) => {
    const address = fromFreshAddress();
    for (let i = 0; i < 3; i++) {
      const form = await registrationForm(browser, address);
      // The demo brand does not ask for a captcha on its own.
      await expect(form.dialog.getByLabel('Verification code')).toHaveCount(0);
      const username = unique();
      await form.fill(username);
      await form.submit();
      await expect(accountMenuButton(form.page)).toContainText(username);
      await form.context.close();
    }

    const form = await registrationForm(browser, address);
    await expect(form.dialog.getByLabel('Verification code')).toHaveCount(0);
    const username = unique();
    await form.fill(username);
    await form.submit();
    await expect(form.dialog.getByRole('img', { name: 'Captcha: type the characters shown' })).toBeVisible();
    await expect(form.dialog.getByLabel('Verification code')).toHaveAccessibleDescription('Please enter the verification code.');
    await expect(form.page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

    const captchaId = await form.dialog.locator('input[name="captchaId"]').inputValue();
    const answer = (await (await request.get(`/__dev/platform/captcha?id=${encodeURIComponent(captchaId)}`)).json()).value.answer;
    await form.fill(username);
    await form.dialog.getByLabel('Verification code').fill(answer);
    await form.submit();
    await expect(accountMenuButton(form.page)).toContainText(username);
    await form.context.close();
  });
});
