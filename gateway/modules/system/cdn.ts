import { defaultFieldResolver, Kind, type DocumentNode, type GraphQLFieldResolver } from 'graphql';
import type { GatewayContext } from '../../context';
import { isLocalHostName } from './status';

/**
 * The brand's image CDN (docs/spec-index.md, client state: "image CDN, launch CDN (each chosen
 * randomly from lists)"; ADR 046). `/wps/system/domainRoute` lists the brand's image CDNs; every
 * picture of the platform's media the schema marks `@media` (game and vendor art, banners,
 * promotions) is served from one of them, and the page's CSP names them all (app/entry.worker.ts).
 * The choice is random across visitors but steady for one (a hash of the visitor's IP), so a
 * visitor's browser cache keeps working from page to page. No usable CDN, or domain routes that
 * cannot be read: the pictures stay on the portal's own `/media/`, which always serves them.
 */

export const MEDIA = 'media';

/**
 * The usable CDN bases of a domain-route list: absolute https addresses (http only on this
 * machine), without credentials, query or fragment; a path is kept as the base's prefix, without
 * its final slash. Anything else is dropped, duplicates once.
 */
export function cdnBases(list: readonly string[]): string[] {
  const bases = new Set<string>();
  for (const entry of list) {
    let url: URL;
    try {
      url = new URL(entry.trim());
    } catch {
      continue;
    }
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHostName(url.hostname));
    if (!secure || url.username || url.password || url.search || url.hash) continue;
    bases.add(`${url.origin}${url.pathname.replace(/\/+$/, '')}`);
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

interface ImageCdn {
  /** The base chosen for this visitor, or null: the portal's own /media/. */
  chosen: string | null;
  /** Every usable origin of the brand's list (the page's CSP allows them all: a visitor whose IP changes mid-visit gets another). */
  origins: string[];
}

const perRequest = new WeakMap<GatewayContext, Promise<ImageCdn>>();

/** The brand's image CDN for this request's visitor, read once per request (the domain routes are a cached public read). */
export function imageCdn(ctx: GatewayContext): Promise<ImageCdn> {
  let found = perRequest.get(ctx);
  if (!found) {
    found = ctx.platform.call('domainRoute').then(
      (route) => {
        const bases = cdnBases(route.imageCdn);
        return { chosen: chooseCdn(bases, ctx.visitor.ip ?? ''), origins: cdnOrigins(bases) };
      },
      (error: unknown) => {
        console.warn('domain routes unavailable; pictures stay on /media/', error);
        return { chosen: null, origins: [] };
      },
    );
    perRequest.set(ctx, found);
  }
  return found;
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

/** Every usable origin of the brand's image CDNs, for the page's CSP (none when the domain routes cannot be read). */
export async function imageCdnOrigins(ctx: GatewayContext): Promise<string[]> {
  return (await imageCdn(ctx)).origins;
}
