-- Operator-written content in the brand's languages beyond the two columns. Announcements, banners,
-- promotions, missions, points-mall rewards, deposit methods and chat desks keep English and Korean
-- in their own columns (title_en/title_ko, name_en/name_ko, ...); every other language the brand
-- offers (CN, VI, TH) is a row here. A reader takes the row of the request language and falls back
-- to the English column while the operator has not written that language (src/http/contentText.ts
-- writes that expression; kinds, fields and languages come from its fixed lists).
--   kind    announcement, banner, agent_announcement, promotion, mission, point_reward,
--           deposit_method, chat_model
--   ref_id  the item's key as text: its id ('3001'), a deposit method's code, a desk's model_id
--   field   title, content, name or description
CREATE TABLE content_texts (
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  kind          TEXT NOT NULL,
  ref_id        TEXT NOT NULL,
  field         TEXT NOT NULL,
  -- The protocol's language code; English and Korean live in the columns.
  language      TEXT NOT NULL CHECK (language GLOB '[A-Z][A-Z]*' AND language NOT IN ('EN', 'KO')),
  text          TEXT NOT NULL CHECK (length(text) > 0),
  PRIMARY KEY (merchant_code, kind, ref_id, field, language)
) WITHOUT ROWID;

-- An item's texts go with it: a deleted item leaves no text a new item under the same key would show.
CREATE TRIGGER content_texts_announcement_deleted AFTER DELETE ON announcements BEGIN
  DELETE FROM content_texts WHERE merchant_code = old.merchant_code AND kind = 'announcement' AND ref_id = CAST(old.id AS TEXT);
END;
CREATE TRIGGER content_texts_banner_deleted AFTER DELETE ON banners BEGIN
  DELETE FROM content_texts WHERE merchant_code = old.merchant_code AND kind = 'banner' AND ref_id = CAST(old.id AS TEXT);
END;
CREATE TRIGGER content_texts_agent_announcement_deleted AFTER DELETE ON agent_announcements BEGIN
  DELETE FROM content_texts WHERE merchant_code = old.merchant_code AND kind = 'agent_announcement' AND ref_id = CAST(old.id AS TEXT);
END;
CREATE TRIGGER content_texts_promotion_deleted AFTER DELETE ON promotions BEGIN
  DELETE FROM content_texts WHERE merchant_code = old.merchant_code AND kind = 'promotion' AND ref_id = CAST(old.id AS TEXT);
END;
CREATE TRIGGER content_texts_mission_deleted AFTER DELETE ON missions BEGIN
  DELETE FROM content_texts WHERE merchant_code = old.merchant_code AND kind = 'mission' AND ref_id = CAST(old.id AS TEXT);
END;
CREATE TRIGGER content_texts_point_reward_deleted AFTER DELETE ON point_rewards BEGIN
  DELETE FROM content_texts WHERE merchant_code = old.merchant_code AND kind = 'point_reward' AND ref_id = CAST(old.id AS TEXT);
END;
CREATE TRIGGER content_texts_deposit_method_deleted AFTER DELETE ON brand_deposit_methods BEGIN
  DELETE FROM content_texts WHERE merchant_code = old.merchant_code AND kind = 'deposit_method' AND ref_id = old.code;
END;
CREATE TRIGGER content_texts_chat_model_deleted AFTER DELETE ON chat_models BEGIN
  DELETE FROM content_texts WHERE merchant_code = old.merchant_code AND kind = 'chat_model' AND ref_id = old.model_id;
END;
