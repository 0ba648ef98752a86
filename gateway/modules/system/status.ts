import type { GatewayContext } from '../../context';
import type { SiteState } from '../../generated/resolvers-types';

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
  const { ip, country } = ctx.visitor;
  const blockedHere = (list: string[]) => Boolean(country && list.map((c) => c.toUpperCase()).includes(country.toUpperCase()));
  try {
    const status = await ctx.platform.call('systemStatus', { staleIfErrorSeconds: LAST_STATUS_SECONDS });
    let state: SiteState = 'NORMAL';
    if (status.status === 1 || status.maintenance) state = 'MAINTENANCE';
    else if (status.status === 2 || status.regionRestriction) state = 'REGION_RESTRICTED';
    else if (blockedHere(status.blockedRegions) || blockedHere(ctx.config.blockedRegions)) state = 'REGION_RESTRICTED';
    return { state, maintenanceEndTime: status.maintenanceEndTime ?? null, visitorIp: ip, visitorCountry: country };
  } catch (error) {
    console.error('system status unavailable; deciding from brand configuration only', error);
    const state: SiteState = blockedHere(ctx.config.blockedRegions) ? 'REGION_RESTRICTED' : 'NORMAL';
    return { state, maintenanceEndTime: null, visitorIp: ip, visitorCountry: country };
  }
}
