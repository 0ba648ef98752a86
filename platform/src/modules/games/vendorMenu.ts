/**
 * The catalogue's navigation data (game types, their vendors, and the classes each vendor has),
 * read in one D1 batch. Game menus, vendor lanes and the vendor/type list are views of it.
 * Only vendors and types that actually have games are listed.
 */
import type { ColumnSuffix } from '../../http/language';
import { GAME_CLASSES, vendorIconUrl } from './gameRow';

export interface MenuVendor {
  vassalage: string;
  displayName: string;
  lagerIcon: string;
}

export interface MenuType {
  code: string;
  name: string;
  vendors: MenuVendor[];
  /** Classes in GAME_CLASSES order, each with the vendors having games of that class. */
  classes: { key: string; vendors: string[] }[];
}

interface TypeRow {
  code: string;
  name: string;
}
interface VendorTypeRow {
  game_type: string;
  vassalage: string;
  display_name: string;
}
interface ClassRow {
  game_type: string;
  classify: string;
  vassalage: string;
}

export async function loadVendorMenu(db: D1Database, suffix: ColumnSuffix): Promise<MenuType[]> {
  const [types, vendorTypes, classes] = await db.batch([
    db.prepare(
      `SELECT gt.code, gt.name_${suffix} AS name FROM game_types gt
        WHERE EXISTS (SELECT 1 FROM games g WHERE g.game_type = gt.code) ORDER BY gt.sort`,
    ),
    db.prepare(
      `SELECT vgt.game_type, v.vassalage, v.display_name_${suffix} AS display_name
         FROM vendor_game_types vgt JOIN vendors v ON v.vassalage = vgt.vassalage
        WHERE EXISTS (SELECT 1 FROM games g WHERE g.vassalage = vgt.vassalage AND g.game_type = vgt.game_type)
        ORDER BY vgt.game_type, vgt.sort`,
    ),
    db.prepare(`SELECT DISTINCT g.game_type, g.classify, g.vassalage FROM games g WHERE g.classify IS NOT NULL`),
  ]);
  const vendorRows = (vendorTypes?.results ?? []) as VendorTypeRow[];
  const classRows = (classes?.results ?? []) as ClassRow[];
  return ((types?.results ?? []) as TypeRow[]).map((type) => {
    const vendors = vendorRows
      .filter((v) => v.game_type === type.code)
      .map((v) => ({ vassalage: v.vassalage, displayName: v.display_name, lagerIcon: vendorIconUrl(v.vassalage) }));
    const vendorOrder = vendors.map((v) => v.vassalage);
    const classesOfType = GAME_CLASSES.map((key) => ({
      key,
      vendors: vendorOrder.filter((vendor) => classRows.some((c) => c.game_type === type.code && c.classify === key && c.vassalage === vendor)),
    })).filter((c) => c.vendors.length > 0);
    return { code: type.code, name: type.name, vendors, classes: classesOfType };
  });
}
