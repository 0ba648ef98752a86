import { chooseLanguage, expect, gotoHydrated, test } from './fixtures';

test.describe('languages', () => {
  test('switching to Korean translates the page, keeps the choice and mirrors it to local storage', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '슬롯', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
    await expect(page.locator('.jackpot--pool .jackpot__value').first()).toHaveText(/^₩[\d,]+\.\d{2}$/);
    await expect(page.getByRole('region', { name: '당첨자' }).getByRole('link').first()).toHaveAccessibleName(/₩[\d,]+\.\d{2}/);
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['ko', 'ko']);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    await chooseLanguage(page.getByRole('combobox', { name: '언어' }), 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a language chosen before the page’s scripts run is applied by the form alone', async ({ page }) => {
    // The scripts are held back (a slow phone): the selector is a plain form, so its button posts it all the same.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Neither 'load' nor 'DOMContentLoaded' comes before the page's module scripts have run.
    await page.goto('/', { waitUntil: 'commit' });
    const select = page.getByRole('combobox', { name: 'Language' });
    await select.selectOption('ko');
    // Choosing in the list changes nothing by itself (WCAG 3.2.2).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(select, 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    release();
    await expect(page.getByRole('heading', { name: '인기 게임' })).toBeVisible();
  });
});
