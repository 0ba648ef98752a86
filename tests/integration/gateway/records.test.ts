/**
 * The records through the gateway: transactionHistory, bettingRecords and personalProfit answer
 * the platform's figures in integer minor units (recomputed here from the raw rows), pass filters,
 * sort and paging through, clamp page sizes, and answer null to an anonymous visitor.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '#platform/src/crypto/random';
import { useHarness } from './harness';

const DAY = 86_400_000;
const h = useHarness({ seedAccounts: true });
let token: string;
let memberId: number;

beforeAll(async () => {
  const seeded = await h.dev('POST', '/__dev/seed-history', {});
  expect(seeded.status).toBe(200);
  memberId = (await env.DB.prepare("SELECT id FROM accounts WHERE merchant_code = 'DEMO' AND username = 'demo_member'").first<{ id: number }>())!.id;
  token = `gateway-records-${crypto.randomUUID()}`;
  await env.DB.prepare(
    "INSERT INTO sessions (token_hash, account_id, merchant_code, state, origin, ip, created_at, last_seen_at) VALUES (?1, ?2, 'DEMO', 'ACTIVE', 'LOGIN', '198.51.100.8', ?3, ?3)",
  )
    .bind(await sha256Hex(token), memberId, Date.now())
    .run();
});

const HISTORY = `query ($filter: TransactionFilter!, $page: Int!, $pageSize: Int!, $sort: TransactionSort!, $direction: SortDirection!) {
  transactionHistory(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
    total page pageSize totalIn totalOut net
    items { id time kind type status amount wallet reference method bankName counterparty gameName vendor gameType }
  }
}`;

describe('transactionHistory', () => {
  it('answers minor units that match the journal lines, with the filters passed on', async () => {
    const to = Date.now() + 60_000;
    const from = to - 30 * DAY;
    const { result } = await h.run(
      HISTORY,
      { filter: { from, to, types: ['BET', 'WIN'] }, page: 1, pageSize: 500, sort: 'AMOUNT', direction: 'ASC' },
      { token },
    );
    expect(result.errors).toBeUndefined();
    const page = result.data.transactionHistory;
    const { results } = await env.DB.prepare(
      `SELECT l.amount_minor FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id
        WHERE a.owner_id = ?1 AND a.kind IN ('MAIN', 'VENDOR') AND l.entry_kind IN ('BET', 'WIN') AND l.created_at >= ?2 AND l.created_at < ?3`,
    )
      .bind(memberId, from, to)
      .all<{ amount_minor: number }>();
    expect(page.pageSize).toBe(100);
    expect(page.total).toBe(results.length);
    expect(page.totalIn).toBe(results.filter((r) => r.amount_minor > 0).reduce((s, r) => s + r.amount_minor, 0));
    expect(page.totalOut).toBe(-results.filter((r) => r.amount_minor < 0).reduce((s, r) => s + r.amount_minor, 0));
    expect(page.net).toBe(page.totalIn - page.totalOut);
    expect(page.items[0].amount).toBe(Math.min(...results.map((r) => r.amount_minor)));
    expect(Number.isInteger(page.items[0].amount)).toBe(true);
    expect(page.items.every((m: { type: string }) => m.type === 'BET' || m.type === 'WIN')).toBe(true);
    expect(page.items[0]).toMatchObject({ kind: 'BET', status: 'COMPLETED', wallet: null });
    expect(page.items[0].gameName).toBeTruthy();
    expect(h.binding.requests.at(-1)?.headers.get('ModuleId')).toBe('MEMTRANS3');
  });

  it('is null for an anonymous visitor', async () => {
    const { result } = await h.run(HISTORY, { filter: { from: 0, to: 1 }, page: 1, pageSize: 20, sort: 'TIME', direction: 'DESC' });
    expect(result.data.transactionHistory).toBeNull();
    expect(h.binding.requests).toEqual([]);
  });
});

describe('bettingRecords and personalProfit', () => {
  it('answer the same totals for the same days', async () => {
    const zone = 'Asia/Seoul';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now());
    const fromDate = new Date(Date.parse(today) - 29 * DAY).toISOString().slice(0, 10);
    const { result } = await h.run(
      `query ($bets: BetFilter!, $profit: ProfitFilter!) {
        bettingRecords(filter: $bets, pageSize: 5, sort: STAKE) { total totalStake totalValidBet totalWinLoss items { stake winLoss payout status gameTypeName vendorName } }
        personalProfit(filter: $profit, pageSize: 100) { total totalBets totalStake totalTurnover totalWinLoss items { periodStart periodEnd gameType bets turnover winLoss } }
      }`,
      {
        // The page turns the same calendar days into instants (app/components/date-range/date-range.ts).
        bets: { from: Date.parse(`${fromDate}T00:00:00+09:00`), to: Date.parse(`${today}T00:00:00+09:00`) + DAY },
        profit: { fromDate, toDate: today, timeZone: zone, period: 'WEEK' },
      },
      { token },
    );
    expect(result.errors).toBeUndefined();
    const { bettingRecords: bets, personalProfit: profit } = result.data;
    expect(bets.total).toBeGreaterThan(0);
    expect(profit.totalBets).toBe(bets.total);
    expect(profit.totalStake).toBe(bets.totalStake);
    expect(profit.totalTurnover).toBe(bets.totalValidBet);
    expect(profit.totalWinLoss).toBe(bets.totalWinLoss);
    expect(profit.items.reduce((s: number, r: { winLoss: number }) => s + r.winLoss, 0)).toBe(profit.totalWinLoss);
    const stakes = bets.items.map((b: { stake: number }) => b.stake);
    expect(stakes).toEqual([...stakes].sort((a: number, b: number) => b - a));
    for (const b of bets.items) if (b.status === 'SETTLED') expect(b.winLoss).toBe(b.payout - b.stake);
    expect(profit.items[0].periodStart >= fromDate).toBe(true);
  });
});
