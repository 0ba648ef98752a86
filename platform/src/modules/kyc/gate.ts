/**
 * The gates where money (or play money) moves (docs/decisions/057-identity-verification.md): a
 * deposit past the brand's lifetime amount, a stake of real money, a withdrawal, and a free trial's
 * launch, each held until the account is verified (an age check for free play). Judged inside the
 * member's wallet lock for money (ledger commands), and at the launch for a trial's play money.
 */
import { PlatformError } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import { gateFor, type AccountStatus, type GatedAction, type Gates } from './rules';
import { loadKycSettings, verificationOf } from './store';

export interface KycRefusal {
  code: 'kyc.required';
  /** What would let the action go ahead: every needed document, or an identity document (age). */
  needed: 'VERIFIED' | 'AGE';
  status: AccountStatus;
  /** For a deposit: what the member may still deposit before verification (minor units). */
  remainingMinor: number | null;
}

function gateIsOn(gates: Gates, action: GatedAction): boolean {
  switch (action) {
    case 'REAL_PLAY':
      return gates.realPlay;
    case 'WITHDRAW':
      return gates.withdraw;
    case 'FREE_PLAY':
      return gates.freePlay;
    case 'DEPOSIT':
      return gates.depositLifetimeMinor !== null;
  }
}

/**
 * Deposits a member asked for that count toward the lifetime gate: paid, still pending (as a
 * deposit limit counts them), and held for the operator (paid by the provider, not yet credited).
 */
export async function lifetimeDepositsMinor(db: D1Database, merchant: string, accountId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(amount_minor), 0) AS total FROM deposits WHERE merchant_code = ?1 AND account_id = ?2 AND status IN ('PAID', 'PENDING', 'HELD')`,
    )
    .bind(merchant, accountId)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/**
 * Null when `action` may go ahead for the account (or a guest, `accountId` null, who has no
 * documents), else what it waits for. One read when the brand's gate for the action is off.
 */
export async function guardKyc(
  db: D1Database,
  merchant: string,
  accountId: number | null,
  action: GatedAction,
  now: number,
  amountMinor = 0,
): Promise<KycRefusal | null> {
  const settings = await loadKycSettings(db, merchant);
  if (!gateIsOn(settings.gates, action)) return null;
  if (accountId === null) return { code: 'kyc.required', needed: action === 'FREE_PLAY' ? 'AGE' : 'VERIFIED', status: 'NOT_STARTED', remainingMinor: null };
  const [verification, depositedMinor] = await Promise.all([
    verificationOf(db, settings, accountId, now),
    action === 'DEPOSIT' ? lifetimeDepositsMinor(db, merchant, accountId) : Promise.resolve(0),
  ]);
  const needed = gateFor(action, settings.gates, { status: verification.status, ageVerified: verification.ageVerified, depositedMinor, amountMinor });
  if (!needed) return null;
  const remainingMinor =
    action === 'DEPOSIT' && settings.gates.depositLifetimeMinor !== null ? Math.max(0, settings.gates.depositLifetimeMinor - depositedMinor) : null;
  return { code: 'kyc.required', needed, status: verification.status, remainingMinor };
}

/** The refusal's `value` on the wire (docs/platform-protocol.md "Identity verification"). */
export function kycRefusalValue(refusal: KycRefusal): Record<string, unknown> {
  return { needed: refusal.needed, status: refusal.status, remaining: refusal.remainingMinor === null ? null : minorToAmount(refusal.remainingMinor) };
}

/** `kyc.required` (403) outside the wallet: a launch. */
export function kycRequired(refusal: KycRefusal): PlatformError {
  return new PlatformError(
    403,
    'kyc.required',
    refusal.needed === 'AGE' ? 'an age check is needed first' : 'identity verification is needed first',
    kycRefusalValue(refusal),
  );
}
