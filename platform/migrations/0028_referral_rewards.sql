-- Referral rewards paid ( docs/decisions/030-rewards.md "Referral rewards"). A member who
-- registered with another member's referral code (the `referralCode` of the registration, kept in
-- the account's profile) is a qualified invitation once their first deposit is paid and is at
-- least the brand's minimum; the referrer then receives the brand's reward once per invitee, an
-- `adjust` (BONUS against BONUSES) keyed `referral:<invitee id>` through the referrer's wallet lock.

-- The brand's rule. No row: the brand pays no referral rewards.
CREATE TABLE referral_settings (
  merchant_code           TEXT PRIMARY KEY,
  reward_minor            INTEGER NOT NULL CHECK (reward_minor >= 0),
  min_first_deposit_minor INTEGER NOT NULL CHECK (min_first_deposit_minor >= 0)
);

-- One row per qualified invitation, written before the money (paid_at NULL) and finished after it;
-- a row left unpaid by a crash is paid by the next run of the deposit rules or the next read of the
-- referrer's referral details, under the same key. amount_minor is fixed when the invitation
-- qualifies, so every retry posts the same amount.
CREATE TABLE referral_rewards (
  invitee_id    INTEGER PRIMARY KEY REFERENCES accounts (id),
  merchant_code TEXT NOT NULL,
  referrer_id   INTEGER NOT NULL REFERENCES accounts (id),
  deposit_id    INTEGER NOT NULL REFERENCES deposits (id),
  amount_minor  INTEGER NOT NULL CHECK (amount_minor >= 0),
  qualified_at  INTEGER NOT NULL,
  paid_at       INTEGER
);
CREATE INDEX referral_rewards_by_referrer ON referral_rewards (referrer_id, qualified_at DESC);
