/** Game menus, vendor lanes and the vendor → game types list, all views of the vendor menu. */
import { ok } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';
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

/** GET /wps/relay/GCSGAME_newGameVendor: one lane per game type. */
export async function newGameVendor(ctx: BrandContext): Promise<Response> {
  const menu = await loadVendorMenu(ctx.env.DB, ctx.suffix);
  return ok({
    data: {
      lanes: menu.map((t) => ({ title: t.name, gameType: t.code, cards: t.vendors, gameClassify: t.classes })),
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
