-- Play (the game issue): game sessions opened by launches, recent games, favourites.

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
