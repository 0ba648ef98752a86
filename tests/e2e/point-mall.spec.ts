/**
 * The points mall: a member of the test's own (registered here, with a payment password and a
 * paid deposit whose points follow the brand's ratio table) redeems a reward with the payment
 * password and sees the balance and the exchange records change (a wrong password said under its
 * field), the operator rejects it and the points come back, then converts points to money and sees
 * the header's balance change. axe finds nothing serious; the page speaks Korean.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { freshAddress } from '../fixtures/addresses';
import { accountMenuButton, expect, expectAccessible, gotoHydrated, registerFreshMember, test, withoutAnnouncementPopup } from './fixtures';
import { dollars, graphql, paidDeposit, setPaymentPassword } from './cashier';

const PAY_PASSWORD = '135790';

/** A payment password, and a deposit of 2,000.00 the operator marks paid: 400 points (1 per 5.00 from 1,000.00). */
async function prepareMember(page: Page, request: APIRequestContext) {
  await setPaymentPassword(page, PAY_PASSWORD);
  await paidDeposit(page, request, 2_000_00);
}

/** The header hides the balance until asked; the choice may outlive a navigation. */
async function showBalance(page: Page) {
  const show = page.getByRole('banner').getByLabel('Show balance');
  if (await show.count()) await show.click();
}

test('redeem a reward and convert points in the points mall, with the payment password', async ({ browser, request }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Client-IP': freshAddress() } });
  await withoutAnnouncementPopup(context);
  const page = await context.newPage();
  try {
    const username = await registerFreshMember(page, 'pm');
    await prepareMember(page, request);

    // From the account menu (the brand has PTSYS3).
    await gotoHydrated(page, '/');
    await accountMenuButton(page).click();
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Points mall' }).click();
    await expect(page.getByRole('heading', { name: 'Points mall', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/pointMall$/);
    const balance = page.getByTestId('point-balance');
    await expect(balance).toHaveText('400 points');

    // Coupons only, then the coffee voucher's form.
    await page.getByRole('navigation', { name: 'Exchange type' }).getByRole('link', { name: 'Coupons' }).click();
    await expect(page.getByRole('article', { name: 'Cinema ticket' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Branded hoodie' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Redeem Coffee voucher' }).click();
    const form = page.locator('#redeem-form');
    await expect(form.getByRole('heading', { name: 'Redeem Coffee voucher' })).toBeVisible();
    await expectAccessible(page, 'points mall: the redeem form');
    // Checked in the browser first: more than a redemption may ask for.
    await form.getByLabel('Quantity').fill('9');
    await form.getByLabel('Payment password').fill(PAY_PASSWORD);
    await form.getByRole('button', { name: 'Redeem' }).click();
    await expect(form.getByLabel('Quantity')).toHaveAccessibleDescription(/Enter a whole number from 1 to 5/);
    // A wrong payment password: the platform's refusal under its field, the quantity kept.
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Payment password').fill('000000');
    await form.getByRole('button', { name: 'Redeem' }).click();
    await expect(form.getByLabel('Payment password')).toHaveAccessibleDescription('The payment password is wrong.');
    await expect(form.getByLabel('Quantity')).toHaveValue('2');
    await form.getByLabel('Payment password').fill(PAY_PASSWORD);
    await form.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your exchange is recorded and in process.' })).toBeVisible();
    await expect(balance).toHaveText('300 points');
    const records = page.getByRole('table', { name: 'Exchange records' });
    await expect(records.getByRole('row').nth(1)).toContainText('Coffee voucher');
    await expect(records.getByRole('row').nth(1)).toContainText('In process');
    await expectAccessible(page, 'points mall: a redemption in the exchange records');

    // The operator rejects it: the points come back, the record says Rejected.
    const listed = await (await request.get(`/__dev/platform/point-exchanges?username=${encodeURIComponent(username)}`)).json();
    const exchangeId = listed.value.list[0].exchangeId as number;
    const rejected = await request.post('/__dev/platform/point-exchange-decision', { data: { exchangeId, outcome: 'REJECTED', remark: 'Out of season' } });
    expect(rejected.ok(), await rejected.text()).toBeTruthy();
    await gotoHydrated(page, '/pointMall?tab=records');
    await expect(balance).toHaveText('400 points');
    await expect(records.getByRole('row').nth(1)).toContainText('Rejected');
    await expect(records.getByRole('row').nth(1)).toContainText('Out of season');

    // Point details by type: the deposit's points.
    await page.getByRole('link', { name: 'Point details' }).click();
    await page.getByRole('navigation', { name: 'Point type' }).getByRole('link', { name: 'Deposit' }).click();
    const details = page.getByRole('table', { name: 'Point details' });
    await expect(details.getByRole('row')).toHaveCount(2);
    await expect(details.getByRole('row').nth(1)).toContainText('+400');

    // Convert 200 points (1 point = 0.10): the header's balance grows by 20.00.
    await showBalance(page);
    const before = (await graphql(page, '{ balance { amount } }')).balance.amount as number;
    await expect(page.getByRole('banner')).toContainText(dollars(before));
    const convert = page.locator('#convert-form');
    await convert.getByLabel('Points to convert').fill('200');
    await convert.getByLabel('Payment password').fill(PAY_PASSWORD);
    await convert.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your points were converted' })).toBeVisible();
    await expect(balance).toHaveText('200 points');
    await showBalance(page);
    await expect(page.getByRole('banner')).toContainText(dollars(before + 20_00));
    // More than the member holds: said under the field.
    await convert.getByLabel('Points to convert').fill('1000');
    await convert.getByLabel('Payment password').fill(PAY_PASSWORD);
    await convert.getByRole('button', { name: 'Convert' }).click();
    await expect(convert.getByLabel('Points to convert')).toHaveAccessibleDescription(/You do not have enough points/);

    // Korean.
    expect((await page.request.post('/language', { form: { lng: 'ko', redirectTo: '/pointMall' } })).ok()).toBeTruthy();
    await gotoHydrated(page, '/pointMall?tab=rules');
    await expect(page.getByRole('heading', { name: '포인트 몰', level: 1 })).toBeVisible();
    await expect(page.getByTestId('point-balance')).toHaveText('200 포인트');
    await expect(page.getByText('포인트는 소멸되지 않습니다.').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a visitor is asked to log in first', async ({ page }) => {
  await page.goto('/pointMall');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2FpointMall/);
});
