import { expect, gotoHydrated, test } from './fixtures';

test.describe('partial failure', () => {
  test('a failing platform call degrades its section alone, and Retry brings it back', async ({ page, platform }) => {
    await platform.setFault('ODSFE2_getWinnerBoard', { errorRate: 1 });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const winners = page.getByRole('region', { name: 'Winners' });
    await expect(winners.getByRole('status')).toContainText('could not be loaded');
    await expect(winners.getByRole('link', { name: /won/ })).toHaveCount(0);
    // The rest of the page stands.
    await expect(page.getByRole('region', { name: 'Popular games' }).getByRole('article')).toHaveCount(12);

    await platform.clearFaults();
    await winners.getByRole('link', { name: 'Retry' }).click();
    await expect(winners.getByRole('link', { name: /won/ }).first()).toBeVisible();
  });

  test('a section whose platform call times out degrades too', async ({ page, platform }) => {
    await platform.setFault('GCSGAME_hotGamesV2', { delayMs: 6000 });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Popular games' }).getByRole('status')).toContainText('could not be loaded');
    await expect(page.getByRole('region', { name: 'Winners' }).getByRole('link').first()).toBeVisible();
  });
});

test.describe('a slow page', () => {
  test('shows the loader’s bar along the top from 300 ms until it has loaded', async ({ page }) => {
    // From a light page: reaching a footer link scrolls the home page's game sections into view,
    // and on a slow machine drawing their pictures holds the browser's main thread (measured: up to
    // 0.7 s), which is not what this test is about.
    await gotoHydrated(page, '/help');
    // The home page's data answers after 2 s (held in the browser: nothing of the server changes).
    await page.route(/\/_root\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const bar = page.getByRole('progressbar', { name: 'Loading…' });
    await expect(bar).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Aurora Play home' }).click();
    await expect(bar).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular games' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});

test.describe('GraphQL playground', () => {
  test('works offline: every asset is served by the portal itself', async ({ page }) => {
    const foreign: string[] = [];
    await page.route(/^(?!http:\/\/(127\.0\.0\.1|localhost)[:/]).*/, (route) => {
      foreign.push(route.request().url());
      return route.abort();
    });
    const response = await page.goto('/graphql', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('.graphiql-container').first()).toBeVisible({ timeout: 15_000 });
    expect(foreign).toEqual([]);
  });
});
