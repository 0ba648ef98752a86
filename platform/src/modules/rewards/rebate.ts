/**
 * Manual rebate (MANPLAYREB3): valid bets settled since the member's last claim, by product (game
 * type), at the brand's rates in basis points, rounded down per product. A claim writes its row
 * first (UNIQUE on the member and its starting point, so two claims from the same point cannot
 * both exist), then posts `rebate:<claim id>` through the wallet lock, then marks it paid; a row
 * left unpaid by a crash is paid by the next request under the same key.
 */
import type { Env } from '../../env';
import { notClaimable, payReward } from './pay';

export interface RebateLine {
  gameType: string;
  validMinor: number;
  rateBp: number;
  rebateMinor: number;
}

export async function rebateRates(db: D1Database, merchant: string): Promise<{ gameType: string; rateBp: number }[]> {
  const { results } = await db
    .prepare('SELECT game_type, rate_bp FROM brand_rebate_rates WHERE merchant_code = ?1 ORDER BY game_type')
    .bind(merchant)
    .all<{ game_type: string; rate_bp: number }>();
  return results.map((r) => ({ gameType: r.game_type, rateBp: r.rate_bp }));
}

/** Where the next claim starts: the end of the last claim, or 0 (every bet the member ever settled). */
async function lastClaimEnd(db: D1Database, accountId: number): Promise<number> {
  const row = await db.prepare('SELECT MAX(to_at) AS at FROM rebate_claims WHERE account_id = ?1').bind(accountId).first<{ at: number | null }>();
  return row?.at ?? 0;
}

/** Rebate earned in (from, to] by product. */
export async function rebateSince(db: D1Database, merchant: string, accountId: number, from: number, to: number) {
  const [rates, bets] = await Promise.all([
    rebateRates(db, merchant),
    db
      .prepare(
        `SELECT game_type, SUM(valid_minor) AS valid FROM bets
          WHERE account_id = ?1 AND status = 'SETTLED' AND COALESCE(settled_at, created_at) > ?2 AND COALESCE(settled_at, created_at) <= ?3
          GROUP BY game_type`,
      )
      .bind(accountId, from, to)
      .all<{ game_type: string; valid: number }>(),
  ]);
  const valid = new Map(bets.results.map((b) => [b.game_type, b.valid]));
  const lines: RebateLine[] = rates.map((r) => {
    const v = valid.get(r.gameType) ?? 0;
    return { gameType: r.gameType, validMinor: v, rateBp: r.rateBp, rebateMinor: Math.floor((v * r.rateBp) / 10_000) };
  });
  return { from, to, lines, totalMinor: lines.reduce((sum, l) => sum + l.rebateMinor, 0) };
}

async function payUnpaid(env: Env, merchant: string, accountId: number, now: number) {
  const { results } = await env.DB.prepare('SELECT id, amount_minor FROM rebate_claims WHERE account_id = ?1 AND paid_at IS NULL')
    .bind(accountId)
    .all<{ id: number; amount_minor: number }>();
  for (const c of results) {
    await payReward(env, merchant, accountId, `rebate:${c.id}`, c.amount_minor, 'REBATE', `rebate claim ${c.id}`);
    await env.DB.prepare('UPDATE rebate_claims SET paid_at = ?2 WHERE id = ?1 AND paid_at IS NULL').bind(c.id, now).run();
  }
}

export async function rebateSummary(env: Env, merchant: string, accountId: number, now: number) {
  await payUnpaid(env, merchant, accountId, now);
  const from = await lastClaimEnd(env.DB, accountId);
  const { results } = await env.DB.prepare(
    'SELECT id, from_at, to_at, amount_minor, claimed_at FROM rebate_claims WHERE account_id = ?1 ORDER BY to_at DESC LIMIT 20',
  )
    .bind(accountId)
    .all<{ id: number; from_at: number; to_at: number; amount_minor: number; claimed_at: number }>();
  return {
    ...(await rebateSince(env.DB, merchant, accountId, from, now)),
    claims: results.map((c) => ({ id: c.id, from: c.from_at, to: c.to_at, amountMinor: c.amount_minor, claimedAt: c.claimed_at })),
  };
}

/** Claims the rebate earned since the last claim up to now. Nothing earned is `reward.not_claimable`. */
export async function claimRebate(env: Env, merchant: string, accountId: number, now: number) {
  await payUnpaid(env, merchant, accountId, now);
  const from = await lastClaimEnd(env.DB, accountId);
  const to = Math.max(now, from);
  const earned = await rebateSince(env.DB, merchant, accountId, from, to);
  if (earned.totalMinor <= 0) throw notClaimable('no rebate earned since the last claim');
  const inserted = await env.DB.prepare(
    `INSERT INTO rebate_claims (merchant_code, account_id, from_at, to_at, amount_minor, details, claimed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?4)
     ON CONFLICT (account_id, from_at) DO NOTHING RETURNING id`,
  )
    .bind(merchant, accountId, from, to, earned.totalMinor, JSON.stringify(earned.lines))
    .first<{ id: number }>();
  // Another request claimed from the same point first: it pays; this one has nothing left to claim.
  if (!inserted) throw notClaimable('already claimed');
  await payReward(env, merchant, accountId, `rebate:${inserted.id}`, earned.totalMinor, 'REBATE', `rebate claim ${inserted.id}`);
  await env.DB.prepare('UPDATE rebate_claims SET paid_at = ?2 WHERE id = ?1').bind(inserted.id, now).run();
  return { id: inserted.id, amountMinor: earned.totalMinor, from, to, lines: earned.lines };
}
