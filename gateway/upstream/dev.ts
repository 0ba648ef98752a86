import type { GatewayConfig } from '../env';

/**
 * Calls one of the reference platform's development routes (/__dev/*). Only with development
 * tools on (never in production); they are not part of the platform protocol, so they are not
 * rows of the endpoint table.
 */
export async function fetchDevPlatform(config: GatewayConfig, path: string, init: RequestInit): Promise<Response> {
  if (!config.devTools) return new Response('Not found', { status: 404 });
  return config.platform.kind === 'binding'
    ? config.platform.fetcher.fetch(new Request(`https://platform.internal${path}`, init))
    : fetch(`${config.platform.baseUrl}${path}`, init);
}
