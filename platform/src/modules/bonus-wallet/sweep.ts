/**
 * The minute's sweep (the cron trigger): an active bonus past its expiry forfeits what its BONUS
 * account holds, and the member's next queued bonus starts, in the member's wallet lock
 * (ledger/bonus-commands.ts `bonus.review`). A stake or a withdrawal reviews first as well, so a
 * member never plays with an expired bonus between two sweeps.
 */
import type { Env } from '../../env';
import { walletGate } from '../wallet/wallet-gate';

export async function expireDueBonuses(env: Env, now: number, limit = 100): Promise<number> {
  const { results } = await env.DB.prepare(
    "SELECT merchant_code, account_id FROM bonus_grants WHERE status = 'ACTIVE' AND expires_at <= ?1 ORDER BY expires_at LIMIT ?2",
  )
    .bind(now, limit)
    .all<{ merchant_code: string; account_id: number }>();
  let expired = 0;
  for (const grant of results) {
    const result = await walletGate(env).execute({ op: 'bonus.review', merchant: grant.merchant_code, accountId: grant.account_id });
    if (result.ok) expired += 1;
    else console.warn('bonus not expired by the sweep', grant.merchant_code, grant.account_id, result.code);
  }
  return expired;
}
