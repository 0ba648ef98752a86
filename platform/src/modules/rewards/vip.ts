/**
 * The VIP rank (MCSFE_getPlayerRankProgress; docs/decisions/030-rewards.md "VIP rank"): the highest
 * level of the brand's ladder (migration 0036) whose two thresholds the member's lifetime totals
 * reach, the deposits paid to them and their settled valid bets, both read from the raw records at
 * every ask. A cancelled or rejected deposit and a void or open bet count for nothing.
 */

export interface VipLevel {
  level: number;
  minDepositMinor: number;
  minValidBetMinor: number;
}

export interface VipProgress {
  level: number;
  depositMinor: number;
  validBetMinor: number;
  /** The next level up, null at the top of the ladder (or without a ladder). */
  next: VipLevel | null;
  levels: VipLevel[];
}

/** The rank a member's totals reach on a ladder (pure: the unit tests' subject). */
export function rankOf(levels: readonly VipLevel[], depositMinor: number, validBetMinor: number): { level: number; next: VipLevel | null } {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  let level = 0;
  for (const step of sorted) {
    // A ladder is climbed in order: a level whose thresholds are met above one that is not does not count.
    if (depositMinor < step.minDepositMinor || validBetMinor < step.minValidBetMinor) break;
    level = step.level;
  }
  return { level, next: sorted.find((step) => step.level > level) ?? null };
}

export async function vipProgress(db: D1Database, merchant: string, accountId: number): Promise<VipProgress> {
  const [ladder, deposits, bets] = await db.batch([
    db.prepare('SELECT level, min_deposit_minor, min_valid_bet_minor FROM vip_levels WHERE merchant_code = ?1 ORDER BY level').bind(merchant),
    db
      .prepare("SELECT COALESCE(SUM(amount_minor), 0) AS total FROM deposits WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'PAID'")
      .bind(merchant, accountId),
    db
      .prepare("SELECT COALESCE(SUM(valid_minor), 0) AS total FROM bets WHERE account_id = ?2 AND merchant_code = ?1 AND status = 'SETTLED'")
      .bind(merchant, accountId),
  ]);
  const levels = ((ladder?.results ?? []) as { level: number; min_deposit_minor: number; min_valid_bet_minor: number }[]).map((r) => ({
    level: r.level,
    minDepositMinor: r.min_deposit_minor,
    minValidBetMinor: r.min_valid_bet_minor,
  }));
  const depositMinor = Number((deposits?.results[0] as { total: number } | undefined)?.total ?? 0);
  const validBetMinor = Number((bets?.results[0] as { total: number } | undefined)?.total ?? 0);
  return { ...rankOf(levels, depositMinor, validBetMinor), depositMinor, validBetMinor, levels };
}
