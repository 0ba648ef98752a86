-- The agent centre (ADR 024): what an agent may open, rebates per product, and
-- announcements for agents with their read state. The team itself is account_tree (0021).

-- Which downline an agent of a type may open directly (registerCenter), when the brand's
-- AGENTPOLICY3 module is on. Without a row (or with the module off) an agent opens members only.
CREATE TABLE agent_policies (
  merchant_code       TEXT NOT NULL REFERENCES brands (merchant_code),
  agent_type          INTEGER NOT NULL,
  can_open_member     INTEGER NOT NULL DEFAULT 1 CHECK (can_open_member IN (0, 1)),
  can_open_agent      INTEGER NOT NULL DEFAULT 0 CHECK (can_open_agent IN (0, 1)),
  -- The type a downline agent opened by this agent gets (one of the brand's agent types).
  downline_agent_type INTEGER,
  PRIMARY KEY (merchant_code, agent_type),
  CHECK (can_open_agent = 0 OR downline_agent_type IS NOT NULL)
);

-- The products a brand pays rebates on (game types) and the highest rate a top agent may hold, in
-- basis points of the stake (150 = 1.50 %).
CREATE TABLE rebate_products (
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  product       TEXT NOT NULL,
  max_rate_bp   INTEGER NOT NULL CHECK (max_rate_bp BETWEEN 0 AND 10000),
  sort          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, product)
);

-- An account's own rebate rate per product. An agent without a row for a product holds the brand's
-- max_rate_bp when they have no upline agent, 0 otherwise; a downline's rate never exceeds its
-- upline's (checked when the upline sets it).
CREATE TABLE account_rebates (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  product    TEXT NOT NULL,
  rate_bp    INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, product)
) WITHOUT ROWID;

-- Announcements for the brand's agents (agentAnnouncement), in both languages.
CREATE TABLE agent_announcements (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  title_en      TEXT NOT NULL,
  title_ko      TEXT NOT NULL,
  content_en    TEXT NOT NULL,
  content_ko    TEXT NOT NULL,
  published_at  INTEGER NOT NULL,
  -- Set for seeded rows, so applying the seed again adds no copies.
  seed_key      TEXT UNIQUE
);
CREATE INDEX agent_announcements_by_brand ON agent_announcements (merchant_code, published_at DESC, id DESC);

-- Which agent read which announcement, and when.
CREATE TABLE agent_announcement_reads (
  announcement_id INTEGER NOT NULL REFERENCES agent_announcements (id),
  account_id      INTEGER NOT NULL REFERENCES accounts (id),
  read_at         INTEGER NOT NULL,
  PRIMARY KEY (account_id, announcement_id)
) WITHOUT ROWID;
