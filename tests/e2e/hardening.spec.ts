/**
 * A session cookie that does not open, in a person's browser: the page works and the browser is
 * left without it. What the Worker answers to such cookies, to bodies that are not forms, to a
 * GraphQL syntax error, and how it writes and moves the session cookie, is HTTP alone:
 * tests/routes/http.test.ts.
 */
import { expect, test, withoutAnnouncementPopup } from './fixtures';

const COOKIE = '__Host-sid';

test.describe('a session cookie that does not open', () => {
  test('leaves the browser without it, on a page that works', async ({ page, context }) => {
    await withoutAnnouncementPopup(page);
    // Set as a page would (CDP refuses a __Host- cookie for an http URL; the browser counts 127.0.0.1
    // as secure), from the offline page: it runs no scripts, so no request of its own carries the
    // cookie back and has it cleared before the check below (the home page's did once in CI).
    await page.goto('/offline');
    await page.evaluate((name) => {
      document.cookie = `${name}=v1.AAAAA; Path=/; Secure; SameSite=Lax`;
    }, COOKIE);
    expect((await context.cookies()).find((cookie) => cookie.name === COOKIE)?.value).toBe('v1.AAAAA');
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === COOKIE)).toBeUndefined();
  });
});
