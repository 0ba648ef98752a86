/**
 * Placing lottery slips: each content of a slip on each of its numeros is one bet round, whose
 * stake goes through the ledger (`bet.place`) with the round id
 * `LOT:<account>:<requestId>:<content index>:<numero>`. The request's key makes a repeat place
 * nothing twice; the same key with another body is refused.
 *
 * Everything is checked before any money moves (games, plays, picks, amounts, numeros open), so a
 * request can only stop half-way on the balance: the rounds placed before stay placed (they are
 * real bets) and a retry with the same key places only the rest.
 */
import { fieldError, PlatformError } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import type { Env } from '../../env';
import { requestHash } from '../ledger/idempotency';
import { walletGate } from '../wallet/wallet-gate';
import { moneyError } from '../transfer/wire';
import { lotteryGame, numeroView, type LotteryGame } from './games';
import { isPlayId, parsePicks, stakeMinor, type PlayId } from './plays';
import { openIndex, openPeriod, periodIndex, periodOf, periodState } from './schedule';

export const MAX_CONTENTS = 10;
export const MAX_CHASE = 10;
export const MAX_UNIT_MINOR = 1_000_000;
export const MAX_MULTIPLE = 100;

export interface ContentInput {
  gameId: string;
  playId: string;
  bettingContent: string;
  unitMinor: number;
  winStop: boolean;
  numeros: { numero: string; multiple: number }[];
}

export interface SlipInput {
  merchant: string;
  accountId: number;
  requestId: string;
  contents: ContentInput[];
}

export interface Order {
  roundId: string;
  gameId: string;
  numero: string;
  playId: PlayId;
  bettingContent: string;
  picks: number;
  multiple: number;
  stakeMinor: number;
  drawTime: number;
}

/** Refused: the numero no longer takes bets; the answer names the open one. */
export function numeroClosed(game: LotteryGame, numero: string, now: number): PlatformError {
  const open = openPeriod(game.schedule, now);
  return new PlatformError(400, 'lottery.numero_closed', `numero ${numero} is closed; bets go to ${open.numero}`, {
    gameId: game.gameCode,
    currentNumero: numeroView(game, open),
  });
}

interface Planned {
  order: Order;
  game: LotteryGame;
  unitMinor: number;
  content: string;
  chaseKey: string;
  chasePos: number;
  winStop: boolean;
}

export const roundIdOf = (accountId: number, requestId: string, contentIndex: number, numero: string) =>
  `LOT:${accountId}:${requestId}:${contentIndex}:${numero}`;

/** Checks a whole slip; throws the first refusal (a field error naming the content). */
async function plan(env: Env, slip: SlipInput, now: number, placed: ReadonlySet<string>): Promise<Planned[]> {
  if (slip.contents.length === 0) throw fieldError('contents', 'at least one');
  if (slip.contents.length > MAX_CONTENTS) throw fieldError('contents', `at most ${MAX_CONTENTS}`);
  const planned: Planned[] = [];
  const games = new Map<string, LotteryGame | null>();
  for (const [i, c] of slip.contents.entries()) {
    const at = `contents[${i}]`;
    if (!games.has(c.gameId)) games.set(c.gameId, await lotteryGame(env.DB, c.gameId));
    const game = games.get(c.gameId);
    if (!game) throw fieldError(`${at}.gameId`, 'not a lottery game');
    if (!isPlayId(c.playId)) throw fieldError(`${at}.playId`, 'one of D1, D2, D3, D4, D5, L2, L3, BS');
    const picks = parsePicks(c.playId, c.bettingContent);
    if (!picks.ok) throw fieldError(`${at}.bettingContent`, picks.reason);
    if (!Number.isSafeInteger(c.unitMinor) || c.unitMinor <= 0)
      throw moneyError('wallet.amount_invalid', `${at}.singleBetPrice: more than zero, at most two decimals`);
    if (c.unitMinor > MAX_UNIT_MINOR) throw moneyError('wallet.above_maximum', `${at}.singleBetPrice: at most ${minorToAmount(MAX_UNIT_MINOR)}`);
    if (c.numeros.length === 0) throw fieldError(`${at}.numero`, 'at least one');
    if (c.numeros.length > MAX_CHASE) throw fieldError(`${at}.numero`, `at most ${MAX_CHASE}`);
    if (new Set(c.numeros.map((n) => n.numero)).size !== c.numeros.length) throw fieldError(`${at}.numero`, 'a numero is repeated');
    const chaseKey = `${slip.accountId}:${slip.requestId}:${i}`;
    const ordered = c.numeros.map((n) => ({ ...n, index: periodIndex(game.schedule, n.numero) })).sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    for (const [pos, n] of ordered.entries()) {
      if (n.index === null) throw fieldError(`${at}.numero`, `${n.numero.slice(0, 20)} is not a numero of ${game.gameCode}`);
      if (!Number.isSafeInteger(n.multiple) || n.multiple < 1 || n.multiple > MAX_MULTIPLE)
        throw fieldError(`${at}.numero.multiple`, `a whole number 1-${MAX_MULTIPLE}`);
      const period = periodOf(game.schedule, n.index);
      const roundId = roundIdOf(slip.accountId, slip.requestId, i, period.numero);
      if (!placed.has(roundId)) {
        if (periodState(period, now) !== 'OPEN') throw numeroClosed(game, period.numero, now);
        if (n.index > openIndex(game.schedule, now) + MAX_CHASE - 1)
          throw fieldError(`${at}.numero`, `${period.numero} is not open yet (at most ${MAX_CHASE} ahead)`);
      }
      const stake = stakeMinor(c.unitMinor, picks.picks.length, n.multiple);
      if (stake < game.minBetMinor) throw moneyError('wallet.below_minimum', `${at}: the stake on one numero is at least ${minorToAmount(game.minBetMinor)}`);
      planned.push({
        order: {
          roundId,
          gameId: game.gameCode,
          numero: period.numero,
          playId: c.playId,
          bettingContent: picks.picks.join(','),
          picks: picks.picks.length,
          multiple: n.multiple,
          stakeMinor: stake,
          drawTime: period.drawAt,
        },
        game,
        unitMinor: c.unitMinor,
        content: picks.picks.join(','),
        chaseKey,
        chasePos: pos,
        winStop: c.winStop && ordered.length > 1,
      });
    }
  }
  return planned;
}

/** Places a slip (see the file's comment). Returns every order of the slip, placed now or before. */
export async function placeSlip(env: Env, slip: SlipInput, now: number): Promise<{ orders: Order[]; totalStakeMinor: number }> {
  const db = env.DB;
  const hash = await requestHash('lottery.betting', slip.contents);
  const { results: before } = await db
    .prepare('SELECT lb.round_id, lb.request_hash FROM lottery_bets lb WHERE lb.merchant_code = ?1 AND lb.account_id = ?2 AND lb.request_id = ?3')
    .bind(slip.merchant, slip.accountId, slip.requestId)
    .all<{ round_id: string; request_hash: string }>();
  if (before.some((row) => row.request_hash !== hash)) throw moneyError('wallet.idempotency_key_reused', 'requestId: already used for another slip');
  const planned = await plan(env, slip, now, new Set(before.map((row) => row.round_id)));
  const gate = walletGate(env);
  for (const p of planned) {
    const { order, game } = p;
    await db
      .prepare(
        `INSERT OR IGNORE INTO lottery_bets (merchant_code, round_id, account_id, request_id, request_hash, node_id, game_code, numero, draw_at,
           play_id, content, picks, unit_minor, multiple, chase_key, chase_pos, win_stop, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)`,
      )
      .bind(
        slip.merchant,
        order.roundId,
        slip.accountId,
        slip.requestId,
        hash,
        game.nodeId,
        game.gameCode,
        order.numero,
        order.drawTime,
        order.playId,
        p.content,
        order.picks,
        p.unitMinor,
        order.multiple,
        p.chaseKey,
        p.chasePos,
        p.winStop ? 1 : 0,
        now,
      )
      .run();
    const result = await gate.execute({
      op: 'bet.place',
      merchant: slip.merchant,
      accountId: slip.accountId,
      roundId: order.roundId,
      stakeMinor: order.stakeMinor,
      game: { gameId: game.nodeId, gameName: game.nameEn, vendorCode: game.vassalage, gameType: game.gameType },
    });
    if (!result.ok) {
      // Nothing was placed for this round: drop its detail row so no sweep looks for it.
      await db
        .prepare(
          'DELETE FROM lottery_bets WHERE merchant_code = ?1 AND round_id = ?2 AND NOT EXISTS (SELECT 1 FROM bets WHERE merchant_code = ?1 AND round_id = ?2)',
        )
        .bind(slip.merchant, order.roundId)
        .run();
      throw moneyError(result.code, result.message, result.detail);
    }
  }
  const orders = planned.map((p) => p.order);
  return { orders, totalStakeMinor: orders.reduce((sum, o) => sum + o.stakeMinor, 0) };
}
