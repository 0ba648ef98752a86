-- Engagement (ADR 031, points mall): the brand's points rules, the rewards catalogue, the members'
-- exchanges (redemptions) and points-to-money conversions, and points from settled bets.
-- Points live in points_movements/points_balances (0011); money only moves through the wallet
-- lock (a conversion's `adjust` POINTS against BONUSES). See docs/decisions/031-points-mall.md.

-- 0011's trigger upserts the movement's points into the balance: SQLite checks the candidate row
-- (points = the movement, negative for a use) before it sees the conflict, so no use of points
-- could ever pass. Add the balance row at zero first, then add the movement: the CHECK (>= 0)
-- now sees the new sum and refuses only a use larger than the balance (failing the whole batch).
DROP TRIGGER points_movements_balance;
CREATE TRIGGER points_movements_balance AFTER INSERT ON points_movements
BEGIN
  INSERT INTO points_balances (merchant_code, account_id, points) VALUES (NEW.merchant_code, NEW.account_id, 0)
    ON CONFLICT (merchant_code, account_id) DO NOTHING;
  UPDATE points_balances SET points = points + NEW.points WHERE merchant_code = NEW.merchant_code AND account_id = NEW.account_id;
END;

-- A brand's points rules. A brand without a row has no points mall (the calls answer
-- function.not.available). Conversion: each point is worth convert_minor_per_point minor units;
-- one conversion is at least convert_min_points and a multiple of convert_step_points.
-- redeem_max_quantity: the most items one redemption may ask for.
CREATE TABLE brand_point_settings (
  merchant_code           TEXT PRIMARY KEY REFERENCES brands (merchant_code),
  convert_enabled         INTEGER NOT NULL DEFAULT 1 CHECK (convert_enabled IN (0, 1)),
  convert_minor_per_point INTEGER NOT NULL CHECK (convert_minor_per_point > 0),
  convert_min_points      INTEGER NOT NULL CHECK (convert_min_points > 0),
  convert_step_points     INTEGER NOT NULL DEFAULT 1 CHECK (convert_step_points > 0),
  redeem_max_quantity     INTEGER NOT NULL DEFAULT 10 CHECK (redeem_max_quantity BETWEEN 1 AND 1000)
);

-- Points from settled bets, per game type of the bet: valid_minor_per_point of valid bets earn one
-- point, counted under point_kind (the spec's types). A game type without a row earns nothing.
CREATE TABLE brand_bet_points (
  merchant_code         TEXT NOT NULL REFERENCES brands (merchant_code),
  game_type             TEXT NOT NULL,
  point_kind            TEXT NOT NULL CHECK (point_kind IN ('LIVE', 'LOTTERY', 'PVP', 'RNG', 'SPORTS')),
  valid_minor_per_point INTEGER NOT NULL CHECK (valid_minor_per_point > 0),
  PRIMARY KEY (merchant_code, game_type)
);

-- What bets have been counted: one row per counted range of a member's settled bets of one game
-- type, (from_bet_id, to_bet_id], with the valid amount left over for the next range. The UNIQUE
-- start makes two concurrent counts of the same bets collide (the second batch fails whole).
CREATE TABLE point_bet_ranges (
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  game_type     TEXT NOT NULL,
  from_bet_id   INTEGER NOT NULL,
  to_bet_id     INTEGER NOT NULL CHECK (to_bet_id > from_bet_id),
  carry_minor   INTEGER NOT NULL CHECK (carry_minor >= 0),
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, account_id, game_type, from_bet_id)
);

-- The rewards catalogue. exchange_type: the spec's coupon, life service and gift. stock counts
-- what is left; its named CHECK is what stops two redemptions overselling. needs_delivery: the
-- member gives an address and a phone. max_per_member: items one member may hold (rejected
-- redemptions do not count); NULL for no limit.
CREATE TABLE point_rewards (
  id              INTEGER PRIMARY KEY,
  merchant_code   TEXT NOT NULL REFERENCES brands (merchant_code),
  exchange_type   TEXT NOT NULL CHECK (exchange_type IN ('COUPON', 'LIFE_SERVICE', 'GIFT')),
  name_en         TEXT NOT NULL,
  name_ko         TEXT NOT NULL,
  description_en  TEXT NOT NULL DEFAULT '',
  description_ko  TEXT NOT NULL DEFAULT '',
  points          INTEGER NOT NULL CHECK (points > 0),
  stock           INTEGER NOT NULL CONSTRAINT point_reward_stock CHECK (stock >= 0),
  needs_delivery  INTEGER NOT NULL DEFAULT 0 CHECK (needs_delivery IN (0, 1)),
  max_per_member  INTEGER CHECK (max_per_member IS NULL OR max_per_member > 0),
  active          INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  sort            INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX point_rewards_by_brand ON point_rewards (merchant_code, active, sort, id);

-- A redemption ("exchange record"). Written in one batch with the stock and the points movement
-- (`redeem:<account>:<request id>`); a rejection gives both back in one batch, once
-- (`redeem-rejected:<id>`). The reward's name and price are kept as they were.
CREATE TABLE point_exchanges (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code    TEXT NOT NULL,
  account_id       INTEGER NOT NULL REFERENCES accounts (id),
  request_id       TEXT NOT NULL,
  request_hash     TEXT NOT NULL,
  reward_id        INTEGER NOT NULL REFERENCES point_rewards (id),
  exchange_type    TEXT NOT NULL,
  reward_name_en   TEXT NOT NULL,
  reward_name_ko   TEXT NOT NULL,
  quantity         INTEGER NOT NULL CHECK (quantity > 0),
  points_each      INTEGER NOT NULL CHECK (points_each > 0),
  points_total     INTEGER NOT NULL CHECK (points_total > 0),
  delivery_address TEXT,
  phone            TEXT,
  status           TEXT NOT NULL DEFAULT 'IN_PROCESS' CHECK (status IN ('IN_PROCESS', 'REJECTED', 'APPROVED')),
  remark           TEXT,
  created_at       INTEGER NOT NULL,
  decided_at       INTEGER,
  UNIQUE (merchant_code, account_id, request_id)
);
CREATE INDEX point_exchanges_by_account ON point_exchanges (merchant_code, account_id, created_at DESC, id DESC);
CREATE INDEX point_exchanges_by_reward ON point_exchanges (reward_id, account_id);

-- A member's limit per reward, checked inside the inserting batch (so concurrent redemptions see
-- each other): the items held (not rejected) plus the new ones may not pass max_per_member.
CREATE TRIGGER point_exchanges_member_limit BEFORE INSERT ON point_exchanges
WHEN (SELECT max_per_member FROM point_rewards WHERE id = NEW.reward_id) IS NOT NULL
 AND (SELECT COALESCE(SUM(quantity), 0) FROM point_exchanges
       WHERE reward_id = NEW.reward_id AND account_id = NEW.account_id AND status <> 'REJECTED') + NEW.quantity
     > (SELECT max_per_member FROM point_rewards WHERE id = NEW.reward_id)
BEGIN
  SELECT RAISE(ABORT, 'point_reward_member_limit');
END;

-- A points-to-money conversion. Step one (one batch): this row PENDING and the points movement
-- `convert:<id>`. Step two: the `adjust` keyed `points:convert:<id>` in the member's wallet lock,
-- then DONE. A crash between them leaves a PENDING row whose points are gone and whose money is
-- not: the member's next points call and the scheduled sweep post the adjust under the same key
-- (a no-op if it landed) and mark it DONE. So both happen once, or the row shows it is on its way.
CREATE TABLE point_conversions (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  request_id    TEXT NOT NULL,
  request_hash  TEXT NOT NULL,
  points        INTEGER NOT NULL CHECK (points > 0),
  amount_minor  INTEGER NOT NULL CHECK (amount_minor > 0),
  status        TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DONE')),
  created_at    INTEGER NOT NULL,
  completed_at  INTEGER,
  UNIQUE (merchant_code, account_id, request_id)
);
CREATE INDEX point_conversions_pending ON point_conversions (status, created_at) WHERE status = 'PENDING';
