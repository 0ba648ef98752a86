-- Reference platform: the game list, hot games and vendor menus read through indexes in the order
-- they answer, and game names are searched through FTS5 instead of scanning every name.
--
-- The list's order is "hot by rank, then by name, then by id" in the request language. These
-- indexes hold exactly that order per game type, so a page is read off the index (no sort of the
-- whole type) and paging walks index entries only. They replace games_by_type_rank.
DROP INDEX IF EXISTS games_by_type_rank;
CREATE INDEX games_list_order_en ON games (game_type, (hot_rank IS NULL), hot_rank, name_en, node_id);
CREATE INDEX games_list_order_ko ON games (game_type, (hot_rank IS NULL), hot_rank, name_ko, node_id);

-- Hot games of one vendor, by rank (the vendor lanes).
CREATE INDEX games_hot_by_vendor ON games (vassalage, hot_rank) WHERE hot_rank IS NOT NULL;

-- The menus' distinct (type, class, vendor) triples straight from the index, replacing the
-- narrower games_by_type_classify.
DROP INDEX IF EXISTS games_by_type_classify;
CREATE INDEX games_by_type_classify_vendor ON games (game_type, classify, vassalage);

-- Sub-vendors of a parent vendor (EVO → EG3, EG4, EG7).
CREATE INDEX vendors_by_parent ON vendors (parent_vassalage) WHERE parent_vassalage IS NOT NULL;

-- Game names for the gameList name filter. The trigram tokenizer makes any run of 3 or more
-- characters a match (a case-insensitive substring search), in both languages. The table holds
-- no copy of the names (content='games'); the triggers keep its index in step with every insert,
-- name change and delete, whoever writes the games table (the seed upserts it).
CREATE VIRTUAL TABLE games_name_search USING fts5(
  name_en, name_ko, content = 'games', content_rowid = 'node_id', tokenize = 'trigram'
);
INSERT INTO games_name_search (games_name_search) VALUES ('rebuild');

CREATE TRIGGER games_name_search_insert AFTER INSERT ON games BEGIN
  INSERT INTO games_name_search (rowid, name_en, name_ko) VALUES (new.node_id, new.name_en, new.name_ko);
END;

CREATE TRIGGER games_name_search_delete AFTER DELETE ON games BEGIN
  INSERT INTO games_name_search (games_name_search, rowid, name_en, name_ko) VALUES ('delete', old.node_id, old.name_en, old.name_ko);
END;

-- Only a real change of name or id touches the index: the seed rewrites every game on each start.
CREATE TRIGGER games_name_search_update AFTER UPDATE OF node_id, name_en, name_ko ON games
  WHEN old.node_id IS NOT new.node_id OR old.name_en IS NOT new.name_en OR old.name_ko IS NOT new.name_ko
BEGIN
  INSERT INTO games_name_search (games_name_search, rowid, name_en, name_ko) VALUES ('delete', old.node_id, old.name_en, old.name_ko);
  INSERT INTO games_name_search (rowid, name_en, name_ko) VALUES (new.node_id, new.name_en, new.name_ko);
END;
