/**
 * The white label, proven by the second demo brand (docs/platform-protocol.md "The brand's theme"): Jade Palace (merchant JADE,
 * platform/seed/jade.ts), served by the same portal on its own host (DEV_BRAND_HOSTS:
 * jade.localhost). Its core flows as a player meets them, each showing what makes it another brand:
 * the home page in its light theme with its own logo and icons (no flash of another look), the
 * login, a registration by its own rules (no mobile tab, an e-mail required), a deposit by its own
 * methods in baht, a real round played from a provider's wallet after a transfer (its wallet mode),
 * and the member menu without what it switched off (points, missions, rebate, chat). axe checks the
 * light theme on a visitor's and a new member's home page and on a deposit order.
 */
import type { Page } from '@playwright/test';
import { freshAddress } from '../fixtures/addresses';
import { chooseLanguage, accountMenuButton, expect, expectAccessible, gotoHydrated, logIn, test, tickRegistrationBoxes } from './fixtures';
import { checkAtEveryWidth } from './layout-probe';

// The same server as every spec (playwright.config.ts), by the host that serves Jade Palace.
const jade = `http://jade.localhost:${Number(process.env.E2E_PORT || 8788)}`;
const jadeMember = { username: 'jade_member', password: 'Member2024' };

test.use({ baseURL: jade });

/** A request from the page itself: only browsers resolve *.localhost (Node, behind page.request, does not). */
const fetchFromPage = <T>(page: Page, path: string, init?: { method: string; body: string }): Promise<T> =>
  page.evaluate(
    async ([url, options]) => {
      const response = await fetch(url, options ? { ...options, headers: { 'content-type': 'application/json' } } : undefined);
      const type = response.headers.get('content-type') ?? '';
      return (type.includes('json') ? await response.json() : { status: response.status, type }) as T;
    },
    [path, init] as const,
  );

/** A custom property of the page's root as the browser computed it. */
const token = (page: Page, name: string) => page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);

test('home: its name, its light theme and logo from the server, its baht, no free play; the manifest is its own', async ({ page }) => {
  // The theme is in the document itself: no first paint in another brand's colours.
  const html = await (await gotoHydrated(page, '/'))!.text();
  expect(html).toMatch(/<style nonce="[^"]+">:root\{[^<]*--color-accent:#0b6e4f/);
  expect(html).toContain('<meta name="color-scheme" content="light"/>');

  await expect(page).toHaveTitle(/Jade Palace/);
  const home = page.getByRole('link', { name: 'Jade Palace home' });
  await expect(home).toBeVisible();
  await expect(home.locator('img')).toHaveAttribute('src', /^\/media\/brand\/logo\.svg\?v=\d+$/);
  expect(await token(page, '--color-accent')).toBe('#0b6e4f');
  expect(await token(page, '--color-bg')).toBe('#f3f6f4');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Free play' })).toHaveCount(0);
  // The brand's languages, exactly, each in its own script.
  await expect(page.getByRole('combobox', { name: 'Language' }).first().getByRole('option')).toHaveText(['English', 'ไทย']);
  await expect(page.locator('.jackpot__value')).toHaveText(/^฿/);
  await expectAccessible(page, 'Jade Palace: the home page in its light theme');

  const manifest = await fetchFromPage<{ icons: { src: string; sizes: string; purpose: string }[] }>(page, '/manifest.webmanifest');
  expect(manifest).toMatchObject({ name: 'Jade Palace', background_color: '#f3f6f4', theme_color: '#ffffff', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(await fetchFromPage(page, manifest.icons[2]!.src)).toEqual({ status: 200, type: 'image/png' });
});

test('a language the brand does not offer gives way to one it does; Thai is one choice away', async ({ page, browser }) => {
  // A Vietnamese browser: the portal speaks Vietnamese, this brand does not, and the browser asks for
  // nothing else: the brand's default. (A later preference the brand offers wins: offered.server.test.ts.)
  const context = await browser.newContext({ locale: 'vi-VN' });
  const visitor = await context.newPage();
  await visitor.goto(jade + '/');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await expect(visitor).toHaveURL(/[?&]lng=en$/);
  await expect(visitor.getByRole('combobox', { name: 'Language' }).first()).toHaveValue('en');
  await context.close();

  await gotoHydrated(page, '/?lng=vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page.getByRole('combobox', { name: 'Language' }).first(), 'th');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('register: its own rules (no mobile tab, an e-mail required, 6 to 12 characters), then the new member is logged in', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('link', { name: 'Mobile' })).toHaveCount(0);
  const username = `jd${Date.now().toString(36)}`.slice(0, 12);
  await dialog.getByLabel('Username', { exact: true }).fill('abc');
  await dialog.getByLabel('Password', { exact: true }).fill('Jade2026pass');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Jade2026pass');
  await tickRegistrationBoxes(dialog, { ownMoney: null });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(/6.*12/);
  await expect(dialog.getByLabel('E-mail')).toHaveAccessibleDescription(/not empty|required/i);
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('E-mail').fill(`${username}@example.com`);
  const address = freshAddress();
  await page.route(
    (url) => url.pathname.startsWith('/register'),
    (route) =>
      route.request().method() === 'POST' ? route.continue({ headers: { ...route.request().headers(), 'x-test-client-ip': address } }) : route.continue(),
  );
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(accountMenuButton(page)).toContainText(username);
  await expectAccessible(page, 'Jade Palace: a new member’s home page');
});

test('login, then the member menu without what the brand switched off, and a deposit by its methods in baht', async ({ page }) => {
  await logIn(page, jadeMember);
  await gotoHydrated(page, '/member/securityCenter');
  const menu = page.getByRole('navigation', { name: 'Member centre' });
  await expect(menu.getByRole('link', { name: 'Wallet transfer' })).toBeVisible();
  for (const off of ['Missions', 'Rebate']) await expect(menu.getByRole('link', { name: off })).toHaveCount(0);
  await accountMenuButton(page).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Points mall' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // No chat (CBS3 off): customer service is the brand's live-chat address.
  await expect(page.getByRole('complementary', { name: 'Quick links' }).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
    'href',
    'https://support.jade-palace.example/chat',
  );

  await gotoHydrated(page, '/member/depositv2');
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await methods.getByLabel(/Bank transfer/).check();
  const amount = page.getByLabel('Amount (฿)');
  await expect(amount).toHaveAccessibleDescription('From ฿300.00 to ฿100,000.00.');
  await amount.fill('500');
  await page.getByLabel('Name on the account you pay from').fill('Somchai Jaidee');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/depositv2\?done=created&depositId=\d+$/);
  await expect(page.getByRole('region', { name: /^Deposit D\d+: ฿500\.00$/ })).toContainText('Kasikornbank');
  await expectAccessible(page, 'Jade Palace: a bank-transfer deposit order');
});

test('a real round from a provider’s own wallet: money moved there first (the transfer mode), played, in the betting record', async ({ page }) => {
  await logIn(page, jadeMember);
  await gotoHydrated(page, '/member/transferFund');
  const wallets = page.getByRole('table', { name: 'Your wallets' });
  await expect(wallets.getByRole('row', { name: /Pragmatic Play/ })).toBeVisible();
  await page.getByLabel('From', { exact: true }).selectOption({ label: 'Main wallet' });
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'Pragmatic Play' });
  await page.getByLabel(/Amount/).fill('20');
  const providerRow = wallets.getByRole('row', { name: /Pragmatic Play/ });
  const held = Number((await providerRow.locator('data').first().getAttribute('value')) ?? '0');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('The transfer is done. Your balances are up to date.');
  // The provider's wallet holds the 20 baht now.
  await expect.poll(async () => Number(await providerRow.locator('data').first().getAttribute('value'))).toBe(held + 20);

  const answer = await fetchFromPage<{ data: { games: { items: { id: string; name: string }[] } } }>(page, '/graphql', {
    method: 'POST',
    body: JSON.stringify({ query: '{ games(filter: { gameType: "RNG", vendor: "PP" }, limit: 5) { items { id name } } }' }),
  });
  const game = answer.data.games.items[4]!;
  await gotoHydrated(page, `/play/${game.id}?from=${encodeURIComponent('/member/personalHistoryCopy')}`);
  await page.getByRole('button', { name: `Play ${game.name}` }).click();
  const frame = page.frameLocator(`iframe[title="${game.name}: game"]`);
  await expect(frame.locator('[data-balance-minor]')).toHaveAttribute('data-balance-minor', /^\d+$/);
  // The game plays from the provider's wallet: the 20 baht just moved there (and whatever it held).
  expect(Number(await frame.locator('[data-balance-minor]').getAttribute('data-balance-minor'))).toBeGreaterThanOrEqual(20_00);
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to where you came from' }).click();
  await expect(page.getByRole('table', { name: 'Your bets' }).locator('tbody tr').first()).toContainText(game.name);
});

test('its pages fit a phone, a tablet and a laptop in its own theme', async ({ page }) => {
  await checkAtEveryWidth(page, '/');
  await logIn(page, jadeMember);
  for (const url of ['/member/transferFund', '/member/depositv2']) await checkAtEveryWidth(page, url);
});
