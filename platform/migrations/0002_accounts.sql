-- Reference platform, accounts: members and agents, sessions, wallets, captchas, verification codes.
-- These are user-data tables: the catalogue seed (platform/seed/index.ts) never touches them.
-- Demo accounts are created through the platform itself (POST /__dev/seed-accounts) because
-- their password hashes need the PASSWORD_PEPPER secret. Times are epoch milliseconds.

-- Account rules per brand. A brand without a row uses the defaults documented in
-- platform/src/modules/session/settings.ts (the same values as the column defaults here).
CREATE TABLE brand_account_settings (
  merchant_code            TEXT PRIMARY KEY REFERENCES brands (merchant_code),
  -- Session timeouts: idle (since the last authenticated call) and absolute (since login).
  idle_timeout_ms          INTEGER NOT NULL DEFAULT 1800000 CHECK (idle_timeout_ms > 0),
  absolute_timeout_ms      INTEGER NOT NULL DEFAULT 43200000 CHECK (absolute_timeout_ms > 0),
  -- JSON arrays of member type codes.
  agent_types              TEXT NOT NULL DEFAULT '[1,2,41,42]',
  trial_types              TEXT NOT NULL DEFAULT '[4]',
  -- Types allowed to log in (members, agents, trial). Anything else (99 system) is a non-member.
  login_types              TEXT NOT NULL DEFAULT '[0,1,2,4,41,42]',
  -- The type given to ordinary registrations and to guest free-play accounts.
  member_type              INTEGER NOT NULL DEFAULT 0,
  free_play_type           INTEGER NOT NULL DEFAULT 4,
  -- The brand's default password (docs/spec-index.md#constants-and-limits, "default password check
  -- {secret}"): a login with it answers passwordIsDefault = true so the client forces a change.
  default_password         TEXT NOT NULL DEFAULT 'aurora888',
  -- Password expiry in days (NULL: never); only applied when the PWDEXPIRE3 module is on.
  password_expiry_days     INTEGER CHECK (password_expiry_days IS NULL OR password_expiry_days > 0),
  -- Brute force, within failure_window_ms: failures per (account, IP) before a captcha is
  -- demanded; failures per IP (any accounts) before that IP must solve a captcha for every login;
  -- failures per account (all IPs) before a captcha is demanded from everyone; failures per IP
  -- before that IP is refused outright (never the account).
  captcha_after_failures   INTEGER NOT NULL DEFAULT 3,
  ip_captcha_failures      INTEGER NOT NULL DEFAULT 10,
  account_captcha_failures INTEGER NOT NULL DEFAULT 10,
  ip_block_failures        INTEGER NOT NULL DEFAULT 50,
  failure_window_ms        INTEGER NOT NULL DEFAULT 900000
);

-- Members, agents, trial and system accounts. `username` is stored lower-case (logins are
-- case-insensitive); the password hash parameters are stored per account so they can change.
CREATE TABLE accounts (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code        TEXT NOT NULL REFERENCES brands (merchant_code),
  username             TEXT NOT NULL,
  nickname             TEXT NOT NULL,
  -- 0 member, agent types (1, 2, 41, 42), trial (4), 99 system: see brand_account_settings.
  type                 INTEGER NOT NULL,
  status               TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  parent_id            INTEGER REFERENCES accounts (id),
  -- Agents hand out this code; registrations with it get the agent as parent.
  affiliate_code       TEXT,
  password_algorithm   TEXT NOT NULL,
  password_iterations  INTEGER NOT NULL,
  password_salt        TEXT NOT NULL,
  password_hash        TEXT NOT NULL,
  password_changed_at  INTEGER NOT NULL,
  -- Payment password in the same scheme, encoded "algorithm$iterations$salt$hash" (optional).
  payment_password     TEXT,
  country_dialing_code TEXT,
  mobile_num           TEXT,
  email                TEXT,
  -- Name on the bank account (payee name), also a second-step answer.
  payee_name           TEXT,
  -- Base32 TOTP secret when Google Authenticator is set up.
  totp_secret          TEXT,
  -- Other registration fields (qqNum, line, whatsapp, facebook, wechat, idNumber, recommenderId,
  -- referralCode, domain, registerUrl, registerMethod) as a JSON object.
  profile              TEXT NOT NULL DEFAULT '{}',
  created_at           INTEGER NOT NULL,
  last_login_at        INTEGER,
  UNIQUE (merchant_code, username)
);
CREATE UNIQUE INDEX accounts_by_affiliate_code ON accounts (merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE UNIQUE INDEX accounts_by_mobile ON accounts (merchant_code, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX accounts_by_parent ON accounts (parent_id);

-- Login sessions. Only a SHA-256 (hex) of the opaque token is stored.
CREATE TABLE sessions (
  token_hash      TEXT PRIMARY KEY,
  account_id      INTEGER NOT NULL REFERENCES accounts (id),
  merchant_code   TEXT NOT NULL,
  -- ACTIVE, or PENDING_SECOND_STEP: only /wps/session/login/verification accepts it.
  state           TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (state IN ('ACTIVE', 'PENDING_SECOND_STEP')),
  -- How it began: LOGIN, SMS_LOGIN, REGISTER, FREEPLAY.
  origin          TEXT NOT NULL,
  ip              TEXT,
  device_id       TEXT,
  created_at      INTEGER NOT NULL,
  last_seen_at    INTEGER NOT NULL,
  revoked_at      INTEGER,
  -- LOGOUT, PASSWORD_CHANGE, PASSWORD_RESET, SECOND_STEP_FAILED
  revoked_reason  TEXT
);
CREATE INDEX sessions_by_account ON sessions (account_id, revoked_at);

-- IPs an account completed a login from; a login from another IP asks for a second step.
CREATE TABLE account_ips (
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  ip            TEXT NOT NULL,
  first_seen_at INTEGER NOT NULL,
  last_seen_at  INTEGER NOT NULL,
  PRIMARY KEY (account_id, ip)
);

-- Balances in integer minor units (no money movement yet).
CREATE TABLE wallets (
  account_id    INTEGER PRIMARY KEY REFERENCES accounts (id),
  currency      TEXT NOT NULL,
  balance_minor INTEGER NOT NULL DEFAULT 0,
  updated_at    INTEGER NOT NULL
);

-- Image captchas: single use (used_at), short-lived (expires_at).
CREATE TABLE captchas (
  id            TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  answer        TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  used_at       INTEGER
);
CREATE INDEX captchas_by_expiry ON captchas (expires_at);

-- One-time codes sent by SMS or e-mail. `recipient` is "+<dialing code> <number>" or an e-mail
-- address; the code itself is stored only as a SHA-256 of "<id>:<code>".
CREATE TABLE verification_codes (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  -- LOGIN (sms/noLogin: SMS login and password reset by phone), REGISTER (sms/register),
  -- SECOND_STEP (second login step), EMAIL_RESET (password reset token by e-mail).
  purpose       TEXT NOT NULL CHECK (purpose IN ('LOGIN', 'REGISTER', 'SECOND_STEP', 'EMAIL_RESET')),
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
CREATE INDEX verification_codes_by_recipient ON verification_codes (merchant_code, purpose, recipient, created_at DESC);
