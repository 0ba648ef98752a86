/**
 * Deposit in the member centre: a member of the test's own picks the e-wallet, is sent to the
 * stand-in provider's payment page, pays, comes back to see the deposit paid (with the first-deposit
 * bonus) and the header's balance risen; a QR deposit shows its QR image and is cancelled from the
 * list; the amount is checked against the chosen method in the browser. Without JavaScript the
 * form answers with its errors under the fields and the values kept, then shows the account for a
 * manual transfer. axe finds nothing serious.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoHydrated, test, registerFreshMember } from './fixtures';

/** The header's balance in minor units (the <data> value of <Money>), shown first. */
async function headerMinor(page: Page): Promise<number> {
  const header = page.getByRole('banner');
  const toggle = header.getByLabel('Show balance');
  if (await toggle.isVisible()) await toggle.click();
  const value = await header.locator('data').first().getAttribute('value');
  return Math.round(Number(value) * 100);
}

test.describe('deposit', () => {
  test('through the provider page: pay, come back, see it paid and the balance risen', async ({ page }) => {
    await registerFreshMember(page, 'dp');
    await gotoHydrated(page, '/member/depositv2');
    await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
    const before = await headerMinor(page);
    const methods = page.getByRole('group', { name: 'Payment method' });
    await expect(methods.getByRole('radio')).toHaveCount(6);

    await methods.getByLabel('E-wallet').check();
    const amount = page.getByLabel('Amount ($)');
    await expect(amount).toHaveAccessibleDescription('From $5.00 to $3,000.00.');
    // Checked in the browser against the chosen method before anything is sent.
    await amount.fill('3000.01');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription(/The amount must be at most \$3,000\.00\./);
    await amount.fill('50');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();

    await expect(page).toHaveURL(/\/member\/depositv2\?done=created&depositId=\d+$/);
    const next = page.getByRole('region', { name: /^Deposit D\d+: \$50\.00$/ });
    await expect(next.getByRole('status')).toHaveText('Waiting for your payment.');
    await expect(page.getByRole('table', { name: 'Recent deposits' }).getByRole('row').nth(1)).toContainText('Pending');
    await expectAccessible(page, 'deposit: an order waiting for payment');

    await next.getByRole('link', { name: 'Open the payment page' }).click();
    await expect(page).toHaveURL(/\/provider\/pay\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { name: 'Payment to Aurora Play' })).toBeVisible();
    await expect(page.getByText('E-wallet (MPESA)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel payment' })).toBeVisible();
    await expectAccessible(page, 'payment provider stand-in: the payment page');
    await page.getByRole('button', { name: 'Pay $50.00' }).click();

    await expect(page).toHaveURL(/\/member\/depositv2\?depositId=\d+&status=PAID$/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const paid = page.getByRole('region', { name: /^Deposit D\d+: \$50\.00$/ });
    await expect(paid.getByRole('status')).toHaveText('Paid: $50.00 is in your balance.');
    await expect(paid).toContainText('This was your first deposit: the first-deposit bonus was added too.');
    // $50.00 and the first-deposit bonus (20 %: $10.00).
    expect(await headerMinor(page)).toBe(before + 60_00);
    await expect(page.getByRole('table', { name: 'Recent deposits' }).getByRole('row').nth(1)).toContainText('Paid');
  });

  test('a QR deposit shows its QR image; a pending deposit is cancelled from the list', async ({ page }) => {
    await registerFreshMember(page, 'dp');
    await gotoHydrated(page, '/member/depositv2');
    await page.getByRole('group', { name: 'Payment method' }).getByLabel('QR bank transfer · WECHAT').check();
    await page.getByLabel('Amount ($)').fill('25.50');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/depositId=(\d+)/);
    const ref = /depositId=(\d+)/.exec(page.url())![1];
    const qr = page.getByRole('img', { name: `QR code that opens the payment page of deposit D${ref}` });
    await expect(qr).toBeVisible();
    // The image really loaded (an SVG from the provider, through the portal).
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole('button', { name: `Cancel deposit D${ref}` }).click();
    await expect(page).toHaveURL(/\?done=cancelled$/);
    await expect(page.getByRole('status')).toHaveText('The deposit was cancelled.');
    const row = page.getByRole('table', { name: 'Recent deposits' }).getByRole('row', { name: new RegExp(`D${ref}`) });
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button')).toHaveCount(0);
  });
});
