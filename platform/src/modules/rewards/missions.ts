/**
 * Missions (module MISSIONLB3): valid bets of a game type inside the mission's window, milestones
 * with rewards the member claims once (paid through the ledger), and the leaderboard of the
 * brand's members by the same figure with the member's own rank.
 */
import type { Env } from '../../env';
import { localizedSql } from '../../http/contentText';
import type { TextLanguage } from '../../http/language';
import { notClaimable, payReward, rewardNotFound } from './pay';
import { validBetsSince } from './promotions';

export interface MissionRow {
  id: number;
  title: string;
  game_type: string | null;
  starts_at: number;
  ends_at: number;
}

interface MilestoneRow {
  step: number;
  target_minor: number;
  reward_minor: number;
}

export async function missionList(db: D1Database, merchant: string, lang: TextLanguage, open: boolean | null, now: number): Promise<MissionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, ${localizedSql('missions.title', lang)} AS title, game_type, starts_at, ends_at FROM missions
        WHERE merchant_code = ?1 AND (?2 IS NULL OR (?2 = 1 AND starts_at <= ?3 AND ends_at > ?3) OR (?2 = 0 AND ends_at <= ?3))
        ORDER BY sort, id`,
    )
    .bind(merchant, open === null ? null : open ? 1 : 0, now)
    .all<MissionRow>();
  return results;
}

export async function missionById(db: D1Database, merchant: string, id: number, lang: TextLanguage): Promise<MissionRow> {
  const row = await db
    .prepare(`SELECT id, ${localizedSql('missions.title', lang)} AS title, game_type, starts_at, ends_at FROM missions WHERE merchant_code = ?1 AND id = ?2`)
    .bind(merchant, id)
    .first<MissionRow>();
  if (!row) throw rewardNotFound();
  return row;
}

export const missionProgress = (db: D1Database, m: MissionRow, accountId: number) => validBetsSince(db, accountId, m.starts_at, m.ends_at, m.game_type);

async function milestoneRows(db: D1Database, missionId: number): Promise<MilestoneRow[]> {
  const { results } = await db
    .prepare('SELECT step, target_minor, reward_minor FROM mission_milestones WHERE mission_id = ?1 ORDER BY step')
    .bind(missionId)
    .all<MilestoneRow>();
  return results;
}

/** A mission's milestones for the member: reached (progress ≥ target) and claimed. */
export async function milestones(db: D1Database, m: MissionRow, accountId: number) {
  const [rows, progress, claims] = await Promise.all([
    milestoneRows(db, m.id),
    missionProgress(db, m, accountId),
    db
      .prepare('SELECT step FROM mission_claims WHERE mission_id = ?1 AND account_id = ?2 AND paid_at IS NOT NULL')
      .bind(m.id, accountId)
      .all<{ step: number }>(),
  ]);
  const claimed = new Set(claims.results.map((c) => c.step));
  return {
    progressMinor: progress,
    list: rows.map((r) => ({
      step: r.step,
      targetMinor: r.target_minor,
      rewardMinor: r.reward_minor,
      reached: progress >= r.target_minor,
      claimed: claimed.has(r.step),
    })),
  };
}

/** Reached milestones not claimed yet, over the brand's open missions (the missionLeaderboard badge). */
export async function claimableMilestones(db: D1Database, merchant: string, accountId: number, now: number): Promise<number> {
  let count = 0;
  for (const m of await missionList(db, merchant, 'en', true, now)) {
    count += (await milestones(db, m, accountId)).list.filter((x) => x.reached && !x.claimed).length;
  }
  return count;
}

/** Claims a reached milestone's reward once (`mission:<id>:<step>:<account>`). */
export async function claimMilestone(env: Env, merchant: string, accountId: number, missionId: number, step: number, now: number) {
  const db = env.DB;
  const m = await missionById(db, merchant, missionId, 'en');
  const { list } = await milestones(db, m, accountId);
  const milestone = list.find((x) => x.step === step);
  if (!milestone) throw rewardNotFound();
  if (!milestone.reached) throw notClaimable('milestone not reached');
  await db
    .prepare('INSERT INTO mission_claims (mission_id, step, account_id, reward_minor, claimed_at) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING')
    .bind(missionId, step, accountId, milestone.rewardMinor, now)
    .run();
  await payReward(env, merchant, accountId, `mission:${missionId}:${step}:${accountId}`, milestone.rewardMinor, 'BONUS', `mission ${missionId} step ${step}`);
  await db
    .prepare('UPDATE mission_claims SET paid_at = ?4 WHERE mission_id = ?1 AND step = ?2 AND account_id = ?3 AND paid_at IS NULL')
    .bind(missionId, step, accountId, now)
    .run();
  return { missionId, step, rewardMinor: milestone.rewardMinor };
}

/** The brand's members by valid bets in the mission (top `size`), and the member's own rank and figure. */
export async function leaderboard(db: D1Database, merchant: string, m: MissionRow, accountId: number, size: number) {
  const { results } = await db
    .prepare(
      `WITH totals AS (
         SELECT b.account_id, SUM(b.valid_minor) AS reached FROM bets b
          WHERE b.merchant_code = ?1 AND b.status = 'SETTLED' AND COALESCE(b.settled_at, b.created_at) >= ?2
            AND COALESCE(b.settled_at, b.created_at) < ?3 AND (?4 IS NULL OR b.game_type = ?4)
          GROUP BY b.account_id HAVING SUM(b.valid_minor) > 0),
       ranked AS (SELECT account_id, reached, RANK() OVER (ORDER BY reached DESC) AS rank FROM totals)
       SELECT r.account_id, r.reached, r.rank, a.username FROM ranked r JOIN accounts a ON a.id = r.account_id
        WHERE r.rank <= ?5 OR r.account_id = ?6 ORDER BY r.rank, a.username`,
    )
    .bind(merchant, m.starts_at, m.ends_at, m.game_type, size, accountId)
    .all<{ account_id: number; reached: number; rank: number; username: string }>();
  const mask = (name: string) => (name.length <= 3 ? `${name[0] ?? ''}**` : `${name.slice(0, 2)}***${name.slice(-1)}`);
  const mine = results.find((r) => r.account_id === accountId);
  return {
    list: results
      .filter((r) => r.rank <= size)
      .map((r) => ({ rank: r.rank, username: mask(r.username), reachedValueMinor: r.reached, me: r.account_id === accountId })),
    footer: { rank: mine?.rank ?? null, reachedValueMinor: mine?.reached ?? 0 },
  };
}
