/**
 * A seeded simulation of the ledger (TigerBeetle's VOPR is the model): random deposits, provider
 * callbacks (twice, late, after a cancel), operator decisions, withdrawals, wallet and player
 * transfers and bets, with faults injected — answers lost after the platform committed (the
 * client retries with the same key), double clicks (the same request twice at once), concurrent
 * requests on one wallet, and crashes between the two halves of a player transfer. After every
 * step the books are checked against their invariants and against the business records.
 *
 * The brand keeps a bonus wallet (docs/decisions/067): bonuses with a turnover are granted (one
 * active, the others queued), stakes split cash and bonus, wins follow their stake, withdrawals ask
 * for the forfeit, grants expire and are given up; the invariants recompute every grant's meter and
 * every player's money from the raw records.
 *
 * It runs the platform's own command code (platform/src/modules/ledger/commands.ts and the family
 * files beside it) over the platform's own migrations, in-process (sql.js), behind a gate with the
 * same contract as the WalletLedger Durable Object: one command at a time per wallet.
 */
import type { Database } from 'sql.js';
import { createPrng } from '../../platform/seed/prng';
import { executeMoneyCommand } from '../../platform/src/modules/ledger/commands';
import type { MoneyCommand, MoneyResult } from '../../platform/src/modules/ledger/money-command';
import { SerialQueue } from '../../platform/src/modules/wallet/serial-queue';
import { completeTransfersInFlight } from '../../platform/src/modules/transfer/transfers-in-flight';
import type { WalletGate } from '../../platform/src/modules/wallet/wallet-gate';
import { turnoverCounted, splitWin, type GrantRules } from '../../platform/src/modules/bonus-wallet/rules';
import type { GrantRow } from '../../platform/src/modules/bonus-wallet/grants';
import { FakeD1, LostAnswer } from './d1-sqljs';
import { LimitsModel } from './limits-model';

export const MERCHANT = 'SIM';
const PLAYERS = [1, 2, 3, 4, 5, 6];
const VENDORS = ['V1', 'V2'];
const OPENING_MINOR = 50_000;
/** Players with responsible-gaming limits from the start (others may get some on the way). */
const LIMITED: { accountId: number; kind: 'DEPOSIT' | 'LOSS' | 'WAGER'; period: 'DAY' | 'WEEK' | 'MONTH'; amountMinor: number }[] = [
  { accountId: 1, kind: 'DEPOSIT', period: 'DAY', amountMinor: 100_000 },
  { accountId: 1, kind: 'WAGER', period: 'DAY', amountMinor: 150_000 },
  { accountId: 2, kind: 'LOSS', period: 'WEEK', amountMinor: 40_000 },
  { accountId: 3, kind: 'DEPOSIT', period: 'MONTH', amountMinor: 60_000 },
];

/** Each game type's share of a valid bet in a bonus's turnover (the types not named count 50%). */
const BONUS_CONTRIBUTIONS = { RNG: 100, LIVE: 10 };
const GAME_TYPES = ['RNG', 'LIVE', 'FISH'] as const;

/** Prepares a template database once: migrations, the brand, six players with opening balances. */
export function prepareTemplate(db: Database, walletMode: 'SINGLE' | 'TRANSFER'): void {
  db.run(`INSERT INTO brands (merchant_code, name, main_domain) VALUES ('${MERCHANT}', 'Simulation', 'sim.example')`);
  db.run(
    `INSERT INTO brand_wallet_settings (merchant_code, currency, wallet_mode, transfer_vendors, withdraw_min_minor, withdraw_max_minor, withdraw_daily_count, transfer_min_minor, transfer_max_minor)
     VALUES ('${MERCHANT}', 'USD', '${walletMode}', '${JSON.stringify(VENDORS)}', 100, 40000, 1000, 1, 100000)`,
  );
  // The bonus wallet on: a stake above 30,000 is refused while a bonus is active (amounts here reach 120,000).
  db.run(
    `INSERT INTO brand_bonus_settings (merchant_code, enabled, stake_order, contributions, default_contribution, max_stake_minor, expiry_days)
     VALUES ('${MERCHANT}', 1, '${walletMode === 'SINGLE' ? 'CASH_FIRST' : 'BONUS_FIRST'}', '${JSON.stringify(BONUS_CONTRIBUTIONS)}', 50, 30000, 30)`,
  );
  for (const id of PLAYERS) {
    db.run(
      `INSERT INTO accounts (id, merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
       VALUES (${id}, '${MERCHANT}', 'p${id}', 'P${id}', 0, 'X', 1, 's', 'h', 0, 0)`,
    );
  }
}

export interface SimulationOptions {
  seed: number;
  steps: number;
  /** A fresh copy of the template (migrated, players created). */
  database: Database;
}

export interface SimulationReport {
  seed: number;
  steps: number;
  commands: number;
  lostAnswers: number;
  crashes: number;
  refusals: number;
  /** Refusals by code, to see that the checks were reached. */
  refusedBy: Record<string, number>;
  /** Deposit orders, stakes and late payments the players' limits judged: accepted within them, refused past them, held past them. */
  limits: { accepted: number; refused: number; held: number };
  /** The bonus grants by how they stand at the end (QUEUED, ACTIVE, RELEASED, FORFEITED, EXPIRED, SPENT). */
  bonuses: Record<string, number>;
}

export class InvariantViolation extends Error {}

/** The in-process wallet gate: the Durable Object's contract (one command at a time per wallet). */
class LocalGate implements WalletGate {
  private readonly queues = new Map<string, SerialQueue>();
  commands = 0;

  constructor(
    private readonly d1: FakeD1,
    private readonly clock: () => number,
    private readonly limits: LimitsModel,
  ) {}

  execute(command: MoneyCommand): Promise<MoneyResult> {
    const name = `${command.merchant}:${command.accountId}`;
    let queue = this.queues.get(name);
    if (!queue) this.queues.set(name, (queue = new SerialQueue()));
    this.commands++;
    return queue.run(() => {
      const now = this.clock();
      // The limits are checked in the same serialised step as the command (limits-model.ts).
      return this.limits.around(command, now, () => executeMoneyCommand({ db: this.d1.asD1(), now }, command));
    });
  }
}

export async function runSimulation(options: SimulationOptions): Promise<SimulationReport> {
  const { seed, steps } = options;
  const random = createPrng(seed);
  // Interleavings come from the seed too: each database call yields zero to two turns.
  const d1 = new FakeD1(options.database, async () => {
    const turns = random.int(0, 2);
    for (let i = 0; i < turns; i++) await Promise.resolve();
  });
  let time = 1_700_000_000_000;
  const limits = new LimitsModel(d1);
  const gate = new LocalGate(d1, () => (time += random.int(1, 5_000)), limits);
  const report: SimulationReport = { seed, steps, commands: 0, lostAnswers: 0, crashes: 0, refusals: 0, refusedBy: {}, limits: limits.judged, bonuses: {} };
  /** What the client heard for each idempotency key: every answer to one key must be the same. */
  const answers = new Map<string, string>();
  const trace: string[] = [];
  let keyCounter = 0;
  const newKey = () => `key-${seed}-${++keyCounter}`;

  for (const id of PLAYERS) {
    await mustSucceed(
      gate.execute({ op: 'adjust', merchant: MERCHANT, accountId: id, key: `opening:${id}`, amountMinor: OPENING_MINOR, kind: 'OPENING', contra: 'CASH_IN' }),
    );
  }
  for (const limit of LIMITED) await mustSucceed(gate.execute({ op: 'rg.limit', merchant: MERCHANT, sessionId: 'simulation', ...limit }));

  /**
   * Sends a command as a client would: a lost answer is retried with the same request. `sameAnswer`:
   * every answer to the command's key must be the same (an `adjust` answers whether this call posted).
   */
  async function send(command: MoneyCommand, sameAnswer = true): Promise<MoneyResult> {
    for (let attempt = 0; ; attempt++) {
      if (attempt === 0 && random.chance(0.08)) d1.failNextBatchAfterCommit = true;
      try {
        const result = await gate.execute(command);
        if (!result.ok) {
          report.refusals++;
          report.refusedBy[result.code] = (report.refusedBy[result.code] ?? 0) + 1;
        }
        if (sameAnswer && 'key' in command && result.ok) {
          const key = `${command.accountId}:${command.key}`;
          const heard = JSON.stringify(result.value);
          const before = answers.get(key);
          if (before !== undefined && before !== heard) throw new InvariantViolation(`key ${command.key} answered ${before} then ${heard}`);
          answers.set(key, heard);
        }
        return result;
      } catch (error) {
        if (!(error instanceof LostAnswer) || attempt > 5) throw error;
        report.lostAnswers++;
      }
    }
  }

  /** A double click: the same request twice at once; both must agree and move money once. */
  async function sendTwiceMaybe(command: MoneyCommand): Promise<MoneyResult> {
    if (!random.chance(0.15)) return send(command);
    const [first, second] = await Promise.all([send(command), send(command)]);
    if (first.ok && second.ok && JSON.stringify(first.value) !== JSON.stringify(second.value) && 'key' in command) {
      throw new InvariantViolation(`double request ${command.op} answered differently`);
    }
    return first.ok ? first : second;
  }

  const pickPlayer = () => random.pick(PLAYERS);
  const amount = () =>
    random.weighted<number>([
      [random.int(1, 999), 3],
      [random.int(1_000, 30_000), 5],
      [random.int(30_000, 120_000), 1],
    ]);

  async function ids(sql: string): Promise<number[]> {
    return d1.query(sql, []).map((row) => Number(Object.values(row)[0]));
  }

  /** Settles one deposit picked among those in `statuses` (SQL list; none: nothing happens), in its owner's wallet. */
  async function settleOne(statuses: string, outcome: () => 'PAID' | 'CANCELLED' | 'REJECTED' | 'RELEASE'): Promise<void> {
    const found = await ids(`SELECT id FROM deposits WHERE status IN (${statuses}) ORDER BY id`);
    if (found.length === 0) return;
    const id = random.pick(found);
    const owner = Number(d1.query('SELECT account_id FROM deposits WHERE id = ?1', [id])[0]?.account_id);
    await sendTwiceMaybe({ op: 'deposit.settle', merchant: MERCHANT, accountId: owner, depositId: id, outcome: outcome() });
  }

  async function operation(): Promise<void> {
    const kind = random.weighted<string>([
      ['deposit', 4],
      ['callback', 5],
      ['withdraw', 4],
      ['decide', 3],
      ['walletTransfer', 3],
      ['allToMain', 1],
      ['send', 3],
      ['bet', 6],
      ['sweep', 1],
      ['limit', 1],
      ['latePay', 2],
      ['holdDecision', 1],
      ['bonus', 3],
      ['bonusEnd', 1],
    ]);
    trace.push(kind);
    switch (kind) {
      case 'deposit': {
        // An order, judged by the player's deposit limits in the wallet's lock.
        const player = pickPlayer();
        const ref = `ref-${seed}-${keyCounter++}`;
        await sendTwiceMaybe({
          op: 'deposit.open',
          merchant: MERCHANT,
          accountId: player,
          amountMinor: amount(),
          methodCode: 'SIM',
          bankType: 'VA',
          details: '{}',
          providerRef: ref,
          request: { key: newKey(), operation: 'deposit.create', hash: ref },
        });
        return;
      }
      case 'limit': {
        // A player sets, lowers, raises or removes a limit (a raise or removal waits its cooling-off).
        await send({
          op: 'rg.limit',
          merchant: MERCHANT,
          accountId: random.pick([1, 2, 3, 4]),
          kind: random.pick(['DEPOSIT', 'LOSS', 'WAGER'] as const),
          period: random.pick(['DAY', 'WEEK', 'MONTH'] as const),
          amountMinor: random.chance(0.2) ? null : random.int(10_000, 200_000),
          sessionId: 'simulation',
        });
        return;
      }
      case 'callback':
        // The provider's callback or the operator's decision, on a deposit in any state it may meet.
        await settleOne(`'PENDING', 'CANCELLED', 'PAID', 'HELD'`, () =>
          random.weighted<'PAID' | 'CANCELLED' | 'REJECTED'>([
            ['PAID', 6],
            ['CANCELLED', 2],
            ['REJECTED', 1],
          ]),
        );
        return;
      case 'latePay':
        // A cancelled order paid all the same (a provider's page left open, a late callback, the
        // operator paying a cancelled manual transfer), sometimes twice at once: judged by the limits.
        await settleOne(`'CANCELLED'`, () => 'PAID');
        return;
      case 'holdDecision':
        // The operator decides a held late payment: released (credited) or refunded; or approves it again, which changes nothing.
        await settleOne(`'HELD'`, () =>
          random.weighted<'RELEASE' | 'REJECTED' | 'PAID'>([
            ['RELEASE', 3],
            ['REJECTED', 2],
            ['PAID', 1],
          ]),
        );
        return;
      case 'withdraw': {
        const player = pickPlayer();
        const key = random.chance(0.1) && keyCounter > 0 ? `key-${seed}-${random.int(1, keyCounter)}` : newKey();
        const card = { cardId: player, bankName: 'Sim Bank', maskedNumber: '****1234', accountName: `P${player}` };
        // With an active bonus, the member confirms its forfeit half the time, naming the bonus as
        // their page read it (a bonus ended since is named in vain: the request is refused).
        const shown = d1.query("SELECT id FROM bonus_grants WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'ACTIVE'", [MERCHANT, player])[0];
        const forfeitGrantId = shown && random.chance(0.5) ? Number(shown.id) : undefined;
        await sendTwiceMaybe({ op: 'withdraw.request', merchant: MERCHANT, accountId: player, key, amountMinor: amount(), card, forfeitGrantId });
        return;
      }
      case 'decide': {
        const held = await ids(`SELECT id FROM withdrawals WHERE status = 'HELD' ORDER BY id`);
        if (held.length === 0) return;
        const id = random.pick(held);
        const owner = Number(d1.query('SELECT account_id FROM withdrawals WHERE id = ?1', [id])[0]?.account_id);
        await sendTwiceMaybe({
          op: 'withdraw.decide',
          merchant: MERCHANT,
          accountId: owner,
          withdrawalId: id,
          outcome: random.chance(0.7) ? 'PAID' : 'REFUNDED',
        });
        return;
      }
      case 'walletTransfer': {
        const wallets = ['', ...VENDORS];
        await sendTwiceMaybe({
          op: 'wallet.transfer',
          merchant: MERCHANT,
          accountId: pickPlayer(),
          key: newKey(),
          from: random.pick(wallets),
          to: random.pick(wallets),
          amountMinor: amount(),
        });
        return;
      }
      case 'allToMain':
        await sendTwiceMaybe({ op: 'wallet.allToMain', merchant: MERCHANT, accountId: pickPlayer(), key: newKey() });
        return;
      case 'send': {
        const from = pickPlayer();
        const to = random.chance(0.05) ? from : pickPlayer();
        const sent = await sendTwiceMaybe({ op: 'player.send', merchant: MERCHANT, accountId: from, key: newKey(), toAccountId: to, amountMinor: amount() });
        if (!sent.ok) return;
        // A crash between the two halves: the receiver's half never runs; the sweep must finish it.
        if (random.chance(0.2)) {
          report.crashes++;
          return;
        }
        const { transferId } = sent.value as { transferId: number };
        await sendTwiceMaybe({ op: 'player.receive', merchant: MERCHANT, accountId: to, transferId });
        return;
      }
      case 'bet': {
        const player = pickPlayer();
        const roundId = `round-${seed}-${keyCounter++}`;
        const vendor = random.pick([...VENDORS, 'V3']);
        const stake = amount();
        const game = { gameId: 1, gameName: 'Sim Slot', vendorCode: vendor, gameType: random.pick(GAME_TYPES) };
        const payout = random.weighted<number>([
          [0, 5],
          [Math.floor(stake * random.next() * 3), 4],
          [stake * 10, 1],
        ]);
        const round = { merchant: MERCHANT, accountId: player, roundId, stakeMinor: stake, game };
        if (random.chance(0.5)) {
          // An instant round in one command; sometimes a crash left it placed and the retry plays it.
          if (random.chance(0.15)) {
            const placed = await sendTwiceMaybe({ op: 'bet.place', ...round });
            if (!placed.ok) return;
            report.crashes++;
          }
          await sendTwiceMaybe({ op: 'bet.play', ...round, payoutMinor: payout, validMinor: stake });
          return;
        }
        const placed = await sendTwiceMaybe({ op: 'bet.place', ...round });
        if (!placed.ok) return;
        await sendTwiceMaybe({ op: 'bet.settle', merchant: MERCHANT, accountId: player, roundId, payoutMinor: payout, validMinor: stake });
        return;
      }
      case 'sweep':
        await completeTransfersInFlight(d1.asD1(), { execute: send }, MERCHANT, time);
        return;
      case 'bonus': {
        // A bonus with a turnover (a promotion's, the operator's), sometimes paid twice at once under its key.
        const player = pickPlayer();
        const key = `bonus-${seed}-${keyCounter++}`;
        const bonus: MoneyCommand = {
          op: 'adjust',
          merchant: MERCHANT,
          accountId: player,
          key,
          amountMinor: random.int(100, 20_000),
          kind: 'BONUS',
          contra: 'BONUSES',
          reference: key,
          turnoverMultiplier: random.int(1, 5),
        };
        // Paid once under its key, however many times it is asked (the invariants count the credits).
        await Promise.all(Array.from({ length: random.chance(0.15) ? 2 : 1 }, () => send(bonus, false)));
        return;
      }
      case 'bonusEnd': {
        // The member gives the bonus up, or it expires (its expiry moved to now, then the sweep's review).
        const player = pickPlayer();
        if (random.chance(0.5)) {
          // The member's form carries a request id (a repeat answers the same); an older caller none.
          const keyed = random.chance(0.7) ? { key: `forfeit-${seed}-${keyCounter++}` } : {};
          await sendTwiceMaybe({ op: 'bonus.forfeit', merchant: MERCHANT, accountId: player, ...keyed });
          return;
        }
        d1.query(`UPDATE bonus_grants SET expires_at = ?1 WHERE merchant_code = ?2 AND account_id = ?3 AND status = 'ACTIVE'`, [time, MERCHANT, player]);
        await sendTwiceMaybe({ op: 'bonus.review', merchant: MERCHANT, accountId: player });
        return;
      }
    }
  }

  try {
    for (let step = 0; step < steps; step++) {
      // Sometimes several requests at once, on the same or different wallets.
      const parallel = random.chance(0.25) ? random.int(2, 4) : 1;
      await Promise.all(Array.from({ length: parallel }, () => operation()));
      checkInvariants(d1, step % 10 === 9 ? 'full' : 'step');
    }
    // The end of the day: every held withdrawal is decided and every transfer in flight lands.
    for (const id of await ids(`SELECT id FROM withdrawals WHERE status = 'HELD'`)) {
      const owner = Number(d1.query('SELECT account_id FROM withdrawals WHERE id = ?1', [id])[0]?.account_id);
      await mustSucceed(send({ op: 'withdraw.decide', merchant: MERCHANT, accountId: owner, withdrawalId: id, outcome: 'PAID' }));
    }
    while ((await completeTransfersInFlight(d1.asD1(), { execute: send }, MERCHANT, Number.MAX_SAFE_INTEGER)) > 0);
    checkInvariants(d1, 'final');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new InvariantViolation(
      `seed ${seed}: ${message}\n  reproduce: SIM_SEED=${seed} npm run test:simulation\n  last operations: ${trace.slice(-12).join(', ')}`,
    );
  }
  report.commands = gate.commands;
  for (const row of d1.query('SELECT status, COUNT(*) AS n FROM bonus_grants GROUP BY status', [])) report.bonuses[String(row.status)] = Number(row.n);
  d1.close();
  return report;
}

async function mustSucceed(result: Promise<MoneyResult> | MoneyResult): Promise<void> {
  const answer = await result;
  if (!answer.ok) throw new InvariantViolation(`expected success, got ${answer.code}`);
}

function one(d1: FakeD1, sql: string): number {
  const row = d1.query(sql, [])[0];
  return Number(row ? Object.values(row)[0] : 0);
}

/**
 * Every rule the books must keep. After every step: each new journal entry sums to zero, no player
 * balance is below zero, money is conserved, each key moved money at most once (the counts below).
 * Every tenth step and at the end, in full: cached balances against their lines, and the books
 * against the business records, player by player. At the end: nothing left held or in transit.
 */
export function checkInvariants(d1: FakeD1, level: 'step' | 'full' | 'final'): void {
  const fail = (what: string) => {
    throw new InvariantViolation(what);
  };
  const checked = checkedUpTo.get(d1) ?? 0;
  const newest = one(d1, 'SELECT COALESCE(MAX(id), 0) FROM journal_entries');
  if (
    one(
      d1,
      `SELECT COUNT(*) FROM (SELECT e.id FROM journal_entries e LEFT JOIN journal_lines l ON l.entry_id = e.id WHERE e.id > ${checked}
        GROUP BY e.id HAVING COALESCE(SUM(l.amount_minor), 0) <> 0 OR COUNT(l.entry_id) < 2)`,
    ) > 0
  )
    fail('a journal entry does not sum to zero (or has fewer than two lines)');
  checkedUpTo.set(d1, newest);
  if (one(d1, 'SELECT COUNT(*) FROM ledger_accounts WHERE owner_id <> 0 AND balance_minor < 0') > 0) fail('a player balance is below zero');
  if (one(d1, 'SELECT COALESCE(SUM(balance_minor), 0) FROM ledger_accounts') !== 0) fail('money was created or destroyed (balances do not sum to zero)');
  const keys: [string, string, string][] = [
    ["SELECT COUNT(*) FROM money_requests WHERE operation = 'withdraw'", 'SELECT COUNT(*) FROM withdrawals', 'withdrawal keys'],
    ["SELECT COUNT(*) FROM money_requests WHERE operation = 'player.send'", "SELECT COUNT(*) FROM transfers WHERE kind = 'PLAYER'", 'player transfer keys'],
    ["SELECT COUNT(*) FROM money_requests WHERE operation = 'wallet.transfer'", "SELECT COUNT(*) FROM transfers WHERE kind = 'WALLET'", 'wallet transfer keys'],
  ];
  for (const [books, records, what] of keys) {
    const a = one(d1, books);
    const b = one(d1, records);
    if (a !== b) fail(`${what}: ${a} keys, ${b} records`);
  }
  if (level === 'step') return;
  if (
    one(
      d1,
      'SELECT COUNT(*) FROM ledger_accounts a WHERE a.balance_minor <> COALESCE((SELECT SUM(amount_minor) FROM journal_lines l WHERE l.account_id = a.id), 0)',
    ) > 0
  )
    fail('a cached balance differs from the sum of its lines');
  // The books agree with the records: one entry per thing that happened, never two.
  const pairs: [string, string, string][] = [
    ["SELECT COUNT(*) FROM journal_entries WHERE kind = 'DEPOSIT'", "SELECT COUNT(*) FROM deposits WHERE status = 'PAID'", 'paid deposits'],
    ["SELECT COUNT(*) FROM journal_entries WHERE kind = 'WITHDRAW_HOLD'", 'SELECT COUNT(*) FROM withdrawals', 'withdrawal holds'],
    ["SELECT COUNT(*) FROM journal_entries WHERE kind = 'WITHDRAW_PAID'", "SELECT COUNT(*) FROM withdrawals WHERE status = 'PAID'", 'paid withdrawals'],
    ["SELECT COUNT(*) FROM journal_entries WHERE kind = 'WITHDRAW_REFUND'", "SELECT COUNT(*) FROM withdrawals WHERE status = 'REFUNDED'", 'refunds'],
    ["SELECT COUNT(*) FROM journal_entries WHERE kind = 'PLAYER_TRANSFER_OUT'", "SELECT COUNT(*) FROM transfers WHERE kind = 'PLAYER'", 'player transfers out'],
    [
      "SELECT COUNT(*) FROM journal_entries WHERE kind = 'PLAYER_TRANSFER_IN'",
      "SELECT COUNT(*) FROM transfers WHERE kind = 'PLAYER' AND status = 'COMPLETED'",
      'player transfers in',
    ],
    ["SELECT COUNT(*) FROM journal_entries WHERE kind = 'BET'", 'SELECT COUNT(*) FROM bets', 'bets'],
    ["SELECT COUNT(*) FROM journal_entries WHERE kind = 'WIN'", "SELECT COUNT(*) FROM bets WHERE status = 'SETTLED' AND payout_minor > 0", 'wins'],
    // Where the money sits: held = withdrawals on hold, in transit = transfers half done.
    [
      "SELECT COALESCE(SUM(balance_minor), 0) FROM ledger_accounts WHERE kind = 'HELD'",
      "SELECT COALESCE(SUM(amount_minor), 0) FROM withdrawals WHERE status = 'HELD'",
      'held money',
    ],
    [
      "SELECT COALESCE(SUM(balance_minor), 0) FROM ledger_accounts WHERE kind = 'TRANSIT'",
      "SELECT COALESCE(SUM(amount_minor), 0) FROM transfers WHERE kind = 'PLAYER' AND status = 'DEBITED'",
      'money in transit',
    ],
    [
      "SELECT COALESCE(SUM(balance_minor), 0) FROM ledger_accounts WHERE kind = 'CASH_IN'",
      `SELECT -(COALESCE((SELECT SUM(amount_minor) FROM deposits WHERE status = 'PAID'), 0) + ${OPENING_MINOR} * (SELECT COUNT(*) FROM accounts))`,
      'cash brought in',
    ],
    [
      "SELECT COALESCE(SUM(balance_minor), 0) FROM ledger_accounts WHERE kind = 'HOUSE'",
      "SELECT COALESCE(SUM(stake_minor), 0) - COALESCE(SUM(CASE WHEN status = 'SETTLED' THEN payout_minor ELSE 0 END), 0) FROM bets",
      'house result',
    ],
  ];
  for (const [books, records, what] of pairs) {
    const a = one(d1, books);
    const b = one(d1, records);
    if (a !== b) fail(`${what}: books say ${a}, records say ${b}`);
  }
  // Every player's money equals what their records add up to.
  const mismatch = d1
    .query(
      `SELECT a.id,
            COALESCE((SELECT SUM(balance_minor) FROM ledger_accounts l WHERE l.owner_id = a.id), 0) AS books,
            ${OPENING_MINOR}
            + COALESCE((SELECT SUM(amount_minor) FROM deposits d WHERE d.account_id = a.id AND d.status = 'PAID'), 0)
            - COALESCE((SELECT SUM(amount_minor) FROM withdrawals w WHERE w.account_id = a.id AND w.status = 'PAID'), 0)
            - COALESCE((SELECT SUM(amount_minor) FROM transfers t WHERE t.kind = 'PLAYER' AND t.from_account_id = a.id), 0)
            + COALESCE((SELECT SUM(amount_minor) FROM transfers t WHERE t.kind = 'PLAYER' AND t.to_account_id = a.id AND t.status = 'COMPLETED'), 0)
            - COALESCE((SELECT SUM(stake_minor) FROM bets b WHERE b.account_id = a.id), 0)
            + COALESCE((SELECT SUM(payout_minor) FROM bets b WHERE b.account_id = a.id AND b.status = 'SETTLED'), 0)
            + COALESCE((SELECT SUM(amount_minor) FROM journal_lines l WHERE l.owner_id = a.id AND l.entry_kind = 'BONUS'), 0)
            - COALESCE((SELECT SUM(g.ended_minor) FROM bonus_grants g WHERE g.account_id = a.id AND g.status IN ('FORFEITED', 'EXPIRED')), 0) AS records
       FROM accounts a`,
      [],
    )
    .map((row) => ({ id: row.id, books: Number(row.books), records: Number(row.records) - lateForfeits(d1, Number(row.id)) }))
    .find((row) => row.books !== row.records);
  if (mismatch) fail(`player ${mismatch.id}: books ${mismatch.books}, records ${mismatch.records}`);
  checkBonusWallet(d1, fail);
  if (level === 'final') {
    if (one(d1, "SELECT COUNT(*) FROM withdrawals WHERE status NOT IN ('PAID', 'REFUNDED')") > 0) fail('a withdrawal did not end paid or refunded');
    if (one(d1, "SELECT COUNT(*) FROM transfers WHERE status <> 'COMPLETED'") > 0) fail('a transfer did not complete');
  }
}

type GrantRecord = Pick<
  GrantRow,
  | 'id'
  | 'account_id'
  | 'entry_key'
  | 'amount_minor'
  | 'turnover_required_minor'
  | 'turnover_done_minor'
  | 'contributions'
  | 'default_contribution'
  | 'status'
  | 'ended_at'
>;

interface BetRecord {
  bonus_grant_id: number;
  stake_minor: number;
  bonus_minor: number;
  valid_minor: number;
  payout_minor: number;
  game_type: string;
  settled_at: number;
}

/**
 * What a player lost of wins whose stake the bonus paid, settled after that bonus was given up or
 * expired: the win's bonus part (rules.ts splitWin), forfeited with the bonus.
 */
function lateForfeits(d1: FakeD1, accountId: number): number {
  const late = d1.query(
    `SELECT b.stake_minor, b.bonus_minor, b.payout_minor FROM bets b JOIN bonus_grants g ON g.id = b.bonus_grant_id
      WHERE b.account_id = ?1 AND b.status = 'SETTLED' AND b.bonus_minor > 0 AND g.status IN ('FORFEITED', 'EXPIRED') AND b.settled_at > g.ended_at`,
    [accountId],
  ) as unknown as Pick<BetRecord, 'stake_minor' | 'bonus_minor' | 'payout_minor'>[];
  return late.reduce((sum, b) => sum + splitWin(b.payout_minor, b.stake_minor, b.bonus_minor).bonus, 0);
}

/**
 * The bonus wallet's rules, recomputed from the raw records (docs/decisions/067): one active grant
 * a player at most, and a BONUS balance only while one is; a queued grant not credited yet, every
 * other credited once with its amount; each grant's meter equal to its settled rounds' valid bets
 * by their game type's share (rules.ts), released exactly when met; bonus money never withdrawn or
 * transferred; a stake's bonus part never above the stake.
 */
function checkBonusWallet(d1: FakeD1, fail: (what: string) => never): void {
  const activeTwice = one(d1, "SELECT COUNT(*) FROM (SELECT account_id FROM bonus_grants WHERE status = 'ACTIVE' GROUP BY account_id HAVING COUNT(*) > 1)");
  if (activeTwice > 0) fail('a player has two active bonuses');
  const stray = one(
    d1,
    `SELECT COUNT(*) FROM ledger_accounts a WHERE a.kind = 'BONUS' AND a.balance_minor <> 0
        AND NOT EXISTS (SELECT 1 FROM bonus_grants g WHERE g.account_id = a.owner_id AND g.status = 'ACTIVE')`,
  );
  if (stray > 0) fail('a BONUS balance without an active bonus');
  if (
    one(
      d1,
      "SELECT COUNT(*) FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id WHERE a.kind = 'BONUS' AND l.entry_kind IN ('WITHDRAW_HOLD', 'WALLET_TRANSFER', 'PLAYER_TRANSFER_OUT')",
    ) > 0
  )
    fail('bonus money was withdrawn or transferred');
  if (one(d1, 'SELECT COUNT(*) FROM bets WHERE bonus_minor < 0 OR bonus_minor > stake_minor') > 0) fail("a stake's bonus part is outside the stake");
  if (
    one(
      d1,
      `SELECT COUNT(*) FROM bets b WHERE b.bonus_minor > 0 AND -b.bonus_minor <> COALESCE((SELECT SUM(l.amount_minor) FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
          JOIN ledger_accounts a ON a.id = l.account_id WHERE e.entry_key = 'bet:' || b.round_id AND a.kind = 'BONUS'), 0)`,
    ) > 0
  )
    fail("a stake's bonus part differs from what its entry took from the BONUS account");
  const grants = d1.query('SELECT * FROM bonus_grants ORDER BY id', []) as unknown as GrantRecord[];
  for (const g of grants) {
    const credited = one(
      d1,
      `SELECT COALESCE(SUM(l.amount_minor), 0) FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
        WHERE e.entry_key = '${g.entry_key.replaceAll("'", "''")}' AND l.owner_id = ${g.account_id}`,
    );
    if (credited !== (g.status === 'QUEUED' ? 0 : g.amount_minor)) fail(`bonus ${g.id} (${g.status}) credited ${credited} of ${g.amount_minor}`);
    const rules: Pick<GrantRules, 'contributions' | 'defaultContribution'> = {
      contributions: JSON.parse(g.contributions) as Record<string, number>,
      defaultContribution: g.default_contribution,
    };
    const rounds = d1.query(
      `SELECT bonus_grant_id, stake_minor, bonus_minor, valid_minor, payout_minor, game_type, settled_at FROM bets
        WHERE bonus_grant_id = ?1 AND status = 'SETTLED' AND (?2 IS NULL OR settled_at <= ?2)`,
      [g.id, g.ended_at],
    ) as unknown as BetRecord[];
    const counted = Math.min(
      g.turnover_required_minor,
      rounds.reduce((sum, b) => sum + turnoverCounted(b.valid_minor, b.game_type, rules), 0),
    );
    if (counted !== g.turnover_done_minor) fail(`bonus ${g.id}: meter ${g.turnover_done_minor}, its rounds count ${counted}`);
    if ((g.status === 'RELEASED') !== g.turnover_done_minor >= g.turnover_required_minor)
      fail(`bonus ${g.id} is ${g.status} with ${g.turnover_done_minor} of ${g.turnover_required_minor}`);
  }
}

/** How far each database's journal has been checked entry by entry. */
const checkedUpTo = new WeakMap<FakeD1, number>();
