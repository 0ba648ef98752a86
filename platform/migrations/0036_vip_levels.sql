-- The VIP ladder (MCSFE_getPlayerRankProgress; docs/decisions/030-rewards.md "VIP rank"). A member's
-- rank is the highest level whose two thresholds their lifetime totals reach: the deposits paid to
-- them and their valid bets settled. Level 0 is every member's and has no row. The totals are read
-- from the raw records (deposits, bets) at every ask, so a rank never disagrees with the records.
-- No row for a brand: the brand has no VIP programme.
CREATE TABLE vip_levels (
  merchant_code       TEXT NOT NULL,
  level               INTEGER NOT NULL CHECK (level BETWEEN 1 AND 99),
  min_deposit_minor   INTEGER NOT NULL CHECK (min_deposit_minor >= 0),
  min_valid_bet_minor INTEGER NOT NULL CHECK (min_valid_bet_minor >= 0),
  PRIMARY KEY (merchant_code, level)
);

