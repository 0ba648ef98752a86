/**
 * The brand a development call is for. It reads the request (the body's choice, the query, the
 * Merchant header), so it sits with the request helpers: every /__dev route of every module picks
 * its brand here, the same way.
 */
import type { BaseContext } from './routes';

/** The brand a development call is for when its body names none: `?merchant=`, else the Merchant header (the portal forwards its own), else the demo brand. */
export function devMerchant(ctx: BaseContext, fromBody?: string | null): string {
  const named = fromBody ?? ctx.url.searchParams.get('merchant') ?? ctx.request.headers.get('Merchant');
  const code = named?.trim();
  return code && /^[A-Za-z0-9_-]{1,40}$/.test(code) ? code : 'DEMO';
}
