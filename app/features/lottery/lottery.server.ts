/**
 * The lottery pages' loader and action (routes lottery.tsx, vnLottery.tsx, seaLottery.tsx): members
 * only (the member centre's guard), the menu of the page's prize mode, the member's recent lottery
 * games, the chosen game's open numero with the time to the next draw and its last draws; Play
 * opens the game (launchLottery) in the game frame route.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { parseForm } from '#app/components/forms/parse.server';
import type { LotteryMenuGameFragment, UserErrorCode } from '#app/graphql/generated/graphql';
import type { Language } from '#app/i18n/config';
import { dateTimeFormat } from '#app/i18n/format';
import { createTranslate } from '#app/i18n/translate';
import type { Translation } from '#app/i18n/locales/en/common';
import { translations } from '#app/i18n/words.server';
import { loginRedirect, requireMember } from '#app/kernel/guards.server';
import { FAMILIES, familyGames, pagePrizeMode, secondsUntil, selectedGame, type LotteryFamily } from './family';
import { lotteryLaunchSchema } from './launch.schema';
import { LaunchLotteryMutation, LotteryBoardQuery, LotteryGuardQuery, LotteryMenuQuery } from './lottery.queries.server';
import { SEA_LOTTERY_VENDOR, VN_LOTTO_VENDOR } from '#app/features/games/prize-mode';
import { href } from '#app/kernel/href';
import { promptsDue } from '#app/features/responsible-gaming/prompts.server';

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/** A game's own page: its vendor family's, with the game and (on /lottery) its prize mode. */
export function lotteryHref(game: Pick<LotteryMenuGameFragment, 'gameCode' | 'vendor' | 'gameType'>): string {
  if (game.vendor === VN_LOTTO_VENDOR) return href('/vnLottery', { search: { gameCode: game.gameCode } });
  if (game.vendor === SEA_LOTTERY_VENDOR) return href('/seaLottery', { search: { gameCode: game.gameCode } });
  // An e-lottery game shows in the ELOTT menu; a lottery game in both (the rule picks which).
  return href('/lottery', { search: { gameCode: game.gameCode, prizeMode: game.gameType === 'ELOTT' ? 'ELOTT' : null } });
}

/** Draw times on the brand's 24-hour clock in the page's language (a zone the runtime does not know: UTC). */
function timeFormat(locale: Language, timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone });
}

/** The guard, the prize mode and the menu: what both the page and its Play action need. */
async function pageBasics(family: LotteryFamily, { request, context }: Args) {
  const url = new URL(request.url);
  const guard = await context.graphql(LotteryGuardQuery);
  requireMember(Boolean(context.session), guard, request);
  const prizeMode = pagePrizeMode(family, url.searchParams.get('prizeMode'), guard.data?.gameNavigation ?? null);
  const menu = await context.graphql(LotteryMenuQuery, { prizeMode });
  const games = familyGames(family, menu.data?.lotteryMenu.games ?? []);
  const selected = selectedGame(games, url.searchParams.get('gameCode'));
  return { url, guard, prizeMode, menu, games, selected };
}

export async function lotteryLoader(family: LotteryFamily, args: LoaderFunctionArgs) {
  const { context } = args;
  const { url, guard, prizeMode, menu, games, selected } = await pageBasics(family, args);
  const [board, prompts] = await Promise.all([
    selected ? context.graphql(LotteryBoardQuery, { gameCode: selected.gameCode, vn: family === 'vn' }).then((answer) => answer.data?.lotteryBoard) : null,
    // The notice before the first stake (docs/decisions/058).
    promptsDue(context),
  ]);
  const format = timeFormat(context.locale, guard.data?.brand?.timeZone ?? 'UTC');
  const spec = FAMILIES[family];
  const current = board?.current ?? null;
  // The next draw: the running period's. While its betting is closed, bets already go to the next
  // numero (current), whose opening is that draw.
  const drawView = (d: { numero: string; digits: number[]; sum: number; drawTime: number }) => ({
    numero: d.numero,
    digits: d.digits,
    sum: d.sum,
    at: format.format(d.drawTime),
  });
  const nextDraw = current && board ? (current.openTime > board.serverTime ? current.openTime : current.drawTime) : null;
  return {
    title: createTranslate(translations(context.locale, ['lottery']) as unknown as Translation)(spec.titleKey),
    titleKey: spec.titleKey,
    prompts,
    path: spec.path,
    prizeMode,
    menuLoaded: Boolean(menu.data?.lotteryMenu),
    games,
    recent: menu.data?.recentLotteryGames ?? [],
    recentLinks: Object.fromEntries((menu.data?.recentLotteryGames ?? []).map((g) => [g.gameCode, lotteryHref(g)])),
    selected,
    selfHref: selected ? href(spec.path, { search: { ...(family === 'lottery' ? { prizeMode } : {}), gameCode: selected.gameCode } }) : url.pathname,
    board: board
      ? {
          numero: current?.numero ?? '',
          closesAt: current ? format.format(current.closeTime) : '',
          drawsAt: current ? format.format(current.drawTime) : '',
          nextDrawKey: nextDraw ?? 0,
          secondsToDraw: nextDraw ? secondsUntil(board.serverTime, nextDraw) : 0,
          lastDraws: board.lastDraws.map(drawView),
          latestDraw: board.latestDraw ? drawView(board.latestDraw) : null,
        }
      : null,
  };
}

/** Play: opens the chosen game with launchMode LOTT, then the game frame route frames it. */
export async function lotteryAction(family: LotteryFamily, args: ActionFunctionArgs) {
  const { request, context } = args;
  const submission = await parseForm(request, lotteryLaunchSchema);
  if (submission.status !== 'success') return data({ error: 'INVALID_INPUT' as UserErrorCode | null }, { status: 400 });
  const { games, prizeMode } = await pageBasics(family, args);
  const game = games.find((g) => g.gameCode === submission.value.gameCode);
  if (!game) return data({ error: 'GAME_UNAVAILABLE' as UserErrorCode | null }, { status: 404 });
  const { data: answered } = await context.graphql(LaunchLotteryMutation, {
    input: { gameId: game.nodeId, gameCode: game.gameCode, vendor: game.vendor, gameType: game.gameType, prizeMode, requestId: submission.value.requestId },
  });
  const outcome = answered?.launchLottery;
  const back = href(FAMILIES[family].path, { search: { ...(family === 'lottery' ? { prizeMode } : {}), gameCode: game.gameCode } });
  if (outcome?.ok && outcome.gameUrl) {
    return redirect(href('/play/:nodeId', { nodeId: game.nodeId }, { search: { from: back, mode: 'real', frame: outcome.gameUrl } }), 303);
  }
  const code = outcome?.errors[0]?.code ?? null;
  if (code === 'LOGIN_REQUIRED' || code === 'SESSION_ENDED') throw loginRedirect(request);
  if (code === 'TRIAL_ACCOUNT') return redirect(href('/real-account-needed'), 303);
  return data({ error: code }, { status: outcome ? 409 : 502 });
}
