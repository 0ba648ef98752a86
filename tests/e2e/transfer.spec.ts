/**
 * Transfers in the member centre: the wallet modes (transferFund in the menu only in TRANSFER
 * mode), a transfer between wallets and "all to main", and a player's transfer to the upline; the
 * header's balance follows each money action without a document reload; axe finds nothing serious.
 * An agent's transfer to a downline found by username, a plain form, is tests/routes/forms.test.ts.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { fromFreshAddress } from '../fixtures/addresses';
import { demo, expect, expectAccessible, gotoHydrated, signIn, test, withoutAnnouncementPopup } from './fixtures';

/** Payment passwords are 6 digits (the demo brand's rule). */
const PAY_PASSWORD = '246810';
/** demo_down2 (no other test counts its money) tries the wallet transfers. */
const down2 = { username: 'demo_down2', password: 'Down2024' };

async function setWalletMode(request: APIRequestContext, walletMode: 'SINGLE' | 'TRANSFER') {
  const response = await request.put('/__dev/platform/wallet-settings', {
    data: walletMode === 'TRANSFER' ? { walletMode, transferVendors: ['PP', 'EVO'] } : { walletMode },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

async function memberContext(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; extraHTTPHeaders?: Record<string, string> } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: fromFreshAddress(), ...options });
  await withoutAnnouncementPopup(context);
  return context;
}

/** Sets the payment password through the portal's GraphQL (the security centre's mutation); a second time is refused harmlessly. */
async function ensurePaymentPassword(page: Page, loginPassword: string) {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation SetPay($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { ok errors { code } } }',
      variables: { input: { loginPassword, newPaymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD } },
    },
  });
  const body = await response.text();
  expect(response.ok(), body).toBeTruthy();
  // Set now, or refused because an earlier run against the same server set it (to this password too).
  expect(body, body).toMatch(/"setPaymentPassword":\{"ok":(true|false)/);
}

/** The header's balance, shown. */
async function showHeaderBalance(page: Page) {
  const header = page.getByRole('banner');
  await header.getByLabel('Show balance').click();
  return header;
}

/** A mark on the document: still there after an action means no full reload happened. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { transferMark: number }).transferMark = 42));
const documentMarked = (page: Page) => page.evaluate(() => (window as unknown as { transferMark?: number }).transferMark === 42);

const dollars = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function headerMinor(page: Page): Promise<number> {
  const value = await page.getByRole('banner').locator('data').first().getAttribute('value');
  return Math.round(Number(value) * 100);
}

test.describe('transfers', () => {
  test.afterEach(async ({ request }) => {
    await setWalletMode(request, 'SINGLE');
  });

  test('SINGLE mode: no transferFund in the menu, the page says why; header and footer deposit links agree', async ({ browser, request }) => {
    await setWalletMode(request, 'SINGLE');
    const context = await memberContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, down2);
      await gotoHydrated(page, '/member/transferUpline');
      const menu = page.getByRole('navigation', { name: 'Member centre' });
      await expect(menu.getByRole('link', { name: 'Transfer to upline' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Wallet transfer' })).toHaveCount(0);
      await gotoHydrated(page, '/member/transferFund');
      await expect(page.getByText('This site keeps all your money in one wallet')).toBeVisible();
      const headerDeposit = await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).getAttribute('href');
      const footerDeposit = await page.getByRole('contentinfo').getByRole('link', { name: 'Deposit' }).getAttribute('href');
      expect(headerDeposit).toBe('/member/depositv2');
      expect(footerDeposit).toBe(headerDeposit);
    } finally {
      await context.close();
    }
  });

  test('TRANSFER mode: a transfer to a vendor wallet and all to main, without a reload; the header keeps the total of all wallets', async ({
    browser,
    request,
  }) => {
    await setWalletMode(request, 'TRANSFER');
    const context = await memberContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, down2);
      await gotoHydrated(page, '/member/transferUpline');
      await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Wallet transfer' }).click();
      await expect(page.getByRole('heading', { name: 'Wallet transfer', level: 1 })).toBeVisible();
      const wallets = page.getByRole('table', { name: 'Your wallets' });
      await expect(wallets.getByRole('row', { name: /Pragmatic Play/ })).toBeVisible();
      await expect(wallets.getByRole('row', { name: /Evolution/ })).toBeVisible();
      await expectAccessible(page, 'wallet transfer: a transfer-mode brand’s wallets');

      const header = await showHeaderBalance(page);
      const before = await headerMinor(page);
      await markDocument(page);

      // Bad input first: a localized message under the field, and what was typed stays.
      const form = page.locator('#transfer-fund-form');
      await form.getByLabel('From').selectOption({ label: 'Main wallet' });
      await form.getByLabel('To').selectOption({ label: 'Pragmatic Play' });
      await form.getByLabel(/^Amount/).fill('1.234');
      await form.getByRole('button', { name: 'Transfer' }).click();
      await expect(form.getByText('Use at most two decimal places.')).toBeVisible();
      await form.getByLabel(/^Amount/).fill(String((before + 100_00) / 100));
      await form.getByRole('button', { name: 'Transfer' }).click();
      await expect(form.getByText('Your balance is not enough for this amount.')).toBeVisible();
      await expect(form.getByLabel(/^Amount/)).toHaveValue(String((before + 100_00) / 100));

      await form.getByLabel(/^Amount/).fill('10.50');
      await form.getByRole('button', { name: 'Transfer' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The transfer is done.' })).toBeVisible();
      await expect(wallets.getByRole('row', { name: /Main wallet/ })).toContainText(dollars(before - 10_50));
      await expect(wallets.getByRole('row', { name: /Pragmatic Play/ })).toContainText('$10.50');
      // The header shows everything the member can play with: money moved between wallets stays in it.
      await expect(header.getByText(dollars(before))).toBeVisible();
      expect(await documentMarked(page)).toBe(true);

      await page.getByRole('button', { name: 'All to main' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Every provider wallet was moved back' })).toBeVisible();
      await expect(wallets.getByRole('row', { name: /Main wallet/ })).toContainText(dollars(before));
      await expect(header.getByText(dollars(before))).toBeVisible();
      await expect(wallets.getByRole('row', { name: /Pragmatic Play/ })).toContainText('$0.00');
      expect(await documentMarked(page)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('a double click and a replayed form post move the money once', async ({ browser }) => {
    const context = await memberContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, demo.down1);
      await ensurePaymentPassword(page, demo.down1.password);
      await gotoHydrated(page, '/member/transferUpline');
      const before = await headerMinor(page);
      const form = page.locator('#transfer-player-form');
      await form.getByLabel(/^Amount/).fill('3.17');
      await form.getByLabel('Payment password').fill(PAY_PASSWORD);
      // What the browser is about to post, request id included, to send again afterwards.
      const posted = await form.evaluate((element) => Object.fromEntries(new FormData(element as HTMLFormElement)) as Record<string, string>);
      expect(posted.requestId).toMatch(/^[0-9a-f-]{36}$/);
      await form.getByRole('button', { name: 'Send' }).dblclick();
      await expect(page.getByRole('status').filter({ hasText: 'The money was sent to demo_agent.' })).toBeVisible();

      // The same post twice more, as a browser's resend or a script would: the platform answers
      // the first transfer again and moves nothing.
      const origin = new URL(page.url()).origin;
      for (let replay = 0; replay < 2; replay++) {
        const response = await page.request.post('/member/transferUpline', { form: posted, headers: { Origin: origin } });
        expect(response.ok(), await response.text()).toBeTruthy();
      }

      await gotoHydrated(page, '/member/transferUpline');
      expect(await headerMinor(page)).toBe(before - 3_17);
      const recent = page.getByRole('table', { name: 'Recent transfers' });
      await expect(recent.getByRole('row').nth(1)).toContainText('$3.17');
      await expect(recent.getByRole('row').nth(2)).not.toContainText('$3.17');
    } finally {
      await context.close();
    }
  });

  test('a member sends to their upline with the payment password; the header and the recent list follow', async ({ browser }) => {
    const context = await memberContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, demo.down1);
      await ensurePaymentPassword(page, demo.down1.password);
      await gotoHydrated(page, '/member/transferUpline');
      await expect(page.getByRole('heading', { name: 'Transfer to upline', level: 1 })).toBeVisible();
      await expect(page.getByText('Your upline: Demo Agent (demo_agent)')).toBeVisible();
      await expectAccessible(page, 'transfer to upline: the form');

      const header = await showHeaderBalance(page);
      const before = await headerMinor(page);
      await markDocument(page);
      const form = page.locator('#transfer-player-form');
      await form.getByLabel(/^Amount/).fill('2.00');
      await form.getByLabel('Payment password').fill('not-my-password');
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByText('The payment password is wrong.')).toBeVisible();
      await expect(form.getByLabel(/^Amount/)).toHaveValue('2.00');

      await form.getByLabel('Payment password').fill(PAY_PASSWORD);
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The money was sent to demo_agent.' })).toBeVisible();
      await expect(header.getByText(dollars(before - 2_00))).toBeVisible();
      const recent = page.getByRole('table', { name: 'Recent transfers' });
      await expect(recent.getByRole('row').nth(1)).toContainText('Sent');
      await expect(recent.getByRole('row').nth(1)).toContainText('Demo Agent (demo_agent)');
      await expect(recent.getByRole('row').nth(1)).toContainText('$2.00');
      expect(await documentMarked(page)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
