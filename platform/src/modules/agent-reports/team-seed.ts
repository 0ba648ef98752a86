/**
 * The demo team: a three-level team under one agent (demo_agent) with months of play, so the agent
 * reports have a realistic load (the full shape: 2,050 downline accounts and about 530,000 bets over
 * 90 days). A pure function of its input: the same shape, seed, games and anchor give the same team,
 * bets and money (a PRNG per account; bets drawn by the round engine's bulk stream, play/outcomes.ts).
 *
 * Written in chunks (one D1 batch each, all or nothing): chunk 0 holds the first two levels, each
 * further chunk the members of a few second-level agents. POST /__dev/seed-team (dev.ts) writes them.
 *
 * The books: every bet is a `bets` row, but a session of rounds posts ONE ledger entry, its net
 * (BET when the member lost, WIN when they won; key `teamseed:<account>:s<n>`), at the session's last
 * round. Half a million per-bet entries would be two million lines for nothing the reports read, and
 * what matters holds: each member's balance is the sum of its lines, never below zero at any entry
 * (deposits come before a session, withdrawals after it), the session nets equal Σ payout − Σ stake of
 * that session's bets, and the brand's accounts take the other side. Deposits, withdrawals (hold then
 * paid), a first-deposit bonus and weekly rebates are posted as the cashier would.
 */
import { bulkRng, bulkRound } from '../play/outcomes';
import { createPrng } from '#platform/seed/prng';
import { insertRows, type SqlValue } from '#platform/seed/sql';

export interface TeamShape {
  l1Agents: number;
  l1Members: number;
  /** Per first-level agent. */
  l2Agents: number;
  l2Members: number;
  /** Per second-level agent. */
  l3Members: number;
  /** Bets per account: uniform in [min, max]. */
  betsMin: number;
  betsMax: number;
  days: number;
  /** Second-level agents whose members one chunk writes. */
  l2AgentsPerChunk: number;
}

export const FULL_TEAM: TeamShape = {
  l1Agents: 20,
  l1Members: 30,
  l2Agents: 5,
  l2Members: 5,
  l3Members: 18,
  betsMin: 150,
  betsMax: 370,
  days: 90,
  l2AgentsPerChunk: 10,
};

export interface SeedGame {
  gameId: number;
  name: string;
  vendor: string;
  gameType: string;
}

export interface TeamAccount {
  id: number;
  username: string;
  parentId: number;
  type: number;
  createdAt: number;
  level: 1 | 2 | 3;
}

export interface TeamSeedInput {
  merchant: string;
  prefix: string;
  rootId: number;
  shape: TeamShape;
  seed: number;
  /** The seed's days end here (ms). */
  anchor: number;
  games: readonly SeedGame[];
  chunk: number;
  /** First free ids (this chunk numbers its rows from there). */
  firstIds: { account: number; ledgerAccount: number; entry: number; deposit: number; withdrawal: number };
  /** Brand ledger account ids. */
  brandAccounts: { HOUSE: number; CASH_IN: number; CASH_OUT: number; BONUSES: number };
  /** The seeded accounts' password (one hash: computing 2,000 would take minutes). */
  password: { algorithm: string; iterations: number; salt: string; hash: string };
  agentType: number;
  memberType: number;
}

export function chunkCount(shape: TeamShape): number {
  return 1 + Math.ceil((shape.l1Agents * shape.l2Agents) / shape.l2AgentsPerChunk);
}

const DAY = 86_400_000;
const MINUTE = 60_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The accounts of one chunk, in insertion order (parents first), with ids from `firstId`. */
export function chunkAccounts(
  input: Pick<TeamSeedInput, 'prefix' | 'rootId' | 'shape' | 'seed' | 'anchor' | 'chunk' | 'agentType' | 'memberType'>,
  firstId: number,
  parents: ReadonlyMap<string, number>,
): TeamAccount[] {
  const { shape, prefix, anchor } = input;
  const start = anchor - shape.days * DAY;
  const out: TeamAccount[] = [];
  let id = firstId;
  const rng = createPrng(input.seed * 7919 + input.chunk);
  // Accounts join over the first two thirds of the period (level 1 first), so "new members" varies.
  const joined = (level: number) => start + Math.floor(rng.next() * (shape.days * DAY * (level === 1 ? 0.1 : level === 2 ? 0.3 : 0.66)));
  const add = (username: string, parentId: number, agent: boolean, level: 1 | 2 | 3) => {
    const account: TeamAccount = { id: id++, username, parentId, type: agent ? input.agentType : input.memberType, createdAt: joined(level), level };
    out.push(account);
    return account;
  };
  if (input.chunk === 0) {
    for (let a = 1; a <= shape.l1Agents; a++) {
      const l1 = add(`${prefix}a${pad(a)}`, input.rootId, true, 1);
      for (let b = 1; b <= shape.l2Agents; b++) add(`${prefix}a${pad(a)}a${pad(b)}`, l1.id, true, 2);
      for (let m = 1; m <= shape.l2Members; m++) add(`${prefix}a${pad(a)}m${pad(m)}`, l1.id, false, 2);
    }
    for (let m = 1; m <= shape.l1Members; m++) add(`${prefix}m${pad(m)}`, input.rootId, false, 1);
    return out;
  }
  const firstL2 = (input.chunk - 1) * shape.l2AgentsPerChunk;
  for (let k = firstL2; k < Math.min(firstL2 + shape.l2AgentsPerChunk, shape.l1Agents * shape.l2Agents); k++) {
    const a = Math.floor(k / shape.l2Agents) + 1;
    const b = (k % shape.l2Agents) + 1;
    const parentName = `${prefix}a${pad(a)}a${pad(b)}`;
    const parentId = parents.get(parentName);
    if (parentId === undefined) throw new Error(`seed-team: ${parentName} is missing (chunk 0 first)`);
    for (let m = 1; m <= shape.l3Members; m++) add(`${parentName}m${pad(m)}`, parentId, false, 3);
  }
  return out;
}

/** The second-level agents chunk `chunk` needs as parents (usernames). */
export function chunkParents(shape: TeamShape, prefix: string, chunk: number): string[] {
  if (chunk === 0) return [];
  const names: string[] = [];
  const firstL2 = (chunk - 1) * shape.l2AgentsPerChunk;
  for (let k = firstL2; k < Math.min(firstL2 + shape.l2AgentsPerChunk, shape.l1Agents * shape.l2Agents); k++) {
    names.push(`${prefix}a${pad(Math.floor(k / shape.l2Agents) + 1)}a${pad((k % shape.l2Agents) + 1)}`);
  }
  return names;
}

export interface TeamChunkPlan {
  accounts: TeamAccount[];
  statements: string[];
  bets: number;
  /** Per account, for checks: the final main balance. */
  balances: Map<number, number>;
}

type Line = [entryId: number, ledgerAccount: number, owner: number, kind: string, amount: number, balanceAfter: number, at: number];

const STAKES = [100, 200, 500, 1000, 2000] as const;
const DEPOSITS = [10_000, 20_000, 50_000, 100_000, 200_000, 500_000] as const;
const CARD = JSON.stringify({ cardId: 0, bankName: 'Demo Bank', maskedNumber: '**** 0000', accountName: 'Demo team' });

/** Plans one chunk: its accounts, bets, records and ledger, as SQL statements. */
export function planTeamChunk(input: TeamSeedInput, parents: ReadonlyMap<string, number>): TeamChunkPlan {
  const { merchant, shape, anchor, games } = input;
  if (games.length === 0) throw new Error('seed-team: no games');
  const accounts = chunkAccounts(input, input.firstIds.account, parents);
  const ids = { ...input.firstIds };
  const accountRows: SqlValue[][] = [];
  const ledgerRows: SqlValue[][] = [];
  const entryRows: SqlValue[][] = [];
  const lineRows: Line[] = [];
  const betRows: SqlValue[][] = [];
  const depositRows: SqlValue[][] = [];
  const withdrawalRows: SqlValue[][] = [];
  const brandDelta = { HOUSE: 0, CASH_IN: 0, CASH_OUT: 0, BONUSES: 0 };
  const balances = new Map<number, number>();
  let betCount = 0;

  for (const account of accounts) {
    accountRows.push([
      account.id,
      merchant,
      account.username,
      account.username.toUpperCase(),
      account.type,
      account.parentId,
      input.password.algorithm,
      input.password.iterations,
      input.password.salt,
      input.password.hash,
      account.createdAt,
      account.createdAt,
    ]);
    const main = ids.ledgerAccount++;
    const held = ids.ledgerAccount++;
    let balance = 0;
    let heldBalance = 0;
    const post = (kind: string, key: string, reference: string | null, at: number, legs: [number, number, number][]) => {
      const entryId = ids.entry++;
      entryRows.push([entryId, merchant, kind, reference, key, at]);
      for (const [ledgerAccount, owner, amount] of legs) {
        let after = 0;
        if (ledgerAccount === main) after = balance;
        else if (ledgerAccount === held) after = heldBalance;
        lineRows.push([entryId, ledgerAccount, owner, kind, amount, after, at]);
      }
    };
    const rng = createPrng((input.seed ^ 0x5bd1e995) + account.id * 31 + account.username.length);
    const rounds = bulkRng(input.seed * 100_003 + hash(account.username));
    const stake = rng.pick(STAKES);
    const target = rng.int(shape.betsMin, shape.betsMax);
    // Sessions of 10..40 rounds at random times after joining, in time order.
    const sessionSizes: number[] = [];
    for (let left = target; left > 0;) {
      const n = Math.min(left, rng.int(10, 40));
      sessionSizes.push(n);
      left -= n;
    }
    const from = account.createdAt + 10 * MINUTE;
    const to = anchor - 2 * 60 * MINUTE;
    const starts = sessionSizes.map(() => from + Math.floor(rng.next() * (to - from))).sort((a, b) => a - b);
    let firstDeposit = true;
    let lastDeposit = 0;
    let weekValid = 0;
    let weekEnd = from + 7 * DAY;
    let sessionNo = 0;
    let freeAt = from;
    for (let s = 0; s < sessionSizes.length; s++) {
      let at = Math.max(starts[s]!, freeAt);
      if (at >= to) break;
      // Weekly rebate on the valid bets of the week (0.5 %), paid when the week ends.
      while (at >= weekEnd) {
        const rebate = Math.floor(weekValid * 0.005);
        if (rebate > 0) {
          balance += rebate;
          brandDelta.BONUSES -= rebate;
          post('REBATE', `teamseed:${account.id}:rebate:${weekEnd}`, null, weekEnd, [
            [input.brandAccounts.BONUSES, 0, -rebate],
            [main, account.id, rebate],
          ]);
        }
        weekValid = 0;
        weekEnd += 7 * DAY;
      }
      // A deposit first when the wallet is low.
      if (balance < 40 * stake) {
        const amount = Math.max(rng.pick(DEPOSITS), 50 * stake);
        const depositId = ids.deposit++;
        const paidAt = at - 3 * MINUTE;
        const created = paidAt - 2 * MINUTE;
        depositRows.push([
          depositId,
          merchant,
          account.id,
          'BANK',
          'BANK',
          amount,
          'PAID',
          '{}',
          `teamseed-${account.id}-${depositId}`,
          firstDeposit ? 1 : 0,
          created,
          paidAt,
        ]);
        balance += amount;
        brandDelta.CASH_IN -= amount;
        post('DEPOSIT', `deposit:${depositId}`, `deposit:${depositId}`, paidAt, [
          [input.brandAccounts.CASH_IN, 0, -amount],
          [main, account.id, amount],
        ]);
        if (firstDeposit) {
          const bonus = Math.min(Math.floor(amount / 10), 50_000);
          balance += bonus;
          brandDelta.BONUSES -= bonus;
          post('BONUS', `teamseed:${account.id}:first-bonus`, `deposit:${depositId}`, paidAt, [
            [input.brandAccounts.BONUSES, 0, -bonus],
            [main, account.id, bonus],
          ]);
        }
        firstDeposit = false;
        lastDeposit = amount;
      }
      // The rounds: one game per session, a round every 10..40 seconds, the stake while it lasts.
      const game = games[rng.int(0, games.length - 1)]!;
      let net = 0;
      let running = balance;
      let played = 0;
      for (let r = 0; r < sessionSizes[s]!; r++) {
        if (running < stake) break;
        const round = bulkRound(game.gameType, stake, rounds);
        running += round.payoutMinor - round.stakeMinor;
        net += round.payoutMinor - round.stakeMinor;
        weekValid += round.validMinor;
        betRows.push([
          merchant,
          account.id,
          `teamseed:${account.id}:${sessionNo}:${r}`,
          game.gameId,
          game.name,
          game.vendor,
          game.gameType,
          round.stakeMinor,
          round.validMinor,
          round.payoutMinor,
          'SETTLED',
          at,
          at + 5_000,
        ]);
        played++;
        at += 10_000 + Math.floor(rng.next() * 30_000);
      }
      betCount += played;
      if (played > 0 && net !== 0) {
        balance += net;
        brandDelta.HOUSE -= net;
        post(net < 0 ? 'BET' : 'WIN', `teamseed:${account.id}:s${sessionNo}`, `session:${account.id}:${sessionNo}`, at, [
          [input.brandAccounts.HOUSE, 0, -net],
          [main, account.id, net],
        ]);
      }
      sessionNo++;
      freeAt = at + 5 * MINUTE;
      // Sometimes cash out half of a good wallet after the session: held, then paid 30 minutes later.
      if (balance > 2 * lastDeposit && rng.chance(0.5)) {
        const amount = Math.floor(balance / 200) * 100;
        if (amount > 0) {
          const withdrawalId = ids.withdrawal++;
          const askedAt = at + MINUTE;
          const paidAt = askedAt + 30 * MINUTE;
          withdrawalRows.push([
            withdrawalId,
            merchant,
            account.id,
            amount,
            'PAID',
            CARD,
            'AUTO_RECEIVED',
            paidAt + 30 * MINUTE,
            askedAt,
            paidAt,
            paidAt + 30 * MINUTE,
          ]);
          balance -= amount;
          heldBalance += amount;
          post('WITHDRAW_HOLD', `withdrawal:${withdrawalId}:hold`, `withdrawal:${withdrawalId}`, askedAt, [
            [main, account.id, -amount],
            [held, account.id, amount],
          ]);
          heldBalance -= amount;
          brandDelta.CASH_OUT += amount;
          post('WITHDRAW_PAID', `withdrawal:${withdrawalId}:paid`, `withdrawal:${withdrawalId}`, paidAt, [
            [held, account.id, -amount],
            [input.brandAccounts.CASH_OUT, 0, amount],
          ]);
          freeAt = Math.max(freeAt, paidAt);
        }
      }
      if (balance < 0) throw new Error(`seed-team: ${account.username} below zero`);
    }
    balances.set(account.id, balance);
    ledgerRows.push([main, merchant, account.id, 'MAIN', '', 'USD', balance], [held, merchant, account.id, 'HELD', '', 'USD', heldBalance]);
  }

  const statements = [
    ...insertRows(
      'accounts',
      [
        'id',
        'merchant_code',
        'username',
        'nickname',
        'type',
        'parent_id',
        'password_algorithm',
        'password_iterations',
        'password_salt',
        'password_hash',
        'password_changed_at',
        'created_at',
      ],
      accountRows,
    ),
    ...insertRows('ledger_accounts', ['id', 'merchant_code', 'owner_id', 'kind', 'vendor_code', 'currency', 'balance_minor'], ledgerRows),
    ...insertRows(
      'deposits',
      [
        'id',
        'merchant_code',
        'account_id',
        'method_code',
        'bank_type',
        'amount_minor',
        'status',
        'details',
        'provider_ref',
        'first_deposit',
        'created_at',
        'settled_at',
      ],
      depositRows,
    ),
    ...insertRows(
      'withdrawals',
      ['id', 'merchant_code', 'account_id', 'amount_minor', 'status', 'card', 'receipt', 'receipt_deadline', 'created_at', 'decided_at', 'confirmed_at'],
      withdrawalRows,
    ),
    ...insertRows(
      'bets',
      [
        'merchant_code',
        'account_id',
        'round_id',
        'game_id',
        'game_name',
        'vendor_code',
        'game_type',
        'stake_minor',
        'valid_minor',
        'payout_minor',
        'status',
        'created_at',
        'settled_at',
      ],
      betRows,
    ),
    ...insertRows('journal_entries', ['id', 'merchant_code', 'kind', 'reference', 'entry_key', 'created_at'], entryRows),
    ...insertRows(
      'journal_lines',
      ['entry_id', 'account_id', 'owner_id', 'merchant_code', 'entry_kind', 'amount_minor', 'balance_after', 'created_at'],
      lineRows.map(([e, a, o, k, amount, after, at]) => [e, a, o, merchant, k, amount, after, at]),
    ),
    // The brand's side: cached balances move by what this chunk posted against them.
    ...Object.entries(brandDelta)
      .filter(([, delta]) => delta !== 0)
      .map(
        ([kind, delta]) =>
          `UPDATE ledger_accounts SET balance_minor = balance_minor + ${delta} WHERE id = ${input.brandAccounts[kind as keyof typeof brandDelta]};`,
      ),
  ];
  return { accounts, statements, bets: betCount, balances };
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
