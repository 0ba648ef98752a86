-- The agent centre's team: every account's ancestors, kept by triggers (a closure table), so "the
-- whole team of X" and "X's direct downline" are one indexed join instead of a recursive walk.
-- depth 0 is the account itself, 1 its direct downline, 2 theirs, and so on.
CREATE TABLE account_tree (
  ancestor_id   INTEGER NOT NULL REFERENCES accounts (id),
  descendant_id INTEGER NOT NULL REFERENCES accounts (id),
  depth         INTEGER NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
) WITHOUT ROWID;
CREATE INDEX account_tree_by_descendant ON account_tree (descendant_id, depth);
CREATE INDEX account_tree_by_depth ON account_tree (ancestor_id, depth, descendant_id);

INSERT INTO account_tree (ancestor_id, descendant_id, depth)
  WITH RECURSIVE up(descendant_id, ancestor_id, depth) AS (
    SELECT id, id, 0 FROM accounts
    UNION ALL
    SELECT up.descendant_id, a.parent_id, up.depth + 1
      FROM up JOIN accounts a ON a.id = up.ancestor_id
     WHERE a.parent_id IS NOT NULL AND up.depth < 64
  )
  SELECT ancestor_id, descendant_id, depth FROM up;

CREATE TRIGGER account_tree_on_insert AFTER INSERT ON accounts
BEGIN
  INSERT INTO account_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  INSERT INTO account_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM account_tree WHERE descendant_id = NEW.parent_id;
END;

-- A move (the development reseed may change a parent): the subtree leaves its old ancestors and
-- joins the new parent's.
CREATE TRIGGER account_tree_on_move AFTER UPDATE OF parent_id ON accounts
WHEN NEW.parent_id IS NOT OLD.parent_id
BEGIN
  DELETE FROM account_tree
   WHERE descendant_id IN (SELECT descendant_id FROM account_tree WHERE ancestor_id = NEW.id)
     AND ancestor_id NOT IN (SELECT descendant_id FROM account_tree WHERE ancestor_id = NEW.id);
  INSERT INTO account_tree (ancestor_id, descendant_id, depth)
    SELECT a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
      FROM account_tree a JOIN account_tree d ON d.ancestor_id = NEW.id
     WHERE a.descendant_id = NEW.parent_id;
END;
