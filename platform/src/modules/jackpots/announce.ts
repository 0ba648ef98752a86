/**
 * Telling the brand's public streams the pools' amounts (docs/decisions/040, 064): after a stake's
 * commit when the last announcement is old enough (stake.ts ANNOUNCE_EVERY_MS), and at once after a
 * win. Like every live event it is a hint: a lost one leaves a figure stale until the next.
 */
import { minorToAmount } from '../../http/params';
import { publishToShards, type SiteHub } from '../live/site-frames';
import { shownPools } from './amounts';

/**
 * What announcing needs of the Worker's env, named by shape: the wallet's object (which announces
 * after its commit) cannot import the env's type, which names that object's class.
 */
export interface AnnounceEnv {
  DB: D1Database;
  BRAND_EVENTS?: SiteHub;
}

/** Every pool's amount to every shard of the brand's public hub. */
export async function announceJackpots(env: AnnounceEnv, merchant: string): Promise<void> {
  const namespace = env.BRAND_EVENTS;
  if (!namespace) return;
  const pools = await shownPools(env.DB, merchant);
  if (!pools.length) return;
  await publishToShards(namespace, merchant, { type: 'jackpots', pools: pools.map((pool) => ({ code: pool.code, amount: minorToAmount(pool.amount_minor) })) });
}

/** Whether a money command's answer asks for an announcement (ledger/bet-commands.ts `Jackpots`). */
export function announcesJackpots(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { announceJackpots?: unknown }).announceJackpots === true;
}
