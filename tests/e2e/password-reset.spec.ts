import { accountMenuButton, expect, formRefused, gotoHydrated, test } from './fixtures';

// Passwords that break a rule, on purpose: the reset form refuses them.
test.use({ consoleErrors: { allow: [formRefused('/reset-password')] } });

test.describe('forgot password (mail)', () => {
  test.afterEach(async ({ request }) => {
    // Put the demo accounts back as documented (this test changes demo_member's password).
    expect((await request.post('/__dev/platform/seed-accounts')).ok()).toBeTruthy();
  });

  test('a member asks for a reset e-mail, follows its link and sets a new password', async ({ page, request }) => {
    await gotoHydrated(page, '/login');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(dialog.getByRole('link', { name: 'Contact customer service' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Send reset e-mail' }).click();
    await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription('Not empty: this field is required.');
    // The brand's username rule: at least 4 characters (platform/seed/brand.ts).
    await dialog.getByLabel('Username').fill('abc');
    await dialog.getByRole('button', { name: 'Send reset e-mail' }).click();
    await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription('Content length must be between 4 and 64.');
    await dialog.getByLabel('Username').fill('demo_member');
    await dialog.getByLabel('E-mail').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send reset e-mail' }).click();
    await expect(dialog.getByLabel('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.');

    await dialog.getByLabel('E-mail').fill('member@aurora-play.example');
    await dialog.getByRole('button', { name: 'Send reset e-mail' }).click();
    await expect(dialog.getByRole('status')).toContainText('a password reset e-mail has been sent');

    const outbox = await (await request.get('/__dev/platform/outbox')).json();
    const mail = outbox.value.list.find((m: { channel: string; recipient: string }) => m.channel === 'EMAIL' && m.recipient === 'member@aurora-play.example');
    const token = /resetPasswordToken=([A-Za-z0-9_-]+)/.exec(mail.body)![1];

    await gotoHydrated(page, `/?resetPasswordToken=${token}`);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const reset = page.getByRole('dialog', { name: 'Set a new password' });
    await reset.getByLabel('New password', { exact: true }).fill('Renewed2026');
    await reset.getByLabel('Confirm new password').fill('Renewed2027');
    await reset.getByRole('button', { name: 'Change password' }).click();
    await expect(reset.getByLabel('Confirm new password')).toHaveAccessibleDescription('The two entries are inconsistent.');
    await reset.getByLabel('New password', { exact: true }).fill('Renewed2026');
    await reset.getByLabel('Confirm new password').fill('Renewed2026');
    await reset.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

    // The link works once.
    await gotoHydrated(page, `/reset-password?token=${token}`);
    await reset.getByLabel('New password', { exact: true }).fill('Another2026');
    await reset.getByLabel('Confirm new password').fill('Another2026');
    await reset.getByRole('button', { name: 'Change password' }).click();
    await expect(reset.getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please ask for a new one.');

    // The new password logs in.
    await gotoHydrated(page, '/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill('demo_member');
    await login.getByLabel('Password', { exact: true }).fill('Renewed2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(accountMenuButton(page)).toBeVisible();
  });
});
