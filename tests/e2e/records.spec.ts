import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { chooseLanguage, test, expect, gotoHydrated, demo, asAccount } from './fixtures';

/** A downloaded CSV as rows of cells (UTF-8 with a byte-order mark, quoted where needed). */
async function csvOf(download: Download): Promise<string[][]> {
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim();
  return text
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')).slice(0, -1));
}

/** The plain decimal behind a <Money> cell (the figure the CSV holds). */
const moneyIn = async (cell: Locator) => cell.locator('data').getAttribute('value');

/** The totals row of a table by its label. */
const footerRow = (table: Locator, label: string) => table.locator('tfoot tr').filter({ has: table.page().getByRole('rowheader', { name: label }) });

/**
 * Applies the filters from the keyboard and waits until the page shows them: the address changes a
 * moment before the new page is drawn (the filters, keyed by the address, are drawn afresh then), so
 * a choice made in between would be drawn away; the document's navigation mark says when it is done.
 */
async function applyFilters(page: Page, address: RegExp) {
  await page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).press('Enter');
  await expect(page).toHaveURL(address);
  await expect(page.locator('html')).not.toHaveAttribute('data-navigating', 'true');
}

test.describe('records', () => {
  test.beforeEach(async ({ page }) => {
    await asAccount(page, demo.member);
  });

  test('transaction history: seeded movements, a preset, type filter, paging and a CSV with the same figures', async ({ page }) => {
    await gotoHydrated(page, '/member');
    await page.getByRole('link', { name: 'Account record' }).click();
    await expect(page.getByRole('heading', { name: 'Account record', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your transactions' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    // A preset: the last 30 days.
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Period' }).selectOption('last30');
    await applyFilters(page, /range=last30/);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 1 of \d+/);

    // Only bets: every row says so, the totals have money out only.
    await filters.getByRole('combobox', { name: 'Type' }).selectOption('BET');
    await applyFilters(page, /type=BET/);
    const types = table.locator('tbody tr td:nth-child(2)');
    await expect(types.first()).toHaveText('Bet');
    expect(new Set(await types.allTextContents())).toEqual(new Set(['Bet']));
    expect(await moneyIn(footerRow(table, 'Money in').locator('td[data-label="Amount"]'))).toBe('0.00');

    // Paging keeps the filters.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/type=BET.*page=2|page=2.*type=BET/);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 2 of \d+/);
    const secondPageFirst = await moneyIn(table.locator('tbody tr').first().locator('td[data-label="Amount"]'));

    // The CSV holds every row of the range, the second page's rows among them, and the same totals.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = await csvOf(download);
    expect(rows[0]).toEqual(['Time (Asia/Seoul)', 'Type', 'Details', 'Status', 'Amount']);
    const body = rows.slice(1, -3);
    const rowCount = Number(/of (\d+)/.exec((await page.getByText(/\d+–\d+ of \d+/).textContent()) ?? '')?.[1]);
    expect(body).toHaveLength(rowCount);
    expect(body.every((row) => row[1] === 'Bet')).toBe(true);
    expect(body.map((row) => row[4])).toContain(secondPageFirst);
    for (const label of ['Money in', 'Money out', 'Net change']) {
      const csvTotal = rows.find((row) => row[0] === label)?.[4];
      expect(csvTotal, label).toBe(await moneyIn(footerRow(table, label).locator('td[data-label="Amount"]')));
    }
    const sum = body.reduce((total, row) => total + Math.round(Number(row[4]) * 100), 0);
    expect((sum / 100).toFixed(2)).toBe(rows.find((row) => row[0] === 'Net change')?.[4]);
  });

  test('transaction history: no bets today (the empty state: the history leaves the last 24 hours free), and a status filter', async ({ page }) => {
    await gotoHydrated(page, '/member/transactionHistory?range=today&type=BET');
    await expect(page.getByRole('table', { name: 'Your transactions' }).getByRole('cell', { name: 'Nothing matches these filters.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden();

    await gotoHydrated(page, '/member/transactionHistory?range=last30&status=REFUNDED');
    const table = page.getByRole('table', { name: 'Your transactions' });
    const statuses = table.locator('tbody tr td:nth-child(4)');
    for (const status of await statuses.allTextContents()) expect(['Refunded', 'Nothing matches these filters.']).toContain(status);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('REFUNDED');
  });

  test('transaction history: a failing platform call is the table error, with the filters and Retry', async ({ page, platform }) => {
    await platform.setFault('ODSFE2_MemTransDet', { errorRate: 1 });
    await gotoHydrated(page, '/member/transactionHistory?range=last30&type=DEPOSIT');
    await expect(page.getByText('Your transactions could not be loaded. Network link abnormal, please retry.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('DEPOSIT');
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden();
    await platform.clearFaults();
    await page.getByRole('link', { name: 'Retry' }).click();
    await expect(page.getByRole('table', { name: 'Your transactions' }).locator('tbody tr td:nth-child(2)').first()).toHaveText('Deposit');
  });

  test('betting records: game type filter, sort by bet, CSV totals', async ({ page }) => {
    await gotoHydrated(page, '/member/personalHistoryCopy?range=last30');
    await expect(page.getByRole('heading', { name: 'Betting record', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your bets' });
    await expect(table.locator('tbody tr').first()).toBeVisible();

    const firstType = (await table.locator('tbody tr').first().getByRole('cell').nth(3).textContent())!;
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Game type' }).selectOption({ label: firstType });
    await applyFilters(page, /gameType=/);
    // The URL changes before the filtered rows arrive: wait for the table to show them.
    await expect.poll(async () => new Set(await table.locator('tbody tr td:nth-child(4)').allTextContents())).toEqual(new Set([firstType]));

    await table.getByRole('link', { name: 'Sort by Bet' }).click();
    await expect(page).toHaveURL(/sort=stake&dir=asc/);
    // The URL changes before the sorted rows arrive: wait for the table to show them.
    const stakes = () => table.locator('tbody tr td:nth-child(5) data').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('value'))));
    await expect
      .poll(async () => {
        const shown = await stakes();
        return shown.length > 1 && shown.every((stake, i) => i === 0 || shown[i - 1]! <= stake);
      })
      .toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const rows = await csvOf(download);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total');
    const footer = footerRow(table, 'Total').getByRole('cell');
    expect(total[4]).toBe(await moneyIn(footer.nth(3)));
    expect(total[6]).toBe(await moneyIn(footer.nth(5)));
  });

  test('profit: by week over a custom period, in Korean too', async ({ page }) => {
    await gotoHydrated(page, '/member/personalProfit');
    await expect(page.getByRole('heading', { name: 'Profit and loss', level: 1 })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Group by' }).selectOption('WEEK');
    await filters.getByRole('combobox', { name: 'Period' }).selectOption('last30');
    await applyFilters(page, /period=WEEK/);
    const table = page.getByRole('table', { name: 'Your profit and loss' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.locator('tbody tr td').first()).toHaveText(/^\d{4}-\d{2}-\d{2}( – \d{4}-\d{2}-\d{2})?$/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const rows = await csvOf(download);
    expect(rows[0]).toEqual(['Period', 'Game type', 'Rounds', 'Bets', 'Turnover', 'Win/loss']);
    expect(rows.at(-1)![5]).toBe(await moneyIn(footerRow(table, 'Total').getByRole('cell').last()));

    await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { name: '손익', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: '손익 내역' })).toBeVisible();
  });
});

test.describe('records without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a plain GET form', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill(demo.member.username);
    await dialog.getByLabel('Password', { exact: true }).fill(demo.member.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.goto('/member/transactionHistory');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('DEPOSIT');
    await page.getByRole('combobox', { name: 'Period' }).selectOption('last30');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/type=DEPOSIT/);
    // The address changes when the new document starts to arrive, before its rows do: wait for one.
    const typeCells = page.getByRole('table', { name: 'Your transactions' }).locator('tbody tr td:nth-child(2)');
    await expect(typeCells.first()).toHaveText('Deposit');
    const types = await typeCells.allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Deposit']));
  });
});
