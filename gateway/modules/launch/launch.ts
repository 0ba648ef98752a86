import type { LaunchGameInput, LaunchGamePayload } from '#gateway/generated/resolvers-types';
import type { GatewayContext } from '#gateway/context';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { userError, userErrorFrom } from '#gateway/user-errors';
import { launchCdn } from '#gateway/modules/system/cdn';
import { frameableGameAddress, onVisitorLaunchCdn } from './game-url';
import { protocolLanguage } from '#gateway/modules/system/language';
import { isRequestId } from '#gateway/request-id';

/** Codes of games, vendors and types as the catalogue writes them. */
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const NODE_ID = /^[0-9]{1,18}$/;

/** What an input gets refused for before any platform call, if anything. */
export function launchInputError(input: LaunchGameInput) {
  if (!isRequestId(input.requestId)) return userError('INVALID_INPUT', 'requestId');
  if (!NODE_ID.test(input.gameId)) return userError('INVALID_INPUT', 'gameId');
  if (!CODE.test(input.gameType)) return userError('INVALID_INPUT', 'gameType');
  if (!CODE.test(input.vendor)) return userError('INVALID_INPUT', 'vendor');
  if (!CODE.test(input.gameCode)) return userError('INVALID_INPUT', 'gameCode');
  if (input.roomId != null && !CODE.test(input.roomId)) return userError('INVALID_INPUT', 'roomId');
  return null;
}

/**
 * Starts a game (docs/platform-protocol.md "Launching and rounds"):
 * - real money: `/wps/game/launchGame` with accountType 1, the member's session required;
 * - a member's free trial: the same call with accountType 0 (play money; the platform still
 *   notes the game as recently played);
 * - a guest's free trial: `GCS_gameLaunchFB`, without a token, where the brand offers guest free
 *   play (FREEPLAY3; ADR 036): a brand without it asks the guest to log in, as for real money.
 * The answer's address is framed only when game-url.ts allows it, and a game page of the portal's
 * own (/rgs/) opens on the visitor's launch CDN when the brand lists one (ADR 047).
 */
export async function launchGame(input: LaunchGameInput, ctx: GatewayContext): Promise<LaunchGamePayload> {
  const refused = launchInputError(input);
  if (refused) return { ok: false, errors: [refused] };
  const real = input.mode === 'REAL';
  if (real && !ctx.session) return { ok: false, errors: [userError('LOGIN_REQUIRED')] };
  const common = {
    gameType: input.gameType,
    vassalage: input.vendor,
    gameId: input.gameCode,
    nodeId: input.gameId,
    platform: 'web',
    // Always sent: games open in the player's language.
    language: protocolLanguage(ctx.locale),
    requestId: input.requestId,
  };
  // The brand's launch CDNs (its domain routes, a cached read) are read while the platform opens
  // the session, not after it: the answer's address needs both (per request, it never fails).
  void launchCdn(ctx);
  let answer: { gameUrl: string };
  try {
    answer = ctx.session
      ? await ctx.platform.call('launchGame', {
          query: { ...common, launchMode: 'GLS', accountType: real ? 1 : 0, roomId: input.roomId ?? undefined },
        })
      : await ctx.platform.call('gameTrialLaunch', { body: common });
  } catch (error) {
    if (!ctx.session && error instanceof UpstreamError && error.code === ErrorCode.FunctionNotAvailable)
      return { ok: false, errors: [userError('LOGIN_REQUIRED')] };
    return { ok: false, errors: [userErrorFrom(error)] };
  }
  const gameUrl = await frameableGameAddress(ctx, answer.gameUrl);
  if (!gameUrl) {
    // The platform answered an address outside the brand's game origins: a configuration matter
    // for the operator (GAME_ORIGINS), never something to frame.
    console.warn('launchGame: refused a game address outside the configured game origins', { vendor: input.vendor });
    return { ok: false, errors: [userError('GAME_UNAVAILABLE')] };
  }
  return { ok: true, errors: [], gameUrl: await onVisitorLaunchCdn(ctx, gameUrl), mode: input.mode };
}
