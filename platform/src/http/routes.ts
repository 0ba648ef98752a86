/**
 * Route table types. A route is one path (or path pattern) with a handler per HTTP method.
 * The `kind` decides what the pipeline prepares before the handler runs:
 * - `brand`: needs the Merchant header; gets the brand, language and faults;
 * - `media`: public images, no Merchant header; faults apply;
 * - `dev`: /__dev/* tools, only when DEV_TOOLS is "1"; no faults (they must always work).
 */
import type { Env } from '../env';
import type { Brand } from './brand';
import type { ColumnSuffix, TextLanguage } from './language';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface BaseContext {
  request: Request;
  url: URL;
  env: Env;
  /** Captures of a pattern route. */
  params: string[];
}

export interface BrandContext extends BaseContext {
  brand: Brand;
  /** The request language (from the Language header, or the brand default). */
  language: string;
  /** Picks the language for a request that also names one in its query or body. */
  languageOf(requested: string | null | undefined): { language: string; suffix: ColumnSuffix; text: TextLanguage };
  /** The database column suffix of the request language (EN and KO columns; other languages read EN). */
  suffix: ColumnSuffix;
  /** The language of the platform's own texts for the request language (http/language.ts textLanguage). */
  text: TextLanguage;
  /** The route is marked `encrypted`: its body is a sealed payload (see http/payload.ts). */
  encrypted: boolean;
}

export type Handler<C> = (ctx: C) => Promise<Response>;

interface RouteBase<K extends string, C> {
  kind: K;
  /** Exact path, or a pattern whose groups become ctx.params. */
  path: string | RegExp;
  /** Key for fault injection: the relay name for relays, else the path. */
  faultKey: string;
  methods: Partial<Record<Method, Handler<C>>>;
}

export type BrandRoute = RouteBase<'brand', BrandContext> & {
  /** The body is encrypted on the wire (login, register, password calls). */
  encrypted?: boolean;
};
export type MediaRoute = RouteBase<'media', BaseContext>;
export type DevRoute = RouteBase<'dev', BaseContext>;
export type Route = BrandRoute | MediaRoute | DevRoute;

/** Relay paths use their relay name as fault key, as the protocol says. */
export function relay(name: string): { path: string; faultKey: string } {
  return { path: `/wps/relay/${name}`, faultKey: name };
}

export function findRoute(routes: readonly Route[], pathname: string): { route: Route; params: string[] } | null {
  for (const route of routes) {
    if (typeof route.path === 'string') {
      if (route.path === pathname) return { route, params: [] };
    } else {
      const match = route.path.exec(pathname);
      if (match) return { route, params: match.slice(1).map((p) => decodeURIComponent(p ?? '')) };
    }
  }
  return null;
}
