-- Reference platform, the member centre's security centre: bank cards (where withdrawals are
-- paid) and the brand's bank list and card limit. See docs/platform-protocol.md
-- "Security centre".

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
