/**
 * The gameList name filter: a case-insensitive substring of the name in the request language.
 *
 * The trigram FTS table (games_name_search, migration 0006) finds candidates for needles of three
 * characters or more without reading every name; shorter needles have no trigram and fall back to
 * the scan. instr(lower(...)) is applied either way, so the answer is exactly the substring match
 * (the FTS table only makes it cheaper): SQLite's lower() folds ASCII only, the tokenizer folds more,
 * so the index may offer a candidate the exact check then drops, never miss one.
 */
import type { ColumnSuffix } from '../../http/language';

const TRIGRAM = 3;

/** An FTS5 phrase in one column: the needle quoted, its quotes doubled, so no character is syntax. */
export const ftsPhrase = (column: string, needle: string): string => `${column} : "${needle.replace(/"/g, '""')}"`;

export function nameFilterSql(suffix: ColumnSuffix, needle: string, bind: (value: string) => string): string {
  const column = `name_${suffix}`;
  const substring = `instr(lower(g.${column}), lower(${bind(needle)})) > 0`;
  if ([...needle].length < TRIGRAM) return substring;
  const candidates = `g.node_id IN (SELECT rowid FROM games_name_search WHERE games_name_search MATCH ${bind(ftsPhrase(column, needle))})`;
  return `${candidates} AND ${substring}`;
}

/**
 * The same filter over the names in every language (English and Korean): a player finds a game by
 * either name whatever the page's language. Without a column in the phrase, FTS5 matches any column.
 */
export function anyLanguageNameFilterSql(needle: string, bind: (value: string) => string): string {
  const lowered = bind(needle);
  const substring = `(instr(lower(g.name_en), lower(${lowered})) > 0 OR instr(lower(g.name_ko), lower(${lowered})) > 0)`;
  if ([...needle].length < TRIGRAM) return substring;
  const phrase = `"${needle.replace(/"/g, '""')}"`;
  const candidates = `g.node_id IN (SELECT rowid FROM games_name_search WHERE games_name_search MATCH ${bind(phrase)})`;
  return `${candidates} AND ${substring}`;
}
