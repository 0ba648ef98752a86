import type { PortalBindings } from '#gateway/index';

/**
 * The visitor's country from Cloudflare's request metadata. Outside production the X-Test-Country
 * header decides instead, so tests and demos can choose: local workerd has no real metadata (it
 * reports a placeholder country for every request), so it is not consulted there.
 */
export function visitorCountry(request: Request, env: PortalBindings): string | null {
  // Only an explicitly non-production deployment trusts the header; a missing ENVIRONMENT is production.
  if (env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test') {
    const override = request.headers.get('X-Test-Country')?.trim().toUpperCase();
    return override && /^[A-Z]{2}$/.test(override) ? override : null;
  }
  const country = (request.cf as { country?: string } | undefined)?.country;
  return typeof country === 'string' && /^[A-Z]{2}$/i.test(country) ? country.toUpperCase() : null;
}
