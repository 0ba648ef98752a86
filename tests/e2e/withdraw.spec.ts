/**
 * Withdraw in the member centre: a member of the test's own (registered here, with a payment
 * password, a bank card and a paid deposit) asks for a withdrawal with the payment password, the
 * operator pays it through the development route, and the member confirms receipt: received, and
 * not received with a proof image (its type checked in the browser first). The form also works
 * without JavaScript, with its errors under the fields and the values kept. axe finds nothing
 * serious.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { freshAddress } from './addresses';
import { expect, gotoHydrated, seriousA11yViolations, test, withoutAnnouncementPopup, FRESH_MEMBER_PASSWORD, registerFreshMember } from './fixtures';

const PAY_PASSWORD = '246810';
const REAL_NAME = 'Kim Minsu';
const dollars = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A PNG: its 8-byte signature and an IHDR chunk's start are all the checks read. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  expect(response.ok() && !body.errors, JSON.stringify(body)).toBeTruthy();
  return body.data;
}

/**
 * What a withdrawal needs, set up through the portal's own API: a payment password and a bank
 * card (the security centre's mutations), and money (a deposit the operator marks paid).
 */
async function prepareMember(page: Page, request: APIRequestContext, depositMinor: number) {
  const set = await graphql(page, 'mutation SetPay($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { ok errors { code field } } }', {
    input: { loginPassword: FRESH_MEMBER_PASSWORD, newPaymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD },
  });
  expect(set.setPaymentPassword, JSON.stringify(set)).toMatchObject({ ok: true });
  const centre = await graphql(page, '{ securityCentre { bankCards { banks } } }');
  const bankName = centre.securityCentre.bankCards.banks[0] as string;
  const card = await graphql(page, 'mutation AddCard($input: AddBankCardInput!) { addBankCard(input: $input) { ok errors { code field } } }', {
    input: { bankName, accountNumber: `110${Date.now().toString().slice(-9)}`, accountName: REAL_NAME, paymentPassword: PAY_PASSWORD },
  });
  expect(card.addBankCard, JSON.stringify(card)).toMatchObject({ ok: true });

  const settings = await graphql(page, '{ depositSettings { methods { code kind bankTypes minAmount maxAmount } } }');
  const method = settings.depositSettings.methods.find(
    (m: { minAmount: number; maxAmount: number }) => m.minAmount <= depositMinor && m.maxAmount >= depositMinor,
  );
  expect(method, JSON.stringify(settings)).toBeTruthy();
  const created = await graphql(
    page,
    'mutation Deposit($input: CreateDepositInput!) { createDeposit(input: $input) { ok errors { code field } deposit { id } } }',
    {
      input: { method: method.code, bankType: method.bankTypes[0] ?? null, amount: depositMinor, requestId: crypto.randomUUID(), payeeName: REAL_NAME },
    },
  );
  expect(created.createDeposit, JSON.stringify(created)).toMatchObject({ ok: true });
  const paid = await request.post('/__dev/platform/deposits/decide', { data: { depositId: Number(created.createDeposit.deposit.id), outcome: 'PAID' } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
}

async function withdrawalsOf(request: APIRequestContext, username: string): Promise<{ id: number; status: string; amount: number; hasProof: boolean }[]> {
  const response = await request.get(`/__dev/platform/withdrawals?username=${encodeURIComponent(username)}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).value.list;
}

async function operatorPays(request: APIRequestContext, withdrawalId: number) {
  const response = await request.post('/__dev/platform/withdrawals/decide', { data: { withdrawalId, outcome: 'PAID' } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

async function freshMember(browser: Browser, request: APIRequestContext, depositMinor: number) {
  const address = freshAddress();
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Client-IP': address } });
  await withoutAnnouncementPopup(context);
  const page = await context.newPage();
  const username = await registerFreshMember(page, 'wd');
  await prepareMember(page, request, depositMinor);
  return { context, page, username, address };
}

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
      expect(await seriousA11yViolations(page)).toEqual([]);

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
      expect(await seriousA11yViolations(page)).toEqual([]);
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

  test('without JavaScript: errors under the fields with the values kept, then the request goes through', async ({ browser, request }) => {
    const { context, username, address } = await freshMember(browser, request, 100_00);
    const state = await context.storageState();
    await context.close();
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: state, extraHTTPHeaders: { 'X-Test-Client-IP': address } });
    const page = await plain.newPage();
    try {
      await page.goto('/member/withdraw');
      const form = page.locator('#withdraw-form');
      await form.getByLabel(/^Amount/).fill('12.345');
      await form.getByLabel('Payment password').fill(PAY_PASSWORD);
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(form.getByLabel(/^Amount/)).toHaveAccessibleDescription(/Use at most two decimal places\./);
      await expect(form.getByLabel(/^Amount/)).toHaveValue('12.345');
      await expect(form.getByLabel('Payment password')).toHaveValue('');
      await form.getByLabel(/^Amount/).fill('5');
      await form.getByLabel('Payment password').fill(PAY_PASSWORD);
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(form.getByLabel(/^Amount/)).toHaveAccessibleDescription(/The amount must be at least \$10\.00/);
      await form.getByLabel(/^Amount/).fill('12.34');
      await form.getByLabel('Payment password').fill(PAY_PASSWORD);
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your withdrawal was requested.' })).toBeVisible();
      const list = await withdrawalsOf(request, username);
      expect(list.map((w) => [w.amount, w.status])).toEqual([[12.34, 'HELD']]);
      // Receipt answers without JavaScript too.
      await operatorPays(request, list[0]!.id);
      await page.goto('/member/withdraw');
      await page.getByRole('region', { name: 'Confirm receipt' }).getByRole('button', { name: 'All received' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'every withdrawal waiting for your answer is marked as received' })).toBeVisible();
    } finally {
      await plain.close();
    }
  });
});
