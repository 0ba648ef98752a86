import * as z from 'zod';
import { CacheLong, CacheMedium } from '#gateway/cache';
import { publicAnswerRead, publicRead, relay, type EndpointDef } from '../endpoint-row';
import { amount, flag, id } from './common';

export const gameSchema = z.lazy(() =>
  z.object({
    nodeId: id,
    gameCode: z.string(),
    gameType: z.string(),
    vassalage: z.string(),
    gameName: z.string(),
    iconUrl: z.string(),
    supportPlay: z.union([z.number(), z.string()]).transform((v) => Number(v)),
    isHot: flag.optional().default(false),
    isNew: flag.optional().default(false),
    gameClassify: z.string().nullish(),
    minBet: amount.optional().default(0),
    lineNum: z.number().int().nullish(),
    roomId: z.union([z.string(), z.number()]).nullish(),
    isGame: z.string().nullish(),
  }),
);
/** A game as the platform describes it (amounts already in minor units). */
export type GameDto = z.infer<typeof gameSchema>;

export const vendorSchema = z.lazy(() =>
  z.object({
    vassalage: z.string(),
    displayName: z.string(),
    lagerIcon: z.string().nullish(),
  }),
);
export type VendorDto = z.infer<typeof vendorSchema>;

export const gameMenusSchema = z.lazy(() =>
  z.object({
    sorting: z.array(
      z.object({
        gameCategory: z.string(),
        name: z.string().nullish(),
        vendors: z.array(vendorSchema).default([]),
      }),
    ),
    mapping: z.record(z.string(), z.array(z.object({ gameClassify: z.string(), vendors: z.record(z.string(), z.unknown()).default({}) }))).default({}),
  }),
);

export const hotGamesSchema = z.lazy(() => z.object({ list: z.array(gameSchema) }));

export const gameListSchema = z.lazy(() =>
  z.object({
    games: z.array(gameSchema),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int().optional(),
    pageSize: z.number().int().optional(),
  }),
);

export const newGameVendorSchema = z.lazy(() =>
  z.object({
    data: z.object({
      lanes: z.array(
        z.object({
          title: z.string(),
          gameType: z.string().nullish(),
          cards: z.array(vendorSchema).default([]),
          gameClassify: z.array(z.object({ key: z.string(), vendors: z.array(z.string()).default([]) })).default([]),
          /**
           * Our extension (docs/platform-protocol.md "Games and catalogue"): the lane's first games,
           * asked for with `firstPage`; absent on the spec's platform. One that does not read as
           * games is dropped, so that lane asks for its list and the others keep theirs.
           */
          firstPage: z
            .object({ games: z.array(gameSchema), total: z.number().int().min(0) })
            .optional()
            .catch(undefined),
        }),
      ),
    }),
  }),
);

export const vassGameTypeSchema = z.lazy(() =>
  z.object({
    list: z.array(z.object({ vassalage: z.string(), displayName: z.string(), gameTypes: z.array(z.string()) })),
  }),
);

/** The game catalogue's rows of the endpoint table (endpoints.ts): the brand's, cached for every visitor. */
/** A game's rules, returns, stakes and pay table (our extension; docs/platform-protocol.md "Game information"). */
export const gameInfoSchema = z.lazy(() =>
  z.object({
    nodeId: id,
    rtp: z.array(
      z.object({
        bet: z.string().nullish(),
        percent: z.number().min(0).max(1000),
        atMost: z.boolean().optional().default(false),
      }),
    ),
    minBet: amount,
    maxBet: amount,
    payTable: z.array(z.object({ outcome: z.string(), pays: z.number().min(0), chance: z.number().min(0).max(1) })).default([]),
    rules: z.array(z.string()).default([]),
  }),
);
export type GameInfoDto = z.infer<typeof gameInfoSchema>;

export const gamesEndpoints = {
  gameMenus: publicRead('/lgw/games/game_menus', 'GAMELO3', gameMenusSchema, CacheLong),
  // product-spec: "/wps/relay/GCSGAME_gameList (token; …)".
  gameList: publicAnswerRead(relay('GCSGAME_gameList'), 'GAMELO3', gameListSchema, CacheMedium),
  gameInfo: publicRead('/wps/game/info', 'GAMELO3', gameInfoSchema, CacheLong),
  hotGames: publicRead(relay('GCSGAME_hotGamesV2'), 'GAMELO3', hotGamesSchema, CacheMedium, { method: 'POST' }),
  // The spec sends the member's token with it; the answer is the brand's catalogue, cached once for everyone.
  vendorGameTypes: publicAnswerRead(relay('GCSGAME_getVassGameType'), 'GAMELO3', vassGameTypeSchema, CacheLong),
  // With each lane's first games (our extension) the answer is as fresh as the lists' pages that
  // "more" reads after it (CacheMedium), so a section never pages on from an older first page.
  vendorLanes: publicRead(relay('GCSGAME_newGameVendor'), 'GAMELO3', newGameVendorSchema, CacheMedium),
} satisfies Record<string, EndpointDef>;
