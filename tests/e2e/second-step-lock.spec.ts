import type { Browser } from '@playwright/test';
import { fromFreshAddress } from '../fixtures/addresses';
import { accountMenuButton, expect, gotoHydrated, test, withoutAnnouncementPopup, tickRegistrationBoxes } from './fixtures';

/** A browser of its own, coming from an address of its own. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: fromFreshAddress() });
  await withoutAnnouncementPopup(context);
  return { context, page: await context.newPage() };
}

test.describe('second-step lock', () => {
  test('5 wrong answers lock the second step across new logins, with when to retry, customer service and a notice to the holder', async ({
    browser,
    request,
  }) => {
    // A new account (its e-mail is its second-step method), registered from one address...
    const username = `lock${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    const home = await visitor(browser);
    await gotoHydrated(home.page, '/register?method=username');
    const register = home.page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('Username', { exact: true }).fill(username);
    await register.getByLabel('Password', { exact: true }).fill('Welcome2026');
    await register.getByLabel('Confirm password', { exact: true }).fill('Welcome2026');
    await register.getByLabel('E-mail').fill(email);
    await tickRegistrationBoxes(register);
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(accountMenuButton(home.page)).toContainText(username);
    await home.context.close();

    // ...then logging in from another one, where someone guesses.
    const away = await visitor(browser);
    const logInAway = async () => {
      await gotoHydrated(away.page, '/login');
      const login = away.page.getByRole('dialog', { name: 'Log in' });
      await login.getByLabel('Username').fill(username);
      await login.getByLabel('Password', { exact: true }).fill('Welcome2026');
      await login.getByRole('button', { name: 'Log in' }).click();
      await expect(away.page).toHaveURL(/\/login\/verify\?/);
      return away.page.getByRole('dialog', { name: 'Verify it is you' });
    };
    const guess = async (verify: Awaited<ReturnType<typeof logInAway>>, code: string) => {
      await verify.getByLabel('Verification code').fill(code);
      await verify.getByRole('button', { name: 'Verify and log in' }).click();
    };

    const verify = await logInAway();
    for (let i = 0; i < 4; i++) {
      await guess(verify, `00000${i}`);
      await expect(verify.getByLabel('Verification code')).toHaveAccessibleDescription('Enter the valid 6-digit verification code.');
    }
    await guess(verify, '000004');
    const locked = /verification for this account is locked for 30 minutes\. Please try again after that\./;
    await expect(verify.getByRole('alert')).toHaveText(locked);
    await expect(verify.getByRole('link', { name: 'Contact customer service' })).toBeVisible();

    // A new login does not start afresh, and no code is sent while locked.
    const again = await logInAway();
    await again.getByRole('button', { name: 'Send code' }).click();
    await expect(again.getByRole('alert')).toHaveText(locked);
    await guess(again, '123456');
    await expect(again.getByRole('alert')).toHaveText(locked);
    await expect(away.page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await away.context.close();

    // The account holder is told, once, by e-mail.
    const outbox = await (await request.get('/__dev/platform/outbox')).json();
    const notices = outbox.value.list.filter(
      (m: { channel: string; recipient: string; body: string }) => m.recipient === email && m.body.includes('second login step'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0].channel).toBe('EMAIL');
    expect(notices[0].body).toMatch(
      /failed the second login step of your account 5 times from 2001:db8:[0-9a-f:]+; the step is locked until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/,
    );
  });
});
