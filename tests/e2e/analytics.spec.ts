/**
 * The brand's analytics with the visitor's consent (docs/decisions/045-analytics-with-consent.md):
 * the demo brand names a Google Analytics id (G-AURORA0001); nothing of Google's loads before the
 * visitor allows it, and everything stops when they stop it. Google's script never leaves this
 * machine: the tests answer it themselves (a stand-in that only says it ran).
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectHydrated, gotoHydrated, test } from './fixtures';

const GOOGLE = /^https:\/\/[a-z0-9.-]*(googletagmanager|google-analytics|analytics\.google)\.com\//;

/** Every request to Google the page makes, answered here (gtag.js by a stand-in, the rest empty). */
async function watchGoogle(page: Page) {
  const asked: string[] = [];
  await page.route(GOOGLE, async (route) => {
    asked.push(route.request().url());
    const isScript = route.request().url().includes('/gtag/js');
    await route.fulfill({ status: 200, contentType: isScript ? 'text/javascript' : 'text/plain', body: isScript ? 'window.gtagStandIn = true;' : '' });
  });
  return asked;
}

/** What the page has told Google Analytics so far (its data layer, as plain arrays). */
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));

const notice = (page: Page) => page.getByRole('region', { name: 'Analytics cookies' });
const footerChoice = (page: Page) => page.getByRole('contentinfo').getByRole('region', { name: 'Analytics', exact: true });

test('nothing of Google loads before an answer; allowing starts analytics without a reload, a page view per address, and stopping removes its cookies', async ({
  page,
  context,
}) => {
  const asked = await watchGoogle(page);
  const response = await gotoHydrated(page, '/');
  // The page may load it (its CSP allows Google's hosts) but asks first.
  expect(response?.headers()['content-security-policy']).toContain('https://*.google-analytics.com');
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('May Aurora Play count visits with Google Analytics?');
  await page.getByRole('link', { name: 'Slots', exact: true }).first().click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(notice(page)).toBeVisible();
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => 'gtag' in window)).toBe(false);

  // Allowed: the same page, no new document, Google Analytics started with analytics only.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await expectHydrated(notice(page).getByRole('button', { name: 'Allow analytics' }));
  await notice(page).getByRole('button', { name: 'Allow analytics' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(footerChoice(page)).toContainText('Your visits are counted with Google Analytics, as you allowed.');
  await expect.poll(() => asked.filter((url) => url.includes('/gtag/js?id=G-AURORA0001')).length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const setup = await dataLayer(page);
  expect(setup).toContainEqual([
    'consent',
    'default',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
  ]);
  expect(setup).toContainEqual([
    'config',
    'G-AURORA0001',
    { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false, cookie_domain: 'none' },
  ]);
  const views = async () =>
    (await dataLayer(page))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
      .map((entry) => (entry[2] as { page_location: string }).page_location);
  await expect.poll(views).toEqual([expect.stringMatching(/\/rng$/)]);

  // A page view per address, its path only (a query can carry a reset token).
  await page.getByRole('link', { name: 'Promotions' }).first().click();
  await expect(page).toHaveURL(/\/promotions/);
  await expect.poll(views).toEqual([expect.stringMatching(/\/rng$/), expect.stringMatching(/\/promotions$/)]);
  await page.goto('/hot?resetPasswordToken=secret-token');
  await expect.poll(async () => JSON.stringify(await dataLayer(page))).toContain('/hot');
  expect(JSON.stringify(await dataLayer(page))).not.toContain('secret-token');
  expect(asked.some((url) => url.includes('secret-token'))).toBe(false);

  // Stopped: consent taken back at once, and Google's cookies on this host removed.
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.123.456', url: page.url() },
    { name: '_ga_AURORA0001', value: 'GS1.1.789', url: page.url() },
  ]);
  await footerChoice(page).getByRole('button', { name: 'Stop counting my visits' }).click();
  await expect(footerChoice(page)).toContainText('Your visits are not counted.');
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'))).toEqual([]);
  expect(await dataLayer(page)).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  // And the next document loads nothing of Google's.
  const before = asked.length;
  await gotoHydrated(page, '/live');
  await expect(notice(page)).toHaveCount(0);
  expect(asked.length).toBe(before);
  expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
});

test('No thanks: nothing of Google on any page, and the question is not asked again', async ({ page }) => {
  const asked = await watchGoogle(page);
  await gotoHydrated(page, '/');
  await expectHydrated(notice(page).getByRole('button', { name: 'No thanks' }));
  await notice(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(notice(page)).toHaveCount(0);
  // The focus goes to the page, not back to the document's start.
  await expect(page.locator('#main')).toBeFocused();
  await expect(footerChoice(page)).toContainText('Your visits are not counted.');
  for (const path of ['/hot', '/promotions', '/']) {
    await gotoHydrated(page, path);
    await expect(notice(page)).toHaveCount(0);
  }
  expect(asked).toEqual([]);
});

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('the question and the answer speak Korean', async ({ page }) => {
    await watchGoogle(page);
    await gotoHydrated(page, '/');
    const question = page.getByRole('region', { name: '분석 쿠키' });
    await expect(question).toContainText('Google 애널리틱스로 방문을 집계해도 될까요?');
    await question.getByRole('button', { name: '분석 허용' }).click();
    await expect(page.getByRole('contentinfo').getByRole('region', { name: '분석', exact: true })).toContainText(
      '동의하신 대로 Google 애널리틱스로 방문을 집계합니다.',
    );
    await expectAccessible(page, 'footer: analytics allowed, in Korean');
  });
});
