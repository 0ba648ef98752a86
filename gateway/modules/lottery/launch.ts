import type { LaunchGamePayload, LaunchLotteryInput } from '#gateway/generated/resolvers-types';
import type { GatewayContext } from '#gateway/context';
import { userError, userErrorFrom } from '#gateway/user-errors';
import { frameableGameAddress, onVisitorLaunchCdn } from '#gateway/modules/launch/game-url';
import { protocolLanguage } from '#gateway/modules/system/language';
import { isRequestId } from '#gateway/request-id';

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT']);
const NODE_ID = /^[0-9]{1,18}$/;

/** The lottery's area by vendor family: the VN lotto, the SEA lottery, or the rest. */
export function lotteryArea(vendor: string): 'VN' | 'SEA' | 'GLOBAL' {
  if (vendor === 'TCG_LOTTO_VN') return 'VN';
  if (vendor === 'TCG_SEA') return 'SEA';
  return 'GLOBAL';
}

/**
 * Opens a lottery game in its betting view (docs/platform-protocol.md "Launching and rounds":
 * launchMode LOTT with device, lottoArea, lottoPrizeMode, lottoView and lottoGameCode). Lottery
 * is real money only.
 */
export async function launchLottery(input: LaunchLotteryInput, ctx: GatewayContext): Promise<LaunchGamePayload> {
  if (!isRequestId(input.requestId)) return { ok: false, errors: [userError('INVALID_INPUT', 'requestId')] };
  if (!NODE_ID.test(input.gameId)) return { ok: false, errors: [userError('INVALID_INPUT', 'gameId')] };
  if (!CODE.test(input.gameCode)) return { ok: false, errors: [userError('INVALID_INPUT', 'gameCode')] };
  if (!CODE.test(input.vendor)) return { ok: false, errors: [userError('INVALID_INPUT', 'vendor')] };
  if (!LOTTERY_TYPES.has(input.gameType)) return { ok: false, errors: [userError('INVALID_INPUT', 'gameType')] };
  if (!ctx.session) return { ok: false, errors: [userError('LOGIN_REQUIRED')] };
  let answer: { gameUrl: string };
  try {
    answer = await ctx.platform.call('launchGame', {
      query: {
        gameType: input.gameType,
        vassalage: input.vendor,
        gameId: input.gameCode,
        nodeId: input.gameId,
        platform: 'web',
        launchMode: 'LOTT',
        accountType: 1,
        language: protocolLanguage(ctx.locale),
        requestId: input.requestId,
        device: 'WEB',
        lottoArea: lotteryArea(input.vendor),
        lottoPrizeMode: input.prizeMode,
        lottoView: 'betting',
        lottoGameCode: input.gameCode,
      },
    });
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
  const gameUrl = await frameableGameAddress(ctx, answer.gameUrl);
  if (!gameUrl) {
    console.warn('launchLottery: refused a game address outside the configured game origins', { vendor: input.vendor });
    return { ok: false, errors: [userError('GAME_UNAVAILABLE')] };
  }
  return { ok: true, errors: [], gameUrl: await onVisitorLaunchCdn(ctx, gameUrl), mode: 'REAL' };
}
