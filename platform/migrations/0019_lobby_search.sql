-- The lobby's search across every game type (GCSGAME_gameList without gameType: /seamless, /new,
-- a provider or free-trial filter alone). The list's order without the type in front, so such a
-- page is read off the index instead of sorting the whole catalogue (10,341 games) per request.
CREATE INDEX games_list_order_all_en ON games ((hot_rank IS NULL), hot_rank, name_en, node_id);
CREATE INDEX games_list_order_all_ko ON games ((hot_rank IS NULL), hot_rank, name_ko, node_id);
