import type { Page } from '@playwright/test';
import { fromFreshAddress } from '../fixtures/addresses';
import { accountMenuButton, chooseLanguage, demo, expect, expectAccessible, formRefused, freshMobile, gotoHydrated, test } from './fixtures';

/*
 * The tests that fail logins on purpose come from an address of their own: the platform asks the
 * loopback address for a captcha after 10 failures in 15 minutes (any usernames), so a retried
 * test must never push every later login of the run over that line.
 */
const ownAddress = (page: Page) => page.setExtraHTTPHeaders(fromFreshAddress());

// Wrong and missing credentials and passwords on purpose: the forms' refusals.
test.use({ consoleErrors: { allow: [formRefused('/login'), formRefused('/change-password')] } });

test.describe('login and logout', () => {
  test('a member logs in from the header, stays logged in, and logs out after confirming', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2F/);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'login: the dialog');

    await dialog.getByLabel('Username').fill(` ${demo.member.username} `);
    await dialog.getByLabel('Password', { exact: true }).fill(demo.member.password);
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(dialog.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenuButton(page)).toContainText('Demo Member');
    const session = (await context.cookies()).find((cookie) => cookie.name === '__Host-sid');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(session!.expires).toBe(-1); // ends with the browser unless "remember me"
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');

    await page.reload();
    await expect(accountMenuButton(page)).toContainText('Demo Member');

    // The balance stays hidden (***) until asked for, then shows with the currency and 2 decimals.
    await expect(page.getByText('$1,234.56')).toBeHidden();
    await page.getByLabel('Show balance').click();
    await expect(page.getByText('$1,234.56')).toBeVisible();

    await accountMenuButton(page).click();
    await page.getByRole('link', { name: 'Log out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await expect(confirm.getByText('Do you want to log out?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === '__Host-sid')).toBeUndefined();
  });

  test('remember me keeps the session for one day', async ({ page, context }) => {
    await gotoHydrated(page, '/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill(demo.member.username);
    await dialog.getByLabel('Password', { exact: true }).fill(demo.member.password);
    await dialog.getByLabel('Remember me for a day').check();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(accountMenuButton(page)).toBeVisible();
    const session = (await context.cookies()).find((cookie) => cookie.name === '__Host-sid');
    const hours = (session!.expires * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.5);
    expect(hours).toBeLessThanOrEqual(24);
  });

  test('empty fields are named under each field; a wrong password gets one message for every account', async ({ page }) => {
    await ownAddress(page);
    await gotoHydrated(page, '/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription('This field is required (not empty).');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('This field is required (not empty).');

    const stranger = `nobody_${Date.now()}`;
    await dialog.getByLabel('Username').fill(stranger);
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong12345');
    // A refused form reloads nothing (app/kernel/revalidation.ts): a reload here raced the next send.
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('.data')) reloads.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.');
    expect(reloads).toEqual([]);
    await expect(dialog.getByLabel('Username')).toHaveValue(stranger);
    await expect(dialog.getByLabel('Verification code')).toHaveCount(0);
  });

  test('after three failures the platform asks for a captcha, and the form shows it', async ({ page }) => {
    await ownAddress(page);
    await gotoHydrated(page, '/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const stranger = `tries_${Date.now()}`;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await dialog.getByLabel('Username').fill(stranger);
      await dialog.getByLabel('Password', { exact: true }).fill(`Wrong${attempt}x`);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.');
    }
    await expect(dialog.getByRole('img', { name: 'Captcha: type the characters shown' })).toBeVisible();
    await expect(dialog.getByLabel('Verification code')).toBeVisible();
    // A wrong captcha is named under the captcha field, and a new challenge replaces it.
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong4x');
    await dialog.getByLabel('Verification code').fill('0000');
    const before = await dialog.getByRole('img', { name: /Captcha/ }).getAttribute('src');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByLabel('Verification code')).toHaveAccessibleDescription(/verification code is wrong|Incorrect/);
    expect(await dialog.getByRole('img', { name: /Captcha/ }).getAttribute('src')).not.toBe(before);
  });

  test('the login modal speaks Korean', async ({ page }) => {
    await gotoHydrated(page, '/');
    await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
    await page.getByRole('link', { name: '로그인' }).click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    // The brand's login banner (w_login), named in the visitor's language.
    await expect(dialog.getByRole('img', { name: '로그인하고 스핀하세요' })).toBeVisible();
    await dialog.getByRole('button', { name: '로그인' }).click();
    await expect(dialog.getByLabel('아이디')).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await dialog.getByLabel('아이디').fill(`nobody_${Date.now()}`);
    await dialog.getByLabel('비밀번호', { exact: true }).fill('Wrong12345');
    await dialog.getByRole('button', { name: '로그인' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
  });
});

test.describe('change password', () => {
  test('a login with the default password leads to changing it; every rule is explained under its field', async ({ page }) => {
    await ownAddress(page);
    await gotoHydrated(page, '/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill('demo_default');
    await login.getByLabel('Password', { exact: true }).fill('aurora888');
    await login.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/change-password\?reason=default/);
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog.getByRole('status')).toHaveText('You are using the default password. Please choose a new one.');
    await expect(dialog.getByText('demo_default')).toBeVisible();
    // The old password is known from the login just made: the form does not ask for it again.
    await expect(dialog.getByLabel('Current password')).toHaveCount(0);
    await expectAccessible(page, 'change password: the default password');

    const submit = () => dialog.getByRole('button', { name: 'Change password' }).click();
    await submit();
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/Not empty: this field is required\./);

    await dialog.getByLabel('New password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm new password').fill('abd');
    await submit();
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/Content length must be between 6 and 20\./);
    await expect(dialog.getByLabel('Confirm new password')).toHaveAccessibleDescription('The two entries are inconsistent.');

    // The default password cannot be chosen again (the platform says so).
    await dialog.getByLabel('New password', { exact: true }).fill('aurora888');
    await dialog.getByLabel('Confirm new password').fill('aurora888');
    await submit();
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/The new password must not be the default password\./);

    await dialog.getByLabel('New password', { exact: true }).fill('Fresh2026');
    await dialog.getByLabel('Confirm new password').fill('Fresh2026');
    await submit();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

    // The new password works; the old one no longer does.
    await accountMenuButton(page).click();
    await page.getByRole('link', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    // The logout has landed (a new page load must not cut its post short).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await gotoHydrated(page, '/login');
    await login.getByLabel('Username').fill('demo_default');
    await login.getByLabel('Password', { exact: true }).fill('aurora888');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Incorrect username or password.');
    await login.getByLabel('Password', { exact: true }).fill('Fresh2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page).not.toHaveURL(/change-password/);
  });
});

test.describe('free play', () => {
  test('a visitor starts a guest trial session from the header and can leave it', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Free play' }).click();
    await expect(accountMenuButton(page)).toContainText('Guest ');
    await expect(page.getByRole('banner').getByText('Trial', { exact: true })).toBeVisible();
    await page.getByLabel('Show balance').click();
    await expect(page.getByText('$2,000.00')).toBeVisible();
    await accountMenuButton(page).click();
    await page.getByRole('link', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Free play' })).toBeVisible();
  });
});

test.describe('SMS login', () => {
  test('a member asks for a code by SMS, waits out the countdown, and logs in with the code', async ({ page, request }) => {
    await gotoHydrated(page, '/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('navigation', { name: 'Login method' }).getByRole('link', { name: 'Mobile (SMS code)' }).click();
    await expect(page).toHaveURL(/tab=sms/);
    await expect(dialog.getByLabel('Country code')).toHaveValue('82');

    // Bad input first: named under the field, nothing sent.
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByLabel('Mobile number')).toHaveAccessibleDescription('Missing phone number: please enter your mobile number.');

    await dialog.getByLabel('Mobile number').fill('1012345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('status')).toHaveText('If this number has an account, a code is on its way by SMS.');
    // The send button counts down expiredMinutes × 60 seconds (5 minutes here).
    await expect(dialog.getByRole('button', { name: /^Send again in (29\d|300) s$/ })).toBeDisabled();

    const outbox = await (await request.get('/__dev/platform/outbox')).json();
    const sms = outbox.value.list.find((m: { channel: string; recipient: string }) => m.channel === 'SMS' && m.recipient.includes('1012345678'));
    const code = /\b(\d{6})\b/.exec(sms.body)![1];

    await dialog.getByLabel('SMS code').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByLabel('SMS code')).toHaveAccessibleDescription(/verification code/);

    await dialog.getByLabel('SMS code').fill(code);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(accountMenuButton(page)).toBeVisible();
  });
});

test.describe('SMS send failure', () => {
  test("a code the platform cannot send is a warning dialog with the platform's reason; OK goes back to the form", async ({ page, platform }) => {
    await platform.setFault('/wps/verification/sms/noLogin', { errorRate: 1 });
    await gotoHydrated(page, '/login?tab=sms');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    // A number of its own: every send to demo_member's number counts on its SMS limit, which the second-step test needs.
    const mobile = freshMobile();
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Code not sent' });
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAccessibleDescription('The code could not be sent. Please try again later.');
    await expectAccessible(page, 'login: a code that could not be sent');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
    await expect(dialog.getByLabel('Mobile number')).toHaveValue(mobile);
    // No countdown: nothing was sent, so the visitor may try again at once.
    await platform.clearFaults();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('status')).toHaveText('If this number has an account, a code is on its way by SMS.');
  });
});

test('the login modal leads to registration', async ({ page }) => {
  await gotoHydrated(page, '/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('link', { name: 'No account yet? Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
});
