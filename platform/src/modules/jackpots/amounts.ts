/**
 * The pools a brand shows with their amounts (each its ledger account's balance). Free of the
 * Worker's env and routes: the wallet's object reads it to announce the amounts (announce.ts), and
 * the env's types name that object.
 */
import type { PoolWithAmount } from './pools';

/** The pools a brand shows (its switch on, none closed), with their amounts, oldest first. */
export async function shownPools(db: D1Database, merchant: string, code: string | null = null): Promise<PoolWithAmount[]> {
  const { results } = await db
    .prepare(
      `SELECT p.*, COALESCE(a.balance_minor, 0) AS amount_minor
         FROM jackpot_pools p
         JOIN brands b ON b.merchant_code = p.merchant_code AND b.jackpot_pools = 1
         LEFT JOIN ledger_accounts a ON a.merchant_code = p.merchant_code AND a.owner_id = 0 AND a.kind = 'JACKPOT' AND a.vendor_code = p.code
        WHERE p.merchant_code = ?1 AND p.state <> 'CLOSED' AND (?2 IS NULL OR p.code = ?2)
        ORDER BY p.id`,
    )
    .bind(merchant, code)
    .all<PoolWithAmount>();
  return results;
}
