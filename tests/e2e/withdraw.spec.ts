/**
 * Withdraw in the member centre: a member of the test's own (registered here, with a payment
 * password, a bank card and a paid deposit) asks for a withdrawal with the payment password, the
 * operator pays it through the development route, and the member confirms receipt: received, and
 * not received with a proof image (its type checked in the browser first). axe finds nothing
 * serious. The form without JavaScript is tests/routes/forms.test.ts.
 */
import { expect, expectAccessible, gotoHydrated, test } from './fixtures';
import { dollars, escaped, freshMember, graphql, operatorPays, PAY_PASSWORD, PNG, REAL_NAME, withdrawalsOf } from './cashier';

test.describe('withdraw', () => {
  test('a member withdraws with the payment password, the operator pays, the member confirms receipt', async ({ browser, request }) => {
    const { context, page, username } = await freshMember(browser, request, 200_00);
    try {
      await gotoHydrated(page, '/member/withdraw');
      await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
      // The deposit and any first-deposit bonus: what the platform says is available.
      const available = (await graphql(page, '{ withdrawSettings { available } }')).withdrawSettings.available as number;
      expect(available).toBeGreaterThanOrEqual(200_00);
      const summary = page.locator('dl.summary-list');
      await expect(summary.getByRole('definition').first()).toHaveText(dollars(available));
      await expect(summary).toContainText('$10.00 – $50,000.00');
      await expect(summary).toContainText('5 of 5');
      await expectAccessible(page, 'withdraw: the form with a bank card');

      const form = page.locator('#withdraw-form');
      const cards = form.getByRole('group', { name: 'Bank card' });
      await expect(cards.getByRole('radio', { name: new RegExp(`\\*{4}\\d{4} \\(${REAL_NAME}\\)`) })).toBeChecked();
      // Checked in the browser first: more than the balance, said under the field.
      await form.getByLabel(/^Amount/).fill(String((available + 1) / 100));
      await form.getByLabel('Payment password').fill(PAY_PASSWORD);
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(form.getByLabel(/^Amount/)).toHaveAccessibleDescription(new RegExp(`The amount must be at most ${escaped(dollars(available))}`));
      // A wrong payment password: the platform's refusal under its field, the amount kept.
      await form.getByLabel(/^Amount/).fill('25.50');
      await form.getByLabel('Payment password').fill('999999');
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(form.getByLabel('Payment password')).toHaveAccessibleDescription('The payment password is wrong.');
      await expect(form.getByLabel(/^Amount/)).toHaveValue('25.50');
      await form.getByLabel('Payment password').fill(PAY_PASSWORD);
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your withdrawal was requested.' })).toBeVisible();
      await expect(summary.getByRole('definition').first()).toHaveText(dollars(available - 25_50));
      await expect(summary).toContainText('4 of 5');
      // The header's balance follows (the shell reloaded after the redirect).
      await page.getByRole('banner').getByLabel('Show balance').click();
      await expect(page.getByRole('banner')).toContainText(dollars(available - 25_50));
      const history = page.getByRole('table', { name: 'My withdrawals' });
      await expect(history.getByRole('row').nth(1)).toContainText('$25.50');
      await expect(history.getByRole('row').nth(1)).toContainText('On hold');

      // The operator pays it; the member is asked to confirm, with the brand's minutes.
      const [withdrawal] = await withdrawalsOf(request, username);
      expect(withdrawal).toMatchObject({ status: 'HELD', amount: 25.5 });
      await operatorPays(request, withdrawal!.id);
      await gotoHydrated(page, '/member/withdraw');
      const receipts = page.getByRole('region', { name: 'Confirm receipt' });
      await expect(receipts).toContainText('within 30 minutes of its payment counts as received');
      const item = receipts.getByRole('article', { name: new RegExp(`Withdrawal #${withdrawal!.id}:`) });
      await expect(item).toContainText('$25.50');
      await expectAccessible(page, 'withdraw: a payment to confirm');
      await item.getByRole('button', { name: 'Received', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'the withdrawal is marked as received' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Confirm receipt' })).toHaveCount(0);
      await expect(history.getByRole('row').nth(1)).toContainText('Paid');
      await expect(history.getByRole('row').nth(1)).toContainText('Received');
    } finally {
      await context.close();
    }
  });

  test('not received: the proof image is checked in the browser, then kept for the operator', async ({ browser, request }) => {
    const { context, page, username } = await freshMember(browser, request, 100_00);
    try {
      await gotoHydrated(page, '/member/withdraw');
      const form = page.locator('#withdraw-form');
      await form.getByLabel(/^Amount/).fill('40');
      await form.getByLabel('Payment password').fill(PAY_PASSWORD);
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your withdrawal was requested.' })).toBeVisible();
      const [withdrawal] = await withdrawalsOf(request, username);
      await operatorPays(request, withdrawal!.id);
      await gotoHydrated(page, '/member/withdraw');
      const item = page.getByRole('article', { name: new RegExp(`Withdrawal #${withdrawal!.id}:`) });
      const proof = item.getByLabel('Proof that the money did not arrive');
      await proof.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await item.getByRole('button', { name: 'Not received' }).click();
      await expect(proof).toHaveAccessibleDescription(/The image must be a PNG or JPG file\./);
      await proof.setInputFiles({ name: 'bank.png', mimeType: 'image/png', buffer: PNG });
      await item.getByRole('button', { name: 'Not received' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your report was sent with the proof.' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'My withdrawals' }).getByRole('row').nth(1)).toContainText('Not received (reported)');
      const [after] = await withdrawalsOf(request, username);
      expect(after).toMatchObject({ id: withdrawal!.id, status: 'PAID', hasProof: true });
      // The image as stored (the portal's development forwarding passes the bytes on).
      const image = await request.get(`/__dev/platform/withdrawals/proof?id=${withdrawal!.id}`);
      expect(Buffer.from(await image.body())).toEqual(PNG);
    } finally {
      await context.close();
    }
  });
});
