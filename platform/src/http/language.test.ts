import { describe, expect, it } from 'vitest';
import { columnSuffix, htmlLang, intlLocale, resolveLanguage, TEXT_LANGUAGES, textLanguage } from './language';

describe('textLanguage', () => {
  it('maps the protocol codes to the text languages', () => {
    expect(textLanguage('EN')).toBe('en');
    expect(textLanguage('KO')).toBe('ko');
    expect(textLanguage('CN')).toBe('zh');
    expect(textLanguage('ZH')).toBe('zh');
    expect(textLanguage('ZH-CN')).toBe('zh');
    expect(textLanguage('VI')).toBe('vi');
    expect(textLanguage('TH')).toBe('th');
  });

  it('reads any case, a region, an underscore and the stored text languages alike', () => {
    expect(textLanguage('ko')).toBe('ko');
    expect(textLanguage('ko-KR')).toBe('ko');
    expect(textLanguage(' th_TH ')).toBe('th');
    expect(textLanguage('vi-VN')).toBe('vi');
    expect(textLanguage('zh-cn')).toBe('zh');
    expect(textLanguage('zh-Hans')).toBe('zh');
    expect(textLanguage('cn')).toBe('zh');
    for (const text of TEXT_LANGUAGES) expect(textLanguage(text)).toBe(text);
  });

  it('reads anything else as English (Traditional Chinese among them)', () => {
    for (const code of ['', 'JA', 'FR', 'ZH-TW', 'ZH-HK', 'ZH-HANT', 'KOR', 'CNY', 'E', 'undefined']) expect(textLanguage(code)).toBe('en');
    expect(textLanguage(null)).toBe('en');
    expect(textLanguage(undefined)).toBe('en');
  });

  it('agrees with resolveLanguage: a brand offering CN serves Chinese texts to a CN request', () => {
    const offered = ['EN', 'KO', 'CN', 'VI', 'TH'].map((code, i) => ({ code, name: code, currencySymbol: '', isDefault: i === 0 }));
    expect(textLanguage(resolveLanguage(offered, 'EN', 'cn'))).toBe('zh');
    expect(textLanguage(resolveLanguage(offered, 'EN', 'ZH'))).toBe('en');
    expect(textLanguage(resolveLanguage(offered, 'EN', 'th'))).toBe('th');
  });
});

describe('columnSuffix (database columns exist for EN and KO only)', () => {
  it('is ko for Korean and en for every other language', () => {
    expect(columnSuffix('KO')).toBe('ko');
    expect(columnSuffix('ko')).toBe('ko');
    for (const code of ['EN', 'CN', 'VI', 'TH', 'XX']) expect(columnSuffix(code)).toBe('en');
  });
});

describe('intlLocale and htmlLang', () => {
  it('gives each text language its locale; English keeps en-GB dates and en-US numbers', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('en', 'date')).toBe('en-GB');
    expect(intlLocale('en', 'number')).toBe('en-US');
    expect(intlLocale('ko')).toBe('ko-KR');
    expect(intlLocale('ko', 'number')).toBe('ko-KR');
    expect(intlLocale('zh')).toBe('zh-CN');
    expect(intlLocale('vi')).toBe('vi-VN');
    expect(intlLocale('th')).toBe('th-TH-u-ca-gregory');
  });

  it('every locale is one Intl accepts', () => {
    for (const text of TEXT_LANGUAGES)
      for (const purpose of ['date', 'number'] as const) expect(Intl.getCanonicalLocales(intlLocale(text, purpose))).toHaveLength(1);
  });

  it('Thai dates count Gregorian years, not the Buddhist era', () => {
    const at = Date.UTC(2026, 3, 1, 10, 30);
    const thai = new Intl.DateTimeFormat(intlLocale('th'), { timeZone: 'UTC', dateStyle: 'medium' }).format(at);
    expect(thai).toContain('2026');
    expect(thai).not.toContain('2569');
  });

  it('html lang: zh-CN for Chinese, the bare tag for the others', () => {
    expect(TEXT_LANGUAGES.map(htmlLang)).toEqual(['en', 'ko', 'zh-CN', 'vi', 'th']);
  });
});
