/**
 * The brand's public events (GET /wps/system/events). Kept free of imports: the BrandEvents object
 * (and through it the Worker's env) depends on this file.
 */

/** The answer of GET /wps/system/status (system/status.ts `statusBody`; `location` is null in a frame: it is the visitor's). */
export interface StatusBody {
  status: 0 | 1 | 2;
  maintenance: boolean;
  regionRestriction: boolean;
  maintenanceStartTime: number | null;
  maintenanceEndTime: number | null;
  blockedRegions: string[];
  location: { ip: string | null; country: string | null } | null;
}

/** The operator changed the site's status; the jackpot pools' amounts changed (modules/jackpots/announce.ts). */
export type SiteFrame = { type: 'status'; status: StatusBody } | { type: 'jackpots'; pools: { code: string; amount: number }[] };

/** Shards of a brand's public events (docs/decisions/040-live-updates.md). */
export const SITE_SHARDS = 64;

export const shardName = (merchant: string, shard: number) => `${merchant}:${shard}`;
