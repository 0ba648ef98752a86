/** GET /wps/system/status: maintenance and region restriction computed from the brand row. */
import { ok } from '../../http/envelope';
import type { BrandRow } from '../../http/brand';
import type { BrandContext } from '../../http/routes';
import type { StatusBody } from '../live/site-frames';

export type SystemStatus = 0 | 1 | 2;

/** Maintenance (1) wins over region restriction (2); otherwise normal (0). */
export function statusOf(row: Pick<BrandRow, 'maintenance' | 'region_restriction'>): SystemStatus {
  if (row.maintenance === 1) return 1;
  if (row.region_restriction === 1) return 2;
  return 0;
}

export function blockedRegionsOf(row: Pick<BrandRow, 'blocked_regions'>): string[] {
  try {
    const parsed: unknown = JSON.parse(row.blocked_regions);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

type StatusRow = Pick<BrandRow, 'maintenance' | 'region_restriction' | 'maintenance_start' | 'maintenance_end' | 'blocked_regions'>;

/** The status answer (the live status frame carries the same, without a visitor's location). */
export function statusBody(row: StatusRow, headers: Headers | null): StatusBody {
  return {
    status: statusOf(row),
    maintenance: row.maintenance === 1,
    regionRestriction: row.region_restriction === 1,
    maintenanceStartTime: row.maintenance === 1 ? row.maintenance_start : null,
    maintenanceEndTime: row.maintenance === 1 ? row.maintenance_end : null,
    blockedRegions: blockedRegionsOf(row),
    // The edge tells us who the visitor is; we only echo it.
    location: headers
      ? {
          ip: headers.get('X-Client-IP') ?? headers.get('CF-Connecting-IP'),
          country: headers.get('X-Client-Country') ?? null,
        }
      : null,
  };
}

export async function systemStatus(ctx: BrandContext): Promise<Response> {
  return ok(statusBody(ctx.brand.row, ctx.request.headers));
}
