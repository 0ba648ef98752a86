-- Engagement (ADR 030, rewards): the brand's promotions and each member's entry in them, missions
-- with milestones, the brand's rebate rates and the members' rebate claims, referral codes.
-- Money never lives here: a claim posts an `adjust` (BONUS or REBATE against BONUSES) through the
-- member's wallet lock, keyed per promotion/milestone/claim, so it is paid once; these rows only
-- say what was claimed (docs/decisions/030-rewards.md).

-- A promotion. kind: CLAIM (claim the bonus at once), APPLY (join, the operator issues or rejects,
-- then the member claims), TURNOVER (join, then claim once valid bets since joining reach
-- target_minor), EVENT (join only, no money), RAFFLE (claim once: a prize drawn from raffle_prizes).
-- promotion_type names it for announcements ("go to promotion"); category groups /promotions.
CREATE TABLE promotions (
  id                  INTEGER PRIMARY KEY,
  merchant_code       TEXT NOT NULL REFERENCES brands (merchant_code),
  promotion_type      TEXT NOT NULL,
  category            TEXT NOT NULL CHECK (category IN ('NEW_MEMBER', 'DEPOSIT', 'REBATE', 'EVENT', 'RAFFLE')),
  kind                TEXT NOT NULL CHECK (kind IN ('CLAIM', 'APPLY', 'TURNOVER', 'EVENT', 'RAFFLE')),
  title_en            TEXT NOT NULL,
  title_ko            TEXT NOT NULL,
  content_en          TEXT NOT NULL,
  content_ko          TEXT NOT NULL,
  bonus_minor         INTEGER NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
  -- The bonus's turnover requirement as a multiple of the bonus (valid bets needed to withdraw it).
  turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  target_minor        INTEGER NOT NULL DEFAULT 0 CHECK (target_minor >= 0),
  -- JSON array of prizes in minor units for a RAFFLE.
  raffle_prizes       TEXT NOT NULL DEFAULT '[]',
  starts_at           INTEGER NOT NULL,
  ends_at             INTEGER,
  sort                INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX promotions_by_brand ON promotions (merchant_code, sort, id);

-- A member's entry in a promotion. CLAIMING is a claim whose money may not be posted yet: any
-- later claim posts it again under the same key (a no-op if it was) and marks it CLAIMED.
CREATE TABLE promotion_entries (
  promotion_id  INTEGER NOT NULL REFERENCES promotions (id),
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  status        TEXT NOT NULL CHECK (status IN ('JOINED', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMING', 'CLAIMED')),
  amount_minor  INTEGER NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  joined_at     INTEGER NOT NULL,
  decided_at    INTEGER,
  claimed_at    INTEGER,
  PRIMARY KEY (promotion_id, account_id)
);
CREATE INDEX promotion_entries_by_member ON promotion_entries (account_id, claimed_at DESC);

-- A mission: valid bets (of one game type, or all when NULL) inside [starts_at, ends_at).
CREATE TABLE missions (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  title_en      TEXT NOT NULL,
  title_ko      TEXT NOT NULL,
  game_type     TEXT,
  starts_at     INTEGER NOT NULL,
  ends_at       INTEGER NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE mission_milestones (
  mission_id   INTEGER NOT NULL REFERENCES missions (id),
  step         INTEGER NOT NULL CHECK (step >= 1),
  target_minor INTEGER NOT NULL CHECK (target_minor > 0),
  reward_minor INTEGER NOT NULL CHECK (reward_minor > 0),
  PRIMARY KEY (mission_id, step)
);

-- A milestone reward claimed (or being claimed: paid_at NULL) by a member.
CREATE TABLE mission_claims (
  mission_id   INTEGER NOT NULL,
  step         INTEGER NOT NULL,
  account_id   INTEGER NOT NULL REFERENCES accounts (id),
  reward_minor INTEGER NOT NULL,
  claimed_at   INTEGER NOT NULL,
  paid_at      INTEGER,
  PRIMARY KEY (mission_id, step, account_id),
  FOREIGN KEY (mission_id, step) REFERENCES mission_milestones (mission_id, step)
);

-- The brand's rebate rate per product (game type), in basis points of valid bets (100 = 1%).
CREATE TABLE brand_rebate_rates (
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  game_type     TEXT NOT NULL,
  rate_bp       INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (merchant_code, game_type)
);

-- A member's rebate claim: the valid bets settled in (from_at, to_at] at the rates of the time.
-- UNIQUE (account_id, from_at): two claims from the same starting point cannot both exist.
-- paid_at NULL: the money may not be posted yet (the next request posts it under the same key).
CREATE TABLE rebate_claims (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  from_at       INTEGER NOT NULL,
  to_at         INTEGER NOT NULL,
  amount_minor  INTEGER NOT NULL CHECK (amount_minor > 0),
  details       TEXT NOT NULL,
  claimed_at    INTEGER NOT NULL,
  paid_at       INTEGER,
  UNIQUE (account_id, from_at)
);
CREATE INDEX rebate_claims_by_member ON rebate_claims (account_id, to_at DESC);

-- A member's referral code, made on first ask and kept.
CREATE TABLE referral_codes (
  account_id    INTEGER PRIMARY KEY REFERENCES accounts (id),
  merchant_code TEXT NOT NULL,
  code          TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  UNIQUE (merchant_code, code)
);

CREATE INDEX bets_by_account_settled ON bets (account_id, settled_at);
