import * as z from 'zod';
import { memberRead, memberWrite, relay, type EndpointDef } from '../endpoint-row';
import { gameSchema } from './games';

/** MCSFE_getFavoriteGames: the member's favourite node ids (or those of the asked ids that are favourites). */
export const favoriteIdsSchema = z.lazy(() => z.object({ list: z.array(z.union([z.number(), z.string()]).transform((v) => String(v))) }));

/** MCSFE_addFavoriteGameV2 / MCSFE_removeFavoriteGameV2. */
export const favoriteChangeSchema = z.lazy(() =>
  z.object({
    nodeId: z.union([z.number(), z.string()]).transform((v) => String(v)),
    favorite: z.boolean(),
  }),
);

const memberGamePage = { pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int().optional(), pageSize: z.number().int().optional() };

/** MCSFE_getFavoriteGamesList: the member's favourites, newest first, at `content` (product-spec "Favorite list response"). */
export const favoriteGamePageSchema = z.lazy(() =>
  z.object({ content: z.array(gameSchema), ...memberGamePage }).transform(({ content, ...page }) => ({ ...page, games: content })),
);

/** GCS_recentGame: the games the member played, most recent first, at `list` (product-spec "Recent list response"). */
export const recentGamePageSchema = z.lazy(() =>
  z.object({ list: z.array(gameSchema), ...memberGamePage }).transform(({ list, ...page }) => ({ ...page, games: list })),
);

/** The member's recent and favourite games: rows of the endpoint table (endpoints.ts), never cached. */
export const favoritesEndpoints = {
  recentGames: memberRead(relay('GCS_recentGame'), 'GAMELOREC3', recentGamePageSchema),
  favoriteIds: memberRead(relay('MCSFE_getFavoriteGames'), 'GAMELOFAV3', favoriteIdsSchema),
  favoriteList: memberRead(relay('MCSFE_getFavoriteGamesList'), 'GAMELOFAV3', favoriteGamePageSchema),
  addFavorite: memberWrite(relay('MCSFE_addFavoriteGameV2'), 'GAMELOFAV3', favoriteChangeSchema),
  removeFavorite: memberWrite(relay('MCSFE_removeFavoriteGameV2'), 'GAMELOFAV3', favoriteChangeSchema, { method: 'DELETE' }),
} satisfies Record<string, EndpointDef>;
