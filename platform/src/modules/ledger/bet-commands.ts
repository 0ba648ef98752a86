/**
 * Bet commands: a round's stake (judged by the member's loss and wager limits), its result paid
 * once, and an instant round with both in one batch. Each is keyed by the round id, which a game
 * server may send twice.
 */
import { guardMovement } from '../responsible-gaming/store';
import { guardKyc } from '../kyc/gate';
import { allSettled, done, fail, playWallet, refused, validAmount, type CommandContext } from './command-context';
import { brandAccount, move, player, playerBalances, postingStatements, type Line } from './journal';
import { livePools, poolAccount, stakeJackpots } from '../jackpots/stake';
import { payJackpot } from './jackpot-commands';
import type { GameRef, MoneyCommand, MoneyResult } from './money-command';
import { liveRuns, roundScoring, touched, type TournamentsTouched } from '../tournaments/score';
import { grantExpired, grantState, recordTurnover, type Grant, type GrantState } from '../bonus-wallet/grants';
import { afterRound, overMaxStake, splitStake, splitWin, turnoverCounted } from '../bonus-wallet/rules';
import { endingStatements, nextMayStart, reviewGrants } from './bonus-commands';
import { minorToAmount } from '../../http/params';

interface BetRow {
  id: number;
  account_id: number;
  vendor_code: string;
  stake_minor: number;
  payout_minor: number;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  game_id: number | null;
  game_type: string;
  /** The part of the stake the bonus wallet paid, and the grant active when it was placed (migration 0050). */
  bonus_minor: number;
  bonus_grant_id: number | null;
}

/** A round's stake, keyed by its round id: the provider may send it twice. */
export async function placeBet(
  ctx: CommandContext,
  c: Extract<MoneyCommand, { op: 'bet.place' }>,
): Promise<MoneyResult<{ betId: number; status: string } & Jackpots>> {
  if (!validAmount(c.stakeMinor) || !c.roundId) return fail('wallet.amount_invalid');
  // Read side by side, inside this wallet's lock (the staking may first post a bonus's expiry: every
  // step settles before a failure ends the command): a repeat, rare, drops the staking.
  const [existing, staking] = await allSettled([betByRound(ctx, c.merchant, c.roundId), stakeStatements(ctx, c)]);
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
  const [existing, staking, runs] = await allSettled([betByRound(ctx, c.merchant, c.roundId), stakeStatements(ctx, c), liveRuns(ctx.db, c.merchant, ctx.now)]);
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
  const { bonus } = staking.value;
  const startNext = await nextMayStart(ctx, c.accountId, bonus.state);
  const valid = Math.min(c.validMinor, c.stakeMinor);
  const round = { roundId: c.roundId, vendorCode: c.game.vendorCode, gameType: c.game.gameType, stakeMinor: c.stakeMinor, validMinor: valid };
  const settlement = [
    ...settlementStatements(ctx, c, round, bonus.stakeBonusMinor, bonus.grant ? 'GRANT' : 'CASH', (db) =>
      db
        .prepare(
          "UPDATE bets SET status = 'SETTLED', payout_minor = ?3, valid_minor = ?4, settled_at = ?5 WHERE merchant_code = ?1 AND round_id = ?2 AND status = 'OPEN'",
        )
        .bind(c.merchant, c.roundId, c.payoutMinor, valid, ctx.now),
    ),
    // The active bonus's meter (and its end) in the same batch.
    ...grantAfterRound(ctx, bonus.state, bonus.grant, round, {
      payoutMinor: c.payoutMinor,
      stakeBonusMinor: bonus.stakeBonusMinor,
      bonusBalanceBefore: bonus.balanceBefore - bonus.stakeBonusMinor,
      otherOpenBonusRounds: bonus.state.openBonusRounds,
      startNext,
    }),
  ];
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
  /** The active bonus grant the stake was placed under (null: none, or a wallet the bonus does not play in), and what it paid. */
  bonus: { state: GrantState; grant: Grant | null; stakeBonusMinor: number; balanceBefore: number };
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
  const [refusal, unverified, read, pools, grants] = await Promise.all([
    guardMovement(ctx.db, c.merchant, c.accountId, ['LOSS', 'WAGER'], c.stakeMinor, ctx.now),
    guardKyc(ctx.db, c.merchant, c.accountId, 'REAL_PLAY', ctx.now),
    playerBalances(ctx.db, c.merchant, c.accountId),
    livePools(ctx.db, c.merchant),
    grantState(ctx.db, c.merchant, c.accountId),
  ]);
  if (refusal) return refused(refusal);
  if (unverified) return refused(unverified);
  let balances = read;
  let state = grants;
  // A bonus past its expiry is forfeited (or a queued one starts) before the stake is judged: rare, its own batch.
  if (grantsDue(state, ctx.now)) {
    state = await reviewGrants(ctx, c.accountId, state);
    balances = await playerBalances(ctx.db, c.merchant, c.accountId);
  }
  const wallet = playWallet(ctx, c.accountId, c.game.vendorCode);
  // The bonus wallet plays in the main wallet only (a transfer-mode vendor's wallet holds cash moved there).
  const grant = wallet.kind === 'MAIN' ? state.active : null;
  if (grant && overMaxStake(c.stakeMinor, grant)) {
    return {
      ok: false,
      code: 'bonus.max_stake',
      message: 'above the active bonus maximum stake',
      detail: { maxStake: minorToAmount(grant.maxStakeMinor ?? 0) },
    };
  }
  const cash = balances.get(wallet.kind === 'VENDOR' ? `VENDOR:${wallet.vendor}` : 'MAIN') ?? 0;
  const bonusBalance = grant ? (balances.get('BONUS') ?? 0) : 0;
  const split = splitStake(c.stakeMinor, cash, bonusBalance, grant?.stakeOrder ?? 'CASH_FIRST');
  if (!split) return fail('wallet.insufficient_balance');
  const jackpots = stakeJackpots(ctx.db, pools, c, ctx.now);
  const toPools = jackpots.shares.reduce((sum, share) => sum + share.amountMinor, 0);
  const lines: Line[] = [];
  if (split.cash > 0) lines.push({ account: wallet, amount: -split.cash });
  if (split.bonus > 0) lines.push({ account: player(c.accountId, 'BONUS'), amount: -split.bonus });
  if (c.stakeMinor > toPools) lines.push({ account: brandAccount('HOUSE'), amount: c.stakeMinor - toPools });
  for (const share of jackpots.shares) lines.push({ account: poolAccount(share.pool.code), amount: share.amountMinor });
  const statements = [
    ctx.db
      .prepare(
        `INSERT INTO bets (merchant_code, account_id, round_id, game_id, game_name, vendor_code, game_type, stake_minor, valid_minor, status, created_at,
                           bonus_minor, bonus_grant_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, 'OPEN', ?9, ?10, ?11)`,
      )
      .bind(
        c.merchant,
        c.accountId,
        c.roundId,
        c.game.gameId,
        c.game.gameName,
        c.game.vendorCode,
        c.game.gameType,
        c.stakeMinor,
        ctx.now,
        split.bonus,
        grant?.id ?? null,
      ),
    ...postingStatements(ctx.books, { kind: 'BET', key: `bet:${c.roundId}`, reference: `bet:${c.roundId}`, lines }),
  ];
  const claims = jackpots.claims.map((claim) => ({ poolId: claim.poolId, index: statements.push(claim.statement) - 1 }));
  const announceIndex = jackpots.announce ? statements.push(jackpots.announce) - 1 : null;
  return done({ statements, claims, announceIndex, bonus: { state, grant, stakeBonusMinor: split.bonus, balanceBefore: bonusBalance } });
}

/** Whether the member's grants need a review before money moves: the active one expired, or one waits with none active. */
const grantsDue = (state: GrantState, now: number) => (state.active ? grantExpired(state.active, now) : state.queued !== null);

/**
 * The active grant after a settled round placed under it: the meter moves by the round's counted
 * turnover; met, the bonus balance becomes cash; the balance gone with no bonus round open, it ends.
 */
function grantAfterRound(
  ctx: CommandContext,
  state: GrantState,
  grant: Grant | null,
  round: { gameType: string; stakeMinor: number; validMinor: number },
  money: { payoutMinor: number; stakeBonusMinor: number; bonusBalanceBefore: number; otherOpenBonusRounds: number; startNext: boolean },
): D1PreparedStatement[] {
  if (!grant) return [];
  const counted = turnoverCounted(round.validMinor, round.gameType, grant);
  const won = splitWin(money.payoutMinor, round.stakeMinor, money.stakeBonusMinor).bonus;
  const after = afterRound(grant, { countedMinor: counted, bonusBalanceAfter: money.bonusBalanceBefore + won, openBonusRounds: money.otherOpenBonusRounds });
  if (after.status === 'ACTIVE') return after.turnoverDoneMinor === grant.turnoverDoneMinor ? [] : [recordTurnover(ctx.db, grant, after.turnoverDoneMinor)];
  const movedMinor = after.status === 'RELEASED' ? after.releaseMinor : 0;
  return endingStatements(ctx, state, grant, { status: after.status, doneMinor: after.turnoverDoneMinor, movedMinor }, money.startNext);
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

/**
 * Where a win's bonus part goes: GRANT, the BONUS account (its grant is active); CASH, the wallet
 * (no bonus part, or its grant was released); FORFEITED, the BONUS account and straight back to the
 * brand (its grant was forfeited or expired while the round was open: its winnings go with it).
 */
type BonusWinTo = 'GRANT' | 'CASH' | 'FORFEITED';

/** The bet's SETTLED update and, for a win, its posting (keyed by the round: paid once), the bonus part where its stake came from. */
function settlementStatements(
  ctx: CommandContext,
  c: { accountId: number; payoutMinor: number },
  bet: { roundId: string; vendorCode: string; stakeMinor: number },
  stakeBonusMinor: number,
  bonusTo: BonusWinTo,
  update: (db: D1Database) => D1PreparedStatement,
): D1PreparedStatement[] {
  const statements = [update(ctx.db)];
  if (c.payoutMinor <= 0) return statements;
  const wallet = playWallet(ctx, c.accountId, bet.vendorCode);
  const win = bonusTo === 'CASH' ? { cash: c.payoutMinor, bonus: 0 } : splitWin(c.payoutMinor, bet.stakeMinor, stakeBonusMinor);
  const lines: Line[] = [{ account: brandAccount('HOUSE'), amount: -c.payoutMinor }];
  if (win.cash > 0) lines.push({ account: wallet, amount: win.cash });
  if (win.bonus > 0) lines.push({ account: player(c.accountId, 'BONUS'), amount: win.bonus });
  statements.push(...postingStatements(ctx.books, { kind: 'WIN', key: `win:${bet.roundId}`, reference: `bet:${bet.roundId}`, lines }));
  if (bonusTo === 'FORFEITED' && win.bonus > 0) {
    statements.push(
      ...postingStatements(ctx.books, {
        kind: 'BONUS_FORFEIT',
        key: `win:${bet.roundId}:forfeit`,
        reference: `bet:${bet.roundId}`,
        lines: move(player(c.accountId, 'BONUS'), brandAccount('BONUSES'), win.bonus),
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
  const valid = Math.min(c.validMinor, bet.stake_minor);
  const bonus = await bonusAtSettlement(ctx, bet);
  const round = { roundId: c.roundId, vendorCode: bet.vendor_code, gameType: bet.game_type, stakeMinor: bet.stake_minor, validMinor: valid };
  const settlement = [
    ...settlementStatements(ctx, c, round, bet.bonus_minor, bonus.winTo, (db) =>
      db
        .prepare("UPDATE bets SET status = 'SETTLED', payout_minor = ?2, valid_minor = ?3, settled_at = ?4 WHERE id = ?1 AND status = 'OPEN'")
        .bind(bet.id, c.payoutMinor, valid, ctx.now),
    ),
    ...(bonus.grant
      ? grantAfterRound(ctx, bonus.state, bonus.grant, round, {
          payoutMinor: c.payoutMinor,
          stakeBonusMinor: bet.bonus_minor,
          bonusBalanceBefore: bonus.balanceMinor,
          otherOpenBonusRounds: bonus.state.openBonusRounds - (bet.bonus_minor > 0 ? 1 : 0),
          startNext: await nextMayStart(ctx, bet.account_id, bonus.state),
        })
      : []),
  ];
  const game = { gameId: bet.game_id, vendorCode: bet.vendor_code, gameType: bet.game_type };
  const scoring = roundScoring(ctx.db, runs, { ...c, stakeMinor: bet.stake_minor, game }, ctx.now);
  const results = await ctx.db.batch([...settlement, ...scoring.statements]);
  return done({ status: 'SETTLED', payoutMinor: c.payoutMinor, ...touched(scoring, results, settlement.length) });
}

/**
 * A placed round's bonus at its settlement: the grant it was placed under, when still active (its
 * meter moves, a win's bonus part goes to it); else where a win's bonus part goes now.
 */
async function bonusAtSettlement(
  ctx: CommandContext,
  bet: BetRow,
): Promise<{ state: GrantState; grant: Grant | null; balanceMinor: number; winTo: BonusWinTo }> {
  const none = { state: { active: null, queued: null, queuedCount: 0, openBonusRounds: 0 }, grant: null, balanceMinor: 0 };
  if (bet.bonus_grant_id === null) return { ...none, winTo: 'CASH' };
  const [state, balances] = await Promise.all([
    grantState(ctx.db, ctx.books.merchant, bet.account_id),
    playerBalances(ctx.db, ctx.books.merchant, bet.account_id),
  ]);
  // A grant past its expiry is forfeited before the round settles (the sweep may not have come yet):
  // the round then meets an ended grant, and its win's bonus part goes with it.
  if (state.active && grantExpired(state.active, ctx.now)) {
    await reviewGrants(ctx, bet.account_id, state);
    return bonusAtSettlement(ctx, bet);
  }
  if (state.active?.id === bet.bonus_grant_id) return { state, grant: state.active, balanceMinor: balances.get('BONUS') ?? 0, winTo: 'GRANT' };
  if (bet.bonus_minor === 0) return { ...none, winTo: 'CASH' };
  const ended = await ctx.db.prepare('SELECT status FROM bonus_grants WHERE id = ?1').bind(bet.bonus_grant_id).first<{ status: string }>();
  return { ...none, winTo: ended?.status === 'RELEASED' ? 'CASH' : 'FORFEITED' };
}

async function betByRound(ctx: CommandContext, merchant: string, roundId: string): Promise<BetRow | null> {
  return ctx.db
    .prepare(
      'SELECT id, account_id, vendor_code, stake_minor, payout_minor, status, game_id, game_type, bonus_minor, bonus_grant_id FROM bets WHERE merchant_code = ?1 AND round_id = ?2',
    )
    .bind(merchant, roundId)
    .first<BetRow>();
}
