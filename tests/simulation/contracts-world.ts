/**
 * Contracts over a reconciliation world (reconciliation.ts): after the reports are checked, a few
 * contracts of every kind are offered, accepted and ended between agents of the random team and
 * their direct downline through the platform's own calls (contracts.ts: offer, respond,
 * requestTermination, issueDividend), bets land on their boundaries, and the platform's own
 * settlement (settle.ts: settleContracts, what the cron runs) is run at a series of instants. It
 * pays through the platform's ledger commands behind an in-process wallet gate with the Durable
 * Object's contract (one command at a time per wallet), as the ledger simulation does.
 *
 * Everything is a pure function of the seed; the model (contracts-model.ts) records what the
 * harness did, not what the platform answered.
 */
import type { Env } from '../../platform/src/env';
import { PlatformError } from '../../platform/src/http/envelope';
import { executeMoneyCommand } from '../../platform/src/modules/ledger/commands';
import type { MoneyCommand } from '../../platform/src/modules/ledger/money-command';
import { SerialQueue } from '../../platform/src/modules/wallet/serial-queue';
import { walletGate } from '../../platform/src/modules/wallet/wallet-gate';
import { issueDividend, offer, requestTermination, respond, type Deps } from '../../platform/src/modules/contracts/contracts';
import { settleContracts } from '../../platform/src/modules/contracts/settle';
import { CONTRACT_KINDS, MAX_RATE_BP, type ContractKind, type Period } from '../../platform/src/modules/contracts/terms';
import type { CurrentSession } from '../../platform/src/modules/session/sessions';
import type { AccountRow } from '../../platform/src/modules/accounts/accounts';
import { createPrng, type Prng } from '../../platform/seed/prng';
import {
  bruteFigures,
  Lives,
  periodAt,
  periodsOfLife,
  teamOf,
  topRateOf,
  unevenDays,
  validByPlayer,
  type TeamBet,
  type TermsModel,
  type TierModel,
} from './contracts-model';
import { MERCHANT, type World } from './reconciliation';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'SPORTS'] as const;

/**
 * How long each kind's contracts live, so that a seed settles a bounded number of periods (a
 * real-time contract settles every five minutes: 288 periods a day; cronOutage adds a longer one).
 * `span` bounds the start before the world's now; `life` the planned life; a contract still in
 * force at the end must have started within `open` of now.
 */
const LIFE: Record<ContractKind, { span: number; life: [number, number]; open: number; bets: [number, number] }> = {
  DIVIDEND: { span: 95 * DAY, life: [HOUR, 60 * DAY], open: 95 * DAY, bets: [4, 12] },
  DAILY: { span: 60 * DAY, life: [HOUR, 30 * DAY], open: 40 * DAY, bets: [8, 24] },
  HOURLY: { span: 20 * DAY, life: [20 * MINUTE, 3 * DAY], open: 3 * DAY, bets: [20, 50] },
  REALTIME: { span: 10 * DAY, life: [5 * MINUTE, 8 * HOUR], open: 4 * HOUR, bets: [30, 70] },
};
/** Scale of the tiers' thresholds per kind (minor units), near a period's typical volume. */
const SCALE: Record<ContractKind, number> = { DIVIDEND: 400_000, DAILY: 150_000, HOURLY: 40_000, REALTIME: 20_000 };
const PERIOD_OF: Record<ContractKind, Period | null> = { DIVIDEND: null, DAILY: 'D', HOURLY: 'HOUR', REALTIME: 'MIN5' };

interface Plan {
  kind: ContractKind;
  period: Period;
  upline: number;
  downline: number;
  start: number;
  /** When both sides agree to end it (null: it stays in force). */
  end: number | null;
  /** Set when signed. */
  contractId?: number;
  /** Set when one side asked to end it: who must answer. */
  answerer?: number;
}

export interface ContractRun {
  lives: Lives;
  /** Every bet of the world, the contract phase's included. */
  bets: TeamBet[];
  /** Money the harness put in agents' wallets (an operator's adjustment), per account. */
  funding: Map<number, number>;
  /** The last settlement instant: every period that ended by then is settled. */
  horizon: number;
  /** Calls of the platform that threw where the harness expected an answer. */
  unexpected: string[];
  counts: { runs: number; issued: number; refusedIssues: number; rejectedTerminations: number; acrossDaylightSaving: number; longestRun: number };
}

/** The in-process wallet namespace: the WalletLedger Durable Object's contract, over FakeD1. */
export function walletNamespace(w: World, clock: () => number) {
  const queues = new Map<string, SerialQueue>();
  return {
    idFromName: (name: string) => name,
    get: (name: string) => ({
      execute(command: MoneyCommand) {
        let queue = queues.get(name);
        if (!queue) queues.set(name, (queue = new SerialQueue()));
        return queue.run(() => executeMoneyCommand({ db: w.d1.asD1(), now: clock() }, command));
      },
      // The wallet object's live streams (platform/src/modules/live): the simulation opens none, so there is nobody to tell.
      publish: async () => undefined,
      endSessions: async () => undefined,
      pruneSessions: async () => undefined,
    }),
  };
}

const decimal = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** An amount on the wire, as a decimal string or a number (both are accepted, terms.ts amountToMinor). */
const wireAmount = (p: Prng, minor: number) => (p.chance(0.5) ? decimal(minor) : minor / 100);

/**
 * What the bets of a contract's life hold, so that some terms sit exactly on a figure (a threshold
 * equal to the first period's consumption, loss, active count or one player's valid bets; a single
 * bet amount equal to a stake; a tier ending exactly when a period starts): `>=` against `>` and
 * `<` against `<=` only show on equality.
 */
interface Hints {
  validBet: number;
  loss: number;
  activePlayers: number;
  playerValid: number[];
  stakes: number[];
  periodStarts: number[];
}

function hintsOf(w: World, plan: Plan, bets: readonly TeamBet[]): Hints {
  const team = teamOf(w.accounts, plan.downline);
  const end = Math.min(plan.end ?? w.now, w.now);
  const first = periodAt(plan.start, plan.period, w.zone);
  const to = Math.min(first.end, end);
  // The model's figures of the first period (no tiers: only the bets' figures are wanted).
  const figures = bruteFigures('DAILY', { tiers: [] }, team, bets, plan.start, to, first.start);
  const stakes = bets.filter((b) => team.has(b.account) && b.settledAt !== null && b.settledAt >= plan.start && b.settledAt < end).map((b) => b.stake);
  return {
    validBet: figures.validBet,
    loss: Math.max(0, figures.loss),
    activePlayers: figures.activePlayers,
    playerValid: validByPlayer(team, bets, plan.start, to),
    stakes,
    periodStarts: periodsOfLife(plan.start, end, plan.period, w.zone, end).map((x) => x.start),
  };
}

/** A random pick of `exact` (a figure of the bets) with probability `p`, else `otherwise`. */
const exactly = (p: Prng, chance: number, exact: readonly number[], otherwise: () => number) =>
  exact.length > 0 && p.chance(chance) ? p.pick(exact) : otherwise();

/** Random terms within the offerer's cap (its own contract's top rate); null when the cap leaves nothing to offer. */
function randomTerms(
  p: Prng,
  kind: ContractKind,
  cap: number | null,
  start: number,
  hints: Hints,
): { model: TermsModel; wire: Record<string, unknown> } | null {
  const max = Math.min(cap ?? MAX_RATE_BP[kind], kind === 'DIVIDEND' ? p.pick([2_000, 5_000, 10_000]) : MAX_RATE_BP[kind]);
  const scale = SCALE[kind];
  if (kind === 'REALTIME') {
    if (max === 0) return null;
    const winRateBp = p.int(0, max);
    const lossRateBp = winRateBp === 0 ? p.int(1, max) : p.int(0, max);
    const singleBetMinor = p.chance(0.3) ? 0 : exactly(p, 0.5, hints.stakes, () => p.int(1, 30_000));
    return { model: { winRateBp, lossRateBp, singleBetMinor }, wire: { winRateBp, lossRateBp, singleBetAmount: wireAmount(p, singleBetMinor) } };
  }
  const tiers: TierModel[] = [];
  for (let i = p.int(1, 4); i > 0; i--) {
    const previous = tiers.at(-1);
    // Ties of rate between tiers (the later one applies), amount-only tiers, tiers that end.
    const rateBp = max === 0 || p.chance(0.12) ? 0 : previous && p.chance(0.2) ? previous.rateBp : p.int(1, max);
    const amountMinor = rateBp === 0 || p.chance(0.3) ? p.int(1, 20_000) : 0;
    tiers.push({
      rateBp,
      amountMinor,
      activeCount: p.chance(0.4) ? 0 : exactly(p, 0.3, [hints.activePlayers], () => p.int(1, 4)),
      periodConsumptionMinor: p.chance(0.35) ? 0 : exactly(p, 0.3, [hints.validBet], () => p.int(1, scale)),
      periodLossMinor: p.chance(0.5) ? 0 : exactly(p, 0.3, [hints.loss], () => p.int(1, Math.floor(scale / 3))),
      minBetMinor: p.chance(0.4) ? 0 : exactly(p, 0.4, hints.playerValid, () => p.int(1, Math.floor(scale / 8))),
      endTime: p.chance(0.75) ? null : exactly(p, 0.5, hints.periodStarts, () => start + p.int(0, 30 * DAY)),
    });
  }
  const wire = tiers.map((t) => ({
    rateBp: t.rateBp,
    amount: wireAmount(p, t.amountMinor),
    activeCount: t.activeCount,
    periodConsumption: wireAmount(p, t.periodConsumptionMinor),
    periodLoss: wireAmount(p, t.periodLossMinor),
    minBetPeriod: wireAmount(p, t.minBetMinor),
    endTime: t.endTime,
  }));
  return { model: { tiers }, wire: { tiers: wire } };
}

/** `t`, or sometimes the start of its period when that is still from `after` on (a boundary is where off-by-ones live). */
function snapped(p: Prng, w: World, period: Period, after: number, t: number): number {
  const boundary = periodAt(t, period, w.zone).start;
  return p.chance(0.2) && boundary >= after ? boundary : t;
}

/** An instant in [from, to], sometimes exactly on a period boundary of the zone. */
const instant = (p: Prng, w: World, period: Period, from: number, to: number) => snapped(p, w, period, from, p.int(from, to));

/**
 * The cron down for a day or more over a real-time contract living 26 to 30 hours: the first run
 * after it finds more than 300 periods to settle, settles 300 (settle.ts's limit per contract and
 * run) and leaves the rest to the next.
 */
function cronOutage(p: Prng, w: World, plans: Plan[]): [number, number] {
  const pair = p.pick(w.accounts.filter((a) => a.parent !== null));
  const start = p.int(w.now - 10 * DAY, w.now - 3 * DAY);
  const end = start + p.int(26 * HOUR, 30 * HOUR);
  plans.push({ kind: 'REALTIME', period: 'MIN5', upline: pair.parent!, downline: pair.id, start, end });
  return [start - p.int(0, HOUR), end + p.int(0, DAY)];
}

/** A few contracts of every kind between agents and their direct downline, some replaced, some ended. */
function planContracts(p: Prng, w: World): Plan[] {
  const pairs = w.accounts.filter((a) => a.parent !== null).map((a) => ({ upline: a.parent!, downline: a.id }));
  const plans: Plan[] = [];
  for (const kind of CONTRACT_KINDS) {
    const life = LIFE[kind];
    for (let n = p.int(2, 4); n > 0; n--) {
      const period = PERIOD_OF[kind] ?? p.pick(['D', 'W', 'H', 'M'] as const);
      // A second contract for a downline that already has one of the kind replaces it.
      const same = plans.filter((x) => x.kind === kind);
      const pair = same.length > 0 && p.chance(0.3) ? p.pick(same) : p.pick(pairs);
      const start = instant(p, w, period, w.now - life.span, w.now - MINUTE);
      const planned = start + p.int(life.life[0], life.life[1]);
      const mustEnd = start < w.now - life.open;
      const end = mustEnd || p.chance(0.5) ? snapped(p, w, period, start + 1, Math.min(planned, w.now)) : null;
      plans.push({ kind, period, upline: pair.upline, downline: pair.downline, start, end });
    }
    if (p.chance(0.6)) plans.push(...higherRateChain(p, w, kind));
  }
  // A clock hour across a daylight-saving change (a day of 23 or 25 hours), where the zone has one.
  const uneven = unevenDays(w.zone, w.now - 95 * DAY, w.now - 2 * DAY);
  if (uneven.length > 0) {
    const day = p.pick(uneven);
    const pair = p.pick(w.accounts.filter((a) => a.parent !== null));
    plans.push({
      kind: 'HOURLY',
      period: 'HOUR',
      upline: pair.parent!,
      downline: pair.id,
      start: day - p.int(HOUR, 20 * HOUR),
      end: day + p.int(25 * HOUR, 40 * HOUR),
    });
  }
  return plans;
}

/**
 * An agent's upline signs with it, it signs with its own downline, then its upline signs again at
 * a random rate: lower than what it gave, that ends the contract it gave (HIGHER_RATE).
 */
function higherRateChain(p: Prng, w: World, kind: ContractKind): Plan[] {
  const mids = w.accounts.filter((a) => a.parent !== null && w.accounts.some((b) => b.parent === a.id));
  if (mids.length === 0) return [];
  const mid = p.pick(mids);
  const leaf = p.pick(w.accounts.filter((b) => b.parent === mid.id));
  const period = PERIOD_OF[kind] ?? p.pick(['D', 'W', 'H', 'M'] as const);
  const first = instant(p, w, period, w.now - Math.min(LIFE[kind].span, LIFE[kind].open), w.now - 3 * MINUTE);
  const second = p.int(first + 1, w.now - 2 * MINUTE);
  const third = p.int(second + 1, w.now - MINUTE);
  return [
    { kind, period, upline: mid.parent!, downline: mid.id, start: first, end: null },
    { kind, period, upline: mid.id, downline: leaf.id, start: second, end: null },
    { kind, period, upline: mid.parent!, downline: mid.id, start: third, end: null },
  ];
}

/**
 * The bets of the contract phase: on every planned start and end (exactly on the instant and a
 * millisecond before), on the first period boundary of each life, and a burst over each life (the
 * history's bets are sparse for five-minute periods), by the downline's team and by others.
 * Pushes, small stakes (below a single bet amount), zero valid bets, voided rounds with a settle
 * time and open rounds are among them.
 */
function contractBets(p: Prng, w: World, plans: Plan[]): TeamBet[] {
  const bets: TeamBet[] = [];
  const others = w.accounts.map((a) => a.id);
  const bet = (team: number[], settledAt: number) => {
    const stake = p.int(1, 50_000);
    const payout = p.weighted<() => number>([
      [() => 0, 35],
      [() => stake, 15],
      [() => p.int(stake + 1, 3 * stake), 25],
      [() => p.int(0, stake - 1), 25],
    ])();
    const status = p.weighted([
      ['SETTLED', 85],
      ['VOID', 10],
      ['OPEN', 5],
    ] as const);
    const valid = p.weighted<() => number>([
      [() => stake, 60],
      [() => Math.floor(stake * p.next()), 30],
      [() => 0, 10],
    ])();
    bets.push({ account: p.chance(0.75) ? p.pick(team) : p.pick(others), stake, valid, payout, status, settledAt: status === 'OPEN' ? null : settledAt });
  };
  for (const plan of plans) {
    const team = [...teamOf(w.accounts, plan.downline)];
    const last = Math.min(plan.end ?? w.now, w.now);
    for (const at of [plan.start, plan.start - 1, plan.end ?? plan.start, (plan.end ?? plan.start) - 1, periodAt(plan.start, plan.period, w.zone).end]) {
      if (at <= w.now) bet(team, at);
    }
    for (let n = p.int(...LIFE[plan.kind].bets); n > 0; n--) bet(team, p.int(plan.start, last));
  }
  return bets;
}

function insertBets(w: World, bets: TeamBet[]): void {
  bets.forEach((b, i) => {
    const created = (b.settledAt ?? w.now) - 60_000;
    w.db.run(
      `INSERT INTO bets (merchant_code, account_id, round_id, game_name, vendor_code, game_type, stake_minor, valid_minor, payout_minor, status, created_at, settled_at)
       VALUES ('${MERCHANT}', ?, ?, 'Game', 'V', ?, ?, ?, ?, ?, ?, ?)`,
      [b.account, `k${i}`, GAME_TYPES[i % GAME_TYPES.length]!, b.stake, b.valid, b.payout, b.status, created, b.settledAt],
    );
  });
}

/** The world's own bets as the model reads them (reconciliation.ts writes settled_at a minute after the bet). */
const worldBets = (w: World): TeamBet[] =>
  w.bets.map((b) => ({
    account: b.account,
    stake: b.stake,
    valid: b.valid,
    payout: b.payout,
    status: b.status,
    settledAt: b.status === 'SETTLED' ? b.at + 60_000 : null,
  }));

class Harness {
  readonly lives = new Lives();
  readonly funding = new Map<number, number>();
  readonly unexpected: string[] = [];
  readonly counts = { runs: 0, issued: 0, refusedIssues: 0, rejectedTerminations: 0, acrossDaylightSaving: 0, longestRun: 0 };
  private clock = 0;
  private funded = 0;
  readonly env: Env;

  constructor(
    readonly w: World,
    readonly p: Prng,
    /** Every bet of the world (terms may be aimed at their figures). */
    readonly bets: readonly TeamBet[],
  ) {
    this.env = { DB: w.d1.asD1(), WALLETS: walletNamespace(w, () => this.clock) } as unknown as Env;
  }

  /** The calls' dependencies at `at`; the wallet gate's clock reads the same instant. */
  deps(at: number): Deps {
    this.clock = at;
    return { env: this.env, merchant: MERCHANT, now: at };
  }

  /** A session of the account as the pages' calls receive it (only the account is read). */
  session(id: number): CurrentSession {
    const account = this.w.d1.query('SELECT * FROM accounts WHERE id = ?', [id])[0] as unknown as AccountRow;
    return { account } as CurrentSession;
  }

  /** A frozen account (a missed dividend) can neither log in nor answer. */
  active(id: number): boolean {
    return this.w.d1.query('SELECT status FROM accounts WHERE id = ?', [id])[0]!.status === 'ACTIVE';
  }

  async call<T>(what: string, run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run();
    } catch (error) {
      this.unexpected.push(`${what}: ${error instanceof PlatformError ? `${error.errorCode} ${error.message}` : String(error)}`);
      return undefined;
    }
  }

  /** An operator's adjustment into an agent's wallet (what the uplines pay from). */
  async fund(account: number, amount: number, at: number): Promise<void> {
    if (amount <= 0) return;
    const key = `contract-funds:${++this.funded}`;
    this.deps(at);
    const answer = await this.call(`fund u${account}`, () =>
      walletGate(this.env).execute({ op: 'adjust', merchant: MERCHANT, accountId: account, key, amountMinor: amount, kind: 'ADJUSTMENT', contra: 'CASH_IN' }),
    );
    if (answer?.ok) this.funding.set(account, (this.funding.get(account) ?? 0) + amount);
  }

  async sign(plan: Plan): Promise<void> {
    if (!this.active(plan.upline) || !this.active(plan.downline)) return;
    const terms = randomTerms(this.p, plan.kind, this.lives.capOf(plan.upline, plan.kind), plan.start, hintsOf(this.w, plan, this.bets));
    if (!terms) return;
    const d = this.deps(plan.start);
    const body = { downline: `u${plan.downline}`, ...(plan.kind === 'DIVIDEND' ? { period: plan.period } : {}), ...terms.wire };
    const offered = await this.call(`offer ${plan.kind} u${plan.upline}→u${plan.downline}`, () => offer(d, this.session(plan.upline), plan.kind, body));
    if (!offered) return;
    const accepted = await this.call(`accept contract #${offered.contractId}`, () =>
      respond(d, this.session(plan.downline), plan.kind, { contractId: offered.contractId }, true),
    );
    if (!accepted) return;
    plan.contractId = offered.contractId;
    this.lives.sign({
      id: offered.contractId,
      kind: plan.kind,
      period: plan.period,
      upline: plan.upline,
      downline: plan.downline,
      terms: terms.model,
      topRateBp: topRateOf(terms.model),
      startedAt: plan.start,
    });
  }

  /** One side of a contract in force asks to end it (it keeps settling while the other side thinks). */
  async ask(plan: Plan, at: number): Promise<void> {
    const c = plan.contractId === undefined ? undefined : this.lives.live(plan.contractId);
    if (!c || c.status !== 'ACTIVE' || !this.active(c.upline) || !this.active(c.downline)) return;
    const asker = this.p.chance(0.5) ? c.upline : c.downline;
    if (!(await this.call(`ask to end #${c.id}`, () => requestTermination(this.deps(at), this.session(asker), c.kind, { contractId: c.id })))) return;
    c.status = 'TERMINATION_REQUESTED';
    plan.answerer = asker === c.upline ? c.downline : c.upline;
  }

  /** The other side agrees (the contract ends now) or refuses (it stays in force). */
  async answer(plan: Plan, at: number, agree: boolean): Promise<void> {
    const c = plan.contractId === undefined ? undefined : this.lives.live(plan.contractId);
    if (!c || c.status !== 'TERMINATION_REQUESTED' || plan.answerer === undefined || !this.active(plan.answerer)) return;
    const answerer = plan.answerer;
    if (!(await this.call(`answer #${c.id}`, () => respond(this.deps(at), this.session(answerer), c.kind, { contractId: c.id }, agree)))) return;
    if (agree) this.lives.end(c, at, 'TERMINATED');
    else {
      c.status = 'ACTIVE';
      this.counts.rejectedTerminations++;
    }
  }

  /** Uplines issue some of the dividends due before their deadline (an upline short of money is refused). */
  async issueSome(at: number): Promise<void> {
    const due = this.w.d1.query("SELECT id, upline_id FROM contract_statements WHERE status = 'DUE' AND due_at > ? ORDER BY id", [at]);
    for (const row of due) {
      if (!this.p.chance(0.4) || !this.active(row.upline_id as number)) continue;
      const d = this.deps(at);
      try {
        await issueDividend(d, this.session(row.upline_id as number), { statementId: row.id });
        this.counts.issued++;
      } catch (error) {
        if (error instanceof PlatformError && error.errorCode === 'wallet.insufficient_balance') this.counts.refusedIssues++;
        else this.unexpected.push(`issue statement #${String(row.id)}: ${String(error)}`);
      }
    }
  }

  /** The cron's settlement as if the clock read `at`: how many statements it made. */
  async settle(at: number): Promise<number> {
    this.deps(at);
    this.counts.runs++;
    const before = Number(this.w.d1.query('SELECT COALESCE(MAX(id), 0) AS id FROM contract_statements', [])[0]!.id);
    const report = await this.call(`settle at ${new Date(at).toISOString()}`, () => settleContracts(this.env, at));
    // The most periods one contract settled in one run (the cron stops at 300 and goes on next time).
    const most = this.w.d1.query('SELECT COUNT(*) AS n FROM contract_statements WHERE id > ? GROUP BY contract_id ORDER BY n DESC LIMIT 1', [before])[0];
    this.counts.longestRun = Math.max(this.counts.longestRun, Number(most?.n ?? 0));
    return report?.statements ?? 0;
  }
}

interface Step {
  at: number;
  run: () => Promise<void>;
}

/** Settlement instants: sometimes minutes apart, sometimes days (periods pile up, dividends pass their deadline unissued). */
function settleInstants(p: Prng, from: number, to: number): number[] {
  const instants: number[] = [];
  for (let t = from + p.int(0, DAY); t < to;) {
    instants.push(t);
    t += p.weighted<() => number>([
      [() => p.int(MINUTE, 2 * HOUR), 3],
      [() => p.int(2 * HOUR, DAY), 3],
      [() => p.int(DAY, 5 * DAY), 2],
    ])();
  }
  return instants;
}

/** Runs the contract phase over a world whose reports were already checked. */
export async function runContracts(w: World): Promise<ContractRun> {
  const p = createPrng(0xc0a70000 + w.seed);
  const plans = planContracts(p, w);
  const [down, up] = cronOutage(p, w, plans);
  const extra = contractBets(p, w, plans);
  insertBets(w, extra);
  const bets = [...worldBets(w), ...extra];
  const h = new Harness(w, p, bets);
  const first = Math.min(...plans.map((x) => x.start));
  for (const agent of w.accounts.filter((a) => a.agent)) {
    await h.fund(
      agent.id,
      p.weighted<() => number>([
        [() => 0, 25],
        [() => p.int(1, 50_000), 25],
        [() => p.int(100_000, 5_000_000), 50],
      ])(),
      first - 1,
    );
  }
  const steps: Step[] = [];
  for (const plan of plans) {
    steps.push({ at: plan.start, run: () => h.sign(plan) });
    if (plan.end === null) continue;
    const end = plan.end;
    // Asked a while before it ends (it keeps settling meanwhile); sometimes a termination refused first.
    const asked = end - p.int(0, Math.min(end - plan.start - 1, 2 * DAY));
    if (p.chance(0.2) && asked - plan.start > 2) {
      const refusedAt = p.int(plan.start + 2, asked - 1);
      steps.push({ at: refusedAt - 1, run: () => h.ask(plan, refusedAt - 1) }, { at: refusedAt, run: () => h.answer(plan, refusedAt, false) });
    }
    steps.push({ at: asked, run: () => h.ask(plan, asked) }, { at: end, run: () => h.answer(plan, end, true) });
  }
  for (const at of settleInstants(p, first, w.now).filter((t) => t < down || t > up)) {
    steps.push({
      at,
      run: async () => {
        if (p.chance(0.15)) await h.fund(p.pick(w.accounts.filter((a) => a.agent)).id, p.int(10_000, 1_000_000), at);
        if (p.chance(0.6)) await h.issueSome(at);
        await h.settle(at);
      },
    });
  }
  h.counts.acrossDaylightSaving = plans.filter((x) => x.kind === 'HOURLY' && unevenDays(w.zone, x.start, x.end ?? w.now).length > 0).length;
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) await step.run();
  // The end: two hours after the history, the cron runs until nothing is left to settle (at most
  // 300 periods per contract a run), then once more: a repeated run settles and pays nothing new.
  const horizon = w.now + 2 * HOUR;
  await h.issueSome(horizon);
  for (let i = 0; i < 20 && (await h.settle(horizon)) > 0; i++);
  await h.settle(horizon);
  return { lives: h.lives, bets, funding: h.funding, horizon, unexpected: h.unexpected, counts: h.counts };
}
