/**
 * bonus_round_p95_over_cash_round_p95: a game round of a member whose bonus is active (the bonus
 * wallet, docs/decisions/067: the grant read beside the balances, the stake split between cash and
 * bonus, the win's bonus part and the meter written in the round's own batch) over the same
 * member's round without one, on the same game page, one measurement after the other. The brand's
 * settings are put back as they were, and the bonus is expired at the end (later figures meet none).
 */
import { platformCall } from './http.mjs';
import { measureRounds } from './rounds.mjs';

export async function measureBonusRounds(roundPath, username, rounds) {
  const cash = await measureRounds(roundPath, rounds);
  const before = (await platformCall('/__dev/bonus-settings')).value;
  // Bonus first, every slot counting in full and no largest stake: every round takes from the bonus and moves its meter.
  await platformCall('/__dev/bonus-settings', {
    method: 'PUT',
    body: { enabled: true, stakeOrder: 'BONUS_FIRST', contributions: { RNG: 100 }, defaultContribution: 100, expiryDays: 30 },
  });
  try {
    await platformCall('/__dev/bonus/grant', { method: 'POST', body: { username, amount: 100_000, turnoverMultiplier: 100 } });
  } finally {
    await platformCall('/__dev/bonus-settings', { method: 'PUT', body: before });
  }
  try {
    const bonus = await measureRounds(roundPath, rounds);
    return { cash, bonus };
  } finally {
    await platformCall('/__dev/bonus/expire', { method: 'POST', body: { username } });
  }
}
