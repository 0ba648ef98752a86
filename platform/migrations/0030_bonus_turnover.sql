-- The first-deposit bonus's turnover requirement (the spec's bonus details page lists every bonus the
-- ledger paid, each with its requirement): valid bets of this many times the bonus before it may
-- be withdrawn; 0 asks none.
ALTER TABLE brand_deposit_settings ADD COLUMN first_bonus_turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (first_bonus_turnover_multiplier >= 0);
