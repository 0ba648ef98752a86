/**
 * A member's favourite games and recent games (docs/platform-protocol.md "Favourites and recent
 * games"), over the `favorite_games` and `recent_games` tables of migration 0017. Recent games are
 * written by launches (the play module); this file only reads them.
 *
 * Every list is newest first and read off the tables' time indexes
 * (favorite_games_by_time, recent_games_by_time), joined to only the page's games.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { okPrivate, PlatformError } from '../../http/envelope';
import { intParam, jsonBody, parseWith, queryObject } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { requireSession } from '../session/sessions';
import { gameColumns, toGame, type GameRow } from './gameRow';

/** At most this many favourites per member; adding one more is refused with `favorite.limit_reached`. */
export const FAVORITE_LIMIT = 500;
/** At most this many ids may be asked about in one `nodeIds` filter. */
const MAX_ASKED_IDS = 100;

export const gameNotFound = () => new PlatformError(400, 'game.not_found', 'game not found');
export const favoriteLimitReached = () => new PlatformError(400, 'favorite.limit_reached', `at most ${FAVORITE_LIMIT} favourite games`);

const nodeId = intParam.pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));

const PageQuery = z.object({
  pageNo: intParam.pipe(z.number().int().min(1).max(100_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(100)).default(20),
  language: z.string().optional(),
});

const IdsQuery = z.object({
  nodeIds: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15})*$/, 'must be a comma-separated list of node ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int().min(1)).max(MAX_ASKED_IDS))
    .optional(),
});

/**
 * The spec's favourite payload: `nodeId, vendor, gameType`. The node id names the game here; the
 * vendor and game type a live platform keys its favourites by are checked against it when sent.
 */
const FavoriteBody = z.object({
  nodeId,
  vendor: z.string().trim().min(1).max(32).optional(),
  gameType: z.string().trim().min(1).max(32).optional(),
});

/** GET MCSFE_getFavoriteGames: the member's favourite node ids, newest first (or those of `nodeIds` that are favourites). */
export async function favoriteIds(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const q = parseWith(IdsQuery, queryObject(ctx.url));
  const merchant = ctx.brand.row.merchant_code;
  const asked = q.nodeIds;
  const sql = asked
    ? `SELECT node_id FROM favorite_games WHERE merchant_code = ?1 AND account_id = ?2 AND node_id IN (SELECT value FROM json_each(?3))
       ORDER BY added_at DESC, node_id DESC`
    : `SELECT node_id FROM favorite_games WHERE merchant_code = ?1 AND account_id = ?2 ORDER BY added_at DESC, node_id DESC LIMIT ${FAVORITE_LIMIT}`;
  const binds: unknown[] = [merchant, session.account.id];
  if (asked) binds.push(JSON.stringify(asked));
  const { results } = await ctx.env.DB.prepare(sql)
    .bind(...binds)
    .all<{ node_id: number }>();
  return okPrivate({ list: results.map((r) => r.node_id) });
}

/** A page of games from `table` (favourites or recent), newest first, with the time of each. */
async function pagedGames(ctx: BrandContext, table: 'favorite_games' | 'recent_games'): Promise<Response> {
  const session = await requireSession(ctx);
  const q = parseWith(PageQuery, queryObject(ctx.url));
  const { suffix } = ctx.languageOf(q.language);
  const at = table === 'favorite_games' ? 'added_at' : 'played_at';
  const merchant = ctx.brand.row.merchant_code;
  const db = ctx.env.DB;
  const [count, page] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM ${table} WHERE merchant_code = ?1 AND account_id = ?2`).bind(merchant, session.account.id),
    db
      .prepare(
        `WITH page AS (
           SELECT node_id, ${at} AS at FROM ${table} WHERE merchant_code = ?1 AND account_id = ?2
            ORDER BY ${at} DESC, node_id DESC LIMIT ?3 OFFSET ?4)
         SELECT ${gameColumns(suffix)}, page.at FROM page JOIN games g ON g.node_id = page.node_id
          ORDER BY page.at DESC, page.node_id DESC`,
      )
      .bind(merchant, session.account.id, q.pageSize, (q.pageNo - 1) * q.pageSize),
  ]);
  const total = (count?.results?.[0] as { total: number } | undefined)?.total ?? 0;
  const rows = (page?.results ?? []) as (GameRow & { is_game: string; at: number })[];
  const favorites = table === 'favorite_games';
  const timeKey = favorites ? 'addedAt' : 'playedAt';
  return okPrivate({
    // The spec's shapes (product-spec "Favorite list response: content …; Recent list response: list …").
    [favorites ? 'content' : 'list']: rows.map((row) => ({ ...toGame(row), [timeKey]: row.at })),
    pageNum: q.pageNo,
    pageSize: q.pageSize,
    totalPages: Math.ceil(total / q.pageSize),
    total,
  });
}

/** GET MCSFE_getFavoriteGamesList: the member's favourite games, paged, newest first. */
export const favoriteList = (ctx: BrandContext) => pagedGames(ctx, 'favorite_games');

/** GET GCS_recentGame: the games the member launched, paged, most recently played first. */
export const recentGames = (ctx: BrandContext) => pagedGames(ctx, 'recent_games');

/**
 * POST MCSFE_addFavoriteGameV2 `{nodeId, vendor, gameType}` (a vendor or type that is not the game's: game.not_found). Idempotent: adding a favourite again answers the same
 * and keeps its first time. The limit is checked in the same statement as the insert, so parallel
 * adds cannot pass it.
 */
export async function addFavorite(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const body = parseWith(FavoriteBody, await jsonBody(ctx.request));
  const merchant = ctx.brand.row.merchant_code;
  const db = ctx.env.DB;
  const [, present, game] = await db.batch([
    db
      .prepare(
        `INSERT INTO favorite_games (merchant_code, account_id, node_id, added_at)
         SELECT ?1, ?2, g.node_id, ?4 FROM games g
          WHERE g.node_id = ?3 AND (?5 IS NULL OR g.vassalage = ?5) AND (?6 IS NULL OR g.game_type = ?6)
            AND (SELECT COUNT(*) FROM favorite_games WHERE merchant_code = ?1 AND account_id = ?2) < ${FAVORITE_LIMIT}
         ON CONFLICT (merchant_code, account_id, node_id) DO NOTHING`,
      )
      .bind(merchant, session.account.id, body.nodeId, clock(ctx.env), body.vendor ?? null, body.gameType ?? null),
    db
      .prepare('SELECT 1 AS y FROM favorite_games WHERE merchant_code = ?1 AND account_id = ?2 AND node_id = ?3')
      .bind(merchant, session.account.id, body.nodeId),
    db
      .prepare('SELECT 1 AS y FROM games WHERE node_id = ?1 AND (?2 IS NULL OR vassalage = ?2) AND (?3 IS NULL OR game_type = ?3)')
      .bind(body.nodeId, body.vendor ?? null, body.gameType ?? null),
  ]);
  if (!game?.results?.length) throw gameNotFound();
  if (!present?.results?.length) throw favoriteLimitReached();
  return okPrivate({ nodeId: body.nodeId, favorite: true });
}

/** DELETE MCSFE_removeFavoriteGameV2 `?nodeId=&vendor=&gameType=` (or a JSON body of those). Idempotent: removing a game that is not a favourite answers the same. */
export async function removeFavorite(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const fromQuery = queryObject(ctx.url);
  const input = 'nodeId' in fromQuery ? fromQuery : await jsonBody(ctx.request);
  const body = parseWith(FavoriteBody, input);
  await ctx.env.DB.prepare('DELETE FROM favorite_games WHERE merchant_code = ?1 AND account_id = ?2 AND node_id = ?3')
    .bind(ctx.brand.row.merchant_code, session.account.id, body.nodeId)
    .run();
  return okPrivate({ nodeId: body.nodeId, favorite: false });
}
