/**
 * Operator-written content in the request language. English and Korean have columns of their own
 * (`title_en`, `title_ko`, ...); the brand's other languages are rows of `content_texts`
 * (migration 0035), and a language the operator has not written yet reads the English column.
 *
 * localizedSql() writes the SQL expression of one such field for a SELECT list. Nothing in it comes
 * from the request: the table, key, columns, kind and field come from CONTENT_SOURCES, the language
 * code from CONTENT_TEXT_LANGUAGES (anything else reads English), and the table alias must be a
 * plain identifier written in the calling code.
 */
import { textLanguage, type TextLanguage } from './language';

/** The `content_texts.language` of each text language that has no column of its own (the protocol's codes). */
export const CONTENT_TEXT_LANGUAGES = { zh: 'CN', vi: 'VI', th: 'TH' } as const satisfies Partial<Record<TextLanguage, string>>;
export type ContentTextLanguage = (typeof CONTENT_TEXT_LANGUAGES)[keyof typeof CONTENT_TEXT_LANGUAGES];

interface ContentSource {
  /** The table (the qualifier when the query gives it no alias). */
  table: string;
  /** `content_texts.kind` and `content_texts.field` of its texts. */
  kind: string;
  field: string;
  /** The column whose value, as text, is `content_texts.ref_id`. */
  key: string;
  /** The English and Korean columns. */
  en: string;
  ko: string;
  /** The Korean column may be NULL: Korean then reads English. */
  koNullable?: true;
}

/** Every operator-written field a reader shows, by `<table>.<field>`. */
export const CONTENT_SOURCES = {
  'announcements.title': { table: 'announcements', kind: 'announcement', field: 'title', key: 'id', en: 'title_en', ko: 'title_ko' },
  'announcements.content': { table: 'announcements', kind: 'announcement', field: 'content', key: 'id', en: 'content_en', ko: 'content_ko' },
  'banners.title': { table: 'banners', kind: 'banner', field: 'title', key: 'id', en: 'title_en', ko: 'title_ko' },
  'agent_announcements.title': { table: 'agent_announcements', kind: 'agent_announcement', field: 'title', key: 'id', en: 'title_en', ko: 'title_ko' },
  'agent_announcements.content': {
    table: 'agent_announcements',
    kind: 'agent_announcement',
    field: 'content',
    key: 'id',
    en: 'content_en',
    ko: 'content_ko',
  },
  'promotions.title': { table: 'promotions', kind: 'promotion', field: 'title', key: 'id', en: 'title_en', ko: 'title_ko' },
  'promotions.content': { table: 'promotions', kind: 'promotion', field: 'content', key: 'id', en: 'content_en', ko: 'content_ko' },
  'missions.title': { table: 'missions', kind: 'mission', field: 'title', key: 'id', en: 'title_en', ko: 'title_ko' },
  'point_rewards.name': { table: 'point_rewards', kind: 'point_reward', field: 'name', key: 'id', en: 'name_en', ko: 'name_ko' },
  'point_rewards.description': {
    table: 'point_rewards',
    kind: 'point_reward',
    field: 'description',
    key: 'id',
    en: 'description_en',
    ko: 'description_ko',
  },
  // An exchange keeps the reward's English and Korean names as they were; other languages read the
  // reward's text (an exchange has no texts of its own), then the kept English name.
  'point_exchanges.reward_name': {
    table: 'point_exchanges',
    kind: 'point_reward',
    field: 'name',
    key: 'reward_id',
    en: 'reward_name_en',
    ko: 'reward_name_ko',
  },
  'brand_deposit_methods.name': { table: 'brand_deposit_methods', kind: 'deposit_method', field: 'name', key: 'code', en: 'name_en', ko: 'name_ko' },
  'chat_models.name': { table: 'chat_models', kind: 'chat_model', field: 'name', key: 'model_id', en: 'name', ko: 'name_ko', koNullable: true },
} as const satisfies Record<string, ContentSource>;

export type ContentSourceName = keyof typeof CONTENT_SOURCES;

/** A table name or alias as the calling code writes it: lower-case letters, digits, underscores. */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** The `content_texts.language` of a language (protocol code or text language), or null for one with a column. */
export function contentTextLanguage(language: string | null | undefined): ContentTextLanguage | null {
  const text = textLanguage(language);
  return Object.hasOwn(CONTENT_TEXT_LANGUAGES, text) ? CONTENT_TEXT_LANGUAGES[text as keyof typeof CONTENT_TEXT_LANGUAGES] : null;
}

/**
 * The SQL expression of `source` in `language` (a protocol code like `VI` or a text language like
 * `vi`), on the row of `alias` (default: the table's name): English → the English column, Korean →
 * the Korean column, CN/VI/TH → that language's `content_texts` row, else the English column. Any
 * other language reads English.
 *
 *   `SELECT ${localizedSql('promotions.title', ctx.text, 'p')} AS title FROM promotions p ...`
 */
export function localizedSql(source: ContentSourceName, language: string, alias?: string): string {
  if (!Object.hasOwn(CONTENT_SOURCES, source)) throw new Error(`localizedSql: unknown source ${JSON.stringify(source)}`);
  const s: ContentSource = CONTENT_SOURCES[source];
  const q = alias ?? s.table;
  if (!IDENTIFIER.test(q)) throw new Error(`localizedSql: not an identifier: ${JSON.stringify(q)}`);
  const english = `${q}.${s.en}`;
  const text = textLanguage(language);
  if (text === 'ko') return s.koNullable ? `COALESCE(${q}.${s.ko}, ${english})` : `${q}.${s.ko}`;
  const code = contentTextLanguage(text);
  if (code === null) return english;
  // The key is compared as text (CAST), so the primary key's index serves the lookup.
  return (
    `COALESCE((SELECT content_texts.text FROM content_texts WHERE content_texts.merchant_code = ${q}.merchant_code` +
    ` AND content_texts.kind = '${s.kind}' AND content_texts.ref_id = CAST(${q}.${s.key} AS TEXT)` +
    ` AND content_texts.field = '${s.field}' AND content_texts.language = '${code}'), ${english})`
  );
}
