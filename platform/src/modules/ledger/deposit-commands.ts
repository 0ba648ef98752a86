/**
 * Deposit commands: an order opened under the member's deposit limits, and its settlement (the
 * provider's callback, the member's cancel or the operator's decision) credited once; a payment for
 * an order already cancelled is judged by the limits again, and held for the operator past them.
 */
import { guardMovement, refusalValue } from '../responsible-gaming/store';
import { guardKyc, kycRefusalValue } from '../kyc/gate';
import { done, fail, refused, validAmount, type CommandContext } from './command-context';
import { brandAccount, move, player, postingStatements } from './journal';
import type { MoneyCommand, MoneyResult } from './money-command';

interface DepositRow {
  id: number;
  account_id: number;
  amount_minor: number;
  status: 'PENDING' | 'PAID' | 'CANCELLED' | 'REJECTED' | 'HELD';
  created_at: number;
}

/**
 * A deposit order: refused during an exclusion or past a deposit limit, else the PENDING row and
 * its stored answer in one batch. A concurrent repeat of the key (another object cannot hold this
 * wallet, but a retry after a lost answer can arrive) fails the batch on money_requests' key; the
 * caller then answers the deposit the first one made.
 */
export async function openDeposit(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'deposit.open' }>): Promise<MoneyResult<{ opened: boolean }>> {
  if (!validAmount(c.amountMinor)) return fail('wallet.amount_invalid');
  // A repeat of an order already opened (a double click both past the caller's replay check) is
  // answered by the caller from the stored answer; it is never judged again against the limit it counts in.
  const repeated = await ctx.db
    .prepare('SELECT 1 AS found FROM money_requests WHERE merchant_code = ?1 AND account_id = ?2 AND idem_key = ?3')
    .bind(c.merchant, c.accountId, c.request.key)
    .first();
  if (repeated) return done({ opened: false });
  const refusal = await guardMovement(ctx.db, c.merchant, c.accountId, ['DEPOSIT'], c.amountMinor, ctx.now);
  if (refusal) return refused(refusal);
  // Past the brand's lifetime amount, a deposit waits for a verified account (docs/decisions/057).
  const unverified = await guardKyc(ctx.db, c.merchant, c.accountId, 'DEPOSIT', ctx.now, c.amountMinor);
  if (unverified) return refused(unverified);
  try {
    await ctx.db.batch([
      ctx.db
        .prepare(
          `INSERT INTO deposits (merchant_code, account_id, method_code, bank_type, amount_minor, status, details, provider_ref, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, 'PENDING', ?6, ?7, ?8)`,
        )
        .bind(c.merchant, c.accountId, c.methodCode, c.bankType, c.amountMinor, c.details, c.providerRef, ctx.now),
      // The answer {depositId} is taken inside the batch from the row just inserted (its id is only known there).
      ctx.db
        .prepare(
          `INSERT INTO money_requests (merchant_code, account_id, idem_key, operation, request_hash, response, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, json_object('depositId', id), ?6 FROM deposits WHERE merchant_code = ?1 AND provider_ref = ?7`,
        )
        .bind(c.merchant, c.accountId, c.request.key, c.request.operation, c.request.hash, ctx.now, c.providerRef),
    ]);
    return done({ opened: true });
  } catch (error) {
    // The same order again (its key, or its provider reference after an answer was lost): opened already.
    if (/UNIQUE constraint failed: (money_requests|deposits\.provider_ref)/.test(String(error))) return done({ opened: false });
    throw error;
  }
}

/** What each outcome does to a deposit in each state; an outcome missing from a state is a conflict. */
type Step = 'CREDIT' | 'JUDGE' | 'HOLD_STAYS' | 'CANCEL' | 'REJECT' | 'SAME';
const STEPS: Record<DepositRow['status'], Partial<Record<Extract<MoneyCommand, { op: 'deposit.settle' }>['outcome'], Step>>> = {
  PENDING: { PAID: 'CREDIT', CANCELLED: 'CANCEL', REJECTED: 'REJECT' },
  PAID: { PAID: 'SAME', RELEASE: 'SAME' },
  // A payment for an order already cancelled: judged like a new order (the limits and the exclusion).
  CANCELLED: { PAID: 'JUDGE', CANCELLED: 'SAME' },
  REJECTED: { REJECTED: 'SAME' },
  // Held for the operator: a payment delivered again stays held; only RELEASE credits it, REJECTED refunds it.
  HELD: { PAID: 'HOLD_STAYS', RELEASE: 'CREDIT', REJECTED: 'REJECT' },
};

/**
 * The provider's callback (PAID or CANCELLED), the member's cancel, or the operator's decision, in
 * the member's wallet lock. A payment is credited once, whatever repeats. A pending order was judged
 * by the deposit limits when it was opened, so its payment is credited. A cancelled order no longer
 * counts against the limits, so a payment for it arriving later (a provider's page left open, a late
 * callback, the operator paying a cancelled manual transfer) is judged here as the order would be,
 * in the period of its order: credited when it fits (it then counts as a paid deposit), else HELD
 * with the reason, never credited until the operator RELEASEs it (or refunds it: REJECTED, nothing
 * credited). A rejected deposit stays rejected.
 */
export async function settleDeposit(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'deposit.settle' }>): Promise<MoneyResult<{ status: string }>> {
  const row = await ctx.db
    .prepare('SELECT id, account_id, amount_minor, status, created_at FROM deposits WHERE id = ?1 AND merchant_code = ?2')
    .bind(c.depositId, c.merchant)
    .first<DepositRow>();
  if (!row || row.account_id !== c.accountId) return fail('wallet.not_found');
  const step = STEPS[row.status][c.outcome];
  if (!step) return fail('wallet.state_conflict', `deposit is ${row.status}`);
  if (step === 'SAME' || step === 'HOLD_STAYS') return done({ status: row.status });
  if (step === 'JUDGE') {
    // The limits and the exclusion (in the period of its order), and the lifetime gate of an
    // unverified account (docs/decisions/057): a cancelled order no longer counted toward it.
    const refusal =
      (await guardMovement(ctx.db, c.merchant, c.accountId, ['DEPOSIT'], row.amount_minor, ctx.now, row.created_at)) ??
      (await guardKyc(ctx.db, c.merchant, c.accountId, 'DEPOSIT', ctx.now, row.amount_minor));
    if (refusal) {
      // The figures a refused order would have been answered with (a limit's remaining and reset, an exclusion's end).
      await ctx.db.batch([
        ctx.db
          .prepare("UPDATE deposits SET status = 'HELD', hold_reason = ?2, hold_detail = ?3, held_at = ?4 WHERE id = ?1 AND status = 'CANCELLED'")
          .bind(row.id, refusal.code, JSON.stringify(refusal.code === 'kyc.required' ? kycRefusalValue(refusal) : refusalValue(refusal)), ctx.now),
      ]);
      return done({ status: 'HELD' });
    }
  }
  const status = step === 'CANCEL' ? 'CANCELLED' : step === 'REJECT' ? 'REJECTED' : 'PAID';
  const statements = [
    ctx.db.prepare('UPDATE deposits SET status = ?2, settled_at = ?3 WHERE id = ?1 AND status = ?4').bind(row.id, status, ctx.now, row.status),
  ];
  if (status === 'PAID') {
    statements.push(
      ...postingStatements(ctx.books, {
        kind: 'DEPOSIT',
        key: `deposit:${row.id}`,
        reference: `deposit:${row.id}`,
        lines: move(brandAccount('CASH_IN'), player(row.account_id), row.amount_minor),
      }),
    );
  }
  await ctx.db.batch(statements);
  return done({ status });
}
