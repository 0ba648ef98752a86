/**
 * A member's bank cards (table bank_cards, migration 0010): where withdrawals are paid. The full
 * account number is kept (the operator pays to it); members and the gateway only ever see it
 * masked. Removing a card keeps the row (removed_at), so past withdrawals still name it.
 */
import type { CardSnapshot } from '../ledger/commands';

export interface BankCardRow {
  id: number;
  merchant_code: string;
  account_id: number;
  bank_name: string;
  account_number: string;
  account_name: string;
  created_at: number;
  removed_at: number | null;
}

/** "****1234": the last four digits only (account numbers are at least 6 digits long). */
export function maskAccountNumber(number: string): string {
  return `****${number.slice(-4)}`;
}

export function snapshotOf(row: BankCardRow): CardSnapshot {
  return { cardId: row.id, bankName: row.bank_name, maskedNumber: maskAccountNumber(row.account_number), accountName: row.account_name };
}

/** The member's card `cardId` as withdrawals record it, or null when it is not theirs or was removed. */
export async function cardOf(db: D1Database, merchant: string, accountId: number, cardId: number): Promise<CardSnapshot | null> {
  if (!Number.isSafeInteger(cardId) || cardId <= 0) return null;
  const row = await db
    .prepare('SELECT * FROM bank_cards WHERE id = ?1 AND merchant_code = ?2 AND account_id = ?3 AND removed_at IS NULL')
    .bind(cardId, merchant, accountId)
    .first<BankCardRow>();
  return row ? snapshotOf(row) : null;
}

/** The member's cards, oldest first. */
export async function cardsOf(db: D1Database, merchant: string, accountId: number): Promise<BankCardRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM bank_cards WHERE merchant_code = ?1 AND account_id = ?2 AND removed_at IS NULL ORDER BY created_at, id')
    .bind(merchant, accountId)
    .all<BankCardRow>();
  return results;
}
