import type { GatewayContext } from '#gateway/context';
import type { StatusDto } from '#gateway/upstream/dto/index';
import { LAST_STATUS_SECONDS } from '#gateway/modules/system/status';
import { platformStream, type StreamOptions } from './platform-stream';

/** A public live event: the platform's status answer, decided for the visitor by SiteEvent's resolvers (the edge guard's rules). */
export interface SiteEventModel {
  kind: 'SNAPSHOT' | 'STATUS';
  status: StatusDto;
}

/** The brand's public events are spread over this many platform hubs (docs/decisions/040: about 2,000 sockets each at 130,000 tabs). */
export const SITE_SHARDS = 64;

const comparable = (status: StatusDto) =>
  JSON.stringify([status.status, status.maintenance ?? null, status.regionRestriction ?? null, status.maintenanceEndTime ?? null, status.blockedRegions]);

/**
 * The brand's public stream (Subscription.siteLive): the operator's status switch from the
 * platform's public events (one shard, picked at random), or from the edge-cached status read every
 * LIVE_POLL_SECONDS on a platform without them.
 */
export function siteStream(ctx: GatewayContext, options: StreamOptions & { shard?: number } = {}) {
  let last = '';
  const read = () => ctx.platform.renewed().call('systemStatus', { staleIfErrorSeconds: LAST_STATUS_SECONDS });
  return platformStream<'siteEvents', SiteEventModel>(
    ctx,
    {
      endpoint: 'siteEvents',
      query: { shard: options.shard ?? Math.floor(Math.random() * SITE_SHARDS) },
      async snapshot() {
        const status = await read();
        last = comparable(status);
        return { kind: 'SNAPSHOT', status };
      },
      fromFrame: (frame) => (frame.type === 'status' ? { kind: 'STATUS', status: frame.status } : null),
      // The newest frame says it all.
      catchUp: async (waited) => waited.at(-1) ?? null,
      async poll() {
        const status = await read();
        const now = comparable(status);
        if (now === last) return null;
        last = now;
        return { kind: 'STATUS', status };
      },
      sessionEnded: null,
    },
    options,
  );
}
