/**
 * The lobby's named routes (docs/spec-index.md#screens-and-routes) and what each lists, decided from the route's name and the
 * platform's data (docs/decisions/020-lobby-routes.md). One table, so every route is explicit and
 * the e2e test can walk them all. A route is a fixed game filter; the visitor's own filters
 * (search, provider, type, free trial, class, page) narrow it further.
 */

/** A fixed filter: the GameFilter fields a route pins. */
export interface LobbyFilter {
  gameType?: string;
  vendor?: string;
  classify?: string;
  name?: string;
  hot?: boolean;
  new?: boolean;
}

export interface LobbyRoute {
  /** The path without its slash. */
  path: string;
  /** Title key in the lobby namespace (lobby.routes.<key>). */
  titleKey: string;
  filter: LobbyFilter;
  /** The navigation category whose vendors and classes the page offers (the filter's game type when it has one). */
  category?: string;
  /** The visitor may pick any game type (a search across all of them). */
  anyType?: boolean;
}

/** The table's rows, each path kept literal so that the route table's addresses (app/routes.ts) are known to the compiler. */
const withPaths = <const Path extends string>(routes: readonly (LobbyRoute & { path: Path })[]) => routes;

export const LOBBY_ROUTES = withPaths([
  { path: 'new', titleKey: 'new', filter: { new: true }, anyType: true },
  { path: 'rou', titleKey: 'rou', filter: { gameType: 'LIVE', name: 'Roulette' } },
  { path: 'jp', titleKey: 'jp', filter: { gameType: 'RNG', classify: 'JP' } },
  { path: 'bac', titleKey: 'bac', filter: { gameType: 'LIVE', name: 'Baccarat' } },
  { path: 'horse', titleKey: 'horse', filter: { name: 'Horse' }, anyType: true },
  { path: 'jl', titleKey: 'jl', filter: { vendor: 'JLX' }, anyType: true },
  { path: 'mini', titleKey: 'mini', filter: { gameType: 'MINI' } },
  { path: 'bg', titleKey: 'bg', filter: { gameType: 'BINGO' } },
  { path: 'bgs', titleKey: 'bgs', filter: { name: 'Bingo' }, anyType: true },
  { path: 'pg', titleKey: 'pg', filter: { vendor: 'PG' }, anyType: true },
  { path: 'jdb', titleKey: 'jdb', filter: { vendor: 'JDB' }, anyType: true },
  { path: 'ss', titleKey: 'ss', filter: { gameType: 'RNG', classify: 'SC' } },
  { path: 'evo', titleKey: 'evo', filter: { gameType: 'LIVE', vendor: 'EVO' } },
  { path: 'pp', titleKey: 'pp', filter: { gameType: 'RNG', vendor: 'PP' } },
  { path: 'megaway', titleKey: 'megaway', filter: { gameType: 'RNG', name: 'Megaways' } },
  { path: 'crash', titleKey: 'crash', filter: { name: 'Crash' }, anyType: true },
  // Both open the electronic-lottery page (docs/spec-index.md#screens-and-routes).
  { path: 'lott', titleKey: 'elott', filter: { gameType: 'ELOTT' } },
  { path: 'elott', titleKey: 'elott', filter: { gameType: 'ELOTT' } },
  // The whole catalogue with every filter: the lobby's search.
  { path: 'seamless', titleKey: 'seamless', filter: {}, anyType: true },
]);

/** docs/spec-index.md#constants-and-limits: the game types of the game-list centre and of the game centre (lowercase in the path). */
export const GAME_LIST_CENTRE_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'PP', 'EVO'] as const;
export const GAME_CENTRE_TYPES = ['LOTT', 'ELOTT', 'SPORTS', 'COCKFIGHT', 'ESPORTS'] as const;

/** PP belongs to RNG and EVO to LIVE (docs/spec-index.md#constants-and-limits): as a "type" they are those vendors. */
export function centreFilter(type: string): LobbyFilter {
  if (type === 'PP') return { gameType: 'RNG', vendor: 'PP' };
  if (type === 'EVO') return { gameType: 'LIVE', vendor: 'EVO' };
  return { gameType: type };
}

export function lobbyRoute(path: string): LobbyRoute {
  const route = LOBBY_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no lobby route ${path}`);
  return route;
}

/** The named lobby route an address is (one page module serves every row; Remix matches paths case-insensitively), or null. */
export function lobbyRouteAt(pathname: string): LobbyRoute | null {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return LOBBY_ROUTES.find((r) => r.path.toLowerCase() === path) ?? null;
}

/**
 * Every path the lobby answers, for tests and the sitemap of decisions. A function, so that a
 * module using only the constants above (./category-path.ts, on every first visit) does not carry
 * the route table into the browser.
 */
export const lobbyPaths = (): readonly string[] => [
  ...LOBBY_ROUTES.map((r) => `/${r.path}`),
  ...GAME_LIST_CENTRE_TYPES.map((t) => `/gameListCenter/${t.toLowerCase()}`),
  ...GAME_CENTRE_TYPES.map((t) => `/gameCenter/${t.toLowerCase()}`),
  '/rng?page=hotSlots',
  '/providers',
  '/down',
];
