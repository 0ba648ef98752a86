import type { GatewayContext } from '#gateway/context';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { protocolLanguage } from '#gateway/modules/system/language';
import type { GameDto, VendorDto } from '#gateway/upstream/dto/games';
import { offerMemory, platformAddress } from '#gateway/upstream/platform-offers';
import { SECTION_FIRST_PAGE } from './section-lists';

/** Categories that never get a vendor drop menu (docs/spec-index.md#screens-and-routes). */
const noVendorMenu = new Set(['HOME', 'PROMO', 'PROMOTIONS', 'HOT', 'PP', 'EVO']);
/** Above this many vendors the drop menu is the large one. */
export const LARGE_MENU_THRESHOLD = 10;

/** The brand's languages include TY: only then is the BG class shown (docs/spec-index.md#constants-and-limits). */
async function offersThai(ctx: GatewayContext): Promise<boolean> {
  const info = await ctx.platform.call('systemInfo');
  return info.languages.some((language) => language.code.toUpperCase() === 'TY');
}

/** One category as the pages show it, from either call's entry (its classes already upper-cased, BG filtered). */
function categoryOf(gameType: string, name: string, vendors: VendorDto[], classes: string[]) {
  return {
    classes,
    gameType,
    name,
    vendors,
    hasVendorMenu: vendors.length > 0 && !noVendorMenu.has(gameType.toUpperCase()),
    largeVendorMenu: vendors.length > LARGE_MENU_THRESHOLD,
  };
}

/** Class codes upper-cased; BG only when the brand offers Thai (asked only when a BG class is there). */
async function classFilter(ctx: GatewayContext, codes: string[]): Promise<(code: string) => boolean> {
  const showBg = codes.some((code) => code.toUpperCase() === 'BG') ? await offersThai(ctx).catch(() => false) : false;
  return (code) => code !== 'BG' || showBg;
}

/** The main navigation: the game menus' order, vendors and classes (GET /lgw/games/game_menus). */
export async function loadNavigation(ctx: GatewayContext) {
  const { sorting, mapping } = await ctx.platform.call('gameMenus');
  const keep = await classFilter(
    ctx,
    Object.values(mapping).flatMap((classes) => classes.map((c) => c.gameClassify)),
  );
  const classesOf = (gameType: string) => (mapping[gameType] ?? []).map((c) => c.gameClassify.toUpperCase()).filter(keep);
  return sorting.map((entry) => categoryOf(entry.gameCategory, entry.name ?? entry.gameCategory, entry.vendors, classesOf(entry.gameCategory)));
}

/** A lane's first games, when the platform carried them (our extension: docs/platform-protocol.md "Games and catalogue"). */
export interface LaneFirstPage {
  games: GameDto[];
  total: number;
}

type Lane = { title: string; gameType?: string | null; cards: VendorDto[]; gameClassify: { key: string }[]; firstPage?: LaneFirstPage };

/**
 * The home page's game sections: one vendor lane per game type (GCSGAME_newGameVendor with
 * platform html5-desktop, the spec's call for them: a title, the vendor cards and the classes),
 * each with its first games where the platform carries them (ADR 071), else null (then
 * GameSection.games asks for them). A platform without lanes (not available, or none answered)
 * gets the navigation's categories (`fromLanes` false), so the home never loses its sections to
 * this call.
 */
export async function loadHomeLanes(
  ctx: GatewayContext,
): Promise<{ fromLanes: boolean; sections: { category: ReturnType<typeof categoryOf>; firstPage: LaneFirstPage | null }[] }> {
  let lanes: Lane[] = [];
  try {
    lanes = await readLanes(ctx);
  } catch (error) {
    console.warn('gateway: vendor lanes unavailable; the home sections follow the navigation', error instanceof Error ? error.message : error);
  }
  const typed = lanes.filter((lane): lane is Lane & { gameType: string } => Boolean(lane.gameType));
  if (typed.length === 0) return { fromLanes: false, sections: (await loadNavigation(ctx)).map((category) => ({ category, firstPage: null })) };
  const keep = await classFilter(
    ctx,
    typed.flatMap((lane) => lane.gameClassify.map((c) => c.key)),
  );
  return {
    fromLanes: true,
    sections: typed.map((lane) => ({
      category: categoryOf(lane.gameType, lane.title || lane.gameType, lane.cards, lane.gameClassify.map((c) => c.key.toUpperCase()).filter(keep)),
      firstPage: lane.firstPage ?? null,
    })),
  };
}

// Platforms (by address) that refused the lanes' extension parameters: asked the spec's lanes alone for ten minutes.
const laneFirstPages = offerMemory(600);

/**
 * The lanes, asked with each lane's first page (`firstPage`, `language`: ignored by the spec's
 * platform, which answers the lanes alone). A platform that refuses those parameters is asked the
 * spec's call itself, now and for the next ten minutes of this isolate, so it costs one refused
 * call, not one a page.
 */
async function readLanes(ctx: GatewayContext): Promise<Lane[]> {
  const platform = platformAddress(ctx.config);
  const spec = () => ctx.platform.call('vendorLanes', { query: { platform: 'html5-desktop' } });
  if (!laneFirstPages.offered(platform)) return (await spec()).data.lanes;
  try {
    const language = protocolLanguage(ctx.locale);
    return (await ctx.platform.call('vendorLanes', { query: { platform: 'html5-desktop', firstPage: SECTION_FIRST_PAGE, language } })).data.lanes;
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.code !== ErrorCode.BadRequest) throw error;
    laneFirstPages.refuse(platform);
    return (await spec()).data.lanes;
  }
}
