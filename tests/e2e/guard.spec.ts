import { chooseLanguage, expect, expectAccessible, failedLoad, gotoHydrated, test } from './fixtures';

// The guard's pages answer their status on purpose (maintenance 503, a blocked region 451, a host the
// brand does not list 403), and the browser logs each such document as a failed load. A host other
// than this machine's over plain http is not a secure origin, so the browser ignores the
// Cross-Origin-Opener-Policy it is sent there, and says so; deployed, every host is https.
test.use({
  consoleErrors: {
    allow: [
      failedLoad(503, /\/$/, 'maintenance, on purpose'),
      // An open page's own calls (its live updates, its sections) meet maintenance as it begins
      // under it, before the test reloads it (how an open page learns of it: the test below).
      failedLoad(503, /\/graphql$/, 'maintenance begun under an open page, on purpose'),
      failedLoad(451, /\/$/, 'a blocked region, on purpose'),
      failedLoad(403, /^http:\/\/copy-of-aurora\.example:\d+\/$/, 'a host the brand does not list, on purpose'),
      {
        text: /^The Cross-Origin-Opener-Policy header has been ignored, because the URL's origin was untrustworthy/,
        url: /^http:\/\/[\w-]+\.example:\d+\//,
        because: 'a plain-http host of its own, on purpose',
      },
    ],
  },
});

test.describe('edge guard', () => {
  test('maintenance replaces the app with a localized 503 page that needs no JavaScript', async ({ page, platform, request }) => {
    const end = Date.UTC(2030, 0, 15, 6, 30);
    await platform.setStatus(1, end);
    const response = await page.goto('/');
    expect(response?.status()).toBe(503);
    expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    await expect(page.getByText(/Expected to end: .*2030/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
    expect(await page.locator('script').count()).toBe(0);
    await expectAccessible(page, 'maintenance: the page');

    // Every page, and /home too, but static assets stay reachable.
    expect((await request.get('/home')).status()).toBe(503);
    expect((await request.get('/brand/logo.svg')).status()).toBe(200);

    // In Korean when the visitor chose Korean (before maintenance began).
    await platform.setStatus(0);
    await gotoHydrated(page, '/');
    await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await platform.setStatus(1, end);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { name: '시스템 점검 중' })).toBeVisible();
    await expect(page.getByRole('link', { name: '고객센터 문의' })).toBeVisible();
  });

  test('an open page learns of maintenance within 2 s and shows it without a reload, then comes back when it ends', async ({ page, platform }) => {
    await gotoHydrated(page, '/rng');
    // The brand's public live stream is open (features/live).
    await expect(page.locator('html')).toHaveAttribute('data-site-live', 'open');
    await page.evaluate(() => ((window as unknown as { guardMarker: number }).guardMarker = 5));
    const end = Date.UTC(2030, 0, 15, 6, 30);
    await platform.setStatus(1, end);
    const notice = page.getByRole('dialog', { name: 'System maintenance' });
    await expect(notice).toBeVisible({ timeout: 2000 });
    await expect(notice).toContainText('We are improving our service. Please come back soon.');
    await expect(notice).toContainText(/Expected to end: .*2030/);
    // It is the visitor's to read, not to close.
    await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    await expectAccessible(page, 'maintenance: the notice over an open page');
    await platform.setStatus(0);
    await expect(notice).toBeHidden({ timeout: 2000 });
    // The same document all along.
    expect(await page.evaluate(() => (window as unknown as { guardMarker?: number }).guardMarker)).toBe(5);
  });

  test('a visitor from a blocked country gets the 451 page with their IP', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Test-Country': 'US' });
    const response = await page.goto('/');
    expect(response?.status()).toBe(451);
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText(/Your IP address: \S+/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
  });

  test('a visitor from another country gets the site', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Test-Country': 'KR' });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
  });

  test('platform status 2 restricts the whole brand', async ({ page, platform }) => {
    await platform.setStatus(2);
    const response = await page.goto('/');
    expect(response?.status()).toBe(451);
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await platform.setStatus(0);
    expect((await page.goto('/'))?.status()).toBe(200);
  });
});

// The browser reaches the test server under these names too (playwright.config.ts: host resolver rules).
test.describe('domain check', () => {
  test("a host the brand does not list gets the localized 'invalid address' page, and no data", async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    const response = await page.goto(`http://copy-of-aurora.example:${port}/`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid address' })).toBeVisible();
    await expect(page.getByText('This address is not one of Aurora Play’s. Please contact customer service for the right one.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
    // The API under that name answers no data either (asked from the test runner, by the Host header).
    const api = await page.request.post(`${baseURL}/graphql`, {
      data: { query: '{ systemStatus { state } }' },
      headers: { Host: `copy-of-aurora.example:${port}`, Origin: `http://copy-of-aurora.example:${port}` },
    });
    expect(api.status()).toBe(403);
    expect((await api.json()).errors[0].extensions.code).toBe('INVALID_DOMAIN');
    // The brand's own domain is the site.
    expect((await page.goto(`http://aurora-play.example:${port}/`))?.status()).toBe(200);
  });
});

test.describe('domain check in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('the invalid address page speaks Korean', async ({ page, baseURL }) => {
    await page.goto(`http://copy-of-aurora.example:${new URL(baseURL!).port}/`);
    await expect(page.getByRole('heading', { level: 1, name: '잘못된 주소' })).toBeVisible();
    await expect(page.getByRole('link', { name: '고객센터 문의' })).toBeVisible();
  });
});
