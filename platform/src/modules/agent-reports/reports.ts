/**
 * The agent centre's reports, read from the roll-ups (migration 0023) and the records tables. Every
 * figure is defined once here, and the tests recompute each one by brute force from the raw bets
 * and ledger lines (tests/integration/platform/agent-reports.test.ts):
 *
 * - team: the agent's accounts below it (account_tree depth ≥ 1); direct: depth 1 only;
 * - turnover: stake of settled bets; valid bets: their valid bet; win/loss: payout − stake (the
 *   players' view: negative when they lost); revenue: stake − payout (the house's view);
 * - deposits/withdrawals: paid ones; first depositors: paid deposits flagged first_deposit;
 * - bonuses/rebates: BONUS and REBATE lines on the players' accounts (a bonus forfeited from the bonus wallet, BONUS_FORFEIT, counts back: migration 0050);
 * - active players: accounts with at least one settled bet in the period;
 * - new members: accounts created in the period; team size: accounts created before its end;
 * - commission (the agent's profit): the team's valid bets per product × the agent's own rebate
 *   rate for that product (account_rebates; without a row, the brand's top rate for an agent
 *   without an upline agent, else 0), rounded down per product and brand day; a longer period's
 *   commission is the sum of its days', so every page and every period preset (day, week, month,
 *   a custom range) shows the same figure to the cent for the same days;
 * - net revenue: revenue − bonuses − rebates.
 */
import { fieldError } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import type { Period } from '../records/zone';
import { checkDates, periodIndexOf, periodIndexSql, reportPeriods, type ReportPeriod } from './periods';

export const MAX_REPORT_DAYS = 366;

export interface AgentRef {
  merchant: string;
  accountId: number;
  zone: string;
}

// ---- rates ------------------------------------------------------------------------------------

/** The agent's rebate rate (basis points) per product; products without a rate answer 0. */
export async function agentRates(db: D1Database, agent: AgentRef): Promise<Map<string, number>> {
  const [products, own, upline] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT product, max_rate_bp FROM rebate_products WHERE merchant_code = ?1').bind(agent.merchant),
    db.prepare('SELECT product, rate_bp FROM account_rebates WHERE account_id = ?1').bind(agent.accountId),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM account_tree t JOIN accounts a ON a.id = t.ancestor_id
        WHERE t.descendant_id = ?1 AND t.depth = 1
          AND a.type IN (SELECT value FROM json_each((SELECT agent_types FROM brand_account_settings WHERE merchant_code = ?2)))`,
      )
      .bind(agent.accountId, agent.merchant),
  ]);
  const hasUplineAgent = Number((upline?.results?.[0] as { n?: number } | undefined)?.n ?? 0) > 0;
  const rates = new Map<string, number>();
  for (const p of (products?.results ?? []) as { product: string; max_rate_bp: number }[]) rates.set(p.product, hasUplineAgent ? 0 : p.max_rate_bp);
  for (const r of (own?.results ?? []) as { product: string; rate_bp: number }[]) rates.set(r.product, r.rate_bp);
  return rates;
}

/** One product's commission for one brand day (the unit that is rounded). */
export const commissionMinor = (validMinor: number, rateBp: number) => Math.floor((validMinor * rateBp) / 10_000);

export interface DayProductValid {
  /** The index of a brand day in the report's days. */
  day: number;
  gameType: string;
  valid: number;
}

/**
 * The commission per (brand day, product) of valid-bet rows (several rows of one day and product,
 * such as direct and indirect downlines, are joined before rounding): the only place the
 * commission is computed, so the overview, its days and the revenue report's periods are sums of
 * the same numbers.
 */
export function dayCommissions(rows: Iterable<DayProductValid>, rates: Map<string, number>): { day: number; gameType: string; commission: number }[] {
  const joined = new Map<string, DayProductValid>();
  for (const r of rows) {
    const key = `${r.day} ${r.gameType}`;
    const at = joined.get(key);
    if (at) at.valid += r.valid;
    else joined.set(key, { ...r });
  }
  return [...joined.values()].map((r) => ({ day: r.day, gameType: r.gameType, commission: commissionMinor(r.valid, rates.get(r.gameType) ?? 0) }));
}

// ---- team overview ----------------------------------------------------------------------------

export interface OverviewFigures {
  teamSize: number;
  newMembers: number;
  firstDepositors: number;
  activePlayers: number;
  depositCount: number;
  deposits: number;
  withdrawalCount: number;
  withdrawals: number;
  bets: number;
  turnover: number;
  validBets: number;
  payout: number;
  winLoss: number;
  bonuses: number;
  rebates: number;
  profit: number;
}

export interface OverviewDay {
  date: string;
  activePlayers: number;
  newMembers: number;
  deposits: number;
  withdrawals: number;
  turnover: number;
  validBets: number;
  winLoss: number;
  profit: number;
}

export interface OverviewAnswer {
  startDate: string;
  endDate: string;
  timeZone: string;
  team: OverviewFigures;
  direct: OverviewFigures;
  days: OverviewDay[];
}

interface Minor {
  teamSize: number;
  newMembers: number;
  firstDepositors: number;
  activePlayers: number;
  depositCount: number;
  deposits: number;
  withdrawalCount: number;
  withdrawals: number;
  bets: number;
  stake: number;
  valid: number;
  payout: number;
  bonuses: number;
  rebates: number;
  profit: number;
}

const zeroMinor = (): Minor => ({
  teamSize: 0,
  newMembers: 0,
  firstDepositors: 0,
  activePlayers: 0,
  depositCount: 0,
  deposits: 0,
  withdrawalCount: 0,
  withdrawals: 0,
  bets: 0,
  stake: 0,
  valid: 0,
  payout: 0,
  bonuses: 0,
  rebates: 0,
  profit: 0,
});

const figures = (m: Minor): OverviewFigures => ({
  teamSize: m.teamSize,
  newMembers: m.newMembers,
  firstDepositors: m.firstDepositors,
  activePlayers: m.activePlayers,
  depositCount: m.depositCount,
  deposits: minorToAmount(m.deposits),
  withdrawalCount: m.withdrawalCount,
  withdrawals: minorToAmount(m.withdrawals),
  bets: m.bets,
  turnover: minorToAmount(m.stake),
  validBets: minorToAmount(m.valid),
  payout: minorToAmount(m.payout),
  winLoss: minorToAmount(m.payout - m.stake),
  bonuses: minorToAmount(m.bonuses),
  rebates: minorToAmount(m.rebates),
  profit: minorToAmount(m.profit),
});

export async function teamOverview(db: D1Database, agent: AgentRef, startDate: string, endDate: string): Promise<OverviewAnswer> {
  checkDates(startDate, endDate, MAX_REPORT_DAYS);
  const days = reportPeriods(startDate, endDate, 'DAY', agent.zone);
  const b0 = days[0]!.b0;
  const b1 = days.at(-1)!.b1;
  const start = days[0]!.start;
  const end = days.at(-1)!.end;
  const idx = periodIndexSql(days, 'r.bucket');
  const [bets, money, active, activeDaily, members, rates] = await Promise.all([
    db
      .prepare(
        `SELECT ${idx} AS idx, r.game_type, t.depth = 1 AS direct, SUM(r.bets) AS bets, SUM(r.stake_minor) AS stake,
                SUM(r.valid_minor) AS valid, SUM(r.payout_minor) AS payout
           FROM account_tree t JOIN report_bet_rollups r ON r.account_id = t.descendant_id AND r.bucket >= ?2 AND r.bucket < ?3
          WHERE t.ancestor_id = ?1 AND t.depth >= 1
          GROUP BY 1, 2, 3`,
      )
      .bind(agent.accountId, b0, b1)
      .all<{ idx: number; game_type: string; direct: number; bets: number; stake: number; valid: number; payout: number }>(),
    db
      .prepare(
        `SELECT ${idx} AS idx, t.depth = 1 AS direct, SUM(r.deposits) AS deposits, SUM(r.deposit_minor) AS deposit_minor,
                SUM(r.first_deposits) AS first_deposits, SUM(r.withdrawals) AS withdrawals, SUM(r.withdraw_minor) AS withdraw_minor,
                SUM(r.bonus_minor) AS bonus, SUM(r.rebate_minor) AS rebate
           FROM account_tree t JOIN report_money_rollups r ON r.account_id = t.descendant_id AND r.bucket >= ?2 AND r.bucket < ?3
          WHERE t.ancestor_id = ?1 AND t.depth >= 1
          GROUP BY 1, 2`,
      )
      .bind(agent.accountId, b0, b1)
      .all<{
        idx: number;
        direct: number;
        deposits: number;
        deposit_minor: number;
        first_deposits: number;
        withdrawals: number;
        withdraw_minor: number;
        bonus: number;
        rebate: number;
      }>(),
    db
      .prepare(
        `SELECT COUNT(DISTINCT r.account_id) AS team, COUNT(DISTINCT CASE WHEN t.depth = 1 THEN r.account_id END) AS direct
           FROM account_tree t JOIN report_bet_rollups r ON r.account_id = t.descendant_id AND r.bucket >= ?2 AND r.bucket < ?3
          WHERE t.ancestor_id = ?1 AND t.depth >= 1 AND r.bets > 0`,
      )
      .bind(agent.accountId, b0, b1)
      .first<{ team: number; direct: number }>(),
    db
      .prepare(
        `SELECT ${idx} AS idx, COUNT(DISTINCT r.account_id) AS n
           FROM account_tree t JOIN report_bet_rollups r ON r.account_id = t.descendant_id AND r.bucket >= ?2 AND r.bucket < ?3
          WHERE t.ancestor_id = ?1 AND t.depth >= 1 AND r.bets > 0
          GROUP BY 1`,
      )
      .bind(agent.accountId, b0, b1)
      .all<{ idx: number; n: number }>(),
    db
      .prepare(
        `SELECT t.depth = 1 AS direct, a.created_at
           FROM account_tree t JOIN accounts a ON a.id = t.descendant_id
          WHERE t.ancestor_id = ?1 AND t.depth >= 1 AND a.created_at < ?2`,
      )
      .bind(agent.accountId, end)
      .all<{ direct: number; created_at: number }>(),
    agentRates(db, agent),
  ]);

  const team = zeroMinor();
  const direct = zeroMinor();
  const daily = days.map(() => zeroMinor());
  for (const r of bets.results) {
    const targets = r.direct ? [team, direct, daily[r.idx]!] : [team, daily[r.idx]!];
    for (const m of targets) {
      m.bets += r.bets;
      m.stake += r.stake;
      m.valid += r.valid;
      m.payout += r.payout;
    }
  }
  // Commission: per brand day and product (the definition above), for the team, the direct line
  // and each day.
  const asDayRows = (rows: typeof bets.results) => rows.map((r) => ({ day: r.idx, gameType: r.game_type, valid: r.valid }));
  for (const c of dayCommissions(asDayRows(bets.results), rates)) {
    team.profit += c.commission;
    daily[c.day]!.profit += c.commission;
  }
  for (const c of dayCommissions(asDayRows(bets.results.filter((r) => r.direct)), rates)) direct.profit += c.commission;
  for (const r of money.results) {
    const targets = r.direct ? [team, direct, daily[r.idx]!] : [team, daily[r.idx]!];
    for (const m of targets) {
      m.depositCount += r.deposits;
      m.deposits += r.deposit_minor;
      m.firstDepositors += r.first_deposits;
      m.withdrawalCount += r.withdrawals;
      m.withdrawals += r.withdraw_minor;
      m.bonuses += r.bonus;
      m.rebates += r.rebate;
    }
  }
  team.activePlayers = active?.team ?? 0;
  direct.activePlayers = active?.direct ?? 0;
  for (const r of activeDaily.results) daily[r.idx]!.activePlayers = r.n;
  for (const m of members.results) {
    team.teamSize += 1;
    if (m.direct) direct.teamSize += 1;
    if (m.created_at >= start) {
      team.newMembers += 1;
      if (m.direct) direct.newMembers += 1;
      const i = days.findIndex((d) => m.created_at >= d.start && m.created_at < d.end);
      if (i >= 0) daily[i]!.newMembers += 1;
    }
  }
  return {
    startDate,
    endDate,
    timeZone: agent.zone,
    team: figures(team),
    direct: figures(direct),
    days: days.map((d, i) => {
      const m = daily[i]!;
      return {
        date: d.from,
        activePlayers: m.activePlayers,
        newMembers: m.newMembers,
        deposits: minorToAmount(m.deposits),
        withdrawals: minorToAmount(m.withdrawals),
        turnover: minorToAmount(m.stake),
        validBets: minorToAmount(m.valid),
        winLoss: minorToAmount(m.payout - m.stake),
        profit: minorToAmount(m.profit),
      };
    }),
  };
}

// ---- shared paging ----------------------------------------------------------------------------

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

function page<T>(rows: T[], q: PageQuery) {
  const start = (q.pageNo - 1) * q.pageSize;
  return { list: rows.slice(start, start + q.pageSize), pageNo: q.pageNo, pageSize: q.pageSize, total: rows.length };
}

/** The member `username` of the agent's team (depth ≥ 1), or a field error. */
async function teamMember(db: D1Database, agent: AgentRef, username: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT a.id FROM accounts a JOIN account_tree t ON t.descendant_id = a.id AND t.ancestor_id = ?3 AND t.depth >= 1
        WHERE a.merchant_code = ?1 AND a.username = ?2`,
    )
    .bind(agent.merchant, username.toLowerCase(), agent.accountId)
    .first<{ id: number }>();
  if (!row) throw fieldError('username', 'not in your team');
  return row.id;
}

// ---- revenue report ---------------------------------------------------------------------------

export interface RevenueQuery extends PageQuery {
  startDate: string;
  endDate: string;
  period: Period;
  gameType?: string;
  sort: 'period' | 'turnover' | 'revenue' | 'commission';
}

export interface RevenueRow {
  periodStart: string;
  periodEnd: string;
  gameType: string;
  bets: number;
  turnover: number;
  validBets: number;
  payout: number;
  revenue: number;
  rateBp: number;
  commission: number;
}

interface RevenueMinor {
  p: ReportPeriod;
  idx: number;
  gameType: string;
  bets: number;
  stake: number;
  valid: number;
  payout: number;
  rateBp: number;
  commission: number;
}

export async function revenueReport(db: D1Database, agent: AgentRef, q: RevenueQuery) {
  checkDates(q.startDate, q.endDate, MAX_REPORT_DAYS);
  const periods = reportPeriods(q.startDate, q.endDate, q.period, agent.zone);
  // Read per brand day, then fold the days into the report's periods: the commission is rounded
  // per day and product (the definition at the top), whatever the period.
  const days = reportPeriods(q.startDate, q.endDate, 'DAY', agent.zone);
  const periodOfDay = days.map((d) => periodIndexOf(periods, d.start));
  const idx = periodIndexSql(days, 'r.bucket');
  const [grouped, rates] = await Promise.all([
    db
      .prepare(
        `SELECT ${idx} AS idx, r.game_type, SUM(r.bets) AS bets, SUM(r.stake_minor) AS stake, SUM(r.valid_minor) AS valid, SUM(r.payout_minor) AS payout
           FROM account_tree t JOIN report_bet_rollups r ON r.account_id = t.descendant_id AND r.bucket >= ?2 AND r.bucket < ?3
          WHERE t.ancestor_id = ?1 AND t.depth >= 1${q.gameType ? ' AND r.game_type = ?4' : ''}
          GROUP BY 1, 2 HAVING SUM(r.bets) > 0`,
      )
      .bind(agent.accountId, days[0]!.b0, days.at(-1)!.b1, ...(q.gameType ? [q.gameType] : []))
      .all<{ idx: number; game_type: string; bets: number; stake: number; valid: number; payout: number }>(),
    agentRates(db, agent),
  ]);
  const byPeriod = new Map<string, RevenueMinor>();
  const rowOf = (i: number, gameType: string) => {
    const key = `${i} ${gameType}`;
    let r = byPeriod.get(key);
    if (!r) {
      r = { p: periods[i]!, idx: i, gameType, bets: 0, stake: 0, valid: 0, payout: 0, rateBp: rates.get(gameType) ?? 0, commission: 0 };
      byPeriod.set(key, r);
    }
    return r;
  };
  for (const d of grouped.results) {
    const r = rowOf(periodOfDay[d.idx]!, d.game_type);
    r.bets += d.bets;
    r.stake += d.stake;
    r.valid += d.valid;
    r.payout += d.payout;
  }
  for (const c of dayCommissions(
    grouped.results.map((d) => ({ day: d.idx, gameType: d.game_type, valid: d.valid })),
    rates,
  ))
    rowOf(periodOfDay[c.day]!, c.gameType).commission += c.commission;
  const rows = [...byPeriod.values()];
  const dir = q.order === 'asc' ? 1 : -1;
  const key = (r: RevenueMinor) =>
    q.sort === 'turnover' ? r.stake : q.sort === 'revenue' ? r.stake - r.payout : q.sort === 'commission' ? r.commission : r.idx;
  rows.sort((a, b) => dir * (key(a) - key(b)) || dir * (a.idx - b.idx) || a.gameType.localeCompare(b.gameType));
  const sum = (pick: (r: RevenueMinor) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const paged = page(rows, q);
  return {
    ...paged,
    list: paged.list.map((r): RevenueRow => ({
      periodStart: r.p.from,
      periodEnd: r.p.to,
      gameType: r.gameType,
      bets: r.bets,
      turnover: minorToAmount(r.stake),
      validBets: minorToAmount(r.valid),
      payout: minorToAmount(r.payout),
      revenue: minorToAmount(r.stake - r.payout),
      rateBp: r.rateBp,
      commission: minorToAmount(r.commission),
    })),
    timeZone: agent.zone,
    totals: {
      bets: sum((r) => r.bets),
      turnover: minorToAmount(sum((r) => r.stake)),
      validBets: minorToAmount(sum((r) => r.valid)),
      payout: minorToAmount(sum((r) => r.payout)),
      revenue: minorToAmount(sum((r) => r.stake - r.payout)),
      commission: minorToAmount(sum((r) => r.commission)),
    },
  };
}

// ---- profit and loss statements ---------------------------------------------------------------

export interface StatementQuery extends PageQuery {
  startDate: string;
  endDate: string;
  period: Period;
  /** A member of the team: the statement of that member's own team (itself included). */
  username?: string;
  sort: 'period' | 'turnover' | 'netRevenue';
}

interface StatementMinor {
  p: ReportPeriod;
  idx: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  stake: number;
  valid: number;
  payout: number;
  bonuses: number;
  rebates: number;
}

export async function statements(db: D1Database, agent: AgentRef, q: StatementQuery) {
  checkDates(q.startDate, q.endDate, MAX_REPORT_DAYS);
  const periods = reportPeriods(q.startDate, q.endDate, q.period, agent.zone);
  const idx = periodIndexSql(periods, 'r.bucket');
  const root = q.username ? await teamMember(db, agent, q.username) : agent.accountId;
  const minDepth = q.username ? 0 : 1;
  const b0 = periods[0]!.b0;
  const b1 = periods.at(-1)!.b1;
  const [bets, money] = await db.batch<Record<string, number>>([
    db
      .prepare(
        `SELECT ${idx} AS idx, SUM(r.bets) AS bets, SUM(r.stake_minor) AS stake, SUM(r.valid_minor) AS valid, SUM(r.payout_minor) AS payout
           FROM account_tree t JOIN report_bet_rollups r ON r.account_id = t.descendant_id AND r.bucket >= ?2 AND r.bucket < ?3
          WHERE t.ancestor_id = ?1 AND t.depth >= ${minDepth} GROUP BY 1`,
      )
      .bind(root, b0, b1),
    db
      .prepare(
        `SELECT ${idx} AS idx, SUM(r.deposit_minor) AS deposits, SUM(r.withdraw_minor) AS withdrawals, SUM(r.bonus_minor) AS bonuses, SUM(r.rebate_minor) AS rebates
           FROM account_tree t JOIN report_money_rollups r ON r.account_id = t.descendant_id AND r.bucket >= ?2 AND r.bucket < ?3
          WHERE t.ancestor_id = ?1 AND t.depth >= ${minDepth} GROUP BY 1`,
      )
      .bind(root, b0, b1),
  ]);
  const byIdx = new Map<number, StatementMinor>();
  const row = (i: number) => {
    let r = byIdx.get(i);
    if (!r) {
      r = { p: periods[i]!, idx: i, deposits: 0, withdrawals: 0, bets: 0, stake: 0, valid: 0, payout: 0, bonuses: 0, rebates: 0 };
      byIdx.set(i, r);
    }
    return r;
  };
  for (const b of (bets?.results ?? []) as Record<string, number>[]) {
    const r = row(b.idx!);
    r.bets += b.bets!;
    r.stake += b.stake!;
    r.valid += b.valid!;
    r.payout += b.payout!;
  }
  for (const m of (money?.results ?? []) as Record<string, number>[]) {
    const r = row(m.idx!);
    r.deposits += m.deposits!;
    r.withdrawals += m.withdrawals!;
    r.bonuses += m.bonuses!;
    r.rebates += m.rebates!;
  }
  const rows = [...byIdx.values()].filter((r) => r.bets || r.deposits || r.withdrawals || r.bonuses || r.rebates);
  const net = (r: StatementMinor) => r.stake - r.payout - r.bonuses - r.rebates;
  const dir = q.order === 'asc' ? 1 : -1;
  const key = (r: StatementMinor) => (q.sort === 'turnover' ? r.stake : q.sort === 'netRevenue' ? net(r) : r.idx);
  rows.sort((a, b) => dir * (key(a) - key(b)) || dir * (a.idx - b.idx));
  const sum = (pick: (r: StatementMinor) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const amounts = (pick: (field: keyof Omit<StatementMinor, 'p' | 'idx'> | 'net') => number) => ({
    deposits: minorToAmount(pick('deposits')),
    withdrawals: minorToAmount(pick('withdrawals')),
    bets: pick('bets'),
    turnover: minorToAmount(pick('stake')),
    validBets: minorToAmount(pick('valid')),
    payout: minorToAmount(pick('payout')),
    winLoss: minorToAmount(pick('payout') - pick('stake')),
    bonuses: minorToAmount(pick('bonuses')),
    rebates: minorToAmount(pick('rebates')),
    netRevenue: minorToAmount(pick('net')),
  });
  const paged = page(rows, q);
  return {
    ...paged,
    list: paged.list.map((r) => ({ periodStart: r.p.from, periodEnd: r.p.to, ...amounts((f) => (f === 'net' ? net(r) : r[f])) })),
    timeZone: agent.zone,
    totals: amounts((f) => sum((r) => (f === 'net' ? net(r) : r[f]))),
  };
}

// ---- downline transactions --------------------------------------------------------------------

export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'TRANSFER_OUT'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface TransactionQuery extends PageQuery {
  startDate: string;
  endDate: string;
  username?: string;
  type?: 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER';
  sort: 'time' | 'amount';
}

export interface TransactionRow {
  id: number;
  time: number;
  username: string;
  type: TransactionType;
  amount: number;
  status: string;
  counterparty: string | null;
}

/**
 * The statuses in which a movement has moved its money: a paid deposit or withdrawal, a completed
 * transfer. Pending, held (not yet paid), refunded, rejected and cancelled movements are listed but
 * never counted in a money total, so the totals equal the overview's and the statements'.
 */
export const MONEY_MOVED = ['PAID', 'COMPLETED'] as const;

/**
 * Deposits, withdrawals and player transfers of the team's members (any status), newest first, each
 * at the time its money moved (a paid deposit when credited, a paid withdrawal when paid out: so
 * the totals equal the overview's and the statements' for the same days) or else when it was made; transfers count for the member who sent (TRANSFER_OUT) or received
 * (TRANSFER_IN) them. Totals: the count of rows, and per type the amount that moved (MONEY_MOVED)
 * over the whole filtered range.
 */
export async function downlineTransactions(db: D1Database, agent: AgentRef, q: TransactionQuery) {
  checkDates(q.startDate, q.endDate, MAX_REPORT_DAYS);
  const days = reportPeriods(q.startDate, q.endDate, 'DAY', agent.zone);
  const start = days[0]!.start;
  const end = days.at(-1)!.end;
  const member = q.username ? await teamMember(db, agent, q.username) : null;
  const parts: string[] = [];
  // A paid deposit stands at the time it was credited and a paid withdrawal at the time it was paid
  // out (as in the overview and the statements); anything else at the time it was made.
  const depositTime = "CASE WHEN d.status = 'PAID' THEN COALESCE(d.settled_at, d.created_at) ELSE d.created_at END";
  const withdrawalTime = "CASE WHEN w.status = 'PAID' THEN COALESCE(w.decided_at, w.created_at) ELSE w.created_at END";
  if (!q.type || q.type === 'DEPOSIT')
    parts.push(`SELECT d.id, ${depositTime} AS time, m.username, 'DEPOSIT' AS type, d.amount_minor AS amount, d.status, NULL AS counterparty
                  FROM team m JOIN deposits d ON d.merchant_code = ?1 AND d.account_id = m.id AND ${depositTime} >= ?3 AND ${depositTime} < ?4`);
  if (!q.type || q.type === 'WITHDRAW')
    parts.push(`SELECT w.id, ${withdrawalTime} AS time, m.username, 'WITHDRAW' AS type, w.amount_minor AS amount, w.status, NULL AS counterparty
                  FROM team m JOIN withdrawals w ON w.merchant_code = ?1 AND w.account_id = m.id AND ${withdrawalTime} >= ?3 AND ${withdrawalTime} < ?4`);
  if (!q.type || q.type === 'TRANSFER') {
    parts.push(`SELECT x.id, x.created_at AS time, m.username, 'TRANSFER_OUT' AS type, x.amount_minor AS amount, x.status, (SELECT username FROM accounts WHERE id = x.to_account_id) AS counterparty
                  FROM team m JOIN transfers x ON x.merchant_code = ?1 AND x.from_account_id = m.id AND x.kind = 'PLAYER' AND x.created_at >= ?3 AND x.created_at < ?4`);
    parts.push(`SELECT x.id, x.created_at AS time, m.username, 'TRANSFER_IN' AS type, x.amount_minor AS amount, x.status, (SELECT username FROM accounts WHERE id = x.from_account_id) AS counterparty
                  FROM team m JOIN transfers x ON x.merchant_code = ?1 AND x.to_account_id = m.id AND x.kind = 'PLAYER' AND x.created_at >= ?3 AND x.created_at < ?4`);
  }
  const team = `WITH team (id, username) AS (
      SELECT a.id, a.username FROM account_tree t JOIN accounts a ON a.id = t.descendant_id
       WHERE t.ancestor_id = ?2 AND t.depth >= 1${member === null ? '' : ' AND a.id = ?5'}),
    moves AS (${parts.join(' UNION ALL ')})`;
  const bind = [agent.merchant, agent.accountId, start, end, ...(member === null ? [] : [member])];
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  const orderBy = q.sort === 'amount' ? `amount ${dir}, time ${dir}, id ${dir}` : `time ${dir}, id ${dir}, type`;
  const [list, totals] = await db.batch<Record<string, unknown>>([
    db
      .prepare(`${team} SELECT * FROM moves ORDER BY ${orderBy} LIMIT ?${bind.length + 1} OFFSET ?${bind.length + 2}`)
      .bind(...bind, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db
      .prepare(
        `${team} SELECT type, COUNT(*) AS n, SUM(CASE WHEN status IN (${MONEY_MOVED.map((x) => `'${x}'`).join(', ')}) THEN amount ELSE 0 END) AS amount FROM moves GROUP BY type`,
      )
      .bind(...bind),
  ]);
  const byType = new Map(((totals?.results ?? []) as { type: TransactionType; n: number; amount: number }[]).map((t) => [t.type, t]));
  const total = [...byType.values()].reduce((s, t) => s + t.n, 0);
  const amountOf = (type: TransactionType) => minorToAmount(byType.get(type)?.amount ?? 0);
  return {
    list: (
      (list?.results ?? []) as {
        id: number;
        time: number;
        username: string;
        type: TransactionType;
        amount: number;
        status: string;
        counterparty: string | null;
      }[]
    ).map((r): TransactionRow => ({ ...r, amount: minorToAmount(r.amount) })),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
    timeZone: agent.zone,
    totals: {
      count: total,
      deposits: amountOf('DEPOSIT'),
      withdrawals: amountOf('WITHDRAW'),
      transfersIn: amountOf('TRANSFER_IN'),
      transfersOut: amountOf('TRANSFER_OUT'),
    },
  };
}
