/**
 * Deposit commands: an order opened under the member's deposit limits, and its settlement (the
 * provider's callback, the member's cancel or the operator's decision) credited once.
 */
import { guardMovement } from '../responsible-gaming/store';
import { done, fail, refused, validAmount, type CommandContext } from './command-context';
import { brandAccount, move, player, postingStatements } from './journal';
import type { MoneyCommand, MoneyResult } from './money-command';

interface DepositRow {
  id: number;
  account_id: number;
  amount_minor: number;
  status: 'PENDING' | 'PAID' | 'CANCELLED' | 'REJECTED';
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

/**
 * The provider's callback (PAID or CANCELLED), the member's cancel, or the operator's decision.
 * A payment is credited once, whatever repeats. A late "paid" for a deposit the member cancelled
 * is still credited (the provider did take the money); a rejected deposit stays rejected.
 */
export async function settleDeposit(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'deposit.settle' }>): Promise<MoneyResult<{ status: string }>> {
  const row = await ctx.db
    .prepare('SELECT id, account_id, amount_minor, status FROM deposits WHERE id = ?1 AND merchant_code = ?2')
    .bind(c.depositId, c.merchant)
    .first<DepositRow>();
  if (!row || row.account_id !== c.accountId) return fail('wallet.not_found');
  if (row.status === c.outcome) return done({ status: row.status });
  const allowed = c.outcome === 'PAID' ? row.status === 'PENDING' || row.status === 'CANCELLED' : row.status === 'PENDING';
  if (!allowed) return fail('wallet.state_conflict', `deposit is ${row.status}`);
  const statements = [
    ctx.db.prepare('UPDATE deposits SET status = ?2, settled_at = ?3 WHERE id = ?1 AND status = ?4').bind(row.id, c.outcome, ctx.now, row.status),
  ];
  if (c.outcome === 'PAID') {
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
  return done({ status: c.outcome });
}
