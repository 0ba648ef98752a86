-- Contracts between an upline and a direct downline (docs/decisions/033-contracts.md): dividend,
-- daily salary, hourly salary (tiers) and real-time salary (win and loss rates), their settlements
-- with the inputs they were computed from, and the freezes a missed dividend causes.
CREATE TABLE contracts (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code   TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME')),
  upline_id       INTEGER NOT NULL REFERENCES accounts (id),
  downline_id     INTEGER NOT NULL REFERENCES accounts (id),
  -- How often it settles: D, W, H (twice a month), M for dividends; D daily salary; HOUR; MIN5.
  period          TEXT NOT NULL CHECK (period IN ('D', 'W', 'H', 'M', 'HOUR', 'MIN5')),
  -- The terms as JSON: {"tiers": [...]} or {"winRateBp", "lossRateBp", "singleBetMinor"}.
  terms           TEXT NOT NULL,
  -- The highest rate of the terms (basis points): what the higher-rate rule compares.
  top_rate_bp     INTEGER NOT NULL CHECK (top_rate_bp >= 0),
  status          TEXT NOT NULL CHECK (status IN ('OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED', 'REJECTED', 'TERMINATED', 'WITHDRAWN')),
  -- Who asked for the termination that waits (UPLINE or DOWNLINE).
  requested_by    TEXT CHECK (requested_by IN ('UPLINE', 'DOWNLINE')),
  -- Why it ended: REJECTED, TERMINATED (both agreed), REPLACED (the downline accepted another),
  -- HIGHER_RATE (its upline accepted a lower rate), WITHDRAWN.
  end_reason      TEXT,
  offered_at      INTEGER NOT NULL,
  started_at      INTEGER,
  ended_at        INTEGER,
  -- Periods are settled up to here (ms); the next settlement starts at this instant.
  settled_through INTEGER
);
-- One live contract and one open offer per downline and kind.
CREATE UNIQUE INDEX contracts_one_live ON contracts (downline_id, kind) WHERE status IN ('ACTIVE', 'TERMINATION_REQUESTED');
CREATE UNIQUE INDEX contracts_one_offer ON contracts (downline_id, kind) WHERE status = 'OFFERED';
CREATE INDEX contracts_by_upline ON contracts (upline_id, kind, status);
CREATE INDEX contracts_to_settle ON contracts (status, settled_through) WHERE status IN ('ACTIVE', 'TERMINATION_REQUESTED');

-- One settlement per contract and period, with what it was computed from.
CREATE TABLE contract_statements (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code    TEXT NOT NULL,
  contract_id      INTEGER NOT NULL REFERENCES contracts (id),
  kind             TEXT NOT NULL,
  upline_id        INTEGER NOT NULL,
  downline_id      INTEGER NOT NULL,
  period_start     INTEGER NOT NULL,
  period_end       INTEGER NOT NULL,
  -- Inputs, over the downline's whole team (the downline included), settled bets in the period.
  bet_count        INTEGER NOT NULL,
  turnover_minor   INTEGER NOT NULL,
  valid_minor      INTEGER NOT NULL,
  -- The team's net loss (stakes minus payouts; negative when the team won).
  loss_minor       INTEGER NOT NULL,
  active_players   INTEGER NOT NULL,
  -- Real-time salary: valid bets of won and of lost rounds at or above the single bet amount.
  won_valid_minor  INTEGER NOT NULL DEFAULT 0,
  lost_valid_minor INTEGER NOT NULL DEFAULT 0,
  -- The tier that applied (0-based, null when none did), as JSON too, and the rate used.
  tier_index       INTEGER,
  tier             TEXT,
  rate_bp          INTEGER NOT NULL DEFAULT 0,
  base_minor       INTEGER NOT NULL DEFAULT 0,
  amount_minor     INTEGER NOT NULL CHECK (amount_minor >= 0),
  -- NOTHING (no amount), UNPAID (the upline's balance fell short; retried), DUE (a dividend the
  -- upline must issue before due_at), PAID, FORCED (a missed dividend the platform issued).
  status           TEXT NOT NULL CHECK (status IN ('NOTHING', 'UNPAID', 'DUE', 'PAID', 'FORCED')),
  due_at           INTEGER,
  paid_at          INTEGER,
  payer            TEXT CHECK (payer IN ('UPLINE', 'BRAND')),
  transfer_id      INTEGER,
  created_at       INTEGER NOT NULL,
  UNIQUE (contract_id, period_start)
);
CREATE INDEX contract_statements_by_contract ON contract_statements (contract_id, period_start DESC);
CREATE INDEX contract_statements_open ON contract_statements (status, due_at) WHERE status IN ('UNPAID', 'DUE');

-- Accounts frozen by the platform (a missed dividend); the account is DISABLED meanwhile.
CREATE TABLE account_freezes (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  reason        TEXT NOT NULL,
  statement_id  INTEGER REFERENCES contract_statements (id),
  created_at    INTEGER NOT NULL,
  lifted_at     INTEGER,
  UNIQUE (statement_id)
);

-- A team's settled bets in a window: the team from account_tree, then each member's bets by time.
CREATE INDEX bets_contract_window ON bets (account_id, settled_at) WHERE status = 'SETTLED';
