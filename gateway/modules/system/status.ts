import type { GatewayContext } from '../../context';
import type { SiteState } from '../../generated/resolvers-types';

export interface SiteStatus {
  state: SiteState;
  maintenanceEndTime: number | null;
  visitorIp: string | null;
  visitorCountry: string | null;
}

/**
 * What the edge guard shows this visitor. Maintenance wins over region restriction. If the
 * platform cannot be asked, the brand's own blocked regions still apply and the site stays open:
 * the status is cached with stale-while-revalidate, so this only happens on a cold edge.
 */
export async function loadSiteStatus(ctx: GatewayContext): Promise<SiteStatus> {
  const { ip, country } = ctx.visitor;
  const blockedHere = (list: string[]) => Boolean(country && list.map((c) => c.toUpperCase()).includes(country));
  try {
    const status = await ctx.platform.call('systemStatus');
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
