import { z } from 'zod';
import { gameSchema } from './games';

/** MCSFE_getFavoriteGames: the member's favourite node ids (or those of the asked ids that are favourites). */
export const favoriteIdsSchema = z.object({ list: z.array(z.union([z.number(), z.string()]).transform((v) => String(v))) });

/** MCSFE_addFavoriteGameV2 / MCSFE_removeFavoriteGameV2. */
export const favoriteChangeSchema = z.object({
  nodeId: z.union([z.number(), z.string()]).transform((v) => String(v)),
  favorite: z.boolean(),
});

/** A paged list of a member's games (favourites or recent), newest first. */
export const memberGamePageSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int().optional(),
  pageSize: z.number().int().optional(),
});
