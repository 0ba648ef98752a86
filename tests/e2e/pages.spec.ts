import { allowConsoleErrors, expect, expectAccessible, failedLoad, test } from './fixtures';

test.describe('category, promotions and help pages', () => {
  test('a navigation category lists its games with vendor filter, search and paging', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots', exact: true }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(27);
    await expect(page.getByText(/^10,210 games$/)).toBeVisible();

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2 of 379')).toBeVisible();

    await page.getByRole('navigation', { name: 'Slots providers' }).getByRole('link', { name: 'Pragmatic Play' }).click();
    await expect(page).toHaveURL(/vendor=PP/);
    await expect(page).not.toHaveURL(/page=/);
    const firstName = await page.getByRole('article').first().getByRole('heading').textContent();
    const word = firstName!.split(' ')[0];
    await page.getByRole('searchbox', { name: 'Search games' }).fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    // The URL changes before the found games arrive: wait until every title shown is one of them.
    await expect
      .poll(async () =>
        (await page.getByRole('article').getByRole('heading').allTextContents()).every((title) => title.toLowerCase().includes(word.toLowerCase())),
      )
      .toBe(true);
    await page.getByRole('searchbox', { name: 'Search games' }).fill('zzzz-no-such-game');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No games match “zzzz-no-such-game”.')).toBeVisible();
  });

  test('hot lists hot games, and an unknown category is a 404', async ({ page }) => {
    await page.goto('/hot');
    await expect(page.getByRole('heading', { level: 1, name: 'Hot' })).toBeVisible();
    const tags = page.getByRole('article').getByText('Hot', { exact: true });
    await expect(tags.first()).toBeVisible();
    expect(await tags.count()).toBe(await page.getByRole('article').count());
    allowConsoleErrors(page, failedLoad(404, /\/no-such-category$/, 'a category that is not there, asked for on purpose'));
    expect((await page.goto('/no-such-category'))?.status()).toBe(404);
  });

  test('promotions and the help centre', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    // The brand's promotions (platform/seed/rewards.ts), every category.
    await expect(page.getByRole('article')).toHaveCount(8);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/help#faq$/);
    await expect(page.getByRole('heading', { level: 2, name: 'FAQ' })).toBeVisible();
    const faq = page.getByRole('region', { name: 'FAQ' });
    const answer = faq.getByRole('paragraph').first();
    await expect(answer).toBeHidden();
    await faq.locator('summary').first().click();
    await expect(answer).toBeVisible();
    await expectAccessible(page, 'help: an answer open');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/help#privacy$/);
    await expect(page.getByRole('region', { name: 'Privacy policy' }).getByRole('heading', { level: 3, name: 'Cookies' })).toBeVisible();
  });
});
