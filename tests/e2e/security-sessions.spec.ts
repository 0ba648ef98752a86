import { chooseLanguage, test, expect, expectAccessible, gotoHydrated, logIn, withoutAnnouncementPopup, demo } from './fixtures';
import { fromFreshAddress } from '../fixtures/addresses';

test.describe('security: active sessions', () => {
  test('a member logged in twice sees both sessions and ends the other one, which is then logged out', async ({ browser }) => {
    // demo_down1 has no second-step method, so neither login waits for one.
    const headers = fromFreshAddress();
    const first = await browser.newContext({ extraHTTPHeaders: headers });
    const second = await browser.newContext({ extraHTTPHeaders: headers });
    await withoutAnnouncementPopup(first);
    await withoutAnnouncementPopup(second);
    const other = await first.newPage();
    const mine = await second.newPage();
    try {
      await logIn(other, demo.down1);
      await logIn(mine, demo.down1);

      await gotoHydrated(mine, '/member');
      await mine.getByRole('link', { name: 'Active sessions' }).click();
      await expect(mine.getByRole('heading', { name: 'Active sessions', level: 1 })).toBeVisible();
      const table = mine.getByRole('table', { name: 'Active sessions' });
      // Other tests may have left sessions of this account too: ours are the two from this address.
      const ours = table.getByRole('row').filter({ hasText: headers['X-Test-Client-IP'] });
      await expect(ours).toHaveCount(2);
      await expect(ours.filter({ hasText: 'This device' })).toHaveCount(1);
      await expectAccessible(mine, 'active sessions: this device and another');

      await ours.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'End session' }).click();
      await expect(mine.getByRole('status').filter({ hasText: 'The session has ended.' })).toBeVisible();
      await expect(ours).toHaveCount(1);
      await expect(ours).toContainText('This device');

      // The other browser's session is over: the member centre sends it to log in.
      await other.goto('/member');
      await expect(other).toHaveURL(/\/login\?redirectTo=%2Fmember/);
    } finally {
      await first.close();
      await second.close();
    }
  });

  test('the security page speaks Korean', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: fromFreshAddress() });
    await withoutAnnouncementPopup(context);
    const page = await context.newPage();
    try {
      await logIn(page, demo.down1);
      await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await gotoHydrated(page, '/member/security');
      await expect(page.getByRole('heading', { name: '활성 세션', level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: '활성 세션' }).getByRole('row').filter({ hasText: '이 기기' })).toHaveCount(1);
    } finally {
      await context.close();
    }
  });
});
