import {
  accountMenuButton,
  allowConsoleErrors,
  demo,
  expect,
  expectAccessible,
  failedLoad,
  gotoHydrated,
  logIn,
  logOut,
  test,
  withoutAnnouncementPopup,
  signIn,
  tickRegistrationBoxes,
} from './fixtures';
import { fromFreshAddress } from '../fixtures/addresses';
import { tabStopsTo } from './keyboard';

test.describe('the logged-in shell', () => {
  test('a member sees deposit, withdraw, the avatar and the account menu with the previous login', async ({ page }) => {
    await logIn(page, demo.member);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
    await expect(header.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
    const avatar = accountMenuButton(page).locator('img');
    await expect(avatar).toHaveAttribute('src', '/media/avatars/3.svg');
    await expect(avatar).not.toHaveAttribute('data-fallback', 'true');

    await accountMenuButton(page).click();
    await expect(accountMenuButton(page).locator('xpath=..')).toHaveAttribute('open', '');
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    for (const item of ['My account', 'Withdraw', 'Account record', 'Betting record', 'Log out']) {
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Agent centre' })).toHaveCount(0);
    await expect(page.getByText(/Previous login:|This is your first login\./)).toBeVisible();
    await expectAccessible(page, 'account menu: open, with the previous login');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await accountMenuButton(page).click();
    await menu.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: demo.member.username })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '$1,234.56' })).toBeVisible();
  });

  test('the previous login time is the one before this session', async ({ page, browser }) => {
    await logIn(page, demo.down1);
    await logOut(page);
    const before = Date.now();
    const other = await browser.newPage();
    await withoutAnnouncementPopup(other);
    await logIn(other, demo.down1);
    await gotoHydrated(other, '/member/securityCenter');
    const shown = other.getByRole('definition').locator('time').last();
    const when = Date.parse((await shown.getAttribute('datetime'))!);
    expect(when).toBeLessThanOrEqual(before);
    expect(before - when).toBeLessThan(5 * 60_000);
    await other.close();
  });

  test('pages that need a login send visitors to log in and back', async ({ page }) => {
    await gotoHydrated(page, '/member/withdraw');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmember%2Fwithdraw/);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill(demo.member.username);
    await dialog.getByLabel('Password', { exact: true }).fill(demo.member.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/member\/withdraw$/);
    await expect(page.getByRole('heading', { name: 'Withdraw' })).toBeVisible();
    await expect(page).toHaveTitle('Member centre · Aurora Play');
    await expect(page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page');
  });

  test('a failing member lookup is an error of the member centre with a retry, never a login loop', async ({ page, platform }) => {
    await signIn(page, demo.member);
    await platform.setFault('/wps/member/info', { errorRate: 1 });
    allowConsoleErrors(page, failedLoad(503, /\/(change-password|member\/securityCenter)$/, 'the member lookup fails on purpose: the page answers 503'));
    const changePassword = await page.goto('/change-password');
    expect(changePassword?.status()).toBe(503);
    await expect(page).toHaveURL(/\/change-password$/);
    const response = await page.goto('/member/securityCenter');
    expect(response?.status()).toBe(503);
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await expect(page.getByRole('heading', { name: 'Your account could not be loaded' })).toBeVisible();
    await platform.clearFaults();
    await page.getByRole('link', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();

    // A passing failure heals by itself: the page asks again a few seconds later.
    await platform.setFault('/wps/member/info', { errorRate: 1 });
    await gotoHydrated(page, '/member/securityCenter');
    await expect(page.getByRole('heading', { name: 'Your account could not be loaded' })).toBeVisible();
    await platform.clearFaults();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible({ timeout: 15_000 });
  });

  test('a trial account is kept out of member pages and real-money games', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Free play' }).click();
    await expect(accountMenuButton(page)).toContainText('Trial');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toHaveCount(0);

    await gotoHydrated(page, '/member');
    await expect(page).toHaveURL(/\/real-account-needed$/);
    const prompt = page.getByRole('dialog', { name: 'A real account is needed' });
    await expect(prompt).toContainText('Trial accounts cannot use the member centre');
    await expectAccessible(page, 'trial account: a real account is needed');

    await gotoHydrated(page, '/');
    await page
      .getByRole('link', { name: /^Play / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/real-account-needed$/);

    // Registering a real account ends the trial session first.
    await page.getByRole('dialog', { name: 'A real account is needed' }).getByRole('button', { name: 'Register a real account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('agents', () => {
  test('an agent logging in goes to the agent centre; a picture that does not load falls back; logout goes to the agent login', async ({ page }) => {
    // The agent's picture fails here (the seeded one exists).
    await page.route(/\/media\/avatars\/8\.svg/, (route) => route.fulfill({ status: 404, body: '' }));
    allowConsoleErrors(page, failedLoad(404, /\/media\/avatars\/8\.svg$/, 'the picture fails on purpose'));
    await logIn(page, demo.agent);
    // The agent centre opens its remembered (or default) page.
    await expect(page).toHaveURL(/\/agentHome\/\w+$/);
    await expect(page.getByRole('navigation', { name: 'Agent centre' })).toBeVisible();
    await gotoHydrated(page, '/agentHome/registerCenter');
    await expect(page.getByRole('definition').filter({ hasText: 'AURORA01' }).first()).toBeVisible();
    await expect(page.getByText(/\/register\?affiliateCode=AURORA01/)).toBeVisible();
    await expect(accountMenuButton(page).locator('img')).toHaveAttribute('data-fallback', 'true');
    await expect(accountMenuButton(page).locator('img')).toHaveAttribute('src', '/brand/avatar.svg');

    await accountMenuButton(page).click();
    await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Agent centre' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
  });

  test('the agent login page is for agents only', async ({ page }) => {
    await gotoHydrated(page, '/agentHome');
    await expect(page).toHaveURL(/\/agent\?redirectTo=%2FagentHome$/);
    await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
    await expect(page).toHaveTitle('Agent login · Aurora Play');

    await page.getByLabel('Username').fill(demo.member.username);
    await page.getByLabel('Password', { exact: true }).fill(demo.member.password);
    allowConsoleErrors(page, failedLoad(403, /\/agent\.data\?/, "a member's login at the agent login is refused: 403"));
    await page.getByRole('button', { name: 'Log in to the agent centre' }).click();
    await expect(page.getByRole('alert')).toHaveText('Agents only: this account is not an agent account.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.getByLabel('Username').fill(demo.agent.username);
    await page.getByLabel('Password', { exact: true }).fill(demo.agent.password);
    await page.getByRole('button', { name: 'Log in to the agent centre' }).click();
    await expect(page).toHaveURL(/\/agentHome\/\w+$/);
  });

  test('a player cannot open the agent centre', async ({ page }) => {
    await signIn(page, demo.member);
    await gotoHydrated(page, '/agentHome');
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('alert')).toContainText('not an agent account');
  });
});

test.describe('announcement popup', () => {
  test.use({ announcementPopup: true });

  test('guests see execution B until they close it, in their language', async ({ page }) => {
    await gotoHydrated(page, '/');
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('article')).toHaveCount(4);
    await expectAccessible(page, 'home: the announcement popup');

    // A language change (the selector's own request; the open popup covers the page) shows it again, translated.
    expect((await page.request.post('/language', { form: { lng: 'ko', redirectTo: '/' } })).ok()).toBeTruthy();
    await page.reload();
    await expect(page.getByRole('dialog', { name: '공지사항' })).toBeVisible();
    await page.getByRole('dialog', { name: '공지사항' }).getByRole('button', { name: '공지사항 닫기' }).click();
    await expect(page.getByRole('dialog', { name: '공지사항' })).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('dialog', { name: '공지사항' })).toBeHidden();
  });
});

test.describe('announcement popup and signing in', () => {
  test.use({ announcementPopup: true });

  test('it never opens over a sign-in page or dialog, and waits until the visitor moves on', async ({ page }) => {
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    // The agent site's login is a page, not a dialog: the popup must not cover its form.
    await gotoHydrated(page, '/agent');
    await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-announcements', 'waiting');
    await expect(popup).toHaveCount(0);
    await expect(page.getByLabel('Username')).toBeEditable();

    await gotoHydrated(page, '/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect(html).toHaveAttribute('data-announcements', 'waiting');
    await expect(popup).toHaveCount(0);

    // Done there (the login closed without signing in): the page the visitor came for, then the popup.
    await login.getByRole('link', { name: 'Close' }).click();
    await expect(login).toHaveCount(0);
    await expect(popup).toBeVisible();
    await expect(html).toHaveAttribute('data-announcements', 'open');
  });
});

test.describe('announcement popup for members', () => {
  test.use({ announcementPopup: true });

  test('a logout clears what the player closed: the next one on the device sees the announcements again', async ({ page }) => {
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await gotoHydrated(page, '/');
    await popup.getByRole('button', { name: 'Close announcements' }).click();
    await expect(popup).toBeHidden();
    await logIn(page, demo.member);
    await popup.getByRole('button', { name: 'Close announcements' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(popup, 'closed for the rest of the session').toHaveCount(0);

    await logOut(page);
    await expect(popup, "the guests' announcements, closed before the login, show again").toBeVisible();
    await popup.getByRole('button', { name: 'Close announcements' }).click();
    await logIn(page, demo.member);
    await expect(popup, "and the members' too").toBeVisible();
  });

  test("closing it as a guest does not hide the members' popup; a first login adds a welcome and execution F", async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('dialog', { name: 'Announcements' }).getByRole('button', { name: 'Close announcements' }).click();

    // A brand-new account: its first session, registered from an address of its own (the registration throttle).
    await page.setExtraHTTPHeaders(fromFreshAddress());
    const username = `pop${Date.now().toString(36)}`;
    await gotoHydrated(page, '/register?method=username');
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('Username', { exact: true }).fill(username);
    await register.getByLabel('Password', { exact: true }).fill('Welcome2026');
    await register.getByLabel('Confirm password', { exact: true }).fill('Welcome2026');
    await tickRegistrationBoxes(register);
    await register.getByRole('button', { name: 'Create account' }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome!' });
    await expect(welcome).toBeVisible();
    // 3 of the 4 for logged-in players (A: the live casino cashback is casino marketing, which a new
    // member allows nowhere, ADR 061) and 2 for a first login (F).
    await expect(welcome.getByRole('article')).toHaveCount(5);
    await expect(welcome.getByRole('article').filter({ hasText: 'Live casino cashback' })).toHaveCount(0);
    await welcome.getByRole('button', { name: 'Close announcements' }).click();
    await expect(welcome).toBeHidden();
  });
});

/**
 * A keyboard's way through the dialogs: focus goes back to the control that opened one when it
 * closes, or to the page's main content when it came with the page or its opener is gone (never
 * the body, from where the next Tab would land in the side bar or the footer).
 */
test.describe('dialogs and the keyboard', () => {
  test('the login gives focus back to the header’s Log in, after registration replaced it too; from the page’s own /login, to the main content', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const opener = page.getByRole('banner').getByRole('link', { name: 'Log in' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    // Drawn open first, then made modal (components/Dialog.tsx), which takes focus inside: until then Escape reaches the opener.
    await expect.poll(() => login.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(opener).toBeFocused();

    // The login replaced by registration (its link inside), then closed: back on the same control.
    await page.keyboard.press('Enter');
    await expect(login).toBeVisible();
    await login.getByRole('link', { name: 'No account yet? Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register).toBeVisible();
    await register.getByRole('link', { name: 'Close' }).click();
    await expect(register).toBeHidden();
    await expect(opener).toBeFocused();

    // A dialog that came with the page has no opener: the main content, and the next Tab is the page's.
    await gotoHydrated(page, '/login');
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('after logging in the header’s Log in is gone: focus is on the main content, not the body', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).focus();
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill(demo.member.username);
    await login.getByLabel('Password', { exact: true }).fill(demo.member.password);
    await login.getByRole('button', { name: 'Log in' }).press('Enter');
    await expect(accountMenuButton(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#main')).toBeFocused();
  });

  test('cancelling the log-out leaves the member on the deposit page, with focus on the account menu', async ({ page }) => {
    await signIn(page, demo.member);
    await gotoHydrated(page, '/member/depositv2');
    await accountMenuButton(page).click();
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Log out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await expect(confirm.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/member\/depositv2$/);
    await expect(page.getByRole('heading', { name: 'Deposit' }).first()).toBeVisible();
    // The log-out link is folded away with its menu: the menu's button has focus.
    await expect(accountMenuButton(page)).toBeFocused();

    // Its close link goes back there too, and confirming still logs out.
    await accountMenuButton(page).click();
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Log out' }).click();
    await confirm.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/member\/depositv2$/);
    await logOut(page);
  });

  test('the header’s main actions are a few Tab stops from the top, at a laptop’s and a phone’s width', async ({ page }) => {
    await signIn(page, demo.member);
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const deposit = page.getByRole('banner').getByRole('link', { name: 'Deposit' });
      // After the menu, the brand, the language (wide screens) and the balance with its refresh.
      expect(await tabStopsTo(page, '/', deposit), `Deposit at ${viewport.width} px`).toBeLessThanOrEqual(10);
      expect(await tabStopsTo(page, '/', accountMenuButton(page)), `the account menu at ${viewport.width} px`).toBeLessThanOrEqual(10);
    }
  });
});
