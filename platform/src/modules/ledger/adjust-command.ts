/**
 * The adjustment command: money the brand credits to a member or takes back outside deposits,
 * withdrawals, transfers and bets (opening balances, bonuses, rebates, points conversions).
 */
import { guardMovement } from '../responsible-gaming/store';
import { done, fail, refused, type CommandContext } from './command-context';
import { brandAccount, move, player, playerBalances, postingStatements } from './journal';
import type { MoneyCommand, MoneyResult } from './money-command';

/** Opening balances, bonuses, rebates, points conversions and operator adjustments, keyed by the caller. */
export async function adjust(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'adjust' }>): Promise<MoneyResult<{ posted: boolean }>> {
  if (!Number.isSafeInteger(c.amountMinor) || c.amountMinor === 0) return fail('wallet.amount_invalid');
  const posted = await ctx.db.prepare('SELECT 1 AS found FROM journal_entries WHERE merchant_code = ?1 AND entry_key = ?2').bind(c.merchant, c.key).first();
  if (posted) return done({ posted: false });
  if (c.incentive) {
    // No bonuses during an exclusion (no limits apply: nothing is staked or deposited).
    const refusal = await guardMovement(ctx.db, c.merchant, c.accountId, [], c.amountMinor, ctx.now);
    if (refusal) return refused(refusal);
  }
  if (c.amountMinor < 0) {
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    if ((balances.get('MAIN') ?? 0) < -c.amountMinor) return fail('wallet.insufficient_balance');
  }
  await ctx.db.batch(
    postingStatements(ctx.books, { kind: c.kind, key: c.key, reference: c.reference, lines: move(brandAccount(c.contra), player(c.accountId), c.amountMinor) }),
  );
  return done({ posted: true });
}
