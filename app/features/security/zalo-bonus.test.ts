import { describe, expect, it } from 'vitest';
import { createTranslate } from '#app/i18n/translate';
import en from '#app/i18n/locales/en/security';
import vi from '#app/i18n/locales/vi/security';
import type { Translation } from '#app/i18n/locales/en/common';
import { zaloBonusHint } from './zalo-bonus';

describe("the brand's Zalo bonus line", () => {
  it('says up to how much, as money in the page’s language', () => {
    const hint = zaloBonusHint(13_100_000, '₩', 'en')!;
    expect(createTranslate(en as unknown as Translation)(hint.key, hint.params)).toBe('Zalo bonus: add your Zalo number and get up to ₩131,000.00.');
    const vietnamese = zaloBonusHint(13_100_000, '₫', 'vi')!;
    expect(createTranslate(vi as unknown as Translation)(vietnamese.key, vietnamese.params)).toBe('Thưởng Zalo: thêm số Zalo của bạn để nhận tới ₫131.000,00.');
  });

  it('is not there without a bonus', () => {
    expect(zaloBonusHint(null, '₩', 'en')).toBeNull();
    expect(zaloBonusHint(undefined, '₩', 'en')).toBeNull();
    expect(zaloBonusHint(0, '₩', 'en')).toBeNull();
  });
});
