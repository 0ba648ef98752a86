/**
 * Marketing consent per product and channel (docs/decisions/061), as a member and the operator meet
 * it: everything is off for a new member; the member turns casino by e-mail and on the site on,
 * then e-mail off again; the operator's casino campaign by e-mail and on the site then reaches their
 * inbox and not their e-mail, while a sports campaign by e-mail, which they allow, reaches their
 * e-mail. In English on a laptop, in Korean on a phone.
 */
import type { APIRequestContext } from '@playwright/test';
import { freshAddress } from '../fixtures/addresses';
import { freshUsername, REGISTER, registration } from '../fixtures/accounts';
import { chooseLanguage, expect, expectAccessible, gotoHydrated, test } from './fixtures';

const PAGE = '/member/marketingPreferences';

/** A new member with an e-mail address, signed in on the page's browser context. */
async function memberWithEmail(page: import('@playwright/test').Page): Promise<{ username: string; email: string }> {
  const username = freshUsername('mkt');
  const email = `${username}@example.test`;
  const variables = registration(username);
  const response = await page.request.post('/graphql', {
    data: { query: REGISTER, variables: { input: { ...variables.input, email } } },
    headers: { 'X-Test-Client-IP': freshAddress() },
  });
  expect(await response.text()).toContain('"register":{"ok":true');
  return { username, email };
}

/** The operator's campaign (a development route of the reference platform). */
async function campaign(request: APIRequestContext, product: 'CASINO' | 'SPORTS', channels: string[], title: string) {
  const answer = await request.post('/__dev/platform/marketing/send', { data: { product, channels, title, body: `${title}: come and play.` } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

/** The e-mails the development outbox holds for an address, by subject. */
async function emailsTo(request: APIRequestContext, address: string): Promise<string[]> {
  const outbox = await (await request.get('/__dev/platform/outbox')).json();
  return (outbox.value.list as { channel: string; recipient: string; subject: string | null }[])
    .filter((message) => message.channel === 'EMAIL' && message.recipient === address)
    .map((message) => message.subject ?? '');
}

test('a member allows casino on the site but not by e-mail; a casino campaign reaches the inbox only, a sports one the e-mail', async ({ page, request }) => {
  const { username, email } = await memberWithEmail(page);
  await gotoHydrated(page, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing preferences' })).toBeVisible();
  const casino = page.getByRole('group', { name: 'Casino' });
  const sports = page.getByRole('group', { name: 'Sports' });
  // Off until the member turns it on: every box of every product.
  for (const box of await page.locator('form.marketing-form').getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await expectAccessible(page, 'marketing preferences: a new member, everything off');

  await casino.getByLabel('E-mail').check();
  await casino.getByLabel('Messages and pop-ups on this site').check();
  await sports.getByLabel('E-mail').check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences are saved.' })).toBeVisible();
  await casino.getByLabel('E-mail').uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(casino.getByLabel('E-mail')).not.toBeChecked();
  const history = page.getByRole('region', { name: 'Changes you made' });
  await expect(history.getByRole('row').filter({ hasText: 'Casino by E-mail' }).filter({ hasText: 'Turned off' })).toHaveCount(1);
  await expect(history.getByRole('row').filter({ hasText: 'Turned on' })).toHaveCount(3);

  const casinoTitle = `Casino weekend ${username}`;
  const sportsTitle = `Derby night ${username}`;
  await campaign(request, 'CASINO', ['EMAIL', 'SITE'], casinoTitle);
  await campaign(request, 'SPORTS', ['EMAIL', 'SITE'], sportsTitle);

  // By e-mail: the sports campaign only. On the site: the casino campaign only.
  expect(await emailsTo(request, email)).toEqual([sportsTitle]);
  await gotoHydrated(page, '/member/messageV2');
  await expect(page.getByRole('button', { name: `Unread ${casinoTitle}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Unread ${sportsTitle}` })).toHaveCount(0);
});

test.describe('on a phone, in Korean', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the preferences read in Korean, fit the screen and save', async ({ page }) => {
    await memberWithEmail(page);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await chooseLanguage(page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await gotoHydrated(page, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: '마케팅 수신 설정' })).toBeVisible();
    const lottery = page.getByRole('group', { name: '로또' });
    await expect(lottery.getByRole('checkbox')).toHaveCount(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'marketing preferences: in Korean on a phone');
    await lottery.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: '설정 저장' }).click();
    await expect(page.getByRole('status').filter({ hasText: '설정이 저장되었습니다.' })).toBeVisible();
    await expect(lottery.getByRole('checkbox').first()).toBeChecked();
  });
});
