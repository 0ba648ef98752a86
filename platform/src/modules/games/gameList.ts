/**
 * GET /wps/relay/GCSGAME_gameList: the filtered, paged game list.
 * Order: hot games by rank first, then everything by name in the request language.
 *
 * Cost: the order is the games_list_order_* index (migration 0006; games_list_order_all_* of
 * migration 0019 when no game type is given), so a page is the page's ids
 * read off that index (the OFFSET walks index entries, not rows, and pageNo × pageSize is bounded by
 * the catalogue) and then only those rows. A name filter narrows through the trigram FTS table
 * first; see nameFilter.ts.
 */
import * as z from 'zod';
import { ok, paramError } from '../../http/envelope';
import { amountToMinor, intParam, parseWith, queryObject } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { GAME_CLASSES, gameColumns, toGame, type GameRow } from './gameRow';
import type { ColumnSuffix } from '../../http/language';
import { anyLanguageNameFilterSql, nameFilterSql } from './nameFilter';

const flag = z.enum(['0', '1']);

const GameListQuery = z.object({
  gameType: z
    .string()
    .max(20)
    .transform((s) => s.toUpperCase())
    .optional(),
  vassalage: z.string().max(40).optional(),
  gameClassify: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(GAME_CLASSES))
    .optional(),
  gameName: z.string().max(100).optional(),
  minBet: amountToMinor.optional(),
  minLineNum: intParam.pipe(z.number().int().min(0).max(10_000)).optional(),
  pageNo: intParam.pipe(z.number().int().min(1).max(100_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(100)).default(20),
  isHot: flag.optional(),
  isNew: flag.optional(),
  /** 0: only games with a free trial; 1: only games without one (the game object's supportPlay). */
  supportPlay: flag.optional(),
  /** 1: gameName also matches the names in the other languages (English and Korean). */
  allLanguages: flag.optional(),
  /** One game by its node id (the game frame and game banners know only that). */
  nodeId: intParam.pipe(z.number().int().min(1)).optional(),
  language: z.string().optional(),
});

export async function gameList(ctx: BrandContext): Promise<Response> {
  const q = parseWith(GameListQuery, queryObject(ctx.url));
  const { suffix } = ctx.languageOf(q.language);

  const where: string[] = [];
  const binds: (string | number)[] = [];
  const bind = (value: string | number) => {
    binds.push(value);
    return `?${binds.length}`;
  };
  if (q.gameType) where.push(`g.game_type = ${bind(q.gameType)}`);
  if (q.vassalage) {
    const p = bind(q.vassalage);
    where.push(`g.vassalage IN (SELECT v.vassalage FROM vendors v WHERE v.vassalage = ${p} OR v.parent_vassalage = ${p})`);
  }
  if (q.gameClassify) where.push(`g.classify = ${bind(q.gameClassify)}`);
  if (q.gameName) where.push(q.allLanguages === '1' ? anyLanguageNameFilterSql(q.gameName, bind) : nameFilterSql(suffix, q.gameName, bind));
  if (q.minBet !== undefined) where.push(`g.min_bet >= ${bind(q.minBet)}`);
  if (q.minLineNum !== undefined) where.push(`g.line_num >= ${bind(q.minLineNum)}`);
  if (q.isHot === '1') where.push('g.hot_rank IS NOT NULL');
  if (q.isNew === '1') where.push('g.is_new = 1');
  if (q.supportPlay !== undefined) where.push(`g.support_play = ${bind(Number(q.supportPlay))}`);
  if (q.nodeId !== undefined) where.push(`g.node_id = ${bind(q.nodeId)}`);
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';

  const [typeResult, countResult, pageResult] = await ctx.env.DB.batch(
    pageStatements(ctx.env.DB, { whereSql, binds, suffix, pageNo: q.pageNo, pageSize: q.pageSize, gameType: q.gameType }),
  );
  if (q.gameType && (typeResult?.results?.[0] as { n: number } | undefined)?.n !== 1) {
    throw paramError(`gameType: unknown game type ${q.gameType}`);
  }
  const total = (countResult?.results?.[0] as { total: number } | undefined)?.total ?? 0;
  return ok({
    games: gamesOf(pageResult),
    pageNum: q.pageNo,
    pageSize: q.pageSize,
    totalPages: Math.ceil(total / q.pageSize),
    total,
  });
}

/**
 * The statements of one page: whether the game type exists, the filter's count, and the page's
 * games (read off the order index, then only those rows). `binds` are the filter's; the page's
 * limit and offset follow them.
 */
export function pageStatements(
  db: D1Database,
  p: { whereSql: string; binds: readonly (string | number)[]; suffix: ColumnSuffix; pageNo: number; pageSize: number; gameType?: string },
): D1PreparedStatement[] {
  const n = p.binds.length;
  // Written exactly as the games_list_order_* indexes are, so SQLite reads the order off them.
  const order = `g.hot_rank IS NULL, g.hot_rank, g.name_${p.suffix}, g.node_id`;
  return [
    db.prepare('SELECT COUNT(*) AS n FROM game_types WHERE code = ?1').bind(p.gameType ?? ''),
    db.prepare(`SELECT COUNT(*) AS total FROM games g ${p.whereSql}`).bind(...p.binds),
    db
      .prepare(
        `WITH page AS (SELECT g.node_id FROM games g ${p.whereSql} ORDER BY ${order} LIMIT ?${n + 1} OFFSET ?${n + 2})
         SELECT ${gameColumns(p.suffix)} FROM page JOIN games g ON g.node_id = page.node_id ORDER BY ${order}`,
      )
      .bind(...p.binds, p.pageSize, (p.pageNo - 1) * p.pageSize),
  ];
}

export const gamesOf = (result: D1Result | undefined) => ((result?.results ?? []) as (GameRow & { is_game: string })[]).map(toGame);
