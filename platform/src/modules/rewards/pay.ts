/**
 * Paying a reward once. Every reward is an `adjust` through the member's wallet lock with a key of
 * its own (`promotion:<id>:<account>`, `mission:<id>:<step>:<account>`, `rebate:<claim id>`): the
 * lock runs one command at a time and a key already in the journal posts nothing, so a repeated or
 * concurrent claim pays at most once. The row that says "claimed" is written before the money
 * (status CLAIMING / paid_at NULL) and finished after it; a crash between them leaves a row that
 * the next request pays under the same key.
 */
import type { Env } from '../../env';
import { PlatformError } from '../../http/envelope';
import { walletGate } from '../wallet/wallet-gate';

export async function payReward(
  env: Env,
  merchant: string,
  accountId: number,
  key: string,
  amountMinor: number,
  kind: 'BONUS' | 'REBATE',
  reference: string,
  /** A promotion's turnover requirement (× the amount): a grant in the bonus wallet of a brand that keeps one. */
  turnoverMultiplier = 0,
): Promise<void> {
  if (amountMinor <= 0) return;
  const result = await walletGate(env).execute({
    op: 'adjust',
    merchant,
    accountId,
    key,
    amountMinor,
    kind,
    contra: 'BONUSES',
    reference,
    incentive: true,
    turnoverMultiplier,
  });
  if (!result.ok) throw new PlatformError(400, result.code, result.message);
}

export const rewardNotFound = () => new PlatformError(404, 'reward.not_found', 'no such reward');
export const notClaimable = (why = 'not claimable now') => new PlatformError(409, 'reward.not_claimable', why);
