-- Marketing consent per product and channel: this project's extension (docs/platform-protocol.md
-- "Marketing consent per product and channel"; docs/decisions/061-marketing-consent.md).
--
-- A member's choice for one product and one channel. No row: off (every pair starts unticked), so a
-- member who never chose anything has no rows. GET /wps/member/info reads the SITE pairs on every
-- page view of a member from the key's prefix.
CREATE TABLE marketing_consents (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  product    TEXT NOT NULL CHECK (product IN ('CASINO', 'SPORTS', 'LOTTERY')),
  channel    TEXT NOT NULL CHECK (channel IN ('EMAIL', 'SMS', 'PHONE', 'PUSH', 'SITE')),
  granted    INTEGER NOT NULL CHECK (granted IN (0, 1)),
  -- When the choice last changed.
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, product, channel)
);

-- Every change of a choice, when and from which address: the record a regulator asks for. Written
-- in the same transaction as the change, and only for a pair whose choice really changed.
CREATE TABLE marketing_consent_history (
  id         INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  product    TEXT NOT NULL,
  channel    TEXT NOT NULL,
  granted    INTEGER NOT NULL CHECK (granted IN (0, 1)),
  at         INTEGER NOT NULL,
  -- The request's address; NULL when it came without one.
  ip         TEXT
);
-- The member's history, newest first.
CREATE INDEX marketing_consent_history_by_time ON marketing_consent_history (account_id, at);

-- One marketing send of the operator: a product's message on some channels to the brand's members.
CREATE TABLE marketing_campaigns (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  product       TEXT NOT NULL CHECK (product IN ('CASINO', 'SPORTS', 'LOTTERY')),
  title         TEXT NOT NULL,
  body          TEXT NOT NULL,
  -- JSON array of the channels asked for.
  channels      TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);

-- What a campaign reached: one row per member and channel (PHONE and PUSH are only these rows: the
-- operator's call list and a later push service). A member is never sent one campaign twice on a channel.
CREATE TABLE marketing_deliveries (
  id          INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES marketing_campaigns (id),
  account_id  INTEGER NOT NULL REFERENCES accounts (id),
  channel     TEXT NOT NULL CHECK (channel IN ('EMAIL', 'SMS', 'PHONE', 'PUSH', 'SITE')),
  at          INTEGER NOT NULL,
  UNIQUE (campaign_id, account_id, channel)
);
-- What marketing reached one member, newest first.
CREATE INDEX marketing_deliveries_by_member ON marketing_deliveries (account_id, at);

-- An inbox message is a service message (a decision, a request, the operator writing to the member)
-- unless a campaign sent it: the record of what was marketing.
ALTER TABLE inbox_messages ADD COLUMN category TEXT NOT NULL DEFAULT 'SERVICE' CHECK (category IN ('SERVICE', 'MARKETING'));

-- A player announcement or pop-up that advertises a product: the portal shows a marketing pop-up to
-- a member only while they accept that product's SITE marketing. A marketing one names its product.
ALTER TABLE announcements ADD COLUMN marketing INTEGER NOT NULL DEFAULT 0 CHECK (marketing IN (0, 1));
ALTER TABLE announcements ADD COLUMN product TEXT CHECK (CASE WHEN product IS NULL THEN marketing = 0 ELSE product IN ('CASINO', 'SPORTS', 'LOTTERY') END);
