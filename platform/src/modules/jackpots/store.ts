/**
 * Reading the brand's pools as players see them (routes.ts) and as the public streams are told
 * (announce.ts): each pool's amount is its ledger account's balance, never a figure of its own.
 */
import { minorToAmount } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { maskedName } from '../games/masked-name';
import { poolGames, poolName, rulesView, type PoolWithAmount } from './pools';
export { shownPools } from './amounts';

interface WinRow {
  pool_id: number;
  amount_minor: number;
  won_at: number;
  game_name: string;
  username: string;
  hide_public_wins: number;
}

/** A win as the public sees it: the winner's name masked, or not at all when the member hides their wins. */
function winView(row: WinRow) {
  return {
    amount: minorToAmount(row.amount_minor),
    wonAt: row.won_at,
    gameName: row.game_name,
    winner: row.hide_public_wins ? null : maskedName(row.username),
  };
}

const WINS_SQL = `SELECT w.pool_id, w.amount_minor, w.won_at, w.game_name, a.username, a.hide_public_wins
  FROM jackpot_wins w JOIN accounts a ON a.id = w.account_id`;

/** Each pool's latest win. */
async function latestWins(db: D1Database, poolIds: readonly number[]): Promise<Map<number, WinRow>> {
  if (!poolIds.length) return new Map();
  const { results } = await db
    .prepare(
      `${WINS_SQL} WHERE w.id IN (SELECT (SELECT id FROM jackpot_wins x WHERE x.pool_id = value ORDER BY x.won_at DESC, x.id DESC LIMIT 1) FROM json_each(?1))`,
    )
    .bind(JSON.stringify(poolIds))
    .all<WinRow>();
  return new Map(results.map((row) => [row.pool_id, row]));
}

/** A pool's latest wins, newest first. */
export async function poolWins(db: D1Database, poolId: number, limit: number): Promise<ReturnType<typeof winView>[]> {
  const { results } = await db.prepare(`${WINS_SQL} WHERE w.pool_id = ?1 ORDER BY w.won_at DESC, w.id DESC LIMIT ?2`).bind(poolId, limit).all<WinRow>();
  return results.map(winView);
}

/**
 * Names of the types, vendors and games pools cover, in the request's language (the catalogue's EN/KO
 * columns); tournaments name what they cover the same way.
 */
export async function catalogueNames(ctx: BrandContext, pools: readonly { games: string }[]) {
  const all = pools.map((pool) => poolGames(pool.games));
  const list = (pick: (games: ReturnType<typeof poolGames>) => readonly (string | number)[]) => JSON.stringify([...new Set(all.flatMap(pick))]);
  const db = ctx.env.DB;
  const s = ctx.suffix;
  const [types, vendors, games] = await db.batch<{ code: string; name: string }>([
    db.prepare(`SELECT code, name_${s} AS name FROM game_types WHERE code IN (SELECT value FROM json_each(?1))`).bind(list((g) => g.types)),
    db
      .prepare(`SELECT vassalage AS code, display_name_${s} AS name FROM vendors WHERE vassalage IN (SELECT value FROM json_each(?1))`)
      .bind(list((g) => g.vendors)),
    db
      .prepare(`SELECT CAST(node_id AS TEXT) AS code, name_${s} AS name FROM games WHERE node_id IN (SELECT value FROM json_each(?1))`)
      .bind(list((g) => g.games)),
  ]);
  const map = (rows: { results?: { code: string; name: string }[] } | undefined) => new Map((rows?.results ?? []).map((r) => [r.code, r.name]));
  return { types: map(types), vendors: map(vendors), games: map(games) };
}

/**
 * Pools as the protocol answers them (docs/platform-protocol.md "Jackpot pools"): the amount, the
 * rules a player reads before play (seed, share of each stake, how it is won), what feeds it by
 * name, and the latest win. The drop point is never in it.
 */
export async function poolViews(ctx: BrandContext, pools: readonly PoolWithAmount[]) {
  const [names, wins] = await Promise.all([
    catalogueNames(ctx, pools),
    latestWins(
      ctx.env.DB,
      pools.map((pool) => pool.id),
    ),
  ]);
  return pools.map((pool) => {
    const games = poolGames(pool.games);
    const win = wins.get(pool.id);
    return {
      code: pool.code,
      name: poolName(pool, ctx.text, ctx.brand.row.default_language),
      amount: minorToAmount(pool.amount_minor),
      ...rulesView(pool),
      games: {
        types: games.types.map((code) => ({ code, name: names.types.get(code) ?? code })),
        vendors: games.vendors.map((code) => ({ code, name: names.vendors.get(code) ?? code })),
        games: games.games.map((id) => ({ id, name: names.games.get(String(id)) ?? String(id) })),
      },
      lastWin: win ? winView(win) : null,
    };
  });
}
