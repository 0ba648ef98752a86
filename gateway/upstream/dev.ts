import type { GatewayConfig } from '../env';
import { fetchPlatform } from './forward';

/**
 * Calls one of the reference platform's development routes (/__dev/*). Only with development
 * tools on (never in production); they are not part of the platform protocol, so they are not
 * rows of the endpoint table.
 */
export async function fetchDevPlatform(config: GatewayConfig, path: string, init: RequestInit): Promise<Response> {
  if (!config.devTools) return new Response('Not found', { status: 404 });
  return fetchPlatform(config, path, init);
}
