-- Lottery (ADR 025): draw schedules and the detail of every lottery bet.
-- See docs/platform-protocol.md "Lottery" and platform/src/modules/lottery/README.md.

-- A game's schedule when it differs from the default rule (src/modules/lottery/schedule.ts: a period
-- per vendor and game position). A period divides a day; betting closes lock_seconds before a draw.
CREATE TABLE lottery_schedules (
  node_id        INTEGER PRIMARY KEY REFERENCES games (node_id),
  period_seconds INTEGER NOT NULL CHECK (period_seconds >= 30 AND 86400 % period_seconds = 0),
  lock_seconds   INTEGER NOT NULL CHECK (lock_seconds >= 0 AND lock_seconds < period_seconds)
);

-- One row per bet round of a lottery slip: the slip's content on one numero. The money side is the
-- `bets` row with the same round_id (stake through bet.place, win through bet.settle at the draw);
-- this row holds what was bet on and, once settled, the draw and how many picks won.
CREATE TABLE lottery_bets (
  merchant_code  TEXT NOT NULL,
  round_id       TEXT NOT NULL,
  account_id     INTEGER NOT NULL REFERENCES accounts (id),
  -- The betting request's key and a hash of its body: a repeat with another body is refused.
  request_id     TEXT NOT NULL,
  request_hash   TEXT NOT NULL,
  node_id        INTEGER NOT NULL REFERENCES games (node_id),
  game_code      TEXT NOT NULL,
  numero         TEXT NOT NULL,
  draw_at        INTEGER NOT NULL,
  play_id        TEXT NOT NULL,
  -- Normalised picks, comma-separated.
  content        TEXT NOT NULL,
  picks          INTEGER NOT NULL CHECK (picks > 0),
  unit_minor     INTEGER NOT NULL CHECK (unit_minor > 0),
  multiple       INTEGER NOT NULL CHECK (multiple > 0),
  -- A chase (one content over several numeros): its key, this numero's place in it, and whether a
  -- win stops it (the later numeros are refunded at their draw).
  chase_key      TEXT NOT NULL,
  chase_pos      INTEGER NOT NULL,
  win_stop       INTEGER NOT NULL DEFAULT 0 CHECK (win_stop IN (0, 1)),
  created_at     INTEGER NOT NULL,
  -- Set when settled: the drawn digits ("3,0,7,1,9"), winning picks (NULL for a refunded chase
  -- numero) and the win paid.
  result         TEXT,
  winning_picks  INTEGER,
  payout_minor   INTEGER,
  settled_at     INTEGER,
  PRIMARY KEY (merchant_code, round_id)
);
-- The settlement sweep: unsettled rows by draw time.
CREATE INDEX lottery_bets_due ON lottery_bets (draw_at) WHERE settled_at IS NULL;
CREATE INDEX lottery_bets_by_account ON lottery_bets (merchant_code, account_id, created_at DESC);
CREATE INDEX lottery_bets_by_request ON lottery_bets (merchant_code, account_id, request_id);
CREATE INDEX lottery_bets_by_chase ON lottery_bets (merchant_code, chase_key, chase_pos);
