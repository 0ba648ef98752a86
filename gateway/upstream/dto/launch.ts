import * as z from 'zod';
import { guestWrite, memberRead, relay, type EndpointDef } from '../endpoint-row';
import { amount, id } from './common';

/**
 * A launch's answer (`/wps/game/launchGame`, `GCS_gameLaunchFB`): the game page's address at
 * `value.content.game_url` (some builds answer `value.url`). The session token beside it is the
 * game server's business, not the portal's, and is dropped here.
 */
export const gameLaunchSchema = z.lazy(() =>
  z
    .object({
      content: z.object({ game_url: z.string().min(1).max(2048) }).nullish(),
      url: z.string().min(1).max(2048).nullish(),
    })
    .transform((value, ctx) => {
      const gameUrl = value.content?.game_url ?? value.url;
      if (!gameUrl) {
        ctx.addIssue({ code: 'custom', message: 'no game_url' });
        return z.NEVER;
      }
      return { gameUrl };
    }),
);
export type GameLaunchDto = z.infer<typeof gameLaunchSchema>;

/** One room (table) of a PVP game (`GLS2_roomList`), amounts in minor units. */
export const gameRoomSchema = z.lazy(() =>
  z.object({
    roomId: id,
    roomName: z.string(),
    minBet: amount,
    maxBet: amount,
    players: z.number().int().nonnegative().default(0),
    capacity: z.number().int().nonnegative().default(0),
  }),
);
export type GameRoomDto = z.infer<typeof gameRoomSchema>;

export const roomListSchema = z.lazy(() => z.object({ list: z.array(gameRoomSchema) }));

/** Starting a game (docs/platform-protocol.md "Launching and rounds"): rows of the endpoint table (endpoints.ts), never cached, never retried. */
export const launchEndpoints = {
  launchGame: memberRead('/wps/game/launchGame', 'GAMELO3', gameLaunchSchema),
  // A guest's free trial: the spec's GCS_gameLaunchFB (product-spec's game calls).
  gameTrialLaunch: guestWrite(relay('GCS_gameLaunchFB'), 'GAMELO3', gameLaunchSchema),
  roomList: memberRead(relay('GLS2_roomList'), 'GAMELO3', roomListSchema),
} satisfies Record<string, EndpointDef>;
