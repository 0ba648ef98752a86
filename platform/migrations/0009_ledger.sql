-- Reference platform, money: a double-entry ledger in integer minor units, and the cashier's
-- records (deposits, withdrawals, transfers, bets). See docs/platform-protocol.md "Money" and
-- platform/src/modules/ledger/README.md.
--
-- Every movement is a journal entry whose lines sum to zero. Player accounts never go below zero
-- (a CHECK, on top of the per-wallet Durable Object that serialises every movement of a player).
-- Brand accounts (the house, money brought in by deposits, money paid out, bonuses, play money)
-- are the other side of the books and may go negative: the sum of all balances is always zero.

-- Wallet rules per brand. A brand without a row uses the defaults in
-- platform/src/modules/ledger/settings.ts (the same values as the column defaults here).
CREATE TABLE brand_wallet_settings (
  merchant_code              TEXT PRIMARY KEY REFERENCES brands (merchant_code),
  currency                   TEXT NOT NULL DEFAULT 'USD',
  -- SINGLE: one seamless wallet; TRANSFER: main + one wallet per vendor (GCS_merchantWallet isSingle).
  wallet_mode                TEXT NOT NULL DEFAULT 'SINGLE' CHECK (wallet_mode IN ('SINGLE', 'TRANSFER')),
  -- JSON array of vendor codes that hold a wallet of their own in TRANSFER mode.
  transfer_vendors           TEXT NOT NULL DEFAULT '[]',
  withdraw_min_minor         INTEGER NOT NULL DEFAULT 1000 CHECK (withdraw_min_minor > 0),
  withdraw_max_minor         INTEGER NOT NULL DEFAULT 5000000 CHECK (withdraw_max_minor >= withdraw_min_minor),
  withdraw_daily_count       INTEGER NOT NULL DEFAULT 5 CHECK (withdraw_daily_count > 0),
  -- 1: withdrawals are paid at once (no operator step).
  withdraw_auto_approve      INTEGER NOT NULL DEFAULT 0 CHECK (withdraw_auto_approve IN (0, 1)),
  -- Minutes a paid withdrawal waits for the member's receipt confirmation before it counts as received.
  receipt_confirm_minutes    INTEGER NOT NULL DEFAULT 30 CHECK (receipt_confirm_minutes > 0),
  transfer_min_minor         INTEGER NOT NULL DEFAULT 100 CHECK (transfer_min_minor > 0),
  transfer_max_minor         INTEGER NOT NULL DEFAULT 10000000 CHECK (transfer_max_minor >= transfer_min_minor)
);

-- Player accounts: owner_id is the member (MAIN, VENDOR per vendor code, HELD for withdrawals on
-- hold). Brand accounts: owner_id 0 (HOUSE, CASH_IN, CASH_OUT, BONUSES, PLAY_MONEY, TRANSIT).
CREATE TABLE ledger_accounts (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  owner_id      INTEGER NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('MAIN', 'VENDOR', 'HELD', 'HOUSE', 'CASH_IN', 'CASH_OUT', 'BONUSES', 'PLAY_MONEY', 'TRANSIT')),
  vendor_code   TEXT NOT NULL DEFAULT '',
  currency      TEXT NOT NULL,
  -- A cache of SUM(journal_lines.amount_minor) for this account, updated in the same batch as the
  -- lines; tests recompute it from the lines.
  balance_minor INTEGER NOT NULL DEFAULT 0,
  CHECK (owner_id = 0 OR balance_minor >= 0),
  CHECK (owner_id <> 0 OR kind IN ('HOUSE', 'CASH_IN', 'CASH_OUT', 'BONUSES', 'PLAY_MONEY', 'TRANSIT')),
  UNIQUE (merchant_code, owner_id, kind, vendor_code)
);

CREATE TABLE journal_entries (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  -- What the movement is, as the member's records name it.
  kind          TEXT NOT NULL CHECK (kind IN ('OPENING', 'DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REFUND', 'WALLET_TRANSFER',
                                              'PLAYER_TRANSFER_OUT', 'PLAYER_TRANSFER_IN', 'BET', 'WIN', 'BONUS', 'REBATE', 'POINTS', 'ADJUSTMENT')),
  -- The business record it belongs to: "deposit:12", "withdrawal:3", "transfer:9", "bet:77".
  reference     TEXT,
  -- Unique per brand: the same key can never post twice.
  entry_key     TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  UNIQUE (merchant_code, entry_key)
);

CREATE TABLE journal_lines (
  entry_id      INTEGER NOT NULL REFERENCES journal_entries (id),
  account_id    INTEGER NOT NULL REFERENCES ledger_accounts (id),
  -- Denormalised for the member's records: the owner (0 for brand accounts), kind and time.
  owner_id      INTEGER NOT NULL,
  merchant_code TEXT NOT NULL,
  entry_kind    TEXT NOT NULL,
  amount_minor  INTEGER NOT NULL CHECK (amount_minor <> 0),
  balance_after INTEGER NOT NULL,
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (entry_id, account_id)
);
-- A member's movements newest first, with a date range (transactionHistory).
CREATE INDEX journal_lines_by_owner ON journal_lines (merchant_code, owner_id, created_at DESC, entry_id DESC);
CREATE INDEX journal_lines_by_account ON journal_lines (account_id);

-- Idempotency of money requests (Stripe's rule): the first answer to a key is kept and replayed;
-- the same key with a different request is refused.
CREATE TABLE money_requests (
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL,
  idem_key      TEXT NOT NULL,
  operation     TEXT NOT NULL,
  request_hash  TEXT NOT NULL,
  response      TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, account_id, idem_key)
);

-- Deposits: PENDING until the provider (or the operator) says paid; then PAID (credited once),
-- or CANCELLED (by the member or the provider) or REJECTED (by the operator).
CREATE TABLE deposits (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  method_code   TEXT NOT NULL,
  bank_type     TEXT NOT NULL,
  amount_minor  INTEGER NOT NULL CHECK (amount_minor > 0),
  status        TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'CANCELLED', 'REJECTED')),
  -- Payee name (manual transfer), wallet address (crypto): what the member was shown or typed.
  details       TEXT NOT NULL DEFAULT '{}',
  -- A random token naming the deposit on the provider page and in its callback.
  provider_ref  TEXT NOT NULL UNIQUE,
  first_deposit INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  settled_at    INTEGER
);
CREATE INDEX deposits_by_account ON deposits (merchant_code, account_id, created_at DESC);
CREATE INDEX deposits_by_status ON deposits (merchant_code, status, created_at);

-- Withdrawals: HELD at once (the amount leaves the main wallet for the member's HELD account),
-- then PAID by the operator (or auto-approve) or REFUNDED (rejected). A paid withdrawal waits for
-- the member's receipt confirmation: RECEIVED, NOT_RECEIVED (with a proof image), or
-- AUTO_RECEIVED once receipt_deadline passes.
CREATE TABLE withdrawals (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code    TEXT NOT NULL,
  account_id       INTEGER NOT NULL REFERENCES accounts (id),
  amount_minor     INTEGER NOT NULL CHECK (amount_minor > 0),
  status           TEXT NOT NULL DEFAULT 'HELD' CHECK (status IN ('HELD', 'PAID', 'REFUNDED')),
  -- The bank card it goes to, as it was at the time (bank name, masked number, account name).
  card             TEXT NOT NULL,
  receipt          TEXT CHECK (receipt IN ('AWAITING', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED')),
  receipt_deadline INTEGER,
  proof_key        TEXT,
  reject_reason    TEXT,
  created_at       INTEGER NOT NULL,
  decided_at       INTEGER,
  confirmed_at     INTEGER
);
CREATE INDEX withdrawals_by_account ON withdrawals (merchant_code, account_id, created_at DESC);
CREATE INDEX withdrawals_by_status ON withdrawals (merchant_code, status, created_at);

-- Transfers between two players (member to upline, agent to downline or upline) go in two steps,
-- each in its own player's wallet: DEBITED (sender → TRANSIT), then COMPLETED (TRANSIT → receiver).
-- A transfer left DEBITED by a crash is completed by the next sweep (ledger/transfers.ts).
-- Wallet transfers (main ↔ vendor, one player) are one entry and have kind WALLET.
CREATE TABLE transfers (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code   TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('WALLET', 'PLAYER')),
  from_account_id INTEGER NOT NULL REFERENCES accounts (id),
  to_account_id   INTEGER NOT NULL REFERENCES accounts (id),
  -- WALLET transfers: the vendor codes ('' is the main wallet).
  from_wallet     TEXT NOT NULL DEFAULT '',
  to_wallet       TEXT NOT NULL DEFAULT '',
  amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
  status          TEXT NOT NULL CHECK (status IN ('DEBITED', 'COMPLETED')),
  created_at      INTEGER NOT NULL,
  completed_at    INTEGER
);
CREATE INDEX transfers_by_from ON transfers (merchant_code, from_account_id, created_at DESC);
CREATE INDEX transfers_by_to ON transfers (merchant_code, to_account_id, created_at DESC);
CREATE INDEX transfers_in_flight ON transfers (merchant_code, status) WHERE status = 'DEBITED';

-- Bet records (the game server writes rounds, ADR 026; the seeded history writes some now). One row per
-- round: stake and win settle through the ledger with the keys "bet:<round>" and "win:<round>".
CREATE TABLE bets (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  round_id      TEXT NOT NULL,
  game_id       INTEGER,
  game_name     TEXT NOT NULL,
  vendor_code   TEXT NOT NULL,
  game_type     TEXT NOT NULL,
  stake_minor   INTEGER NOT NULL CHECK (stake_minor > 0),
  valid_minor   INTEGER NOT NULL CHECK (valid_minor >= 0),
  payout_minor  INTEGER NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  status        TEXT NOT NULL DEFAULT 'SETTLED' CHECK (status IN ('OPEN', 'SETTLED', 'VOID')),
  created_at    INTEGER NOT NULL,
  settled_at    INTEGER,
  UNIQUE (merchant_code, round_id)
);
CREATE INDEX bets_by_account ON bets (merchant_code, account_id, created_at DESC);

-- Balances move into the ledger: each wallet's balance becomes an OPENING entry against the
-- brand's CASH_IN account, and the old wallets table goes.
INSERT INTO ledger_accounts (merchant_code, owner_id, kind, vendor_code, currency, balance_minor)
  SELECT a.merchant_code, w.account_id, 'MAIN', '', w.currency, w.balance_minor
    FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE w.balance_minor > 0;
INSERT INTO ledger_accounts (merchant_code, owner_id, kind, vendor_code, currency, balance_minor)
  SELECT a.merchant_code, 0, 'CASH_IN', '', MIN(w.currency), -SUM(w.balance_minor)
    FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE w.balance_minor > 0 GROUP BY a.merchant_code;
INSERT INTO journal_entries (merchant_code, kind, reference, entry_key, created_at)
  SELECT a.merchant_code, 'OPENING', NULL, 'opening:' || w.account_id, w.updated_at
    FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE w.balance_minor > 0;
INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at)
  SELECT e.id, la.id, la.owner_id, la.merchant_code, 'OPENING', la.balance_minor, la.balance_minor, e.created_at
    FROM ledger_accounts la JOIN journal_entries e ON e.merchant_code = la.merchant_code AND e.entry_key = 'opening:' || la.owner_id
   WHERE la.kind = 'MAIN';
INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at)
  SELECT e.id, c.id, 0, c.merchant_code, 'OPENING', -la.balance_minor,
         -(SELECT SUM(la2.balance_minor) FROM ledger_accounts la2 WHERE la2.merchant_code = la.merchant_code AND la2.kind = 'MAIN' AND la2.id <= la.id),
         e.created_at
    FROM ledger_accounts la
    JOIN journal_entries e ON e.merchant_code = la.merchant_code AND e.entry_key = 'opening:' || la.owner_id
    JOIN ledger_accounts c ON c.merchant_code = la.merchant_code AND c.owner_id = 0 AND c.kind = 'CASH_IN'
   WHERE la.kind = 'MAIN';
DROP TABLE wallets;
