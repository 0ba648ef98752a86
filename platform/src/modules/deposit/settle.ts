/**
 * A deposit's outcome, whoever decides it (the provider's callback, the member's cancel, the
 * operator): the ledger's `deposit.settle` command moves the money inside the member's wallet lock
 * (credited once; a late "paid" after a cancel is judged by the deposit limits like a new order,
 * credited when it fits and else HELD for the operator, who RELEASEs or refunds it; a rejection is
 * final), then the rules of a paid deposit apply (rules below). Every step is keyed by the deposit,
 * so running the whole thing again, after a crash between steps or for a callback delivered twice,
 * finishes what was left and repeats nothing.
 */
import { exclusionInForce } from '../responsible-gaming/store';
import type { Env } from '../../env';
import { now as clock } from '../../http/clock';
import type { MoneyResult } from '../ledger/money-command';
import { walletGate } from '../wallet/wallet-gate';
import { qualifyReferral } from '../rewards/referral';
import { depositById, type DepositRow } from './records';
import { depositPoints, firstDepositBonus, loadDepositRules } from './settings';

export type DepositOutcome = 'PAID' | 'CANCELLED' | 'REJECTED' | 'RELEASE';

export async function settleDeposit(
  env: Env,
  deposit: Pick<DepositRow, 'id' | 'merchant_code' | 'account_id'>,
  outcome: DepositOutcome,
): Promise<MoneyResult<{ status: string }>> {
  const result = (await walletGate(env).execute({
    op: 'deposit.settle',
    merchant: deposit.merchant_code,
    accountId: deposit.account_id,
    depositId: deposit.id,
    outcome,
  })) as MoneyResult<{ status: string }>;
  if (result.ok && result.value.status === 'PAID') await applyPaidDepositRules(env, deposit.merchant_code, deposit.id);
  return result;
}

/**
 * The rules of a paid deposit:
 * - first deposit: the member's earliest paid deposit (by settle time, then id) is marked
 *   `first_deposit` (one per member: a unique index) and earns the brand's first-deposit bonus,
 *   paid through the wallet gate's `adjust` (kind BONUS, key "deposit:<id>:first-bonus", so once);
 * - points: the ratio table's points for the amount, one movement keyed "deposit:<id>";
 * - referral: a first deposit of at least the brand's minimum by a member who registered with
 *   another member's code pays the referrer's reward once (rewards/referral.ts; a failure there is
 *   logged, not thrown: the referrer's next read of the referral details pays it).
 */
export async function applyPaidDepositRules(env: Env, merchant: string, depositId: number): Promise<void> {
  const db = env.DB;
  const deposit = await depositById(db, merchant, depositId);
  if (!deposit || deposit.status !== 'PAID') return;
  const rules = await loadDepositRules(db, merchant);
  let first = deposit.first_deposit === 1;
  if (!first) first = await claimFirstDeposit(db, deposit);
  if (first && rules) {
    const bonus = firstDepositBonus(rules, deposit.amount_minor);
    if (bonus > 0) {
      const paid = await walletGate(env).execute({
        op: 'adjust',
        merchant,
        accountId: deposit.account_id,
        key: `deposit:${deposit.id}:first-bonus`,
        amountMinor: bonus,
        kind: 'BONUS',
        contra: 'BONUSES',
        reference: `deposit:${deposit.id}`,
        incentive: true,
        turnoverMultiplier: rules.firstBonusTurnoverMultiplier,
      });
      // A deposit paid during a time-out or self-exclusion earns no bonus (ADR 039); the money itself is credited.
      if (!paid.ok && paid.code !== 'rg.excluded') throw new Error(`first-deposit bonus of deposit ${deposit.id}: ${paid.code}`);
    }
  }
  if (first) {
    await qualifyReferral(env, merchant, deposit).catch((error: unknown) => console.error(`referral reward of deposit ${deposit.id}`, error));
  }
  // Loyalty points are an incentive too: none for a deposit paid during a time-out or self-exclusion (ADR 039).
  const excluded = (await exclusionInForce(db, deposit.account_id, clock(env))) !== null;
  const points = excluded ? 0 : await depositPoints(db, merchant, deposit.amount_minor);
  if (points > 0) {
    await db
      .prepare(
        `INSERT INTO points_movements (merchant_code, account_id, kind, points, reference, entry_key, created_at)
         VALUES (?1, ?2, 'DEPOSIT', ?3, ?4, ?4, ?5) ON CONFLICT (merchant_code, entry_key) DO NOTHING`,
      )
      .bind(merchant, deposit.account_id, points, `deposit:${deposit.id}`, clock(env))
      .run();
  }
}

/** Marks the deposit as the member's first when no paid deposit of theirs came before it; one statement, so atomic. */
async function claimFirstDeposit(db: D1Database, deposit: DepositRow): Promise<boolean> {
  try {
    const result = await db
      .prepare(
        `UPDATE deposits SET first_deposit = 1
          WHERE id = ?1 AND status = 'PAID' AND first_deposit = 0
            AND NOT EXISTS (
              SELECT 1 FROM deposits e
               WHERE e.merchant_code = ?2 AND e.account_id = ?3 AND e.id <> ?1
                 AND (e.first_deposit = 1 OR (e.status = 'PAID' AND (e.settled_at < ?4 OR (e.settled_at = ?4 AND e.id < ?1)))))
         RETURNING id`,
      )
      .bind(deposit.id, deposit.merchant_code, deposit.account_id, deposit.settled_at ?? 0)
      .first();
    // The returned row, not D1's `changes`, which also counts the rows the report roll-up triggers write.
    return result !== null;
  } catch (error) {
    // Another deposit of the member took the mark at the same moment.
    if (String(error).includes('UNIQUE constraint failed')) return false;
    throw error;
  }
}
