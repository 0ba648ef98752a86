import type { AppLoadContext } from '@remix-run/cloudflare';
import { readPage } from '#app/components/data-table/table-state';
import type { GameFilter } from '#app/graphql/generated/graphql';
import type { Language } from '#app/i18n/config';
import { serverTranslate } from '#app/i18n/words.server';
import { LobbyPageQuery } from './lobby.query.server';
import type { LobbyFilter } from './lobby-routes';

/** Games per page: three slides of nine (docs/spec-index.md#game-list-pieces "Game pages are chunked 9 per slide"). */
export const LOBBY_PAGE_SIZE = 27;
export const SLIDE_SIZE = 9;
/** The last page a game list reads (5000 pages of 27 games are far more than any brand has). */
export const MAX_GAME_PAGE = 5000;
/**
 * The slots' own filters (docs/spec-index.md, constants: "slot minimum 1 and 25 lines or more"): a
 * minimum bet of at least 1.00 and at least 25 lines, each a checkbox of the slots lobby.
 */
export const SLOT_MIN_BET_MINOR = 100;
export const SLOT_MIN_LINES = 25;
/** Menu entries of the classify menu that are not platform classes. */
const LIST_CLASSES = ['HOT', 'NEW'] as const;

export interface LobbySpec {
  /** The page's heading in the visitor's language (given the platform's name of the category, when the page has one). */
  title: string | ((categoryName: string | null) => string);
  filter: LobbyFilter;
  /** The visitor may pick any game type. */
  anyType?: boolean;
  /** The paging parameter (the spec's /rng?page=hotSlots keeps `page` for itself). */
  pageParam?: string;
  /** Whether the search box is offered (not where the route already pins a name). */
  search?: boolean;
}

const VENDOR = /^[A-Za-z0-9_]{1,30}$/;
const TYPE = /^[A-Za-z0-9_]{1,20}$/;

/** The lobby words with common's, for titles computed on the server. */
export function lobbyTranslate(locale: Language) {
  return serverTranslate(locale, ['lobby']);
}

/** Loads one lobby page: the route's filter narrowed by the visitor's search, provider, type, class and free-trial choices. */
export async function loadLobby(request: Request, context: AppLoadContext, spec: LobbySpec) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const pageParam = spec.pageParam ?? 'page';
  const page = readPage(params, pageParam, MAX_GAME_PAGE);
  const q = spec.search === false ? null : params.get('q')?.trim().slice(0, 50) || null;
  const pickedVendor = params.get('vendor')?.trim() ?? '';
  const pickedType = spec.anyType ? (params.get('type')?.trim().toUpperCase() ?? '') : '';
  const pickedClass = params.get('class')?.trim().toUpperCase() ?? '';
  const trial = params.get('trial') === '1';

  const gameType = spec.filter.gameType ?? (TYPE.test(pickedType) ? pickedType : undefined);
  const vendor = spec.filter.vendor ?? (VENDOR.test(pickedVendor) ? pickedVendor : undefined);
  const listClass = (LIST_CLASSES as readonly string[]).includes(pickedClass) ? pickedClass : null;
  const platformClass = !spec.filter.classify && !listClass && /^[A-Z]{2}$/.test(pickedClass) ? pickedClass : undefined;
  const slots = gameType === 'RNG';
  const minBet = slots && params.get('minBet') === '1';
  const manyLines = slots && params.get('lines') === String(SLOT_MIN_LINES);
  const filter: GameFilter = {
    gameType,
    vendor,
    classify: spec.filter.classify ?? platformClass,
    name: spec.filter.name ?? q ?? undefined,
    hot: spec.filter.hot || listClass === 'HOT' || undefined,
    new: spec.filter.new || listClass === 'NEW' || undefined,
    hasFreeTrial: trial || undefined,
    minBet: minBet ? SLOT_MIN_BET_MINOR : undefined,
    minLines: manyLines ? SLOT_MIN_LINES : undefined,
  };
  const { data, errors } = await context.graphql(LobbyPageQuery, {
    filter,
    offset: (page - 1) * LOBBY_PAGE_SIZE,
    limit: LOBBY_PAGE_SIZE,
    withProviders: Boolean(spec.anyType),
  });
  const navigation = data?.gameNavigation ?? [];
  const category = gameType ? (navigation.find((c) => c.gameType === gameType) ?? null) : null;
  const knownVendors = new Set([...navigation.flatMap((c) => c.vendors.map((v) => v.code)), ...(data?.providers ?? []).map((p) => p.vendor.code)]);
  const vendorMenu = spec.filter.vendor ? [] : category ? category.vendors : spec.anyType ? (data?.providers ?? []).map((p) => p.vendor) : [];
  return {
    title: typeof spec.title === 'string' ? spec.title : spec.title(category?.name ?? null),
    /** The page's game type is a navigation category (a /<type> path that is not one is a 404). */
    categoryFound: Boolean(category),
    /** Whether the navigation answered (when it did not, an unknown category cannot be told apart). */
    navigationLoaded: navigation.length > 0,
    vendorPick: !spec.filter.vendor,
    anyType: Boolean(spec.anyType),
    search: spec.search !== false,
    pageParam,
    page,
    q,
    trial,
    /** The slot filters are offered (the page lists slots) and which are on. */
    slotFilters: slots,
    minBet,
    manyLines,
    type: spec.filter.gameType ? null : (gameType ?? null),
    vendor: spec.filter.vendor ? null : (vendor ?? null),
    currentClass: spec.filter.classify ? null : (listClass ?? platformClass ?? null),
    classes: spec.filter.classify ? [] : (category?.classes ?? []),
    types: spec.anyType ? navigation.map((c) => ({ gameType: c.gameType, name: c.name })) : [],
    vendors: vendorMenu,
    /** The route names a provider the platform does not have (the page says so). */
    unknownVendor: Boolean(spec.filter.vendor && navigation.length > 0 && !knownVendors.has(spec.filter.vendor)),
    games: data?.games ?? null,
    failed: Boolean(errors?.length && !data?.games),
  };
}

export type LobbyData = Awaited<ReturnType<typeof loadLobby>>;
