-- A player's own data: this project's extension (docs/platform-protocol.md "A player's own data";
-- docs/decisions/063-a-players-own-data.md). The archive of a member's data, prepared in the
-- background and kept in R2 (binding DATA_EXPORTS) while it may be downloaded; the links that open
-- it once; the member's erasure, which closes the account at once and anonymises it once the
-- brand's retention has passed. See platform/src/modules/privacy/README.md.

-- A brand's choices. No row: the defaults (an archive stays downloadable 168 hours; an erased
-- account is anonymised 1,825 days after the request: five years of anti-money-laundering keeping).
CREATE TABLE data_settings (
  merchant_code  TEXT PRIMARY KEY,
  export_hours   INTEGER NOT NULL DEFAULT 168 CHECK (export_hours BETWEEN 1 AND 720),
  retention_days INTEGER NOT NULL DEFAULT 1825 CHECK (retention_days BETWEEN 0 AND 3650),
  updated_at     INTEGER NOT NULL
);

-- One archive a member asked for. QUEUED until a build takes it; PREPARING while one holds its
-- lease (lease_until: a build that stops without finishing is taken again once it passes; attempts
-- counts the builds that took it, the third failure is FAILED); READY with its object in R2 until
-- expires_at; then EXPIRED (the object deleted). language: the request's, for the names of games
-- and methods in the archive.
CREATE TABLE data_exports (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  status        TEXT NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'PREPARING', 'READY', 'FAILED', 'EXPIRED')),
  progress      INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  attempts      INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  lease_until   INTEGER,
  language      TEXT NOT NULL DEFAULT 'EN',
  requested_at  INTEGER NOT NULL,
  ready_at      INTEGER,
  expires_at    INTEGER,
  size_bytes    INTEGER CHECK (size_bytes IS NULL OR size_bytes > 0),
  object_key    TEXT
);
-- The member's list (newest first) and the count of their requests in the last 24 hours.
CREATE INDEX data_exports_by_account ON data_exports (account_id, requested_at DESC);
-- One archive on its way per member: parallel requests queue one.
CREATE UNIQUE INDEX data_exports_one_open ON data_exports (account_id) WHERE status IN ('QUEUED', 'PREPARING');
-- The cron's scans: archives to build (queued, or a lease that passed), and ready ones past their time.
CREATE INDEX data_exports_to_build ON data_exports (lease_until, requested_at) WHERE status IN ('QUEUED', 'PREPARING');
CREATE INDEX data_exports_to_expire ON data_exports (expires_at) WHERE status = 'READY';
-- The operator's list, per brand, newest first.
CREATE INDEX data_exports_by_brand ON data_exports (merchant_code, requested_at DESC);

-- A download link: only the SHA-256 (hex) of its random token is kept. Valid five minutes, for one
-- download (used_at set by the one download that opens it), by the member it was made for.
CREATE TABLE data_export_links (
  token_hash TEXT PRIMARY KEY,
  export_id  INTEGER NOT NULL REFERENCES data_exports (id),
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);
CREATE INDEX data_export_links_by_export ON data_export_links (export_id);
CREATE INDEX data_export_links_by_expiry ON data_export_links (expires_at);

-- A member's erasure: one per account (parallel requests record one). The account was closed when
-- it was asked (an rg_exclusions row of kind CLOSURE); it is anonymised once erase_after has passed
-- (erased_at). ip: the request's address, cleared with the rest at the anonymisation.
CREATE TABLE data_erasures (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
  requested_at  INTEGER NOT NULL,
  ip            TEXT,
  erase_after   INTEGER NOT NULL,
  erased_at     INTEGER
);
-- The cron's scan: erasures whose time has come.
CREATE INDEX data_erasures_due ON data_erasures (erase_after) WHERE erased_at IS NULL;
-- The operator's list, per brand, newest first.
CREATE INDEX data_erasures_by_brand ON data_erasures (merchant_code, requested_at DESC);
