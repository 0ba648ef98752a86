import type { GatewayContext } from '../../context';

/** Categories that never get a vendor drop menu (spec §2). */
const noVendorMenu = new Set(['HOME', 'PROMO', 'PROMOTIONS', 'HOT', 'PP', 'EVO']);
/** Above this many vendors the drop menu is the large one. */
export const LARGE_MENU_THRESHOLD = 10;

export async function loadNavigation(ctx: GatewayContext) {
  const { sorting } = await ctx.platform.call('gameMenus');
  return sorting.map((entry) => ({
    gameType: entry.gameCategory,
    name: entry.name ?? entry.gameCategory,
    vendors: entry.vendors,
    hasVendorMenu: entry.vendors.length > 0 && !noVendorMenu.has(entry.gameCategory.toUpperCase()),
    largeVendorMenu: entry.vendors.length > LARGE_MENU_THRESHOLD,
  }));
}
