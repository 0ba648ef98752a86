import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { CONTENT_SOURCES, contentTextLanguage, localizedSql, type ContentSourceName } from './contentText';
import { TEXT_LANGUAGES } from './language';

describe('localizedSql', () => {
  it('reads the English and Korean columns for EN and KO', () => {
    expect(localizedSql('announcements.title', 'en')).toBe('announcements.title_en');
    expect(localizedSql('announcements.title', 'EN', 'a')).toBe('a.title_en');
    expect(localizedSql('announcements.content', 'ko', 'a')).toBe('a.content_ko');
    expect(localizedSql('point_rewards.description', 'ko-KR', 'r')).toBe('r.description_ko');
    // A desk without a Korean name reads its English one.
    expect(localizedSql('chat_models.name', 'KO')).toBe('COALESCE(chat_models.name_ko, chat_models.name)');
  });

  it('reads the row of content_texts for CN, VI and TH, falling back to the English column', () => {
    expect(localizedSql('promotions.title', 'vi', 'p')).toBe(
      "COALESCE((SELECT content_texts.text FROM content_texts WHERE content_texts.merchant_code = p.merchant_code AND content_texts.kind = 'promotion'" +
        " AND content_texts.ref_id = CAST(p.id AS TEXT) AND content_texts.field = 'title' AND content_texts.language = 'VI'), p.title_en)",
    );
    // Protocol codes and text languages alike; Simplified Chinese is stored as the protocol's CN.
    for (const [language, code] of [
      ['zh', 'CN'],
      ['CN', 'CN'],
      ['zh-CN', 'CN'],
      ['VI', 'VI'],
      ['th', 'TH'],
      ['th_TH', 'TH'],
    ] as const) {
      expect(localizedSql('missions.title', language)).toContain(`content_texts.language = '${code}'), missions.title_en)`);
    }
    // A reward's name on an exchange: the reward's texts (by reward_id), then the name kept in English.
    const exchange = localizedSql('point_exchanges.reward_name', 'th', 'e');
    expect(exchange).toContain("content_texts.kind = 'point_reward'");
    expect(exchange).toContain('content_texts.ref_id = CAST(e.reward_id AS TEXT)');
    expect(exchange).toMatch(/, e\.reward_name_en\)$/);
    expect(localizedSql('brand_deposit_methods.name', 'TH', 'm')).toContain('content_texts.ref_id = CAST(m.code AS TEXT)');
  });

  it('reads English for any other language: nothing of the language reaches the SQL', () => {
    for (const language of ['', 'JA', 'fr', 'ZH-TW', 'zh-Hant', "VI' OR 1=1 --", 'TH); DROP TABLE accounts; --', 'undefined']) {
      expect(localizedSql('announcements.title', language, 'a'), language).toBe('a.title_en');
    }
    expect(contentTextLanguage('JA')).toBeNull();
    expect(contentTextLanguage('EN')).toBeNull();
    expect(contentTextLanguage('KO')).toBeNull();
    expect(contentTextLanguage(null)).toBeNull();
    expect(TEXT_LANGUAGES.map(contentTextLanguage)).toEqual([null, null, 'CN', 'VI', 'TH']);
  });

  it('takes only plain identifiers as the alias and only the listed sources', () => {
    for (const alias of ['a b', 'a;', 'A', '1a', 'a.b', "a'", '', 'x'.repeat(64)]) {
      expect(() => localizedSql('banners.title', 'vi', alias), alias).toThrow(/not an identifier/);
    }
    expect(() => localizedSql('accounts.password' as ContentSourceName, 'en')).toThrow(/unknown source/);
    expect(() => localizedSql('toString' as ContentSourceName, 'en')).toThrow(/unknown source/);
  });

  it('splices only names of its own lists', () => {
    for (const source of Object.keys(CONTENT_SOURCES) as ContentSourceName[]) {
      for (const language of ['en', 'ko', 'zh', 'vi', 'th']) {
        // Identifiers, the fixed kind/field/language literals, and SQL keywords: no other characters.
        expect(localizedSql(source, language, 't')).toMatch(/^[A-Za-z0-9_.,'= ()]+$/);
      }
    }
  });

  it('runs in SQLite: the language row when there is one, else the English column', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(`CREATE TABLE content_texts (merchant_code TEXT NOT NULL, kind TEXT NOT NULL, ref_id TEXT NOT NULL, field TEXT NOT NULL,
              language TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (merchant_code, kind, ref_id, field, language)) WITHOUT ROWID;
            CREATE TABLE announcements (id INTEGER PRIMARY KEY, merchant_code TEXT NOT NULL, title_en TEXT NOT NULL, title_ko TEXT NOT NULL);
            INSERT INTO announcements VALUES (7, 'DEMO', 'Welcome', '환영합니다'), (8, 'DEMO', 'Maintenance', '점검'), (7000, 'OTHER', 'Other brand', '다른 브랜드');
            INSERT INTO content_texts VALUES ('DEMO', 'announcement', '7', 'title', 'VI', 'Chào mừng'), ('DEMO', 'announcement', '7', 'content', 'TH', 'x'),
              ('DEMO', 'banner', '8', 'title', 'VI', 'not an announcement'), ('OTHER', 'announcement', '8', 'title', 'VI', 'another brand''s');`);
    const titles = (language: string) =>
      db.exec(`SELECT a.id, ${localizedSql('announcements.title', language, 'a')} AS title FROM announcements a ORDER BY a.id`)[0]!.values;
    expect(titles('VI')).toEqual([
      [7, 'Chào mừng'],
      [8, 'Maintenance'],
      [7000, 'Other brand'],
    ]);
    expect(titles('TH')).toEqual([
      [7, 'Welcome'],
      [8, 'Maintenance'],
      [7000, 'Other brand'],
    ]);
    expect(titles('KO')).toEqual([
      [7, '환영합니다'],
      [8, '점검'],
      [7000, '다른 브랜드'],
    ]);
    expect(titles('JA')).toEqual(titles('EN'));
    // The lookup is the primary key's (the key compared as text).
    const plan = db
      .exec(`EXPLAIN QUERY PLAN SELECT ${localizedSql('announcements.title', 'vi', 'a')} FROM announcements a`)[0]!
      .values.map((r) => String(r[3]));
    expect(plan.join('\n')).toMatch(/SEARCH content_texts USING PRIMARY KEY \(merchant_code=\? AND kind=\? AND ref_id=\? AND field=\? AND language=\?\)/);
    db.close();
  });
});
