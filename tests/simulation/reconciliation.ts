/**
 * The reconciliation harness: a random history for a team of four levels under one
 * agent (bets of every game type and status, deposits, withdrawals and transfers in every status,
 * bonuses and rebates on the ledger, members joining over time), written through the platform's
 * own migrations and triggers into an in-memory database, and every figure of the agent and member
 * reports read by the platform's own functions and compared with a brute-force recomputation from
 * the raw rows, for every period preset of the pages, in the brand's time zone. Two pages that show
 * the same figure must agree to the cent. Everything is a pure function of the seed.
 */
import type { Database } from 'sql.js';
import { presetRange, type DatePreset } from '../../app/components/date-range/date-range';
import { createPrng, type Prng } from '../../platform/seed/prng';
import { brandAccount, move, player, postingStatements } from '../../platform/src/modules/ledger/journal';
import { downlineTransactions, revenueReport, statements, teamOverview, type AgentRef } from '../../platform/src/modules/agent-reports/reports';
import { memberBets } from '../../platform/src/modules/records/bets';
import { memberProfit } from '../../platform/src/modules/records/profit';
import { memberTransactions } from '../../platform/src/modules/records/transactions';
import { addDays, dateIn, dayStartMs } from '../../platform/src/modules/records/zone';
import { FakeD1, migratedDatabase, openDatabase } from './d1-sqljs';

export const MERCHANT = 'REC';
const DAY = 86_400_000;
/** Zones with daylight saving (New York, London), a quarter-hour offset (Kathmandu), Seoul and UTC. */
export const ZONES = ['Asia/Seoul', 'America/New_York', 'Asia/Kathmandu', 'Europe/London', 'UTC'] as const;
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'SPORTS'] as const;
export const PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'last7', 'last30', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'];
const PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;

interface Account {
  id: number;
  parent: number | null;
  agent: boolean;
  created: number;
}
interface Bet {
  account: number;
  type: string;
  stake: number;
  valid: number;
  payout: number;
  status: 'SETTLED' | 'OPEN' | 'VOID';
  at: number;
}
interface Deposit {
  id: number;
  account: number;
  amount: number;
  status: 'PENDING' | 'PAID' | 'CANCELLED' | 'REJECTED' | 'HELD';
  first: number;
  at: number;
  settled: number | null;
}
interface Withdrawal {
  id: number;
  account: number;
  amount: number;
  status: 'HELD' | 'PAID' | 'REFUNDED';
  at: number;
  decided: number | null;
}
interface Credit {
  account: number;
  kind: 'BONUS' | 'REBATE';
  amount: number;
  at: number;
}

export interface World {
  seed: number;
  zone: string;
  now: number;
  accounts: Account[];
  bets: Bet[];
  deposits: Deposit[];
  withdrawals: Withdrawal[];
  credits: Credit[];
  /** The agents' own rebate rates (basis points) per product. */
  rates: Map<number, Map<string, number>>;
  d1: FakeD1;
  db: Database;
}

let template: Uint8Array | null = null;

async function freshDatabase(): Promise<Database> {
  if (!template) {
    const db = await migratedDatabase();
    db.run(`INSERT INTO brands (merchant_code, name, main_domain) VALUES ('${MERCHANT}', 'Reconciliation', 'rec.example')`);
    db.run(`INSERT INTO brand_account_settings (merchant_code, agent_types) VALUES ('${MERCHANT}', '[1]')`);
    GAME_TYPES.forEach((type, i) => db.run(`INSERT OR IGNORE INTO game_types (code, name_en, name_ko, sort) VALUES ('${type}', '${type}', '${type}', ${i})`));
    template = db.export();
    db.close();
  }
  return openDatabase(template);
}

/** A random world of one seed: the team, its history up to `now`, written to a fresh database. */
export async function buildWorld(seed: number): Promise<World> {
  const p = createPrng(0x5eed0000 + seed);
  const zone = ZONES[seed % ZONES.length]!;
  // Noon UTC on a day that moves with the seed across a year, so ranges cross DST changes and months.
  const now = Date.UTC(2026, 0, 1, 12) + ((seed * 17) % 365) * DAY + p.int(0, 23) * 3_600_000 + p.int(0, 3) * 900_000;
  const db = await freshDatabase();
  const d1 = new FakeD1(db, async () => undefined);
  db.run(`UPDATE brands SET time_zone = '${zone}' WHERE merchant_code = '${MERCHANT}'`);

  // The team: a root agent, agents and members on three levels below it.
  const accounts: Account[] = [];
  const add = (parent: number | null, agent: boolean) => {
    const account = { id: accounts.length + 1, parent, agent, created: now - p.int(0, 120) * DAY - p.int(0, DAY - 1) };
    accounts.push(account);
    return account;
  };
  const root = add(null, true);
  root.created = now - 400 * DAY;
  for (let a = 0; a < p.int(1, 3); a++) {
    const l1 = add(root.id, true);
    for (let m = 0; m < p.int(1, 2); m++) add(l1.id, false);
    for (let b = 0; b < p.int(0, 2); b++) {
      const l2 = add(l1.id, true);
      for (let m = 0; m < p.int(1, 3); m++) add(l2.id, false);
    }
  }
  for (let m = 0; m < p.int(1, 3); m++) add(root.id, false);
  for (const a of accounts) {
    db.run(
      `INSERT INTO accounts (id, merchant_code, username, nickname, type, parent_id, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
       VALUES (?, '${MERCHANT}', ?, ?, ?, ?, 'X', 1, 's', 'h', 0, ?)`,
      [a.id, `u${a.id}`, `U${a.id}`, a.agent ? 1 : 0, a.parent, a.created],
    );
  }

  // Rates: the brand's products, the root's own rates for some, one level-one agent's for some.
  const rates = new Map<number, Map<string, number>>();
  for (const type of GAME_TYPES)
    db.run(`INSERT INTO rebate_products (merchant_code, product, max_rate_bp) VALUES ('${MERCHANT}', ?, ?)`, [type, p.int(0, 300)]);
  const brandMax = new Map(GAME_TYPES.map((t) => [t, Number(db.exec(`SELECT max_rate_bp FROM rebate_products WHERE product = '${t}'`)[0]!.values[0]![0])]));
  for (const agent of accounts.filter((a) => a.agent)) {
    const own = new Map<string, number>();
    for (const type of GAME_TYPES) own.set(type, agent.parent === null ? brandMax.get(type)! : 0);
    if (agent.parent === null || agent.parent === root.id) {
      for (const type of GAME_TYPES) {
        if (!p.chance(0.5)) continue;
        const bp = p.int(0, 250);
        own.set(type, bp);
        db.run('INSERT INTO account_rebates (account_id, product, rate_bp, updated_at) VALUES (?, ?, ?, 0)', [agent.id, type, bp]);
      }
    }
    rates.set(agent.id, own);
  }

  const players = accounts.filter((a) => a.id !== root.id);
  const when = (a: Account) => p.int(Math.max(a.created, now - 100 * DAY), now - 1);
  const bets: Bet[] = [];
  for (const a of players) {
    for (let i = p.int(5, 40); i > 0; i--) {
      const stake = p.int(1, 50_000);
      bets.push({
        account: a.id,
        type: p.pick(GAME_TYPES),
        stake,
        valid: p.chance(0.7) ? stake : Math.floor(stake * p.next()),
        payout: p.chance(0.5) ? 0 : p.int(0, stake * 3),
        status: p.weighted([
          ['SETTLED', 90],
          ['OPEN', 5],
          ['VOID', 5],
        ] as const),
        at: when(a),
      });
    }
  }
  const deposits: Deposit[] = [];
  const withdrawals: Withdrawal[] = [];
  const credits: Credit[] = [];
  for (const a of players) {
    let first = true;
    for (let i = p.int(0, 6); i > 0; i--) {
      const at = when(a);
      const status = p.weighted([
        ['PAID', 70],
        ['PENDING', 10],
        ['CANCELLED', 10],
        ['REJECTED', 10],
        // A late payment of a cancelled order held for the operator: listed, never counted.
        ['HELD', 3],
      ] as const);
      // Paid up to three days later (across midnights and month ends), never after now.
      const settled = status === 'PAID' ? Math.min(now - 1, at + p.int(0, 3 * DAY)) : null;
      deposits.push({ id: deposits.length + 1, account: a.id, amount: p.int(100, 500_000), status, first: status === 'PAID' && first ? 1 : 0, at, settled });
      if (status === 'PAID') first = false;
    }
    for (let i = p.int(0, 4); i > 0; i--) {
      const at = when(a);
      const status = p.weighted([
        ['PAID', 60],
        ['REFUNDED', 25],
        ['HELD', 15],
      ] as const);
      const decided = status === 'HELD' ? null : Math.min(now - 1, at + p.int(0, 2 * DAY));
      withdrawals.push({ id: withdrawals.length + 1, account: a.id, amount: p.int(100, 300_000), status, at, decided });
    }
    for (let i = p.int(0, 4); i > 0; i--) credits.push({ account: a.id, kind: p.chance(0.6) ? 'BONUS' : 'REBATE', amount: p.int(1, 20_000), at: when(a) });
  }
  for (const [i, b] of bets.entries()) {
    db.run(
      `INSERT INTO bets (merchant_code, account_id, round_id, game_name, vendor_code, game_type, stake_minor, valid_minor, payout_minor, status, created_at, settled_at)
       VALUES ('${MERCHANT}', ?, ?, 'Game', 'V', ?, ?, ?, ?, ?, ?, ?)`,
      [b.account, `r${i}`, b.type, b.stake, b.valid, b.payout, b.status, b.at, b.status === 'SETTLED' ? b.at + 60_000 : null],
    );
  }
  for (const d of deposits) {
    db.run(
      `INSERT INTO deposits (id, merchant_code, account_id, method_code, bank_type, amount_minor, status, provider_ref, first_deposit, created_at, settled_at)
       VALUES (?, '${MERCHANT}', ?, 'BANK', 'BANK', ?, ?, ?, ?, ?, ?)`,
      [d.id, d.account, d.amount, d.status, `ref${d.id}`, d.first, d.at, d.settled],
    );
  }
  for (const w of withdrawals) {
    db.run(
      `INSERT INTO withdrawals (id, merchant_code, account_id, amount_minor, status, card, created_at, decided_at) VALUES (?, '${MERCHANT}', ?, ?, ?, '{}', ?, ?)`,
      [w.id, w.account, w.amount, w.status, w.at, w.decided],
    );
  }
  for (const [i, c] of credits.entries()) {
    await d1.batch(
      postingStatements(
        { db: d1.asD1(), merchant: MERCHANT, currency: 'USD', now: c.at },
        { kind: c.kind, key: `credit:${i}`, lines: move(brandAccount('BONUSES'), player(c.account), c.amount) },
      ) as never,
    );
  }
  return { seed, zone, now, accounts, bets, deposits, withdrawals, credits, rates, d1, db };
}

// ---- brute force ------------------------------------------------------------------------------

const depth = (w: World, root: number, id: number) => {
  let d = 0;
  for (let at: number | null = id; at !== null; at = w.accounts[at - 1]!.parent, d++) if (at === root) return d;
  return -1;
};

/** An agent's figures over [start, end), recomputed from the raw rows (reports.ts's definitions). */
export function bruteOverview(w: World, agent: number, start: number, end: number, directOnly: boolean) {
  const inScope = (id: number) => {
    const d = depth(w, agent, id);
    return directOnly ? d === 1 : d >= 1;
  };
  const inRange = (t: number | null) => t !== null && t >= start && t < end;
  const bets = w.bets.filter((b) => b.status === 'SETTLED' && inScope(b.account) && inRange(b.at));
  const deposits = w.deposits.filter((d) => d.status === 'PAID' && inScope(d.account) && inRange(d.settled ?? d.at));
  const withdrawals = w.withdrawals.filter((x) => x.status === 'PAID' && inScope(x.account) && inRange(x.decided ?? x.at));
  const credits = w.credits.filter((c) => inScope(c.account) && inRange(c.at));
  const sum = <T>(rows: T[], f: (x: T) => number) => rows.reduce((s, x) => s + f(x), 0);
  const rates = w.rates.get(agent)!;
  const validByDayType = new Map<string, { type: string; valid: number }>();
  for (const b of bets) {
    const key = `${dateIn(b.at, w.zone)} ${b.type}`;
    const at = validByDayType.get(key) ?? { type: b.type, valid: 0 };
    at.valid += b.valid;
    validByDayType.set(key, at);
  }
  const members = w.accounts.filter((a) => inScope(a.id));
  return {
    teamSize: members.filter((a) => a.created < end).length,
    newMembers: members.filter((a) => inRange(a.created)).length,
    firstDepositors: deposits.filter((d) => d.first === 1).length,
    activePlayers: new Set(bets.map((b) => b.account)).size,
    depositCount: deposits.length,
    deposits: sum(deposits, (d) => d.amount),
    withdrawalCount: withdrawals.length,
    withdrawals: sum(withdrawals, (x) => x.amount),
    bets: bets.length,
    turnover: sum(bets, (b) => b.stake),
    validBets: sum(bets, (b) => b.valid),
    payout: sum(bets, (b) => b.payout),
    winLoss: sum(bets, (b) => b.payout - b.stake),
    bonuses: sum(
      credits.filter((c) => c.kind === 'BONUS'),
      (c) => c.amount,
    ),
    rebates: sum(
      credits.filter((c) => c.kind === 'REBATE'),
      (c) => c.amount,
    ),
    profit: [...validByDayType.values()].reduce((s, { type, valid }) => s + Math.floor((valid * (rates.get(type) ?? 0)) / 10_000), 0),
  };
}

/** A member's own bets over [start, end): betting records (every row but voided ones count their stake) and profit (settled rounds). */
export function bruteMemberBets(w: World, account: number, start: number, end: number) {
  const rows = w.bets.filter((b) => b.account === account && b.at >= start && b.at < end);
  const settled = rows.filter((b) => b.status === 'SETTLED');
  const live = rows.filter((b) => b.status !== 'VOID');
  const sum = (list: Bet[], f: (b: Bet) => number) => list.reduce((s, b) => s + f(b), 0);
  return {
    rows: rows.length,
    records: {
      stake: sum(live, (b) => b.stake),
      validBet: sum(live, (b) => b.valid),
      payout: sum(settled, (b) => b.payout),
      winLoss: sum(settled, (b) => b.payout - b.stake),
    },
    profit: {
      bets: settled.length,
      stake: sum(settled, (b) => b.stake),
      turnover: sum(settled, (b) => b.valid),
      payout: sum(settled, (b) => b.payout),
      winLoss: sum(settled, (b) => b.payout - b.stake),
    },
  };
}

// ---- the pages' figures -----------------------------------------------------------------------

export const cents = (amount: number) => Math.round(amount * 100);
const centsOf = <T extends Record<string, unknown>>(figures: T, money: readonly string[]) =>
  Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, money.includes(k) ? cents(v as number) : v]));

const OVERVIEW_MONEY = ['deposits', 'withdrawals', 'turnover', 'validBets', 'payout', 'winLoss', 'bonuses', 'rebates', 'profit'];

/** Every page of a paged report, rows and totals. */
async function allPages<R>(read: (pageNo: number) => Promise<{ list: R[]; total: number; totals: Record<string, number> }>) {
  const rows: R[] = [];
  let totals: Record<string, number> = {};
  for (let pageNo = 1; ; pageNo++) {
    const answer = await read(pageNo);
    rows.push(...answer.list);
    totals = answer.totals;
    if (pageNo * 100 >= answer.total) break;
  }
  return { rows, totals };
}

export interface Check {
  what: string;
  got: unknown;
  want: unknown;
}

/** Every check of one agent over one range; each names what it compares. */
export async function checkAgent(w: World, agentId: number, from: string, to: string): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (what: string, got: unknown, want: unknown) => checks.push({ what: `agent u${agentId} ${from}..${to}: ${what}`, got, want });
  const db = w.d1.asD1();
  const agent: AgentRef = { merchant: MERCHANT, accountId: agentId, zone: w.zone };
  const start = dayStartMs(from, w.zone);
  const end = dayStartMs(addDays(to, 1), w.zone);
  const overview = await teamOverview(db, agent, from, to);
  const team = bruteOverview(w, agentId, start, end, false);
  check('overview, team', centsOf(overview.team as never, OVERVIEW_MONEY), team);
  check('overview, direct', centsOf(overview.direct as never, OVERVIEW_MONEY), bruteOverview(w, agentId, start, end, true));
  check(
    'overview, its days add up to its commission',
    overview.days.reduce((s, d) => s + cents(d.profit), 0),
    team.profit,
  );
  check(
    'overview, its days add up to its turnover',
    overview.days.reduce((s, d) => s + cents(d.turnover), 0),
    team.turnover,
  );
  for (const period of PERIODS) {
    const page = { pageSize: 100, order: 'asc' as const };
    const revenue = await allPages((pageNo) => revenueReport(db, agent, { startDate: from, endDate: to, period, sort: 'period', pageNo, ...page }));
    check(`revenue by ${period}: commission = the overview's`, cents(revenue.totals.commission!), team.profit);
    check(`revenue by ${period}: turnover = the overview's`, cents(revenue.totals.turnover!), team.turnover);
    check(`revenue by ${period}: payout = the overview's`, cents(revenue.totals.payout!), team.payout);
    check(
      `revenue by ${period}: rows add up to the totals`,
      revenue.rows.reduce((s, r) => s + cents(r.commission), 0),
      cents(revenue.totals.commission!),
    );
    const pl = await allPages((pageNo) => statements(db, agent, { startDate: from, endDate: to, period, sort: 'period', pageNo, ...page }));
    const want = { deposits: team.deposits, withdrawals: team.withdrawals, turnover: team.turnover, bonuses: team.bonuses, rebates: team.rebates };
    const got = {
      deposits: cents(pl.totals.deposits!),
      withdrawals: cents(pl.totals.withdrawals!),
      turnover: cents(pl.totals.turnover!),
      bonuses: cents(pl.totals.bonuses!),
      rebates: cents(pl.totals.rebates!),
    };
    check(`statements by ${period} = the overview`, got, want);
    check(`statements by ${period}: net revenue`, cents(pl.totals.netRevenue!), team.turnover - team.payout - team.bonuses - team.rebates);
    check(
      `statements by ${period}: rows add up to the totals`,
      pl.rows.reduce((s, r) => s + cents(r.netRevenue), 0),
      cents(pl.totals.netRevenue!),
    );
  }
  const moves = await allPages((pageNo) =>
    downlineTransactions(db, agent, { startDate: from, endDate: to, sort: 'time', order: 'desc', pageNo, pageSize: 100 }).then((a) => ({
      ...a,
      totals: a.totals as never,
    })),
  );
  check('downline transactions: deposits moved = the overview', cents(moves.totals.deposits!), team.deposits);
  check('downline transactions: withdrawals moved = the overview', cents(moves.totals.withdrawals!), team.withdrawals);
  const listed = moves.rows.filter((r) => r.type === 'DEPOSIT' && r.status === 'PAID').reduce((s, r) => s + cents(r.amount), 0);
  check('downline transactions: paid deposit rows add up to their total', listed, cents(moves.totals.deposits!));
  return checks;
}

/** A member's betting records and personal profit over one range, and the agent's statement of that member. */
export async function checkMember(w: World, accountId: number, from: string, to: string): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (what: string, got: unknown, want: unknown) => checks.push({ what: `member u${accountId} ${from}..${to}: ${what}`, got, want });
  const db = w.d1.asD1();
  const start = dayStartMs(from, w.zone);
  const end = dayStartMs(addDays(to, 1), w.zone);
  const brute = bruteMemberBets(w, accountId, start, end);
  const records = await memberBets(db, MERCHANT, accountId, 'en', { startTime: start, endTime: end, pageNo: 1, pageSize: 20, order: 'desc', sort: 'time' });
  check('betting records: count', records.total, brute.rows);
  check('betting records: totals', centsOf(records.totals as never, ['stake', 'validBet', 'payout', 'winLoss']), brute.records);
  for (const period of PERIODS) {
    const profit = await memberProfit(db, MERCHANT, accountId, 'en', {
      startDate: from,
      endDate: to,
      timeZone: w.zone,
      period,
      pageNo: 1,
      pageSize: 100,
      sort: 'period',
      order: 'asc',
    });
    check(`profit by ${period}: totals`, centsOf(profit.totals as never, ['stake', 'turnover', 'payout', 'winLoss']), brute.profit);
  }
  // The account record's bonuses and rebates: every credit in the range.
  const credited = (kind: 'BONUS' | 'REBATE') =>
    w.credits.filter((c) => c.account === accountId && c.kind === kind && c.at >= start && c.at < end).reduce((s, c) => s + c.amount, 0);
  for (const kind of ['BONUS', 'REBATE'] as const) {
    const moves = await memberTransactions(db, MERCHANT, accountId, 'en', {
      startTime: start,
      endTime: end,
      type: [kind],
      pageNo: 1,
      pageSize: 20,
      order: 'desc',
      sort: 'time',
    });
    check(`account record, ${kind}: in and net`, { in: cents(moves.totals.in), net: cents(moves.totals.net) }, { in: credited(kind), net: credited(kind) });
  }
  // The member's upline sees the same turnover, win/loss, bonuses and rebates for them in its statements.
  const upline = w.accounts[accountId - 1]!.parent!;
  const member = w.accounts[accountId - 1]!;
  if (!member.agent) {
    const agent: AgentRef = { merchant: MERCHANT, accountId: upline, zone: w.zone };
    const pl = await statements(db, agent, {
      startDate: from,
      endDate: to,
      period: 'DAY',
      sort: 'period',
      pageNo: 1,
      pageSize: 100,
      order: 'asc',
      username: `u${accountId}`,
    });
    check("the upline's statement of this member: turnover", cents(pl.totals.turnover), brute.profit.stake);
    check("the upline's statement of this member: win/loss", cents(pl.totals.winLoss), brute.profit.winLoss);
    check(
      "the upline's statement of this member: bonuses and rebates = the account record's",
      { bonuses: cents(pl.totals.bonuses), rebates: cents(pl.totals.rebates) },
      { bonuses: credited('BONUS'), rebates: credited('REBATE') },
    );
  }
  return checks;
}

/** The ranges of one seed: every preset of the pages, and a random custom range. */
export function rangesOf(w: World, p: Prng = createPrng(w.seed)): [string, string][] {
  const today = dateIn(w.now, w.zone);
  const ranges = PRESETS.map((preset) => {
    const r = presetRange(preset, today);
    return [r.from, r.to] as [string, string];
  });
  const a = addDays(today, -p.int(0, 95));
  ranges.push([a, addDays(a, p.int(0, 40))]);
  return ranges;
}
