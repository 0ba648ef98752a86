import type { Page } from '@playwright/test';
import {
  allowConsoleErrors,
  asAccount,
  demo,
  expect,
  expectAccessible,
  failedLoad,
  failedNetwork,
  earlyPartsHydrated,
  gotoHydrated,
  holdChunk,
  test,
  withoutAnnouncementPopup,
} from './fixtures';
import { tabStopsTo } from './keyboard';

/** The second demo brand, which has no jackpot pools and shows the spec's decorative counter (docs/decisions/064). */
const JADE = `http://jade.localhost:${Number(process.env.E2E_PORT || 8788)}`;

/** Focus leaves whatever holds it (as a click elsewhere on the page would). */
const blurAll = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** The home page on the page's own clock (the test moves it on), its carousel and the dot of banner `index`. */
async function homeCarouselOnTestClock(page: Page) {
  await withoutAnnouncementPopup(page);
  await page.clock.install();
  await gotoHydrated(page, '/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  // The banners' live region is off while they move by themselves, polite while something holds them
  // (BannerCarousel.tsx): the clock moves on only once the page has seen the hold or its end.
  const viewport = carousel.locator('[aria-live]');
  return {
    carousel,
    banner: (index: number) => carousel.getByRole('button', { name: `Show banner ${index}` }),
    moving: () => expect(viewport).toHaveAttribute('aria-live', 'off'),
    held: () => expect(viewport).toHaveAttribute('aria-live', 'polite'),
  };
}

/** The carousel's keyboard, its loop (previous from the first banner, next from the last) and a drag with the mouse. */
async function loopAndDrag(page: Page) {
  await gotoHydrated(page, '/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  // The controls come once the carousel's moves have loaded, after hydration.
  await expect(carousel.getByRole('button', { name: 'Next banner' })).toBeVisible();
  const total = await carousel.getByRole('button', { name: /^Show banner \d+$/ }).count();
  expect(total).toBeGreaterThan(1);
  const dot = (index: number) => carousel.getByRole('button', { name: `Show banner ${index}` });
  // The banner in the carousel's frame (its left edge where the frame's is) is the one selected.
  const shown = (index: number) =>
    expect
      .poll(async () => {
        const frame = await carousel.boundingBox();
        const slide = await carousel.getByRole('group', { name: `${index} of ${total}` }).boundingBox();
        return Math.abs(slide!.x - frame!.x);
      })
      .toBeLessThan(2);
  // The keyboard: Tab from the first banner's link to the next banner's brings that banner into view.
  await carousel.getByRole('link').first().focus();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label'));
  const reached = Number(/^(\d+) of/.exec(focused ?? '')?.[1]);
  expect(reached).toBeGreaterThan(1);
  await expect(dot(reached)).toHaveAttribute('aria-current', 'true');
  await shown(reached);
  await carousel.getByRole('button', { name: 'Show banner 1' }).click();
  await shown(1);

  await carousel.getByRole('button', { name: 'Previous banner' }).click();
  await expect(dot(total)).toHaveAttribute('aria-current', 'true');
  await shown(total);
  await carousel.getByRole('button', { name: 'Next banner' }).click();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await shown(1);

  const frame = (await carousel.boundingBox())!;
  const y = frame.y + frame.height / 3;
  await page.mouse.move(frame.x + frame.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width * 0.45, y, { steps: 5 });
  await page.mouse.move(frame.x + frame.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await shown(2);
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Counts, from the browser, how game cards render: React reports every commit to a developer
 * tools hook when one is installed before it loads (production builds too). A card is the
 * component whose first element is the card's `<article>`; it is "mounted" the first time it shows
 * and "rendered" when it runs again (a new fiber whose props or hooks changed), not when React
 * skipped it.
 */
function countGameCardRenders() {
  type Fiber = {
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    type: unknown;
    memoizedProps?: { className?: unknown } | null;
    memoizedState?: unknown;
  };
  const counts = { commits: 0, mounted: 0, rendered: 0 };
  // Per root: a page may have more than one, and each reports its own commits.
  const previousOf = new WeakMap<object, WeakSet<Fiber>>();
  Object.assign(window, {
    cardRenders: counts,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
        counts.commits += 1;
        const previous = previousOf.get(root) ?? new WeakSet<Fiber>();
        const current = new WeakSet<Fiber>();
        const walk = (first: Fiber | null) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            current.add(fiber);
            const card = typeof fiber.type === 'function' && fiber.child?.type === 'article' && fiber.child.memoizedProps?.className === 'game-card';
            if (card && !previous.has(fiber)) {
              const before = fiber.alternate;
              if (!before) counts.mounted += 1;
              else if (before.memoizedProps !== fiber.memoizedProps || before.memoizedState !== fiber.memoizedState) counts.rendered += 1;
            }
            walk(fiber.child);
          }
        };
        walk(root.current);
        previousOf.set(root, current);
      },
    },
  });
}

test.describe('home page with JavaScript', () => {
  test('shows every block of the home page and the shell', async ({ page }) => {
    const response = await gotoHydrated(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Aurora Play/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Promotions' })).toBeVisible();

    await expect(page.getByRole('region', { name: 'Notices' }).getByRole('link')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Game lobbies' }).getByRole('link')).toHaveCount(3);

    const popular = page.getByRole('region', { name: 'Popular games' });
    await expect(popular.getByRole('article')).toHaveCount(12);
    await expect(popular.getByRole('link', { name: /^Play / })).toHaveCount(12);

    const winners = page.getByRole('region', { name: 'Winners' });
    await expect(winners.getByRole('link').first()).toHaveAccessibleName(/ won \$[\d,]+\.\d{2} on \S/);

    await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('link').first()).toBeVisible();
    // The game sections are drawn as they come near the screen (from the document's own data on a first visit).
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const slots = page.getByRole('region', { name: 'Slots', exact: true });
    await expect(slots.getByRole('article')).toHaveCount(10);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
    // Only networks the brand has a page on: the demo brand has no Twitter.
    await expect(footer.getByRole('link', { name: 'Twitter' })).toHaveCount(0);
    await expect(footer.getByRole('img', { name: 'Adults only: 18+' })).toBeVisible();
    const partners = footer.getByRole('region', { name: 'Game providers' }).getByRole('img');
    const names = await partners.evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(names.length).toBeGreaterThan(10);
    expect(new Set(names).size).toBe(names.length);

    const sideBar = page.getByRole('complementary', { name: 'Quick links' });
    await sideBar.getByText('Download the app').click();
    for (const platform of ['iOS', 'iOS profile', 'Android']) {
      const qr = sideBar.getByRole('img', { name: `QR code to download for ${platform}`, exact: true });
      await expect(qr).toBeVisible();
      const box = await qr.boundingBox();
      expect(Math.round(box!.width)).toBe(100);
    }
    await expect(sideBar.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await expectAccessible(page, 'home: a visitor at a laptop’s width, the app’s QR codes open');
  });

  test('the decorative jackpot counter grows (a brand without pools: Jade Palace)', async ({ page }) => {
    // It counts from hydration on (every 3 to 5 s): a busy machine's slow hydration is not the counter's.
    await gotoHydrated(page, `${JADE}/`);
    const jackpot = page.locator('.jackpot__value');
    await expect(jackpot).toHaveText('฿852,197,728,806');
    // It counts while a visitor can see it (below the first screen of a laptop's window).
    await jackpot.scrollIntoViewIfNeeded();
    await expect.poll(async () => Number((await jackpot.textContent())!.replace(/\D/g, '')), { timeout: 12_000 }).toBeGreaterThan(852197728806);
  });

  test('the decorative jackpot counter stands still while nobody sees it, and has grown when it is seen again', async ({ page }) => {
    await withoutAnnouncementPopup(page);
    await page.clock.install();
    await gotoHydrated(page, `${JADE}/`);
    const counter = page.locator('.jackpot');
    const amount = async () => Number((await counter.locator('.jackpot__value').textContent())!.replace(/\D/g, ''));
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveAttribute('data-counting', 'true');
    // Scrolled away: no tick for a minute of the page's clock.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(counter).toHaveAttribute('data-counting', 'false');
    const away = await amount();
    await page.clock.runFor(60_000);
    expect(await amount()).toBe(away);
    // Seen again: the minute's ticks (at least one of 100 every 5 s) at once, then counting on.
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveAttribute('data-counting', 'true');
    expect(await amount()).toBeGreaterThanOrEqual(away + 11 * 100);
    const back = await amount();
    await page.clock.runFor(5_000);
    await expect.poll(amount).toBeGreaterThan(back);
  });

  test('a notice opens the notice dialog at its index, and Escape closes it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const notices = page.getByRole('region', { name: 'Notices' }).getByRole('link');
    const second = (await notices.nth(1).textContent())!;
    await notices.nth(1).click();
    await expect(page).toHaveURL(/[?&]notice=1/);
    const dialog = page.getByRole('dialog', { name: 'Notice' });
    await expect(dialog.getByRole('heading', { name: second })).toBeVisible();
    await expectAccessible(page, 'home: a notice open');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/notice=/);
  });

  test('the announcements dialog pages 8 at a time and shows a promotion button where one applies', async ({ page }) => {
    await page.goto('/?announcements=1');
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await expect(dialog.getByRole('listitem')).toHaveCount(8);
    await expect(dialog.getByText('Page 1 of 2')).toBeVisible();
    await dialog.getByRole('link', { name: 'Next' }).click();
    await expect(dialog.getByText('Page 2 of 2')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the banner carousel moves to a chosen banner', async ({ page }) => {
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    await carousel.getByRole('button', { name: 'Show banner 3' }).click();
    await expect(carousel.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect(carousel.getByRole('button', { name: 'Show banner 4' })).toHaveAttribute('aria-current', 'true');
  });

  test('the banners loop both ways, and a drag moves them without following the link under it', ({ page }) => loopAndDrag(page));

  test('with reduced motion the banners stand still until Play', async ({ page }) => {
    // The suite's browser asks for reduced motion (playwright.config.ts).
    const { carousel, banner } = await homeCarouselOnTestClock(page);
    await expect(carousel.getByRole('button', { name: 'Play banners' })).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(banner(1)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect(banner(2)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Play banners' }).click();
    await page.mouse.move(0, 0);
    await blurAll(page);
    await page.clock.fastForward(5_100);
    await expect(banner(3)).toHaveAttribute('aria-current', 'true');
  });

  test.describe('without reduced motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('the banners move on every 5 s, wait under the pointer and on focus, and pause and play from their button', async ({ page }) => {
      const { carousel, banner, moving, held } = await homeCarouselOnTestClock(page);
      const pause = carousel.getByRole('button', { name: 'Pause banners' });
      await expect(pause).toBeVisible();
      await expect(banner(1)).toHaveAttribute('aria-current', 'true');
      await moving();
      await page.clock.fastForward(5_100);
      await expect(banner(2)).toHaveAttribute('aria-current', 'true');

      // Under the pointer, and with focus on a control, they wait; leaving starts a full delay again.
      await carousel.hover();
      await held();
      await page.clock.fastForward(11_000);
      await expect(banner(2)).toHaveAttribute('aria-current', 'true');
      await page.mouse.move(0, 0);
      await banner(2).focus();
      await held();
      await page.clock.fastForward(11_000);
      await expect(banner(2)).toHaveAttribute('aria-current', 'true');
      await blurAll(page);
      await moving();
      await page.clock.fastForward(5_100);
      await expect(banner(3)).toHaveAttribute('aria-current', 'true');

      // Paused, they stay until Play, whatever the clock says.
      await pause.click();
      await page.mouse.move(0, 0);
      await expect(carousel.getByRole('button', { name: 'Play banners' })).toBeVisible();
      await held();
      await page.clock.fastForward(16_000);
      await expect(banner(3)).toHaveAttribute('aria-current', 'true');
      await carousel.getByRole('button', { name: 'Play banners' }).click();
      await page.mouse.move(0, 0);
      await moving();
      await page.clock.fastForward(5_100);
      await expect(banner(4)).toHaveAttribute('aria-current', 'true');

      // Scrolled out of sight, they wait too.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => carousel.evaluate((element) => element.getBoundingClientRect().bottom < 0)).toBe(true);
      await held();
      await page.clock.fastForward(11_000);
      await expect(banner(4)).toHaveAttribute('aria-current', 'true');
    });

    test('the banners loop both ways, moving on, and a drag moves them without following the link under it', ({ page }) => loopAndDrag(page));
  });

  test("'more' appends twelve games in place, then a vendor filters the section", async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const slots = page.getByRole('region', { name: 'Slots', exact: true });
    await expect(slots.getByRole('article')).toHaveCount(10);
    const first = await slots.getByRole('heading', { level: 3 }).allTextContents();
    await slots.getByRole('link', { name: 'More Slots games' }).click();
    await expect(slots.getByRole('article')).toHaveCount(22);
    const after = await slots.getByRole('heading', { level: 3 }).allTextContents();
    expect(after.slice(0, 10)).toEqual(first);
    expect(new Set(after).size).toBe(22);
    await expect(page).toHaveURL(/\/$/); // no navigation happened

    await slots.getByRole('navigation').getByRole('link', { name: 'Pragmatic Play' }).click();
    await expect(page).toHaveURL(/section=RNG&vendor=PP/);
    await expect(slots.getByRole('article')).toHaveCount(10);
  });

  test("'more' renders only the cards it adds: the cards on the page stay still through the router's changes", async ({ page }) => {
    await page.addInitScript(countGameCardRenders);
    type Counts = { commits: number; mounted: number; rendered: number };
    const counts = () => page.evaluate(() => (window as unknown as { cardRenders: Counts }).cardRenders);
    // Until React is still (no commit for a second): the page's parts that hydrate late, and a late
    // change after the click, are counted where they belong.
    const untilStill = async () => {
      let seen = -1;
      await expect
        .poll(
          async () => {
            const { commits } = await counts();
            const still = commits === seen;
            seen = commits;
            return still;
          },
          { intervals: [1_000] },
        )
        .toBe(true);
    };
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const slots = page.getByRole('region', { name: 'Slots', exact: true });
    await expect(slots.getByRole('article')).toHaveCount(10);
    await untilStill();
    expect((await counts()).mounted).toBeGreaterThan(10);
    await page.evaluate(() => Object.assign((window as unknown as { cardRenders: Counts }).cardRenders, { commits: 0, mounted: 0, rendered: 0 }));

    // The fetcher's load (the router's state changes as it starts and ends) and the links its cards
    // bring (the router learns their routes) re-render the page's routes; no card already shown runs again.
    await slots.getByRole('link', { name: 'More Slots games' }).click();
    await expect(slots.getByRole('article')).toHaveCount(22);
    await untilStill();
    const after = await counts();
    expect(after.commits).toBeGreaterThan(1);
    expect(after).toMatchObject({ mounted: 12, rendered: 0 });
  });

  test("the platform's pictures come from the brand's image CDN chosen for the visitor, which the page's policy allows", async ({ page, baseURL }) => {
    // The demo brand's image CDNs are this machine under its other names (platform/seed/brand.ts): a second origin, as a real CDN.
    const port = new URL(baseURL!).port;
    const cdns = [`http://localhost:${port}`, `http://aurora.localhost:${port}`];
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto('/');
    const imageSources = response!
      .headers()
      ['content-security-policy']!.split(';')
      .find((directive) => directive.trim().startsWith('img-src'))!;
    for (const cdn of cdns) expect(imageSources.split(/\s+/)).toContain(cdn);

    const popular = page.getByRole('region', { name: 'Popular games' });
    await popular.scrollIntoViewIfNeeded();
    const pictures = popular.locator('img');
    await expect(pictures).toHaveCount(12);
    const sources = await pictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    // One CDN for the visitor, for every picture; never the page's own origin.
    const origins = new Set(sources.map((source) => new URL(source).origin));
    expect(origins.size).toBe(1);
    expect(cdns).toContain([...origins][0]);
    for (const source of sources) expect(new URL(source).pathname).toMatch(/^\/media\/games\//);
    // They load from there (a picture the policy refused would have no size).
    await expect
      .poll(() => pictures.first().evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    expect(refused).toEqual([]);
  });
});

// Headless Chromium counts as a crawler (isbot), which always gets the whole document; these tests
// are about people's browsers.
const PERSON_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

test.describe("a first visit's home page in a person's browser", () => {
  test.use({ userAgent: PERSON_BROWSER });

  test('draws the sections its document brought as they come near, without asking again, and keeps them while a vendor is chosen (the page asks for them itself from then on)', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/resources/home-sections')) asked.push(request.url());
    });
    // In the document for a browser without scripts (inside <noscript>, which a browser running
    // scripts never lays out); drawn for this one as they come near.
    const html = await (await page.request.get('/', { headers: { 'user-agent': PERSON_BROWSER } })).text();
    expect(html).toMatch(/<noscript><div class="game-sections"><section class="game-section" id="section-RNG"/);
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const slots = page.getByRole('region', { name: 'Slots', exact: true });
    await expect(slots.getByRole('article')).toHaveCount(10);
    expect(asked).toEqual([]);
    await slots.getByRole('navigation').getByRole('link', { name: 'Pragmatic Play' }).click();
    await expect(page).toHaveURL(/section=RNG&vendor=PP/);
    await expect(page.getByRole('region', { name: 'Live Casino', exact: true }).getByRole('article').first()).toBeVisible();
    await expect(slots.getByRole('navigation').getByRole('link', { name: 'Pragmatic Play' })).toHaveAttribute('aria-current', 'true');
    await expect(slots.getByRole('article')).toHaveCount(10);
  });
});

test.describe('home page sections streamed after the first screen', () => {
  test.use({ userAgent: PERSON_BROWSER });
  // A browser that has run the portal's scripts before says so with this cookie; only it is streamed to.
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'js', value: '1', url: baseURL! }]);
  });

  test('the first screen does not wait for a slow section, which streams in after it', async ({ page, platform }) => {
    await platform.setFault('ODSFE2_getWinnerBoard', { delayMs: 1500 });
    const response = await page.request.get('/', { headers: { 'user-agent': PERSON_BROWSER, cookie: 'js=1' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The placeholder went out with the first screen; the winners followed in the same document.
    const placeholder = html.indexOf('Loading Winners');
    expect(placeholder).toBeGreaterThan(html.indexOf('Popular games'));
    expect(html.indexOf('class="winners__columns"')).toBeGreaterThan(placeholder);

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Winners' }).getByRole('link', { name: / won / }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Winners' }).getByRole('status')).toHaveCount(0);
  });

  test('a failing streamed section shows its error with Retry while the page answers 200', async ({ page, platform }) => {
    await platform.setFault('ODSFE2_getWinnerBoard', { errorRate: 1 });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const winners = page.getByRole('region', { name: 'Winners' });
    await expect(winners.getByRole('status')).toContainText('could not be loaded');
    // The game sections load as they come near the screen (below).
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Slots', exact: true }).getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('link').nth(1)).toBeVisible();

    await platform.clearFaults();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await winners.getByRole('link', { name: 'Retry' }).click();
    await expect(winners.getByRole('link', { name: / won / }).first()).toBeVisible();
  });

  test("the game sections are not in the document: they load as they come near the screen, and 'more' and a vendor work there", async ({ page }) => {
    const html = await (await page.request.get('/', { headers: { 'user-agent': PERSON_BROWSER, cookie: 'js=1' } })).text();
    expect(html).toContain('Loading Games');
    expect(html).not.toContain('id="section-RNG"');

    await gotoHydrated(page, '/');
    const slots = page.getByRole('region', { name: 'Slots', exact: true });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(slots.getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('region', { name: 'Live Casino', exact: true }).getByRole('article').first()).toBeVisible();
    await slots.getByRole('link', { name: 'More Slots games' }).click();
    await expect(slots.getByRole('article')).toHaveCount(22);
    // The sections fetch their own state: the home route's data is not asked for again.
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (/[=,]home%2FHomePage(?![.\w])/.test(request.url())) reloads.push(request.url());
    });
    await slots.getByRole('navigation').getByRole('link', { name: 'Pragmatic Play' }).click();
    await expect(page).toHaveURL(/section=RNG&vendor=PP/);
    await expect(slots.getByRole('navigation').getByRole('link', { name: 'Pragmatic Play' })).toHaveAttribute('aria-current', 'true');
    await expect(slots.getByRole('article')).toHaveCount(10);
    expect(reloads).toEqual([]);

    // An address with a section's state loads the sections at once and shows that state.
    const asked = page.waitForResponse((response) => response.url().includes('/resources/home-sections?section=RNG&vendor=JDB'));
    await gotoHydrated(page, '/?section=RNG&vendor=JDB#section-RNG');
    await asked;
    await expect(slots.getByRole('navigation').getByRole('link', { name: 'JDB Gaming' })).toHaveAttribute('aria-current', 'true');
    await expect(slots).toBeInViewport();
  });

  test('a visitor who reached the footer before the sections looked for the screen finds them loaded there', async ({ page }) => {
    // A phone, flung to the footer while the sections' code is still on its way (held here): their
    // place is then far above the screen, out of the margin they load within.
    await page.setViewportSize({ width: 360, height: 640 });
    const release = await holdChunk(page, 'GameSection');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const passed = await page.evaluate(() => -document.querySelector('.game-sections')!.getBoundingClientRect().bottom / window.innerHeight);
    expect(passed).toBeGreaterThan(1.5);
    release();
    const slots = page.getByRole('region', { name: 'Slots', exact: true });
    await expect(slots.getByRole('article')).toHaveCount(10);
    // Loaded above the screen, they did not move what the visitor reads.
    await expect(page.getByRole('contentinfo')).toBeInViewport();
  });

  test("the main navigation's vendor menus are added when the pointer or the focus reaches their category", async ({ page }) => {
    const html = await (await page.request.get('/', { headers: { 'user-agent': PERSON_BROWSER, cookie: 'js=1' } })).text();
    expect(html).not.toContain('id="vendor-menu-RNG"');

    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
    const slots = nav.getByRole('list', { name: 'Slots providers' });
    await expect(slots.getByRole('link', { name: 'Pragmatic Play' })).toBeVisible();
    await slots.getByRole('link', { name: 'Pragmatic Play' }).click();
    await expect(page).toHaveURL(/\/rng\?vendor=PP$/);

    // By keyboard: the focus on a category opens its menu, and Tab goes into it.
    await nav.getByRole('link', { name: 'Live Casino', exact: true }).focus();
    const live = nav.getByRole('list', { name: 'Live Casino providers' });
    await expect(live).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(live.getByRole('link').first()).toBeFocused();
  });

  test('game sections that could not be loaded show their error, and Retry loads them', async ({ page }) => {
    await page.route('**/resources/home-sections**', (route) => route.fulfill({ status: 502, json: { error: 'UPSTREAM_UNAVAILABLE' } }));
    allowConsoleErrors(
      page,
      failedLoad(502, /\/resources\/home-sections/, 'the sections answer 502 on purpose'),
      failedNetwork(/\/resources\/home-sections/, 'the connection is lost on purpose'),
    );
    const response = await gotoHydrated(page, '/');
    expect(response?.status()).toBe(200);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const failed = page.getByRole('status').filter({ hasText: 'Games could not be loaded' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular games' }).getByRole('article')).toHaveCount(12);

    await page.unroute('**/resources/home-sections**');
    await failed.getByRole('link', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Slots', exact: true }).getByRole('article')).toHaveCount(10);

    // A lost connection is the same: the section's error, the page stands.
    await page.route('**/resources/home-sections**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('region', { name: 'Slots', exact: true }).getByRole('navigation').getByRole('link', { name: 'Pragmatic Play' }).click();
    await expect(failed).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular games' }).getByRole('article')).toHaveCount(12);
  });

  test('the login dialog opens over the home page and closes back to it without reloading the home page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.data')) reloads.push(decodeURIComponent(request.url()));
    });
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular games' })).toBeVisible();
    await expect(page.locator('dialog:modal')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // Only the dialog's own route was asked for; the home layout (route id home/HomePage, app/routes.ts) kept its data.
    expect(reloads.filter((url) => /[=,]home\/HomePage(?![.\w])/.test(decodeURIComponent(url)))).toEqual([]);
  });

  test('opening a dialog reloads no data; paging the announcements does', async ({ page }) => {
    await gotoHydrated(page, '/');
    // The game sections ask for their own data as they come near the screen (their own request, not a reload).
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Slots', exact: true }).getByRole('article')).toHaveCount(10);
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.data')) reloads.push(request.url());
    });
    await page.getByRole('region', { name: 'Notices' }).getByRole('link').first().click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toBeVisible();
    // Escape closes a modal dialog: wait until the open dialog is modal (its effect has run), or the key finds nothing to close.
    await expect(page.locator('dialog:modal')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await page.getByRole('region', { name: 'Announcements' }).getByRole('link', { name: 'View all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await expect(dialog.getByRole('listitem')).toHaveCount(8);
    expect(reloads).toEqual([]);
    await dialog.getByRole('link', { name: 'Next' }).click();
    await expect(dialog.getByText('Page 2 of 2')).toBeVisible();
    expect(reloads).toHaveLength(1);
    // The shell (root) is not reloaded by a navigation: only the home route's data is asked for.
    expect(reloads[0]).toContain('_routes=home%2FHomePage');
  });
});

test.describe('the header balance', () => {
  test('refreshes alone from /resources/balance, and navigations do not reload the shell', async ({ page }) => {
    await asAccount(page, demo.member);
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const url = decodeURIComponent(request.url());
      // Only the data requests themselves (not the route manifest that names their paths).
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.data') || path.startsWith('/resources/balance')) dataRequests.push(url);
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots', exact: true }).click();
    await expect(page).toHaveURL(/\/rng$/);
    const navigation = dataRequests.find((url) => url.includes('.data'));
    expect(navigation).toMatch(/_routes=/);
    expect(navigation).not.toMatch(/_routes=[^&]*\broot\b/);

    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect.poll(() => dataRequests.filter((url) => url.includes('/resources/balance')).length).toBe(1);
    await page.getByLabel('Show balance').click();
    await expect(page.getByRole('banner').getByText(/\$[\d,]+\.\d{2}/)).toBeVisible();
  });
});

test.describe('the frame and the keyboard', () => {
  test('logging in and registering are a few Tab stops from the top, at a laptop’s and a phone’s width', async ({ page }) => {
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      // The header's on a laptop; on a phone the tab bar's, next after the compact header in the document.
      const actions = viewport.width < 1024 ? page.getByRole('navigation', { name: 'Tab bar' }) : page.getByRole('banner');
      for (const name of ['Log in', 'Register']) {
        expect(await tabStopsTo(page, '/', actions.getByRole('link', { name })), `${name} at ${viewport.width} px`).toBeLessThanOrEqual(10);
      }
    }
  });

  test('the site menu takes focus when it opens and gives it back to its button', async ({ page }) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the site menu opened before its code arrived stays open when it comes, and a link in it then closes it on arrival', async ({ page }) => {
    // Its code loads beside the page's (root.tsx): held here until the menu is open.
    const release = await holdChunk(page, 'SiteMenu');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    release();
    await earlyPartsHydrated(page);
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Game providers' }).click();
    await expect(page).toHaveURL(/\/providers$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('the site menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('takes focus when it opens (its autofocus), as the browser opens it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close' })).toBeFocused();
  });
});
