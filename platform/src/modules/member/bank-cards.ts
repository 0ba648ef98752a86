/**
 * A member's bank cards (table bank_cards, migration 0010): where withdrawals are paid. The full
 * account number is kept (the operator pays to it); members and the gateway only ever see it
 * masked. Removing a card keeps the row (removed_at), so past withdrawals still name it.
 */
import { fieldError, PlatformError } from '../../http/envelope';
import type { CardSnapshot } from '../ledger/money-command';
import type { AccountRow } from '../accounts/accounts';
import type { AccountDeps } from '../accounts/deps';
import { payloadObject, requireText } from '../accounts/fields';
import { checkPaymentPassword } from './payment-password';
import { checkRealName, sameName } from './profile';
import { loadBankCardLimit, loadBanks } from './security-centre-settings';

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

export const cardLimitReached = (limit: number) => new PlatformError(400, 'bank_card.limit', `at most ${limit} bank cards`);
export const cardNameMismatch = () => new PlatformError(400, 'bank_card.name_mismatch', 'the account name must be the real name');

export interface BankCardsValue {
  list: (CardSnapshot & { createdAt: number })[];
  limit: number;
  banks: string[];
  /** The member's real name (what every account name must be), or null before one is set. */
  realName: string | null;
}

/** GET /wps/member/bank-cards. */
export async function bankCardsView(db: D1Database, merchant: string, account: AccountRow): Promise<BankCardsValue> {
  const [cards, limit, banks] = await Promise.all([cardsOf(db, merchant, account.id), loadBankCardLimit(db, merchant), loadBanks(db, merchant)]);
  return { list: cards.map((row) => ({ ...snapshotOf(row), createdAt: row.created_at })), limit, banks, realName: account.payee_name || null };
}

/**
 * POST /wps/member/bank-cards `{bankName, accountNumber, accountName, paymentPassword}`. In order:
 * the fields (bank from the brand's list, 6 to 30 digits, a real name), the brand's limit
 * (`bank_card.limit`), the name (`bank_card.name_mismatch` unless it is the member's real name;
 * a member without one sets it with the first card), the payment password. The insert itself
 * re-checks the limit and the number, so parallel adds cannot pass either.
 */
export async function addBankCard(d: AccountDeps, account: AccountRow, raw: unknown): Promise<BankCardsValue> {
  const payload = payloadObject(raw);
  const bankName = requireText(payload, 'bankName');
  const banks = await loadBanks(d.db, d.merchant);
  if (!banks.includes(bankName)) throw fieldError('bankName', `must be one of the brand's banks`);
  const accountNumber = requireText(payload, 'accountNumber').replace(/[\s-]/g, '');
  if (!/^[0-9]{6,30}$/.test(accountNumber)) throw fieldError('accountNumber', 'must match pattern BANK_ACCOUNT');
  const accountName = requireText(payload, 'accountName').replace(/\s+/g, ' ');
  checkRealName(accountName, 'accountName');
  const limit = await loadBankCardLimit(d.db, d.merchant);
  const held = (await cardsOf(d.db, d.merchant, account.id)).length;
  if (held >= limit) throw cardLimitReached(limit);
  if (account.payee_name && !sameName(account.payee_name, accountName)) throw cardNameMismatch();
  await checkPaymentPassword(d.env, d.merchant, account, payload.paymentPassword, d.now);
  let inserted: D1Result | undefined;
  try {
    [inserted] = await d.db.batch([
      d.db
        .prepare(
          `INSERT INTO bank_cards (merchant_code, account_id, bank_name, account_number, account_name, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6
            WHERE (SELECT COUNT(*) FROM bank_cards WHERE merchant_code = ?1 AND account_id = ?2 AND removed_at IS NULL) < ?7`,
        )
        .bind(d.merchant, account.id, bankName, accountNumber, accountName, d.now, limit),
      // The first card of a member without a real name sets it.
      d.db
        .prepare(
          `UPDATE accounts SET payee_name = ?2 WHERE id = ?1 AND payee_name IS NULL
              AND EXISTS (SELECT 1 FROM bank_cards WHERE merchant_code = ?3 AND account_id = ?1 AND account_number = ?4 AND removed_at IS NULL)`,
        )
        .bind(account.id, accountName, d.merchant, accountNumber),
    ]);
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw fieldError('accountNumber', 'already added');
    throw error;
  }
  if (inserted?.meta.changes !== 1) throw cardLimitReached(limit);
  const updated = (await d.db.prepare('SELECT * FROM accounts WHERE id = ?1').bind(account.id).first<AccountRow>()) ?? account;
  if (updated.payee_name && !sameName(updated.payee_name, accountName)) {
    // A parallel profile save set another real name first: this card does not match it.
    await d.db
      .prepare('DELETE FROM bank_cards WHERE merchant_code = ?1 AND account_id = ?2 AND account_number = ?3 AND removed_at IS NULL')
      .bind(d.merchant, account.id, accountNumber)
      .run();
    throw cardNameMismatch();
  }
  return bankCardsView(d.db, d.merchant, updated);
}

/** POST /wps/member/bank-cards/remove `{cardId, paymentPassword}`; the row stays for the records (removed_at). */
export async function removeBankCard(d: AccountDeps, account: AccountRow, raw: unknown): Promise<BankCardsValue> {
  const payload = payloadObject(raw);
  const cardId = Number(requireText(payload, 'cardId'));
  if (!Number.isSafeInteger(cardId) || cardId <= 0) throw fieldError('cardId', 'must be a card id');
  if (!(await cardOf(d.db, d.merchant, account.id, cardId))) throw new PlatformError(404, 'wallet.not_found', 'no such bank card');
  await checkPaymentPassword(d.env, d.merchant, account, payload.paymentPassword, d.now);
  await d.db
    .prepare('UPDATE bank_cards SET removed_at = ?4 WHERE id = ?1 AND merchant_code = ?2 AND account_id = ?3 AND removed_at IS NULL')
    .bind(cardId, d.merchant, account.id, d.now)
    .run();
  return bankCardsView(d.db, d.merchant, account);
}
