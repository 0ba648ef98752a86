/**
 * The lottery gateway calls (docs/platform-protocol.md "Lottery"): menus, numeros, draws and
 * betting. `gameId` on these calls is the game's code (`tcg_lott_0001`).
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { json, ok, okPrivate, PlatformError } from '../../http/envelope';
import { amountToMinor, intParam, jsonBody, parseWith, queryObject } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { requireRealSession } from '../session/real-session';
import { requireNothingPending } from '../legal/gate';
import { requireSession } from '../session/sessions';
import { placeSlip } from './betting';
import { inPrizeMode, isPrizeMode, lotteryGame, lotteryGames, menuGame, numeroView, recentLotteryGames, type LotteryGame, type PrizeMode } from './games';
import { digitSum } from './plays';
import { drawDigits, lotterySecret } from './results';
import { drawnPeriods, openIndex, openPeriod, periodIndex, periodOf, periodState, type Period } from './schedule';
import { minorToAmount } from '../../http/params';
import { RequestId } from '../ledger/idempotency';

const RECENT_LIMIT = 10;

export const lotteryGameNotFound = () => new PlatformError(400, 'game.not_found', 'game not found');

const GameQuery = z.object({ gameId: z.string().min(1).max(64) });
const PrizeModeParam = z
  .string()
  .transform((s) => s.toUpperCase())
  .refine(isPrizeMode, 'must be LOTT, ZY, ELOTT or SEA');

async function gameOf(ctx: BrandContext, gameId: string): Promise<LotteryGame> {
  const game = await lotteryGame(ctx.env.DB, gameId, ctx.suffix);
  if (!game) throw lotteryGameNotFound();
  return game;
}

/** A drawn period with its digits. */
function drawnView(secret: string, game: LotteryGame, period: Period) {
  const digits = drawDigits(secret, game.gameCode, period.numero);
  return { numero: period.numero, gameId: game.gameCode, drawTime: period.drawAt, result: digits, resultText: digits.join(''), sum: digitSum(digits) };
}

/** GET /lgw/vn/games/game_menu?prizeMode=&device=WEB: the lottery games of a prize mode with their open numeros. */
async function gameMenu(ctx: BrandContext): Promise<Response> {
  const q = parseWith(z.object({ prizeMode: PrizeModeParam, device: z.string().max(10).optional() }), queryObject(ctx.url));
  const t = clock(ctx.env);
  const games = await lotteryGames(ctx.env.DB, q.prizeMode as PrizeMode, ctx.suffix);
  return ok({ prizeMode: q.prizeMode, serverTime: t, list: games.map((g) => menuGame(g, t)) }, { headers: { 'Cache-Control': 'no-store' } });
}

/** GET …/recent (token): the member's recent lottery games, newest first (optionally of one prize mode). */
async function recentGames(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const q = parseWith(z.object({ prizeMode: PrizeModeParam.optional(), device: z.string().max(10).optional() }), queryObject(ctx.url));
  const t = clock(ctx.env);
  const prizeMode = q.prizeMode && isPrizeMode(q.prizeMode) ? q.prizeMode : null;
  const games = await recentLotteryGames(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, ctx.suffix, prizeMode, RECENT_LIMIT);
  return okPrivate({ serverTime: t, list: games.map((g) => menuGame(g, t)) });
}

/** GET /lotto/lgw/games/opened/numero?gameId=&size=: the last drawn numeros with their results, newest first. */
async function openedNumeros(ctx: BrandContext): Promise<Response> {
  const q = parseWith(GameQuery.extend({ size: intParam.pipe(z.number().int().min(1).max(50)).default(10) }), queryObject(ctx.url));
  const game = await gameOf(ctx, q.gameId);
  const t = clock(ctx.env);
  const secret = lotterySecret(ctx.env);
  return ok({ gameId: game.gameCode, serverTime: t, list: drawnPeriods(game.schedule, t, q.size).map((p) => drawnView(secret, game, p)) });
}

/** GET /lgw/vn/numeros/opened/game?gameId=: the latest drawn numero of a game. */
async function lastOpened(ctx: BrandContext): Promise<Response> {
  const q = parseWith(GameQuery, queryObject(ctx.url));
  const game = await gameOf(ctx, q.gameId);
  const t = clock(ctx.env);
  const [last] = drawnPeriods(game.schedule, t, 1);
  return ok({ gameId: game.gameCode, serverTime: t, numero: last ? drawnView(lotterySecret(ctx.env), game, last) : null });
}

/** GET /lotto-vn/lgw/numeros/near?gameId=: the open numero, WITHOUT the envelope (as the live platform answers). */
async function nearBare(ctx: BrandContext): Promise<Response> {
  const q = parseWith(GameQuery, queryObject(ctx.url));
  const game = await gameOf(ctx, q.gameId);
  const t = clock(ctx.env);
  return json({ currentNumero: { ...numeroView(game, openPeriod(game.schedule, t)), serverTime: t } }, { headers: { 'Cache-Control': 'no-store' } });
}

/** GET /lgw/numeros/near?gameId=: the open numero, the one after it and the last drawn one. */
async function near(ctx: BrandContext): Promise<Response> {
  const q = parseWith(GameQuery, queryObject(ctx.url));
  const game = await gameOf(ctx, q.gameId);
  const t = clock(ctx.env);
  const k = openIndex(game.schedule, t);
  const [last] = drawnPeriods(game.schedule, t, 1);
  return ok(
    {
      gameId: game.gameCode,
      serverTime: t,
      currentNumero: numeroView(game, periodOf(game.schedule, k)),
      nextNumero: numeroView(game, periodOf(game.schedule, k + 1)),
      lastNumero: last ? drawnView(lotterySecret(ctx.env), game, last) : null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** GET /lgw/draw?gameId=&numero=: one numero's state and, once drawn, its result (no numero: the last drawn). */
async function draw(ctx: BrandContext): Promise<Response> {
  const q = parseWith(GameQuery.extend({ numero: z.string().max(20).optional() }), queryObject(ctx.url));
  const game = await gameOf(ctx, q.gameId);
  const t = clock(ctx.env);
  let period: Period;
  if (q.numero) {
    const k = periodIndex(game.schedule, q.numero);
    if (k === null) throw new PlatformError(400, 'request_param_err', `numero: not a numero of ${game.gameCode}`);
    period = periodOf(game.schedule, k);
  } else {
    period = drawnPeriods(game.schedule, t, 1)[0] as Period;
  }
  const state = periodState(period, t);
  const digits = state === 'DRAWN' ? drawDigits(lotterySecret(ctx.env), game.gameCode, period.numero) : null;
  return ok({
    ...numeroView(game, period),
    serverTime: t,
    state,
    result: digits,
    resultText: digits ? digits.join('') : null,
    sum: digits ? digitSum(digits) : null,
  });
}

const BettingBody = z.object({
  requestId: RequestId,
  prizeMode: PrizeModeParam.optional(),
  device: z.string().max(10).optional(),
  contents: z
    .array(
      z.object({
        gameId: z.string().min(1).max(64),
        winStop: z.union([z.boolean(), z.literal(0), z.literal(1)]).default(false),
        playId: z.string().max(8),
        bettingContent: z.string().max(800),
        singleBetPrice: amountToMinor,
        bettingApproach: intParam.pipe(z.literal(1, { message: 'only 1 (standard)' })).default(1),
        bettingSlip: intParam.pipe(z.number().int().min(1).max(100)),
        numero: z.array(z.object({ numero: z.string().max(20), multiple: intParam.pipe(z.number().int()) })).max(20),
      }),
    )
    .max(20),
});

/** POST /lotto-vn/lgw/betting (token, real accounts): places a slip (betting.ts). */
async function betting(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const body = parseWith(BettingBody, await jsonBody(ctx.request));
  const merchant = ctx.brand.row.merchant_code;
  const contents = body.contents.map((c, i) => {
    const picks = c.bettingContent.split(/[\s,;]+/).filter((p) => p.trim() !== '').length;
    if (c.bettingSlip !== picks) throw new PlatformError(400, 'request_param_err', `contents.${i}.bettingSlip: must equal the number of picks (${picks})`);
    return {
      gameId: c.gameId,
      playId: c.playId,
      bettingContent: c.bettingContent,
      unitMinor: c.singleBetPrice,
      winStop: c.winStop === true || c.winStop === 1,
      numeros: c.numero,
    };
  });
  // A slip waits while the member has terms or a privacy policy in force to accept (docs/decisions/060).
  await requireNothingPending(ctx.env.DB, merchant, session.account.id, clock(ctx.env));
  if (body.prizeMode) {
    for (const [i, c] of contents.entries()) {
      const game = await lotteryGame(ctx.env.DB, c.gameId);
      const mode = body.prizeMode as PrizeMode;
      if (game && !inPrizeMode(mode, game)) throw new PlatformError(400, 'request_param_err', `contents.${i}.gameId: not a ${mode} game`);
    }
  }
  const placed = await placeSlip(ctx.env, { merchant, accountId: session.account.id, requestId: body.requestId, contents }, clock(ctx.env));
  return okPrivate({
    requestId: body.requestId,
    totalStake: minorToAmount(placed.totalStakeMinor),
    orders: placed.orders.map((o) => ({
      roundId: o.roundId,
      gameId: o.gameId,
      numero: o.numero,
      playId: o.playId,
      bettingContent: o.bettingContent,
      bettingSlip: o.picks,
      multiple: o.multiple,
      stake: minorToAmount(o.stakeMinor),
      drawTime: o.drawTime,
    })),
  });
}

const route = (path: string, methods: BrandRoute['methods']): BrandRoute => ({ kind: 'brand', path, faultKey: path, methods });

export const lotteryRoutes: BrandRoute[] = [
  route('/lgw/vn/games/game_menu', { GET: gameMenu }),
  route('/lgw/vn/games/game_menu/recent', { GET: recentGames }),
  route('/lgw/games/game_menus/recent', { GET: recentGames }),
  route('/lotto/lgw/games/opened/numero', { GET: openedNumeros }),
  route('/lgw/vn/numeros/opened/game', { GET: lastOpened }),
  route('/lotto-vn/lgw/numeros/near', { GET: nearBare }),
  route('/lgw/numeros/near', { GET: near }),
  route('/lgw/draw', { GET: draw }),
  route('/lotto-vn/lgw/betting', { POST: betting }),
];
