-- Nonces of modern-scheme sealed bodies already opened, kept until their timestamp window closes,
-- so a replayed body is refused.
CREATE TABLE seen_nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE INDEX seen_nonces_expires_at ON seen_nonces (expires_at);
