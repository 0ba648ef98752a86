/**
 * Bet commands: a round's stake (judged by the member's loss and wager limits), its result paid
 * once, and an instant round with both in one batch. Each is keyed by the round id, which a game
 * server may send twice.
 */
import { guardMovement } from '../responsible-gaming/store';
import { guardKyc } from '../kyc/gate';
import { done, fail, refused, validAmount, type CommandContext } from './command-context';
import { brandAccount, move, player, playerBalances, postingStatements, vendorWallet, type AccountRef } from './journal';
import type { GameRef, MoneyCommand, MoneyResult } from './money-command';

/** The wallet a vendor's game plays from: its own wallet in transfer mode, else the main one. */
function playWallet(ctx: CommandContext, owner: number, vendor: string): AccountRef {
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
export async function placeBet(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'bet.place' }>): Promise<MoneyResult<{ betId: number; status: string }>> {
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
export async function playBet(
  ctx: CommandContext,
  c: Extract<MoneyCommand, { op: 'bet.play' }>,
): Promise<MoneyResult<{ status: string; payoutMinor: number }>> {
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
  ctx: CommandContext,
  c: { merchant: string; accountId: number; roundId: string; stakeMinor: number; game: GameRef },
): Promise<MoneyResult<D1PreparedStatement[]>> {
  // The member's loss and wager limits and any exclusion (docs/decisions/039), and the brand's
  // verification gate for real-money play (057), judged in this serialised step, read beside the
  // balances: a refusal still leads a short balance.
  const [refusal, unverified, balances] = await Promise.all([
    guardMovement(ctx.db, c.merchant, c.accountId, ['LOSS', 'WAGER'], c.stakeMinor, ctx.now),
    guardKyc(ctx.db, c.merchant, c.accountId, 'REAL_PLAY', ctx.now),
    playerBalances(ctx.db, c.merchant, c.accountId),
  ]);
  if (refusal) return refused(refusal);
  if (unverified) return refused(unverified);
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
  ctx: CommandContext,
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
export async function settleBet(
  ctx: CommandContext,
  c: Extract<MoneyCommand, { op: 'bet.settle' }>,
): Promise<MoneyResult<{ status: string; payoutMinor: number }>> {
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

async function betByRound(ctx: CommandContext, merchant: string, roundId: string): Promise<BetRow | null> {
  return ctx.db
    .prepare('SELECT id, account_id, vendor_code, stake_minor, payout_minor, status FROM bets WHERE merchant_code = ?1 AND round_id = ?2')
    .bind(merchant, roundId)
    .first<BetRow>();
}
