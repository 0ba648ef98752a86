/**
 * The agent centre's frame and team pages as demo_agent: the clock ticks in the brand's zone
 * with its GMT offset; a downline registered in the register centre (with the brand's rules and a
 * rebate ceiling) appears in the tree with its details; a sub-agent opened there logs in on its
 * own and reads its announcements; /agentHome opens the remembered page; logout returns to
 * /agent. axe finds nothing serious on the pages and states of its own (a11y-states.ts); Korean once.
 */
import { chooseLanguage, agentLogIn, demo, expect, expectAccessible, gotoHydrated, test, withoutAnnouncementPopup } from './fixtures';

const PASSWORD = 'Agent2026x';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;

test('the frame: the nickname, the brand’s GMT offset and a clock that ticks; the remembered page; logout to /agent', async ({ page }) => {
  await agentLogIn(page, demo.agent);
  await gotoHydrated(page, '/agentHome/agentAnnouncement');
  await expect(page.getByText('Signed in as Demo Agent')).toBeVisible();
  // The demo brand counts Seoul's days.
  await expect(page.getByText('Time zone GMT+09:00')).toBeVisible();
  const clock = page.getByRole('timer', { name: 'Time now' });
  await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });

  const menu = page.getByRole('navigation', { name: 'Agent centre' });
  for (const name of ['Announcements', 'Register centre', 'Downline management', 'Deposit', 'Withdraw', 'Bonus', 'Platform messages']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await expectAccessible(page, 'agent announcements: the list');

  // The page chosen in the menu (a client-side navigation) is the one /agentHome opens next time.
  await menu.getByRole('link', { name: 'Register centre' }).click();
  await expect(page).toHaveURL(/\/agentHome\/registerCenter$/);
  await gotoHydrated(page, '/');
  await gotoHydrated(page, '/agentHome');
  await expect(page).toHaveURL(/\/agentHome\/registerCenter$/);
  await menu.getByRole('link', { name: 'Announcements' }).click();
  await expect(page).toHaveURL(/\/agentHome\/agentAnnouncement$/);
  await gotoHydrated(page, '/agentHome');
  await expect(page).toHaveURL(/\/agentHome\/agentAnnouncement$/);

  await page.getByRole('link', { name: 'Log out' }).first().click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
});

test('a downline registered in the register centre appears in the tree with its details', async ({ page }) => {
  const username = unique('dl');
  await agentLogIn(page, demo.agent);
  await gotoHydrated(page, '/agentHome/registerCenter');
  await expect(page.getByRole('heading', { name: 'Register centre' })).toBeVisible();
  // The invitation: the affiliate code, the link and its QR code.
  await expect(page.getByRole('definition').filter({ hasText: /^AURORA01$/ })).toBeVisible();
  await expect(page.getByText(/\/register\?affiliateCode=AURORA01/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();

  // The brand's rule and the ceiling, under their fields, before anything is sent.
  await page.getByLabel('Username').fill('9x');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Slots rebate (%)').fill('1.51');
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByLabel('Slots rebate (%)')).toHaveAccessibleDescription(/Above your own rate \(1\.50 %\)/);
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'agent register centre: the form’s errors');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Nickname (optional)').fill('Fresh Downline');
  await page.getByLabel('Slots rebate (%)').fill('1.20');
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByRole('status')).toContainText(`${username} was opened`);

  // The tree: the new account is at the top of the direct downline.
  await page.getByRole('navigation', { name: 'Agent centre' }).getByRole('link', { name: 'Downline management' }).click();
  await expect(page.getByRole('heading', { name: 'Downline management' })).toBeVisible();
  await expect(page.getByText(/Direct downline: \d+ · Whole team: \d+/)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Fresh Downline' })).toBeVisible();

  // Search by username, then the details.
  await page.getByLabel('Search by username').fill(username.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toContainText(`Accounts whose username contains “${username.toUpperCase()}”: 1`);
  await page.getByRole('link', { name: `Details of ${username}` }).click();
  const details = page.getByRole('dialog', { name: `Details of ${username}` });
  await expect(details.getByRole('definition').filter({ hasText: 'demo_agent' })).toBeVisible();
  await expect(details.getByText('Slots 1.20 %')).toBeVisible();
  await expect(details.getByRole('link', { name: `Transfer to ${username}` })).toHaveAttribute('href', `/member/transferUpline?q=${username}`);
  await expectAccessible(page, 'agent downline: a member’s details');
});

test('a sub-agent opened by demo_agent logs in on its own, drills nowhere yet and reads its announcements; in Korean too', async ({ page, browser }) => {
  const username = unique('sa');
  await agentLogIn(page, demo.agent);
  await gotoHydrated(page, '/agentHome/registerCenter');
  await page.getByRole('radio', { name: 'Agent' }).check();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByRole('status')).toContainText(`${username} was opened`);

  const context = await browser.newContext();
  await withoutAnnouncementPopup(context);
  const sub = await context.newPage();
  await agentLogIn(sub, { username, password: PASSWORD });
  // Opened by its upline, it never accepted the brand's terms: its first page asks (ADR 060).
  const terms = sub.getByRole('alertdialog', { name: 'Please accept our terms' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(terms).toHaveCount(0);
  await gotoHydrated(sub, '/agentHome/downlineManagmentView');
  await expect(sub.getByText('Direct downline: 0 · Whole team: 0')).toBeVisible();
  await expect(sub.getByText('No accounts here yet.')).toBeVisible();
  // Its upline is beyond its own team.
  await gotoHydrated(sub, '/agentHome/downlineManagmentView?parent=demo_agent');
  await expect(sub.getByRole('alert')).toHaveText(/That account is not in your team\./);

  await gotoHydrated(sub, '/agentHome/agentAnnouncement');
  await expect(sub.getByText('Unread: 3 of 3')).toBeVisible();
  await sub.getByRole('button', { name: 'Mark as read: “Settlement times”' }).click();
  await expect(sub.getByRole('status')).toHaveText('Marked as read.');
  await expect(sub.getByText('Unread: 2 of 3')).toBeVisible();
  await sub.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(sub.getByRole('status')).toHaveText('Every announcement is marked as read.');
  await expect(sub.getByText('Unread: 0 of 3')).toBeVisible();

  // Korean once: the frame and the page.
  await chooseLanguage(sub.getByRole('combobox', { name: 'Language' }), 'ko');
  await expect(sub.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(sub.getByRole('heading', { name: '공지사항' })).toBeVisible();
  await expect(sub.getByText('시간대 GMT+09:00')).toBeVisible();
  await expect(sub.getByRole('heading', { name: '정산 시간' })).toBeVisible();
  await expectAccessible(sub, 'agent announcements: every one read, in Korean');
  await context.close();
});
