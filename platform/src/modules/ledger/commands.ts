/**
 * Every money movement of the reference platform, as a command run inside the wallet lock of the
 * player it belongs to (wallet-gate.ts): one at a time per player, so "read the balance, decide,
 * post" cannot interleave with another movement of the same wallet. Each command either posts all
 * its rows in one D1 batch or nothing.
 *
 * Repeats are safe in two ways: requests a client makes carry an idempotency key (idempotency.ts),
 * and steps the platform makes (a provider callback, an operator decision, the second half of a
 * transfer) are keyed by their record ("deposit:12"), so doing one twice finds it done.
 */
import { brandAccount, move, player, playerBalances, postingStatements, vendorWallet, type AccountRef, type Books, type EntryDraft } from './journal';
import { IdempotencyKeyReused, requestHash, storeAnswer, storedAnswer, type IdempotentRequest } from './idempotency';
import { dateIn, dayStartMs, isTimeZone } from '../records/zone';
import { loadWalletSettings, type WalletSettings } from './settings';
import {
  changeLimit,
  changeSessionLimit,
  setRealityCheck,
  startExclusion,
  type ExclusionRequest,
  type LimitRequest,
  type MinutesRequest,
} from '../responsible-gaming/changes';
import { guardMovement, refusalValue, type RgRefusal } from '../responsible-gaming/store';

/** The bank card a withdrawal pays to, as it was when the member asked. */
export interface CardSnapshot {
  cardId: number;
  bankName: string;
  maskedNumber: string;
  accountName: string;
}

export interface GameRef {
  gameId: number | null;
  gameName: string;
  vendorCode: string;
  gameType: string;
}

export type MoneyCommand =
  /**
   * A deposit order (no money moves yet), opened in the lock so that the member's deposit limits
   * judge it beside every other order of the same wallet (docs/decisions/039). `request` is the
   * order's idempotency row: its answer `{depositId}` is stored in the same batch.
   */
  | {
      op: 'deposit.open';
      merchant: string;
      accountId: number;
      amountMinor: number;
      methodCode: string;
      bankType: string;
      details: string;
      providerRef: string;
      request: { key: string; operation: string; hash: string };
    }
  /** The member's responsible-gaming changes, serialised with the movements they govern (responsible-gaming/changes.ts). */
  | ({ op: 'rg.limit' } & LimitRequest)
  | ({ op: 'rg.exclude' } & ExclusionRequest)
  | ({ op: 'rg.sessionLimit' } & MinutesRequest)
  | ({ op: 'rg.realityCheck' } & MinutesRequest)
  | { op: 'deposit.settle'; merchant: string; accountId: number; depositId: number; outcome: 'PAID' | 'CANCELLED' | 'REJECTED' }
  | { op: 'withdraw.request'; merchant: string; accountId: number; key: string; amountMinor: number; card: CardSnapshot }
  | { op: 'withdraw.decide'; merchant: string; accountId: number; withdrawalId: number; outcome: 'PAID' | 'REFUNDED'; reason?: string }
  | { op: 'wallet.transfer'; merchant: string; accountId: number; key: string; from: string; to: string; amountMinor: number }
  | { op: 'wallet.allToMain'; merchant: string; accountId: number; key: string }
  | {
      op: 'player.send';
      merchant: string;
      accountId: number;
      key: string;
      toAccountId: number;
      amountMinor: number;
      /** A payment the platform makes (a contract's settlement): the brand's per-transfer limits do not apply. */
      exempt?: boolean;
    }
  | { op: 'player.receive'; merchant: string; accountId: number; transferId: number }
  | { op: 'bet.place'; merchant: string; accountId: number; roundId: string; stakeMinor: number; game: GameRef }
  | { op: 'bet.settle'; merchant: string; accountId: number; roundId: string; payoutMinor: number; validMinor: number }
  /** An instant round (a spin, a hand, a cash-out): stake and result in one lock and one batch. */
  | { op: 'bet.play'; merchant: string; accountId: number; roundId: string; stakeMinor: number; payoutMinor: number; validMinor: number; game: GameRef }
  | {
      op: 'adjust';
      merchant: string;
      accountId: number;
      key: string;
      /** Signed: positive pays the member from `contra`, negative takes from the member to it. */
      amountMinor: number;
      kind: 'OPENING' | 'ADJUSTMENT' | 'BONUS' | 'REBATE' | 'POINTS';
      contra: 'CASH_IN' | 'BONUSES' | 'PLAY_MONEY' | 'HOUSE';
      reference?: string;
      /** An incentive (a promotion, mission, referral, rebate or first-deposit bonus): refused during a time-out or self-exclusion (ADR 039). */
      incentive?: boolean;
    };

export type MoneyErrorCode =
  | 'wallet.amount_invalid'
  | 'wallet.insufficient_balance'
  | 'wallet.below_minimum'
  | 'wallet.above_maximum'
  | 'wallet.daily_count_reached'
  | 'wallet.not_found'
  | 'wallet.state_conflict'
  | 'wallet.idempotency_key_reused'
  | 'wallet.unknown_wallet'
  | 'wallet.transfer_mode_off'
  | 'wallet.same_wallet'
  | 'wallet.recipient_invalid'
  | 'rg.excluded'
  | 'rg.limit_reached';

/** A refusal may carry what the player is shown (a limit's remaining amount and reset time). */
export type MoneyResult<T = unknown> = { ok: true; value: T } | { ok: false; code: MoneyErrorCode; message: string; detail?: Record<string, unknown> };

const fail = (code: MoneyErrorCode, message: string = code): MoneyResult<never> => ({ ok: false, code, message });

/** A responsible-gaming refusal as a money result. */
const refused = (refusal: RgRefusal): MoneyResult<never> => ({ ok: false, code: refusal.code, message: refusal.code, detail: refusalValue(refusal) });
const done = <T>(value: T): MoneyResult<T> => ({ ok: true, value });

export interface MoneyDeps {
  db: D1Database;
  now: number;
}

interface Ctx extends MoneyDeps {
  settings: WalletSettings;
  books: Books;
}

/** Whether a command changes the member's balances when it succeeds (orders and responsible-gaming changes do not). */
export function movesMoney(command: MoneyCommand): boolean {
  return command.op !== 'deposit.open' && !command.op.startsWith('rg.');
}

/** Runs one command. Only the wallet gate calls this, inside the lock of `command.accountId`. */
export async function executeMoneyCommand(deps: MoneyDeps, command: MoneyCommand): Promise<MoneyResult> {
  const settings = await loadWalletSettings(deps.db, command.merchant);
  const ctx: Ctx = { ...deps, settings, books: { db: deps.db, merchant: command.merchant, currency: settings.currency, now: deps.now } };
  try {
    switch (command.op) {
      case 'deposit.open':
        return await openDeposit(ctx, command);
      case 'rg.limit':
        return done(await changeLimit(ctx.db, ctx.now, command));
      case 'rg.exclude':
        return done(await startExclusion(ctx.db, ctx.now, command));
      case 'rg.sessionLimit':
        return done(await changeSessionLimit(ctx.db, ctx.now, command));
      case 'rg.realityCheck':
        return done(await setRealityCheck(ctx.db, ctx.now, command));
      case 'deposit.settle':
        return await settleDeposit(ctx, command);
      case 'withdraw.request':
        return await requestWithdrawal(ctx, command);
      case 'withdraw.decide':
        return await decideWithdrawal(ctx, command);
      case 'wallet.transfer':
        return await walletTransfer(ctx, command);
      case 'wallet.allToMain':
        return await allToMain(ctx, command);
      case 'player.send':
        return await sendToPlayer(ctx, command);
      case 'player.receive':
        return await receiveFromPlayer(ctx, command);
      case 'bet.place':
        return await placeBet(ctx, command);
      case 'bet.settle':
        return await settleBet(ctx, command);
      case 'bet.play':
        return await playBet(ctx, command);
      case 'adjust':
        return await adjust(ctx, command);
    }
  } catch (error) {
    if (error instanceof IdempotencyKeyReused) return fail('wallet.idempotency_key_reused', error.message);
    // The CHECK on player balances: only reachable if a caller posted outside the lock.
    if (String(error).includes('CHECK constraint failed')) return fail('wallet.insufficient_balance');
    throw error;
  }
}

const validAmount = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/**
 * A keyed request: replays the stored answer, or runs `decide` and posts its statements with the
 * answer stored beside them.
 */
async function keyed<T>(
  ctx: Ctx,
  request: IdempotentRequest,
  decide: () => Promise<MoneyResult<{ statements: D1PreparedStatement[]; answer: T }>>,
): Promise<MoneyResult<T>> {
  const hash = await requestHash(request.operation, request.body);
  const stored = await storedAnswer<T>(ctx.db, request, hash);
  if (stored !== null) return done(stored);
  for (let attempt = 1; ; attempt++) {
    const decision = await decide();
    if (!decision.ok) return decision;
    try {
      await ctx.db.batch([...decision.value.statements, storeAnswer(ctx.db, request, hash, decision.value.answer, ctx.now)]);
      return done(decision.value.answer);
    } catch (error) {
      // Another player's record took the id chosen by nextId() meanwhile: nothing was written; decide again.
      if (attempt < 5 && /UNIQUE constraint failed: (withdrawals|transfers)\.id/.test(String(error))) continue;
      throw error;
    }
  }
}

// ---- deposits -------------------------------------------------------------------------------

interface DepositRow {
  id: number;
  account_id: number;
  amount_minor: number;
  status: 'PENDING' | 'PAID' | 'CANCELLED' | 'REJECTED';
}

/**
 * A deposit order: refused during an exclusion or past a deposit limit, else the PENDING row and
 * its stored answer in one batch. A concurrent repeat of the key (another object cannot hold this
 * wallet, but a retry after a lost answer can arrive) fails the batch on money_requests' key; the
 * caller then answers the deposit the first one made.
 */
async function openDeposit(ctx: Ctx, c: Extract<MoneyCommand, { op: 'deposit.open' }>): Promise<MoneyResult<{ opened: boolean }>> {
  if (!validAmount(c.amountMinor)) return fail('wallet.amount_invalid');
  // A repeat of an order already opened (a double click both past the caller's replay check) is
  // answered by the caller from the stored answer; it is never judged again against the limit it counts in.
  const repeated = await ctx.db
    .prepare('SELECT 1 AS found FROM money_requests WHERE merchant_code = ?1 AND account_id = ?2 AND idem_key = ?3')
    .bind(c.merchant, c.accountId, c.request.key)
    .first();
  if (repeated) return done({ opened: false });
  const refusal = await guardMovement(ctx.db, c.merchant, c.accountId, ['DEPOSIT'], c.amountMinor, ctx.now);
  if (refusal) return refused(refusal);
  try {
    await ctx.db.batch([
      ctx.db
        .prepare(
          `INSERT INTO deposits (merchant_code, account_id, method_code, bank_type, amount_minor, status, details, provider_ref, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, 'PENDING', ?6, ?7, ?8)`,
        )
        .bind(c.merchant, c.accountId, c.methodCode, c.bankType, c.amountMinor, c.details, c.providerRef, ctx.now),
      // The answer {depositId} is taken inside the batch from the row just inserted (its id is only known there).
      ctx.db
        .prepare(
          `INSERT INTO money_requests (merchant_code, account_id, idem_key, operation, request_hash, response, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, json_object('depositId', id), ?6 FROM deposits WHERE merchant_code = ?1 AND provider_ref = ?7`,
        )
        .bind(c.merchant, c.accountId, c.request.key, c.request.operation, c.request.hash, ctx.now, c.providerRef),
    ]);
    return done({ opened: true });
  } catch (error) {
    // The same order again (its key, or its provider reference after an answer was lost): opened already.
    if (/UNIQUE constraint failed: (money_requests|deposits\.provider_ref)/.test(String(error))) return done({ opened: false });
    throw error;
  }
}

/**
 * The provider's callback (PAID or CANCELLED), the member's cancel, or the operator's decision.
 * A payment is credited once, whatever repeats. A late "paid" for a deposit the member cancelled
 * is still credited (the provider did take the money); a rejected deposit stays rejected.
 */
async function settleDeposit(ctx: Ctx, c: Extract<MoneyCommand, { op: 'deposit.settle' }>): Promise<MoneyResult<{ status: string }>> {
  const row = await ctx.db
    .prepare('SELECT id, account_id, amount_minor, status FROM deposits WHERE id = ?1 AND merchant_code = ?2')
    .bind(c.depositId, c.merchant)
    .first<DepositRow>();
  if (!row || row.account_id !== c.accountId) return fail('wallet.not_found');
  if (row.status === c.outcome) return done({ status: row.status });
  const allowed = c.outcome === 'PAID' ? row.status === 'PENDING' || row.status === 'CANCELLED' : row.status === 'PENDING';
  if (!allowed) return fail('wallet.state_conflict', `deposit is ${row.status}`);
  const statements = [
    ctx.db.prepare('UPDATE deposits SET status = ?2, settled_at = ?3 WHERE id = ?1 AND status = ?4').bind(row.id, c.outcome, ctx.now, row.status),
  ];
  if (c.outcome === 'PAID') {
    statements.push(
      ...postingStatements(ctx.books, {
        kind: 'DEPOSIT',
        key: `deposit:${row.id}`,
        reference: `deposit:${row.id}`,
        lines: move(brandAccount('CASH_IN'), player(row.account_id), row.amount_minor),
      }),
    );
  }
  await ctx.db.batch(statements);
  return done({ status: c.outcome });
}

// ---- withdrawals ----------------------------------------------------------------------------

/**
 * The member's withdrawal requests (any status) since the start of the UTC day of `now`: what the
 * brand's daily count limits. The withdraw settings call shows the same number.
 */
/**
 * Withdrawals the member asked for since the start of today in the brand's time zone (a brand's
 * daily limit counts its own days, docs/decisions/015).
 */
export async function withdrawalsToday(db: D1Database, merchant: string, accountId: number, now: number): Promise<number> {
  const brand = await db.prepare('SELECT time_zone FROM brands WHERE merchant_code = ?1').bind(merchant).first<{ time_zone: string }>();
  const zone = brand && isTimeZone(brand.time_zone) ? brand.time_zone : 'UTC';
  const dayStart = dayStartMs(dateIn(now, zone), zone);
  const today = await db
    .prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE merchant_code = ?1 AND account_id = ?2 AND created_at >= ?3')
    .bind(merchant, accountId, dayStart)
    .first<{ n: number }>();
  return today?.n ?? 0;
}

async function requestWithdrawal(ctx: Ctx, c: Extract<MoneyCommand, { op: 'withdraw.request' }>): Promise<MoneyResult<{ withdrawalId: number }>> {
  const request = { merchant: c.merchant, accountId: c.accountId, key: c.key, operation: 'withdraw', body: { amount: c.amountMinor, card: c.card.cardId } };
  return keyed(ctx, request, async () => {
    if (!validAmount(c.amountMinor)) return fail('wallet.amount_invalid');
    const { settings } = ctx;
    if (c.amountMinor < settings.withdrawMinMinor) return fail('wallet.below_minimum');
    if (c.amountMinor > settings.withdrawMaxMinor) return fail('wallet.above_maximum');
    if ((await withdrawalsToday(ctx.db, c.merchant, c.accountId, ctx.now)) >= settings.withdrawDailyCount) return fail('wallet.daily_count_reached');
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    if ((balances.get('MAIN') ?? 0) < c.amountMinor) return fail('wallet.insufficient_balance');
    const id = await nextId(ctx.db, 'withdrawals');
    return done({
      statements: [
        ctx.db
          .prepare('INSERT INTO withdrawals (id, merchant_code, account_id, amount_minor, status, card, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
          .bind(id, c.merchant, c.accountId, c.amountMinor, 'HELD', JSON.stringify(c.card), ctx.now),
        ...postingStatements(ctx.books, {
          kind: 'WITHDRAW_HOLD',
          key: `withdrawal:${id}:hold`,
          reference: `withdrawal:${id}`,
          lines: move(player(c.accountId), player(c.accountId, 'HELD'), c.amountMinor),
        }),
      ],
      answer: { withdrawalId: id },
    });
  });
}

/**
 * Ids chosen before the batch, so the batch can name the row in its entry keys. Another player's
 * wallet may take the same id at the same moment: then the primary key fails that whole batch and
 * keyed() decides again, so records never mix.
 */
async function nextId(db: D1Database, table: 'withdrawals' | 'transfers'): Promise<number> {
  const row = await db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`).first<{ id: number }>();
  return row?.id ?? 1;
}

interface WithdrawalRow {
  id: number;
  account_id: number;
  amount_minor: number;
  status: 'HELD' | 'PAID' | 'REFUNDED';
}

async function decideWithdrawal(ctx: Ctx, c: Extract<MoneyCommand, { op: 'withdraw.decide' }>): Promise<MoneyResult<{ status: string }>> {
  const row = await ctx.db
    .prepare('SELECT id, account_id, amount_minor, status FROM withdrawals WHERE id = ?1 AND merchant_code = ?2')
    .bind(c.withdrawalId, c.merchant)
    .first<WithdrawalRow>();
  if (!row || row.account_id !== c.accountId) return fail('wallet.not_found');
  if (row.status === c.outcome) return done({ status: row.status });
  if (row.status !== 'HELD') return fail('wallet.state_conflict', `withdrawal is ${row.status}`);
  const held = player(row.account_id, 'HELD');
  const paid = c.outcome === 'PAID';
  await ctx.db.batch([
    paid
      ? ctx.db
          .prepare("UPDATE withdrawals SET status = 'PAID', decided_at = ?2, receipt = 'AWAITING', receipt_deadline = ?3 WHERE id = ?1 AND status = 'HELD'")
          .bind(row.id, ctx.now, ctx.now + ctx.settings.receiptConfirmMinutes * 60_000)
      : ctx.db
          .prepare("UPDATE withdrawals SET status = 'REFUNDED', decided_at = ?2, reject_reason = ?3 WHERE id = ?1 AND status = 'HELD'")
          .bind(row.id, ctx.now, c.reason ?? null),
    ...postingStatements(ctx.books, {
      kind: paid ? 'WITHDRAW_PAID' : 'WITHDRAW_REFUND',
      key: `withdrawal:${row.id}:${paid ? 'paid' : 'refund'}`,
      reference: `withdrawal:${row.id}`,
      lines: move(held, paid ? brandAccount('CASH_OUT') : player(row.account_id), row.amount_minor),
    }),
  ]);
  return done({ status: c.outcome });
}

// ---- transfers ------------------------------------------------------------------------------

function walletAccount(ctx: Ctx, owner: number, code: string): AccountRef | null {
  if (code === '') return player(owner);
  return ctx.settings.transferVendors.includes(code) ? vendorWallet(owner, code) : null;
}

async function walletTransfer(ctx: Ctx, c: Extract<MoneyCommand, { op: 'wallet.transfer' }>): Promise<MoneyResult<{ transferId: number }>> {
  const request = {
    merchant: c.merchant,
    accountId: c.accountId,
    key: c.key,
    operation: 'wallet.transfer',
    body: { from: c.from, to: c.to, amount: c.amountMinor },
  };
  return keyed(ctx, request, async () => {
    if (ctx.settings.walletMode !== 'TRANSFER') return fail('wallet.transfer_mode_off');
    if (!validAmount(c.amountMinor)) return fail('wallet.amount_invalid');
    const from = walletAccount(ctx, c.accountId, c.from);
    const to = walletAccount(ctx, c.accountId, c.to);
    if (!from || !to) return fail('wallet.unknown_wallet');
    if (c.from === c.to) return fail('wallet.same_wallet');
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    const available = balances.get(c.from === '' ? 'MAIN' : `VENDOR:${c.from}`) ?? 0;
    if (available < c.amountMinor) return fail('wallet.insufficient_balance');
    const id = await nextId(ctx.db, 'transfers');
    return done({
      statements: [
        ctx.db
          .prepare(
            `INSERT INTO transfers (id, merchant_code, kind, from_account_id, to_account_id, from_wallet, to_wallet, amount_minor, status, created_at, completed_at)
             VALUES (?1, ?2, 'WALLET', ?3, ?3, ?4, ?5, ?6, 'COMPLETED', ?7, ?7)`,
          )
          .bind(id, c.merchant, c.accountId, c.from, c.to, c.amountMinor, ctx.now),
        ...postingStatements(ctx.books, { kind: 'WALLET_TRANSFER', key: `transfer:${id}`, reference: `transfer:${id}`, lines: move(from, to, c.amountMinor) }),
      ],
      answer: { transferId: id },
    });
  });
}

/** "All to main": every vendor wallet's balance back to the main wallet, as one entry. */
async function allToMain(ctx: Ctx, c: Extract<MoneyCommand, { op: 'wallet.allToMain' }>): Promise<MoneyResult<{ movedMinor: number }>> {
  const request = { merchant: c.merchant, accountId: c.accountId, key: c.key, operation: 'wallet.allToMain', body: {} };
  return keyed(ctx, request, async () => {
    if (ctx.settings.walletMode !== 'TRANSFER') return fail('wallet.transfer_mode_off');
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    const lines = [...balances]
      .filter(([name, amount]) => name.startsWith('VENDOR:') && amount > 0)
      .map(([name, amount]) => ({ account: vendorWallet(c.accountId, name.slice('VENDOR:'.length)), amount: -amount }));
    const moved = -lines.reduce((sum, line) => sum + line.amount, 0);
    if (moved === 0) return done({ statements: [], answer: { movedMinor: 0 } });
    const entry: EntryDraft = {
      kind: 'WALLET_TRANSFER',
      key: `all-to-main:${c.accountId}:${c.key}`,
      lines: [...lines, { account: player(c.accountId), amount: moved }],
    };
    return done({ statements: postingStatements(ctx.books, entry), answer: { movedMinor: moved } });
  });
}

/**
 * Player to player, first half (in the sender's lock): sender → TRANSIT, transfer DEBITED. The
 * second half runs in the receiver's lock; a crash between them leaves the money in TRANSIT,
 * visible, and the sweep (transfers-in-flight.ts, run by transfer/sweep.ts) completes it.
 */
async function sendToPlayer(ctx: Ctx, c: Extract<MoneyCommand, { op: 'player.send' }>): Promise<MoneyResult<{ transferId: number }>> {
  const request = { merchant: c.merchant, accountId: c.accountId, key: c.key, operation: 'player.send', body: { to: c.toAccountId, amount: c.amountMinor } };
  return keyed(ctx, request, async () => {
    if (!validAmount(c.amountMinor)) return fail('wallet.amount_invalid');
    if (c.toAccountId === c.accountId) return fail('wallet.recipient_invalid');
    if (!c.exempt && c.amountMinor < ctx.settings.transferMinMinor) return fail('wallet.below_minimum');
    if (!c.exempt && c.amountMinor > ctx.settings.transferMaxMinor) return fail('wallet.above_maximum');
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    if ((balances.get('MAIN') ?? 0) < c.amountMinor) return fail('wallet.insufficient_balance');
    const id = await nextId(ctx.db, 'transfers');
    return done({
      statements: [
        ctx.db
          .prepare(
            `INSERT INTO transfers (id, merchant_code, kind, from_account_id, to_account_id, amount_minor, status, created_at)
             VALUES (?1, ?2, 'PLAYER', ?3, ?4, ?5, 'DEBITED', ?6)`,
          )
          .bind(id, c.merchant, c.accountId, c.toAccountId, c.amountMinor, ctx.now),
        ...postingStatements(ctx.books, {
          kind: 'PLAYER_TRANSFER_OUT',
          key: `transfer:${id}:out`,
          reference: `transfer:${id}`,
          lines: move(player(c.accountId), brandAccount('TRANSIT'), c.amountMinor),
        }),
      ],
      answer: { transferId: id },
    });
  });
}

async function receiveFromPlayer(ctx: Ctx, c: Extract<MoneyCommand, { op: 'player.receive' }>): Promise<MoneyResult<{ status: string }>> {
  const row = await ctx.db
    .prepare("SELECT id, to_account_id, amount_minor, status FROM transfers WHERE id = ?1 AND merchant_code = ?2 AND kind = 'PLAYER'")
    .bind(c.transferId, c.merchant)
    .first<{ id: number; to_account_id: number; amount_minor: number; status: string }>();
  if (!row || row.to_account_id !== c.accountId) return fail('wallet.not_found');
  if (row.status === 'COMPLETED') return done({ status: 'COMPLETED' });
  await ctx.db.batch([
    ctx.db.prepare("UPDATE transfers SET status = 'COMPLETED', completed_at = ?2 WHERE id = ?1 AND status = 'DEBITED'").bind(row.id, ctx.now),
    ...postingStatements(ctx.books, {
      kind: 'PLAYER_TRANSFER_IN',
      key: `transfer:${row.id}:in`,
      reference: `transfer:${row.id}`,
      lines: move(brandAccount('TRANSIT'), player(c.accountId), row.amount_minor),
    }),
  ]);
  return done({ status: 'COMPLETED' });
}

// ---- bets -----------------------------------------------------------------------------------

/** The wallet a vendor's game plays from: its own wallet in transfer mode, else the main one. */
function playWallet(ctx: Ctx, owner: number, vendor: string): AccountRef {
  return ctx.settings.walletMode === 'TRANSFER' && ctx.settings.transferVendors.includes(vendor) ? vendorWallet(owner, vendor) : player(owner);
}

interface BetRow {
  id: number;
  account_id: number;
  vendor_code: string;
  stake_minor: number;
  payout_minor: number;
  status: 'OPEN' | 'SETTLED' | 'VOID';
}

/** A round's stake, keyed by its round id: the provider may send it twice. */
async function placeBet(ctx: Ctx, c: Extract<MoneyCommand, { op: 'bet.place' }>): Promise<MoneyResult<{ betId: number; status: string }>> {
  if (!validAmount(c.stakeMinor) || !c.roundId) return fail('wallet.amount_invalid');
  // Read side by side (all reads, inside this wallet's lock): a repeat, rare, drops the staking.
  const [existing, staking] = await Promise.all([betByRound(ctx, c.merchant, c.roundId), stakeStatements(ctx, c)]);
  if (existing) {
    if (existing.account_id !== c.accountId || existing.stake_minor !== c.stakeMinor) return fail('wallet.idempotency_key_reused');
    return done({ betId: existing.id, status: existing.status });
  }
  if (!staking.ok) return staking;
  await ctx.db.batch(staking.value);
  const bet = await betByRound(ctx, c.merchant, c.roundId);
  return done({ betId: bet?.id ?? 0, status: 'OPEN' });
}

/**
 * bet.place and bet.settle of an instant round in one batch (one lock, one round trip to the
 * database): the bet row is written OPEN and then SETTLED in the same batch, so the roll-up, points
 * and mission triggers see exactly what two commands would have made them see. A repeat settles a
 * bet a crash left OPEN, or answers the stored result.
 */
async function playBet(ctx: Ctx, c: Extract<MoneyCommand, { op: 'bet.play' }>): Promise<MoneyResult<{ status: string; payoutMinor: number }>> {
  if (!validAmount(c.stakeMinor) || !c.roundId) return fail('wallet.amount_invalid');
  if (!validResult(c)) return fail('wallet.amount_invalid');
  // Read side by side, as placeBet does: a round's budget is about one platform hop (bench/rounds.mjs).
  const [existing, staking] = await Promise.all([betByRound(ctx, c.merchant, c.roundId), stakeStatements(ctx, c)]);
  if (existing) {
    if (existing.account_id !== c.accountId || existing.stake_minor !== c.stakeMinor) return fail('wallet.idempotency_key_reused');
    return settleBet(ctx, {
      op: 'bet.settle',
      merchant: c.merchant,
      accountId: c.accountId,
      roundId: c.roundId,
      payoutMinor: c.payoutMinor,
      validMinor: c.validMinor,
    });
  }
  if (!staking.ok) return staking;
  await ctx.db.batch([
    ...staking.value,
    ...settlementStatements(ctx, c, { roundId: c.roundId, vendorCode: c.game.vendorCode }, (db) =>
      db
        .prepare(
          "UPDATE bets SET status = 'SETTLED', payout_minor = ?3, valid_minor = ?4, settled_at = ?5 WHERE merchant_code = ?1 AND round_id = ?2 AND status = 'OPEN'",
        )
        .bind(c.merchant, c.roundId, c.payoutMinor, Math.min(c.validMinor, c.stakeMinor), ctx.now),
    ),
  ]);
  return done({ status: 'SETTLED', payoutMinor: c.payoutMinor });
}

/** The bet row (OPEN) and the stake's posting, if the wallet the game plays with covers it. */
async function stakeStatements(
  ctx: Ctx,
  c: { merchant: string; accountId: number; roundId: string; stakeMinor: number; game: GameRef },
): Promise<MoneyResult<D1PreparedStatement[]>> {
  // The member's loss and wager limits and any exclusion, judged in this serialised step
  // (docs/decisions/039), read beside the balances: a refusal still leads a short balance.
  const [refusal, balances] = await Promise.all([
    guardMovement(ctx.db, c.merchant, c.accountId, ['LOSS', 'WAGER'], c.stakeMinor, ctx.now),
    playerBalances(ctx.db, c.merchant, c.accountId),
  ]);
  if (refusal) return refused(refusal);
  const wallet = playWallet(ctx, c.accountId, c.game.vendorCode);
  const available = balances.get(wallet.kind === 'VENDOR' ? `VENDOR:${wallet.vendor}` : 'MAIN') ?? 0;
  if (available < c.stakeMinor) return fail('wallet.insufficient_balance');
  return done([
    ctx.db
      .prepare(
        `INSERT INTO bets (merchant_code, account_id, round_id, game_id, game_name, vendor_code, game_type, stake_minor, valid_minor, status, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, 'OPEN', ?9)`,
      )
      .bind(c.merchant, c.accountId, c.roundId, c.game.gameId, c.game.gameName, c.game.vendorCode, c.game.gameType, c.stakeMinor, ctx.now),
    ...postingStatements(ctx.books, {
      kind: 'BET',
      key: `bet:${c.roundId}`,
      reference: `bet:${c.roundId}`,
      lines: move(wallet, brandAccount('HOUSE'), c.stakeMinor),
    }),
  ]);
}

const validResult = (c: { payoutMinor: number; validMinor: number }) =>
  Number.isSafeInteger(c.payoutMinor) && c.payoutMinor >= 0 && Number.isSafeInteger(c.validMinor) && c.validMinor >= 0;

/** The bet's SETTLED update and, for a win, its posting (keyed by the round: paid once). */
function settlementStatements(
  ctx: Ctx,
  c: { accountId: number; payoutMinor: number },
  bet: { roundId: string; vendorCode: string },
  update: (db: D1Database) => D1PreparedStatement,
): D1PreparedStatement[] {
  const statements = [update(ctx.db)];
  if (c.payoutMinor > 0) {
    const wallet = playWallet(ctx, c.accountId, bet.vendorCode);
    statements.push(
      ...postingStatements(ctx.books, {
        kind: 'WIN',
        key: `win:${bet.roundId}`,
        reference: `bet:${bet.roundId}`,
        lines: move(brandAccount('HOUSE'), wallet, c.payoutMinor),
      }),
    );
  }
  return statements;
}

/** A round's result: the win (possibly 0) is paid once; the bet becomes SETTLED with its valid bet. */
async function settleBet(ctx: Ctx, c: Extract<MoneyCommand, { op: 'bet.settle' }>): Promise<MoneyResult<{ status: string; payoutMinor: number }>> {
  if (!validResult(c)) return fail('wallet.amount_invalid');
  const bet = await betByRound(ctx, c.merchant, c.roundId);
  if (!bet || bet.account_id !== c.accountId) return fail('wallet.not_found');
  if (bet.status === 'SETTLED') {
    if (bet.payout_minor !== c.payoutMinor) return fail('wallet.state_conflict', 'round already settled with another result');
    return done({ status: 'SETTLED', payoutMinor: bet.payout_minor });
  }
  if (bet.status !== 'OPEN') return fail('wallet.state_conflict', `round is ${bet.status}`);
  await ctx.db.batch(
    settlementStatements(ctx, c, { roundId: c.roundId, vendorCode: bet.vendor_code }, (db) =>
      db
        .prepare("UPDATE bets SET status = 'SETTLED', payout_minor = ?2, valid_minor = ?3, settled_at = ?4 WHERE id = ?1 AND status = 'OPEN'")
        .bind(bet.id, c.payoutMinor, Math.min(c.validMinor, bet.stake_minor), ctx.now),
    ),
  );
  return done({ status: 'SETTLED', payoutMinor: c.payoutMinor });
}

async function betByRound(ctx: Ctx, merchant: string, roundId: string): Promise<BetRow | null> {
  return ctx.db
    .prepare('SELECT id, account_id, vendor_code, stake_minor, payout_minor, status FROM bets WHERE merchant_code = ?1 AND round_id = ?2')
    .bind(merchant, roundId)
    .first<BetRow>();
}

// ---- adjustments ----------------------------------------------------------------------------

/** Opening balances, bonuses, rebates, points conversions and operator adjustments, keyed by the caller. */
async function adjust(ctx: Ctx, c: Extract<MoneyCommand, { op: 'adjust' }>): Promise<MoneyResult<{ posted: boolean }>> {
  if (!Number.isSafeInteger(c.amountMinor) || c.amountMinor === 0) return fail('wallet.amount_invalid');
  const posted = await ctx.db.prepare('SELECT 1 AS found FROM journal_entries WHERE merchant_code = ?1 AND entry_key = ?2').bind(c.merchant, c.key).first();
  if (posted) return done({ posted: false });
  if (c.incentive) {
    // No bonuses during an exclusion (no limits apply: nothing is staked or deposited).
    const refusal = await guardMovement(ctx.db, c.merchant, c.accountId, [], c.amountMinor, ctx.now);
    if (refusal) return refused(refusal);
  }
  if (c.amountMinor < 0) {
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    if ((balances.get('MAIN') ?? 0) < -c.amountMinor) return fail('wallet.insufficient_balance');
  }
  await ctx.db.batch(
    postingStatements(ctx.books, { kind: c.kind, key: c.key, reference: c.reference, lines: move(brandAccount(c.contra), player(c.accountId), c.amountMinor) }),
  );
  return done({ posted: true });
}
