-- Reference platform, hardening: captchas bound to the client that fetched them, a brand's choice
-- of human check (its own image captcha or Cloudflare Turnstile), and a cap on sessions per account.

-- The address (X-Client-IP) that fetched the captcha: only an answer from it counts. Captchas from
-- before this migration have none and are never accepted (they expire within minutes anyway).
ALTER TABLE captchas ADD COLUMN client TEXT;

-- Security settings per brand; a brand without a row uses the image captcha and no session cap
-- (platform/src/modules/session/security-settings.ts).
CREATE TABLE brand_security_settings (
  merchant_code            TEXT PRIMARY KEY REFERENCES brands (merchant_code),
  -- How a login proves a human is there once brute-force protection asks: CAPTCHA (the platform's
  -- image) or TURNSTILE (a Cloudflare Turnstile token, verified with the secret below).
  human_check              TEXT NOT NULL DEFAULT 'CAPTCHA' CHECK (human_check IN ('CAPTCHA', 'TURNSTILE')),
  turnstile_site_key       TEXT,
  -- Production: the brand's Turnstile secret key. The development secret works only with DEV_TOOLS.
  turnstile_secret         TEXT,
  -- Active sessions an account may hold; a login beyond it ends the oldest. NULL: no cap.
  max_sessions_per_account INTEGER CHECK (max_sessions_per_account IS NULL OR max_sessions_per_account > 0)
);

-- Tokens of the development stand-in for Turnstile (POST /__dev/turnstile-token, DEV_TOOLS only):
-- single use, short-lived, only their SHA-256 stored. Empty in production.
CREATE TABLE dev_turnstile_tokens (
  token_hash    TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  used_at       INTEGER
);

-- The session list of an account, newest first.
CREATE INDEX sessions_by_account_created ON sessions (account_id, created_at);
