import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '#app/i18n/locales/en/common';
import { sourceWords as all } from './source-words';
import { createTranslate } from './translate';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const params = {
  seconds: 42,
  n: 6,
  min: 6,
  max: 20,
  count: 3,
  formatted: '3',
  query: 'dragon',
  brand: 'Aurora',
  category: 'Slots',
  game: 'Lucky 7',
  index: 2,
  total: 5,
  page: 1,
  section: 'Winners',
  ip: '1.2.3.4',
  time: 'soon',
  platform: 'iOS',
  name: 'ab***9',
  amount: '$1.00',
};

describe('createTranslate', () => {
  it.each(Object.entries(all).map(([language, { common }]) => [language, common] as const))(
    'renders every %s key exactly as i18next does',
    async (language, resources) => {
      const i18n = createInstance();
      await i18n.init({ lng: language, resources: { [language]: { common: resources } }, defaultNS: 'common', interpolation: { escapeValue: false } });
      const t = createTranslate(resources);
      const keys = keysOf(resources);
      expect(keys.length).toBeGreaterThan(100);
      for (const key of keys) expect(t(key, params), key).toBe(i18n.t(key, params));
    },
  );

  it('falls back to the default value, then to the key', () => {
    const t = createTranslate(en);
    expect(t('gameTypes.UNKNOWN', { defaultValue: 'Platform name' })).toBe('Platform name');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('answers a key the same on every call and every translator of the language, and a missing key by each call’s own default', () => {
    const first = createTranslate(en);
    const second = createTranslate(en);
    for (const t of [first, second, first]) {
      expect(t('shell.homeOf', { brand: 'Aurora' })).toBe('Aurora home');
      expect(t('shell.homeOf', { brand: 'Jade' })).toBe('Jade home');
      expect(t('gameTypes.UNKNOWN', { defaultValue: 'One' })).toBe('One');
      expect(t('gameTypes.UNKNOWN', { defaultValue: 'Two' })).toBe('Two');
    }
    // A section is not a text: asking for it answers the key, not the section.
    expect(first('shell')).toBe('shell');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(createTranslate(en)('shell.homeOf')).toBe('{{brand}} home');
  });

  it.each(Object.entries(all))('%s has every English key', (_language, { common }) => {
    expect(keysOf(common).sort()).toEqual(keysOf(en).sort());
  });
});
