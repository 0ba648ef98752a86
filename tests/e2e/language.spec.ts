import { expect, gotoHydrated, test } from './fixtures';

test.describe('languages', () => {
  test('switching to Korean translates the page, keeps the choice and mirrors it to local storage', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '슬롯', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
    await expect(page.locator('.jackpot__value')).toHaveText(/^₩852,197,728,/);
    await expect(page.getByRole('region', { name: '당첨자' }).getByRole('link').first()).toHaveAccessibleName(/₩[\d,]+\.\d{2}/);
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['ko', 'ko']);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    await page.getByRole('combobox', { name: '언어' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a language chosen while the page’s scripts still load is applied once they run', async ({ page }) => {
    // The scripts are held back (a slow phone), so the choice has no handler yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Neither 'load' nor 'DOMContentLoaded' comes before the page's module scripts have run.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { name: '인기 게임' })).toBeVisible();
  });
});
