-- Jackpots that can be won: this project's extension (docs/platform-protocol.md "Jackpot pools";
-- docs/decisions/064-jackpot-pools.md; src/modules/jackpots/README.md).
--
-- A pool is money of the brand held apart: a ledger account of its own (owner 0, kind JACKPOT, the
-- pool's code as its vendor_code), funded by its seed from the house and by a share of every stake
-- on its games, paid to a winner in full through the ledger and seeded again.
--
-- SQLite cannot change a CHECK, so the two ledger tables whose kinds grow are rebuilt under their
-- own names, as 0037 rebuilt deposits: rows copied aside, the table made again with its indexes, the
-- rows put back with their ids. journal_lines refers to both by id: the drops leave its rows without
-- their parents for a moment, a deferred violation that the same ids put back settle before the
-- migration commits. No trigger is defined on either table.
--
-- The rebuild copies every ledger row, so it is done once for the kinds the features that bring
-- players back post: besides the pools' JACKPOT accounts and entries, a player's BONUS balance (a
-- bonus held apart from cash until its turnover is met: BONUS_RELEASE moves it to cash,
-- BONUS_FORFEIT back to the brand) and a tournament's TOURNAMENT account (its buy-ins,
-- TOURNAMENT_BUYIN, and its prizes, TOURNAMENT_PRIZE). Until those features post them, nothing does.
PRAGMA defer_foreign_keys = true;

CREATE TABLE ledger_accounts_before_jackpots AS SELECT * FROM ledger_accounts;
DROP TABLE ledger_accounts;
CREATE TABLE ledger_accounts (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  owner_id      INTEGER NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('MAIN', 'VENDOR', 'HELD', 'BONUS', 'HOUSE', 'CASH_IN', 'CASH_OUT', 'BONUSES', 'PLAY_MONEY', 'TRANSIT',
                                              'JACKPOT', 'TOURNAMENT')),
  vendor_code   TEXT NOT NULL DEFAULT '',
  currency      TEXT NOT NULL,
  -- A cache of SUM(journal_lines.amount_minor) for this account, updated in the same batch as the
  -- lines; tests recompute it from the lines.
  balance_minor INTEGER NOT NULL DEFAULT 0,
  CHECK (owner_id = 0 OR balance_minor >= 0),
  CHECK (owner_id <> 0 OR kind IN ('HOUSE', 'CASH_IN', 'CASH_OUT', 'BONUSES', 'PLAY_MONEY', 'TRANSIT', 'JACKPOT', 'TOURNAMENT')),
  -- A player's accounts are the player's own kinds.
  CHECK (owner_id = 0 OR kind IN ('MAIN', 'VENDOR', 'HELD', 'BONUS')),
  -- A pool never owes: it pays what it holds (src/modules/ledger/jackpot-commands.ts).
  CHECK (kind <> 'JACKPOT' OR balance_minor >= 0),
  UNIQUE (merchant_code, owner_id, kind, vendor_code)
);
INSERT INTO ledger_accounts (id, merchant_code, owner_id, kind, vendor_code, currency, balance_minor)
  SELECT id, merchant_code, owner_id, kind, vendor_code, currency, balance_minor FROM ledger_accounts_before_jackpots;
DROP TABLE ledger_accounts_before_jackpots;

CREATE TABLE journal_entries_before_jackpots AS SELECT * FROM journal_entries;
DROP TABLE journal_entries;
CREATE TABLE journal_entries (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  -- What the movement is, as the member's records name it. JACKPOT_SEED is the brand's alone (the
  -- house funds a pool); JACKPOT_WIN pays a pool to its winner.
  kind          TEXT NOT NULL CHECK (kind IN ('OPENING', 'DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REFUND', 'WALLET_TRANSFER',
                                              'PLAYER_TRANSFER_OUT', 'PLAYER_TRANSFER_IN', 'BET', 'WIN', 'BONUS', 'REBATE', 'POINTS', 'ADJUSTMENT',
                                              'JACKPOT_SEED', 'JACKPOT_WIN', 'BONUS_RELEASE', 'BONUS_FORFEIT', 'TOURNAMENT_BUYIN',
                                              'TOURNAMENT_PRIZE')),
  -- The business record it belongs to: "deposit:12", "withdrawal:3", "transfer:9", "bet:77", "jackpot:4".
  reference     TEXT,
  -- Unique per brand: the same key can never post twice.
  entry_key     TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  UNIQUE (merchant_code, entry_key)
);
INSERT INTO journal_entries (id, merchant_code, kind, reference, entry_key, created_at)
  SELECT id, merchant_code, kind, reference, entry_key, created_at FROM journal_entries_before_jackpots;
DROP TABLE journal_entries_before_jackpots;

-- The brand's switches (docs/decisions/064): pools shown and played for, and whether the spec's
-- decorative counter may stand in when there are none. A brand under a regulator that forbids an
-- amount that cannot be won (Ontario standard 2.15, UKGC RTS 9) sets decorative_jackpot to 0.
ALTER TABLE brands ADD COLUMN jackpot_pools INTEGER NOT NULL DEFAULT 0 CHECK (jackpot_pools IN (0, 1));
ALTER TABLE brands ADD COLUMN decorative_jackpot INTEGER NOT NULL DEFAULT 1 CHECK (decorative_jackpot IN (0, 1));

-- A pool. Its amount is its ledger account's balance; what it covers is a set of game types, vendors
-- and game ids (any match counts); each stake on a covered game gives contribution_bp hundredths of a
-- percent of itself, rounded down. It is won one of two ways:
-- - MUST_DROP: at every seeding a drop point is drawn at random in (seed, must_drop]; the round whose
--   contribution takes the amount to it wins. The point is never shown to anyone.
-- - RANDOM: the game server's draw for the round wins with the chance stake / odds_stake_minor; the
--   amount grows to ceiling_minor at most (a stake past it gives nothing).
-- A win is claimed in the stake's own batch (state OPEN → HIT, one claim a cycle however many
-- wallets stake at once), then paid in the winner's wallet lock, and the pool is seeded again
-- (cycle + 1). A HIT left by a crash is paid by the minute's sweep.
CREATE TABLE jackpot_pools (
  id               INTEGER PRIMARY KEY,
  merchant_code    TEXT NOT NULL,
  -- Letters, digits and dashes: names the pool's ledger account and its page (/jackpots/<code>).
  code             TEXT NOT NULL CHECK (length(code) BETWEEN 1 AND 32 AND NOT code GLOB '*[^A-Z0-9-]*'),
  -- {"en": "Mega", "ko": "메가", ...}: the brand's default language is required by the operator's route.
  names            TEXT NOT NULL CHECK (json_valid(names)),
  -- {"types": ["RNG"], "vendors": ["PG"], "games": [12, 14]}
  games            TEXT NOT NULL CHECK (json_valid(games)),
  seed_minor       INTEGER NOT NULL CHECK (seed_minor > 0),
  contribution_bp  INTEGER NOT NULL CHECK (contribution_bp BETWEEN 1 AND 1000),
  trigger          TEXT NOT NULL CHECK (trigger IN ('MUST_DROP', 'RANDOM')),
  must_drop_minor  INTEGER,
  drop_minor       INTEGER,
  ceiling_minor    INTEGER,
  odds_stake_minor INTEGER,
  state            TEXT NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'HIT', 'CLOSED')),
  -- Wins so far: the seed of cycle n is keyed "jackpot-seed:<id>:<n>", its win "jackpot:<id>:<n>".
  cycle            INTEGER NOT NULL DEFAULT 0,
  hit_round        TEXT,
  hit_account      INTEGER,
  hit_amount_minor INTEGER,
  hit_at           INTEGER,
  -- When the pool's amount was last told to the brand's public streams (at most every few seconds).
  announced_at     INTEGER NOT NULL DEFAULT 0,
  created_at       INTEGER NOT NULL,
  UNIQUE (merchant_code, code),
  CHECK (trigger <> 'MUST_DROP' OR (must_drop_minor > seed_minor AND drop_minor > seed_minor AND drop_minor <= must_drop_minor)),
  CHECK (trigger <> 'RANDOM' OR (odds_stake_minor > 0 AND (ceiling_minor IS NULL OR ceiling_minor > seed_minor))),
  CHECK ((state = 'HIT') = (hit_round IS NOT NULL AND hit_account IS NOT NULL AND hit_amount_minor IS NOT NULL))
);
CREATE INDEX jackpot_pools_by_brand ON jackpot_pools (merchant_code, state);

-- A pool's wins, one a cycle: the winner, the round, the amount paid and the game (as it was).
CREATE TABLE jackpot_wins (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  pool_id       INTEGER NOT NULL REFERENCES jackpot_pools (id),
  cycle         INTEGER NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  round_id      TEXT NOT NULL,
  game_name     TEXT NOT NULL,
  amount_minor  INTEGER NOT NULL CHECK (amount_minor > 0),
  won_at        INTEGER NOT NULL,
  UNIQUE (pool_id, cycle)
);
CREATE INDEX jackpot_wins_by_pool ON jackpot_wins (pool_id, won_at DESC);
CREATE INDEX jackpot_wins_by_round ON jackpot_wins (merchant_code, round_id);

-- A member who keeps their wins off public lists (a jackpot's winners, the winner board): set by the
-- member (docs/decisions/064); a listed win then shows no name at all.
ALTER TABLE accounts ADD COLUMN hide_public_wins INTEGER NOT NULL DEFAULT 0 CHECK (hide_public_wins IN (0, 1));
