/**
 * The adjustment command: money the brand credits to a member or takes back outside deposits,
 * withdrawals, transfers and bets (opening balances, bonuses, rebates, points conversions).
 */
import { guardMovement } from '../responsible-gaming/store';
import { done, fail, refused, type CommandContext } from './command-context';
import { brandAccount, move, player, playerBalances, postingStatements } from './journal';
import { bonusKeyUsed, bonusPayment } from './bonus-commands';
import type { MoneyCommand, MoneyResult } from './money-command';

/** Opening balances, bonuses, rebates, points conversions and operator adjustments, keyed by the caller. */
export async function adjust(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'adjust' }>): Promise<MoneyResult<{ posted: boolean }>> {
  if (!Number.isSafeInteger(c.amountMinor) || c.amountMinor === 0) return fail('wallet.amount_invalid');
  // A bonus's key may name a grant still queued (no entry posted yet): either way it was paid.
  if (await bonusKeyUsed(ctx, c.key)) return done({ posted: false });
  if (c.incentive) {
    // No bonuses during an exclusion (no limits apply: nothing is staked or deposited).
    const refusal = await guardMovement(ctx.db, c.merchant, c.accountId, [], c.amountMinor, ctx.now);
    if (refusal) return refused(refusal);
  }
  if (c.amountMinor < 0) {
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    if ((balances.get('MAIN') ?? 0) < -c.amountMinor) return fail('wallet.insufficient_balance');
  }
  // A bonus from the brand's bonus budget with a turnover: a grant in the bonus wallet when the brand keeps one.
  const grant = c.kind === 'BONUS' && c.contra === 'BONUSES' && c.amountMinor > 0 && (c.turnoverMultiplier ?? 0) > 0;
  await ctx.db.batch(
    grant
      ? await bonusPayment(ctx, {
          accountId: c.accountId,
          key: c.key,
          reference: c.reference,
          amountMinor: c.amountMinor,
          turnoverMultiplier: c.turnoverMultiplier ?? 0,
        })
      : postingStatements(ctx.books, {
          kind: c.kind,
          key: c.key,
          reference: c.reference,
          lines: move(brandAccount(c.contra), player(c.accountId), c.amountMinor),
        }),
  );
  return done({ posted: true });
}
