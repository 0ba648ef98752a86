/**
 * The minute's sweep (the cron trigger): a pool left HIT for over a minute (its winner's Worker died
 * between the claim and the payment) is paid in the winner's wallet lock, as the payer would have
 * paid it (ledger/jackpot-commands.ts, keyed by the pool's cycle).
 */
import type { Env } from '../../env';
import { walletGate } from '../wallet/wallet-gate';

export const STALE_HIT_MS = 60_000;

export async function payStaleJackpots(env: Env, now: number, limit = 50): Promise<number> {
  const { results } = await env.DB.prepare(
    "SELECT id, merchant_code, hit_account FROM jackpot_pools WHERE state = 'HIT' AND hit_at <= ?1 ORDER BY hit_at LIMIT ?2",
  )
    .bind(now - STALE_HIT_MS, limit)
    .all<{ id: number; merchant_code: string; hit_account: number }>();
  let paid = 0;
  for (const pool of results) {
    const result = await walletGate(env).execute({ op: 'jackpot.pay', merchant: pool.merchant_code, accountId: pool.hit_account, poolId: pool.id });
    if (result.ok) paid += 1;
    else console.warn('jackpot not paid by the sweep', pool.id, result.code);
  }
  return paid;
}
