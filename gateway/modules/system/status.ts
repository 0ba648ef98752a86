import type { GatewayContext } from '#gateway/context';
import type { SiteState } from '#gateway/generated/resolvers-types';
import type { StatusDto } from '#gateway/upstream/dto/index';

export interface SiteStatus {
  state: SiteState;
  maintenanceEndTime: number | null;
  visitorIp: string | null;
  visitorCountry: string | null;
}

/**
 * How long the edge keeps deciding from the last status it saw while the platform cannot be
 * asked: a maintenance or a region list does not lapse because the platform went quiet.
 */
export const LAST_STATUS_SECONDS = 24 * 60 * 60;

/**
 * What the edge guard shows this visitor. Maintenance wins over region restriction. The status is
 * cached with stale-while-revalidate and, when the platform fails, the last one seen is used
 * (stale-if-error). The brand's own blocked regions always apply; only with no status ever seen
 * on this edge does the site decide from them alone.
 */
export async function loadSiteStatus(ctx: GatewayContext): Promise<SiteStatus> {
  const hostChecked = hostAllowed(ctx);
  try {
    const status = await ctx.platform.call('systemStatus', { staleIfErrorSeconds: LAST_STATUS_SECONDS });
    return await siteStatusOf(ctx, status, hostChecked);
  } catch (error) {
    console.error('system status unavailable; deciding from brand configuration only', error);
    const { ip, country } = ctx.visitor;
    const state: SiteState = blockedIn(country, ctx.config.blockedRegions) ? 'REGION_RESTRICTED' : (await hostChecked) ? 'NORMAL' : 'INVALID_DOMAIN';
    return { state, maintenanceEndTime: null, visitorIp: ip, visitorCountry: country };
  }
}

const blockedIn = (country: string | null, list: readonly string[]) => Boolean(country && list.map((c) => c.toUpperCase()).includes(country.toUpperCase()));

/** What a status answer (GET /wps/system/status, or the live status frame that carries the same) means for this visitor. */
export async function siteStatusOf(ctx: GatewayContext, status: StatusDto, hostChecked: Promise<boolean> = hostAllowed(ctx)): Promise<SiteStatus> {
  const { ip, country } = ctx.visitor;
  let state: SiteState = 'NORMAL';
  if (status.status === 1 || status.maintenance) state = 'MAINTENANCE';
  else if (status.status === 2 || status.regionRestriction) state = 'REGION_RESTRICTED';
  else if (blockedIn(country, status.blockedRegions) || blockedIn(country, ctx.config.blockedRegions)) state = 'REGION_RESTRICTED';
  else if (!(await hostChecked)) state = 'INVALID_DOMAIN';
  return { state, maintenanceEndTime: status.maintenanceEndTime ?? null, visitorIp: ip, visitorCountry: country };
}

/** Hosts no brand lists but every brand answers on: the machine itself (development, tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A host name of this machine (loopback, `localhost` and any `*.localhost`). */
export function isLocalHostName(name: string): boolean {
  return LOCAL_HOSTS.has(name) || name.endsWith('.localhost');
}

/** A listed domain as a bare host name ("https://www.Brand.example/" is www.brand.example). */
function hostNameOf(entry: string): string {
  return entry
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
}

/**
 * The domain check (docs/spec-index.md: "invalid URL (domain check failed), contact customer
 * service"): the site answers only on the brand's domains (its domain routes and main domain) and
 * on the machine itself. A brand that lists none is not checked.
 */
export function isBrandHost(host: string | null, route: BrandDomains): boolean {
  if (!host) return true;
  const name = hostNameOf(host);
  if (isLocalHostName(name)) return true;
  const listed = listedHosts(route);
  return listed.length === 0 || listed.includes(name);
}

/**
 * Whether the request came by one of the brand's own listed domains (its domain routes or main
 * domain) or by this machine: the hosts the platform's game pages let frame them (ADR 047), unlike
 * the domain check, which lets a brand that lists none answer on any host.
 */
export function isListedBrandHost(host: string | null, route: BrandDomains): boolean {
  if (!host) return false;
  const name = hostNameOf(host);
  return isLocalHostName(name) || listedHosts(route).includes(name);
}

interface BrandDomains {
  mainDomain?: string | null;
  domains: readonly string[];
}

const listedHosts = (route: BrandDomains) => [...route.domains, ...(route.mainDomain ? [route.mainDomain] : [])].map(hostNameOf).filter(Boolean);

/** The request's host against the brand's domain routes (cached); when they cannot be read, the site stays open. */
async function hostAllowed(ctx: GatewayContext): Promise<boolean> {
  try {
    return isBrandHost(ctx.host, await ctx.platform.call('domainRoute'));
  } catch (error) {
    console.error('domain routes unavailable; the domain check is skipped', error);
    return true;
  }
}
