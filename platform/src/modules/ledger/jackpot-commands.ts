/**
 * `jackpot.pay`: a jackpot pool's cycle that one of the member's rounds claimed (jackpots/stake.ts),
 * paid in the member's wallet lock: the amount claimed from the pool to the wallet the round was
 * staked from, the pool seeded again from the house, the next cycle's drop point drawn, the win
 * recorded and the member told in the inbox, all in one batch (docs/decisions/064-jackpot-pools.md).
 *
 * Keyed by the pool and its cycle ("jackpot:<pool>:<cycle>"), and guarded by the pool's state: the
 * payer right after the round and the minute's sweep (a crash between the claim and the payment)
 * run one after the other in the same lock, and the second finds the cycle paid.
 */
import { messageStatement } from '../inbox/messages';
import { dropPoint, poolName, secureRandom, type PoolRow } from '../jackpots/pools';
import { poolAccount } from '../jackpots/stake';
import { jackpotWonNotice } from '../jackpots/words';
import { textLanguage } from '../../http/language';
import { done, fail, playWallet, type CommandContext } from './command-context';
import { brandAccount, move, postingStatements } from './journal';
import type { MoneyCommand, MoneyResult } from './money-command';

export interface JackpotPaid {
  poolId: number;
  code: string;
  amountMinor: number;
}

export async function payJackpot(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'jackpot.pay' }>): Promise<MoneyResult<JackpotPaid | null>> {
  const pool = await ctx.db.prepare('SELECT * FROM jackpot_pools WHERE id = ?1 AND merchant_code = ?2').bind(c.poolId, c.merchant).first<PoolRow>();
  if (!pool) return fail('wallet.not_found');
  // Paid already (a repeat, or the sweep after the payer): nothing to do.
  if (pool.state !== 'HIT') return done(null);
  if (pool.hit_account !== c.accountId || pool.hit_round === null || pool.hit_amount_minor === null)
    return fail('wallet.state_conflict', 'the pool was claimed by another member');
  const [bet, brand] = await Promise.all([
    ctx.db
      .prepare('SELECT vendor_code, game_name FROM bets WHERE merchant_code = ?1 AND round_id = ?2')
      .bind(c.merchant, pool.hit_round)
      .first<{ vendor_code: string; game_name: string }>(),
    ctx.db
      .prepare(
        `SELECT b.default_language, COALESCE(l.currency_symbol, '') AS symbol
           FROM brands b LEFT JOIN brand_languages l ON l.merchant_code = b.merchant_code AND l.code = b.default_language
          WHERE b.merchant_code = ?1`,
      )
      .bind(c.merchant)
      .first<{ default_language: string; symbol: string }>(),
  ]);
  const amount = pool.hit_amount_minor;
  const wallet = playWallet(ctx, c.accountId, bet?.vendor_code ?? '');
  const next = pool.trigger === 'MUST_DROP' && pool.must_drop_minor !== null ? dropPoint(pool.seed_minor, pool.must_drop_minor, secureRandom()) : null;
  const language = textLanguage(brand?.default_language ?? 'EN');
  const notice = jackpotWonNotice(language, poolName(pool, language, brand?.default_language ?? 'EN'), amount, brand?.symbol ?? '');
  await ctx.db.batch([
    ctx.db
      .prepare(
        `INSERT INTO jackpot_wins (merchant_code, pool_id, cycle, account_id, round_id, game_name, amount_minor, won_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(c.merchant, pool.id, pool.cycle, c.accountId, pool.hit_round, bet?.game_name ?? '', amount, ctx.now),
    ...postingStatements(ctx.books, {
      kind: 'JACKPOT_WIN',
      key: `jackpot:${pool.id}:${pool.cycle}`,
      reference: `bet:${pool.hit_round}`,
      lines: move(poolAccount(pool.code), wallet, amount),
    }),
    ...postingStatements(ctx.books, {
      kind: 'JACKPOT_SEED',
      key: `jackpot-seed:${pool.id}:${pool.cycle + 1}`,
      reference: `jackpot:${pool.code}`,
      lines: move(brandAccount('HOUSE'), poolAccount(pool.code), pool.seed_minor),
    }),
    ctx.db
      .prepare(
        `UPDATE jackpot_pools SET state = 'OPEN', cycle = cycle + 1, drop_minor = ?3, hit_round = NULL, hit_account = NULL,
           hit_amount_minor = NULL, hit_at = NULL, announced_at = ?4
          WHERE id = ?1 AND state = 'HIT' AND cycle = ?2`,
      )
      .bind(pool.id, pool.cycle, next, ctx.now),
    messageStatement(ctx.db, { merchant: c.merchant, accountId: c.accountId, title: notice.title, content: notice.content, now: ctx.now }),
  ]);
  return done({ poolId: pool.id, code: pool.code, amountMinor: amount });
}
