import { z } from 'zod';
import { gameSchema } from './games';

/** MCSFE_getFavoriteGames: the member's favourite node ids (or those of the asked ids that are favourites). */
export const favoriteIdsSchema = z.object({ list: z.array(z.union([z.number(), z.string()]).transform((v) => String(v))) });

/** MCSFE_addFavoriteGameV2 / MCSFE_removeFavoriteGameV2. */
export const favoriteChangeSchema = z.object({
  nodeId: z.union([z.number(), z.string()]).transform((v) => String(v)),
  favorite: z.boolean(),
});

const memberGamePage = { pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int().optional(), pageSize: z.number().int().optional() };

/** MCSFE_getFavoriteGamesList: the member's favourites, newest first, at `content` (product-spec "Favorite list response"). */
export const favoriteGamePageSchema = z
  .object({ content: z.array(gameSchema), ...memberGamePage })
  .transform(({ content, ...page }) => ({ ...page, games: content }));

/** GCS_recentGame: the games the member played, most recent first, at `list` (product-spec "Recent list response"). */
export const recentGamePageSchema = z.object({ list: z.array(gameSchema), ...memberGamePage }).transform(({ list, ...page }) => ({ ...page, games: list }));
