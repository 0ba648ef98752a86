-- Agent reports (platform/src/modules/agent-reports/): roll-ups kept by triggers as bets settle and
-- money moves, so a team report sums a few thousand bucket rows instead of scanning every bet.
--
-- Buckets are UTC quarter-hours (bucket = instant_ms / 900000, integer division). Every time zone
-- in use has an offset that is a multiple of 15 minutes, so a brand's day (docs/decisions/015) is
-- always a whole run of buckets, daylight-saving days (23 or 25 hours) included; hourly figures
-- (the hourly salary) are runs of four.
--
-- What counts, and when (the brute-force recomputations in the tests use the same rules):
-- - a bet counts once it is SETTLED, in the bucket of its bet time (bets.created_at, as the member's
--   own betting records and profit pages count it): bets, stake, valid bet, payout;
-- - a deposit counts once PAID, in the bucket of settled_at; a first deposit (first_deposit = 1) also
--   counts as a first depositor;
-- - a withdrawal counts once PAID, in the bucket of decided_at;
-- - bonuses and rebates are the BONUS and REBATE journal lines of player accounts (signed).
-- The triggers take a row's old contribution away and add its new one on every change, so a
-- correction (a void after settlement, a late first-deposit flag) keeps the roll-ups exact.

CREATE TABLE report_bet_rollups (
  account_id   INTEGER NOT NULL,
  bucket       INTEGER NOT NULL,
  game_type    TEXT NOT NULL,
  bets         INTEGER NOT NULL DEFAULT 0,
  stake_minor  INTEGER NOT NULL DEFAULT 0,
  valid_minor  INTEGER NOT NULL DEFAULT 0,
  payout_minor INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, bucket, game_type)
) WITHOUT ROWID;

CREATE TABLE report_money_rollups (
  account_id      INTEGER NOT NULL,
  bucket          INTEGER NOT NULL,
  deposits        INTEGER NOT NULL DEFAULT 0,
  deposit_minor   INTEGER NOT NULL DEFAULT 0,
  first_deposits  INTEGER NOT NULL DEFAULT 0,
  withdrawals     INTEGER NOT NULL DEFAULT 0,
  withdraw_minor  INTEGER NOT NULL DEFAULT 0,
  bonus_minor     INTEGER NOT NULL DEFAULT 0,
  rebate_minor    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, bucket)
) WITHOUT ROWID;

-- ---- bets -----------------------------------------------------------------------------------
CREATE TRIGGER report_bets_insert AFTER INSERT ON bets WHEN NEW.status = 'SETTLED'
BEGIN
  INSERT INTO report_bet_rollups (account_id, bucket, game_type, bets, stake_minor, valid_minor, payout_minor)
  VALUES (NEW.account_id, NEW.created_at / 900000, NEW.game_type, 1, NEW.stake_minor, NEW.valid_minor, NEW.payout_minor)
  ON CONFLICT (account_id, bucket, game_type) DO UPDATE SET
    bets = bets + 1, stake_minor = stake_minor + excluded.stake_minor,
    valid_minor = valid_minor + excluded.valid_minor, payout_minor = payout_minor + excluded.payout_minor;
END;

CREATE TRIGGER report_bets_update_old AFTER UPDATE ON bets WHEN OLD.status = 'SETTLED'
BEGIN
  UPDATE report_bet_rollups
     SET bets = bets - 1, stake_minor = stake_minor - OLD.stake_minor,
         valid_minor = valid_minor - OLD.valid_minor, payout_minor = payout_minor - OLD.payout_minor
   WHERE account_id = OLD.account_id AND bucket = OLD.created_at / 900000 AND game_type = OLD.game_type;
END;

CREATE TRIGGER report_bets_update_new AFTER UPDATE ON bets WHEN NEW.status = 'SETTLED'
BEGIN
  INSERT INTO report_bet_rollups (account_id, bucket, game_type, bets, stake_minor, valid_minor, payout_minor)
  VALUES (NEW.account_id, NEW.created_at / 900000, NEW.game_type, 1, NEW.stake_minor, NEW.valid_minor, NEW.payout_minor)
  ON CONFLICT (account_id, bucket, game_type) DO UPDATE SET
    bets = bets + 1, stake_minor = stake_minor + excluded.stake_minor,
    valid_minor = valid_minor + excluded.valid_minor, payout_minor = payout_minor + excluded.payout_minor;
END;

CREATE TRIGGER report_bets_delete AFTER DELETE ON bets WHEN OLD.status = 'SETTLED'
BEGIN
  UPDATE report_bet_rollups
     SET bets = bets - 1, stake_minor = stake_minor - OLD.stake_minor,
         valid_minor = valid_minor - OLD.valid_minor, payout_minor = payout_minor - OLD.payout_minor
   WHERE account_id = OLD.account_id AND bucket = OLD.created_at / 900000 AND game_type = OLD.game_type;
END;

-- ---- deposits -------------------------------------------------------------------------------
CREATE TRIGGER report_deposits_insert AFTER INSERT ON deposits WHEN NEW.status = 'PAID'
BEGIN
  INSERT INTO report_money_rollups (account_id, bucket, deposits, deposit_minor, first_deposits)
  VALUES (NEW.account_id, COALESCE(NEW.settled_at, NEW.created_at) / 900000, 1, NEW.amount_minor, NEW.first_deposit)
  ON CONFLICT (account_id, bucket) DO UPDATE SET
    deposits = deposits + 1, deposit_minor = deposit_minor + excluded.deposit_minor, first_deposits = first_deposits + excluded.first_deposits;
END;

CREATE TRIGGER report_deposits_update_old AFTER UPDATE ON deposits WHEN OLD.status = 'PAID'
BEGIN
  UPDATE report_money_rollups
     SET deposits = deposits - 1, deposit_minor = deposit_minor - OLD.amount_minor, first_deposits = first_deposits - OLD.first_deposit
   WHERE account_id = OLD.account_id AND bucket = COALESCE(OLD.settled_at, OLD.created_at) / 900000;
END;

CREATE TRIGGER report_deposits_update_new AFTER UPDATE ON deposits WHEN NEW.status = 'PAID'
BEGIN
  INSERT INTO report_money_rollups (account_id, bucket, deposits, deposit_minor, first_deposits)
  VALUES (NEW.account_id, COALESCE(NEW.settled_at, NEW.created_at) / 900000, 1, NEW.amount_minor, NEW.first_deposit)
  ON CONFLICT (account_id, bucket) DO UPDATE SET
    deposits = deposits + 1, deposit_minor = deposit_minor + excluded.deposit_minor, first_deposits = first_deposits + excluded.first_deposits;
END;

-- ---- withdrawals ----------------------------------------------------------------------------
CREATE TRIGGER report_withdrawals_insert AFTER INSERT ON withdrawals WHEN NEW.status = 'PAID'
BEGIN
  INSERT INTO report_money_rollups (account_id, bucket, withdrawals, withdraw_minor)
  VALUES (NEW.account_id, COALESCE(NEW.decided_at, NEW.created_at) / 900000, 1, NEW.amount_minor)
  ON CONFLICT (account_id, bucket) DO UPDATE SET withdrawals = withdrawals + 1, withdraw_minor = withdraw_minor + excluded.withdraw_minor;
END;

CREATE TRIGGER report_withdrawals_update_old AFTER UPDATE ON withdrawals WHEN OLD.status = 'PAID'
BEGIN
  UPDATE report_money_rollups SET withdrawals = withdrawals - 1, withdraw_minor = withdraw_minor - OLD.amount_minor
   WHERE account_id = OLD.account_id AND bucket = COALESCE(OLD.decided_at, OLD.created_at) / 900000;
END;

CREATE TRIGGER report_withdrawals_update_new AFTER UPDATE ON withdrawals WHEN NEW.status = 'PAID'
BEGIN
  INSERT INTO report_money_rollups (account_id, bucket, withdrawals, withdraw_minor)
  VALUES (NEW.account_id, COALESCE(NEW.decided_at, NEW.created_at) / 900000, 1, NEW.amount_minor)
  ON CONFLICT (account_id, bucket) DO UPDATE SET withdrawals = withdrawals + 1, withdraw_minor = withdraw_minor + excluded.withdraw_minor;
END;

-- ---- bonuses and rebates (journal lines are append-only) ------------------------------------
CREATE TRIGGER report_bonus_lines AFTER INSERT ON journal_lines WHEN NEW.owner_id <> 0 AND NEW.entry_kind IN ('BONUS', 'REBATE')
BEGIN
  INSERT INTO report_money_rollups (account_id, bucket, bonus_minor, rebate_minor)
  VALUES (NEW.owner_id, NEW.created_at / 900000,
          CASE WHEN NEW.entry_kind = 'BONUS' THEN NEW.amount_minor ELSE 0 END,
          CASE WHEN NEW.entry_kind = 'REBATE' THEN NEW.amount_minor ELSE 0 END)
  ON CONFLICT (account_id, bucket) DO UPDATE SET
    bonus_minor = bonus_minor + excluded.bonus_minor, rebate_minor = rebate_minor + excluded.rebate_minor;
END;

-- ---- what was there before the triggers ---------------------------------------------------
INSERT INTO report_bet_rollups (account_id, bucket, game_type, bets, stake_minor, valid_minor, payout_minor)
  SELECT account_id, created_at / 900000, game_type, COUNT(*), SUM(stake_minor), SUM(valid_minor), SUM(payout_minor)
    FROM bets WHERE status = 'SETTLED' GROUP BY account_id, created_at / 900000, game_type;

INSERT INTO report_money_rollups (account_id, bucket, deposits, deposit_minor, first_deposits, withdrawals, withdraw_minor, bonus_minor, rebate_minor)
  SELECT account_id, bucket, SUM(deposits), SUM(deposit_minor), SUM(first_deposits), SUM(withdrawals), SUM(withdraw_minor), SUM(bonus_minor), SUM(rebate_minor)
    FROM (
      SELECT account_id, COALESCE(settled_at, created_at) / 900000 AS bucket, 1 AS deposits, amount_minor AS deposit_minor, first_deposit AS first_deposits,
             0 AS withdrawals, 0 AS withdraw_minor, 0 AS bonus_minor, 0 AS rebate_minor
        FROM deposits WHERE status = 'PAID'
      UNION ALL
      SELECT account_id, COALESCE(decided_at, created_at) / 900000, 0, 0, 0, 1, amount_minor, 0, 0 FROM withdrawals WHERE status = 'PAID'
      UNION ALL
      SELECT owner_id, created_at / 900000, 0, 0, 0, 0, 0,
             CASE WHEN entry_kind = 'BONUS' THEN amount_minor ELSE 0 END, CASE WHEN entry_kind = 'REBATE' THEN amount_minor ELSE 0 END
        FROM journal_lines WHERE owner_id <> 0 AND entry_kind IN ('BONUS', 'REBATE')
    )
   GROUP BY account_id, bucket;

-- The team seed's runs (POST /__dev/seed-team): one row per chunk written, in the chunk's own
-- batch, so a chunk is written once and a run resumes where it stopped. `anchor` is the instant the
-- seed's 90 days end, fixed by its first chunk.
CREATE TABLE report_seed_chunks (
  merchant_code TEXT NOT NULL,
  chunk         INTEGER NOT NULL,
  anchor        INTEGER NOT NULL,
  accounts      INTEGER NOT NULL,
  bets          INTEGER NOT NULL,
  written_at    INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, chunk)
);
