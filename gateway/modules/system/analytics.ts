/**
 * The brand's analytics id (the permission response's `gtagId`, docs/spec-index.md#calls-system):
 * a Google Analytics 4 measurement id, used only with the visitor's consent
 * (docs/decisions/045-analytics-with-consent.md). It reaches a page's script and its CSP, so it is
 * taken only in its documented shape.
 */
import type { GatewayContext } from '#gateway/context';

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** A measurement id as the platform sent it, or null when it sent none or anything else. */
export function analyticsIdOf(raw: string | null | undefined): string | null {
  const id = raw?.trim().toUpperCase() ?? '';
  if (id === '') return null;
  if (MEASUREMENT_ID.test(id)) return id;
  console.warn('brand analytics id ignored: not a Google Analytics 4 measurement id');
  return null;
}

/** The brand's analytics id for this request (the cached brand information), or null when it has none or it cannot be read. */
export async function brandAnalyticsId(ctx: GatewayContext): Promise<string | null> {
  try {
    return analyticsIdOf((await ctx.platform.call('systemInfo')).gtagId);
  } catch {
    return null;
  }
}
