-- Play (ADR 023, ADR 026): game sessions opened by launches, recent games, favourites.

-- One row per launch. The game page (served by the platform's stand-in game server under /rgs/)
-- is addressed by `token` alone, so it never sees the member's platform session token.
-- account_type 1 plays real money through the ledger; 0 is a free trial with play money kept here
-- (trial_balance_minor), never in the ledger. account_id is NULL for a guest's free trial.
CREATE TABLE game_sessions (
  token               TEXT PRIMARY KEY,
  merchant_code       TEXT NOT NULL REFERENCES brands (merchant_code),
  account_id          INTEGER REFERENCES accounts (id),
  node_id             INTEGER NOT NULL REFERENCES games (node_id),
  game_type           TEXT NOT NULL,
  vassalage           TEXT NOT NULL,
  account_type        INTEGER NOT NULL CHECK (account_type IN (0, 1)),
  -- GLS (a game) or LOTT (a lottery game, with lottery_game_code).
  launch_mode         TEXT NOT NULL CHECK (launch_mode IN ('GLS', 'LOTT')),
  lottery_game_code   TEXT,
  room_id             TEXT,
  language            TEXT NOT NULL,
  -- The portal's key for one tap (launchGame's requestId): the same key answers the same session.
  request_id          TEXT,
  -- A real-money game session belongs to the member's platform session that launched it (SHA-256
  -- of its token, as sessions.token_hash): once that session ends (logout, password change,
  -- timeout) the game page stops taking real money, and each round counts as that session's
  -- activity (src/modules/play/rounds.ts memberSessionAlive). NULL for guests' free trials.
  platform_session_hash TEXT,
  trial_balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (trial_balance_minor >= 0),
  created_at          INTEGER NOT NULL,
  expires_at          INTEGER NOT NULL
);
CREATE INDEX game_sessions_by_account ON game_sessions (merchant_code, account_id, created_at DESC);
CREATE INDEX game_sessions_by_expiry ON game_sessions (expires_at);
CREATE UNIQUE INDEX game_sessions_by_request ON game_sessions (merchant_code, account_id, request_id) WHERE request_id IS NOT NULL;

-- Recent games: written by every real or trial launch of a member, newest first, one row per game.
CREATE TABLE recent_games (
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  node_id       INTEGER NOT NULL REFERENCES games (node_id),
  played_at     INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, account_id, node_id)
);
CREATE INDEX recent_games_by_time ON recent_games (merchant_code, account_id, played_at DESC);

-- Favourites (MCSFE_addFavoriteGameV2 / MCSFE_removeFavoriteGameV2), newest first.
CREATE TABLE favorite_games (
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  node_id       INTEGER NOT NULL REFERENCES games (node_id),
  added_at      INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, account_id, node_id)
);
CREATE INDEX favorite_games_by_time ON favorite_games (merchant_code, account_id, added_at DESC);

-- Rounds played on the stand-in game server's pages (src/modules/play/). The round id is the
-- idempotency key rendered into the page's form: a repeated post finds its row and plays nothing.
-- Real rounds (account_type 1) are also bets (bet.place/bet.settle through the wallet gate, the
-- `bets` row is the record); trial rounds (account_type 0) only move game_sessions.trial_balance_minor,
-- in the same batch that writes their row, and never touch the ledger.
-- kind: SPIN (slots-like), CRASH, BACCARAT, FIXTURE (a bet on a sports/esports/cockfight fixture,
-- OPEN until `settles_at`, the fixture's end). choice: the baccarat bet, the crash target
-- (hundredths) or the fixture selection. outcome: the result as JSON once settled.
CREATE TABLE game_rounds (
  merchant_code TEXT NOT NULL,
  round_id      TEXT NOT NULL,
  session_token TEXT NOT NULL REFERENCES game_sessions (token),
  account_id    INTEGER REFERENCES accounts (id),
  node_id       INTEGER NOT NULL REFERENCES games (node_id),
  account_type  INTEGER NOT NULL CHECK (account_type IN (0, 1)),
  kind          TEXT NOT NULL CHECK (kind IN ('SPIN', 'CRASH', 'BACCARAT', 'FIXTURE')),
  stake_minor   INTEGER NOT NULL CHECK (stake_minor > 0),
  choice        TEXT NOT NULL,
  fixture_id    TEXT,
  settles_at    INTEGER NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('OPEN', 'SETTLED', 'REFUSED')),
  refusal       TEXT,
  payout_minor  INTEGER,
  valid_minor   INTEGER,
  outcome       TEXT,
  created_at    INTEGER NOT NULL,
  settled_at    INTEGER,
  PRIMARY KEY (merchant_code, round_id)
);
CREATE INDEX game_rounds_by_session ON game_rounds (session_token, created_at DESC);
-- Open rounds of an account (the #734 rule) and rounds due for settlement (the cron trigger).
CREATE INDEX game_rounds_open_by_account ON game_rounds (merchant_code, account_id) WHERE status = 'OPEN';
CREATE INDEX game_rounds_due ON game_rounds (settles_at) WHERE status = 'OPEN';
