import type { GatewayContext } from '../../context';

/** Categories that never get a vendor drop menu (docs/spec-index.md#screens-and-routes). */
const noVendorMenu = new Set(['HOME', 'PROMO', 'PROMOTIONS', 'HOT', 'PP', 'EVO']);
/** Above this many vendors the drop menu is the large one. */
export const LARGE_MENU_THRESHOLD = 10;

/** The brand's languages include TY: only then is the BG class shown (docs/spec-index.md#constants-and-limits). */
async function offersThai(ctx: GatewayContext): Promise<boolean> {
  const info = await ctx.platform.call('systemInfo');
  return info.languages.some((language) => language.code.toUpperCase() === 'TY');
}

export async function loadNavigation(ctx: GatewayContext) {
  const { sorting, mapping } = await ctx.platform.call('gameMenus');
  const anyBg = Object.values(mapping).some((classes) => classes.some((c) => c.gameClassify.toUpperCase() === 'BG'));
  const showBg = anyBg ? await offersThai(ctx).catch(() => false) : false;
  const classesOf = (gameType: string) => (mapping[gameType] ?? []).map((c) => c.gameClassify.toUpperCase()).filter((code) => code !== 'BG' || showBg);
  return sorting.map((entry) => ({
    classes: classesOf(entry.gameCategory),
    gameType: entry.gameCategory,
    name: entry.name ?? entry.gameCategory,
    vendors: entry.vendors,
    hasVendorMenu: entry.vendors.length > 0 && !noVendorMenu.has(entry.gameCategory.toUpperCase()),
    largeVendorMenu: entry.vendors.length > LARGE_MENU_THRESHOLD,
  }));
}
