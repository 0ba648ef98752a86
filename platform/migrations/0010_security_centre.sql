-- Reference platform, the member centre's security centre: the brand's profile fields, bank list
-- and card limit; members' bank cards (where withdrawals are paid); two new purposes of one-time
-- codes. See docs/platform-protocol.md "Security centre".

-- Profile fields a brand shows (enabled) and demands (required) in the security centre. A brand
-- without rows shows nickname and real name, neither required (security-centre-settings.ts).
-- field: nickname, realName, birthday, address, nationality, occupation, incomeSource, zalo, telegram.
CREATE TABLE brand_profile_fields (
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  field         TEXT NOT NULL CHECK (field IN ('nickname', 'realName', 'birthday', 'address', 'nationality', 'occupation', 'incomeSource', 'zalo', 'telegram')),
  enabled       INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  required      INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
  sort          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, field)
);

-- Banks a member may pick for a card, per brand, in display order.
CREATE TABLE brand_banks (
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  bank_name     TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, bank_name)
);

-- Security-centre rules per brand. A brand without a row uses the defaults of
-- platform/src/modules/member/security-centre-settings.ts (equal to the column defaults here).
CREATE TABLE brand_security_centre_settings (
  merchant_code  TEXT PRIMARY KEY REFERENCES brands (merchant_code),
  -- Bank cards a member may hold at once.
  bank_card_limit INTEGER NOT NULL DEFAULT 3 CHECK (bank_card_limit BETWEEN 1 AND 20)
);

-- A member's bank cards. The full number is kept for the operator who pays withdrawals; members
-- only ever see it masked. A removed card keeps its row (removed_at) for the records.
CREATE TABLE bank_cards (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code  TEXT NOT NULL,
  account_id     INTEGER NOT NULL REFERENCES accounts (id),
  bank_name      TEXT NOT NULL,
  account_number TEXT NOT NULL,
  account_name   TEXT NOT NULL,
  created_at     INTEGER NOT NULL,
  removed_at     INTEGER
);
CREATE INDEX bank_cards_by_account ON bank_cards (merchant_code, account_id, removed_at);
-- The same number at most once among a member's current cards.
CREATE UNIQUE INDEX bank_cards_unique_number ON bank_cards (merchant_code, account_id, account_number) WHERE removed_at IS NULL;

-- One-time codes gain two purposes: BIND (a new phone number or e-mail address proves it is the
-- member's) and PAYMENT_PASSWORD (reset of the payment password). SQLite cannot alter a CHECK, so
-- the table is rebuilt with every row and its index; nothing references it.
CREATE TABLE verification_codes_new (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  -- LOGIN (sms/noLogin: SMS login and password reset by phone), REGISTER (sms/register),
  -- SECOND_STEP (second login step), EMAIL_RESET (password reset token by e-mail),
  -- BIND (binding a phone or e-mail in the security centre), PAYMENT_PASSWORD (its reset).
  purpose       TEXT NOT NULL CHECK (purpose IN ('LOGIN', 'REGISTER', 'SECOND_STEP', 'EMAIL_RESET', 'BIND', 'PAYMENT_PASSWORD')),
  channel       TEXT NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient     TEXT NOT NULL,
  account_id    INTEGER REFERENCES accounts (id),
  code_hash     TEXT NOT NULL,
  attempts      INTEGER NOT NULL DEFAULT 0,
  max_attempts  INTEGER NOT NULL,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  used_at       INTEGER
);
INSERT INTO verification_codes_new (id, merchant_code, purpose, channel, recipient, account_id, code_hash, attempts, max_attempts, created_at, expires_at, used_at)
  SELECT id, merchant_code, purpose, channel, recipient, account_id, code_hash, attempts, max_attempts, created_at, expires_at, used_at FROM verification_codes;
DROP TABLE verification_codes;
ALTER TABLE verification_codes_new RENAME TO verification_codes;
CREATE INDEX verification_codes_by_recipient ON verification_codes (merchant_code, purpose, recipient, created_at DESC);
