/// <reference types="node" />
/**
 * The seed's operator texts in every language a brand offers: the platform's migrations and the
 * whole seed applied to SQLite (sql.js), then every item of every localized source read back.
 * Aurora Play (DEMO) offers CN, VI and TH beyond its EN/KO columns, Jade Palace (JADE) Thai.
 */
import type { Database } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase } from '../../tests/simulation/d1-sqljs';
import { CONTENT_SOURCES, localizedSql, type ContentSourceName } from '../src/http/contentText';
import { buildSeedSql } from './index';
import { ROW_LANGUAGES, type RowLanguage } from './texts';

/** A language's own letters: a text without them is English (or another language) left in place. */
const LETTERS: Record<RowLanguage, RegExp> = {
  CN: /[\u4E00-\u9FFF]/,
  TH: /[\u0E00-\u0E7F]/,
  // ă â đ ê ô ơ ư and the tone marks.
  VI: /[\u00C0-\u00FF\u0102\u0103\u0110\u0111\u0128\u0129\u0168\u0169\u01A0\u01A1\u01AF\u01B0\u1EA0-\u1EF9]/,
};

const BRANDS = { DEMO: ['CN', 'VI', 'TH'], JADE: ['TH'] } as const satisfies Record<string, readonly RowLanguage[]>;

/** The sources with items in the seed (an exchange's name is its reward's; the seed writes no chat desks). */
const SEEDED: readonly ContentSourceName[] = (Object.keys(CONTENT_SOURCES) as ContentSourceName[]).filter(
  (s) => s !== 'point_exchanges.reward_name' && s !== 'chat_models.name',
);

let db: Database;
const rows = (sql: string, params: (string | number)[] = []): Record<string, unknown>[] => {
  const statement = db.prepare(sql);
  statement.bind(params);
  const out: Record<string, unknown>[] = [];
  while (statement.step()) out.push(statement.getAsObject());
  statement.free();
  return out;
};
const applySeed = () => {
  for (const statement of buildSeedSql()) db.run(statement);
};

beforeAll(async () => {
  db = await migratedDatabase();
  applySeed();
}, 60_000);
afterAll(() => db.close());

describe('seeded operator texts', () => {
  it('each brand offers the languages the texts are written for', () => {
    for (const [merchant, languages] of Object.entries(BRANDS)) {
      const offered = rows('SELECT code FROM brand_languages WHERE merchant_code = ?', [merchant]).map((r) => r.code);
      expect(
        ROW_LANGUAGES.filter((l) => offered.includes(l)),
        merchant,
      ).toEqual(languages);
    }
  });

  for (const source of SEEDED) {
    it(`${source}: every item of each brand in each of its languages, translated`, () => {
      const { table, kind, field, key, en } = CONTENT_SOURCES[source];
      for (const [merchant, languages] of Object.entries(BRANDS)) {
        const items = rows(`SELECT CAST(${key} AS TEXT) AS ref, ${en} AS english FROM ${table} WHERE merchant_code = ?`, [merchant]);
        // Jade has no points mall.
        if (merchant === 'DEMO' || table !== 'point_rewards') expect(items.length, `${merchant} ${source}`).toBeGreaterThan(0);
        for (const language of ROW_LANGUAGES) {
          const read = new Map(
            rows(`SELECT CAST(${key} AS TEXT) AS ref, ${localizedSql(source, language)} AS text FROM ${table} WHERE merchant_code = ?`, [merchant]).map((r) => [
              r.ref,
              r.text,
            ]),
          );
          for (const { ref, english } of items) {
            const stored = rows('SELECT text FROM content_texts WHERE merchant_code = ? AND kind = ? AND ref_id = ? AND field = ? AND language = ?', [
              merchant,
              kind,
              String(ref),
              field,
              language,
            ])[0]?.text;
            const what = `${merchant} ${source} ${String(ref)} ${language}`;
            if (!(languages as readonly string[]).includes(language)) {
              // A language the brand does not offer has no rows, and reads English.
              expect(stored, what).toBeUndefined();
              expect(read.get(ref), what).toBe(english);
              continue;
            }
            expect(typeof stored === 'string' && stored.trim().length > 0, what).toBe(true);
            expect(read.get(ref), what).toBe(stored);
            expect(stored, what).toMatch(LETTERS[language]);
            // A sentence or a name of several words is translated, not copied.
            if (String(english).includes(' ')) expect(stored, what).not.toBe(english);
            if (merchant === 'JADE') expect(stored, what).not.toContain('Aurora');
          }
        }
      }
    });
  }

  it('holds no text without its item, nor for a language the brand does not offer', () => {
    const orphans = rows(
      `SELECT t.merchant_code, t.kind, t.ref_id, t.field, t.language FROM content_texts t
        WHERE NOT EXISTS (SELECT 1 FROM brand_languages l WHERE l.merchant_code = t.merchant_code AND l.code = t.language)
           OR CASE t.kind
                WHEN 'announcement' THEN NOT EXISTS (SELECT 1 FROM announcements a WHERE a.merchant_code = t.merchant_code AND CAST(a.id AS TEXT) = t.ref_id)
                WHEN 'banner' THEN NOT EXISTS (SELECT 1 FROM banners a WHERE a.merchant_code = t.merchant_code AND CAST(a.id AS TEXT) = t.ref_id)
                WHEN 'agent_announcement' THEN NOT EXISTS (SELECT 1 FROM agent_announcements a WHERE a.merchant_code = t.merchant_code AND CAST(a.id AS TEXT) = t.ref_id)
                WHEN 'promotion' THEN NOT EXISTS (SELECT 1 FROM promotions a WHERE a.merchant_code = t.merchant_code AND CAST(a.id AS TEXT) = t.ref_id)
                WHEN 'mission' THEN NOT EXISTS (SELECT 1 FROM missions a WHERE a.merchant_code = t.merchant_code AND CAST(a.id AS TEXT) = t.ref_id)
                WHEN 'point_reward' THEN NOT EXISTS (SELECT 1 FROM point_rewards a WHERE a.merchant_code = t.merchant_code AND CAST(a.id AS TEXT) = t.ref_id)
                WHEN 'deposit_method' THEN NOT EXISTS (SELECT 1 FROM brand_deposit_methods a WHERE a.merchant_code = t.merchant_code AND a.code = t.ref_id)
                ELSE 1 END`,
    );
    expect(orphans).toEqual([]);
  });

  it('writes help articles and the licence text in every language the brand offers', () => {
    for (const [merchant, languages] of Object.entries(BRANDS)) {
      const count = (language: string) =>
        Number(rows('SELECT COUNT(*) AS n FROM help_articles WHERE merchant_code = ? AND language = ?', [merchant, language])[0]?.n);
      expect(count('EN')).toBe(20);
      for (const language of languages) {
        expect(count(language), `${merchant} help ${language}`).toBe(count('EN'));
        const pairs = rows(
          `SELECT e.title AS te, e.content AS ce, t.title AS tt, t.content AS ct FROM help_articles e
             JOIN help_articles t ON t.merchant_code = e.merchant_code AND t.sort = e.sort AND t.category = e.category AND t.language = ?
            WHERE e.merchant_code = ? AND e.language = 'EN'`,
          [language, merchant],
        );
        expect(pairs).toHaveLength(count('EN'));
        for (const p of pairs) {
          expect(p.ct, `${merchant} help ${language}: ${String(p.te)}`).toMatch(LETTERS[language]);
          expect(p.ct).not.toBe(p.ce);
          expect(p.tt).not.toBe(p.te);
        }
        const licence = rows('SELECT text FROM brand_licence_texts WHERE merchant_code = ? AND language = ?', [merchant, language])[0]?.text;
        expect(licence, `${merchant} licence ${language}`).toMatch(LETTERS[language]);
      }
    }
  });

  it('is the same after the seed runs again', () => {
    const snapshot = () => rows('SELECT merchant_code, kind, ref_id, field, language, text FROM content_texts ORDER BY 1, 2, 3, 4, 5');
    const before = snapshot();
    expect(before.length).toBeGreaterThan(0);
    applySeed();
    expect(snapshot()).toEqual(before);
  });
});
