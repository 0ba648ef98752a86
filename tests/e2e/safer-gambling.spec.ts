/**
 * The safer-gambling display that needs a browser (docs/decisions/058): the deposit limit offered
 * before a new member's first deposit, at a phone's width ("Not now" is kept), and the inactivity
 * logout: a member of the test's own, idle for a minute less than the brand's minutes, is warned with
 * a countdown and stays logged in by one click; idle for the brand's minutes again, they are logged
 * out and the login form says why (in Korean too: tests/routes/safer-gambling.test.ts). The notice
 * before the first stake is responsible-gaming.spec.ts's journey into a game; the figures while
 * playing are play.spec.ts's; the footer's licence and helpline are tests/routes/home.test.ts's.
 */
import { expect, expectAccessible, gotoHydrated, registerFreshMember, test } from './fixtures';

test('after the brand’s minutes without activity a member is warned, may stay, and is then logged out with the reason', async ({ page }) => {
  // The browser's timers are the test's to move on (its clock starts now and runs as usual).
  await page.clock.install();
  await registerFreshMember(page, 'idle');
  await gotoHydrated(page, '/member/securityCenter');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);

  // 29 of the demo brand's 30 minutes: the warning, counting down the last minute.
  await page.clock.fastForward('29:05');
  const warning = page.getByRole('alertdialog', { name: 'You will be logged out soon' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/you will be logged out in \d+ s\./);
  await expectAccessible(page, 'inactivity: the warning before the logout');
  await warning.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(warning).toBeHidden();

  // Another 30 minutes without a press or a key: logged out, and the login form says why and leads back.
  await page.clock.fastForward('30:05');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmember%2FsecurityCenter&idle=30$/);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('status')).toHaveText('You were logged out after 30 minutes without activity. Log in again to go on.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  // The session is over on the platform too: the page it was on asks for a login.
  await page.goto('/member/securityCenter');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

test('before the first deposit a new member is offered a deposit limit, and "Not now" is kept', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await registerFreshMember(page, 'dlp');
  await gotoHydrated(page, '/member/depositv2');
  const offer = page.getByRole('region', { name: 'Set a deposit limit first?' });
  await expect(offer).toContainText('Before your first deposit you can set how much you may deposit');
  await expectAccessible(page, 'safer gambling: the deposit limit offered before the first deposit');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  // The deposit form stays usable beside it.
  await expect(page.locator('#deposit-form')).toBeVisible();
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2$/);
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
