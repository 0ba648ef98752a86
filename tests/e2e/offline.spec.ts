/**
 * Installable and resilient (ADR 038), in Chromium: the web app manifest and the service
 * worker are installed; with the network off, the home page and a lobby a visitor read open from
 * what the worker kept, and a page it never kept shows the offline page; a member offline meets the
 * offline page, never a page from before they signed in; the browser's install offer becomes "Install
 * the app"; a chunk of an earlier deployment that cannot be loaded brings the page back once with the
 * new build; and a navigation still loading after the spec's 120 s says so and offers to try again.
 */
import type { Page, Route } from '@playwright/test';
import { allowConsoleErrors, chooseLanguage, demo, expect, failedLoad, failedNetwork, gotoHydrated, holdChunk, logIn, test } from './fixtures';

/** Waits until the page is controlled by the portal's service worker (the first load installs it). */
async function underServiceWorker(page: Page) {
  await gotoHydrated(page, '/');
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(script).toMatch(/\/sw\.js$/);
  // Pages loaded from now on go through it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('with the service worker', () => {
  test.use({
    serviceWorkers: 'allow',
    // Offline on purpose: what the service worker did not keep (pictures, the live stream's /graphql)
    // cannot load, nor can the router's discovery of the links the page drew last (the footer's and
    // the site menu's hydrate just after the page: root.tsx), cut by the network going away.
    consoleErrors: {
      allow: [
        failedNetwork(/./, 'the browser is offline on purpose'),
        { text: /^Failed to fetch manifest patches TypeError: Failed to fetch/, because: "the router's discovery of links, cut by going offline on purpose" },
      ],
    },
  });

  test('the manifest and the worker are installed; offline, read pages open from the cache and others show the offline page', async ({ page, context }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Aurora Play', display: 'standalone', start_url: '/?source=app' });
    await underServiceWorker(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await gotoHydrated(page, '/hot');
    await expect(page.getByRole('heading', { name: 'Hot', level: 1 })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Popular games' })).toBeVisible();
      await page.goto('/hot');
      await expect(page.getByRole('heading', { name: 'Hot', level: 1 })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      // Never read: the offline page, with the brand and a way to try again.
      for (const path of ['/live?vendor=EVO', '/member/depositv2']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
        // Trying again asks for the very address asked for, its query too.
        await expect(page.getByRole('link', { name: 'Try again' })).toHaveJSProperty('href', new URL(path, page.url()).href);
      }
    } finally {
      await context.setOffline(false);
    }
  });

  test('the offline page speaks the language the visitor chose', async ({ page, context }) => {
    await underServiceWorker(page);
    await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    // The page told the worker, which fetched the offline page again in Korean.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('offline-page')).match('/offline'))?.headers.get('X-Offline-Language') ?? null))
      .toBe('ko');
    await context.setOffline(true);
    try {
      await page.goto('/live');
      await expect(page.getByRole('heading', { name: '오프라인 상태입니다', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: '다시 시도' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a member offline gets the offline page, never a page kept from before they signed in', async ({ page, context }) => {
    await underServiceWorker(page);
    await gotoHydrated(page, '/hot');
    await logIn(page, demo.down1);
    await gotoHydrated(page, '/hot');
    await expect(page.getByRole('banner')).toContainText('Downline One');
    await context.setOffline(true);
    try {
      for (const path of ['/', '/hot', '/member/transactionHistory']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
        await expect(page.locator('body')).not.toContainText('Downline One');
      }
    } finally {
      await context.setOffline(false);
    }
  });
});

test('the browser’s install offer becomes “Install the app” in the side bar, the site menu and the download page', async ({ page }) => {
  await gotoHydrated(page, '/down');
  await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  // What Chromium sends once the portal qualifies (a headless browser never does on its own).
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> };
    offer.prompt = async () => {
      (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
    };
    offer.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(offer);
  });
  const install = page.getByRole('main').getByRole('button', { name: 'Install the app' });
  await expect(install).toBeVisible();
  await page.getByRole('complementary', { name: 'Quick links' }).getByText('Download the app').click();
  await expect(page.getByRole('complementary', { name: 'Quick links' }).getByRole('button', { name: 'Install the app' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const siteMenu = page.getByRole('dialog', { name: 'Menu' });
  await expect(siteMenu.getByRole('button', { name: 'Install the app' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(siteMenu).toBeHidden();
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  // Offered once: the browser's prompt is spent.
  await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
});

test.describe('a new deployment', () => {
  test.use({ announcementPopup: true });

  test('a chunk of the earlier build that cannot be loaded brings the page back once, with the build that answers', async ({ page }) => {
    let refused = 0;
    allowConsoleErrors(page, failedLoad(404, /\/assets\/AnnouncementPopup-[\w-]+\.js$/, "the earlier build's chunk is gone on purpose"));
    // The announcement pop-up's chunk is loaded after hydration: the first time it is gone, as after a deployment.
    await page.route(/\/assets\/AnnouncementPopup-[\w-]+\.js$/, async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.fulfill({ status: 404, body: 'Not found' });
      } else await route.continue();
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
    expect(refused).toBe(1);
    expect(loads).toBe(2);
  });
});

test('a navigation still loading after 120 s says it takes too long and offers to try again', async ({ page }) => {
  await page.clock.install();
  // The time-out's code loads after hydration; here it arrives only after the clock has passed the
  // 120 s (a link followed at once on a busy phone): the time-out still counts from the
  // navigation's start (features/offline/AppLifecycle.tsx). On a busy machine it came after the
  // click by chance, and the dialog never opened (a flaky failure, 2 December).
  const releaseUpkeep = await holdChunk(page, 'AppUpkeep');
  await gotoHydrated(page, '/');
  // The help centre's data is held unanswered (the network of a train in a tunnel): the navigation
  // is under way while the page's clock runs on to the 120 s of the spec.
  let held: Route | null = null;
  await page.route(
    (url) => url.pathname === '/help.data',
    (route) => {
      held = route;
    },
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  // Bounded: a click that started no client navigation (a document load instead) fails here with
  // the address the page went to, not at the test's limit.
  await expect.poll(() => (held === null ? page.url() : 'held'), { message: 'the FAQ link asks for /help.data', timeout: 30_000 }).toBe('held');
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.navigating)).toBe('true');
  await page.clock.fastForward(121_000);
  releaseUpkeep();
  const stuck = page.getByRole('alertdialog', { name: 'This is taking too long' });
  await expect(stuck).toBeVisible();
  await expect(stuck.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/help');
  await stuck.getByRole('button', { name: 'Close' }).click();
  await expect(stuck).toBeHidden();
  await (held as Route | null)?.abort();
});
