/**
 * The gate where money would go into play (docs/decisions/060-terms-with-versions.md): a real-money
 * launch, a lottery slip and a deposit order wait while the member has a version in force to
 * accept. Asked by those routes before the ledger is called; withdrawals, the account's closure and
 * reading stay open, so a member who declines may take their money and leave.
 */
import { PlatformError } from '../../http/envelope';
import type { VersionRef } from './rules';
import { pendingOf } from './store';

export const acceptanceNeeded = (pending: readonly VersionRef[]) =>
  new PlatformError(403, 'legal.acceptance_needed', 'the current terms must be accepted first', {
    pending: pending.map(({ kind, version }) => ({ kind, version })),
  });

/** Throws `legal.acceptance_needed` (403) while the account has something to accept. */
export async function requireNothingPending(db: D1Database, merchant: string, accountId: number, now: number): Promise<void> {
  const pending = await pendingOf(db, merchant, accountId, now);
  if (pending.length > 0) throw acceptanceNeeded(pending);
}
