-- Web push with consent: this project's extension (docs/platform-protocol.md "Web push";
-- docs/decisions/065-web-push.md; src/modules/push/README.md).
--
-- A member's browsers that accepted notifications: the push service's endpoint and the browser's
-- keys (RFC 8291), and the language its messages are written in. A member keeps at most ten (the
-- oldest goes); the same endpoint again replaces its keys. A push service that answers 404 or 410
-- (the browser unsubscribed, or the subscription expired) has it dropped.
CREATE TABLE push_subscriptions (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  endpoint      TEXT NOT NULL CHECK (length(endpoint) BETWEEN 12 AND 2048 AND endpoint LIKE 'https://%'),
  -- The browser's P-256 public key (65 bytes) and its authentication secret (16 bytes), base64url.
  p256dh        TEXT NOT NULL CHECK (length(p256dh) BETWEEN 86 AND 88),
  auth          TEXT NOT NULL CHECK (length(auth) BETWEEN 22 AND 24),
  language      TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  last_sent_at  INTEGER,
  UNIQUE (merchant_code, endpoint)
);
CREATE INDEX push_subscriptions_by_member ON push_subscriptions (account_id, created_at);

-- What the member wants to be told, kind by kind; no row: not told (every kind starts off, and the
-- browser asks for permission only once the member turns one on). Offers are marketing: they follow
-- the member's consent to the PUSH channel of the offer's product (migration 0044), not a kind here.
CREATE TABLE push_preferences (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  kind       TEXT NOT NULL CHECK (kind IN ('DRAW_RESULTS', 'WITHDRAWAL_PAID', 'ANSWERS')),
  enabled    INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, kind)
);

-- What the development push service received (DEV_TOOLS = "1" only: an endpoint on the reserved
-- `.test` domain is delivered here instead of the network), for tests and demos to read.
CREATE TABLE dev_push_messages (
  id          INTEGER PRIMARY KEY,
  endpoint    TEXT NOT NULL,
  headers     TEXT NOT NULL CHECK (json_valid(headers)),
  body        TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX dev_push_messages_by_endpoint ON dev_push_messages (endpoint, id);
