/**
 * The one way to write a link to a page of the portal: href() over the route table's addresses
 * (app/routes.ts), so that a misspelt address, or one the table no longer serves, does not
 * compile, and an address with `:param` placeholders cannot be written without its values.
 *
 *   href('/member/depositv2')
 *   href('/play/:nodeId', { nodeId: game.id }, { search: { from: returnTo } })
 *   href('/login', { search: { redirectTo } })
 *   href('/help', { hash: 'faq' })
 *
 * Only the route table's types are imported: a page that links to another does not carry the
 * table (or the feature tables it is built from) into the browser.
 */
import type { Address } from '#app/routes';

export type { Address };

/** The names of an address's `:param` segments ('/play/:nodeId' → 'nodeId'); a name runs to the next slash. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** An address's parameter values, each one required. */
export type Params<Path extends string> = { readonly [Name in ParamNames<Path>]: string | number };

/** A query: a record (its entries in their order; null and undefined ones left out), URLSearchParams, or a query string with or without its `?` (`location.search`). */
export type Search = Readonly<Record<string, string | number | null | undefined>> | URLSearchParams | string;

export interface HrefOptions {
  search?: Search;
  /** The fragment, without its `#`. */
  hash?: string;
}

/** After the address: its parameters when it has any, then the options. */
export type HrefArgs<Path extends string> = [ParamNames<Path>] extends [never] ? [options?: HrefOptions] : [params: Params<Path>, options?: HrefOptions];

const PARAM = /:([^/]+)/g;

/** The address with its parameters filled in (each URL-encoded), then its query and fragment. */
export function href<Path extends Address>(address: Path, ...args: HrefArgs<Path>): string {
  const hasParams = address.includes(':');
  const params = (hasParams ? args[0] : undefined) as Readonly<Record<string, string | number | null | undefined>> | undefined;
  const options = (hasParams ? args[1] : args[0]) as HrefOptions | undefined;
  const path = address.replace(PARAM, (_, name: string) => {
    const value = params?.[name];
    // The types require every value; this is for a value typed `any` on its way here.
    if (value === undefined || value === null) throw new Error(`href: ${address} needs a value for ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = queryOf(options?.search);
  return `${path}${query ? `?${query}` : ''}${options?.hash ? `#${options.hash}` : ''}`;
}

function queryOf(search: Search | undefined): string {
  if (search === undefined) return '';
  if (typeof search === 'string') return search.replace(/^\?/, '');
  if (search instanceof URLSearchParams) return search.toString();
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined && value !== null) params.append(name, String(value));
  return params.toString();
}
