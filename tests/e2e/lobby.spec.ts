import { allowConsoleErrors, asAccount, demo, expect, expectAccessible, failedNetwork, gotoHydrated, registerFreshMember, test } from './fixtures';

test.describe('favourites', () => {
  test('a member hearts a game, finds it on /favorite, and unhearts it there', async ({ page }) => {
    await registerFreshMember(page, 'fav');
    await gotoHydrated(page, '/rng');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    const heart = card.getByRole('button', { name: `Favourite: ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The platform has it (a fresh page load reads it back).
    await expect(async () => {
      await page.goto('/favorite');
      await expect(page.getByRole('article').getByRole('heading', { name })).toBeVisible({ timeout: 1000 });
    }).toPass();
    // The home page's Favourites tab lists it too.
    await gotoHydrated(page, '/');
    const mine = page.getByRole('region', { name: 'Your games' });
    await mine.getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/games=favorite/);
    await expect(mine.getByRole('link', { name: 'Favourites' })).toHaveAttribute('aria-current', 'page');
    await expect(mine.getByRole('article').getByRole('heading', { name })).toBeVisible();
    await gotoHydrated(page, '/favorite');
    const again = page.getByRole('button', { name: `Favourite: ${name}` });
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await again.click();
    await expect(again).toHaveAttribute('aria-pressed', 'false');
    await expect(async () => {
      await page.goto('/favorite');
      await expect(page.getByText('No favourites yet')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.goto('/rng');
    await expect(
      page
        .getByRole('article')
        .first()
        .getByRole('button', { name: `Favourite: ${name}` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test("the home page's Favourites tab shows five a page and turns its pages (spec: favourites 5 per page)", async ({ page }) => {
    await registerFreshMember(page, 'fav5');
    const response = await page.request.post('/graphql', {
      data: { query: '{ games(filter: { gameType: "RNG" }, limit: 7) { items { id name vendor gameType } } }' },
    });
    const games = (await response.json()).data.games.items as { id: string; name: string; vendor: string; gameType: string }[];
    expect(games).toHaveLength(7);
    for (const game of games) {
      const hearted = await page.request.post('/resources/favorite', {
        form: { gameId: game.id, favorite: 'true', vendor: game.vendor, gameType: game.gameType, via: 'fetcher' },
      });
      expect(await hearted.json()).toMatchObject({ ok: true, isFavorite: true });
    }
    await gotoHydrated(page, '/?games=favorite');
    const mine = page.getByRole('region', { name: 'Your games' });
    const pages = mine.getByRole('navigation', { name: 'Pages of your favourite games' });
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect(mine.getByRole('article')).toHaveCount(5);
    const first = await mine.getByRole('article').getByRole('heading').allTextContents();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/games=favorite&gpage=2#member-games$/);
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();
    await expect(mine.getByRole('article')).toHaveCount(2);
    const second = await mine.getByRole('article').getByRole('heading').allTextContents();
    // Seven favourites, each once across the two pages; the /favorite page keeps 20 a page.
    expect(new Set([...first, ...second])).toEqual(new Set(games.map((game) => game.name)));
    await expectAccessible(page, 'home: a member’s favourites, second page');
    await gotoHydrated(page, '/favorite');
    await expect(page.getByRole('article')).toHaveCount(7);
  });

  test('a failed change turns the heart back with a message', async ({ page, platform }) => {
    await asAccount(page, demo.member);
    await gotoHydrated(page, '/jp');
    const card = page.getByRole('article').first();
    const heart = card.getByRole('button', { name: /^Favourite: / });
    const before = await heart.getAttribute('aria-pressed');
    await platform.setFault(before === 'true' ? 'MCSFE_removeFavoriteGameV2' : 'MCSFE_addFavoriteGameV2', { errorRate: 1 });
    await heart.click();
    await expect(card.getByRole('alert')).toHaveText('Favourite not saved. Try again.');
    await expect(heart).toHaveAttribute('aria-pressed', before!);
  });

  test("a guest's heart leads to log in and back", async ({ page }) => {
    await gotoHydrated(page, '/rng');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link', { name: `Add ${name} to favourites` }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Frng$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('recent games', () => {
  test('a game a member opens shows first on /recent and in the home Recent tab', async ({ page }) => {
    await registerFreshMember(page, 'rec');
    await gotoHydrated(page, '/recent');
    await expect(page.getByText('No recent games yet')).toBeVisible();
    await gotoHydrated(page, '/seamless?trial=1&type=FISH');
    const trial = page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Free trial of / });
    const name = (await trial.getAttribute('aria-label'))!.replace(/^Free trial of /, '');
    await trial.click();
    await expect(page).toHaveURL(/\/play\/\d+\?.*frame=/);
    await gotoHydrated(page, '/recent');
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(name);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('region', { name: 'Your games' }).getByRole('article').first().getByRole('heading')).toHaveText(name);
  });
});

test.describe('search and menus', () => {
  test('search in Korean finds a game on an English page, across every type, with the free-trial filter', async ({ page }) => {
    await gotoHydrated(page, '/seamless');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('라이트닝 룰렛');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=/);
    // The URL changes before the found games arrive: wait for the list to show them.
    const titles = page.getByRole('article').getByRole('heading');
    await expect.poll(async () => (await titles.allTextContents()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await titles.allTextContents()).every((title) => title.includes('Lightning Roulette'))).toBe(true);

    await page.getByRole('searchbox', { name: 'Search games' }).fill('');
    await page.getByLabel('Game type').selectOption('FISH');
    await page.getByLabel('Free trial only').check();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/type=FISH/);
    await expect(page).toHaveURL(/trial=1/);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await expect.poll(async () => (await cards.getByRole('button', { name: /^Free trial of / }).count()) === (await cards.count())).toBe(true);
  });

  test('the slots lobby filters by minimum bet and lines (the spec: minimum 1, 25 lines or more)', async ({ page }) => {
    await gotoHydrated(page, '/rng');
    await page.getByLabel('Minimum bet 1.00 or more').check();
    await page.getByLabel('25 lines or more').check();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/minBet=1/);
    await expect(page).toHaveURL(/lines=25/);
    await expect(page.getByLabel('25 lines or more')).toBeChecked();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    // Only the slots offer them.
    await gotoHydrated(page, '/live');
    await expect(page.getByLabel('25 lines or more')).toHaveCount(0);
  });

  test('the classify menu and the vendor carousel work by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/rng');
    const classes = page.getByRole('navigation', { name: 'Game classes' });
    await expect(classes.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    await classes.getByRole('link', { name: 'Jackpot' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/class=JP/);
    await expect(classes.getByRole('link', { name: 'Jackpot' })).toHaveAttribute('aria-current', 'true');

    const carousel = page.getByRole('navigation', { name: 'Slots providers' });
    const track = carousel.getByRole('list');
    await carousel.getByRole('button', { name: 'Next providers' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // Tab walks the vendor links in order, scrolling each into view.
    const last = carousel.getByRole('link').last();
    await last.focus();
    await expect(last).toBeInViewport();
    const vendorName = (await last.textContent())!.trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/vendor=/);
    await expect(page).toHaveURL(/class=JP/);
    await expect(carousel.getByRole('link', { name: vendorName })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('game pictures', () => {
  test('a picture that fails once is asked for again and shows; every card keeps its tone for the session', async ({ page }) => {
    // The first card's picture, from the page as the server sends it.
    const html = await (await page.request.get('/hot')).text();
    const src = /class="game-card__media[^"]*"><img src="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const url = new URL(src, page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).pathname;
    // The first request for that picture fails; the next ones reach the server.
    let asked = 0;
    allowConsoleErrors(page, failedNetwork(new RegExp(`${url.replaceAll('.', '\\.')}`), "the picture's first load is cut on purpose"));
    await page.route(`**${url}*`, async (route) => {
      asked += 1;
      if (asked === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await gotoHydrated(page, '/hot');
    const firstImage = page.locator('.game-card__media img').first();
    await expect.poll(() => asked).toBe(2);
    await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(firstImage).not.toHaveAttribute('data-failed');
    // Chosen at random per game, kept in session storage: the same after a reload.
    const tonesOf = () => page.locator('.game-card__media').evaluateAll((media) => media.map((node) => node.className));
    await expect(page.locator('.game-card__media').first()).toHaveClass(/tone-/);
    const before = await tonesOf();
    expect(before.every((name) => /game-card__media--tone-[0-5]/.test(name))).toBe(true);
    await page.reload();
    await expect(page.locator('.game-card__media').first()).toHaveClass(/tone-/);
    expect(await tonesOf()).toEqual(before);
  });
});
