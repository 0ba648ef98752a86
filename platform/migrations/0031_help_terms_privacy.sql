-- The help centre also holds the brand's terms and privacy policy (/help#terms, /help#privacy), the
-- pages the registration form links to. SQLite cannot change a CHECK, so the table is rebuilt.
CREATE TABLE help_articles_new (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES brands (merchant_code),
  language      TEXT NOT NULL,
  category      TEXT NOT NULL CHECK (category IN ('faq', 'rules', 'account', 'terms', 'privacy')),
  title         TEXT NOT NULL,
  content       TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0
);
INSERT INTO help_articles_new (id, merchant_code, language, category, title, content, sort)
  SELECT id, merchant_code, language, category, title, content, sort FROM help_articles;
DROP TABLE help_articles;
ALTER TABLE help_articles_new RENAME TO help_articles;
CREATE INDEX help_articles_by_brand_language ON help_articles (merchant_code, language, sort);
