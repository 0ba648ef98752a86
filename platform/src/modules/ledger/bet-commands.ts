/**
 * Bet commands: a round's stake (judged by the member's loss and wager limits), its result paid
 * once, and an instant round with both in one batch. Each is keyed by the round id, which a game
 * server may send twice.
 */
import { guardMovement } from '../responsible-gaming/store';
import { guardKyc } from '../kyc/gate';
import { done, fail, playWallet, refused, validAmount, type CommandContext } from './command-context';
import { brandAccount, move, playerBalances, postingStatements, type Line } from './journal';
import { livePools, poolAccount, stakeJackpots } from '../jackpots/stake';
import { payJackpot } from './jackpot-commands';
import type { GameRef, MoneyCommand, MoneyResult } from './money-command';
import { liveRuns, roundScoring, touched, type TournamentsTouched } from '../tournaments/score';

interface BetRow {
  id: number;
  account_id: number;
  vendor_code: string;
  stake_minor: number;
  payout_minor: number;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  game_id: number | null;
  game_type: string;
}

/** A round's stake, keyed by its round id: the provider may send it twice. */
export async function placeBet(
  ctx: CommandContext,
  c: Extract<MoneyCommand, { op: 'bet.place' }>,
): Promise<MoneyResult<{ betId: number; status: string } & Jackpots>> {
  if (!validAmount(c.stakeMinor) || !c.roundId) return fail('wallet.amount_invalid');
  // Read side by side (all reads, inside this wallet's lock): a repeat, rare, drops the staking.
  const [existing, staking] = await Promise.all([betByRound(ctx, c.merchant, c.roundId), stakeStatements(ctx, c)]);
  if (existing) {
    if (existing.account_id !== c.accountId || existing.stake_minor !== c.stakeMinor) return fail('wallet.idempotency_key_reused');
    return done({ betId: existing.id, status: existing.status });
  }
  if (!staking.ok) return staking;
  const results = await ctx.db.batch(staking.value.statements);
  const jackpots = await payClaimed(ctx, c, staking.value, results);
  const bet = await betByRound(ctx, c.merchant, c.roundId);
  return done({ betId: bet?.id ?? 0, status: 'OPEN', ...jackpots });
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
): Promise<MoneyResult<{ status: string; payoutMinor: number } & Jackpots & TournamentsTouched>> {
  if (!validAmount(c.stakeMinor) || !c.roundId) return fail('wallet.amount_invalid');
  if (!validResult(c)) return fail('wallet.amount_invalid');
  // Read side by side, as placeBet does: a round's budget is about one platform hop (bench/rounds.mjs).
  const [existing, staking, runs] = await Promise.all([betByRound(ctx, c.merchant, c.roundId), stakeStatements(ctx, c), liveRuns(ctx.db, c.merchant, ctx.now)]);
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
  const settlement = settlementStatements(ctx, c, { roundId: c.roundId, vendorCode: c.game.vendorCode }, (db) =>
    db
      .prepare(
        "UPDATE bets SET status = 'SETTLED', payout_minor = ?3, valid_minor = ?4, settled_at = ?5 WHERE merchant_code = ?1 AND round_id = ?2 AND status = 'OPEN'",
      )
      .bind(c.merchant, c.roundId, c.payoutMinor, Math.min(c.validMinor, c.stakeMinor), ctx.now),
  );
  // The round scores in the brand's tournaments in the same batch (tournaments/score.ts).
  const scoring = roundScoring(ctx.db, runs, c, ctx.now);
  const results = await ctx.db.batch([...staking.value.statements, ...settlement, ...scoring.statements]);
  const jackpots = await payClaimed(ctx, c, staking.value, results);
  const tournaments = touched(scoring, results, staking.value.statements.length + settlement.length);
  return done({ status: 'SETTLED', payoutMinor: c.payoutMinor, ...jackpots, ...tournaments });
}

/** The statements of a stake, and where in them its jackpot claims and announcement are. */
interface Staking {
  statements: D1PreparedStatement[];
  claims: { poolId: number; index: number }[];
  announceIndex: number | null;
}

/**
 * The bet row (OPEN) and the stake's posting, if the wallet the game plays with covers it; the
 * share of each jackpot pool that covers the game is a line of the same entry, and a pool the round
 * may win is claimed in the same batch (jackpots/stake.ts).
 */
async function stakeStatements(
  ctx: CommandContext,
  c: { merchant: string; accountId: number; roundId: string; stakeMinor: number; game: GameRef; jackpotDraw?: number },
): Promise<MoneyResult<Staking>> {
  // The member's loss and wager limits and any exclusion (docs/decisions/039), and the brand's
  // verification gate for real-money play (057), judged in this serialised step, read beside the
  // balances and the brand's pools: a refusal still leads a short balance.
  const [refusal, unverified, balances, pools] = await Promise.all([
    guardMovement(ctx.db, c.merchant, c.accountId, ['LOSS', 'WAGER'], c.stakeMinor, ctx.now),
    guardKyc(ctx.db, c.merchant, c.accountId, 'REAL_PLAY', ctx.now),
    playerBalances(ctx.db, c.merchant, c.accountId),
    livePools(ctx.db, c.merchant),
  ]);
  if (refusal) return refused(refusal);
  if (unverified) return refused(unverified);
  const wallet = playWallet(ctx, c.accountId, c.game.vendorCode);
  const available = balances.get(wallet.kind === 'VENDOR' ? `VENDOR:${wallet.vendor}` : 'MAIN') ?? 0;
  if (available < c.stakeMinor) return fail('wallet.insufficient_balance');
  const jackpots = stakeJackpots(ctx.db, pools, c, ctx.now);
  const toPools = jackpots.shares.reduce((sum, share) => sum + share.amountMinor, 0);
  const lines: Line[] = [{ account: wallet, amount: -c.stakeMinor }];
  if (c.stakeMinor > toPools) lines.push({ account: brandAccount('HOUSE'), amount: c.stakeMinor - toPools });
  for (const share of jackpots.shares) lines.push({ account: poolAccount(share.pool.code), amount: share.amountMinor });
  const statements = [
    ctx.db
      .prepare(
        `INSERT INTO bets (merchant_code, account_id, round_id, game_id, game_name, vendor_code, game_type, stake_minor, valid_minor, status, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, 'OPEN', ?9)`,
      )
      .bind(c.merchant, c.accountId, c.roundId, c.game.gameId, c.game.gameName, c.game.vendorCode, c.game.gameType, c.stakeMinor, ctx.now),
    ...postingStatements(ctx.books, { kind: 'BET', key: `bet:${c.roundId}`, reference: `bet:${c.roundId}`, lines }),
  ];
  const claims = jackpots.claims.map((claim) => ({ poolId: claim.poolId, index: statements.push(claim.statement) - 1 }));
  const announceIndex = jackpots.announce ? statements.push(jackpots.announce) - 1 : null;
  return done({ statements, claims, announceIndex });
}

/** What a stake did to the jackpots: the pools it won (paid), and whether their amounts should be told. */
export interface Jackpots {
  jackpots?: { poolId: number; code: string; amountMinor: number }[];
  /** The pools' amounts changed enough to tell the brand's public streams (jackpots/announce.ts). */
  announceJackpots?: boolean;
}

/** Pays each pool this round claimed (in this wallet's lock, right after the claim), and says whether to announce. */
async function payClaimed(ctx: CommandContext, c: { merchant: string; accountId: number }, staking: Staking, results: readonly D1Result[]): Promise<Jackpots> {
  const won = staking.claims.filter((claim) => (results[claim.index]?.meta.changes ?? 0) > 0);
  const paid: NonNullable<Jackpots['jackpots']> = [];
  for (const claim of won) {
    const payment = await payJackpot(ctx, { op: 'jackpot.pay', merchant: c.merchant, accountId: c.accountId, poolId: claim.poolId });
    if (payment.ok && payment.value) paid.push(payment.value);
  }
  const announce = paid.length > 0 || (staking.announceIndex !== null && (results[staking.announceIndex]?.meta.changes ?? 0) > 0);
  return { ...(paid.length ? { jackpots: paid } : {}), ...(announce ? { announceJackpots: true } : {}) };
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
): Promise<MoneyResult<{ status: string; payoutMinor: number } & TournamentsTouched>> {
  if (!validResult(c)) return fail('wallet.amount_invalid');
  const [bet, runs] = await Promise.all([betByRound(ctx, c.merchant, c.roundId), liveRuns(ctx.db, c.merchant, ctx.now)]);
  if (!bet || bet.account_id !== c.accountId) return fail('wallet.not_found');
  if (bet.status === 'SETTLED') {
    if (bet.payout_minor !== c.payoutMinor) return fail('wallet.state_conflict', 'round already settled with another result');
    return done({ status: 'SETTLED', payoutMinor: bet.payout_minor });
  }
  if (bet.status !== 'OPEN') return fail('wallet.state_conflict', `round is ${bet.status}`);
  const settlement = settlementStatements(ctx, c, { roundId: c.roundId, vendorCode: bet.vendor_code }, (db) =>
    db
      .prepare("UPDATE bets SET status = 'SETTLED', payout_minor = ?2, valid_minor = ?3, settled_at = ?4 WHERE id = ?1 AND status = 'OPEN'")
      .bind(bet.id, c.payoutMinor, Math.min(c.validMinor, bet.stake_minor), ctx.now),
  );
  const game = { gameId: bet.game_id, vendorCode: bet.vendor_code, gameType: bet.game_type };
  const scoring = roundScoring(ctx.db, runs, { ...c, stakeMinor: bet.stake_minor, game }, ctx.now);
  const results = await ctx.db.batch([...settlement, ...scoring.statements]);
  return done({ status: 'SETTLED', payoutMinor: c.payoutMinor, ...touched(scoring, results, settlement.length) });
}

async function betByRound(ctx: CommandContext, merchant: string, roundId: string): Promise<BetRow | null> {
  return ctx.db
    .prepare('SELECT id, account_id, vendor_code, stake_minor, payout_minor, status, game_id, game_type FROM bets WHERE merchant_code = ?1 AND round_id = ?2')
    .bind(merchant, roundId)
    .first<BetRow>();
}
