/**
 * The safer-gambling display that needs a browser: the inactivity logout. A member of the
 * test's own, idle for a minute less than the brand's minutes, is warned with a countdown and stays
 * logged in by one click; idle for the brand's minutes again, they are logged out and the login form
 * says why (in Korean too: the route tier, tests/routes/safer-gambling.test.ts). The figures while playing are play.spec.ts's (they need a round in the
 * frame); the footer's licence and helpline are the route tier's (tests/routes/home.test.ts).
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
