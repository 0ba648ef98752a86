import type { GatewayConfig } from '#gateway/env';
import { fetchPlatform } from './forward';

/**
 * Calls one of the reference platform's development routes (/__dev/*). Only with development
 * tools on (never in production); they are not part of the platform protocol, so they are not
 * rows of the endpoint table. They carry the portal's Merchant, which the platform's development
 * routes take for a call that names no brand.
 */
export async function fetchDevPlatform(config: GatewayConfig, path: string, init: RequestInit): Promise<Response> {
  if (!config.devTools) return new Response('Not found', { status: 404 });
  // The brand this portal serves: a development call that names none is for it.
  const headers = new Headers(init.headers);
  if (!headers.has('Merchant')) headers.set('Merchant', config.merchant);
  return fetchPlatform(config, path, { ...init, headers });
}
