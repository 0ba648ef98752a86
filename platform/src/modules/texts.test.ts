/**
 * Every text record of the platform (pages, names, SMS and e-mail) in every text language:
 * - the same shape in each language as in English (keys, nesting, functions and their arity): a
 *   check of its own, whatever the types say;
 * - the same placeholders (`{name}`, or a function's arguments) as English;
 * - translated: where English has more than 12 characters of words (placeholders aside), a copy of
 *   the English value, or a value without its language's letters (Hangul, Han, Thai, Vietnamese
 *   diacritics), is an error, but for the proper names allowed below.
 */
import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES, type TextLanguage } from '../http/language';
import { CHAT_WORDS } from './chat/words';
import { COMPLAINT_NOTICES } from './complaints/messages';
import { PROVIDER_WORDS } from './deposit/provider-text';
import { PAGE_TEXT } from './lottery/page-text';
import { TEAMS } from './play/outcomes';
import { TIER_NAMES } from './play/rooms';
import { PLAY_WORDS } from './play/words';
import { BONUS_TITLES } from './rewards/bonuses';
import { CONTACT_NOUNS, MESSAGES } from './verification/messages';

type Texts = Readonly<Record<TextLanguage, unknown>>;

/** The fixtures' sides, one record per language (`SPORTS.0`, ...). */
const teamNames = Object.fromEntries(
  TEXT_LANGUAGES.map((text) => [
    text,
    Object.fromEntries(Object.entries(TEAMS).flatMap(([kind, teams]) => teams.map((team, i) => [`${kind}.${i}`, team[text]]))),
  ]),
) as Texts;

const RECORDS: Record<string, Texts> = {
  'play/words.ts PLAY_WORDS': PLAY_WORDS,
  'play/rooms.ts TIER_NAMES': TIER_NAMES,
  'play/outcomes.ts TEAMS': teamNames,
  'lottery/page-text.ts PAGE_TEXT': PAGE_TEXT,
  'chat/words.ts CHAT_WORDS': CHAT_WORDS,
  'complaints/messages.ts COMPLAINT_NOTICES': COMPLAINT_NOTICES,
  'deposit/provider-text.ts PROVIDER_WORDS': PROVIDER_WORDS,
  'rewards/bonuses.ts BONUS_TITLES': BONUS_TITLES,
  'verification/messages.ts MESSAGES': MESSAGES,
  'verification/messages.ts CONTACT_NOUNS': CONTACT_NOUNS,
};

/**
 * Proper names that stay as they are in some languages: the provider's brand, and the fixtures'
 * clubs in Latin letters (Vietnamese sports pages keep them; esports teams keep them everywhere).
 */
const PROPER_NAMES = new Set<string>(['Aurora Pay', ...Object.values(TEAMS).flatMap((teams) => teams.map((team) => team.en))]);

const LETTERS: Record<Exclude<TextLanguage, 'en'>, RegExp> = {
  ko: /[\uAC00-\uD7A3]/,
  zh: /[\u4E00-\u9FFF]/,
  th: /[\u0E00-\u0E7F]/,
  // ă â đ ê ô ơ ư and the tone marks (Latin-1 and Latin Extended Additional).
  vi: /[\u00C0-\u00FF\u0102\u0103\u0110\u0111\u0128\u0129\u0168\u0169\u01A0\u01A1\u01AF\u01B0\u1EA0-\u1EF9]/,
};

const LONG = 12;

type Leaf = { path: string; value: string };

/** A function's text: called with one marker per parameter, so its placeholders show as markers. */
const called = (fn: (...args: unknown[]) => unknown) => String(fn(...Array.from({ length: fn.length }, (_, i) => `⟦${i}⟧`)));

/** Differences in shape between English and another language: missing, extra, or differently typed entries. */
export function shapeDiffs(en: unknown, other: unknown, path = ''): string[] {
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (kind(en) !== kind(other)) return [`${path || '(root)'}: ${kind(en)} in English, ${kind(other)} here`];
  if (typeof en === 'function' && typeof other === 'function' && en.length !== other.length)
    return [`${path}: ${en.length} parameters in English, ${other.length} here`];
  if (kind(en) !== 'object' && kind(en) !== 'array') return [];
  const a = en as Record<string, unknown>;
  const b = other as Record<string, unknown>;
  const diffs: string[] = [];
  for (const key of Object.keys(a)) if (!(key in b)) diffs.push(`${path}${key}: missing`);
  for (const key of Object.keys(b)) if (!(key in a)) diffs.push(`${path}${key}: not in English`);
  for (const key of Object.keys(a)) if (key in b) diffs.push(...shapeDiffs(a[key], b[key], `${path}${key}.`));
  return diffs;
}

/** The texts of a record: its strings, and its functions' outputs. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (typeof value === 'function') return [{ path: `${path}()`, value: called(value as (...args: unknown[]) => unknown) }];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key));
  return [];
}

const PLACEHOLDER = /\{\w+\}|⟦\d+⟧/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[0]).sort();
/** The words of a text: without its placeholders ("{home} v {away}" is a format, not a sentence). */
const words = (text: string) => text.replace(PLACEHOLDER, '').trim();

/** Long values of `other` that are English copies, or carry none of the language's letters. */
export function untranslated(en: unknown, other: unknown, text: Exclude<TextLanguage, 'en'>, allowed: ReadonlySet<string> = PROPER_NAMES): string[] {
  const english = new Map(leaves(en).map((l) => [l.path, l.value]));
  const problems: string[] = [];
  for (const { path, value } of leaves(other)) {
    const source = english.get(path);
    if (source === undefined || words(source).length <= LONG || allowed.has(source)) continue;
    if (value === source) problems.push(`${path}: the English text "${source}"`);
    else if (!LETTERS[text].test(words(value))) problems.push(`${path}: no ${text} letters in "${value}"`);
  }
  return problems;
}

function placeholderDiffs(en: unknown, other: unknown): string[] {
  const english = new Map(leaves(en).map((l) => [l.path, placeholders(l.value)]));
  return leaves(other)
    .filter((l) => english.has(l.path) && JSON.stringify(placeholders(l.value)) !== JSON.stringify(english.get(l.path)))
    .map((l) => `${l.path}: ${placeholders(l.value).join(' ')} instead of ${english.get(l.path)!.join(' ')}`);
}

describe.each(Object.entries(RECORDS))('%s', (_, record) => {
  it('has exactly the five text languages', () => {
    expect(Object.keys(record).sort()).toEqual([...TEXT_LANGUAGES].sort());
  });

  it.each(TEXT_LANGUAGES.filter((t) => t !== 'en'))('%s has the keys of English, no more, no fewer', (text) => {
    expect(shapeDiffs(record.en, record[text])).toEqual([]);
  });

  it.each(TEXT_LANGUAGES.filter((t) => t !== 'en'))('%s keeps every placeholder of English', (text) => {
    expect(placeholderDiffs(record.en, record[text])).toEqual([]);
  });

  it.each(TEXT_LANGUAGES.filter((t) => t !== 'en') as Exclude<TextLanguage, 'en'>[])('%s translates every long text', (text) => {
    expect(untranslated(record.en, record[text], text)).toEqual([]);
  });

  it('has no empty text in any language (but the Chinese sentence gap)', () => {
    for (const text of TEXT_LANGUAGES)
      for (const leaf of leaves(record[text])) if (leaf.path !== 'gap') expect(leaf.value.trim(), `${text} ${leaf.path}`).not.toBe('');
  });
});

describe('the checks themselves', () => {
  const en = {
    title: 'Send the payment to {brand}',
    nested: { long: 'This payment was cancelled.', short: 'Open' },
    fn: (a: string) => `Draw ${a} has closed.`,
  };

  it('find a missing key, an extra key, a changed type and a changed arity', () => {
    expect(shapeDiffs(en, { title: 'x', nested: { long: 'y', extra: 'z' }, fn: () => 'w' })).toEqual([
      'nested.short: missing',
      'nested.extra: not in English',
      'fn.: 1 parameters in English, 0 here',
    ]);
    expect(shapeDiffs(en, { ...en, title: () => 'x' })).toEqual(['title.: string in English, function here']);
  });

  it('find an English copy and a text without the language letters, but let short texts and proper names be', () => {
    const copy = {
      title: 'Send the payment to {brand}',
      nested: { long: 'This payment was cancelled.', short: 'Open' },
      fn: (a: string) => `Draw ${a} has closed.`,
    };
    expect(untranslated(en, copy, 'zh')).toEqual([
      'title: the English text "Send the payment to {brand}"',
      'nested.long: the English text "This payment was cancelled."',
      'fn(): the English text "Draw ⟦0⟧ has closed."',
    ]);
    expect(untranslated(en, { ...copy, title: 'Invia il pagamento a {brand}' }, 'vi')[0]).toBe('title: no vi letters in "Invia il pagamento a {brand}"');
    expect(untranslated(en, copy, 'zh', new Set(['Send the payment to {brand}', 'This payment was cancelled.', 'Draw ⟦0⟧ has closed.']))).toEqual([]);
    expect(untranslated({ a: 'Open', b: '{home} v {away}' }, { a: 'Open', b: '{home} v {away}' }, 'th')).toEqual([]);
  });

  it('find a lost placeholder', () => {
    expect(placeholderDiffs(en, { ...en, title: '付款', fn: () => '已封盘' })).toEqual(
      ['title: (none) instead of {brand}', 'fn(): (none) instead of ⟦0⟧'].map((s) => s.replace('(none)', '')),
    );
  });
});
