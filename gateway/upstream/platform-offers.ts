import { cacheGeneration } from '#gateway/cache';
import type { GatewayConfig } from '#gateway/env';

/** A platform by its address (a URL, or the service binding), as what it offers is remembered. */
export const platformAddress = (config: Pick<GatewayConfig, 'platform'>): string => (config.platform.kind === 'url' ? config.platform.baseUrl : 'binding');

/**
 * What platforms said they do not offer (batched reads, an extension's parameters), remembered by
 * address in this isolate for `seconds`, so such a platform costs one refused call, not one a
 * request; a development purge (the cache generation) forgets it. Not per-user state.
 */
export function offerMemory(seconds: number) {
  const refused = new Map<string, { until: number; generation: number }>();
  return {
    /** Whether the platform may be asked for it now (never refused, or refused long enough ago). */
    offered(platform: string): boolean {
      const known = refused.get(platform);
      return known === undefined || known.until <= Date.now() || known.generation !== cacheGeneration();
    },
    /** The platform refused it: do not ask for the next `seconds`. */
    refuse(platform: string): void {
      refused.set(platform, { until: Date.now() + seconds * 1000, generation: cacheGeneration() });
    },
  };
}
