-- The bonus wallet: this project's extension (docs/platform-protocol.md "Bonus wallet";
-- docs/decisions/067-bonus-wallet.md; src/modules/bonus-wallet/README.md).
--
-- A brand that turns it on credits every bonus that carries a turnover requirement (a promotion's,
-- the first deposit's, a tournament's bonus prize) to the member's BONUS account (migration 0047),
-- apart from cash, as a grant with its rules copied from the brand's settings of the moment. One
-- grant is ACTIVE per member; later ones wait QUEUED (their money is credited when they start).
-- Stakes take cash first (or bonus first, as the brand chose); a win follows its stake's source;
-- valid bets count towards the turnover by their game type's contribution. When the turnover is
-- met, what the BONUS account holds moves to cash (BONUS_RELEASE); a withdrawal before then, the
-- expiry, or the member's choice forfeits it to the brand (BONUS_FORFEIT).
CREATE TABLE brand_bonus_settings (
  merchant_code         TEXT PRIMARY KEY,
  enabled               INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
  stake_order           TEXT NOT NULL DEFAULT 'CASH_FIRST' CHECK (stake_order IN ('CASH_FIRST', 'BONUS_FIRST')),
  -- {"RNG": 100, "LIVE": 10}: the percent of a valid bet that counts, by game type; others: default.
  contributions         TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(contributions)),
  default_contribution  INTEGER NOT NULL DEFAULT 100 CHECK (default_contribution BETWEEN 0 AND 100),
  -- The largest stake while a grant is active (NULL: none).
  max_stake_minor       INTEGER CHECK (max_stake_minor IS NULL OR max_stake_minor > 0),
  expiry_days           INTEGER NOT NULL DEFAULT 30 CHECK (expiry_days BETWEEN 1 AND 365)
);

CREATE TABLE bonus_grants (
  id                      INTEGER PRIMARY KEY,
  merchant_code           TEXT NOT NULL,
  account_id              INTEGER NOT NULL,
  -- What paid it (promotion:<id>:<account>, deposit:<id>:first-bonus, tournament:<run>:<account>):
  -- the BONUS entry that credits it carries the same key, so a grant is made and credited once.
  entry_key               TEXT NOT NULL,
  amount_minor            INTEGER NOT NULL CHECK (amount_minor > 0),
  turnover_required_minor INTEGER NOT NULL CHECK (turnover_required_minor > 0),
  turnover_done_minor     INTEGER NOT NULL DEFAULT 0 CHECK (turnover_done_minor >= 0),
  stake_order             TEXT NOT NULL CHECK (stake_order IN ('CASH_FIRST', 'BONUS_FIRST')),
  contributions           TEXT NOT NULL CHECK (json_valid(contributions)),
  default_contribution    INTEGER NOT NULL CHECK (default_contribution BETWEEN 0 AND 100),
  max_stake_minor         INTEGER,
  expiry_days             INTEGER NOT NULL,
  -- QUEUED (not credited yet), ACTIVE, then RELEASED (turnover met: its balance became cash),
  -- FORFEITED (a withdrawal or the member's choice), EXPIRED, or SPENT (its balance was played away).
  status                  TEXT NOT NULL CHECK (status IN ('QUEUED', 'ACTIVE', 'RELEASED', 'FORFEITED', 'EXPIRED', 'SPENT')),
  created_at              INTEGER NOT NULL,
  activated_at            INTEGER,
  expires_at              INTEGER,
  ended_at                INTEGER,
  -- What moved at its end: to cash (RELEASED) or back to the brand (FORFEITED, EXPIRED).
  ended_minor             INTEGER,
  UNIQUE (merchant_code, entry_key),
  CHECK ((status = 'QUEUED') = (activated_at IS NULL)),
  CHECK (status IN ('QUEUED', 'ACTIVE') OR ended_at IS NOT NULL)
);
-- One active grant per member: the BONUS account belongs to it.
CREATE UNIQUE INDEX bonus_grants_one_active ON bonus_grants (merchant_code, account_id) WHERE status = 'ACTIVE';
CREATE INDEX bonus_grants_by_account ON bonus_grants (merchant_code, account_id, status, id);
-- The minute's sweep finds grants past their expiry.
CREATE INDEX bonus_grants_due ON bonus_grants (expires_at) WHERE status = 'ACTIVE';

-- The part of a stake the BONUS account paid, and the grant active when it was placed (its
-- turnover counts the round; a win's bonus part follows the grant).
ALTER TABLE bets ADD COLUMN bonus_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bets ADD COLUMN bonus_grant_id INTEGER;
CREATE INDEX bets_open_by_grant ON bets (bonus_grant_id) WHERE bonus_grant_id IS NOT NULL AND status = 'OPEN';

-- The reports' bonuses (migration 0023) are what bonuses cost the brand: a bonus forfeited or
-- expired (BONUS_FORFEIT, a negative line on the player's BONUS account) gives back what it held,
-- so it counts against the bonuses of its moment.
DROP TRIGGER IF EXISTS report_bonus_lines;
CREATE TRIGGER report_bonus_lines AFTER INSERT ON journal_lines WHEN NEW.owner_id <> 0 AND NEW.entry_kind IN ('BONUS', 'BONUS_FORFEIT', 'REBATE')
BEGIN
  INSERT INTO report_money_rollups (account_id, bucket, bonus_minor, rebate_minor)
  VALUES (NEW.owner_id, NEW.created_at / 900000,
          CASE WHEN NEW.entry_kind IN ('BONUS', 'BONUS_FORFEIT') THEN NEW.amount_minor ELSE 0 END,
          CASE WHEN NEW.entry_kind = 'REBATE' THEN NEW.amount_minor ELSE 0 END)
  ON CONFLICT (account_id, bucket) DO UPDATE SET
    bonus_minor = bonus_minor + excluded.bonus_minor, rebate_minor = rebate_minor + excluded.rebate_minor;
END;
