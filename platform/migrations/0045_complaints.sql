-- Complaints with a reference: this project's extension (docs/platform-protocol.md "Complaints with
-- a reference"; docs/decisions/062-complaints.md).
--
-- A brand's complaints procedure: the answer it promises (days after the filing), when a member may
-- take the complaint to the independent dispute body (days after the filing, or at once after the
-- final answer), and that body. No row: 14 and 56 days and no body named (nothing is offered).
CREATE TABLE complaint_settings (
  merchant_code   TEXT PRIMARY KEY,
  answer_days     INTEGER NOT NULL DEFAULT 14 CHECK (answer_days BETWEEN 1 AND 90),
  escalation_days INTEGER NOT NULL DEFAULT 56 CHECK (escalation_days BETWEEN 1 AND 365),
  body_name       TEXT NOT NULL,
  body_url        TEXT NOT NULL CHECK (body_url LIKE 'https://%'),
  body_email      TEXT,
  body_phone      TEXT,
  updated_at      INTEGER NOT NULL
);
-- The demo brands' procedures (the rows a fresh database starts with; /__dev/complaints/settings
-- changes them).
INSERT INTO complaint_settings (merchant_code, answer_days, escalation_days, body_name, body_url, body_email, body_phone, updated_at) VALUES
  ('DEMO', 14, 56, 'Independent Betting Adjudication Service (IBAS)', 'https://www.ibas-uk.com', NULL, NULL, 0),
  ('JADE', 10, 56, 'eCOGRA ADR', 'https://ecogra.org/adr', 'adr@ecogra.org', NULL, 0);

-- A member's complaint. The reference (`C-` and 8 symbols of Crockford's base 32, random) is what the
-- member and the operator name it by; the subject is one of the member's own records, its summary
-- (JSON {time, amount, label}) kept as it was when filed. The status and the times move with the
-- messages and the operator's changes (src/modules/complaints/rules.ts).
CREATE TABLE complaints (
  id              INTEGER PRIMARY KEY,
  merchant_code   TEXT NOT NULL,
  account_id      INTEGER NOT NULL REFERENCES accounts (id),
  -- `C-` and eight symbols of Crockford's base 32 (no I, L, O, U).
  reference       TEXT NOT NULL CHECK (length(reference) = 10 AND substr(reference, 1, 2) = 'C-' AND NOT substr(reference, 3) GLOB '*[^0-9A-HJKMNP-TV-Z]*'),
  subject_kind    TEXT NOT NULL CHECK (subject_kind IN ('TRANSACTION', 'ROUND', 'BONUS', 'SERVICE')),
  -- `deposit:<id>`, `withdrawal:<id>`, `transfer:<id>`, a betting record's id or a promotion's id; NULL for SERVICE.
  subject_ref     TEXT,
  subject_summary TEXT CHECK (subject_summary IS NULL OR json_valid(subject_summary)),
  status          TEXT NOT NULL DEFAULT 'RECEIVED' CHECK (status IN ('RECEIVED', 'IN_REVIEW', 'ANSWERED', 'CLOSED')),
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  -- The first final answer: kept when the member writes again.
  final_answer_at INTEGER,
  closed_at       INTEGER,
  -- Who wrote last and when (the lists show it without reading the messages).
  last_author     TEXT NOT NULL CHECK (last_author IN ('MEMBER', 'OPERATOR')),
  last_message_at INTEGER NOT NULL,
  -- The member's own id for the filing: the same one again stores nothing (parallel repeats included).
  request_id      TEXT,
  CHECK ((subject_kind = 'SERVICE') = (subject_ref IS NULL)),
  CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL))
);
CREATE UNIQUE INDEX complaints_by_reference ON complaints (merchant_code, reference);
CREATE UNIQUE INDEX complaints_by_request ON complaints (account_id, request_id) WHERE request_id IS NOT NULL;
-- The member's list, newest first (and the filings of the last 24 hours, for the limit); with a status.
CREATE INDEX complaints_by_member ON complaints (account_id, created_at DESC);
CREATE INDEX complaints_by_member_status ON complaints (account_id, status, created_at DESC);
-- The operator's lists: the brand's latest, and by status.
CREATE INDEX complaints_by_brand ON complaints (merchant_code, created_at DESC);
CREATE INDEX complaints_by_status ON complaints (merchant_code, status, created_at DESC);

-- The messages of a complaint, oldest first: the first is the complaint's own text. `final` marks the
-- operator's final answer.
CREATE TABLE complaint_messages (
  id           INTEGER PRIMARY KEY,
  complaint_id INTEGER NOT NULL REFERENCES complaints (id),
  author       TEXT NOT NULL CHECK (author IN ('MEMBER', 'OPERATOR')),
  body         TEXT NOT NULL,
  final        INTEGER NOT NULL DEFAULT 0 CHECK (final IN (0, 1) AND (final = 0 OR author = 'OPERATOR')),
  created_at   INTEGER NOT NULL,
  -- The member's own id for the message: the same one again in the complaint stores nothing.
  request_id   TEXT
);
CREATE INDEX complaint_messages_by_complaint ON complaint_messages (complaint_id, created_at);
CREATE UNIQUE INDEX complaint_messages_by_request ON complaint_messages (complaint_id, request_id) WHERE request_id IS NOT NULL;

-- A message's images (at most three, PNG or JPEG), kept in R2 (binding COMPLAINT_FILES) under
-- `<merchant>/complaints/<reference>/<message id>/<random>.<png|jpg>`.
CREATE TABLE complaint_images (
  message_id   INTEGER NOT NULL REFERENCES complaint_messages (id),
  position     INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
  object_key   TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  byte_size    INTEGER NOT NULL CHECK (byte_size > 0),
  PRIMARY KEY (message_id, position)
);
