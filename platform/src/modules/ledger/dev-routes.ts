/**
 * The books checked, as development routes (DEV_TOOLS = "1"):
 *
 * GET /__dev/ledger-check?username=: a player's cached balances beside the sums of their lines.
 *
 * GET /__dev/ledger-audit: the whole platform's books checked against the rules of the ledger
 * (platform/migrations/0009_ledger.sql), for the load test (bench/load.mjs) to read before and
 * after a run. Every brand, every account:
 *
 * - `unbalancedEntries`: journal entries whose lines do not sum to zero, or that have fewer than two;
 * - `walletsOffTheirLines`: accounts whose cached balance differs from the sum of their lines;
 * - `playersBelowZero`: player accounts (owner_id ≠ 0) below zero;
 * - `totals`: per brand, the sum of every balance (always zero: money is never created or
 *   destroyed, only moved) and of the players' money;
 * - `counts`: journal entries by kind beside the business records they belong to (paid deposits,
 *   withdrawals, bets, settled wins, player transfers). (Absolute counts need not agree: the seeds
 *   write history without every record.)
 * - `unmatched`, for the records written at or after `?since=` (ms; 0, every record, by default):
 *   each record against its own journal entry by the entry's key (the *-commands.ts files): a paid
 *   deposit without its `deposit:<id>` entry, a deposit entry whose deposit is not paid, a
 *   withdrawal without its hold, a paid or refunded withdrawal without its decision's entry (or a
 *   withdrawal on hold with one), a bet without its stake's entry, a settled win without its
 *   payout's. An entry key is unique per brand, so nothing can post twice; this finds what did
 *   not post, or posted without its record.
 *
 * Read-only, a handful of aggregate queries over indexed columns; it reads a consistent snapshot
 * (one D1 batch).
 */
import { ok, paramError } from '../../http/envelope';
import { devMerchant } from '../../http/dev-merchant';
import { queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';

/** Journal entry kinds beside the business records that must have moved money once each. */
const COUNTS = {
  depositEntries: "SELECT COUNT(*) AS n FROM journal_entries WHERE kind = 'DEPOSIT'",
  paidDeposits: "SELECT COUNT(*) AS n FROM deposits WHERE status = 'PAID'",
  withdrawHoldEntries: "SELECT COUNT(*) AS n FROM journal_entries WHERE kind = 'WITHDRAW_HOLD'",
  withdrawals: 'SELECT COUNT(*) AS n FROM withdrawals',
  betEntries: "SELECT COUNT(*) AS n FROM journal_entries WHERE kind = 'BET'",
  bets: 'SELECT COUNT(*) AS n FROM bets',
  winEntries: "SELECT COUNT(*) AS n FROM journal_entries WHERE kind = 'WIN'",
  settledWins: "SELECT COUNT(*) AS n FROM bets WHERE status = 'SETTLED' AND payout_minor > 0",
  playerTransferOutEntries: "SELECT COUNT(*) AS n FROM journal_entries WHERE kind = 'PLAYER_TRANSFER_OUT'",
  playerTransfers: "SELECT COUNT(*) AS n FROM transfers WHERE kind = 'PLAYER'",
  journalEntries: 'SELECT COUNT(*) AS n FROM journal_entries',
} as const;

/** Records that did not move money as they say, each by its own entry's key; `?1` is `since`. */
const UNMATCHED = {
  paidDepositsWithoutEntry: `SELECT COUNT(*) AS n FROM deposits d WHERE d.created_at >= ?1 AND d.status = 'PAID'
      AND NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.merchant_code = d.merchant_code AND e.entry_key = 'deposit:' || d.id)`,
  depositEntriesWithoutPaidDeposit: `SELECT COUNT(*) AS n FROM journal_entries e WHERE e.kind = 'DEPOSIT' AND e.created_at >= ?1
      AND NOT EXISTS (SELECT 1 FROM deposits d WHERE d.merchant_code = e.merchant_code AND e.entry_key = 'deposit:' || d.id AND d.status = 'PAID')`,
  withdrawalsWithoutHold: `SELECT COUNT(*) AS n FROM withdrawals w WHERE w.created_at >= ?1
      AND NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.merchant_code = w.merchant_code AND e.entry_key = 'withdrawal:' || w.id || ':hold')`,
  decisionsWithoutEntry: `SELECT COUNT(*) AS n FROM withdrawals w WHERE w.created_at >= ?1 AND w.status IN ('PAID', 'REFUNDED')
      AND NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.merchant_code = w.merchant_code
        AND e.entry_key = 'withdrawal:' || w.id || CASE w.status WHEN 'PAID' THEN ':paid' ELSE ':refund' END)`,
  heldWithDecisionEntry: `SELECT COUNT(*) AS n FROM withdrawals w WHERE w.created_at >= ?1 AND w.status = 'HELD'
      AND EXISTS (SELECT 1 FROM journal_entries e WHERE e.merchant_code = w.merchant_code
        AND e.entry_key IN ('withdrawal:' || w.id || ':paid', 'withdrawal:' || w.id || ':refund'))`,
  betsWithoutEntry: `SELECT COUNT(*) AS n FROM bets b WHERE b.created_at >= ?1 AND b.status <> 'VOID'
      AND NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.merchant_code = b.merchant_code AND e.entry_key = 'bet:' || b.round_id)`,
  winsWithoutEntry: `SELECT COUNT(*) AS n FROM bets b WHERE b.created_at >= ?1 AND b.status = 'SETTLED' AND b.payout_minor > 0
      AND NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.merchant_code = b.merchant_code AND e.entry_key = 'win:' || b.round_id)`,
} as const;

export async function ledgerAudit(ctx: BaseContext): Promise<Response> {
  const db = ctx.env.DB;
  const sinceParam = ctx.url.searchParams.get('since') ?? '0';
  if (!/^\d{1,16}$/.test(sinceParam)) throw paramError('since: a time in milliseconds');
  const since = Number(sinceParam);
  const checks = [
    db.prepare(
      `SELECT COUNT(*) AS n FROM (SELECT e.id FROM journal_entries e LEFT JOIN journal_lines l ON l.entry_id = e.id
        GROUP BY e.id HAVING COALESCE(SUM(l.amount_minor), 0) <> 0 OR COUNT(l.entry_id) < 2)`,
    ),
    db.prepare(
      `SELECT COUNT(*) AS n FROM ledger_accounts a
        WHERE a.balance_minor <> COALESCE((SELECT SUM(l.amount_minor) FROM journal_lines l WHERE l.account_id = a.id), 0)`,
    ),
    db.prepare('SELECT COUNT(*) AS n FROM ledger_accounts WHERE owner_id <> 0 AND balance_minor < 0'),
    db.prepare(
      `SELECT merchant_code AS merchant, SUM(balance_minor) AS totalMinor,
              SUM(CASE WHEN owner_id <> 0 THEN balance_minor ELSE 0 END) AS playersMinor
         FROM ledger_accounts GROUP BY merchant_code ORDER BY merchant_code`,
    ),
    ...Object.values(COUNTS).map((sql) => db.prepare(sql)),
    ...Object.values(UNMATCHED).map((sql) => db.prepare(sql).bind(since)),
  ];
  const [unbalanced, off, negative, totals, ...rest] = await db.batch<Record<string, number | string>>(checks);
  const counted = rest.slice(0, Object.keys(COUNTS).length);
  const unmatched = rest.slice(Object.keys(COUNTS).length);
  const n = (result: D1Result<Record<string, number | string>> | undefined) => Number(result?.results?.[0]?.n ?? 0);
  return ok({
    unbalancedEntries: n(unbalanced),
    walletsOffTheirLines: n(off),
    playersBelowZero: n(negative),
    totals: (totals?.results ?? []).map((row) => ({
      merchant: String(row.merchant),
      totalMinor: Number(row.totalMinor),
      playersMinor: Number(row.playersMinor),
    })),
    counts: Object.fromEntries(Object.keys(COUNTS).map((name, i) => [name, n(counted[i])])),
    since,
    unmatched: Object.fromEntries(Object.keys(UNMATCHED).map((name, i) => [name, n(unmatched[i])])),
  });
}

export async function ledgerCheck(ctx: BaseContext): Promise<Response> {
  const { username } = queryObject(ctx.url);
  const merchant = devMerchant(ctx);
  if (!username) throw paramError('username: not empty');
  const { results } = await ctx.env.DB.prepare(
    `SELECT a.kind, a.vendor_code AS vendor, a.balance_minor AS cachedMinor,
            COALESCE((SELECT SUM(l.amount_minor) FROM journal_lines l WHERE l.account_id = a.id), 0) AS linesMinor,
            (SELECT COUNT(*) FROM journal_lines l WHERE l.account_id = a.id) AS lines
       FROM ledger_accounts a WHERE a.merchant_code = ?1 AND a.owner_id = (SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2)
      ORDER BY a.kind, a.vendor_code`,
  )
    .bind(merchant, username.toLowerCase())
    .all<{ kind: string; vendor: string; cachedMinor: number; linesMinor: number; lines: number }>();
  return ok({ username, accounts: results, consistent: results.every((r) => r.cachedMinor === r.linesMinor) });
}

export const ledgerDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/ledger-check', faultKey: '', methods: { GET: ledgerCheck } },
  { kind: 'dev', path: '/__dev/ledger-audit', faultKey: '', methods: { GET: ledgerAudit } },
];
