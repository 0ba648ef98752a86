/**
 * The legacy cipher (RSA + DES, as live platforms seal bodies) end to end in a browser: against the
 * second server, whose portal seals with the legacy scheme and whose platform opens only that one
 * (scripts/e2e-server.mjs --legacy), a member registers, logs in through the login dialog and asks
 * for a withdrawal with the payment password, every sealed call of the journey answered. Each
 * sealed call of the gateway is checked in both schemes without a browser
 * (tests/integration/crypto/sealed-calls.test.ts).
 */
import { accountMenuButton, expect, FRESH_MEMBER_PASSWORD, gotoHydrated, logIn, logOut, test } from './fixtures';
import { freshMember, PAY_PASSWORD, withdrawalsOf } from './cashier';

test('a member registers, logs in through the dialog and withdraws, every body sealed with the legacy scheme', async ({ browser, request }) => {
  // Registration, the payment password and the bank card are sealed calls too.
  const { context, page, username } = await freshMember(browser, request, 100_00);
  try {
    await logOut(page);
    await logIn(page, { username, password: FRESH_MEMBER_PASSWORD });
    await expect(accountMenuButton(page)).toContainText(username);
    await gotoHydrated(page, '/member/withdraw');
    const form = page.locator('#withdraw-form');
    await form.getByLabel(/^Amount/).fill('15');
    await form.getByLabel('Payment password').fill(PAY_PASSWORD);
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your withdrawal was requested.' })).toBeVisible();
    expect((await withdrawalsOf(request, username)).map((w) => [w.amount, w.status])).toEqual([[15, 'HELD']]);
  } finally {
    await context.close();
  }
});
