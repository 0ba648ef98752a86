import { defaultFieldResolver, Kind, type DocumentNode, type GraphQLFieldResolver } from 'graphql';
import type { GatewayContext } from '#gateway/context';
import { isListedBrandHost, isLocalHostName } from './status';

/**
 * The brand's image CDN and launch CDN (docs/spec-index.md, client state: "image CDN, launch CDN
 * (each chosen randomly from lists)"; ADR 046 and 047). `/wps/system/domainRoute` lists both:
 * - every picture of the platform's media the schema marks `@media` (game and vendor art, banners,
 *   promotions) is served from one image CDN, and the page's `img-src` names them all;
 * - every game page of the platform's own game server (a launch's root-relative `/rgs/` address)
 *   opens on one launch CDN (modules/launch/game-url.ts), and the page's `frame-src` names them all
 *   (app/entry.worker.ts).
 * Each choice is random across visitors but steady for one (a hash of the visitor's IP), so a
 * visitor's browser cache keeps working from page to page. No usable CDN, or domain routes that
 * cannot be read: pictures and game pages stay on the portal's own `/media/` and `/rgs/`.
 */

export const MEDIA = 'media';

export interface CdnRules {
  /** Plain http on this machine's own names (development and tests; never in production, and not unless asked). */
  localHttp?: boolean;
  /** Bases are origins only (a launch CDN: the game pages' own links start at the root). */
  originsOnly?: boolean;
  /** The list's name in the domain routes (imageCdn, launchCdn): a plain-http entry refused is logged under it. */
  list?: string;
}

/** Plain-http entries already logged by this isolate (a few at most: the brand's lists). */
const loggedHttp = new Set<string>();

/**
 * A plain-http entry is refused (the pictures or game pages stay on the portal's own origin, and the
 * page's CSP never names it): said once per isolate, since the operator's domain routes are the
 * place to correct it.
 */
function refuseHttp(list: string, entry: string, localHttp: boolean) {
  const key = `${list} ${entry}`;
  if (loggedHttp.has(key) || loggedHttp.size >= 64) return;
  loggedHttp.add(key);
  const allowed = localHttp ? 'https only, or http on this machine' : 'https only in production';
  console.warn(`domain routes: ${list} entry "${entry}" is plain http and is not used (${allowed})`);
}

/**
 * The usable CDN bases of a domain-route list: absolute https addresses (http only on this
 * machine, outside production, when `localHttp` says so), without credentials, query or fragment; a
 * path is kept as the base's prefix, without its final slash (unless only origins may be bases).
 * Anything else is dropped (a plain-http entry with a warning), duplicates once.
 */
export function cdnBases(list: readonly string[], { localHttp = false, originsOnly = false, list: name = 'CDN list' }: CdnRules = {}): string[] {
  const bases = new Set<string>();
  for (const entry of list) {
    let url: URL;
    try {
      url = new URL(entry.trim());
    } catch {
      continue;
    }
    const secure = url.protocol === 'https:' || (localHttp && url.protocol === 'http:' && isLocalHostName(url.hostname));
    if (url.protocol === 'http:' && !secure) refuseHttp(name, entry.trim(), localHttp);
    if (!secure || url.username || url.password || url.search || url.hash) continue;
    const path = url.pathname.replace(/\/+$/, '');
    if (originsOnly && path) continue;
    bases.add(`${url.origin}${path}`);
  }
  return [...bases];
}

/** The origins of CDN bases, for a CSP source list. */
export function cdnOrigins(bases: readonly string[]): string[] {
  return [...new Set(bases.map((base) => new URL(base).origin))];
}

/** FNV-1a, 32 bits: a steady, evenly spread number for a visitor's key. */
function hash(key: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    value ^= key.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** One base of the list for this visitor (the same visitor, the same base), or null for an empty list. */
export function chooseCdn(bases: readonly string[], visitorKey: string): string | null {
  if (bases.length === 0) return null;
  return bases[hash(visitorKey) % bases.length]!;
}

/** Whether an address is the platform's own root-relative media path (the only kind a CDN serves). */
const isMediaPath = (address: unknown): address is string => typeof address === 'string' && address.startsWith('/media/');

/** A picture's address on the chosen CDN: only the platform's own root-relative `/media/` paths move. */
export function onCdn(address: string, base: string | null): string {
  if (!base || !isMediaPath(address)) return address;
  return `${base}${address}`;
}

/** One of the brand's CDN lists, for this request's visitor. */
export interface VisitorCdn {
  /** The base chosen for this visitor, or null: the portal's own origin. */
  chosen: string | null;
  /**
   * The origins of every usable base of the brand's list: the page's CSP and the frame rule allow
   * them all (a visitor whose IP changes mid-visit gets another).
   */
  origins: string[];
}

/** The brand's image CDNs (pictures) and launch CDNs (the platform's own game pages), for one visitor. */
interface BrandCdns {
  image: VisitorCdn;
  launch: VisitorCdn;
}

const NO_CDN: VisitorCdn = { chosen: null, origins: [] };

function visitorCdn(list: readonly string[], visitorKey: string, rules: CdnRules): VisitorCdn {
  const bases = cdnBases(list, rules);
  return { chosen: chooseCdn(bases, visitorKey), origins: cdnOrigins(bases) };
}

/**
 * Whether a game page on a launch CDN can let a portal on this host frame it: a host the brand
 * lists, or this machine, by a name. Not a portal browsed at an IPv6 address (`[::1]`): the CSP's
 * source grammar has no IPv6 literal, so the game pages' `frame-ancestors` cannot name it; such a
 * portal keeps its game pages on its own origin, which they let frame them as `'self'`.
 */
function framesLaunchCdn(host: string | null, route: Parameters<typeof isListedBrandHost>[1]): boolean {
  return isListedBrandHost(host, route) && !host?.trim().startsWith('[');
}

const perRequest = new WeakMap<GatewayContext, Promise<BrandCdns>>();

/** The brand's CDNs for this request's visitor, read once per request (the domain routes are a cached public read). */
function brandCdns(ctx: GatewayContext): Promise<BrandCdns> {
  let found = perRequest.get(ctx);
  if (!found) {
    const key = ctx.visitor.ip ?? '';
    // Production refuses every plain-http CDN (the pictures and game pages would be mixed content).
    const localHttp = ctx.config.environment !== 'production';
    found = ctx.platform.call('domainRoute').then(
      (route) => ({
        image: visitorCdn(route.imageCdn, key, { localHttp, list: 'imageCdn' }),
        // A game page on a launch CDN is framed by this portal only when the platform's game pages
        // let this host frame them: one of the brand's listed domains, or this machine by a name.
        launch: framesLaunchCdn(ctx.host, route) ? visitorCdn(route.launchCdn, key, { localHttp, originsOnly: true, list: 'launchCdn' }) : NO_CDN,
      }),
      (error: unknown) => {
        console.warn('domain routes unavailable; pictures and game pages stay on this site', error);
        return { image: NO_CDN, launch: NO_CDN };
      },
    );
    perRequest.set(ctx, found);
  }
  return found;
}

/** The brand's image CDN for this request's visitor. */
export async function imageCdn(ctx: GatewayContext): Promise<VisitorCdn> {
  return (await brandCdns(ctx)).image;
}

/**
 * The brand's launch CDN for this request's visitor (ADR 047): the host that serves the platform's
 * own game pages (the root-relative `/rgs/` addresses a launch answers) instead of the portal.
 * Origins only (the pages' own links start at the root), and none for a portal on a host the
 * brand does not list (its game pages would refuse to be framed there).
 */
export async function launchCdn(ctx: GatewayContext): Promise<VisitorCdn> {
  return (await brandCdns(ctx)).launch;
}

type Resolver = GraphQLFieldResolver<unknown, GatewayContext>;
type ResolverMap = Record<string, Record<string, unknown>>;

/** Every field the schema marks `@media`, as [type, field]. */
export function mediaFields(document: DocumentNode): [type: string, field: string][] {
  const fields: [string, string][] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    for (const field of definition.fields ?? []) {
      if (!field.directives?.some((directive) => directive.name.value === MEDIA)) continue;
      const named = field.type.kind === Kind.NON_NULL_TYPE ? field.type.type : field.type;
      if (named.kind !== Kind.NAMED_TYPE || named.name.value !== 'String')
        throw new Error(`@${MEDIA} on ${definition.name.value}.${field.name.value}: it must be a String`);
      fields.push([definition.name.value, field.name.value]);
    }
  }
  return fields;
}

/** The resolvers with every `@media` field's address moved to the visitor's image CDN (a field without a resolver of its own wraps the default one). */
export function withImageCdn<R extends object>(document: DocumentNode, resolvers: R): R {
  const wrapped = { ...(resolvers as ResolverMap) };
  for (const [type, field] of mediaFields(document)) {
    const fields = { ...(wrapped[type] ?? {}) };
    const own = fields[field];
    if (own !== undefined && typeof own !== 'function') throw new Error(`@${MEDIA} on ${type}.${field}: its resolver must be a function`);
    const resolve = (own as Resolver | undefined) ?? defaultFieldResolver;
    fields[field] = (async (parent, args, ctx, info) => {
      const address: unknown = await resolve(parent, args, ctx, info);
      // Only a media path waits for the domain routes.
      if (!isMediaPath(address)) return address;
      return onCdn(address, (await imageCdn(ctx)).chosen);
    }) satisfies Resolver;
    wrapped[type] = fields;
  }
  return wrapped as R;
}

/**
 * Every usable origin of the brand's CDNs, for the page's CSP: `img-src` names the image CDNs,
 * `frame-src` the launch CDNs (none when the domain routes cannot be read).
 */
export async function cdnPageOrigins(ctx: GatewayContext): Promise<{ image: string[]; launch: string[] }> {
  const { image, launch } = await brandCdns(ctx);
  return { image: image.origins, launch: launch.origins };
}
