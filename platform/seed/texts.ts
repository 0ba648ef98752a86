/**
 * Operator content in the languages beyond its English and Korean columns (content_texts,
 * migration 0035). The seed's texts sit beside their English and Korean ones, one per language, and
 * become rows for the languages the brand offers: a brand that does not offer Vietnamese gets no
 * Vietnamese rows.
 */
import { insertRows, sqlLiteral, type SqlValue } from './sql';

/** The languages content_texts holds (the protocol's codes): Simplified Chinese, Vietnamese, Thai. */
export const ROW_LANGUAGES = ['CN', 'VI', 'TH'] as const;
export type RowLanguage = (typeof ROW_LANGUAGES)[number];

/** One text in each language beyond the columns. */
export type Translations = Readonly<Record<RowLanguage, string>>;

/** A title and a content (or a name and a description) in each language beyond the columns. */
export type Translations2 = Readonly<Record<RowLanguage, readonly [string, string]>>;

/** One of the two texts of `[title, content]` pairs, in each language. */
export function pick(texts: Translations2, index: 0 | 1): Translations {
  return { CN: texts.CN[index], VI: texts.VI[index], TH: texts.TH[index] };
}

/** The languages beyond the columns among a brand's language codes, in ROW_LANGUAGES' order. */
export function rowLanguagesOf(codes: readonly string[]): RowLanguage[] {
  return ROW_LANGUAGES.filter((language) => codes.includes(language));
}

/** Every language: the default of the seed functions a brand does not narrow. */
export const ALL_ROW_LANGUAGES: readonly RowLanguage[] = ROW_LANGUAGES;

export interface ContentText {
  kind: string;
  /** The item's key as text (an id, a deposit method's code). */
  refId: string;
  field: string;
  texts: Translations;
}

const COLUMNS = ['merchant_code', 'kind', 'ref_id', 'field', 'language', 'text'] as const;
const KEY = ['merchant_code', 'kind', 'ref_id', 'field', 'language'] as const;

/** Upserts the texts of `items` in `languages`. `named` rewrites each text (a brand's own name). */
export function contentTextsSql(
  merchant: string,
  languages: readonly RowLanguage[],
  items: readonly ContentText[],
  named: (text: string) => string = (text) => text,
): string[] {
  const rows: SqlValue[][] = items.flatMap((item) =>
    languages.map((language) => [merchant, item.kind, item.refId, item.field, language, named(item.texts[language])]),
  );
  return rows.length ? insertRows('content_texts', COLUMNS, rows, { upsertKey: KEY }) : [];
}

/**
 * Upserts the texts of an item the seed finds by its `seed_key` (a table whose ids the database
 * chooses): one statement per field and language, writing nothing while the item does not exist.
 */
export function contentTextsBySeedKeySql(
  merchant: string,
  languages: readonly RowLanguage[],
  table: 'agent_announcements',
  kind: string,
  seedKey: string,
  fields: Readonly<Record<string, Translations>>,
): string[] {
  return Object.entries(fields).flatMap(([field, texts]) =>
    languages.map(
      (language) =>
        `INSERT INTO content_texts (${COLUMNS.join(', ')})
         SELECT merchant_code, ${sqlLiteral(kind)}, CAST(id AS TEXT), ${sqlLiteral(field)}, ${sqlLiteral(language)}, ${sqlLiteral(texts[language])}
           FROM ${table} WHERE merchant_code = ${sqlLiteral(merchant)} AND seed_key = ${sqlLiteral(seedKey)}
         ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET text = excluded.text;`,
    ),
  );
}
