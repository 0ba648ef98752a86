-- Terms and privacy with versions: this project's extension (docs/platform-protocol.md "Terms and
-- privacy with versions"; docs/decisions/060-terms-with-versions.md).
--
-- Every version a brand published of its terms and its privacy policy. A version is in force from
-- its effective_at until the next one's; one published with a later effective_at is upcoming. Rows
-- are never deleted or renumbered: acceptances point at them.
CREATE TABLE legal_documents (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('TERMS', 'PRIVACY')),
  version INTEGER NOT NULL CHECK (version >= 1),
  effective_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (merchant_code, kind, version)
);
-- The version in force of each kind at a moment: asked on every page view of a member (their pending
-- documents), so it is read from the index alone.
CREATE INDEX legal_documents_in_force ON legal_documents (merchant_code, kind, effective_at, version);

-- A version's text per language: its title, the summary of what changed and its paragraphs.
CREATE TABLE legal_document_texts (
  document_id INTEGER NOT NULL REFERENCES legal_documents (id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  -- JSON array of paragraphs.
  body TEXT NOT NULL,
  PRIMARY KEY (document_id, language)
);

-- Who accepted which version, when, from which address, and how: with their registration or when
-- asked later. One row per account and version: parallel acceptances record one (INSERT OR IGNORE),
-- and the pending check reads this key.
CREATE TABLE legal_acceptances (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  document_id INTEGER NOT NULL REFERENCES legal_documents (id),
  accepted_at INTEGER NOT NULL,
  -- The request's address; NULL for what the seed recorded for the demo accounts.
  ip TEXT,
  via TEXT NOT NULL CHECK (via IN ('REGISTRATION', 'PROMPT')),
  UNIQUE (account_id, document_id)
);
-- The member's history, newest first.
CREATE INDEX legal_acceptances_by_time ON legal_acceptances (account_id, accepted_at);

-- What a member confirmed when registering (the brand's legal_settings.confirmations).
CREATE TABLE legal_confirmations (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  kind TEXT NOT NULL CHECK (kind IN ('AGE', 'OWN_MONEY', 'ONE_ACCOUNT', 'NOT_SELF_EXCLUDED')),
  confirmed_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, kind)
);

-- A brand's choices. No row: it asks for no confirmation.
CREATE TABLE legal_settings (
  merchant_code TEXT PRIMARY KEY,
  -- JSON array of confirmation kinds a registration must carry.
  confirmations TEXT NOT NULL DEFAULT '[]',
  updated_at INTEGER NOT NULL
);
