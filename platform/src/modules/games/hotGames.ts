/** POST /wps/relay/GCSGAME_hotGamesV2: up to 50 hot games by rank, optionally for one vendor. */
import * as z from 'zod';
import { ok } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { gameColumns, toGame, VENDOR_FILTER_SQL, type GameRow } from './gameRow';

const HOT_GAMES_LIMIT = 50;

const HotGamesBody = z.object({
  merchantCode: z.string().optional(),
  isPlatform: z.union([z.number(), z.string()]).optional(),
  vassalage: z.string().max(40).nullish(),
  platform: z.string().optional(),
  language: z.string().optional(),
});

export async function hotGames(ctx: BrandContext): Promise<Response> {
  const body = parseWith(HotGamesBody, await jsonBody(ctx.request));
  const { suffix } = ctx.languageOf(body.language);
  const vendor = body.vassalage?.trim();
  const sql = `SELECT ${gameColumns(suffix)} FROM games g
                WHERE g.hot_rank IS NOT NULL ${vendor ? `AND ${VENDOR_FILTER_SQL}` : ''}
                ORDER BY g.hot_rank LIMIT ${HOT_GAMES_LIMIT}`;
  const statement = ctx.env.DB.prepare(sql);
  const { results } = await (vendor ? statement.bind(vendor) : statement).all<GameRow & { is_game: string }>();
  return ok({ list: results.map(toGame) });
}
