/**
 * Settling contracts from the bets (docs/decisions/033-contracts.md). Run by the cron trigger
 * every minute (platform/src/index.ts) and by the development route /__dev/contracts/settle with
 * the same code:
 *
 * 1. every contract in force (or ended with periods left) gets one statement per period that has
 *    ended since it was last settled, computed from the settled bets of the downline's whole team
 *    (account_tree) in that period, with the inputs kept beside the amount;
 * 2. salaries are paid at once by the upline (player.send + player.receive, keyed by the
 *    statement: a repeated run pays nothing more); an upline short of money leaves it UNPAID and
 *    the next run tries again;
 * 3. a dividend is DUE: the upline issues it before the deadline; past it, the platform treats it
 *    as refused: it force-issues the dividend (from the upline's wallet when it holds enough, else
 *    from the brand's bonus account) and freezes the upline's account.
 */
import type { Env } from '../../env';
import { walletGate } from '../wallet/wallet-gate';
import type { MoneyErrorCode } from '../ledger/money-command';
import { isTimeZone } from '../records/zone';
import type { ContractRow, StatementRow } from './rows';
import { windowOf } from './periods';
import { settle, type PeriodFigures, type Terms } from './terms';

/** How long an upline has to issue a dividend after its period ends. */
export const DIVIDEND_ISSUE_WINDOW_MS = 24 * 3_600_000;
/** At most this many periods per contract per run (a real-time contract left a day: 288). */
const MAX_PERIODS_PER_RUN = 300;
const MAX_CONTRACTS_PER_RUN = 500;

export interface SettleReport {
  statements: number;
  paid: number;
  forced: number;
  frozen: number;
}

export async function settleContracts(env: Env, now: number): Promise<SettleReport> {
  const report: SettleReport = { statements: 0, paid: 0, forced: 0, frozen: 0 };
  const db = env.DB;
  const { results: contracts } = await db
    .prepare(
      `SELECT * FROM contracts
        WHERE status IN ('ACTIVE', 'TERMINATION_REQUESTED') OR (status = 'TERMINATED' AND started_at IS NOT NULL AND settled_through < ended_at)
        ORDER BY settled_through LIMIT ?1`,
    )
    .bind(MAX_CONTRACTS_PER_RUN)
    .all<ContractRow>();
  const zones = new Map<string, string>();
  for (const contract of contracts) {
    const zone = zones.get(contract.merchant_code) ?? (await brandZone(db, contract.merchant_code));
    zones.set(contract.merchant_code, zone);
    report.statements += await settlePeriods(env, contract, zone, now);
  }
  report.paid += await payUnpaid(env, now);
  const forced = await forceOverdueDividends(env, now);
  report.forced += forced.forced;
  report.frozen += forced.frozen;
  return report;
}

async function brandZone(db: D1Database, merchant: string): Promise<string> {
  const row = await db.prepare('SELECT time_zone FROM brands WHERE merchant_code = ?1').bind(merchant).first<{ time_zone: string }>();
  return row && isTimeZone(row.time_zone) ? row.time_zone : 'UTC';
}

/** One statement per ended period since the contract was last settled. */
async function settlePeriods(env: Env, contract: ContractRow, zone: string, now: number): Promise<number> {
  const db = env.DB;
  const terms = JSON.parse(contract.terms) as Terms;
  const stop = contract.status === 'TERMINATED' && contract.ended_at !== null ? contract.ended_at : Number.POSITIVE_INFINITY;
  let cursor = contract.settled_through ?? contract.started_at ?? now;
  let made = 0;
  for (let i = 0; i < MAX_PERIODS_PER_RUN && cursor < stop; i++) {
    const window = windowOf(cursor, contract.period, zone);
    if (window.end > now) break;
    const to = Math.min(window.end, stop);
    const singleBet = 'tiers' in terms ? 0 : terms.singleBetMinor;
    const figures = await periodFigures(db, contract.merchant_code, contract.downline_id, cursor, to, singleBet);
    const result = settle(contract.kind, terms, figures, window.start);
    const status = result.amountMinor === 0 ? 'NOTHING' : contract.kind === 'DIVIDEND' ? 'DUE' : 'UNPAID';
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO contract_statements (merchant_code, contract_id, kind, upline_id, downline_id, period_start, period_end, bet_count, turnover_minor,
             valid_minor, loss_minor, active_players, won_valid_minor, lost_valid_minor, tier_index, tier, rate_bp, base_minor, amount_minor, status, due_at, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22)
           ON CONFLICT (contract_id, period_start) DO NOTHING`,
        )
        .bind(
          contract.merchant_code,
          contract.id,
          contract.kind,
          contract.upline_id,
          contract.downline_id,
          window.start,
          window.end,
          figures.betCount,
          figures.turnoverMinor,
          figures.validMinor,
          figures.lossMinor,
          result.activePlayers,
          figures.wonValidMinor,
          figures.lostValidMinor,
          result.tierIndex,
          result.tier ? JSON.stringify(result.tier) : null,
          result.rateBp,
          result.baseMinor,
          result.amountMinor,
          status,
          status === 'DUE' ? window.end + DIVIDEND_ISSUE_WINDOW_MS : null,
          now,
        ),
      // Only forward: a run that lost the race to another finds the period settled and moves on.
      db.prepare('UPDATE contracts SET settled_through = ?2 WHERE id = ?1 AND (settled_through IS NULL OR settled_through < ?2)').bind(contract.id, to),
    ]);
    made += inserted?.meta.changes ?? 0;
    cursor = to;
  }
  return made;
}

/** The settled bets of the downline's whole team (the downline included) in [from, to). */
export async function periodFigures(
  db: D1Database,
  merchant: string,
  downlineId: number,
  from: number,
  to: number,
  singleBetMinor: number,
): Promise<PeriodFigures> {
  const { results } = await db
    .prepare(
      `SELECT b.account_id, COUNT(*) AS n, SUM(b.stake_minor) AS stake, SUM(b.valid_minor) AS valid, SUM(b.payout_minor) AS payout,
              SUM(CASE WHEN b.stake_minor >= ?5 AND b.payout_minor > b.stake_minor THEN b.valid_minor ELSE 0 END) AS won,
              SUM(CASE WHEN b.stake_minor >= ?5 AND b.payout_minor < b.stake_minor THEN b.valid_minor ELSE 0 END) AS lost
         FROM account_tree t JOIN bets b ON b.account_id = t.descendant_id AND b.status = 'SETTLED' AND b.settled_at >= ?3 AND b.settled_at < ?4
        WHERE t.ancestor_id = ?2 AND b.merchant_code = ?1
        GROUP BY b.account_id`,
    )
    .bind(merchant, downlineId, from, to, singleBetMinor)
    .all<{ account_id: number; n: number; stake: number; valid: number; payout: number; won: number; lost: number }>();
  const sum = (pick: (r: (typeof results)[number]) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    betCount: sum((r) => r.n),
    turnoverMinor: sum((r) => r.stake),
    validMinor: sum((r) => r.valid),
    lossMinor: sum((r) => r.stake - r.payout),
    playerValidMinor: results.map((r) => r.valid),
    wonValidMinor: sum((r) => r.won),
    lostValidMinor: sum((r) => r.lost),
  };
}

/**
 * The upline pays a statement to the downline: player.send + player.receive keyed by the
 * statement, so a repeat finds the first transfer. The brand's per-transfer limits do not apply
 * (a platform payment). A receive left undone is completed by the transfer sweep.
 */
export async function payFromUpline(
  env: Env,
  row: StatementRow,
  now: number,
  status: 'PAID' | 'FORCED',
): Promise<{ ok: true } | { ok: false; code: MoneyErrorCode; message: string }> {
  const gate = walletGate(env);
  const sent = await gate.execute({
    op: 'player.send',
    merchant: row.merchant_code,
    accountId: row.upline_id,
    key: `contract-statement:${row.id}`,
    toAccountId: row.downline_id,
    amountMinor: row.amount_minor,
    exempt: true,
  });
  if (!sent.ok) return sent;
  const transferId = (sent.value as { transferId: number }).transferId;
  try {
    await gate.execute({ op: 'player.receive', merchant: row.merchant_code, accountId: row.downline_id, transferId });
  } catch (error) {
    console.error(`platform: contract statement ${row.id}: transfer ${transferId} left in flight`, error);
  }
  await env.DB.prepare(
    "UPDATE contract_statements SET status = ?2, paid_at = ?3, payer = 'UPLINE', transfer_id = ?4 WHERE id = ?1 AND status IN ('UNPAID', 'DUE')",
  )
    .bind(row.id, status, now, transferId)
    .run();
  return { ok: true };
}

/** Salaries not paid yet (new, or the upline was short last time). */
async function payUnpaid(env: Env, now: number): Promise<number> {
  const { results } = await env.DB.prepare("SELECT * FROM contract_statements WHERE status = 'UNPAID' ORDER BY id LIMIT 500").all<StatementRow>();
  let paid = 0;
  for (const row of results) {
    const answer = await payFromUpline(env, row, now, 'PAID');
    if (answer.ok) paid++;
    else if (answer.code !== 'wallet.insufficient_balance') console.error(`platform: contract statement ${row.id} unpaid: ${answer.code}`);
  }
  return paid;
}

/**
 * Dividends past their deadline: refused. The platform issues them anyway (from the upline when
 * the wallet holds enough, else from the brand's bonus account) and freezes the upline.
 */
async function forceOverdueDividends(env: Env, now: number): Promise<{ forced: number; frozen: number }> {
  const db = env.DB;
  const { results } = await db
    .prepare("SELECT * FROM contract_statements WHERE status = 'DUE' AND due_at <= ?1 ORDER BY id LIMIT 200")
    .bind(now)
    .all<StatementRow>();
  let forced = 0;
  let frozen = 0;
  for (const row of results) {
    const fromUpline = await payFromUpline(env, row, now, 'FORCED');
    if (!fromUpline.ok) {
      const fromBrand = await walletGate(env).execute({
        op: 'adjust',
        merchant: row.merchant_code,
        accountId: row.downline_id,
        key: `contract-forced:${row.id}`,
        amountMinor: row.amount_minor,
        kind: 'BONUS',
        contra: 'BONUSES',
        reference: `contract-statement:${row.id}`,
      });
      if (!fromBrand.ok) {
        console.error(`platform: contract statement ${row.id} not force-issued: ${fromBrand.code}`);
        continue;
      }
      await db
        .prepare("UPDATE contract_statements SET status = 'FORCED', paid_at = ?2, payer = 'BRAND' WHERE id = ?1 AND status = 'DUE'")
        .bind(row.id, now)
        .run();
    }
    forced++;
    const [freeze] = await db.batch([
      db
        .prepare(
          `INSERT INTO account_freezes (merchant_code, account_id, reason, statement_id, created_at) VALUES (?1, ?2, 'DIVIDEND_NOT_ISSUED', ?3, ?4)
           ON CONFLICT (statement_id) DO NOTHING`,
        )
        .bind(row.merchant_code, row.upline_id, row.id, now),
      db.prepare("UPDATE accounts SET status = 'DISABLED' WHERE id = ?1").bind(row.upline_id),
    ]);
    frozen += freeze?.meta.changes ?? 0;
  }
  return { forced, frozen };
}
