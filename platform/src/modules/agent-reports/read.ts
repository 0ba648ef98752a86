/**
 * The agent reports' read API over the roll-ups (migration 0023), for this module's reports and for
 * other modules (the contracts' settlements read turnover, losses and active players per downline
 * and period here instead of scanning bets).
 *
 * Roll-ups hold UTC quarter-hours. A range whose ends are quarter-hours (every brand day, every hour)
 * is read from the roll-ups alone; any other range (a 5-minute real-time window) reads the whole
 * quarter-hours inside it from the roll-ups and the few minutes at its ends from the bets table, so
 * every function here is exact for any [start, end).
 *
 * What counts is written in the migration: settled bets by bet time; paid deposits and withdrawals;
 * BONUS and REBATE lines. "Team" is account_tree: depth 0 is the account itself.
 */

export const BUCKET_MS = 900_000;

/** The first bucket at or after an instant, and the first at or before it. */
export const bucketCeil = (ms: number) => Math.ceil(ms / BUCKET_MS);
export const bucketFloor = (ms: number) => Math.floor(ms / BUCKET_MS);

export interface BetSums {
  bets: number;
  stakeMinor: number;
  validMinor: number;
  payoutMinor: number;
}

export const emptyBetSums = (): BetSums => ({ bets: 0, stakeMinor: 0, validMinor: 0, payoutMinor: 0 });

export function addBetSums(into: BetSums, add: BetSums): BetSums {
  into.bets += add.bets;
  into.stakeMinor += add.stakeMinor;
  into.validMinor += add.validMinor;
  into.payoutMinor += add.payoutMinor;
  return into;
}

/** The figures a contract needs for one downline (its whole team, itself included) over a period. */
export interface DownlineFigures extends BetSums {
  /** The direct downline account. */
  accountId: number;
  /** What the house kept: stake − payout (a loss of the players when positive). */
  lossMinor: number;
  /** Accounts of the downline's team (itself included) with at least one settled bet in the period. */
  activePlayers: number;
}

/** Which accounts: one account's team below it (depth ≥ 1), or explicit accounts. */
export type Members = { ancestorId: number; includeSelf?: boolean } | { accountIds: readonly number[] };

function membersSql(members: Members, param: number): { sql: string; bind: unknown[] } {
  if ('ancestorId' in members) {
    return {
      sql: `SELECT descendant_id AS id FROM account_tree WHERE ancestor_id = ?${param} AND depth >= ${members.includeSelf ? 0 : 1}`,
      bind: [members.ancestorId],
    };
  }
  return { sql: `SELECT value AS id FROM json_each(?${param})`, bind: [JSON.stringify(members.accountIds)] };
}

interface SumRow {
  account_id: number;
  bets: number;
  stake: number;
  valid: number;
  payout: number;
}

/**
 * Settled-bet sums per account over [start, end), exact for any instants: whole quarter-hours from
 * the roll-ups, the partial ones at the ends from the bets table.
 */
export async function betSumsByAccount(db: D1Database, members: Members, start: number, end: number, gameType?: string): Promise<Map<number, BetSums>> {
  const out = new Map<number, BetSums>();
  if (end <= start) return out;
  const first = bucketCeil(start);
  const last = bucketFloor(end);
  const m = membersSql(members, 1);
  const typeFilter = gameType === undefined ? '' : ' AND r.game_type = ?4';
  const statements: D1PreparedStatement[] = [];
  if (first < last) {
    statements.push(
      db
        .prepare(
          `SELECT r.account_id, SUM(r.bets) AS bets, SUM(r.stake_minor) AS stake, SUM(r.valid_minor) AS valid, SUM(r.payout_minor) AS payout
             FROM (${m.sql}) m JOIN report_bet_rollups r ON r.account_id = m.id AND r.bucket >= ?2 AND r.bucket < ?3${typeFilter}
            GROUP BY r.account_id`,
        )
        .bind(...m.bind, first, last, ...(gameType === undefined ? [] : [gameType])),
    );
  }
  // The edges (or the whole range when it lies inside one quarter-hour).
  const edges: [number, number][] =
    first < last
      ? [
          [start, first * BUCKET_MS],
          [last * BUCKET_MS, end],
        ]
      : [[start, end]];
  for (const [s, e] of edges) {
    if (e <= s) continue;
    statements.push(
      db
        .prepare(
          `SELECT b.account_id, COUNT(*) AS bets, SUM(b.stake_minor) AS stake, SUM(b.valid_minor) AS valid, SUM(b.payout_minor) AS payout
             FROM (${m.sql}) m JOIN bets b ON b.merchant_code = (SELECT merchant_code FROM accounts WHERE id = m.id) AND b.account_id = m.id
              AND b.created_at >= ?2 AND b.created_at < ?3 AND b.status = 'SETTLED'${gameType === undefined ? '' : ' AND b.game_type = ?4'}
            GROUP BY b.account_id`,
        )
        .bind(...m.bind, s, e, ...(gameType === undefined ? [] : [gameType])),
    );
  }
  if (statements.length === 0) return out;
  const results = await db.batch<SumRow>(statements);
  for (const result of results) {
    for (const r of result.results ?? []) {
      const sums = out.get(r.account_id) ?? emptyBetSums();
      addBetSums(sums, { bets: r.bets, stakeMinor: r.stake, validMinor: r.valid, payoutMinor: r.payout });
      out.set(r.account_id, sums);
    }
  }
  return out;
}

/**
 * One row per direct downline of `agentId`, each over that downline's whole team (itself included):
 * turnover, valid bets, payout, the house's take (loss) and active players over [start, end).
 * Downlines without a bet in the period answer zeros.
 */
export async function downlineFigures(db: D1Database, agentId: number, start: number, end: number): Promise<DownlineFigures[]> {
  const { results: tree } = await db
    .prepare(
      `SELECT t1.descendant_id AS child, t2.descendant_id AS member
         FROM account_tree t1 JOIN account_tree t2 ON t2.ancestor_id = t1.descendant_id
        WHERE t1.ancestor_id = ?1 AND t1.depth = 1 ORDER BY t1.descendant_id`,
    )
    .bind(agentId)
    .all<{ child: number; member: number }>();
  const sums = await betSumsByAccount(db, { ancestorId: agentId }, start, end);
  const byChild = new Map<number, DownlineFigures>();
  for (const { child, member } of tree) {
    let row = byChild.get(child);
    if (!row) {
      row = { accountId: child, ...emptyBetSums(), lossMinor: 0, activePlayers: 0 };
      byChild.set(child, row);
    }
    const s = sums.get(member);
    if (s && s.bets > 0) {
      addBetSums(row, s);
      row.activePlayers += 1;
    }
  }
  for (const row of byChild.values()) row.lossMinor = row.stakeMinor - row.payoutMinor;
  return [...byChild.values()];
}

/** The same figures for a whole team below `agentId` (the agent itself excluded), over [start, end). */
export async function teamFigures(db: D1Database, agentId: number, start: number, end: number): Promise<Omit<DownlineFigures, 'accountId'>> {
  const sums = await betSumsByAccount(db, { ancestorId: agentId }, start, end);
  const total = emptyBetSums();
  let active = 0;
  for (const s of sums.values()) {
    addBetSums(total, s);
    if (s.bets > 0) active += 1;
  }
  return { ...total, lossMinor: total.stakeMinor - total.payoutMinor, activePlayers: active };
}
