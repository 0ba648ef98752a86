/**
 * The agent reports as demo_agent over a small generated team (the team seed's development route
 * with a small shape; the full seed never runs here): the team overview shows the team and the
 * direct downline for a preset, with charts and their table; the revenue report downloads as a CSV
 * whose totals are the page's; a member outside the team is refused under the field; axe finds
 * nothing serious; Korean once.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator } from '@playwright/test';
import { chooseLanguage, asAgent, expect, expectAccessible, gotoHydrated, platformCodesShown, seedSmallTeam, test } from './fixtures';

test.beforeAll(async ({ playwright }, workerInfo) => {
  const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
  await seedSmallTeam(request);
  await request.dispose();
});

async function csvOf(download: Download): Promise<string[][]> {
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim();
  return text
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')).slice(0, -1));
}

const moneyValues = async (scope: Locator) => scope.locator('data').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('value')));

test('team overview: the team and the direct downline for a preset, charts with their table', async ({ page }) => {
  await asAgent(page);
  await page.getByRole('navigation', { name: 'Agent centre' }).getByRole('link', { name: 'Team overview' }).click();
  await expect(page.getByRole('heading', { name: 'Team overview', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Filters' });
  const table = page.getByRole('table', { name: /^Team figures for \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/ });
  const opening = (await table.locator('caption').textContent())!;
  await form.getByRole('combobox', { name: 'Period' }).selectOption('lastWeek');
  await form.getByRole('button', { name: 'Show' }).press('Enter');
  await expect(page).toHaveURL(/range=lastWeek/);
  // The address changes before the new figures arrive (the page keeps the old ones meanwhile, as a
  // transition does): last week's table is the one with another caption. Just after midnight the
  // opening day's table shows no bets, which the assertions below would read as last week's.
  await expect(table.locator('caption')).not.toHaveText(opening);
  await expect(table).toBeVisible();
  const bets = table.getByRole('row', { name: /^Bets/ }).getByRole('cell');
  expect(Number((await bets.nth(0).textContent())!.replaceAll(',', ''))).toBeGreaterThan(0);
  const teamSize = Number(
    (await table
      .getByRole('row', { name: /^Team size/ })
      .getByRole('cell')
      .nth(0)
      .textContent())!.replaceAll(',', ''),
  );
  const directSize = Number(
    (await table
      .getByRole('row', { name: /^Team size/ })
      .getByRole('cell')
      .nth(1)
      .textContent())!.replaceAll(',', ''),
  );
  expect(teamSize).toBeGreaterThan(directSize);
  const [teamTurnover] = await moneyValues(table.getByRole('row', { name: /^Turnover/ }));
  expect(Number(teamTurnover)).toBeGreaterThan(0);

  // The charts, and the same figures per day as a table whose turnover adds up to the team's.
  await expect(page.getByText('Turnover per day')).toBeVisible();
  await page.getByText('The same figures as a table').click();
  const days = page.getByRole('table', { name: 'The team per day' });
  await expect(days.locator('tbody tr')).toHaveCount(7);
  const perDay = await days.locator('tbody tr td:nth-child(2) data').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('value'))));
  expect(Math.round(perDay.reduce((s, v) => s + v, 0) * 100)).toBe(Math.round(Number(teamTurnover) * 100));
  await expectAccessible(page, 'agent team overview: the figures per day as a table');

  // A preset before the shown period's start (last week, from today's figures) is still sent: the
  // dates' bounds follow the preset's dates (once, on the first of a month, the browser refused it).
  await gotoHydrated(page, '/agentHome/agentTeamOverview?range=today');
  await form.getByRole('combobox', { name: 'Period' }).selectOption('lastWeek');
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/range=lastWeek/);
});

test('revenue report: a CSV with the page’s totals; statements refuse an outsider; in Korean too', async ({ page }) => {
  await asAgent(page);
  await gotoHydrated(page, '/agentHome/agentRevenueReport?range=lastWeek&size=100');
  await expect(page.getByRole('heading', { name: 'Revenue report', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Revenue and commission' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const footer = table.locator('tfoot tr').first();
  const pageTotals = await moneyValues(footer);
  expect(pageTotals).toHaveLength(5);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  const rows = await csvOf(download);
  expect(rows[0]).toEqual(['Period', 'Product', 'Bets', 'Turnover', 'Valid bets', 'Payout', 'Revenue', 'Rate', 'Commission']);
  const total = rows.at(-1)!;
  expect([total[3], total[4], total[5], total[6], total[8]]).toEqual(pageTotals);
  expect(rows.length - 2).toBe(await table.locator('tbody tr').count());

  // A member outside the team: said under the field, the username kept.
  await gotoHydrated(page, '/agentHome/palStatementsAgentCopy?range=lastWeek&username=demo_member');
  const field = page.getByRole('searchbox', { name: 'Member (username)' });
  await expect(field).toHaveValue('demo_member');
  await expect(page.getByRole('alert')).toHaveText('That member is not in your team.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await gotoHydrated(page, '/agentHome/agentRevenueReport?range=lastWeek');
  await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { name: '수익 보고서', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: '수익 및 커미션' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '기간' }).locator('option', { hasText: '지난주' })).toHaveCount(1);

  // Every status and type in the player's words, never a platform code.
  await gotoHydrated(page, '/agentHome/agentDownlineTransactionDetailsCopy?range=last30&size=100');
  const transactions = page.getByRole('table', { name: '하위 회원 거래 내역' });
  await expect(transactions.locator('tbody tr').first()).toBeVisible();
  await expect(transactions.getByRole('cell', { name: '거절 및 환불' }).first()).toBeVisible();
  expect(await platformCodesShown(page)).toEqual([]);
});
