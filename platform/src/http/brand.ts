/**
 * The brand behind the `Merchant` header, with what every brand request needs (languages and
 * the whitelabel tree), what every page's shell reads of the site (domain routes, theme, the info
 * block's rows), and the fault table: from the isolate's cache (configCache.ts) when fresh, else in
 * one D1 round trip. The site's rows ride along because a first visit's batch asks for all three
 * beside the brand, and D1 answers one query at a time: three round trips of their own were a third
 * of a cold home page's platform time (docs/decisions/044-batched-reads-and-the-guard-beside-the-render.md).
 */
import type { Env } from '../env';
import { cachedConfig, loadTicket, storeConfig } from './configCache';
import { functionNotAvailable } from './envelope';
import { allFaultsSql, type FaultRow } from './faults';
import type { BrandLanguage } from './language';
import type { ThemeRow } from '../modules/system/theme-row';

export interface BrandRow {
  merchant_code: string;
  name: string;
  status: string;
  maintenance: number;
  maintenance_start: number | null;
  maintenance_end: number | null;
  region_restriction: number;
  blocked_regions: string;
  default_language: string;
  gtag_id: string | null;
  main_domain: string;
  /** IANA time zone where the brand's days start (records, reports, daily limits). */
  time_zone: string;
  /** Responsible-gaming tools offered, a JSON array (docs/decisions/039, migration 0033). */
  rg_tools: string;
  /** Hours a raised or removed limit waits before it takes effect. */
  rg_cooling_off_hours: number;
  /** The licence's holder, address, number and verification page (migration 0041; null: not shown). */
  licensee: string | null;
  licensee_address: string | null;
  licence_number: string | null;
  licence_verify_url: string | null;
  /** The youngest a player may be. */
  minimum_age: number;
  /** 1: the session's clock and net position show while a member plays. */
  session_figures: number;
  /** 1: the brand's jackpot pools are played for and shown (migration 0047). */
  jackpot_pools: number;
  /** 1: without pools, the spec's decorative counter may stand in; 0 for a brand under a regulator that forbids it. */
  decorative_jackpot: number;
  /** The brand's idle timeout (brand_account_settings; null: the platform's default), read with the row. */
  idle_timeout_ms: number | null;
}

export interface WhitelabelRow {
  mod_id: string;
  parent_mod_id: string | null;
  name: string;
  enabled: number;
}

/** The site's rows every page's shell reads (system/site.ts, system/theme.ts answer them). */
export interface BrandSite {
  domainRoutes: DomainRouteRow[];
  /** Null for a brand without a theme (the portal then keeps its own look). */
  theme: ThemeRow | null;
  /** The licence block in every language the brand wrote it in: its text, the regulator and the helpline. */
  licences: LicenceRow[];
  customerService: { type: string; url: string }[];
  resources: { resourceType: string; labelNameEn: string; url: string }[];
}

export interface LicenceRow {
  language: string;
  text: string;
  authority: string | null;
  helpline_name: string | null;
  helpline_phone: string | null;
  helpline_url: string | null;
}

export interface DomainRouteRow {
  kind: 'DOMAIN' | 'IMAGE_CDN' | 'LAUNCH_CDN';
  url: string;
}

export interface Brand {
  row: BrandRow;
  languages: BrandLanguage[];
  whitelabel: WhitelabelRow[];
  site: BrandSite;
}

interface LanguageRow {
  code: string;
  name: string;
  currency_symbol: string;
  is_default: number;
}

/**
 * The single merchant code of a request, or function.not.available. `Headers.get` joins repeated
 * headers with ", ", so a duplicated Merchant arrives as "DEMO, DEMO" and is refused here.
 */
export function merchantFromHeaders(headers: Headers): string {
  const raw = headers.get('Merchant');
  if (raw === null) throw functionNotAvailable();
  const code = raw.trim();
  if (code === '' || code.includes(',')) throw functionNotAvailable();
  return code;
}

const faultsFor = (rows: readonly FaultRow[], faultKey: string): FaultRow[] => rows.filter((row) => row.endpoint === faultKey || row.endpoint === '*');

/** Brand (null for unknown or inactive merchants), languages, flags and the endpoint's faults. */
export async function loadBrandAndFaults(env: Env, merchant: string, faultKey: string): Promise<{ brand: Brand | null; faultRows: FaultRow[] }> {
  const cached = cachedConfig<Brand | null, FaultRow[]>(env, merchant);
  if (cached.brand !== undefined && cached.faults !== undefined) {
    return { brand: cached.brand, faultRows: faultsFor(cached.faults, faultKey) };
  }
  const ticket = loadTicket();
  const db = env.DB;
  const [brandResult, languageResult, nodeResult, faultResult, routeResult, themeResult, licenceResult, serviceResult, resourceResult] = await db.batch([
    db
      .prepare(
        `SELECT brands.*, (SELECT idle_timeout_ms FROM brand_account_settings WHERE brand_account_settings.merchant_code = brands.merchant_code) AS idle_timeout_ms
           FROM brands WHERE merchant_code = ?1`,
      )
      .bind(merchant),
    db.prepare('SELECT code, name, currency_symbol, is_default FROM brand_languages WHERE merchant_code = ?1 ORDER BY sort').bind(merchant),
    db.prepare('SELECT mod_id, parent_mod_id, name, enabled FROM whitelabel_nodes WHERE merchant_code = ?1 ORDER BY sort').bind(merchant),
    db.prepare(allFaultsSql),
    db.prepare('SELECT kind, url FROM domain_routes WHERE merchant_code = ?1 ORDER BY kind, sort').bind(merchant),
    db.prepare('SELECT * FROM brand_themes WHERE merchant_code = ?1').bind(merchant),
    db
      .prepare('SELECT language, text, authority, helpline_name, helpline_phone, helpline_url FROM brand_licence_texts WHERE merchant_code = ?1')
      .bind(merchant),
    db.prepare('SELECT type, url FROM customer_service_links WHERE merchant_code = ?1 ORDER BY sort').bind(merchant),
    db
      .prepare('SELECT resource_type AS resourceType, label_name_en AS labelNameEn, url FROM brand_resources WHERE merchant_code = ?1 ORDER BY sort')
      .bind(merchant),
  ]);
  const allFaults = (faultResult?.results ?? []) as FaultRow[];
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[];
  const brand = brandFromRows(rows<BrandRow>(brandResult)[0] ?? null, rows<LanguageRow>(languageResult), rows<WhitelabelRow>(nodeResult), {
    domainRoutes: rows<DomainRouteRow>(routeResult),
    theme: rows<ThemeRow>(themeResult)[0] ?? null,
    licences: rows<BrandSite['licences'][number]>(licenceResult),
    customerService: rows<BrandSite['customerService'][number]>(serviceResult),
    resources: rows<BrandSite['resources'][number]>(resourceResult),
  });
  storeConfig(env, ticket, { merchant, brand, faults: allFaults });
  return { brand, faultRows: faultsFor(allFaults, faultKey) };
}

function brandFromRows(row: BrandRow | null, languages: LanguageRow[], whitelabel: WhitelabelRow[], site: BrandSite): Brand | null {
  if (!row || row.status !== 'ACTIVE') return null;
  return {
    row,
    languages: languages.map((l) => ({ code: l.code, name: l.name, currencySymbol: l.currency_symbol, isDefault: l.is_default === 1 })),
    whitelabel,
    site,
  };
}

/**
 * Faults only: for routes without a brand (media), and for a request that asks for a fault scope
 * (`fresh`: an end-to-end test's own faults, read as they are now, never from an isolate's cache
 * loaded before the test set them).
 */
export async function loadFaults(env: Env, faultKey: string, { fresh = false } = {}): Promise<FaultRow[]> {
  if (fresh) {
    const { results } = await env.DB.prepare(`${allFaultsSql} WHERE endpoint IN (?1, '*')`).bind(faultKey).all<FaultRow>();
    return results;
  }
  const cached = cachedConfig<never, FaultRow[]>(env, null).faults;
  if (cached) return faultsFor(cached, faultKey);
  const ticket = loadTicket();
  const { results } = await env.DB.prepare(allFaultsSql).all<FaultRow>();
  storeConfig(env, ticket, { faults: results });
  return faultsFor(results, faultKey);
}

/**
 * Whether a module is switched on: it and every ancestor must be enabled. Unknown module ids
 * count as on (the protocol says the platform ignores them).
 */
export function isModuleOn(nodes: readonly WhitelabelRow[], modId: string): boolean {
  const byId = new Map(nodes.map((n) => [n.mod_id, n]));
  let node = byId.get(modId);
  if (!node) return true;
  const seen = new Set<string>();
  while (node) {
    if (node.enabled !== 1) return false;
    if (seen.has(node.mod_id)) break; // a cycle in configuration: stop rather than loop forever
    seen.add(node.mod_id);
    node = node.parent_mod_id ? byId.get(node.parent_mod_id) : undefined;
  }
  return true;
}
