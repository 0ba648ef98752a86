-- Responsible gaming (docs/decisions/039-responsible-gaming-in-the-ledger.md): the member's limits,
-- time-outs and self-exclusions, and every change they made. The wallet's Durable Object reads the
-- limits and the exclusion in the same serialised step as the movement they judge.

-- One row per member, kind and period that ever had a limit; amount_minor NULL: none in force.
-- A waiting change (a raise or a removal in its cooling-off): has_pending 1, pending_amount_minor
-- NULL meaning "remove".
CREATE TABLE rg_limits (
  merchant_code        TEXT NOT NULL,
  account_id           INTEGER NOT NULL REFERENCES accounts (id),
  kind                 TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER')),
  period               TEXT NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  amount_minor         INTEGER CHECK (amount_minor IS NULL OR amount_minor > 0),
  has_pending          INTEGER NOT NULL DEFAULT 0 CHECK (has_pending IN (0, 1)),
  pending_amount_minor INTEGER CHECK (pending_amount_minor IS NULL OR pending_amount_minor > 0),
  pending_effective_at INTEGER,
  updated_at           INTEGER NOT NULL,
  PRIMARY KEY (account_id, kind, period)
);

-- Time-outs, self-exclusions and account closures; ends_at NULL: permanent (a closure always is).
-- The one in force is the latest-ending.
CREATE TABLE rg_exclusions (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  kind          TEXT NOT NULL CHECK (kind IN ('TIMEOUT', 'SELF_EXCLUSION', 'CLOSURE')),
  length        TEXT NOT NULL,
  starts_at     INTEGER NOT NULL,
  ends_at       INTEGER
);
CREATE INDEX rg_exclusions_by_account ON rg_exclusions (account_id, starts_at DESC);

-- Every change the member asked for: what, from what, to what, when it takes effect, from which session.
CREATE TABLE rg_changes (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  what          TEXT NOT NULL CHECK (what IN ('LIMIT', 'SESSION_LIMIT', 'REALITY_CHECK', 'TIMEOUT', 'SELF_EXCLUSION', 'CLOSURE')),
  kind          TEXT,
  period        TEXT,
  -- LIMIT: minor units; SESSION_LIMIT and REALITY_CHECK: minutes (NULL: none, or the brand default).
  from_value    INTEGER,
  to_value      INTEGER,
  length        TEXT,
  effective_at  INTEGER NOT NULL,
  ends_at       INTEGER,
  session_id    TEXT,
  created_at    INTEGER NOT NULL
);
CREATE INDEX rg_changes_by_account ON rg_changes (account_id, created_at DESC);

-- The member's session time limit (minutes; raised or removed after the cooling-off like a money
-- limit) and reality-check interval (minutes; NULL: the brand's default).
CREATE TABLE rg_session_settings (
  account_id             INTEGER PRIMARY KEY REFERENCES accounts (id),
  merchant_code          TEXT NOT NULL,
  limit_minutes          INTEGER CHECK (limit_minutes IS NULL OR limit_minutes > 0),
  has_pending            INTEGER NOT NULL DEFAULT 0 CHECK (has_pending IN (0, 1)),
  pending_limit_minutes  INTEGER CHECK (pending_limit_minutes IS NULL OR pending_limit_minutes > 0),
  pending_effective_at   INTEGER,
  reality_check_minutes  INTEGER CHECK (reality_check_minutes IS NULL OR reality_check_minutes BETWEEN 1 AND 1440),
  updated_at             INTEGER NOT NULL
);

-- The brand's choices: which tools it offers (a JSON array of DEPOSIT_LIMIT, LOSS_LIMIT, WAGER_LIMIT,
-- SESSION_LIMIT, REALITY_CHECK, TIMEOUT, SELF_EXCLUSION, ACCOUNT_CLOSURE; none: the calls answer
-- function.not.available), the cooling-off before a raise or removal, the default reality check.
-- An exclusion is the account's, so it holds on every domain of the brand.
ALTER TABLE brands ADD COLUMN rg_tools TEXT NOT NULL DEFAULT '["DEPOSIT_LIMIT","LOSS_LIMIT","WAGER_LIMIT","SESSION_LIMIT","REALITY_CHECK","TIMEOUT","SELF_EXCLUSION","ACCOUNT_CLOSURE"]';
ALTER TABLE brands ADD COLUMN rg_cooling_off_hours INTEGER NOT NULL DEFAULT 24 CHECK (rg_cooling_off_hours BETWEEN 1 AND 168);
ALTER TABLE brands ADD COLUMN rg_reality_check_minutes INTEGER NOT NULL DEFAULT 60 CHECK (rg_reality_check_minutes BETWEEN 1 AND 1440);
