-- Tournaments and races: this project's extension (docs/platform-protocol.md "Tournaments";
-- docs/decisions/066-tournaments.md; src/modules/tournaments/README.md).
--
-- A series is what the operator sets up: the games it covers, how one enters, how a round scores and
-- the prize table, and how long each run lasts. A run (a row of tournaments) is one period of its
-- series, made when the period is first needed (a page read, or a round settled in it) under a code
-- the period decides ("<series>-<yyyymmddhhmm>" in UTC), so two Workers making it at once make one.
-- A race is a short series (an hour) whose runs follow each other; a tournament a long one. A run
-- copies its series' rules when it is made: changing a series never changes a run under way.
CREATE TABLE tournament_series (
  id              INTEGER PRIMARY KEY,
  merchant_code   TEXT NOT NULL,
  -- Letters, digits and dashes; a run's code is this and its start.
  code            TEXT NOT NULL CHECK (length(code) BETWEEN 1 AND 24 AND NOT code GLOB '*[^A-Z0-9-]*'),
  kind            TEXT NOT NULL CHECK (kind IN ('TOURNAMENT', 'RACE')),
  -- {"en": "Slots race", "ko": "슬롯 레이스", ...}
  names           TEXT NOT NULL CHECK (json_valid(names)),
  -- {"types": ["RNG"], "vendors": ["PG"], "games": [12, 14]}: any match counts (as a jackpot pool's).
  games           TEXT NOT NULL CHECK (json_valid(games)),
  -- AUTO: every member's first scoring round enters them; OPT_IN: the member joins; BUY_IN: the
  -- member pays buy_in_minor to join (into the run's ledger account).
  entry           TEXT NOT NULL CHECK (entry IN ('AUTO', 'OPT_IN', 'BUY_IN')),
  buy_in_minor    INTEGER NOT NULL DEFAULT 0 CHECK ((entry = 'BUY_IN') = (buy_in_minor > 0)),
  -- STAKE: the sum of stakes; WIN: the sum of wins; MULTIPLIER: the best win ÷ stake of one round, in
  -- hundredths; ROUNDS: the number of rounds. Only settled rounds of at least min_stake_minor score.
  scoring         TEXT NOT NULL CHECK (scoring IN ('STAKE', 'WIN', 'MULTIPLIER', 'ROUNDS')),
  min_stake_minor INTEGER NOT NULL DEFAULT 0 CHECK (min_stake_minor >= 0),
  -- [{"from": 1, "to": 1, "kind": "MONEY", "amount": 100000}, {"from": 2, "to": 5, "kind": "BONUS",
  -- "amount": 20000, "turnover": 5}, {"from": 6, "to": 20, "kind": "POINTS", "amount": 500}]: money
  -- and bonuses in minor units, points in points, one prize per rank of each line.
  prizes          TEXT NOT NULL CHECK (json_valid(prizes)),
  period_minutes  INTEGER NOT NULL CHECK (period_minutes BETWEEN 5 AND 44640),
  active          INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at      INTEGER NOT NULL,
  UNIQUE (merchant_code, code)
);

CREATE TABLE tournaments (
  id              INTEGER PRIMARY KEY,
  merchant_code   TEXT NOT NULL,
  series_id       INTEGER NOT NULL REFERENCES tournament_series (id),
  code            TEXT NOT NULL,
  kind            TEXT NOT NULL,
  names           TEXT NOT NULL,
  games           TEXT NOT NULL,
  entry           TEXT NOT NULL,
  buy_in_minor    INTEGER NOT NULL,
  scoring         TEXT NOT NULL,
  min_stake_minor INTEGER NOT NULL,
  prizes          TEXT NOT NULL,
  starts_at       INTEGER NOT NULL,
  ends_at         INTEGER NOT NULL CHECK (ends_at > starts_at),
  -- OPEN until its end; SETTLING while its prizes are paid (a crash leaves it so for the sweep);
  -- FINISHED with its results fixed.
  state           TEXT NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'SETTLING', 'FINISHED')),
  settled_at      INTEGER,
  -- When its leaderboard was last told to the brand's public streams (at most every second).
  announced_at    INTEGER NOT NULL DEFAULT 0,
  -- When the members who asked were told by push that it started (tournaments only, not races).
  start_told_at   INTEGER,
  created_at      INTEGER NOT NULL,
  UNIQUE (merchant_code, code)
);
CREATE INDEX tournaments_by_brand ON tournaments (merchant_code, state, ends_at);
-- The minute's sweep over every brand: the runs due to settle or to be told, not the history.
CREATE INDEX tournaments_due ON tournaments (state, ends_at);

-- An entrant and their score. reached_at is when the score was reached and reached_bet the round
-- (bets.id) that reached it: ties go to who reached the score first. final_rank, prize_* and paid_at
-- are written when the run is settled.
CREATE TABLE tournament_entries (
  tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
  account_id     INTEGER NOT NULL REFERENCES accounts (id),
  merchant_code  TEXT NOT NULL,
  joined_at      INTEGER NOT NULL,
  score          INTEGER NOT NULL DEFAULT 0 CHECK (score >= 0),
  rounds         INTEGER NOT NULL DEFAULT 0 CHECK (rounds >= 0),
  reached_at     INTEGER,
  reached_bet    INTEGER,
  final_rank     INTEGER,
  prize_kind     TEXT CHECK (prize_kind IN ('MONEY', 'BONUS', 'POINTS')),
  prize_amount   INTEGER,
  prize_turnover INTEGER,
  paid_at        INTEGER,
  PRIMARY KEY (tournament_id, account_id)
);
CREATE INDEX tournament_entries_board ON tournament_entries (tournament_id, score DESC, reached_at, reached_bet);
CREATE INDEX tournament_entries_by_account ON tournament_entries (account_id, tournament_id);

-- Web push gains a kind (docs/decisions/065, 066): a tournament starting, and the end of one the
-- member was in. SQLite cannot change a CHECK: the preferences are copied into a table made again.
CREATE TABLE push_preferences_before_tournaments AS SELECT * FROM push_preferences;
DROP TABLE push_preferences;
CREATE TABLE push_preferences (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  kind       TEXT NOT NULL CHECK (kind IN ('DRAW_RESULTS', 'WITHDRAWAL_PAID', 'ANSWERS', 'TOURNAMENTS')),
  enabled    INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, kind)
);
INSERT INTO push_preferences (account_id, kind, enabled, updated_at)
  SELECT account_id, kind, enabled, updated_at FROM push_preferences_before_tournaments;
DROP TABLE push_preferences_before_tournaments;
