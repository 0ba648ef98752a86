/** Game menus, vendor lanes and the vendor → game types list, all views of the vendor menu. */
import { ok } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';
import * as z from 'zod';
import { intParam, parseWith, queryObject } from '../../http/params';
import { gamesOf, pageStatements } from './gameList';
import { loadVendorMenu } from './vendorMenu';

/** GET /lgw/games/game_menus */
export async function gameMenus(ctx: BrandContext): Promise<Response> {
  const menu = await loadVendorMenu(ctx.env.DB, ctx.suffix);
  const names = new Map(menu.flatMap((t) => t.vendors.map((v) => [v.vassalage, v.displayName] as const)));
  return ok({
    sorting: menu.map((t) => ({ gameCategory: t.code, name: t.name, vendors: t.vendors })),
    mapping: Object.fromEntries(
      menu.map((t) => [
        t.code,
        t.classes.map((c) => ({
          gameClassify: c.key,
          vendors: Object.fromEntries(c.vendors.map((v) => [v, { displayName: names.get(v) ?? v }])),
        })),
      ]),
    ),
  });
}

const LanesQuery = z.object({
  /** Our extension (docs/platform-protocol.md "Games and catalogue"): each lane with its first games, as GCSGAME_gameList's first page of this size. */
  firstPage: intParam.pipe(z.number().int().min(1).max(20)).optional(),
  language: z.string().optional(),
});

/**
 * GET /wps/relay/GCSGAME_newGameVendor: one lane per game type; with `firstPage`, each lane also
 * carries its first games (`firstPage: {games, total}`, read in the same batch as one another),
 * so a home page's sections take one call, not one for the lanes and then one per lane.
 */
export async function newGameVendor(ctx: BrandContext): Promise<Response> {
  const q = parseWith(LanesQuery, queryObject(ctx.url));
  const menu = await loadVendorMenu(ctx.env.DB, ctx.suffix);
  const lanes = menu.map((t) => ({ title: t.name, gameType: t.code, cards: t.vendors, gameClassify: t.classes }));
  if (q.firstPage === undefined || lanes.length === 0) return ok({ data: { lanes } });
  const db = ctx.env.DB;
  const { suffix } = ctx.languageOf(q.language);
  // The count and the page of each lane (the lanes come from the menu: their types exist).
  const statements = lanes.flatMap((lane) =>
    pageStatements(db, { whereSql: 'WHERE g.game_type = ?1', binds: [lane.gameType], suffix, pageNo: 1, pageSize: q.firstPage! }).slice(1),
  );
  const results = await db.batch(statements);
  return ok({
    data: {
      lanes: lanes.map((lane, i) => ({
        ...lane,
        firstPage: { games: gamesOf(results[2 * i + 1]), total: (results[2 * i]?.results?.[0] as { total: number } | undefined)?.total ?? 0 },
      })),
    },
  });
}

/** GET /wps/relay/GCSGAME_getVassGameType: each vendor with the game types it offers. */
export async function vassGameType(ctx: BrandContext): Promise<Response> {
  const menu = await loadVendorMenu(ctx.env.DB, ctx.suffix);
  const byVendor = new Map<string, { vassalage: string; displayName: string; gameTypes: string[] }>();
  for (const type of menu) {
    for (const vendor of type.vendors) {
      const entry = byVendor.get(vendor.vassalage) ?? { vassalage: vendor.vassalage, displayName: vendor.displayName, gameTypes: [] };
      entry.gameTypes.push(type.code);
      byVendor.set(vendor.vassalage, entry);
    }
  }
  return ok({ list: [...byVendor.values()] });
}
