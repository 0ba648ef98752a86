/**
 * A new player's first hour in Thai and in Vietnamese, as a player of that market would go through
 * it: choose the language, register, deposit through the provider's page, read the safer-gambling
 * notice before the first game, play a round in the game
 * frame and read the account record, every control found by its name in that language (the names
 * come from the language's own translation files, so a control still in English is not found). axe
 * checks these pages and states in English (a11y-states.ts): a language changes their words, which
 * the route tier reads in every language, not their markup. Home page screenshots in every language
 * are attached to the run.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createTranslate, type Translate } from '../../app/i18n/translate';
import type { Translation } from '../../app/i18n/locales/en/common';
import { PLAY_WORDS } from '../../platform/src/modules/play/words';
import { PROVIDER_WORDS } from '../../platform/src/modules/deposit/provider-text';
import { freshAddress } from '../fixtures/addresses';
import { chooseLanguage, FRESH_MEMBER_PASSWORD, expect, gotoHydrated, test, tickRegistrationBoxes } from './fixtures';

const LOCALES = path.resolve('app/i18n/locales');

/** Every word of one language (common and every namespace), as the portal's pages read them. */
async function translator(language: string): Promise<Translate> {
  const merged: Record<string, unknown> = {};
  for (const file of readdirSync(path.join(LOCALES, language)).filter((name) => name !== 'index.ts'))
    Object.assign(merged, (await import(path.join(LOCALES, language, file))).default);
  return createTranslate(merged as Translation);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's balance in minor units (the <data> value of <Money>). */
async function headerMinor(page: Page, t: Translate): Promise<number> {
  const header = page.getByRole('banner');
  const toggle = header.getByLabel(t('wallet.showBalance'));
  if (await toggle.isVisible()) await toggle.click();
  return Math.round(Number(await header.locator('data').first().getAttribute('value')) * 100);
}

/** A PP slot with a free trial, through the portal's GraphQL (what the lobby lists). */
async function aSlot(page: Page): Promise<{ id: string; name: string }> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ games(filter: { gameType: "RNG", vendor: "PP" }, limit: 60) { items { id name hasFreeTrial } } }' },
  });
  const games = (await response.json()).data.games.items as { id: string; name: string; hasFreeTrial: boolean }[];
  return games.filter((game) => game.hasFreeTrial)[5]!;
}

const JOURNEYS = [
  { language: 'th', text: 'th' },
  { language: 'vi', text: 'vi' },
] as const;

test.describe('a new player in their own language', () => {
  for (const { language, text } of JOURNEYS) {
    test(`${language}: register, deposit, play a round and read the account record`, async ({ page }) => {
      test.setTimeout(150_000);
      const t = await translator(language);
      await gotoHydrated(page, '/');
      await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

      // Register (from an address of its own: the brand's registration throttle counts per address).
      const username = `${language}p${Date.now().toString(36)}`;
      await gotoHydrated(page, '/register?method=username');
      const dialog = page.getByRole('dialog', { name: t('register.title') });
      await dialog.getByLabel(t('register.fields.username'), { exact: true }).fill(username);
      await dialog.getByLabel(t('register.fields.password'), { exact: true }).fill(FRESH_MEMBER_PASSWORD);
      await dialog.getByLabel(t('register.fields.confirmPassword'), { exact: true }).fill(FRESH_MEMBER_PASSWORD);
      await tickRegistrationBoxes(dialog, {
        terms: new RegExp(escape(t('register.termsBefore').trim())),
        age: t('register.age'),
        ownMoney: t('register.confirmations.OWN_MONEY'),
      });
      const address = freshAddress();
      await page.route(
        (url) => url.pathname.startsWith('/register'),
        (route) =>
          route.request().method() === 'POST' ? route.continue({ headers: { ...route.request().headers(), 'x-test-client-ip': address } }) : route.continue(),
      );
      await dialog.getByRole('button', { name: t('register.submit') }).click();
      await expect(page.getByRole('banner').locator('details > summary', { hasText: t('account.menu') })).toContainText(username);
      await page.unroute((url) => url.pathname.startsWith('/register'));

      // Deposit through the stand-in provider's page, in the same language.
      await gotoHydrated(page, '/member/depositv2');
      await expect(page.getByRole('heading', { name: t('deposit.title'), level: 1 })).toBeVisible();
      const before = await headerMinor(page, t);
      const methods = page.getByRole('group', { name: t('deposit.method') });
      await methods
        .locator('.deposit-method', { hasText: t('deposit.kinds.LAUNCH_URL') })
        .first()
        .getByRole('radio')
        .check();
      await page.getByLabel(new RegExp(`^${escape(t('deposit.amount'))}`)).fill('50');
      await page.getByRole('button', { name: t('deposit.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/member\/depositv2\?done=created&depositId=\d+$/);
      await page.getByRole('link', { name: t('deposit.next.openPage') }).click();
      await expect(page).toHaveURL(/\/provider\/pay\//);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const pay = PROVIDER_WORDS[text].pay
        .split('{amount}')
        .map((part) => part.trim())
        .find(Boolean)!;
      await page.getByRole('button', { name: new RegExp(`^${escape(pay)}`) }).click();
      await expect(page).toHaveURL(/\/member\/depositv2\?depositId=\d+&status=PAID$/);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // $50.00 and the first-deposit bonus (20 %).
      await expect.poll(() => headerMinor(page, t)).toBe(before + 60_00);

      // A round in the game frame.
      const game = await aSlot(page);
      await gotoHydrated(page, `/play/${game.id}`);
      // A new player's first game: the safer-gambling notice first, in the language (read once).
      const notice = page.getByRole('alertdialog', { name: t('playerProtection.prompts.noticeTitle') });
      await notice.getByRole('button', { name: t('playerProtection.prompts.understood') }).click();
      await expect(notice).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.getByRole('button', { name: t('games.playGame', { game: game.name }), exact: true }).click();
      await expect(page).toHaveURL(/[?&]mode=real/);
      const frame = page.frameLocator(`iframe[title="${t('play.frameTitle', { game: game.name })}"]`);
      await frame.getByRole('button', { name: PLAY_WORDS[text].spin }).click();
      await expect(frame.getByRole('table').locator('tbody tr')).toHaveCount(1);

      // The account record: the deposit, its bonus and the round, in the language.
      await gotoHydrated(page, '/member/transactionHistory');
      const record = page.getByRole('table', { name: t('records.transactions.caption') });
      await expect(record).toBeVisible();
      await expect.poll(() => record.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
      await expect(record).toContainText(t('records.kinds.DEPOSIT'));
    });
  }
});
