/**
 * Phone first (ADR 037), as a player on a 390 px phone finds it: the compact header, the
 * bottom tab bar, the site menu (language, service links), full-screen dialogs, the member menu
 * folded above the page and a report as cards that keep their totals.
 */
import { chooseLanguage, asAccount, demo, earlyPartsHydrated, expect, expectAccessible, gotoHydrated, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const pageWidth = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a visitor: the tab bar, the site menu with the language and the service links, a full-screen login', async ({ page }) => {
  await gotoHydrated(page, '/');
  const tabs = page.getByRole('navigation', { name: 'Tab bar' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  // The compact header leaves logging in to the tab bar.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeHidden();
  expect(await pageWidth(page)).toBe(390);

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Announcements' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Game providers' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Free play' })).toBeVisible();
  await expectAccessible(page, 'phone: the site menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The language, from the menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  await chooseLanguage(menu.getByRole('combobox', { name: 'Language' }), 'ko');
  await expect(page.getByRole('navigation', { name: '탭 바' }).getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await earlyPartsHydrated(page);
  await page.getByRole('button', { name: '메뉴' }).click();
  await chooseLanguage(page.getByRole('dialog', { name: '메뉴' }).getByRole('combobox', { name: '언어' }), 'en');

  await tabs.getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  const box = (await login.boundingBox())!;
  expect(Math.round(box.width)).toBe(390);
  expect(Math.round(box.height)).toBe(844);
  // Controls a thumb can hit: 44 px at least.
  const button = (await login.getByRole('button', { name: 'Log in' }).boundingBox())!;
  expect(button.height).toBeGreaterThanOrEqual(44);
});

test('a member: the account tab, the member menu folded above the page, the account record as cards with its totals', async ({ page }) => {
  await asAccount(page, demo.member, '/');
  const tabs = page.getByRole('navigation', { name: 'Tab bar' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2$/);
  await expect(tabs.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');
  await tabs.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/member\/securityCenter$/);
  await expect(tabs.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Deposit' })).not.toHaveAttribute('aria-current');

  const memberMenu = page.getByRole('navigation', { name: 'Member centre' });
  // The folded menu is a disclosure (details): its summary is its button, which browsers expose with
  // its open state and Playwright's role lookup does not name, so it is found by its element.
  const disclosure = memberMenu.locator('details');
  const fold = disclosure.locator('summary', { hasText: /^Security centre/ });
  await expect(disclosure).not.toHaveAttribute('open');
  await fold.click();
  await expect(disclosure).toHaveAttribute('open', '');
  await memberMenu.getByRole('link', { name: 'Account record' }).click();
  await expect(page).toHaveURL(/\/member\/transactionHistory$/);
  // Choosing a page folds the menu again and takes the reader to the page.
  await expect(memberMenu.getByRole('link', { name: 'Account record' })).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();

  const table = page.getByRole('table', { name: 'Your transactions' });
  const firstRow = table.getByRole('rowgroup').nth(1).getByRole('row').first();
  await expect(firstRow).toBeVisible();
  // A card: each figure beside its column's name.
  const amount = firstRow.locator('td[data-label="Amount"]');
  expect(await amount.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Amount"');
  expect(await firstRow.evaluate((row) => getComputedStyle(row).display)).toBe('block');
  // The totals stay, as a card of their own.
  await expect(table.getByRole('rowheader', { name: 'Money in' })).toBeVisible();
  expect(await pageWidth(page)).toBe(390);
});

test('a fishing hall fills the phone: the site gives way, the back control stays, and the game asks to turn the phone', async ({ page }) => {
  await gotoHydrated(page, '/fish');
  await page
    .getByRole('button', { name: /^Free trial of / })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]frame=/);
  const frame = page.locator('iframe.play__frame');
  await expect(frame).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Tab bar' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to where you came from' })).toBeInViewport();
  // A fishing hall asks for a sideways screen (its page posts the orientation to the frame).
  await expect(page.getByRole('status').filter({ hasText: 'turn your phone' })).toBeVisible();
  const box = (await frame.boundingBox())!;
  expect(Math.round(box.width)).toBe(390);
  expect(box.y + box.height).toBeGreaterThan(844 - 2);
  await expectAccessible(page, 'phone: a fishing hall’s game frame');
  await page.getByRole('link', { name: 'Back to where you came from' }).click();
  await expect(page).toHaveURL(/\/fish$/);
  await expect(page.getByRole('navigation', { name: 'Tab bar' })).toBeVisible();
});
