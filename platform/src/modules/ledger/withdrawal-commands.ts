/**
 * Withdrawal commands: the member's request (the amount moves to the held account, within the
 * brand's limits and daily count) and the operator's decision (paid out, or refunded to the member).
 */
import { dateIn, dayStartMs, isTimeZone } from '../records/zone';
import { guardKyc } from '../kyc/gate';
import { done, fail, keyed, nextId, refused, validAmount, type CommandContext } from './command-context';
import { brandAccount, move, player, playerBalances, postingStatements } from './journal';
import type { MoneyCommand, MoneyResult } from './money-command';
import { endingStatements, nextMayStart, reviewGrants } from './bonus-commands';
import { minorToAmount } from '../../http/params';

/**
 * Withdrawals the member asked for since the start of today in the brand's time zone (a brand's
 * daily limit counts its own days, docs/decisions/015).
 */
export async function withdrawalsToday(db: D1Database, merchant: string, accountId: number, now: number): Promise<number> {
  const brand = await db.prepare('SELECT time_zone FROM brands WHERE merchant_code = ?1').bind(merchant).first<{ time_zone: string }>();
  const zone = brand && isTimeZone(brand.time_zone) ? brand.time_zone : 'UTC';
  const dayStart = dayStartMs(dateIn(now, zone), zone);
  const today = await db
    .prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE merchant_code = ?1 AND account_id = ?2 AND created_at >= ?3')
    .bind(merchant, accountId, dayStart)
    .first<{ n: number }>();
  return today?.n ?? 0;
}

export async function requestWithdrawal(
  ctx: CommandContext,
  c: Extract<MoneyCommand, { op: 'withdraw.request' }>,
): Promise<MoneyResult<{ withdrawalId: number }>> {
  const request = { merchant: c.merchant, accountId: c.accountId, key: c.key, operation: 'withdraw', body: { amount: c.amountMinor, card: c.card.cardId } };
  return keyed(ctx, request, async () => {
    if (!validAmount(c.amountMinor)) return fail('wallet.amount_invalid');
    const { settings } = ctx;
    if (c.amountMinor < settings.withdrawMinMinor) return fail('wallet.below_minimum');
    if (c.amountMinor > settings.withdrawMaxMinor) return fail('wallet.above_maximum');
    if ((await withdrawalsToday(ctx.db, c.merchant, c.accountId, ctx.now)) >= settings.withdrawDailyCount) return fail('wallet.daily_count_reached');
    // A brand that verifies before paying out holds the request until the account is verified (docs/decisions/057).
    const unverified = await guardKyc(ctx.db, c.merchant, c.accountId, 'WITHDRAW', ctx.now);
    if (unverified) return refused(unverified);
    // Bonus money is never withdrawn: only cash is. An active bonus whose turnover is not met is
    // forfeited with the withdrawal, when the member confirmed it knowing the amount (docs/decisions/067).
    const grants = await reviewGrants(ctx, c.accountId);
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    if ((balances.get('MAIN') ?? 0) < c.amountMinor) return fail('wallet.insufficient_balance');
    const grant = grants.active;
    const bonusMinor = balances.get('BONUS') ?? 0;
    // The member's consent names the bonus their page showed: another one active now is asked again.
    if (grant && c.forfeitGrantId !== grant.id) {
      return {
        ok: false,
        code: 'bonus.forfeit_required',
        message: 'a withdrawal now forfeits the active bonus',
        detail: { grantId: grant.id, bonus: minorToAmount(bonusMinor), turnoverLeft: minorToAmount(grant.turnoverRequiredMinor - grant.turnoverDoneMinor) },
      };
    }
    const startNext = grant ? await nextMayStart(ctx, c.accountId, grants) : false;
    const forfeit = grant
      ? endingStatements(ctx, grants, grant, { status: 'FORFEITED', doneMinor: grant.turnoverDoneMinor, movedMinor: bonusMinor }, startNext)
      : [];
    const id = await nextId(ctx.db, 'withdrawals');
    return done({
      statements: [
        ...forfeit,
        ctx.db
          .prepare('INSERT INTO withdrawals (id, merchant_code, account_id, amount_minor, status, card, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
          .bind(id, c.merchant, c.accountId, c.amountMinor, 'HELD', JSON.stringify(c.card), ctx.now),
        ...postingStatements(ctx.books, {
          kind: 'WITHDRAW_HOLD',
          key: `withdrawal:${id}:hold`,
          reference: `withdrawal:${id}`,
          lines: move(player(c.accountId), player(c.accountId, 'HELD'), c.amountMinor),
        }),
      ],
      answer: { withdrawalId: id },
    });
  });
}

interface WithdrawalRow {
  id: number;
  account_id: number;
  amount_minor: number;
  status: 'HELD' | 'PAID' | 'REFUNDED';
}

/** `decided`: this call decided it (a repeat of a decided withdrawal answers its status alone), with its amount, for the member's push. */
export async function decideWithdrawal(
  ctx: CommandContext,
  c: Extract<MoneyCommand, { op: 'withdraw.decide' }>,
): Promise<MoneyResult<{ status: string; decided?: { amountMinor: number } }>> {
  const row = await ctx.db
    .prepare('SELECT id, account_id, amount_minor, status FROM withdrawals WHERE id = ?1 AND merchant_code = ?2')
    .bind(c.withdrawalId, c.merchant)
    .first<WithdrawalRow>();
  if (!row || row.account_id !== c.accountId) return fail('wallet.not_found');
  if (row.status === c.outcome) return done({ status: row.status });
  if (row.status !== 'HELD') return fail('wallet.state_conflict', `withdrawal is ${row.status}`);
  const held = player(row.account_id, 'HELD');
  const paid = c.outcome === 'PAID';
  await ctx.db.batch([
    paid
      ? ctx.db
          .prepare("UPDATE withdrawals SET status = 'PAID', decided_at = ?2, receipt = 'AWAITING', receipt_deadline = ?3 WHERE id = ?1 AND status = 'HELD'")
          .bind(row.id, ctx.now, ctx.now + ctx.settings.receiptConfirmMinutes * 60_000)
      : ctx.db
          .prepare("UPDATE withdrawals SET status = 'REFUNDED', decided_at = ?2, reject_reason = ?3 WHERE id = ?1 AND status = 'HELD'")
          .bind(row.id, ctx.now, c.reason ?? null),
    ...postingStatements(ctx.books, {
      kind: paid ? 'WITHDRAW_PAID' : 'WITHDRAW_REFUND',
      key: `withdrawal:${row.id}:${paid ? 'paid' : 'refund'}`,
      reference: `withdrawal:${row.id}`,
      lines: move(held, paid ? brandAccount('CASH_OUT') : player(row.account_id), row.amount_minor),
    }),
  ]);
  return done({ status: c.outcome, decided: { amountMinor: row.amount_minor } });
}

// ---- transfers ------------------------------------------------------------------------------
