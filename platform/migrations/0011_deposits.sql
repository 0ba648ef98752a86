-- Reference platform, deposits: each brand's deposit methods and rules as data, the stand-in
-- payment provider's secret, the first-deposit bonus, points per deposit, and the points ledger.
-- See docs/platform-protocol.md "Deposits" and platform/src/modules/deposit/README.md.
-- The deposits themselves live in the `deposits` table of 0009_ledger.sql.

-- A brand's deposit rules. A brand without a row takes no deposits (allowDeposit false).
CREATE TABLE brand_deposit_settings (
  merchant_code               TEXT PRIMARY KEY REFERENCES brands (merchant_code),
  allow_deposit               INTEGER NOT NULL DEFAULT 1 CHECK (allow_deposit IN (0, 1)),
  -- The HMAC-SHA256 key the payment provider signs its callbacks with (shared with the provider).
  provider_secret             TEXT NOT NULL CHECK (length(provider_secret) >= 16),
  -- First-deposit bonus: paid once per member, on the first deposit that is paid, when it is at
  -- least first_bonus_min_minor: amount × first_bonus_bp / 10000 (basis points), at most
  -- first_bonus_max_minor. 0 basis points: no bonus.
  first_bonus_bp              INTEGER NOT NULL DEFAULT 0 CHECK (first_bonus_bp BETWEEN 0 AND 100000),
  first_bonus_max_minor       INTEGER NOT NULL DEFAULT 0 CHECK (first_bonus_max_minor >= 0),
  first_bonus_min_minor       INTEGER NOT NULL DEFAULT 0 CHECK (first_bonus_min_minor >= 0)
);

-- The methods a brand offers, in order. kind:
--   QR          bank transfer by QR image (MCSFE_depositByQRImageUrl)
--   LAUNCH_URL  e-wallet: the member opens the provider's payment page (MCSFE_depositByLaunchUrl)
--   CRYPTO      a virtual wallet address per deposit, BTC or TRX (MCSFE_depositVirtualWallet)
--   MANUAL      a transfer to the brand's account, named by the payer (MCSFE_manualTransferByAccountName)
CREATE TABLE brand_deposit_methods (
  merchant_code       TEXT NOT NULL REFERENCES brands (merchant_code),
  -- The method's code: the `bankCode` of the deposit calls.
  code                TEXT NOT NULL CHECK (code GLOB '[A-Z0-9_]*' AND length(code) BETWEEN 1 AND 40),
  kind                TEXT NOT NULL CHECK (kind IN ('QR', 'LAUNCH_URL', 'CRYPTO', 'MANUAL')),
  name_en             TEXT NOT NULL,
  name_ko             TEXT NOT NULL,
  -- JSON array of the bank types (channels) the member chooses from, e.g. ["PAYID","WECHAT"],
  -- ["MPESA"], ["BTC","TRX"], ["BANK"].
  bank_types          TEXT NOT NULL CHECK (json_valid(bank_types) AND json_type(bank_types) = 'array' AND json_array_length(bank_types) > 0),
  -- The provider's ids for the method, echoed by the deposit calls.
  vendor_id           INTEGER NOT NULL DEFAULT 0,
  mcs_bank_code       TEXT NOT NULL DEFAULT '',
  min_minor           INTEGER NOT NULL CHECK (min_minor > 0),
  max_minor           INTEGER NOT NULL CHECK (max_minor >= min_minor),
  -- MANUAL: the brand's receiving account the member transfers to.
  account_bank_name   TEXT,
  account_name        TEXT,
  account_number      TEXT,
  enabled             INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sort                INTEGER NOT NULL DEFAULT 0,
  CHECK (kind <> 'MANUAL' OR (account_bank_name IS NOT NULL AND account_name IS NOT NULL AND account_number IS NOT NULL)),
  PRIMARY KEY (merchant_code, code)
);

-- Points per paid deposit (the spec's "ratio table"): the tier with the highest min_deposit_minor
-- not above the amount applies, and the deposit earns floor(amount / minor_per_point) points.
-- A brand without tiers grants no deposit points.
CREATE TABLE brand_deposit_points (
  merchant_code     TEXT NOT NULL REFERENCES brands (merchant_code),
  min_deposit_minor INTEGER NOT NULL CHECK (min_deposit_minor > 0),
  minor_per_point   INTEGER NOT NULL CHECK (minor_per_point > 0),
  PRIMARY KEY (merchant_code, min_deposit_minor)
);

-- The points ledger: every grant or use of points, append-only, keyed so that a grant happens
-- once ("deposit:12"). Points never expire. The points mall reads and writes it later.
CREATE TABLE points_movements (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  -- The spec's point types (deposit, live, lottery, pvp, rng, sports, redeem) and adjustments.
  kind          TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LIVE', 'LOTTERY', 'PVP', 'RNG', 'SPORTS', 'REDEEM', 'ADJUSTMENT')),
  points        INTEGER NOT NULL CHECK (points <> 0),
  reference     TEXT,
  entry_key     TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  UNIQUE (merchant_code, entry_key)
);
CREATE INDEX points_movements_by_account ON points_movements (merchant_code, account_id, created_at DESC, id DESC);

-- A member's points: the sum of their movements, kept in step by the trigger below (tests
-- recompute it). Never below zero.
CREATE TABLE points_balances (
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  points        INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  PRIMARY KEY (merchant_code, account_id)
);

CREATE TRIGGER points_movements_balance AFTER INSERT ON points_movements
BEGIN
  INSERT INTO points_balances (merchant_code, account_id, points) VALUES (NEW.merchant_code, NEW.account_id, NEW.points)
    ON CONFLICT (merchant_code, account_id) DO UPDATE SET points = points + excluded.points;
END;

-- At most one first deposit per member, whatever races the rule (deposit/rules.ts).
CREATE UNIQUE INDEX deposits_first_per_account ON deposits (merchant_code, account_id) WHERE first_deposit = 1;
