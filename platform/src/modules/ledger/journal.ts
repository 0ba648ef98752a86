/**
 * The double-entry journal: an entry is a set of lines that sum to zero, posted in one D1 batch
 * with the cached balances of the accounts it touches. Player accounts (owner > 0) can never go
 * below zero: the CHECK on ledger_accounts fails the whole batch, so nothing half-posts.
 *
 * Posting is only safe for player accounts inside that player's wallet lock (modules/wallet/wallet-gate.ts):
 * callers read a balance, decide, then post, and the lock makes that read-decide-write atomic.
 */

export type AccountKind =
  'MAIN' | 'VENDOR' | 'HELD' | 'BONUS' | 'HOUSE' | 'CASH_IN' | 'CASH_OUT' | 'BONUSES' | 'PLAY_MONEY' | 'TRANSIT' | 'JACKPOT' | 'TOURNAMENT';
export type EntryKind =
  | 'OPENING'
  | 'DEPOSIT'
  | 'WITHDRAW_HOLD'
  | 'WITHDRAW_PAID'
  | 'WITHDRAW_REFUND'
  | 'WALLET_TRANSFER'
  | 'PLAYER_TRANSFER_OUT'
  | 'PLAYER_TRANSFER_IN'
  | 'BET'
  | 'WIN'
  | 'BONUS'
  | 'REBATE'
  | 'POINTS'
  | 'ADJUSTMENT'
  | 'JACKPOT_SEED'
  | 'JACKPOT_WIN'
  | 'BONUS_RELEASE'
  | 'BONUS_FORFEIT'
  | 'TOURNAMENT_BUYIN'
  | 'TOURNAMENT_PRIZE';

/** An account of the books: a player's (owner > 0) or the brand's (owner 0). */
export interface AccountRef {
  owner: number;
  kind: AccountKind;
  /** VENDOR wallets: the vendor's code; JACKPOT accounts: the pool's code; TOURNAMENT accounts: the run's code. */
  vendor?: string;
}

export interface Line {
  account: AccountRef;
  /** Signed minor units: positive adds to the account, negative takes from it. */
  amount: number;
}

export interface EntryDraft {
  kind: EntryKind;
  /** Unique per brand: posting the same key twice fails (the batch with it rolls back). */
  key: string;
  reference?: string;
  lines: Line[];
}

export interface Books {
  db: D1Database;
  merchant: string;
  currency: string;
  now: number;
}

/** A player's account: MAIN (cash), HELD (withdrawals waiting) or BONUS (the bonus wallet, docs/decisions/067). */
export const player = (owner: number, kind: 'MAIN' | 'HELD' | 'BONUS' = 'MAIN'): AccountRef => ({ owner, kind });
export const vendorWallet = (owner: number, vendor: string): AccountRef => ({ owner, kind: 'VENDOR', vendor });
export const brandAccount = (kind: 'HOUSE' | 'CASH_IN' | 'CASH_OUT' | 'BONUSES' | 'PLAY_MONEY' | 'TRANSIT'): AccountRef => ({ owner: 0, kind });

/** A movement of `amount` from one account to another, as a balanced pair of lines. */
export function move(from: AccountRef, to: AccountRef, amount: number): Line[] {
  return [
    { account: from, amount: -amount },
    { account: to, amount },
  ];
}

export class UnbalancedEntryError extends Error {}

/** Refuses an entry that could not be right: lines not summing to zero, non-integers, zeros, one account twice. */
export function checkEntry(entry: EntryDraft): void {
  if (entry.lines.length < 2) throw new UnbalancedEntryError(`${entry.key}: an entry needs two lines`);
  let sum = 0;
  const seen = new Set<string>();
  for (const line of entry.lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0)
      throw new UnbalancedEntryError(`${entry.key}: amount ${line.amount} is not a non-zero integer`);
    const id = accountId(line.account);
    if (seen.has(id)) throw new UnbalancedEntryError(`${entry.key}: account ${id} appears twice`);
    seen.add(id);
    sum += line.amount;
  }
  if (sum !== 0) throw new UnbalancedEntryError(`${entry.key}: lines sum to ${sum}`);
}

const accountId = (a: AccountRef) => `${a.owner}:${a.kind}:${a.vendor ?? ''}`;

/** The statements that post an entry: create missing accounts, add the lines, move the cached balances. */
export function postingStatements(books: Books, entry: EntryDraft): D1PreparedStatement[] {
  checkEntry(entry);
  const { db, merchant, currency, now } = books;
  const statements: D1PreparedStatement[] = [
    db
      .prepare('INSERT INTO journal_entries (merchant_code, kind, reference, entry_key, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(merchant, entry.kind, entry.reference ?? null, entry.key, now),
  ];
  for (const line of entry.lines) {
    const { owner, kind } = line.account;
    const vendor = line.account.vendor ?? '';
    statements.push(
      // Two steps, not an upsert: SQLite checks a CHECK on the row it would insert before it sees
      // the conflict, so a debit of an existing account would fail as "below zero".
      db
        .prepare('INSERT OR IGNORE INTO ledger_accounts (merchant_code, owner_id, kind, vendor_code, currency, balance_minor) VALUES (?1, ?2, ?3, ?4, ?5, 0)')
        .bind(merchant, owner, kind, vendor, currency),
      db
        .prepare('UPDATE ledger_accounts SET balance_minor = balance_minor + ?5 WHERE merchant_code = ?1 AND owner_id = ?2 AND kind = ?3 AND vendor_code = ?4')
        .bind(merchant, owner, kind, vendor, line.amount),
      db
        .prepare(
          `INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at)
           SELECT e.id, a.id, a.owner_id, a.merchant_code, e.kind, ?6, a.balance_minor, e.created_at
             FROM journal_entries e, ledger_accounts a
            WHERE e.merchant_code = ?1 AND e.entry_key = ?5 AND a.merchant_code = ?1 AND a.owner_id = ?2 AND a.kind = ?3 AND a.vendor_code = ?4`,
        )
        .bind(merchant, owner, kind, vendor, entry.key, line.amount),
    );
  }
  return statements;
}

/** A player's account balances (minor units) by account; absent accounts are 0. */
export async function playerBalances(db: D1Database, merchant: string, owner: number): Promise<Map<string, number>> {
  const { results } = await db
    .prepare('SELECT kind, vendor_code, balance_minor FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = ?2')
    .bind(merchant, owner)
    .all<{ kind: AccountKind; vendor_code: string; balance_minor: number }>();
  return new Map(results.map((r) => [r.kind === 'VENDOR' ? `VENDOR:${r.vendor_code}` : r.kind, r.balance_minor]));
}

export async function balanceOf(db: D1Database, merchant: string, account: AccountRef): Promise<number> {
  const row = await db
    .prepare('SELECT balance_minor FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = ?2 AND kind = ?3 AND vendor_code = ?4')
    .bind(merchant, account.owner, account.kind, account.vendor ?? '')
    .first<{ balance_minor: number }>();
  return row?.balance_minor ?? 0;
}

/** Whether an entry with this key has been posted (a money step already done). */
export async function entryPosted(db: D1Database, merchant: string, key: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM journal_entries WHERE merchant_code = ?1 AND entry_key = ?2').bind(merchant, key).first();
  return row !== null;
}
