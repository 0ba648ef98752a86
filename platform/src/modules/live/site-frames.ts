/**
 * The brand's public events (GET /wps/system/events), and their sending to the brand's shards.
 * Kept free of imports: the BrandEvents object (and through it the Worker's env) depends on this
 * file, and so may the wallet's object (modules/jackpots/announce.ts).
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

/** A tournament run's public board (modules/tournaments/announce.ts): its top entrants, names masked. */
export interface LeaderboardFrame {
  type: 'leaderboard';
  code: string;
  scoring: 'STAKE' | 'WIN' | 'MULTIPLIER' | 'ROUNDS';
  state: 'UPCOMING' | 'RUNNING' | 'ENDED' | 'FINISHED';
  entrants: number;
  top: { rank: number; name: string | null; score: number }[];
}

/** The operator changed the site's status; the jackpot pools' amounts changed (modules/jackpots/announce.ts); a tournament's board moved. */
export type SiteFrame = { type: 'status'; status: StatusBody } | { type: 'jackpots'; pools: { code: string; amount: number }[] } | LeaderboardFrame;

/** Shards of a brand's public events (docs/decisions/040-live-updates.md). */
export const SITE_SHARDS = 64;

export const shardName = (merchant: string, shard: number) => `${merchant}:${shard}`;

/** What sending a frame to a brand's hub needs, named by shape (this file imports nothing). */
export interface SiteHub {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): { publish(frame: SiteFrame): Promise<void> };
}

/** A frame to every shard of a brand's hub (64 requests, whatever the number of open tabs); a shard that fails is logged, never thrown. */
export async function publishToShards(hub: SiteHub, merchant: string, frame: SiteFrame): Promise<void> {
  const sends = Array.from({ length: SITE_SHARDS }, async (_, shard) => hub.get(hub.idFromName(shardName(merchant, shard))).publish(frame));
  const failed = (await Promise.allSettled(sends)).filter((outcome) => outcome.status === 'rejected');
  if (failed.length) console.warn(`public live event not published to ${failed.length} of ${SITE_SHARDS} shards`, frame.type);
}
