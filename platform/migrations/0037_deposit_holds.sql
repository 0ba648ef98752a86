-- Deposits held for the operator (docs/decisions/039-responsible-gaming-in-the-ledger.md): a payment
-- that arrives for an order already cancelled is judged like a new order, in the member's wallet
-- lock; when it would pass a deposit limit (or the member is excluded) it is HELD instead of
-- credited, with the reason, until the operator releases it (PAID, credited) or refunds it
-- (REJECTED, nothing credited; the hold stays on the row). See platform/src/modules/deposit/README.md.
--
-- SQLite cannot change a CHECK, so the table is rebuilt under its own name: rows, indexes and the
-- report triggers of 0023 as they were, the status list one longer, three columns more. The rows are
-- copied aside, the table dropped and made again, and the rows put back before the triggers exist
-- (so the report roll-ups do not count them twice). referral_rewards refers to deposits by id: the
-- drop leaves its rows without their deposits, a deferred violation that putting the same ids back
-- settles before the migration commits. Ids carry on from the highest copied (deposits are never
-- deleted, so no id a journal key names comes back).
PRAGMA defer_foreign_keys = true;

CREATE TABLE deposits_before_holds AS SELECT * FROM deposits;
DROP TABLE deposits;

CREATE TABLE deposits (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  method_code   TEXT NOT NULL,
  bank_type     TEXT NOT NULL,
  amount_minor  INTEGER NOT NULL CHECK (amount_minor > 0),
  status        TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'CANCELLED', 'REJECTED', 'HELD')),
  -- Payee name (manual transfer), wallet address (crypto): what the member was shown or typed.
  details       TEXT NOT NULL DEFAULT '{}',
  -- A random token naming the deposit on the provider page and in its callback.
  provider_ref  TEXT NOT NULL UNIQUE,
  first_deposit INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  settled_at    INTEGER,
  -- Why a late payment was held: the refusal's code ('rg.limit_reached', 'rg.excluded'), its figures
  -- as JSON (what a refused order is answered with: a limit's kind, period, remaining and reset, an
  -- exclusion's end), and when. Kept when the operator decides it.
  hold_reason   TEXT,
  hold_detail   TEXT,
  held_at       INTEGER
);
INSERT INTO deposits (id, merchant_code, account_id, method_code, bank_type, amount_minor, status, details, provider_ref, first_deposit, created_at, settled_at)
  SELECT id, merchant_code, account_id, method_code, bank_type, amount_minor, status, details, provider_ref, first_deposit, created_at, settled_at
    FROM deposits_before_holds;
DROP TABLE deposits_before_holds;

CREATE INDEX deposits_by_account ON deposits (merchant_code, account_id, created_at DESC);
CREATE INDEX deposits_by_status ON deposits (merchant_code, status, created_at);
CREATE UNIQUE INDEX deposits_first_per_account ON deposits (merchant_code, account_id) WHERE first_deposit = 1;

CREATE TRIGGER report_deposits_insert AFTER INSERT ON deposits WHEN NEW.status = 'PAID'
BEGIN
  INSERT INTO report_money_rollups (account_id, bucket, deposits, deposit_minor, first_deposits)
  VALUES (NEW.account_id, COALESCE(NEW.settled_at, NEW.created_at) / 900000, 1, NEW.amount_minor, NEW.first_deposit)
  ON CONFLICT (account_id, bucket) DO UPDATE SET
    deposits = deposits + 1, deposit_minor = deposit_minor + excluded.deposit_minor, first_deposits = first_deposits + excluded.first_deposits;
END;

CREATE TRIGGER report_deposits_update_old AFTER UPDATE ON deposits WHEN OLD.status = 'PAID'
BEGIN
  UPDATE report_money_rollups
     SET deposits = deposits - 1, deposit_minor = deposit_minor - OLD.amount_minor, first_deposits = first_deposits - OLD.first_deposit
   WHERE account_id = OLD.account_id AND bucket = COALESCE(OLD.settled_at, OLD.created_at) / 900000;
END;

CREATE TRIGGER report_deposits_update_new AFTER UPDATE ON deposits WHEN NEW.status = 'PAID'
BEGIN
  INSERT INTO report_money_rollups (account_id, bucket, deposits, deposit_minor, first_deposits)
  VALUES (NEW.account_id, COALESCE(NEW.settled_at, NEW.created_at) / 900000, 1, NEW.amount_minor, NEW.first_deposit)
  ON CONFLICT (account_id, bucket) DO UPDATE SET
    deposits = deposits + 1, deposit_minor = deposit_minor + excluded.deposit_minor, first_deposits = first_deposits + excluded.first_deposits;
END;
