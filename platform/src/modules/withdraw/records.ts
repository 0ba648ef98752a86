/**
 * A member's withdrawals as the protocol shows them (docs/platform-protocol.md, "Withdrawals and
 * receipt confirmation"), and the receipt state computed the same way on every read: a paid
 * withdrawal still AWAITING its confirmation at or after its deadline is AUTO_RECEIVED, whether
 * or not the sweep (receipt.ts) has written that yet.
 */
import type { CardSnapshot } from '../ledger/money-command';
import { minorToAmount } from '../../http/params';

export type WithdrawalStatus = 'HELD' | 'PAID' | 'REFUNDED';
export type ReceiptState = 'AWAITING' | 'RECEIVED' | 'NOT_RECEIVED' | 'AUTO_RECEIVED';

export interface WithdrawalRow {
  id: number;
  merchant_code: string;
  account_id: number;
  amount_minor: number;
  status: WithdrawalStatus;
  card: string;
  receipt: ReceiptState | null;
  receipt_deadline: number | null;
  proof_key: string | null;
  reject_reason: string | null;
  created_at: number;
  decided_at: number | null;
  confirmed_at: number | null;
}

/** The receipt state at `now`: AWAITING turns into AUTO_RECEIVED once the deadline is reached. */
export function receiptAt(row: Pick<WithdrawalRow, 'receipt' | 'receipt_deadline'>, now: number): ReceiptState | null {
  if (row.receipt === 'AWAITING' && row.receipt_deadline !== null && now >= row.receipt_deadline) return 'AUTO_RECEIVED';
  return row.receipt;
}

function cardOfRow(raw: string): CardSnapshot | null {
  try {
    const card = JSON.parse(raw) as Partial<CardSnapshot>;
    if (typeof card.cardId !== 'number') return null;
    return { cardId: card.cardId, bankName: card.bankName ?? '', maskedNumber: card.maskedNumber ?? '', accountName: card.accountName ?? '' };
  } catch {
    return null;
  }
}

/** One withdrawal on the wire (amounts as decimal numbers, times as epoch ms). */
export function withdrawalView(row: WithdrawalRow, now: number) {
  const receipt = receiptAt(row, now);
  return {
    id: row.id,
    amount: minorToAmount(row.amount_minor),
    status: row.status,
    rejectReason: row.status === 'REFUNDED' ? row.reject_reason : null,
    card: cardOfRow(row.card),
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    receipt,
    receiptDeadline: row.receipt_deadline,
    // An automatic receipt happened at the deadline, whether or not the sweep has written it yet.
    confirmedAt: receipt === 'AUTO_RECEIVED' && row.receipt === 'AWAITING' ? row.receipt_deadline : row.confirmed_at,
    hasProof: row.proof_key !== null,
  };
}

export type WithdrawalView = ReturnType<typeof withdrawalView>;

export async function withdrawalById(db: D1Database, merchant: string, id: number): Promise<WithdrawalRow | null> {
  return db.prepare('SELECT * FROM withdrawals WHERE id = ?1 AND merchant_code = ?2').bind(id, merchant).first<WithdrawalRow>();
}

/** A page of the member's withdrawals, newest first, and how many there are in all. */
export async function withdrawalsOf(db: D1Database, merchant: string, accountId: number, page: number, size: number) {
  const [rows, count] = await db.batch([
    db
      .prepare('SELECT * FROM withdrawals WHERE merchant_code = ?1 AND account_id = ?2 ORDER BY created_at DESC, id DESC LIMIT ?3 OFFSET ?4')
      .bind(merchant, accountId, size, (page - 1) * size),
    db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE merchant_code = ?1 AND account_id = ?2').bind(merchant, accountId),
  ]);
  return { rows: (rows?.results ?? []) as WithdrawalRow[], total: ((count?.results?.[0] as { n: number } | undefined)?.n ?? 0) as number };
}

/** Paid withdrawals of the member still waiting for a confirmation at `now`, the nearest deadline first. */
export async function awaitingReceiptOf(db: D1Database, merchant: string, accountId: number, now: number): Promise<WithdrawalRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM withdrawals WHERE merchant_code = ?1 AND account_id = ?2 AND receipt = 'AWAITING' AND receipt_deadline > ?3
        ORDER BY receipt_deadline, id LIMIT 100`,
    )
    .bind(merchant, accountId, now)
    .all<WithdrawalRow>();
  return results;
}
