-- Reference platform, catalogue and brand configuration.
-- Money is stored in integer minor units; times are epoch milliseconds.
-- Tables here are "catalogue/config": the seed (platform/seed) rewrites them on every start.
-- Tables holding user data (accounts, sessions, wallets) come in later migrations and are never
-- touched by the seed.

-- A brand (white-label site) served by this platform, keyed by its Merchant header value.
CREATE TABLE brands (
  merchant_code      TEXT PRIMARY KEY,
  name               TEXT NOT NULL,
  -- ACTIVE brands answer; any other value is treated like an unknown merchant.
  status             TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUSPENDED')),
  maintenance        INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
  maintenance_start  INTEGER,
  maintenance_end    INTEGER,
  -- 1: the whole brand is region restricted (system status 2).
  region_restriction INTEGER NOT NULL DEFAULT 0 CHECK (region_restriction IN (0, 1)),
  -- JSON array of ISO country codes the edge must block, e.g. ["US"].
  blocked_regions    TEXT NOT NULL DEFAULT '[]',
  default_language   TEXT NOT NULL DEFAULT 'EN',
  gtag_id            TEXT,
  main_domain        TEXT NOT NULL
);

-- Licence text shown in the footer, one row per brand and language.
CREATE TABLE brand_licence_texts (
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  language      TEXT NOT NULL,
  text          TEXT NOT NULL,
  PRIMARY KEY (merchant_code, language)
);

-- Languages offered by a brand with the currency symbol shown in that language.
CREATE TABLE brand_languages (
  merchant_code   TEXT NOT NULL REFERENCES brands (merchant_code),
  code            TEXT NOT NULL,
  name            TEXT NOT NULL,
  currency_symbol TEXT NOT NULL,
  is_default      INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  sort            INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, code)
);

-- The whitelabel feature-flag tree. A module is on only when it and all its ancestors are on.
CREATE TABLE whitelabel_nodes (
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  mod_id        TEXT NOT NULL,
  parent_mod_id TEXT,
  name          TEXT NOT NULL,
  enabled       INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sort          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, mod_id)
);

-- Validation patterns referenced by register fields (docs/spec-index.md#validation-rules, in order).
-- accepted_pattern is a JavaScript RegExp source, or '*' for anything.
CREATE TABLE validation_patterns (
  pattern_id       TEXT PRIMARY KEY,
  accepted_pattern TEXT NOT NULL,
  sort             INTEGER NOT NULL
);

-- Registration form configuration per brand.
CREATE TABLE register_fields (
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  field         TEXT NOT NULL,
  enabled       INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  required      INTEGER NOT NULL CHECK (required IN (0, 1)),
  pattern_id    TEXT NOT NULL REFERENCES validation_patterns (pattern_id),
  min_length    INTEGER NOT NULL,
  max_length    INTEGER NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, field)
);

-- Customer service links (shown to users only; the platform never calls them).
CREATE TABLE customer_service_links (
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  type          TEXT NOT NULL CHECK (type IN ('LIVECHAT', 'LINE', 'TALK', 'TELEGRAM', 'EMAIL')),
  url           TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, type)
);

-- Social and download links.
CREATE TABLE brand_resources (
  merchant_code  TEXT NOT NULL REFERENCES brands (merchant_code),
  resource_type  TEXT NOT NULL CHECK (resource_type IN ('SOCIAL', 'DOWNLOAD')),
  label_name_en  TEXT NOT NULL,
  url            TEXT NOT NULL,
  sort           INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, resource_type, label_name_en)
);

-- Help center articles, one row per language.
CREATE TABLE help_articles (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  language      TEXT NOT NULL,
  category      TEXT NOT NULL CHECK (category IN ('faq', 'rules', 'account')),
  title         TEXT NOT NULL,
  content       TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX help_articles_by_brand_language ON help_articles (merchant_code, language, sort);

-- Site domains and CDNs.
CREATE TABLE domain_routes (
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  kind          TEXT NOT NULL CHECK (kind IN ('DOMAIN', 'IMAGE_CDN', 'LAUNCH_CDN')),
  url           TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, kind, url)
);

-- Catalogue: game types (categories), vendors, games. Shared by every brand of this platform.
CREATE TABLE game_types (
  code    TEXT PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_ko TEXT NOT NULL,
  sort    INTEGER NOT NULL
);

CREATE TABLE vendors (
  vassalage         TEXT PRIMARY KEY,
  display_name_en   TEXT NOT NULL,
  display_name_ko   TEXT NOT NULL,
  -- Sub-vendors (EVO's EG3/EG4/EG7) point at their parent; a parent's filter includes them.
  parent_vassalage  TEXT REFERENCES vendors (vassalage),
  sort              INTEGER NOT NULL
);

-- Which game types a vendor offers, and its order inside each type's menu.
CREATE TABLE vendor_game_types (
  vassalage TEXT NOT NULL REFERENCES vendors (vassalage),
  game_type TEXT NOT NULL REFERENCES game_types (code),
  sort      INTEGER NOT NULL,
  PRIMARY KEY (vassalage, game_type)
);
CREATE INDEX vendor_game_types_by_type ON vendor_game_types (game_type, sort);

CREATE TABLE games (
  node_id      INTEGER PRIMARY KEY,
  game_code    TEXT NOT NULL,
  game_type    TEXT NOT NULL REFERENCES game_types (code),
  vassalage    TEXT NOT NULL REFERENCES vendors (vassalage),
  name_en      TEXT NOT NULL,
  name_ko      TEXT NOT NULL,
  classify     TEXT CHECK (classify IN ('SC', 'VP', 'JP', 'TG', 'AC', 'BG')),
  is_hot       INTEGER NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  -- 1 is the hottest; NULL when not hot.
  hot_rank     INTEGER,
  is_new       INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  -- 0 means a free trial exists (docs/spec-index.md#entities).
  support_play INTEGER NOT NULL DEFAULT 1 CHECK (support_play IN (0, 1)),
  min_bet      INTEGER NOT NULL DEFAULT 0,
  line_num     INTEGER NOT NULL DEFAULT 0,
  room_id      TEXT,
  is_game      TEXT NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  UNIQUE (vassalage, game_code)
);
-- The list is always filtered by type, then optionally by vendor, class, hot, new, bet and lines,
-- and ordered by hot rank then name.
CREATE INDEX games_by_type_rank ON games (game_type, hot_rank, name_en);
CREATE INDEX games_by_vendor ON games (vassalage, game_type);
CREATE INDEX games_by_type_classify ON games (game_type, classify);
CREATE INDEX games_by_hot ON games (hot_rank) WHERE hot_rank IS NOT NULL;
CREATE INDEX games_by_new ON games (game_type) WHERE is_new = 1;
CREATE INDEX games_by_type_min_bet ON games (game_type, min_bet);
CREATE INDEX games_by_type_lines ON games (game_type, line_num);

-- Banners, per brand; group 'w_home' is the home carousel, 'w_login' the login modal banner.
CREATE TABLE banners (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  group_name    TEXT NOT NULL,
  linkage_type  TEXT NOT NULL CHECK (linkage_type IN ('NONE', 'URL', 'GAME', 'PROMOTION')),
  link_url      TEXT,
  title_en      TEXT NOT NULL,
  title_ko      TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX banners_by_brand ON banners (merchant_code, group_name, sort);

-- Announcements: PL player, PU popup, PR promotion, H home notice (marquee).
-- execution: A logged-in, B anonymous, F first login (NULL for promotions and notices).
CREATE TABLE announcements (
  id             INTEGER PRIMARY KEY,
  merchant_code  TEXT NOT NULL REFERENCES brands (merchant_code),
  type           TEXT NOT NULL CHECK (type IN ('PL', 'PU', 'PR', 'H')),
  execution      TEXT CHECK (execution IN ('A', 'B', 'F')),
  promotion_type TEXT,
  title_en       TEXT NOT NULL,
  title_ko       TEXT NOT NULL,
  content_en     TEXT NOT NULL,
  content_ko     TEXT NOT NULL,
  timestamp      INTEGER NOT NULL
);
CREATE INDEX announcements_by_brand_type ON announcements (merchant_code, type, timestamp DESC);

-- The public winner board.
CREATE TABLE winners (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  customer_id   INTEGER NOT NULL,
  -- Stored already masked ("ab***9"): the board is public.
  customer_name TEXT NOT NULL,
  node_id       INTEGER NOT NULL REFERENCES games (node_id),
  win_amount    INTEGER NOT NULL,
  won_at        INTEGER NOT NULL
);
CREATE INDEX winners_by_brand_time ON winners (merchant_code, won_at DESC);

-- Fault injection (reference platform only). NULL fields are "not set" and fall through to the
-- FAULTS variable; see platform/README.md.
CREATE TABLE faults (
  endpoint   TEXT PRIMARY KEY,
  delay_ms   INTEGER,
  error_rate REAL,
  malformed  INTEGER
);

-- SMS and e-mails the platform would have sent (read through GET /__dev/outbox).
CREATE TABLE outbox_messages (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  channel       TEXT NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient     TEXT NOT NULL,
  subject       TEXT,
  body          TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX outbox_messages_by_time ON outbox_messages (created_at DESC);

-- The legacy RSA key pair (GET /wps/session/key/rsa), generated on first use and kept across
-- restarts. Hex fields are lower-case, big-endian.
CREATE TABLE rsa_keys (
  id                    TEXT PRIMARY KEY,
  modulus_hex           TEXT NOT NULL,
  public_exponent       INTEGER NOT NULL,
  private_exponent_hex  TEXT NOT NULL,
  -- The full private key as JWK, so the modern scheme (RSA-OAEP) can import it.
  private_jwk           TEXT NOT NULL,
  created_at            INTEGER NOT NULL
);
