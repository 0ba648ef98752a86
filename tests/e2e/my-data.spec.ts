/**
 * A player's own data (docs/decisions/063) as a member meets it: the archive is prepared in the
 * background with its progress shown, downloaded only after the password is given again, and
 * holds the member's ledger lines, equal to their account records and their balance; the erasure
 * is refused with a wrong password, then closes the account and logs the member out, and once the
 * operator anonymises it, the agent's revenue report and the brand's books read the same figures.
 * In English on a laptop; the erasure in Korean on a phone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { graphql, paidDeposit } from './cashier';
import {
  chooseLanguage,
  demo,
  expect,
  expectAccessible,
  formRefused,
  FRESH_MEMBER_PASSWORD,
  gotoHydrated,
  registerFreshMember,
  signIn,
  test,
  withoutAnnouncementPopup,
} from './fixtures';

const PAGE = '/member/myData';

// An erasure with a wrong password is refused on purpose (400, the reason under the field).
test.use({ consoleErrors: { allow: [formRefused(PAGE)] } });

/** A new member of demo_agent's team who deposited and played: bets on its agent's report, nothing left on the account. */
async function memberWhoPlayedItAll(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const username = await registerFreshMember(page, prefix, { affiliateCode: 'AURORA01' });
  await paidDeposit(page, request, 50_00);
  const { balance } = await graphql(page, '{ balance { total } }');
  const played = await request.post('/__dev/platform/bet-round', {
    data: { username, roundId: `e2e-${prefix}-${Date.now()}`, stakeMinor: balance.total, payoutMinor: 0 },
  });
  expect(played.ok(), await played.text()).toBeTruthy();
  return username;
}

/** The account records over all time, as the records page reads them (one page of 100 is enough for a new member). */
async function accountRecords(page: Page): Promise<{ total: number; amounts: number[] }> {
  const now = Date.now();
  const { transactionHistory } = await graphql(
    page,
    'query Records($filter: TransactionFilter!) { transactionHistory(filter: $filter, pageSize: 100) { total items { amount } } }',
    { filter: { from: now - 90 * 24 * 3600 * 1000, to: now + 60_000 } },
  );
  return { total: transactionHistory.total, amounts: transactionHistory.items.map((item: { amount: number }) => item.amount) };
}

test('the archive is prepared with its progress, downloads behind the password and holds the ledger lines of the account records', async ({
  page,
  request,
}) => {
  await memberWhoPlayedItAll(page, request, 'dat');
  await gotoHydrated(page, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible();
  await page.getByRole('button', { name: 'Prepare my archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We are preparing your archive.' })).toBeVisible();
  // The page follows the background work by itself until the archive is ready.
  const archive = page.getByRole('list', { name: 'Your archives' }).getByRole('listitem').first();
  await expect(archive).toContainText('Ready', { timeout: 30_000 });
  await expectAccessible(page, 'my data: an archive ready to download');

  // A wrong password: no file, the field says why.
  await archive.getByLabel('Your password').fill('not-my-password');
  await archive.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByLabel('Your password', { exact: true })).toHaveAccessibleDescription(/The password is wrong/);

  await page.getByLabel('Your password', { exact: true }).fill(FRESH_MEMBER_PASSWORD);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readAll(await download.createReadStream())));
  expect(Object.keys(files).sort()).toEqual(['bets.csv', 'data.json', 'deposits.csv', 'ledger.csv', 'withdrawals.csv']);
  const data = JSON.parse(strFromU8(files['data.json']!));
  expect(data.format).toBe(1);
  const ledger = strFromU8(files['ledger.csv']!)
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(ledger[0]).toBe('time,entryId,type,group,status,amount,wallet,reference');
  const lines = ledger.slice(1).map((line) => Math.round(Number(line.split(',')[5]) * 100));
  const records = await accountRecords(page);
  expect(lines).toHaveLength(records.total);
  expect(lines.sort()).toEqual([...records.amounts].sort());
  // The lines add up to the balance: everything deposited was played.
  expect(lines.reduce((sum, amount) => sum + amount, 0)).toBe(0);
});

test.describe('on a phone, in Korean', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the erasure closes the account; once anonymised, the agent’s report and the books read the same', async ({ page, request, browser }) => {
    const username = await memberWhoPlayedItAll(page, request, 'era');
    await page.getByRole('button', { name: 'Menu' }).click();
    await chooseLanguage(page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

    // The agent's revenue report and the brand's books, before.
    const context = await browser.newContext();
    await withoutAnnouncementPopup(context);
    const agent = await context.newPage();
    await signIn(agent, demo.agent);
    const report = async () => {
      await gotoHydrated(agent, '/agentHome/agentRevenueReport?range=today&size=100');
      return agent.getByRole('table', { name: 'Revenue and commission' }).locator('tfoot').innerText();
    };
    const books = async () => (await (await request.get('/__dev/platform/ledger-audit')).json()).value.totals;
    const [reportBefore, booksBefore] = [await report(), await books()];

    await gotoHydrated(page, PAGE);
    const erase = page.locator('#my-data-erase-form');
    await erase.locator('input[name="password"]').fill('not-my-password');
    await erase.locator('input[name="confirm"]').check();
    await erase.locator('button[type="submit"]').click();
    await expect(erase.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'my data: the erasure refused, in Korean on a phone');

    await erase.locator('input[name="password"]').fill(FRESH_MEMBER_PASSWORD);
    await erase.locator('input[name="confirm"]').check();
    await erase.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/privacy\/erased\?erase=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '계정이 해지되었습니다' })).toBeVisible();
    await expectAccessible(page, 'my data: the account closed for erasure, in Korean on a phone');
    await gotoHydrated(page, PAGE);
    await expect(page).toHaveURL(/\/login\?/);

    const erased = await request.post('/__dev/platform/data/erase-now', { data: { username } });
    expect(erased.ok(), await erased.text()).toBeTruthy();
    expect(await report()).toBe(reportBefore);
    expect(await books()).toEqual(booksBefore);
    await context.close();
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
