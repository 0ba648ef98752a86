/**
 * Player transfers left half-done (DEBITED: the sender paid into TRANSIT, the receiver's half
 * never ran, e.g. the Worker died between the two calls) are completed by the ledger's
 * completeTransfersInFlight, from two places:
 * - the scheduled sweep (a cron trigger, platform/wrangler.toml), for every brand with one;
 * - opportunistically, before a player transfer and before the transfer list of a brand.
 * Completion is keyed by the transfer and runs in the receiver's wallet lock, so a sweep that
 * meets a transfer still completing normally credits it once.
 */
import type { Env } from '../../env';
import { now as clock } from '../../http/clock';
import { completeTransfersInFlight } from './transfers-in-flight';
import { walletGate } from '../wallet/wallet-gate';

/** Transfers younger than this are left to the call that is still completing them. */
export const IN_FLIGHT_GRACE_MS = 10_000;

/** Completes one brand's half-done transfers older than the grace; answers how many it completed. */
export function completeBrandTransfers(env: Env, merchant: string, now: number): Promise<number> {
  return completeTransfersInFlight(env.DB, walletGate(env), merchant, now - IN_FLIGHT_GRACE_MS);
}

/** The scheduled sweep: every brand with a transfer in flight. Errors are logged, never thrown (the next run retries). */
export async function sweepTransfersInFlight(env: Env): Promise<number> {
  const now = clock(env);
  const { results } = await env.DB.prepare("SELECT DISTINCT merchant_code FROM transfers WHERE status = 'DEBITED' AND created_at <= ?1")
    .bind(now - IN_FLIGHT_GRACE_MS)
    .all<{ merchant_code: string }>();
  let completed = 0;
  for (const { merchant_code } of results) {
    try {
      completed += await completeBrandTransfers(env, merchant_code, now);
    } catch (error) {
      console.error(`platform: transfer sweep of ${merchant_code} failed`, error);
    }
  }
  return completed;
}
