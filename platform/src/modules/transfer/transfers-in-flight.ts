/**
 * Completes player-to-player transfers left half-done (DEBITED: the sender paid into TRANSIT but
 * the receiver's half never ran, e.g. the Worker died between the two calls). Each completion runs
 * in the receiver's wallet lock and is keyed by the transfer, so running the sweep twice, or
 * beside a late original call, credits once.
 */
import type { WalletGate } from '../wallet/wallet-gate';

export async function completeTransfersInFlight(db: D1Database, gate: WalletGate, merchant: string, startedBefore: number): Promise<number> {
  const { results } = await db
    .prepare("SELECT id, to_account_id FROM transfers WHERE merchant_code = ?1 AND status = 'DEBITED' AND created_at <= ?2 ORDER BY id LIMIT 100")
    .bind(merchant, startedBefore)
    .all<{ id: number; to_account_id: number }>();
  let completed = 0;
  for (const row of results) {
    const result = await gate.execute({ op: 'player.receive', merchant, accountId: row.to_account_id, transferId: row.id });
    if (result.ok) completed++;
  }
  return completed;
}
