/**
 * Settlement at the draw: every lottery bet whose draw time has passed is settled through the
 * ledger (`bet.settle`, paying the win once whatever repeats), then its detail row records the
 * digits and the winning picks. The cron trigger sweeps every minute (src/index.ts `scheduled`);
 * reads of a member's bets and the game page settle that member's due bets first, so nobody waits
 * for the cron. A crash between the ledger and the detail row is healed by the next sweep: the
 * ledger answers the same settlement again without moving money.
 */
import { waitUntil } from 'cloudflare:workers';
import type { Env } from '../../env';
import { notifyMembers } from '../push/send';
import { walletGate } from '../wallet/wallet-gate';
import { isPlayId, payoutMinor, winningPicks } from './plays';
import { drawDigits, lotterySecret } from './results';

interface DueRow {
  merchant_code: string;
  round_id: string;
  account_id: number;
  game_code: string;
  numero: string;
  play_id: string;
  content: string;
  unit_minor: number;
  multiple: number;
  chase_key: string;
  chase_pos: number;
  win_stop: number;
  stake_minor: number;
  /** The game's name as the bet record keeps it: what the member's push names the draw by. */
  game_name: string;
}

export interface SettleScope {
  merchant: string;
  accountId: number;
}

/** Settles up to `limit` due bets (all brands, or one member's). Returns how many were settled. */
export async function settleDueLotteryBets(env: Env, now: number, scope: SettleScope | null = null, limit = 200): Promise<number> {
  const db = env.DB;
  const { results } = await db
    .prepare(
      `SELECT lb.merchant_code, lb.round_id, lb.account_id, lb.game_code, lb.numero, lb.play_id, lb.content, lb.unit_minor, lb.multiple,
              lb.chase_key, lb.chase_pos, lb.win_stop, b.stake_minor, b.game_name
         FROM lottery_bets lb
         JOIN bets b ON b.merchant_code = lb.merchant_code AND b.round_id = lb.round_id
        WHERE lb.settled_at IS NULL AND lb.draw_at <= ?1 AND (?2 IS NULL OR (lb.merchant_code = ?2 AND lb.account_id = ?3))
        ORDER BY lb.draw_at, lb.chase_pos LIMIT ?4`,
    )
    .bind(now, scope?.merchant ?? null, scope?.accountId ?? null, limit)
    .all<DueRow>();
  if (results.length === 0) return 0;
  const secret = lotterySecret(env);
  const gate = walletGate(env);
  let settled = 0;
  // Each member's draws settled now, with what they won there: told by push once per draw (modules/push).
  const draws = new Map<string, { merchant: string; accountId: number; drawLabel: string; wonMinor: number }>();
  for (const row of results) {
    if (!isPlayId(row.play_id)) continue;
    let refund = false;
    if (row.win_stop === 1 && row.chase_pos > 0) {
      const earlier = await db
        .prepare(
          `SELECT COUNT(*) AS total, COUNT(settled_at) AS done, COALESCE(SUM(winning_picks > 0), 0) AS won
             FROM lottery_bets WHERE merchant_code = ?1 AND chase_key = ?2 AND chase_pos < ?3`,
        )
        .bind(row.merchant_code, row.chase_key, row.chase_pos)
        .first<{ total: number; done: number; won: number }>();
      // An earlier numero of the chase is not settled yet: this one waits for it.
      if (!earlier || earlier.done < earlier.total) continue;
      refund = earlier.won > 0;
    }
    const digits = drawDigits(secret, row.game_code, row.numero);
    const wins = refund ? null : winningPicks(row.play_id, row.content.split(','), digits);
    const payout = refund ? row.stake_minor : payoutMinor(row.play_id, row.unit_minor, row.multiple, wins ?? 0);
    const result = await gate.execute({
      op: 'bet.settle',
      merchant: row.merchant_code,
      accountId: row.account_id,
      roundId: row.round_id,
      payoutMinor: payout,
      validMinor: refund ? 0 : row.stake_minor,
    });
    if (!result.ok) {
      console.error('platform: lottery settlement refused', row.round_id, result.code);
      continue;
    }
    const updated = await db
      .prepare(
        'UPDATE lottery_bets SET result = ?3, winning_picks = ?4, payout_minor = ?5, settled_at = ?6 WHERE merchant_code = ?1 AND round_id = ?2 AND settled_at IS NULL',
      )
      .bind(row.merchant_code, row.round_id, digits.join(','), wins, payout, now)
      .run();
    settled++;
    if ((updated.meta.changes ?? 0) > 0 && !refund) {
      const key = `${row.merchant_code}:${row.account_id}:${row.game_code}:${row.numero}`;
      const draw = draws.get(key) ?? { merchant: row.merchant_code, accountId: row.account_id, drawLabel: `${row.game_name} ${row.numero}`, wonMinor: 0 };
      draw.wonMinor += payout;
      draws.set(key, draw);
    }
  }
  for (const draw of draws.values()) {
    waitUntil(
      notifyMembers(env, draw.merchant, [draw.accountId], { kind: 'DRAW_RESULTS', drawLabel: draw.drawLabel, wonMinor: draw.wonMinor }).catch(
        (error: unknown) => console.warn('draw push not sent', error),
      ),
    );
  }
  return settled;
}
