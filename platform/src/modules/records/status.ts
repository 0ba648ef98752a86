/**
 * The status of a ledger movement, from the record its entry belongs to (journal_entries.reference:
 * "deposit:12", "withdrawal:3", "transfer:9", "bet:<round>"). One vocabulary for every kind:
 * - PENDING: a withdrawal on hold, a player transfer not yet credited, a round not settled;
 * - COMPLETED: a paid deposit or withdrawal, a credited transfer, a settled round, and every
 *   movement without a record of its own (bonus, rebate, points, adjustment, opening balance);
 * - REFUNDED: a withdrawal the operator rejected (its hold and its refund both say so);
 * - CANCELLED: a void round (and a deposit that was not paid, which never reaches the ledger).
 */
export const MOVEMENT_STATUSES = ['PENDING', 'COMPLETED', 'REFUNDED', 'CANCELLED'] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

/**
 * The same rule as SQL over an entry aliased `e` (each branch a primary-key or unique-index
 * lookup), so the status filter and the status shown can never disagree.
 */
export const STATUS_SQL = `CASE
  WHEN e.reference LIKE 'withdrawal:%' THEN COALESCE((SELECT CASE w.status WHEN 'HELD' THEN 'PENDING' WHEN 'PAID' THEN 'COMPLETED' ELSE 'REFUNDED' END
    FROM withdrawals w WHERE w.id = CAST(substr(e.reference, 12) AS INTEGER) AND w.merchant_code = e.merchant_code), 'COMPLETED')
  WHEN e.reference LIKE 'transfer:%' THEN COALESCE((SELECT CASE t.status WHEN 'DEBITED' THEN 'PENDING' ELSE 'COMPLETED' END
    FROM transfers t WHERE t.id = CAST(substr(e.reference, 10) AS INTEGER) AND t.merchant_code = e.merchant_code), 'COMPLETED')
  WHEN e.reference LIKE 'bet:%' THEN COALESCE((SELECT CASE b.status WHEN 'OPEN' THEN 'PENDING' WHEN 'VOID' THEN 'CANCELLED' ELSE 'COMPLETED' END
    FROM bets b WHERE b.merchant_code = e.merchant_code AND b.round_id = substr(e.reference, 5)), 'COMPLETED')
  WHEN e.reference LIKE 'deposit:%' THEN COALESCE((SELECT CASE d.status WHEN 'PAID' THEN 'COMPLETED' WHEN 'PENDING' THEN 'PENDING' ELSE 'CANCELLED' END
    FROM deposits d WHERE d.id = CAST(substr(e.reference, 9) AS INTEGER) AND d.merchant_code = e.merchant_code), 'COMPLETED')
  ELSE 'COMPLETED'
END`;
