/**
 * The demo accounts' money history: months of deposits, bets and wins, withdrawals (paid and
 * refunded), player transfers between an agent and its downline, wallet transfers (in transfer
 * mode), bonuses, rebates and points conversions, so every records page has data on first start.
 *
 * A pure function of its input (a seeded PRNG per account, times counted back from `end`): the same
 * accounts, games and end give the same history. It plans records and balanced journal entries; the
 * development route POST /__dev/seed-history (src/modules/dev/history.ts) writes them.
 *
 * Rules the plan keeps, checked by tests/integration/platform/records.test.ts:
 * - every entry balances (journal.ts checks it again when posting);
 * - in time order, no wallet of an account ever goes below zero: events run one at a time on one
 *   clock (sessions of different accounts never overlap; a withdrawal's decision and a rebate are
 *   credits at their own time);
 * - each account ends where it started: the history nets to zero on every account (the last step
 *   cashes out what is left, and every withdrawal is decided a day before `end`), so the documented
 *   demo balances (the opening entries of POST /__dev/seed-accounts) stay what they are;
 * - nothing happens in the last 24 hours before `end`.
 */
import type { AccountKind, EntryKind } from '../src/modules/ledger/journal';
import { createPrng, type Prng } from './prng';

export interface HistoryAccount {
  id: number;
  username: string;
  /** The upline, when it is seeded in the same run (transfers go only between seeded accounts). */
  parentId: number | null;
  isAgent: boolean;
  payeeName: string | null;
  /** The bank card the account's withdrawals are paid to (one the security centre lists); without one, a made-up card. */
  card?: PlannedWithdrawal['card'];
}

export interface HistoryGame {
  gameId: number;
  name: string;
  vendor: string;
  gameType: string;
}

export interface HistoryInput {
  merchant: string;
  accounts: readonly HistoryAccount[];
  /** Real games of the catalogue to play. */
  games: readonly HistoryGame[];
  walletMode: 'SINGLE' | 'TRANSFER';
  /** TRANSFER mode: the vendors with a wallet of their own. */
  transferVendors: readonly string[];
  withdrawMinMinor: number;
  /** Every event happens before this instant (ms). */
  end: number;
  /** How many days back the history starts. */
  days: number;
  /** The first free id of each record table (the plan numbers its records from there). */
  firstIds: { deposit: number; withdrawal: number; transfer: number };
}

type Account = { owner: number; kind: 'MAIN' | 'HELD' } | { owner: number; kind: 'VENDOR'; vendor: string } | { owner: 0; kind: BrandKind };
type BrandKind = Exclude<AccountKind, 'MAIN' | 'HELD' | 'VENDOR'>;
/** The kinds of movement a seeded history holds (no openings or operator adjustments). */
export type HistoryEntryKind = Exclude<EntryKind, 'OPENING' | 'ADJUSTMENT'>;

export interface PlannedEntry {
  at: number;
  kind: HistoryEntryKind;
  key: string;
  reference?: string;
  lines: { account: Account; amount: number }[];
}

export interface PlannedDeposit {
  id: number;
  accountId: number;
  methodCode: string;
  bankType: string;
  amountMinor: number;
  providerRef: string;
  firstDeposit: boolean;
  createdAt: number;
  settledAt: number;
}

export interface PlannedWithdrawal {
  id: number;
  accountId: number;
  amountMinor: number;
  status: 'PAID' | 'REFUNDED';
  card: { cardId: number; bankName: string; maskedNumber: string; accountName: string };
  receipt: 'RECEIVED' | 'AUTO_RECEIVED' | null;
  receiptDeadline: number | null;
  rejectReason: string | null;
  createdAt: number;
  decidedAt: number;
  confirmedAt: number | null;
}

export interface PlannedTransfer {
  id: number;
  kind: 'WALLET' | 'PLAYER';
  fromAccountId: number;
  toAccountId: number;
  fromWallet: string;
  toWallet: string;
  amountMinor: number;
  createdAt: number;
  completedAt: number;
}

export interface PlannedBet {
  accountId: number;
  roundId: string;
  game: HistoryGame;
  stakeMinor: number;
  validMinor: number;
  payoutMinor: number;
  createdAt: number;
  settledAt: number;
}

export interface HistoryPlan {
  deposits: PlannedDeposit[];
  withdrawals: PlannedWithdrawal[];
  transfers: PlannedTransfer[];
  bets: PlannedBet[];
  /** In time order. */
  entries: PlannedEntry[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SEED = 0x5eed_4157;

/** The demo brand's deposit methods (seed/deposit.ts): method code and the bank types it takes. */
const DEPOSIT_METHODS: readonly (readonly [string, readonly string[]])[] = [
  ['QR_BANK', ['PAYID', 'WECHAT']],
  ['EWALLET', ['MPESA']],
  ['CRYPTO', ['BTC', 'TRX']],
  ['MANUAL_BANK', ['BANK']],
];
const BANKS = ['KB Kookmin Bank', 'Shinhan Bank', 'Woori Bank', 'Hana Bank'];
const STAKES = [100, 200, 500, 1_000, 2_000, 5_000];
const MULTIPLIERS: readonly (readonly [number, number])[] = [
  [0.5, 22],
  [1.2, 26],
  [2, 26],
  [3, 12],
  [5, 8],
  [10, 4],
  [25, 2],
];

const main = (owner: number): Account => ({ owner, kind: 'MAIN' });
const held = (owner: number): Account => ({ owner, kind: 'HELD' });
const vendorWallet = (owner: number, vendor: string): Account => ({ owner, kind: 'VENDOR', vendor });
const brand = (kind: BrandKind): Account => ({ owner: 0, kind });
const move = (from: Account, to: Account, amount: number) => [
  { account: from, amount: -amount },
  { account: to, amount },
];

/** FNV-1a: a stable number from a username, to seed its PRNG. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface State {
  account: HistoryAccount;
  prng: Prng;
  main: number;
  vendors: Map<string, number>;
  held: number;
  deposits: number;
  /** Valid bets since the last rebate. */
  validSinceRebate: number;
  seq: number;
  rounds: number;
  types: string[];
  card: PlannedWithdrawal['card'];
}

type Event = { at: number; order: number; run: () => void };

export function buildHistory(input: HistoryInput): HistoryPlan {
  const plan: HistoryPlan = { deposits: [], withdrawals: [], transfers: [], bets: [], entries: [] };
  if (input.accounts.length === 0 || input.games.length === 0) return plan;
  const ids = { ...input.firstIds };
  // Vendors whose games play from a wallet of their own (none in single-wallet mode).
  const transferring = input.walletMode === 'TRANSFER' ? input.transferVendors : [];
  const mainGames = input.games.filter((g) => !transferring.includes(g.vendor));
  const vendorGames = input.games.filter((g) => transferring.includes(g.vendor));
  const start = input.end - input.days * DAY;
  const types = [...new Set(input.games.map((g) => g.gameType))].sort();
  const states = new Map<number, State>();
  for (const account of input.accounts) {
    const prng = createPrng(SEED ^ hash(account.username));
    const own = types.filter(() => prng.chance(0.5));
    // Drawn either way, so an account's history is the same with its real card or without one.
    const madeUpCard = {
      cardId: 0,
      bankName: prng.pick(BANKS),
      maskedNumber: `**** ${String(prng.int(0, 9999)).padStart(4, '0')}`,
      accountName: account.payeeName ?? account.username,
    };
    states.set(account.id, {
      account,
      prng,
      main: 0,
      vendors: new Map(),
      held: 0,
      deposits: 0,
      validSinceRebate: 0,
      seq: 0,
      rounds: 0,
      types: own.length ? own : [prng.pick(types)],
      card: account.card ?? madeUpCard,
    });
  }

  // One clock for everything: a queue of events in time order (ties by creation order).
  /** The time the current event runs at. */
  let now = start;
  /** Sessions never overlap: one that would start before the last one ended waits. */
  let busyUntil = start;
  const queue: Event[] = [];
  let created = 0;
  const schedule = (at: number, run: () => void) => queue.push({ at, order: created++, run });
  const post = (entry: PlannedEntry) => plan.entries.push(entry);
  const key = (s: State, what: string) => `history:${s.account.id}:${what}:${++s.seq}`;

  // Sessions: on about 40 % of the days, none in the last two (decisions and the cash-out come then).
  for (const s of states.values()) {
    for (let day = 0; day < input.days - 2; day++) {
      if (!s.prng.chance(s.account.isAgent ? 0.35 : 0.45)) continue;
      schedule(start + day * DAY + s.prng.int(6 * 60, 23 * 60) * MINUTE, () => session(s));
    }
    // Weekly rebate: 0.5 % of the week's valid bets.
    for (let week = 1; week * 7 < input.days - 2; week++) {
      schedule(start + week * 7 * DAY + 2 * HOUR, () => {
        const rebate = Math.floor(s.validSinceRebate / 200);
        s.validSinceRebate = 0;
        if (rebate <= 0) return;
        s.main += rebate;
        post({ at: now, kind: 'REBATE', key: key(s, 'rebate'), lines: move(brand('BONUSES'), main(s.account.id), rebate) });
      });
    }
    // The cash-out: whatever is left leaves, so the history nets to zero. The last 24 hours stay
    // free of history: today's limits (a withdrawal count per day) start at zero.
    schedule(input.end - DAY - 2 * HOUR, () => cashOut(s));
  }

  function session(s: State) {
    const p = s.prng;
    const id = s.account.id;
    let t = Math.max(now, busyUntil + MINUTE);
    // A deposit when the wallet is low (and now and then anyway).
    if (s.main < 5_000 || p.chance(0.2)) {
      const methodAt = p.pick(DEPOSIT_METHODS);
      const amount = p.pick([10_000, 20_000, 30_000, 50_000, 100_000]) * (s.account.isAgent ? 3 : 1);
      const depositId = ids.deposit++;
      const settledAt = t + p.int(1, 10) * MINUTE;
      const first = s.deposits++ === 0;
      plan.deposits.push({
        id: depositId,
        accountId: id,
        methodCode: methodAt[0],
        bankType: p.pick(methodAt[1]),
        amountMinor: amount,
        providerRef: `history-${input.merchant}-${depositId}`,
        firstDeposit: first,
        createdAt: t,
        settledAt,
      });
      s.main += amount;
      post({ at: settledAt, kind: 'DEPOSIT', key: `deposit:${depositId}`, reference: `deposit:${depositId}`, lines: move(brand('CASH_IN'), main(id), amount) });
      t = settledAt + 1_000;
      if (first) {
        // The first-deposit bonus: 20 % of the deposit, at most 100.00.
        const bonus = Math.min(10_000, Math.floor(amount / 5));
        s.main += bonus;
        post({ at: t, kind: 'BONUS', key: key(s, 'bonus'), lines: move(brand('BONUSES'), main(id), bonus) });
      }
      t += p.int(1, 5) * MINUTE;
    }
    // In transfer mode a session may play one transfer vendor's games, from that vendor's wallet.
    let wallet: Account = main(id);
    let pool = mainGames.filter((g) => s.types.includes(g.gameType));
    if (pool.length === 0) pool = mainGames;
    if (vendorGames.length && p.chance(0.6) && s.main >= 1_000) {
      const vendor = p.pick([...new Set(vendorGames.map((g) => g.vendor))]);
      const amount = Math.floor((s.main * p.int(30, 100)) / 100 / 100) * 100;
      if (amount >= 100) {
        walletTransfer(s, t, '', vendor, amount);
        t += p.int(10, 60) * 1_000;
        wallet = vendorWallet(id, vendor);
        pool = vendorGames.filter((g) => g.vendor === vendor);
      }
    }
    const balance = () => (wallet.kind === 'VENDOR' ? (s.vendors.get(wallet.vendor) ?? 0) : s.main);
    const change = (amount: number) => {
      if (wallet.kind === 'VENDOR') s.vendors.set(wallet.vendor, (s.vendors.get(wallet.vendor) ?? 0) + amount);
      else s.main += amount;
    };
    const rounds = p.int(3, 14);
    for (let r = 0; r < rounds && pool.length; r++) {
      const affordable = STAKES.filter((stake) => stake <= balance());
      if (!affordable.length) break;
      const stake = p.pick(affordable);
      const game = p.pick(pool);
      const roundId = `history-${id}-${++s.rounds}`;
      const push = game.gameType === 'LIVE' && p.chance(0.08);
      const payout = push ? stake : p.chance(0.42) ? Math.round(stake * p.weighted(MULTIPLIERS)) : 0;
      const valid = push ? 0 : stake;
      const settledAt = t + p.int(5, 90) * 1_000;
      change(-stake);
      post({ at: t, kind: 'BET', key: `bet:${roundId}`, reference: `bet:${roundId}`, lines: move(wallet, brand('HOUSE'), stake) });
      if (payout > 0) {
        change(payout);
        post({ at: settledAt, kind: 'WIN', key: `win:${roundId}`, reference: `bet:${roundId}`, lines: move(brand('HOUSE'), wallet, payout) });
      }
      plan.bets.push({ accountId: id, roundId, game, stakeMinor: stake, validMinor: valid, payoutMinor: payout, createdAt: t, settledAt });
      s.validSinceRebate += valid;
      t = settledAt + p.int(10, 60) * 1_000;
    }
    if (wallet.kind === 'VENDOR' && balance() > 0) {
      walletTransfer(s, t, wallet.vendor, '', balance());
      t += p.int(10, 60) * 1_000;
    }
    // Player transfers: a member sends to its upline now and then; an agent tops up a downline.
    const parent = s.account.parentId === null ? undefined : states.get(s.account.parentId);
    const downlines = [...states.values()].filter((d) => d.account.parentId === id);
    const to = s.account.isAgent && downlines.length && p.chance(0.25) ? p.pick(downlines) : parent && p.chance(0.12) ? parent : undefined;
    if (to && s.main >= 2_000) {
      const amount = Math.min(50_000, Math.floor(s.main / 4 / 100) * 100);
      if (amount >= 100) {
        const transferId = ids.transfer++;
        const arrives = t + p.int(1, 5) * 1_000;
        plan.transfers.push({
          id: transferId,
          kind: 'PLAYER',
          fromAccountId: id,
          toAccountId: to.account.id,
          fromWallet: '',
          toWallet: '',
          amountMinor: amount,
          createdAt: t,
          completedAt: arrives,
        });
        s.main -= amount;
        post({
          at: t,
          kind: 'PLAYER_TRANSFER_OUT',
          key: `transfer:${transferId}:out`,
          reference: `transfer:${transferId}`,
          lines: move(main(id), brand('TRANSIT'), amount),
        });
        to.main += amount;
        post({
          at: arrives,
          kind: 'PLAYER_TRANSFER_IN',
          key: `transfer:${transferId}:in`,
          reference: `transfer:${transferId}`,
          lines: move(brand('TRANSIT'), main(to.account.id), amount),
        });
        t = arrives + p.int(10, 60) * 1_000;
      }
    }
    // Points converted to cash, now and then.
    if (p.chance(0.06)) {
      const points = p.int(1, 10) * 100;
      s.main += points;
      post({ at: t, kind: 'POINTS', key: key(s, 'points'), lines: move(brand('BONUSES'), main(id), points) });
      t += p.int(10, 60) * 1_000;
    }
    // A withdrawal: held now, decided by the operator within hours (mostly paid).
    if (s.main >= Math.max(input.withdrawMinMinor, 5_000) && p.chance(0.3)) {
      const amount = Math.max(input.withdrawMinMinor, Math.floor((s.main * p.int(30, 100)) / 100 / 100) * 100);
      if (amount <= s.main) {
        const decideAt = t + p.int(20, 240) * MINUTE;
        const outcome = p.chance(0.85) ? 'PAID' : 'REFUNDED';
        const confirmed = p.chance(0.7);
        withdraw(s, t, amount, decideAt, outcome, confirmed ? decideAt + p.int(5, 25) * MINUTE : null);
      }
      t += MINUTE;
    }
    busyUntil = t;
  }

  function walletTransfer(s: State, at: number, from: string, to: string, amount: number) {
    const id = s.account.id;
    const transferId = ids.transfer++;
    plan.transfers.push({
      id: transferId,
      kind: 'WALLET',
      fromAccountId: id,
      toAccountId: id,
      fromWallet: from,
      toWallet: to,
      amountMinor: amount,
      createdAt: at,
      completedAt: at,
    });
    const account = (code: string) => (code === '' ? main(id) : vendorWallet(id, code));
    if (from === '') s.main -= amount;
    else s.vendors.set(from, (s.vendors.get(from) ?? 0) - amount);
    if (to === '') s.main += amount;
    else s.vendors.set(to, (s.vendors.get(to) ?? 0) + amount);
    post({ at, kind: 'WALLET_TRANSFER', key: `transfer:${transferId}`, reference: `transfer:${transferId}`, lines: move(account(from), account(to), amount) });
  }

  function withdraw(s: State, at: number, amount: number, decideAt: number, outcome: 'PAID' | 'REFUNDED', confirmedAt: number | null) {
    const id = s.account.id;
    const withdrawalId = ids.withdrawal++;
    const record: PlannedWithdrawal = {
      id: withdrawalId,
      accountId: id,
      amountMinor: amount,
      status: outcome,
      card: s.card,
      receipt: null,
      receiptDeadline: null,
      rejectReason: null,
      createdAt: at,
      decidedAt: decideAt,
      confirmedAt: null,
    };
    plan.withdrawals.push(record);
    s.main -= amount;
    s.held += amount;
    post({
      at,
      kind: 'WITHDRAW_HOLD',
      key: `withdrawal:${withdrawalId}:hold`,
      reference: `withdrawal:${withdrawalId}`,
      lines: move(main(id), held(id), amount),
    });
    schedule(decideAt, () => {
      s.held -= amount;
      if (outcome === 'PAID') {
        // Receipt: confirmed by the member, or counted as received after the brand's 30 minutes.
        record.receiptDeadline = decideAt + 30 * MINUTE;
        record.receipt = confirmedAt !== null ? 'RECEIVED' : 'AUTO_RECEIVED';
        record.confirmedAt = confirmedAt ?? record.receiptDeadline;
        post({
          at: decideAt,
          kind: 'WITHDRAW_PAID',
          key: `withdrawal:${withdrawalId}:paid`,
          reference: `withdrawal:${withdrawalId}`,
          lines: move(held(id), brand('CASH_OUT'), amount),
        });
      } else {
        record.rejectReason = 'The bank details could not be verified';
        s.main += amount;
        post({
          at: decideAt,
          kind: 'WITHDRAW_REFUND',
          key: `withdrawal:${withdrawalId}:refund`,
          reference: `withdrawal:${withdrawalId}`,
          lines: move(held(id), main(id), amount),
        });
      }
    });
  }

  function cashOut(s: State) {
    const id = s.account.id;
    const t = Math.max(now, busyUntil + MINUTE);
    for (const [vendor, amount] of s.vendors) if (amount > 0) walletTransfer(s, t, vendor, '', amount);
    if (s.main >= input.withdrawMinMinor) {
      withdraw(s, t, s.main, t + 30 * MINUTE, 'PAID', t + 45 * MINUTE);
    } else if (s.main > 0) {
      // Too little to withdraw: one last round plays it away.
      const game = s.prng.pick(mainGames.length ? mainGames : input.games);
      const roundId = `history-${id}-${++s.rounds}`;
      const stake = s.main;
      s.main = 0;
      plan.bets.push({ accountId: id, roundId, game, stakeMinor: stake, validMinor: stake, payoutMinor: 0, createdAt: t, settledAt: t + 30_000 });
      post({ at: t, kind: 'BET', key: `bet:${roundId}`, reference: `bet:${roundId}`, lines: move(main(id), brand('HOUSE'), stake) });
    }
    busyUntil = t + MINUTE;
  }

  while (queue.length) {
    queue.sort((a, b) => a.at - b.at || a.order - b.order);
    const event = queue.shift()!;
    now = Math.max(now, event.at);
    event.run();
  }
  for (const s of states.values()) {
    const left = s.main + s.held + [...s.vendors.values()].reduce((sum, v) => sum + v, 0);
    if (left !== 0) throw new Error(`history of ${s.account.username} does not net to zero (${left})`);
  }
  plan.entries.sort((a, b) => a.at - b.at);
  return plan;
}
