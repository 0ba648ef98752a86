/**
 * The brand's SMS quota (table brand_sms_quota, migration 0038; our extension): how many more SMS
 * its provider account has paid for. No row, or a NULL `remaining`: no quota. Each SMS code sent
 * takes one; at 0 every SMS code send is refused with `sms.quota_exceeded`, whether or not a code
 * would have gone out (a send to a number without an account answers the same as one with).
 */
import { PlatformError } from '../../http/envelope';

/** HTTP 429 `sms.quota_exceeded`: the brand's SMS quota is used up (our extension). */
export const smsQuotaExceeded = () => new PlatformError(429, 'sms.quota_exceeded', 'SMS quota not sufficient');

/**
 * Checks the brand may send one more SMS and, when `take`, takes it from the quota in the same
 * conditional UPDATE, so parallel sends can never go below 0.
 */
export async function useSmsQuota(db: D1Database, merchant: string, take: boolean): Promise<void> {
  if (take) {
    const taken = await db
      .prepare('UPDATE brand_sms_quota SET remaining = remaining - 1 WHERE merchant_code = ?1 AND remaining > 0 RETURNING remaining')
      .bind(merchant)
      .first();
    if (taken) return;
  }
  const row = await db.prepare('SELECT remaining FROM brand_sms_quota WHERE merchant_code = ?1').bind(merchant).first<{ remaining: number | null }>();
  if (row && row.remaining !== null && row.remaining <= 0) throw smsQuotaExceeded();
}

/** The brand's quota as the development route answers it: `remaining` null without one. */
export async function smsQuotaOf(db: D1Database, merchant: string): Promise<{ merchant: string; remaining: number | null }> {
  const row = await db.prepare('SELECT remaining FROM brand_sms_quota WHERE merchant_code = ?1').bind(merchant).first<{ remaining: number | null }>();
  return { merchant, remaining: row?.remaining ?? null };
}
