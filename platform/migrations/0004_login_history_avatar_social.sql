-- Reference platform: login history per session, avatars, and social sign-in (Firebase ID tokens).
-- Times are epoch milliseconds.

-- What a session answers as "previous login" for its whole life: the account's last_login_at as it
-- was just before this session's login completed (at insert for an ACTIVE session, when the second
-- step passes for a PENDING_SECOND_STEP one), and whether that was the account's first login.
-- Sessions from before this migration read NULL / 0.
-- sessions.origin (free text, see 0002) may now also be SOCIAL (Firebase sign-in).
ALTER TABLE sessions ADD COLUMN previous_login_at INTEGER;
ALTER TABLE sessions ADD COLUMN first_login INTEGER NOT NULL DEFAULT 0 CHECK (first_login IN (0, 1));

-- The account's avatar image: a URL or a root-relative path (for example /media/avatars/3.svg).
ALTER TABLE accounts ADD COLUMN avatar TEXT;

-- Social sign-in configuration per brand: the Firebase project whose ID tokens are accepted and the
-- public keys (a JWKS JSON document {"keys":[{kid, kty:"RSA", n, e, alg:"RS256"}]}) their RS256
-- signatures are checked against. The providers the project signs in with are switched per column;
-- the whitelabel modules GOOGLELOGIN3 / FBLOGIN3 decide whether the brand offers them at all.
-- A brand without a row has no social sign-in. Configuration: the seed rewrites the demo brand's row.
CREATE TABLE brand_firebase (
  merchant_code    TEXT PRIMARY KEY REFERENCES brands (merchant_code),
  project_id       TEXT NOT NULL,
  jwks             TEXT NOT NULL,
  google_enabled   INTEGER NOT NULL DEFAULT 0 CHECK (google_enabled IN (0, 1)),
  facebook_enabled INTEGER NOT NULL DEFAULT 0 CHECK (facebook_enabled IN (0, 1))
);

-- An account reachable by social sign-in: (brand, Firebase sign-in provider, Firebase uid) -> account.
-- provider is the token's firebase.sign_in_provider ("google.com", "facebook.com"). User data: the
-- seed never touches it.
CREATE TABLE social_identities (
  merchant_code TEXT NOT NULL,
  provider      TEXT NOT NULL,
  uid           TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, provider, uid)
);
CREATE INDEX social_identities_by_account ON social_identities (account_id);
