-- Reference platform: the brand's limits for the second login step and for registration, kept apart
-- from brand_account_settings (login failure limits stay there). Counters live in the AuthThrottle
-- Durable Object, never in D1; this table only says how many are allowed. A brand without a row
-- uses these column defaults (src/throttle/settings.ts holds the same numbers). Times in ms; a
-- window is at most a day, as the Durable Object forgets events older than that.
CREATE TABLE brand_throttle_settings (
  merchant_code                TEXT PRIMARY KEY REFERENCES brands (merchant_code),
  -- Second login step (a login from a new address): wrong answers per account and per address
  -- within the window. At the limit the step is locked (`login.second.step.locked`) until the
  -- oldest counted failure leaves the window; the account holder is told when the account's
  -- limit is reached.
  second_step_account_failures INTEGER NOT NULL DEFAULT 5 CHECK (second_step_account_failures > 0),
  second_step_ip_failures      INTEGER NOT NULL DEFAULT 20 CHECK (second_step_ip_failures > 0),
  second_step_window_ms        INTEGER NOT NULL DEFAULT 1800000 CHECK (second_step_window_ms BETWEEN 1 AND 86400000),
  -- Registration attempts (valid fields, whatever the outcome) per address and per device: a
  -- captcha is demanded once register_captcha_after were made within register_captcha_window_ms;
  -- none is accepted at all once register_block_after were made within register_block_window_ms.
  register_captcha_after       INTEGER NOT NULL DEFAULT 3 CHECK (register_captcha_after >= 0),
  register_captcha_window_ms   INTEGER NOT NULL DEFAULT 3600000 CHECK (register_captcha_window_ms BETWEEN 1 AND 86400000),
  register_block_after         INTEGER NOT NULL DEFAULT 10 CHECK (register_block_after > 0),
  register_block_window_ms     INTEGER NOT NULL DEFAULT 86400000 CHECK (register_block_window_ms BETWEEN 1 AND 86400000),
  -- Registration SMS code sends per address (on top of the 3 per number per 10 minutes).
  register_code_sends_per_ip   INTEGER NOT NULL DEFAULT 10 CHECK (register_code_sends_per_ip > 0),
  register_code_window_ms      INTEGER NOT NULL DEFAULT 3600000 CHECK (register_code_window_ms BETWEEN 1 AND 86400000),
  -- Affiliate (invitation) code checks per address: GET /wps/agent/affiliate and registrations
  -- that carry a code.
  affiliate_checks_per_ip      INTEGER NOT NULL DEFAULT 20 CHECK (affiliate_checks_per_ip > 0),
  affiliate_check_window_ms    INTEGER NOT NULL DEFAULT 3600000 CHECK (affiliate_check_window_ms BETWEEN 1 AND 86400000)
);
