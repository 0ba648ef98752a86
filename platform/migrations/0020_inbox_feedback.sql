-- Engagement (ADR 022): the inbox of platform messages and the members' feedback.

-- A platform message to one member (account_id) or to every member of the brand (account_id NULL,
-- seen by every member, also those who join later). seed_key marks the demo seed's messages so the
-- seed can be applied again without copies.
CREATE TABLE inbox_messages (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  account_id    INTEGER REFERENCES accounts (id),
  title         TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content       TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 5000),
  seed_key      TEXT UNIQUE,
  created_at    INTEGER NOT NULL
);
CREATE INDEX inbox_messages_by_member ON inbox_messages (merchant_code, account_id, created_at DESC);

-- One member's state of one message: read and/or deleted. A message to all has one row per member
-- who read or deleted it; no row means unread and not deleted.
CREATE TABLE inbox_states (
  message_id INTEGER NOT NULL REFERENCES inbox_messages (id),
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  read_at    INTEGER,
  deleted_at INTEGER,
  PRIMARY KEY (message_id, account_id)
);
CREATE INDEX inbox_states_by_member ON inbox_states (account_id);

-- A member's feedback: at most 140 characters, answered later by the operator.
CREATE TABLE feedback (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  content       TEXT NOT NULL,
  status        TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ANSWERED')),
  answer        TEXT,
  answered_at   INTEGER,
  created_at    INTEGER NOT NULL
);
CREATE INDEX feedback_by_member ON feedback (merchant_code, account_id, created_at DESC);

-- The images of one feedback (at most 3), kept in R2 under `key`; position 1..3 in the order sent.
CREATE TABLE feedback_images (
  feedback_id  INTEGER NOT NULL REFERENCES feedback (id),
  position     INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
  r2_key       TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  byte_size    INTEGER NOT NULL,
  PRIMARY KEY (feedback_id, position)
);
